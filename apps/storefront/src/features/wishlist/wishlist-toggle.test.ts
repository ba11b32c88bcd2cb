import { describe, expect, it } from 'vitest';
import { decideWishlistToggle, findWishlistEntry, type WishlistEntry } from './wishlist-toggle';

const entries: WishlistEntry[] = [
  { itemId: '11', sku: 'simple-1', childSku: undefined },
  { itemId: '12', sku: 'config-1', childSku: 'config-1-red-m' },
];

describe('findWishlistEntry', () => {
  it('finds a simple product by its sku', () => {
    expect(findWishlistEntry(entries, { sku: 'simple-1' })?.itemId).toBe('11');
    expect(findWishlistEntry(entries, { sku: 'simple-2' })).toBeUndefined();
  });

  it('finds a configurable by its own sku (card) and by parent and chosen variant (product page)', () => {
    expect(findWishlistEntry(entries, { sku: 'config-1', needsOptions: true })?.itemId).toBe('12');
    expect(findWishlistEntry(entries, { sku: 'config-1-red-m', parentSku: 'config-1' })?.itemId).toBe('12');
    expect(findWishlistEntry(entries, { sku: 'config-1-blue-m', parentSku: 'config-1' })).toBeUndefined();
  });
});

describe('decideWishlistToggle', () => {
  it('tells guests that the wishlist needs login, whatever the product', () => {
    expect(
      decideWishlistToggle({ loggedIn: false, product: { sku: 'simple-1' }, entry: entries[0] }),
    ).toEqual({
      kind: 'login-required',
    });
    expect(decideWishlistToggle({ loggedIn: false, product: { sku: 'x' }, entry: undefined }).kind).toBe(
      'login-required',
    );
  });

  it('removes a product that is in the wishlist', () => {
    expect(decideWishlistToggle({ loggedIn: true, product: { sku: 'simple-1' }, entry: entries[0] })).toEqual(
      {
        kind: 'remove',
        itemId: '11',
      },
    );
  });

  it('removes a configurable from a card even though its options are not chosen there', () => {
    expect(
      decideWishlistToggle({
        loggedIn: true,
        product: { sku: 'config-1', needsOptions: true },
        entry: entries[1],
      }),
    ).toEqual({ kind: 'remove', itemId: '12' });
  });

  it('adds a product that is not in the wishlist, quantity 1', () => {
    expect(decideWishlistToggle({ loggedIn: true, product: { sku: 'simple-2' }, entry: undefined })).toEqual({
      kind: 'add',
      item: { sku: 'simple-2', quantity: 1 },
    });
  });

  it('asks for the options of a configurable before adding it', () => {
    expect(
      decideWishlistToggle({
        loggedIn: true,
        product: { sku: 'config-2', needsOptions: true },
        entry: undefined,
      }),
    ).toEqual({ kind: 'choose-options' });
  });

  it('adds a chosen variant with its configurable as parent_sku', () => {
    expect(
      decideWishlistToggle({
        loggedIn: true,
        product: { sku: 'config-2-red-s', parentSku: 'config-2' },
        entry: undefined,
      }),
    ).toEqual({ kind: 'add', item: { sku: 'config-2-red-s', parent_sku: 'config-2', quantity: 1 } });
  });
});
