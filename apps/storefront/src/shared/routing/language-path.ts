import { isSupportedLanguage, type Language } from '../../../config/languages';

export interface LanguageSettings {
  languages: readonly Language[];
  defaultLanguage: Language;
}

export interface LocalizedPath {
  language: Language;
  /** The path without its language prefix, always starting with '/'. */
  path: string;
  /** Set when the url carries a language prefix the spec strips (answered with a 301 to this path). */
  redirectTo?: string;
}

/**
 * Splits a url path into its language and the rest (docs/BEHAVIOUR.md#language-prefix):
 * - the first segment selects a language when it is an available one other than the default;
 * - a prefix of the default language is stripped (redirect);
 * - where only one language is available (the German deployment), any leading language segment
 *   is stripped (redirect), so /en/bekleidung leads to /bekleidung.
 */
export function splitLanguagePrefix(pathname: string, settings: LanguageSettings): LocalizedPath {
  const [, first = '', ...rest] = pathname.split('/');
  const restPath = `/${rest.join('/')}`;
  if (isSupportedLanguage(first)) {
    if (first === settings.defaultLanguage || settings.languages.length === 1) {
      return { language: settings.defaultLanguage, path: restPath, redirectTo: restPath };
    }
    if (settings.languages.includes(first)) return { language: first, path: restPath };
  }
  return { language: settings.defaultLanguage, path: pathname || '/' };
}

/** The url of `path` ('/…') in `language`: prefixed unless it is the default language. */
export function localizePath(path: string, language: Language, settings: LanguageSettings): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (language === settings.defaultLanguage) return normalized;
  if (normalized === '/') return `/${language}`;
  // '/?q=x' and '/#top' keep their query and hash behind the prefix.
  if (normalized.startsWith('/?') || normalized.startsWith('/#')) return `/${language}${normalized.slice(1)}`;
  return `/${language}${normalized}`;
}

/**
 * The language segment of a url, judged without the configuration (used where the config is not
 * at hand, e.g. to decide whether the root loader must run again).
 */
export function languageSegment(pathname: string): Language | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isSupportedLanguage(first) ? first : undefined;
}
