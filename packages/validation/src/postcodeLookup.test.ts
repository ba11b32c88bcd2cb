import { describe, expect, it } from 'vitest';
import { filterPostcodeLookup, type PostcodeLookupResult } from './postcodeLookup.js';

const address = (letter: string | null, addition: string | null): PostcodeLookupResult => ({
  street: 'Damrak',
  number: 1,
  letter,
  addition,
  postcode: '1012LG',
  city: 'Amsterdam',
});

const additionsOf = (results: PostcodeLookupResult[]) =>
  results.map((result) => `${result.letter ?? ''}${result.addition ?? ''}`);

const lookup: PostcodeLookupResult[] = [
  address('B', null),
  address(null, '10'),
  address('A', '2'),
  address(null, null),
  address('A', '10'),
  address(null, '2'),
  address('A', '1'),
  address('a', 'III'),
];

describe('filterPostcodeLookup', () => {
  it.each([
    ['', ['', '2', '10', 'A1', 'A2', 'A10', 'aIII', 'B']],
    ['   ', ['', '2', '10', 'A1', 'A2', 'A10', 'aIII', 'B']],
    ['a2', ['A2']],
    ['A2', ['A2']],
    ['A-2', ['A2']],
    [' a 10 ', ['A10']],
    ['B', ['B']],
    ['10', ['10']],
    ['aiii', ['aIII']],
    ['C', []],
    ['A', []],
  ])('addition %j keeps %j', (addition, expected) => {
    expect(additionsOf(filterPostcodeLookup(lookup, addition))).toEqual(expected);
  });

  it('sorts numeric additions numerically within one letter', () => {
    const results = [address('A', '10'), address('A', '9'), address('A', '100'), address('A', '1')];
    expect(additionsOf(filterPostcodeLookup(results, ''))).toEqual(['A1', 'A9', 'A10', 'A100']);
  });

  it('keeps duplicates and does not change the input array', () => {
    const input = [address('B', null), address('A', null), address('A', null)];
    const copy = [...input];
    expect(additionsOf(filterPostcodeLookup(input, 'a'))).toEqual(['A', 'A']);
    expect(input).toEqual(copy);
  });
});
