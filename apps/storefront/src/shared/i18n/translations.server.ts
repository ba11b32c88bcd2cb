import type { Language } from '../../../config/languages';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { createTranslator, type Translate, type Translations } from './translator';

const CATALOGUES: Record<Language, Translations> = { de, nl, en };

/** The catalogue the browser receives with the root loader data (only the current language). */
export function translationsFor(language: Language): Translations {
  return CATALOGUES[language];
}

/** A translate function for one loader call (page titles, descriptions). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, CATALOGUES[language]);
}
