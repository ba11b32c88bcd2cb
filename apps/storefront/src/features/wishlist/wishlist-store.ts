import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { withChunkTimeout } from '../../shared/errors/chunk-load';
import { pageQueryClient, type QueryOptions } from '../../shared/query/query-client';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../../shared/storage/persisted-store';
import type { CustomerWishlist, WishlistCallOptions } from './wishlist-api';
import type { WishlistEntry } from './wishlist-toggle';

// The wishlist's two kinds of state: the guest wishlist's id in a small store (persisted), the
// logged-in customer's wishlist as the api answered it in the query cache, per token and store view.

/**
 * The guest wishlist's server id (localStorage, docs/BEHAVIOUR.md#local-storage "Local storage keys"),
 * merged into the customer's at login.
 */
export interface WishlistIdState {
  guestWishlistId: string | undefined;
}

export const useWishlistStore = create<WishlistIdState>()(
  persist((): WishlistIdState => ({ guestWishlistId: undefined }), {
    name: STORAGE_KEYS.wishlistId,
    storage: localJsonStorage<WishlistIdState>(),
    skipHydration: true,
  }),
);

export function setGuestWishlistId(guestWishlistId: string | undefined): void {
  hydratePersistedStore(useWishlistStore);
  useWishlistStore.setState({ guestWishlistId });
}

/**
 * The wishlist's calls (their GraphQL documents) load when first needed: for a logged-in customer's
 * wishlist or a click on a toggle; a guest browsing the catalogue never loads them.
 */
export function wishlistApi(): Promise<typeof import('./wishlist-api')> {
  return withChunkTimeout(import('./wishlist-api'));
}

/** What the toggles compare against. */
export function wishlistEntries(wishlist: CustomerWishlist | undefined): WishlistEntry[] {
  return (wishlist?.items ?? []).map((item) => ({
    itemId: item.id,
    sku: item.product.sku,
    childSku: item.childSku,
  }));
}

/** The customer's wishlist and name (for the share e-mail). */
export interface CustomerWishlistData {
  wishlist: CustomerWishlist;
  customerName: string;
}

/** Every wishlist query starts with WISHLIST_QUERY. */
export const WISHLIST_QUERY = ['customer-wishlist'] as const;

/**
 * The logged-in customer's wishlist, read once per token and store view (every card asks, one call
 * goes out); afterwards each change puts the answered wishlist in its place.
 */
export function customerWishlistQuery(options: WishlistCallOptions): QueryOptions<CustomerWishlistData> {
  return {
    queryKey: [...WISHLIST_QUERY, options.token, options.store],
    queryFn: async () => (await wishlistApi()).fetchCustomerWishlist(options),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** The customer's wishlist, read first when not known yet. Rejects with the api's error. */
export function ensureCustomerWishlist(options: WishlistCallOptions): Promise<CustomerWishlistData> {
  return pageQueryClient().ensureQueryData(customerWishlistQuery(options));
}

/** Shows the wishlist a change answered with. */
export function showWishlist(wishlist: CustomerWishlist, options: WishlistCallOptions): void {
  pageQueryClient().setQueryData<CustomerWishlistData>(customerWishlistQuery(options).queryKey, (known) => ({
    wishlist,
    customerName: known?.customerName ?? '',
  }));
}

/** The customer's name as the api gave it with the wishlist ('' when not known). */
export function wishlistCustomerName(options: WishlistCallOptions): string {
  return (
    pageQueryClient().getQueryData<CustomerWishlistData>(customerWishlistQuery(options).queryKey)
      ?.customerName ?? ''
  );
}

/** Marks every customer wishlist read as out of date: the shown ones are read again, others when next shown. */
export function invalidateCustomerWishlists(): void {
  pageQueryClient().invalidateQueries({ queryKey: WISHLIST_QUERY });
}

/** Forgets the customer wishlists and the guest wishlist id (logout). */
export function resetWishlists(): void {
  pageQueryClient().removeQueries({ queryKey: WISHLIST_QUERY });
  setGuestWishlistId(undefined);
}
