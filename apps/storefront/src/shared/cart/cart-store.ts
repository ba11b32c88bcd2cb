import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pageQueryClient, type QueryState } from '../query/query-client';
import { STORAGE_KEYS } from '../storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../storage/persisted-store';
import type { CartView } from './cart-model';

// The cart's two kinds of state: the token of this browser's cart in a small store (persisted),
// the cart itself as the server answered it in the query cache, one entry per token and store view.

/**
 * 'idle': nothing loaded yet (docs/BEHAVIOUR.md#cart-lifecycle "not loaded"); 'loading': the first read is under way;
 * 'ready': the cart is what the server said (undefined: there is no cart); 'failed': the first
 * read got no answer (network), the token is kept for the next try.
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CartTokenState {
  /** The server cart token (docs/BEHAVIOUR.md#local-storage: kept in local storage as cartServerToken). */
  token: string | undefined;
  /** The stored token has been read: never during server rendering, so the first render agrees. */
  read: boolean;
}

type Persisted = Pick<CartTokenState, 'token'>;

/** The token of this browser's cart. Only the token is persisted; the cart is always read from the server. */
export const useCartStore = create<CartTokenState>()(
  persist((): CartTokenState => ({ token: undefined, read: false }), {
    name: STORAGE_KEYS.cartToken,
    storage: localJsonStorage<Persisted>(),
    partialize: (state): Persisted => ({ token: state.token }),
    skipHydration: true,
  }),
);

/** The stored cart token (read from localStorage on first use; undefined on the server). */
export function cartToken(): string | undefined {
  if (typeof window !== 'undefined' && !useCartStore.getState().read) {
    hydratePersistedStore(useCartStore);
    useCartStore.setState({ read: true });
  }
  return useCartStore.getState().token;
}

export function setCartToken(token: string): void {
  if (cartToken() !== token) useCartStore.setState({ token });
}

/** The query key of a cart; every cart query starts with CART_QUERY. */
export const CART_QUERY = ['cart'] as const;
export function cartQueryKey(token: string | undefined, store: string | undefined) {
  return [...CART_QUERY, token, store] as const;
}

/**
 * Shows a cart the server returned: it becomes the stored cart and its answer in this store view;
 * what other store views read of it is out of date (read again when shown).
 */
export function showCart(cart: CartView, store: string | undefined): void {
  setCartToken(cart.id);
  const queryClient = pageQueryClient();
  queryClient.invalidateQueries({ queryKey: [...CART_QUERY, cart.id] });
  // Cancels a read of this cart still under way, which is older than this answer (a new cart's
  // token is stored before its first line is added, and its query starts reading at once).
  queryClient.setQueryData(cartQueryKey(cart.id, store), cart);
}

/**
 * Forgets the cart and its token (docs/BEHAVIOUR.md#login-and-session: the server returns no cart, logout, an order placed).
 * The free-shipping amount is a shop setting and stays.
 */
export function resetCart(): void {
  cartToken();
  useCartStore.setState({ token: undefined });
  pageQueryClient().removeQueries({ queryKey: CART_QUERY });
}

/**
 * The cart's state from its token and its query: whether it is known yet, and what the server said.
 * A read that fails after an earlier answer keeps showing that answer.
 */
export function cartState(
  token: CartTokenState,
  query: Pick<QueryState<CartView | null>, 'data' | 'status'> | undefined,
): { status: CartStatus; cart: CartView | undefined } {
  if (!token.read) return { status: 'idle', cart: undefined };
  if (!token.token) return { status: 'ready', cart: undefined };
  if (query?.data !== undefined) return { status: 'ready', cart: query.data ?? undefined };
  return { status: query?.status === 'error' ? 'failed' : 'loading', cart: undefined };
}

/** The cart's state outside React (the hooks of use-cart.ts follow the same rules). */
export function currentCartState(store: string | undefined): ReturnType<typeof cartState> {
  const token = cartToken();
  return cartState(
    useCartStore.getState(),
    token ? pageQueryClient().getQueryState<CartView | null>(cartQueryKey(token, store)) : undefined,
  );
}

/** The kind of every cart change: while one runs, the mini-cart and checkout show they are busy. */
export const CART_CHANGE = 'cart-change';

/**
 * Runs a cart change, counted while it runs (the change itself puts the answered cart into the
 * query cache). Offline it fails at once and says so, it does not wait.
 */
export function trackChange<T>(change: () => Promise<T>): Promise<T> {
  return pageQueryClient().trackChange(CART_CHANGE, change);
}

/** How many cart changes are under way. */
export function cartChangesUnderWay(): number {
  return pageQueryClient().changesUnderWay(CART_CHANGE);
}
