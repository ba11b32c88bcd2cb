import type { Language } from '../../../config/languages';
import type de from '../../locales/de.json';

/** One language's catalogue (src/locales/<language>.json); de is the reference for the keys. */
export type Translations = typeof de;

type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : LeafKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

type Leaf = LeafKeys<Translations>;

/** Every text's key, "a.b.c"; a plural text by its key without the `_one`/`_other` ending. */
export type TranslationKey =
  | Leaf
  | (Leaf extends infer Key ? (Key extends `${infer Base}_${'one' | 'other'}` ? Base : never) : never);

/** Values for the `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslationValues = { count?: number } & Record<string, string | number | null | undefined>;

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Languages whose cardinal plural is "one" for exactly 1 (or -1) and "other" for every other count. */
const ONE_FOR_ONE = new Set(['de', 'nl', 'en']);

/**
 * The plural form of a count. German, Dutch and English need no Intl.PluralRules, whose first
 * instance loads the browser's plural data while the page hydrates (three translators start there);
 * any other language gets one, built on its first plural.
 */
function pluralFormOf(language: string): (count: number) => string {
  if (ONE_FOR_ONE.has(language)) return (count) => (Math.abs(count) === 1 ? 'one' : 'other');
  let rules: Intl.PluralRules | undefined;
  return (count) => {
    rules ??= new Intl.PluralRules(language);
    return rules.select(count);
  };
}

/**
 * The shop's translate function for one language. The catalogues use only nested keys, `{{name}}`
 * placeholders and `_one`/`_other` plural forms, so a few lines do what a translation library would
 * (and keep about 17 KB of script off every page). A missing key shows the key.
 */
export function createTranslator(language: Language, translations: Translations): Translate {
  const pluralForm = pluralFormOf(language);
  const lookup = (key: string): string | undefined => {
    let node: unknown = translations;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? (lookup(`${key}_${pluralForm(count)}`) ?? lookup(`${key}_other`))
        : undefined) ?? lookup(key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return value === null || value === undefined ? placeholder : String(value);
    });
  };
}
