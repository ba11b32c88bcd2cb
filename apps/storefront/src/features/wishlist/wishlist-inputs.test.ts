import { describe, expect, it } from 'vitest';
import { firstInvalidEmail, parseRecipientEmails } from './share-emails';
import { parseWishlistQuantity } from './wishlist-quantity';

describe('parseRecipientEmails', () => {
  it('splits on commas, semicolons and spaces, without empty entries or repeats', () => {
    expect(parseRecipientEmails(' a@example.com, b@example.com;c@example.com  A@example.com ,, ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(parseRecipientEmails('  ')).toEqual([]);
  });
});

describe('firstInvalidEmail', () => {
  it('names the first address that is not valid', () => {
    expect(firstInvalidEmail(['a@example.com', 'nope', 'also-bad@'])).toBe('nope');
    expect(firstInvalidEmail(['a@example.com'])).toBeUndefined();
  });
});

describe('parseWishlistQuantity', () => {
  it('reads a number above 0, with a comma or a point as decimal separator', () => {
    expect(parseWishlistQuantity('3')).toBe(3);
    expect(parseWishlistQuantity(' 2,5 ')).toBe(2.5);
    expect(parseWishlistQuantity('1.25')).toBe(1.25);
  });

  it('refuses 0, negatives and text', () => {
    expect(parseWishlistQuantity('0')).toBeUndefined();
    expect(parseWishlistQuantity('-1')).toBeUndefined();
    expect(parseWishlistQuantity('abc')).toBeUndefined();
    expect(parseWishlistQuantity('')).toBeUndefined();
  });
});
