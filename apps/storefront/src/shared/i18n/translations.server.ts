import { type Language, SUPPORTED_LANGUAGES } from '../../../config/languages';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { loadedCatalogue, registerCatalogue } from './catalogues';
import { createTranslator, type Translate, type Translations } from './translator';

// The server renders every language from the start: all catalogues are in the registry the
// browser fills one by one (catalogues.ts), so server and browser read texts the same way.
const CATALOGUES: Record<Language, Translations> = { de, nl, en };
for (const language of SUPPORTED_LANGUAGES) registerCatalogue(language, CATALOGUES[language]);

/** A translate function for one loader call (page titles, descriptions). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, loadedCatalogue(language));
}
