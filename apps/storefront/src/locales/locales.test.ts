import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import nl from './nl.json';

const catalogues = { de, nl, en };

/** Every leaf as "a.b.c" → text. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [childKey, childValue] of flatten(value, path)) entries.set(childKey, childValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('locale catalogues', () => {
  const reference = flatten(de);

  it.each(Object.entries(catalogues))('%s has exactly the keys of de', (_language, catalogue) => {
    expect([...flatten(catalogue).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries(catalogues))(
    '%s has a non-empty text with the same placeholders per key',
    (_l, catalogue) => {
      for (const [key, text] of flatten(catalogue)) {
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key)));
      }
    },
  );

  it('carries the not-found texts of the spec', () => {
    expect(en.notFound).toMatchObject({
      heading: '404, something went wrong',
      title: 'Page not found',
      message: 'This page is no longer accessible',
    });
  });
});
