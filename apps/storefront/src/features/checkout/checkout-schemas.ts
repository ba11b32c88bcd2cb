import { z } from 'zod';
import {
  checkPasswordsMatch,
  EVERY_TIME,
  emailField,
  newPasswordField,
  passwordConfirmationField,
} from '../../shared/forms/rules';

// The checkout's form schemas, loaded when a field is first checked (useLazyZodForm): zod is not
// part of the checkout's first load. The address step uses shared/address's schema.

/** Step 1: a guest's e-mail address. */
export const emailSchema = z.object({ email: emailField() });

/** The account a guest creates with the order. */
export const accountSchema = z
  .object({ password: newPasswordField(), password_confirmation: passwordConfirmationField() })
  .superRefine(checkPasswordsMatch('password', 'password_confirmation'), EVERY_TIME);
