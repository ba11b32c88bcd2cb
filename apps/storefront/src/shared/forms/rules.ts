import './zod-without-eval';
import {
  isValidEmail,
  isValidName,
  isValidPostcode,
  isValidVatFormat,
  type MessageKey,
  passwordProblems,
  passwordsMatch,
} from '@shop/validation';
import { z } from 'zod';
import { fieldMessage } from './field-message';

// Zod building blocks for the storefront's forms. Every rule is one of @shop/validation (the api
// checks the same ones); these only attach the message keys of its catalogue.

/** A required text: empty or only spaces gives the required message of the field. */
export function requiredText(key: MessageKey) {
  return z
    .string()
    .trim()
    .min(1, { error: fieldMessage(key) });
}

/** A required first or last name in a valid form (docs/BEHAVIOUR.md#validation: required and 'not valid' messages). */
export function nameField(field: 'firstname' | 'lastname') {
  return (
    requiredText(`required.${field}`)
      // An empty value has the required message only.
      .refine((name) => name === '' || isValidName(name), { error: fieldMessage(`invalid.${field}`) })
  );
}

/** An optional text (empty allowed), trimmed. */
export function optionalText() {
  return z.string().trim();
}

/** A required, well-formed e-mail address (trimmed). */
export function emailField() {
  return (
    z
      .string()
      .trim()
      .min(1, { error: fieldMessage('required.email') })
      // An empty value has the required message only (no `abort`: that would stop the form's checks).
      .refine((email) => email === '' || isValidEmail(email), { error: fieldMessage('email.invalid') })
  );
}

/** A required password that is only checked for presence (login, current password). */
export function passwordField() {
  return z.string().min(1, { error: fieldMessage('required.password') });
}

/** A new password: one message per missing rule of docs/BEHAVIOUR.md#validation (passwordProblems). */
export function newPasswordField() {
  return z
    .string()
    .min(1, { error: fieldMessage('required.password') })
    .superRefine((password, context) => {
      if (password === '') return;
      for (const problem of passwordProblems(password)) {
        context.addIssue({ code: 'custom', message: fieldMessage(`password.${problem}`) });
      }
    });
}

/** The repeat-password field: required here, compared with the password by `checkPasswordsMatch`. */
export function passwordConfirmationField() {
  return z.string().min(1, { error: fieldMessage('required.password_confirmation') });
}

/** Object-level check that `confirmation` repeats `password` (the error goes on the confirmation). */
export function checkPasswordsMatch<Values extends Record<string, unknown>>(
  password: keyof Values & string,
  confirmation: keyof Values & string,
) {
  return (values: Values, context: z.RefinementCtx) => {
    const first = values[password];
    const second = values[confirmation];
    if (typeof first === 'string' && typeof second === 'string' && second && !passwordsMatch(first, second)) {
      context.addIssue({ code: 'custom', path: [confirmation], message: fieldMessage('password.mismatch') });
    }
  };
}

/** Object-level check of a postcode against the selected country (docs/BEHAVIOUR.md#validation table). */
export function checkPostcode<Values extends Record<string, unknown>>(
  country: keyof Values & string,
  postcode: keyof Values & string,
) {
  return (values: Values, context: z.RefinementCtx) => {
    const code = values[country];
    const value = values[postcode];
    if (typeof value !== 'string' || !value.trim()) {
      context.addIssue({ code: 'custom', path: [postcode], message: fieldMessage('required.postcode') });
    } else if (typeof code === 'string' && code && !isValidPostcode(code, value)) {
      context.addIssue({ code: 'custom', path: [postcode], message: fieldMessage('postcode.invalid') });
    }
  };
}

/**
 * Object-level check of a VAT number's format for the address country (docs/BEHAVIOUR.md#validation "VAT number
 * check"); `required` for business customers.
 */
export function checkVatId<Values extends Record<string, unknown>>(
  country: keyof Values & string,
  vatId: keyof Values & string,
  required: (values: Values) => boolean,
) {
  return (values: Values, context: z.RefinementCtx) => {
    const code = values[country];
    const value = values[vatId];
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) {
      if (required(values)) {
        context.addIssue({ code: 'custom', path: [vatId], message: fieldMessage('required.vat_id') });
      }
    } else if (typeof code === 'string' && !isValidVatFormat(code, text)) {
      context.addIssue({ code: 'custom', path: [vatId], message: fieldMessage('vat.invalid') });
    }
  };
}

/**
 * Pass to superRefine with the object-level checks above: they run even when other fields are
 * invalid, so that every broken rule shows at once (zod skips them by default then).
 */
export const EVERY_TIME = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
