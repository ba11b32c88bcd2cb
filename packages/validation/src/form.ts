/** Rules of the server-defined dynamic forms (docs/BEHAVIOUR.md#data "Dynamic form", docs/BEHAVIOUR.md#validation "Dynamic form field rules"). */

import { isValidEmail } from './email.js';
import type { MessageKey, MessageParams } from './messages.js';

export type FormValidationType =
  | 'required'
  | 'alphanumeric'
  | 'alphanumeric_with_spaces'
  | 'letters_only'
  | 'email'
  | 'url'
  | 'numeric'
  | 'numeric_with_decimals'
  | 'no_html'
  | 'min_length'
  | 'max_length';

export type FormFieldValidation = {
  type: FormValidationType;
  /** The character count for min_length and max_length. */
  additional?: string | number | null;
};

export type FormFieldOption = { label: string; value: string };

export type FormFieldDefinition = {
  name: string;
  label: string;
  type?: string;
  inputType?: string;
  value?: string | null;
  checkedValue?: string | null;
  uncheckedValue?: string | null;
  options?: readonly FormFieldOption[] | null;
  placeholder?: string | null;
  validation?: readonly FormFieldValidation[] | null;
};

export type FormFieldValue = string | string[] | boolean | null | undefined;

export type FormFieldError = { key: MessageKey; params?: MessageParams };

/** Letters and digits of any script, so that names like "Müller" or "Zoë" pass. */
const TEXT_PATTERNS = {
  alphanumeric: /^[\p{L}\p{N}]+$/u,
  alphanumeric_with_spaces: /^[\p{L}\p{N}\s]+$/u,
  letters_only: /^\p{L}+$/u,
  numeric: /^\d+$/,
  // Both decimal separators, since German and Dutch users type a comma.
  numeric_with_decimals: /^\d+(?:[.,]\d+)?$/,
} as const;

/** An http(s) address; the scheme may be left out because visitors often type "www.example.nl". */
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Whether a text holds an HTML tag (or comment): refused wherever shoppers' texts are shown to others. */
export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Reads the count of min_length / max_length; a rule without a usable count is skipped. */
function lengthLimit(additional: FormFieldValidation['additional']): number | undefined {
  const count = typeof additional === 'string' ? Number(additional.trim()) : additional;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** Checks one rule against one trimmed text value; returns the error, or undefined when it passes. */
function checkTextRule(rule: FormFieldValidation, text: string): FormFieldError | undefined {
  switch (rule.type) {
    case 'alphanumeric':
    case 'alphanumeric_with_spaces':
    case 'letters_only':
    case 'numeric':
    case 'numeric_with_decimals':
      return TEXT_PATTERNS[rule.type].test(text) ? undefined : { key: `form.${rule.type}` };
    case 'email':
      return isValidEmail(text) ? undefined : { key: 'form.email' };
    case 'url':
      return URL_PATTERN.test(text) ? undefined : { key: 'form.url' };
    case 'no_html':
      return containsHtml(text) ? { key: 'form.no_html' } : undefined;
    case 'min_length': {
      const count = lengthLimit(rule.additional);
      return count !== undefined && characterCount(text) < count
        ? { key: 'form.min_length', params: { count } }
        : undefined;
    }
    case 'max_length': {
      const count = lengthLimit(rule.additional);
      return count !== undefined && characterCount(text) > count
        ? { key: 'form.max_length', params: { count } }
        : undefined;
    }
    default:
      // 'required' is handled before the text rules; rule types unknown to this version are ignored.
      return undefined;
  }
}

/** The text values a field holds: one for an input, several for a multi-select, none for a boolean. */
function textValues(value: FormFieldValue): string[] {
  if (typeof value === 'string') return [value.trim()];
  if (Array.isArray(value)) return value.map((item) => item.trim()).filter((item) => item !== '');
  return [];
}

/** A checkbox reports its uncheckedValue when not ticked, which counts as no answer. */
function isEmptyValue(field: FormFieldDefinition, value: FormFieldValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') {
    const isUnchecked =
      !!field.uncheckedValue && value === field.uncheckedValue && value !== field.checkedValue;
    return value.trim() === '' || isUnchecked;
  }
  return Array.isArray(value) && textValues(value).length === 0;
}

/**
 * Validates one value against the field's rules and returns message keys with their parameters,
 * in rule order. An empty value only fails 'required'; the other rules apply to filled-in values.
 */
export function validateFormField(field: FormFieldDefinition, value: FormFieldValue): FormFieldError[] {
  const rules = field.validation ?? [];
  if (isEmptyValue(field, value)) {
    return rules.some((rule) => rule.type === 'required') ? [{ key: 'form.required' }] : [];
  }
  const texts = textValues(value);
  return rules.flatMap((rule) => {
    // A multi-value field reports each failing rule once, not once per value.
    const error = texts.map((text) => checkTextRule(rule, text)).find((result) => result !== undefined);
    return error ? [error] : [];
  });
}

/** Form state may hold numbers or other shapes; anything else counts as no answer. */
function toFieldValue(value: unknown): FormFieldValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (Array.isArray(value)) {
    return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
  }
  return undefined;
}

/** Validates all fields by name and returns the errors of the fields that have any. */
export function validateForm(
  fields: readonly FormFieldDefinition[],
  values: Record<string, unknown>,
): Record<string, FormFieldError[]> {
  const errorsByField: Record<string, FormFieldError[]> = {};
  for (const field of fields) {
    const errors = validateFormField(field, toFieldValue(values[field.name]));
    if (errors.length > 0) errorsByField[field.name] = errors;
  }
  return errorsByField;
}
