import type { Language } from '../../../config/languages';
import deUrl from '../../locales/de.json?url';
import enUrl from '../../locales/en.json?url';
import nlUrl from '../../locales/nl.json?url';
import { ChunkLoadError, withChunkTimeout } from '../errors/chunk-load';
import type { Translations } from './translator';

// A language's texts are a file of the build (hashed, cached for good, precached by the service
// worker), not part of every page's html: the browser loads them once before hydrating.
// The server has every catalogue from the start (translations.server.ts registers them).
const CATALOGUE_URLS: Record<Language, string> = { de: deUrl, nl: nlUrl, en: enUrl };

const loaded = new Map<Language, Translations>();

/** Where the browser loads a language's texts from. */
export function catalogueUrl(language: Language): string {
  return CATALOGUE_URLS[language];
}

export function registerCatalogue(language: Language, translations: Translations): void {
  loaded.set(language, translations);
}

/** The texts of a language that is loaded: on the server always, in the browser after loadCatalogue. */
export function loadedCatalogue(language: Language): Translations {
  const translations = loaded.get(language);
  if (!translations) throw new Error(`the texts of ${language} are not loaded`);
  return translations;
}

/** Loads a language's texts once; rejects with a ChunkLoadError when they do not arrive (in 120 s). */
export async function loadCatalogue(language: Language): Promise<Translations> {
  const known = loaded.get(language);
  if (known) return known;
  const translations = await withChunkTimeout(
    fetch(CATALOGUE_URLS[language]).then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as Translations;
    }),
  ).catch((error: unknown) => {
    throw error instanceof ChunkLoadError
      ? error
      : new ChunkLoadError(`the texts of ${language} did not load: ${(error as Error).message}`);
  });
  loaded.set(language, translations);
  return translations;
}
