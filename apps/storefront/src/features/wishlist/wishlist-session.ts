import { GraphQLRequestError } from '../../shared/graphql/client';
import { hydratePersistedStore } from '../../shared/storage/persisted-store';
import {
  invalidateCustomerWishlists,
  resetWishlists,
  setGuestWishlistId,
  useWishlistStore,
  wishlistApi,
} from './wishlist-store';

/**
 * After login (docs/BEHAVIOUR.md#login-and-session): the guest wishlist's items that the customer's
 * wishlist does not hold yet (by sku) move into it, and the guest wishlist id is forgotten. The
 * customer's wishlist is read afresh (in the page's store view) where it is shown.
 */
export async function mergeGuestWishlistAfterLogin(customerToken: string): Promise<void> {
  hydratePersistedStore(useWishlistStore);
  const { guestWishlistId } = useWishlistStore.getState();
  if (!guestWishlistId) return;
  try {
    await (await wishlistApi()).mergeWishlists(guestWishlistId, { token: customerToken, store: undefined });
  } catch (error) {
    // A guest wishlist that is gone (merged elsewhere already) is forgotten too; others stay to retry.
    if (error instanceof GraphQLRequestError && error.category === 'graphql-no-such-entity') {
      setGuestWishlistId(undefined);
    }
    throw error;
  }
  setGuestWishlistId(undefined);
  invalidateCustomerWishlists();
}

/** At logout (docs/BEHAVIOUR.md#login-and-session): the wishlist and the guest wishlist id are forgotten. */
export function clearWishlistOnLogout(): void {
  resetWishlists();
}
