// The wishlist toggle's rules (docs/BEHAVIOUR.md#wishlist, docs/BEHAVIOUR.md#validation, #roles-and-permissions), pure so that each is unit-tested:
// toggling removes a product that is in the wishlist and adds one that is not; a configurable
// product needs its options chosen first; and the wishlist can only be used when logged in.

/** What a toggle is about: the product (a configurable's chosen variant in `sku`, the configurable in `parentSku`). */
export interface WishlistProductRef {
  sku: string;
  parentSku?: string | undefined;
  /** True while a configurable's options are not chosen (e.g. on a product card). */
  needsOptions?: boolean | undefined;
}

/** What the wishlist holds of an item: its id, the product's sku and a configurable's chosen variant. */
export interface WishlistEntry {
  itemId: string;
  sku: string;
  childSku: string | undefined;
}

export type WishlistToggleDecision =
  | { kind: 'login-required' }
  | { kind: 'choose-options' }
  | { kind: 'add'; item: { sku: string; parent_sku?: string; quantity: number } }
  | { kind: 'remove'; itemId: string };

/**
 * The item of the wishlist that stands for the product: the same product, or for a configurable
 * the configurable itself (its item's product) with, once a variant is chosen, that variant.
 */
export function findWishlistEntry(
  entries: readonly WishlistEntry[],
  product: WishlistProductRef,
): WishlistEntry | undefined {
  if (product.parentSku) {
    return entries.find(
      (entry) =>
        entry.sku === product.parentSku && (entry.childSku === undefined || entry.childSku === product.sku),
    );
  }
  return entries.find((entry) => entry.sku === product.sku);
}

/** What a toggle does now. */
export function decideWishlistToggle(input: {
  loggedIn: boolean;
  product: WishlistProductRef;
  entry: WishlistEntry | undefined;
}): WishlistToggleDecision {
  if (!input.loggedIn) return { kind: 'login-required' };
  if (input.entry) return { kind: 'remove', itemId: input.entry.itemId };
  const { product } = input;
  if (product.needsOptions) return { kind: 'choose-options' };
  return {
    kind: 'add',
    item: product.parentSku
      ? { sku: product.sku, parent_sku: product.parentSku, quantity: 1 }
      : { sku: product.sku, quantity: 1 },
  };
}
