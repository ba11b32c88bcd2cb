import { describe, expect, it } from 'vitest';
import { type BrandEntry, groupByLetter } from './brand-groups';

const brand = (title: string): BrandEntry => ({
  id: title,
  title,
  path: `/merken/${title}`,
  logo: undefined,
});

describe('groupByLetter', () => {
  it('groups brands by first letter (accents folded), sorted, with digits and signs last under #', () => {
    const groups = groupByLetter(
      [brand('Zonnatura'), brand('Ökovital'), brand('alpha'), brand('Aquaris'), brand('4Sport')],
      'de-DE',
    );
    expect(groups.map(([letter, entries]) => [letter, entries.map((entry) => entry.title)])).toEqual([
      ['A', ['alpha', 'Aquaris']],
      ['O', ['Ökovital']],
      ['Z', ['Zonnatura']],
      ['#', ['4Sport']],
    ]);
  });

  it('is empty without brands', () => {
    expect(groupByLetter([], 'de-DE')).toEqual([]);
  });
});
