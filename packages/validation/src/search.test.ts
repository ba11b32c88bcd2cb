import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search.js';

describe('normalizeSearchText', () => {
  it.each([
    ['Red Shoes', 'red shoes'],
    ['  red   shoes  ', 'red shoes'],
    ['Rote\tSchuhe\nGröße 42', 'rote schuhe größe 42'],
    ['   ', ''],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});
