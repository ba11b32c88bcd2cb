import { z } from 'zod';
import { addressFields, checkBusinessFields } from '../../shared/address/address-schema';
import {
  checkPasswordsMatch,
  checkPostcode,
  checkVatId,
  EVERY_TIME,
  emailField,
  nameField,
  newPasswordField,
  optionalText,
  passwordConfirmationField,
  passwordField,
  requiredText,
} from '../../shared/forms/rules';

// The account forms' schemas (docs/BEHAVIOUR.md#validation). Rules come from @shop/validation through shared/forms.

export const loginSchema = z.object({ email: emailField(), password: passwordField() });
export type LoginValues = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

const newPasswordFields = {
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
};

export const resetPasswordSchema = z
  .object({
    // Both come from the e-mail link (?token=…&email=…); the token must not be empty (docs/BEHAVIOUR.md#validation).
    token: requiredText('required.reset_token'),
    email: emailField(),
    ...newPasswordFields,
  })
  .superRefine(checkPasswordsMatch('password', 'password_confirmation'), EVERY_TIME);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ current_password: passwordField(), ...newPasswordFields })
  .superRefine(checkPasswordsMatch('password', 'password_confirmation'), EVERY_TIME);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ email: emailField(), password: passwordField() });
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;

export const accountInformationSchema = z.object({
  prefix: optionalText(),
  firstname: nameField('firstname'),
  middlename: optionalText(),
  lastname: nameField('lastname'),
  taxvat: optionalText(),
  date_of_birth: optionalText(),
});
export type AccountInformationValues = z.input<typeof accountInformationSchema>;

export const newsletterSchema = z.object({ is_subscribed: z.boolean() });
export type NewsletterValues = z.input<typeof newsletterSchema>;

export const ACCOUNT_TYPES = ['consumer', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const registerSchema = z
  .object({
    account_type: z.enum(ACCOUNT_TYPES),
    email: emailField(),
    ...newPasswordFields,
    is_subscribed: z.boolean(),
    ...addressFields,
  })
  .superRefine(checkPasswordsMatch('password', 'password_confirmation'), EVERY_TIME)
  .superRefine(checkPostcode('country_code', 'postcode'), EVERY_TIME)
  .superRefine(
    checkBusinessFields((values) => values.account_type === 'business'),
    EVERY_TIME,
  )
  .superRefine(
    checkVatId('country_code', 'vat_id', (values) => values.account_type === 'business'),
    EVERY_TIME,
  );
export type RegisterValues = z.input<typeof registerSchema>;
