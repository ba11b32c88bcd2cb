import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../../config/languages';
import { createI18n, type Translations } from './create-i18n';

/** Gives the tree an i18n instance of its own: one per server render, one per browser session. */
export function I18nProvider(props: { language: Language; translations: Translations; children: ReactNode }) {
  const { language, translations, children } = props;
  const i18n = useMemo(() => createI18n(language, translations), [language, translations]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
