import { useEffect, useRef } from 'react';
import { OrderByHashDocument } from '../../../generated/graphql/graphql';
import { cartChange } from '../../shared/cart/cart-queries';
import { useCartEnvironment } from '../../shared/cart/use-cart';
import { reportError } from '../../shared/errors/error-reporting';
import { request } from '../../shared/graphql/client';
import { useQuery } from '../../shared/query/use-query';
import { handleAuthorizationError } from '../../shared/session/session-expiry';
import { customerToken } from '../../shared/session/session-store';
import { orderLookupFailure } from './order-lookup';
import { type OrderView, toOrderView } from './order-model';

export type OrderLookup =
  | { state: 'missing' }
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; retry(): void }
  | { state: 'loaded'; order: OrderView };

/**
 * The order of a hash (docs/BEHAVIOUR.md#api-calls `order`), for the payment result pages. Once it is loaded the stored
 * cart token is cleared (docs/BEHAVIOUR.md#cart-lifecycle). Sent as POST: the answer is personal, and a GET
 * with the shop token would be one that shared caches may keep.
 */
export function useOrderByHash(hash: string | undefined): OrderLookup {
  const environment = useCartEnvironment();
  const { store } = environment;
  const query = useQuery({
    queryKey: ['order-by-hash', store, hash],
    queryFn: async () => {
      try {
        const data = await request(
          OrderByHashDocument,
          { hash: hash ?? '' },
          { store, token: customerToken(), method: 'POST' },
        );
        if (!data.order) throw new Error('order answered nothing');
        return toOrderView(data.order);
      } catch (error) {
        // A stale customer token expires the session (docs/BEHAVIOUR.md#login-and-session); the page then says not found.
        if (!handleAuthorizationError(error) && orderLookupFailure(error) === 'failed') {
          reportError(error, { operation: 'order' });
        }
        throw error;
      }
    },
    enabled: hash !== undefined,
    retry: false,
  });

  const forgottenFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!query.isSuccess || !hash || forgottenFor.current === hash) return;
    forgottenFor.current = hash;
    void cartChange(environment, (service) => service.forgetOrderedCart(environment), undefined);
  }, [query.isSuccess, hash, environment]);

  if (hash === undefined) return { state: 'missing' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return orderLookupFailure(query.error) === 'notFound'
      ? { state: 'notFound' }
      : { state: 'failed', retry: () => void query.refetch() };
  }
  return { state: 'loaded', order: query.data };
}
