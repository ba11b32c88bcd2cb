import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '../../../config/languages';
import type de from '../../locales/de.json';

/** One language's catalogue (src/locales/<language>.json). */
export type Translations = typeof de;

/**
 * A fresh i18next instance for one language. Instances are never shared between requests, and
 * none is registered globally (no initReactI18next), so no request can change another's language.
 */
export function createI18n(language: Language, translations: Translations): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    // The catalogue is already here, so init() finishes synchronously: the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}
