import {
  isValidEmail,
  isValidName,
  type MessageParams,
  normalizeTaxvat,
  passwordProblems,
} from '@shop/validation';
import type { GraphQLError } from 'graphql';
import { inputError } from '../../errors.js';
import { type AnyMessageKey, text } from './messages.js';

/** One broken rule: the input field (as the client named it) and the message key. */
export interface Violation {
  field: string;
  key: AnyMessageKey;
  params?: MessageParams;
}

/**
 * One `graphql-input` error for every broken rule of a call: the message holds each text in the
 * store view's language; `extensions.key` and `extensions.field` name the first rule,
 * `extensions.errors` lists them all ({ field, key, message }).
 */
export function violationError(language: string, violations: readonly Violation[]): GraphQLError {
  const errors = violations.map((violation) => ({
    field: violation.field,
    key: violation.key,
    message: text(language, violation.key, violation.params),
  }));
  const [first] = errors;
  return inputError(errors.map((error) => error.message).join(' '), {
    key: first?.key,
    field: first?.field,
    errors,
  });
}

export function assertNoViolations(language: string, violations: readonly Violation[]): void {
  if (violations.length > 0) throw violationError(language, violations);
}

/** A single-rule error, e.g. `customer.invalid_current_password`. */
export function ruleError(language: string, field: string, key: AnyMessageKey, params?: MessageParams) {
  return violationError(language, [{ field, key, ...(params ? { params } : {}) }]);
}

/** Trimmed text, or null when empty or absent. */
export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const MAX_TEXT_LENGTH = 255;

type NameField = 'firstname' | 'lastname';

/** Required first or last name in a valid form. */
export function checkName(
  field: NameField,
  value: string | null,
  violations: Violation[],
  label: string = field,
): void {
  if (!value) violations.push({ field: label, key: `required.${field}` });
  else if (!isValidName(value)) {
    violations.push({ field: label, key: `invalid.${field}` });
  }
}

/** Optional free text (prefix, middle name, company …) limited to `max` characters. */
export function checkLength(
  field: string,
  value: string | null,
  violations: Violation[],
  max = MAX_TEXT_LENGTH,
) {
  if (value && value.length > max)
    violations.push({ field, key: 'customer.too_long', params: { field, count: max } });
}

/** A required, well-formed e-mail address; answers it trimmed. */
export function checkEmail(
  field: string,
  value: string | null | undefined,
  violations: Violation[],
): string | null {
  const email = clean(value);
  if (!email) violations.push({ field, key: 'required.email' });
  else if (!isValidEmail(email)) violations.push({ field, key: 'email.invalid' });
  return email;
}

/** A required password that passes every rule of docs/BEHAVIOUR.md#validation (one violation per missing rule). */
export function checkNewPassword(
  field: string,
  value: string | null | undefined,
  violations: Violation[],
): void {
  if (!value) {
    violations.push({ field, key: 'required.password' });
    return;
  }
  for (const problem of passwordProblems(value)) violations.push({ field, key: `password.${problem}` });
}

/** Magento's gender values: 1 male, 2 female, 3 not specified (or none). */
export function checkGender(value: number | null | undefined, violations: Violation[]): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (![1, 2, 3].includes(value)) violations.push({ field: 'gender', key: 'customer.gender_invalid' });
  return value;
}

/** YYYY-MM-DD (a time part is ignored), a real calendar day between 1900 and today. */
export function checkDateOfBirth(value: string | null | undefined, violations: Violation[]): string | null {
  const raw = clean(value);
  if (!raw) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(raw);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
  if (
    !date ||
    !day ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day ||
    date.getUTCFullYear() < 1900 ||
    date.getTime() > Date.now()
  ) {
    violations.push({ field: 'date_of_birth', key: 'customer.date_of_birth_invalid' });
    return null;
  }
  return day;
}

/** Taxvat upper-cased without spaces and dots; null when empty. */
export function cleanTaxvat(value: string | null | undefined, violations: Violation[]): string | null {
  const raw = clean(value);
  if (!raw) return null;
  const taxvat = normalizeTaxvat(raw);
  checkLength('taxvat', taxvat, violations, 50);
  return taxvat || null;
}
