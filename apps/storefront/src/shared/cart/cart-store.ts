import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../storage/persisted-store';
import { type CartView, toSummaryLines } from './cart-model';
import { useCartSummaryStore } from './cart-summary';

/**
 * 'idle': nothing loaded yet (docs/BEHAVIOUR.md#cart-lifecycle "not loaded"); 'loading': the first read is under way;
 * 'ready': `cart` holds what the server said (undefined: there is no cart); 'failed': the first
 * read got no answer (network), the token is kept for the next try.
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CartState {
  /** The server cart token (docs/BEHAVIOUR.md#local-storage: kept in local storage as cartServerToken). */
  token: string | undefined;
  cart: CartView | undefined;
  status: CartStatus;
  /** Cart changes under way (quantity, remove, add): the mini-cart shows it is busy. */
  pendingChanges: number;
}

type Persisted = Pick<CartState, 'token'>;

/**
 * The cart of this browser. Only the token is persisted; the cart itself is always read from the
 * server. Written only from effects and event handlers, so server rendering sees the empty state.
 */
export const useCartStore = create<CartState>()(
  persist((): CartState => ({ token: undefined, cart: undefined, status: 'idle', pendingChanges: 0 }), {
    name: STORAGE_KEYS.cartToken,
    storage: localJsonStorage<Persisted>(),
    partialize: (state): Persisted => ({ token: state.token }),
    skipHydration: true,
  }),
);

/** The stored cart token (read from localStorage on first use; undefined on the server). */
export function cartToken(): string | undefined {
  hydratePersistedStore(useCartStore);
  return useCartStore.getState().token;
}

export function setCartToken(token: string): void {
  hydratePersistedStore(useCartStore);
  useCartStore.setState({ token });
}

/** Shows a cart the server returned, in the store and in the header's cart slot. */
export function showCart(cart: CartView): void {
  useCartStore.setState({ cart, token: cart.id, status: 'ready' });
  useCartSummaryStore.setState({
    lines: toSummaryLines(cart),
    subtotalIncludingTax: cart.subtotalIncludingTax,
  });
}

/**
 * Forgets the cart and its token (docs/BEHAVIOUR.md#login-and-session: the server returns no cart, logout, an order placed).
 * The free-shipping amount is a shop setting and stays.
 */
export function resetCart(): void {
  hydratePersistedStore(useCartStore);
  useCartStore.setState({ token: undefined, cart: undefined, status: 'ready' });
  useCartSummaryStore.setState({ lines: [], subtotalIncludingTax: undefined });
}

/** Runs a cart change while the mini-cart shows it is busy. */
export async function trackChange<T>(change: () => Promise<T>): Promise<T> {
  useCartStore.setState((state) => ({ pendingChanges: state.pendingChanges + 1 }));
  try {
    return await change();
  } finally {
    useCartStore.setState((state) => ({ pendingChanges: state.pendingChanges - 1 }));
  }
}
