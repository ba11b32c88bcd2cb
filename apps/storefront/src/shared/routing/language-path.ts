import { isSupportedLanguage, type Language } from '../../../config/languages';

export interface LanguageSettings {
  languages: readonly Language[];
  defaultLanguage: Language;
}

export interface LocalizedPath {
  language: Language;
  /** The path without its language prefix, always starting with '/'. */
  path: string;
  /** Set when the url carries the default language as prefix: the spec strips it (301). */
  redirectTo?: string;
}

/**
 * Splits a url path into its language and the rest (spec §2 "Language prefix"): the first
 * segment selects a language when it is an available one other than the default.
 */
export function splitLanguagePrefix(pathname: string, settings: LanguageSettings): LocalizedPath {
  const [, first = '', ...rest] = pathname.split('/');
  const restPath = `/${rest.join('/')}`;
  if (isSupportedLanguage(first) && settings.languages.includes(first)) {
    if (first === settings.defaultLanguage) {
      return { language: first, path: restPath, redirectTo: restPath };
    }
    return { language: first, path: restPath };
  }
  return { language: settings.defaultLanguage, path: pathname || '/' };
}

/** The url of `path` ('/…') in `language`: prefixed unless it is the default language. */
export function localizePath(path: string, language: Language, settings: LanguageSettings): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (language === settings.defaultLanguage) return normalized;
  return normalized === '/' ? `/${language}` : `/${language}${normalized}`;
}

/**
 * The language segment of a url, judged without the configuration (used where the config is not
 * at hand, e.g. to decide whether the root loader must run again).
 */
export function languageSegment(pathname: string): Language | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isSupportedLanguage(first) ? first : undefined;
}
