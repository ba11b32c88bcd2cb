import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/client';
import { errorTexts, isNoSuchEntityError, userErrorTexts } from './cart-errors';

const FALLBACK = 'Kan het product niet toevoegen aan de winkelwagen.';

function serverError(...entries: { message: string; category?: string }[]) {
  return new GraphQLRequestError(
    entries.map((entry) => entry.message).join('; '),
    entries.map((entry) => ({ message: entry.message, extensions: { category: entry.category } })),
    200,
    'AddProductsToCart',
  );
}

describe('cart error texts', () => {
  it("shows the server's texts once each", () => {
    const error = serverError(
      { message: 'Productoptie niet op voorraad', category: 'graphql-input' },
      { message: 'Productoptie niet op voorraad', category: 'graphql-input' },
      { message: 'Er is geen product met SKU "X".', category: 'graphql-input' },
    );
    expect(errorTexts(error, FALLBACK)).toEqual([
      'Productoptie niet op voorraad',
      'Er is geen product met SKU "X".',
    ]);
  });

  it('falls back to the shop text when the call got no answer', () => {
    expect(errorTexts(new TypeError('Failed to fetch'), FALLBACK)).toEqual([FALLBACK]);
    expect(errorTexts(new GraphQLRequestError('HTTP 502', [], 502, 'Cart'), FALLBACK)).toEqual([FALLBACK]);
  });

  it("reads a mutation's user_errors, none meaning success", () => {
    expect(userErrorTexts([], FALLBACK)).toEqual([]);
    expect(userErrorTexts(null, FALLBACK)).toEqual([]);
    expect(userErrorTexts([{ message: 'Productoptie niet beschikbaar' }, null], FALLBACK)).toEqual([
      'Productoptie niet beschikbaar',
    ]);
    expect(userErrorTexts([{ message: '  ' }], FALLBACK)).toEqual([FALLBACK]);
  });

  it('recognises a cart the server does not know', () => {
    expect(isNoSuchEntityError(serverError({ message: 'gone', category: 'graphql-no-such-entity' }))).toBe(
      true,
    );
    expect(isNoSuchEntityError(serverError({ message: 'no', category: 'graphql-authorization' }))).toBe(
      false,
    );
    expect(isNoSuchEntityError(new Error('x'))).toBe(false);
  });
});
