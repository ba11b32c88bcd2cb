import { describe, expect, it } from 'vitest';
import type { FormValidationType } from './form.js';
import { formatMessage, type Language, type MessageKey, messages } from './messages.js';
import type { PasswordProblem } from './password.js';

const languages = Object.keys(messages) as Language[];
const englishKeys = Object.keys(messages.en).sort();

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(languages)('messages.%s', (language) => {
  const catalogue: Record<string, string> = messages[language];

  it('has exactly the English key set', () => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(englishKeys)('%s has the same placeholders as English and is not empty', (key) => {
    const text = catalogue[key] ?? '';
    expect(text.trim()).not.toBe('');
    expect(placeholdersOf(text)).toEqual(placeholdersOf((messages.en as Record<string, string>)[key] ?? ''));
  });
});

describe('message keys used by the rules', () => {
  const formRuleTypes: FormValidationType[] = [
    'required',
    'alphanumeric',
    'alphanumeric_with_spaces',
    'letters_only',
    'email',
    'url',
    'numeric',
    'numeric_with_decimals',
    'no_html',
    'min_length',
    'max_length',
  ];
  const passwordProblems: PasswordProblem[] = ['min_length', 'lowercase', 'uppercase', 'digit', 'special'];

  it.each(formRuleTypes)('form.%s exists', (type) => {
    expect(englishKeys).toContain(`form.${type}`);
  });

  it.each(passwordProblems)('password.%s exists', (problem) => {
    expect(englishKeys).toContain(`password.${problem}`);
  });

  it.each(['form.min_length', 'form.max_length'] as const)('%s takes a {count}', (key) => {
    expect(placeholdersOf(messages.en[key])).toEqual(['count']);
  });
});

describe('formatMessage', () => {
  it.each<[Language, MessageKey, Record<string, string | number> | undefined, string]>([
    [
      'nl',
      'summary.invalid_fields',
      { errors: 'Postcode, Plaats' },
      'De volgende velden zijn ongeldig: Postcode, Plaats',
    ],
    ['de', 'summary.invalid_fields', { errors: 'PLZ' }, 'Die folgenden Felder sind ungültig: PLZ'],
    ['en', 'summary.invalid_fields', { errors: 'City' }, 'The following fields are invalid: City'],
    ['en', 'form.min_length', { count: 3 }, 'Please enter at least 3 characters.'],
    ['nl', 'form.max_length', { count: 10 }, 'Vul maximaal 10 tekens in.'],
    ['de', 'postcode.invalid', undefined, 'Dies ist keine gültige Postleitzahl.'],
    ['en', 'form.min_length', {}, 'Please enter at least {count} characters.'],
    ['en', 'form.min_length', { other: 1 }, 'Please enter at least {count} characters.'],
  ])('%s %s %j', (language, key, params, expected) => {
    expect(formatMessage(language, key, params)).toBe(expected);
  });

  it('states the 8-character minimum in every language', () => {
    for (const language of languages) {
      expect(formatMessage(language, 'password.min_length')).toContain('8');
    }
  });
});
