import {
  formatMessage,
  type Language,
  type MessageKey,
  type MessageParams,
  messages,
} from '@shop/validation';
import { FIELD_MESSAGE_SEPARATOR } from './field-message';

function isValidationKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

/** The text of an encoded field message (field-message.ts); `t` translates the storefront's own keys. */
export function translateFieldMessage(
  message: string,
  language: Language,
  t: (key: string, params?: MessageParams) => string,
): string {
  const at = message.indexOf(FIELD_MESSAGE_SEPARATOR);
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
