import type { MessageKey, MessageParams } from '@shop/validation';

/**
 * Form errors travel through zod and the form store (form-store.ts) as one string: a message key of
 * @shop/validation (the catalogue the api answers with too) or a translation key of the storefront,
 * optionally with parameters. They are translated when shown, in the current language
 * (translate-field-message.ts, loaded with a form's first check: the catalogue is not part of a
 * page's first load).
 */
export const FIELD_MESSAGE_SEPARATOR = '|';

/** The error message of a validation rule, e.g. fieldMessage('form.min_length', { count: 3 }). */
export function fieldMessage(key: MessageKey | (string & {}), params?: MessageParams): string {
  return params ? `${key}${FIELD_MESSAGE_SEPARATOR}${JSON.stringify(params)}` : key;
}
