import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../../shared/storage/persisted-store';
import { type CustomerWishlist, fetchCustomerWishlist, type WishlistCallOptions } from './wishlist-api';

/**
 * The wishlist in this browser: the guest wishlist's server id (localStorage, docs/BEHAVIOUR.md#local-storage "Local
 * storage keys"), merged into the customer's at login, and the logged-in customer's wishlist as
 * the api last answered it (memory only: loaded again per page view).
 */
export interface WishlistState {
  guestWishlistId: string | undefined;
  wishlist: CustomerWishlist | undefined;
  /** The customer's name, for the share e-mail. */
  customerName: string;
  /** The customer token the wishlist was loaded with; another token loads it again. */
  loadedFor: string | undefined;
  setWishlist(wishlist: CustomerWishlist, token: string): void;
  setGuestWishlistId(id: string | undefined): void;
  /** Forgets the customer's wishlist, so that the next view loads it afresh. */
  invalidate(): void;
  reset(): void;
}

type Persisted = Pick<WishlistState, 'guestWishlistId'>;

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      guestWishlistId: undefined,
      wishlist: undefined,
      customerName: '',
      loadedFor: undefined,
      setWishlist: (wishlist, token) => set({ wishlist, loadedFor: token }),
      setGuestWishlistId: (guestWishlistId) => set({ guestWishlistId }),
      invalidate: () => set({ wishlist: undefined, loadedFor: undefined }),
      reset: () =>
        set({ guestWishlistId: undefined, wishlist: undefined, customerName: '', loadedFor: undefined }),
    }),
    {
      name: STORAGE_KEYS.wishlistId,
      storage: localJsonStorage<Persisted>(),
      partialize: (state): Persisted => ({ guestWishlistId: state.guestWishlistId }),
      skipHydration: true,
    },
  ),
);

let inFlight: { token: string; promise: Promise<void> } | undefined;

/**
 * Loads the customer's wishlist once per token: every card asks, one call goes out. Rejects
 * with the api's error (the caller decides between session expiry and a message).
 */
export function ensureCustomerWishlist(options: WishlistCallOptions): Promise<void> {
  hydratePersistedStore(useWishlistStore);
  const state = useWishlistStore.getState();
  if (state.loadedFor === options.token && state.wishlist) return Promise.resolve();
  if (inFlight?.token === options.token) return inFlight.promise;
  const promise = fetchCustomerWishlist(options)
    .then(({ wishlist, customerName }) => {
      // A logout while loading: the answer belongs to no one any more.
      if (inFlight?.token !== options.token) return;
      useWishlistStore.setState({ wishlist, customerName, loadedFor: options.token });
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = undefined;
    });
  inFlight = { token: options.token, promise };
  return promise;
}

/** Drops a running load (logout). */
export function forgetWishlistLoad(): void {
  inFlight = undefined;
}
