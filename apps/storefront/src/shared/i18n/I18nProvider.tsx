import { createContext, type ReactNode, use, useMemo } from 'react';
import type { Language } from '../../../config/languages';
import { createTranslator, type Translate, type Translations } from './translator';

type I18n = { language: Language; t: Translate };

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree the texts of its language: one translator per server render, one per browser session. */
export function I18nProvider(props: { language: Language; translations: Translations; children: ReactNode }) {
  const { language, translations, children } = props;
  const i18n = useMemo(
    () => ({ language, t: createTranslator(language, translations) }),
    [language, translations],
  );
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The current language's translate function (and the language itself). */
export function useTranslation(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  return i18n;
}
