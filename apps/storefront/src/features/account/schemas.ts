import { z } from 'zod';
import { fieldMessage } from '../../shared/forms/field-message';
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

// The account forms' schemas (spec §5). Rules come from @shop/validation through shared/forms.

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
    // Both come from the e-mail link (?token=…&email=…); the token must not be empty (spec §5).
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

/** The address fields (registration and address book use the same names). */
const addressFields = {
  firstname: nameField('firstname'),
  lastname: nameField('lastname'),
  company: optionalText(),
  coc: optionalText(),
  vat_id: optionalText(),
  street: requiredText('required.street'),
  house_number: requiredText('required.house_number'),
  house_number_addition: optionalText(),
  postcode: z.string(),
  city: requiredText('required.city'),
  country_code: z.string().min(1, { error: fieldMessage('account.address.required_country') }),
  telephone: requiredText('required.telephone'),
};

type AddressShape = { [Key in keyof typeof addressFields]: z.input<(typeof addressFields)[Key]> };

/** Company name and coc are required of business customers (spec §5). */
function checkBusinessFields<Values extends AddressShape>(isBusiness: (values: Values) => boolean) {
  return (values: Values, context: z.RefinementCtx) => {
    if (!isBusiness(values)) return;
    if (!values.company.trim()) {
      context.addIssue({ code: 'custom', path: ['company'], message: fieldMessage('required.company') });
    }
    if (!values.coc.trim()) {
      context.addIssue({ code: 'custom', path: ['coc'], message: fieldMessage('required.coc') });
    }
  };
}

export const addressSchema = z
  .object({ ...addressFields, default_shipping: z.boolean(), default_billing: z.boolean() })
  .superRefine(checkPostcode('country_code', 'postcode'), EVERY_TIME)
  .superRefine(
    checkVatId('country_code', 'vat_id', () => false),
    EVERY_TIME,
  );
export type AddressValues = z.input<typeof addressSchema>;

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

/** The address lines the api stores: street, house number and (if any) the addition. */
export function streetLines(
  values: Pick<AddressShape, 'street' | 'house_number' | 'house_number_addition'>,
): string[] {
  const lines = [values.street.trim(), values.house_number.trim()];
  const addition = values.house_number_addition.trim();
  return addition ? [...lines, addition] : lines;
}

/** The form's street, house number and addition of stored street lines (the inverse of streetLines). */
export function splitStreetLines(lines: ReadonlyArray<string | null> | null | undefined) {
  const [street = '', houseNumber = '', ...rest] = (lines ?? []).map((line) => line ?? '');
  return { street, house_number: houseNumber, house_number_addition: rest.join(' ') };
}
