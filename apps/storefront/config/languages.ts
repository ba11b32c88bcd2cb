/** Interface languages the storefront has catalogues for (src/locales/<code>.json). */
export const SUPPORTED_LANGUAGES = ['de', 'nl', 'en'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupportedLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
