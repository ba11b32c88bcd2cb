import {
  formatMessage,
  type Language,
  type MessageKey,
  type MessageParams,
  messages,
} from '@shop/validation';

/**
 * Form errors travel through zod and react-hook-form as one string: a message key of
 * @shop/validation (the catalogue the api answers with too) or a translation key of the storefront,
 * optionally with parameters. They are translated when shown, in the current language.
 */
const SEPARATOR = '|';

/** The error message of a validation rule, e.g. fieldMessage('form.min_length', { count: 3 }). */
export function fieldMessage(key: MessageKey | (string & {}), params?: MessageParams): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

function isValidationKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

/** The text of an encoded field message; `t` translates the storefront's own keys. */
export function translateFieldMessage(
  message: string,
  language: Language,
  t: (key: string, params?: MessageParams) => string,
): string {
  const at = message.indexOf(SEPARATOR);
  const key = at === -1 ? message : message.slice(0, at);
  let params: MessageParams | undefined;
  if (at !== -1) {
    try {
      params = JSON.parse(message.slice(at + 1)) as MessageParams;
    } catch {
      params = undefined;
    }
  }
  return isValidationKey(key) ? formatMessage(language, key, params) : t(key, params);
}
