import { formatMessage, type Language, type MessageKey, type MessageParams } from '@shop/validation';
import { inputError } from './errors.js';

// Api texts in the store view's language. Rule texts come from @shop/validation (the storefront
// shows the same words); each module keeps a catalogue of its own texts in the same three languages.

/** A module's own texts, keyed like the @shop/validation catalogue, `{name}` placeholders. */
export type Catalogue<Key extends string> = Record<Language, Record<Key, string>>;

type TextOf<Key extends string> = (language: string, key: Key, params?: MessageParams) => string;

/** The store view's language as a message language; anything else reads English. */
export function messageLanguage(language: string): Language {
  return language === 'de' || language === 'nl' ? language : 'en';
}

/** The text of a @shop/validation key in the store view's language. */
export const validationText: TextOf<MessageKey> = (language, key, params = {}) =>
  formatMessage(messageLanguage(language), key, params);

/**
 * The text function of one module: its own keys from `catalogue`, every other key from `fallback`
 * (another module's texts, which end in the validation catalogue); placeholders filled in.
 */
export function textsOf<Key extends string, Other extends string = MessageKey>(
  catalogue: Catalogue<Key>,
  fallback: TextOf<Other> = validationText as TextOf<string>,
): TextOf<Key | Other> {
  return (language, key, params = {}) => {
    if (!Object.hasOwn(catalogue.en, key)) return fallback(language, key as Other, params);
    const template: string = catalogue[messageLanguage(language)][key as Key];
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  };
}

/** One broken input rule with its text already in the store view's language. */
export interface KeyedProblem {
  field: string;
  key: string;
  message: string;
}

/**
 * A `graphql-input` error shaped like the account calls' (customer/validation.ts): every text in the
 * message, `key` and `field` of the first problem, `errors` listing them all.
 */
export function keyedInputError(problems: readonly KeyedProblem[]) {
  const [first] = problems;
  return inputError(problems.map((problem) => problem.message).join(' '), {
    key: first?.key,
    field: first?.field,
    errors: problems,
  });
}
