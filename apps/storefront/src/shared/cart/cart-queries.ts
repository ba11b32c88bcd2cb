import { withChunkTimeout } from '../errors/chunk-load';
import { messages } from '../messages/message-store';
import { pageQueryClient, type QueryOptions } from '../query/query-client';
import type { CartEnvironment } from './cart-environment';
import type { CartView } from './cart-model';
import { cartQueryKey, cartToken } from './cart-store';

type CartService = typeof import('./cart-service');

/**
 * The cart's reads and changes (their GraphQL documents, error texts and messages) load when a page
 * first needs them: a visitor without a cart never does. When they do not arrive in
 * time, a message says so (docs/BEHAVIOUR.md#error-texts) and the call fails.
 */
export async function cartService(environment: CartEnvironment): Promise<CartService> {
  try {
    return await withChunkTimeout(import('./cart-service'));
  } catch (error) {
    messages.danger(environment.t('loadError.message'));
    throw error;
  }
}

/**
 * Runs a cart change with the cart's calls. When they do not arrive, the change ends as a failed
 * one (`failed`: false, no coupon) after cartService's message, so callers never meet a rejection.
 */
export async function cartChange<T>(
  environment: CartEnvironment,
  change: (service: CartService) => Promise<T>,
  failed: T,
): Promise<T> {
  let service: CartService;
  try {
    service = await cartService(environment);
  } catch {
    return failed;
  }
  return change(service);
}

/**
 * The cart of a token as the server answers it in a store view (docs/BEHAVIOUR.md#login-and-session: "not loaded becomes
 * loaded when a server cart token exists"); null when the server has no such cart, which forgets
 * the token. Read once and then only when asked (a change answers with the cart itself).
 */
export function cartQuery(
  environment: CartEnvironment,
  token: string | undefined,
): QueryOptions<CartView | null> {
  return {
    queryKey: cartQueryKey(token, environment.store),
    // Without a token there is no cart to read.
    queryFn: token ? async () => (await cartService(environment)).fetchCart(environment, token) : undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** Reads the cart of the stored token again; its query shows how that went. */
export async function loadCart(environment: CartEnvironment): Promise<void> {
  const token = cartToken();
  if (!token) return;
  await pageQueryClient()
    .fetchQuery({ ...cartQuery(environment, token), staleTime: 0 })
    .catch(() => undefined);
}

/**
 * The amount from which shipping is free, once per page load (a shop setting); the free-shipping
 * hint asks for it only when the setting is on and the cart has lines.
 */
export function freeShippingAmountQuery(environment: CartEnvironment): QueryOptions<number | null> {
  return {
    queryKey: ['free-shipping-amount', environment.store],
    queryFn: async () => (await cartService(environment)).fetchFreeShippingAmount(environment),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
