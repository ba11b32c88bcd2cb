import { isNoSuchEntityError } from '../../shared/cart/cart-errors';
import { isAuthorizationError } from '../../shared/session/session-expiry';

/**
 * Why an order could not be shown: 'notFound' when the api does not know the hash or the order is
 * not the caller's (both answer the same: the page does not tell which), 'failed' when the call got
 * no usable answer (network, server error), which a retry may fix.
 */
export function orderLookupFailure(error: unknown): 'notFound' | 'failed' {
  if (isNoSuchEntityError(error) || isAuthorizationError(error)) return 'notFound';
  return 'failed';
}

/** The `?hash=` of a payment result url, without surrounding spaces; undefined when absent or empty. */
export function orderHashOf(search: URLSearchParams): string | undefined {
  const hash = search.get('hash')?.trim();
  return hash ? hash : undefined;
}
