import type { TFunction } from 'i18next';
import type { Language } from '../../../config/languages';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { createI18n, type Translations } from './create-i18n';

const CATALOGUES: Record<Language, Translations> = { de, nl, en };

/** The catalogue the browser receives with the root loader data (only the current language). */
export function translationsFor(language: Language): Translations {
  return CATALOGUES[language];
}

/** A translate function for one loader call (page titles, descriptions). */
export function createTranslator(language: Language): TFunction {
  return createI18n(language, CATALOGUES[language]).getFixedT(language);
}
