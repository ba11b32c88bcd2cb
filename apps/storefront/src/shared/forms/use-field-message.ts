import type { MessageParams } from '@shop/validation';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import { useStorefront } from '../storefront-context';
import { translateFieldMessage } from './field-message';

/** Translates an encoded field message (field-message.ts) in the current language. */
export function useFieldMessage(): (message: string) => string {
  const { language } = useStorefront();
  const { t } = useTranslation();
  // The storefront keys in field messages are chosen at runtime, so they are not typed keys.
  const translateKey = t as unknown as (key: string, params?: MessageParams) => string;
  return useCallback(
    (message: string) => translateFieldMessage(message, language, translateKey),
    [language, translateKey],
  );
}
