import { useEffect } from 'react';
import { CHECKOUT_CART_QUERY } from '../features/checkout';
import { setGuestWishlistId, WISHLIST_QUERY } from '../features/wishlist';
import { CART_QUERY, cartToken, useCartStore } from '../shared/cart/cart-store';
import { CUSTOMER_KEY } from '../shared/customer/customer-api';
import { reportError } from '../shared/errors/error-reporting';
import { useQueryClient } from '../shared/query/QueryClientProvider';
import { clearSession, loadProfile } from '../shared/session/session';
import { customerToken, useSessionStore } from '../shared/session/session-store';
import { STORAGE_KEYS } from '../shared/storage/keys';
import { useStoreView } from '../shared/storefront-context';

/** What the server owns and another tab may have changed: read again when this tab comes back. */
const SERVER_OWNED = [CART_QUERY, CHECKOUT_CART_QUERY, WISHLIST_QUERY, CUSTOMER_KEY];

/** Coming back fires both visibilitychange and focus: one reading again is enough. */
const RETURN_INTERVAL_MS = 1000;

/**
 * Keeps a tab in step with the shop's other tabs (docs/BEHAVIOUR.md#login-and-session): when it
 * becomes visible or gets the focus, the cart, the checkout's cart, the wishlist and the customer
 * are read again where shown; when another tab stores another session, cart or guest wishlist id
 * (the `storage` event), this tab takes it over: a logout there logs out here, a login there logs
 * in here.
 */
export function useTabSync(): void {
  const queryClient = useQueryClient();
  const store = useStoreView();

  useEffect(() => {
    let lastReturn = 0;
    const readAgain = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastReturn < RETURN_INTERVAL_MS) return;
      lastReturn = Date.now();
      for (const queryKey of SERVER_OWNED) queryClient.invalidateQueries({ queryKey });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // A null key: the other tab cleared the storage.
      const changed = (key: string) => event.key === key || event.key === null;
      if (changed(STORAGE_KEYS.cartToken)) {
        const token = storedState<{ token?: string }>(event).token;
        if (token !== cartToken()) useCartStore.setState({ token });
      }
      if (changed(STORAGE_KEYS.wishlistId)) {
        setGuestWishlistId(storedState<{ guestWishlistId?: string }>(event).guestWishlistId);
      }
      if (changed(STORAGE_KEYS.userToken)) {
        takeOverSession(storedState<{ token?: string }>(event).token, store);
      }
    };
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient, store]);
}

/**
 * The state another tab stored with zustand's persist (`{ state, version }`); none when it removed
 * the key. Read from the event, not rehydrated: rehydrating keeps what a removed key held.
 */
function storedState<State>(event: StorageEvent): Partial<State> {
  try {
    return (JSON.parse(event.newValue ?? 'null') as { state?: Partial<State> } | null)?.state ?? {};
  } catch {
    return {};
  }
}

/** Takes over the session another tab stored: none (a logout there), or another customer's token. */
function takeOverSession(token: string | undefined, store: string | undefined): void {
  const session = useSessionStore.getState();
  if (token === customerToken()) return;
  if (!token) {
    // The other tab revoked the token already: only this tab's state is left to forget.
    clearSession();
    return;
  }
  session.setToken(token);
  loadProfile(token, { store }).catch((error: unknown) => reportError(error, { operation: 'loadProfile' }));
}
