import { GraphQLRequestError } from '../../shared/graphql/client';
import { hydratePersistedStore } from '../../shared/storage/persisted-store';
import { mergeWishlists } from './wishlist-api';
import { forgetWishlistLoad, useWishlistStore } from './wishlist-store';

/**
 * After login (docs/BEHAVIOUR.md#login-and-session): the guest wishlist's items that the customer's
 * wishlist does not hold yet (by sku) move into it, and the guest wishlist id is forgotten. The
 * customer's wishlist is loaded afresh (in the page's store view) where it is shown next.
 */
export async function mergeGuestWishlistAfterLogin(customerToken: string): Promise<void> {
  hydratePersistedStore(useWishlistStore);
  const store = useWishlistStore.getState();
  store.invalidate();
  const guestWishlistId = store.guestWishlistId;
  if (!guestWishlistId) return;
  try {
    await mergeWishlists(guestWishlistId, { token: customerToken, store: undefined });
  } catch (error) {
    // A guest wishlist that is gone (merged elsewhere already) is forgotten too; others stay to retry.
    if (error instanceof GraphQLRequestError && error.category === 'graphql-no-such-entity') {
      store.setGuestWishlistId(undefined);
    }
    throw error;
  }
  store.setGuestWishlistId(undefined);
  store.invalidate();
}

/** At logout (docs/BEHAVIOUR.md#login-and-session): the wishlist and the guest wishlist id are forgotten. */
export function clearWishlistOnLogout(): void {
  forgetWishlistLoad();
  useWishlistStore.getState().reset();
}
