import { useCallback, useState } from 'react';
import type { CartItemInput } from '../../../generated/graphql/graphql';
import { cartChange } from './cart-queries';
import { useCartEnvironment } from './use-cart';

export type { CartItemInput };

/**
 * Add to cart for product pages and cards (docs/BEHAVIOUR.md#cart-lifecycle, #error-texts): creates a guest cart when there is none,
 * shows 'product added' or the server's errors as messages, and reloads the cart. `addToCart`
 * resolves to true when every item was added; `pending` is true while this hook's call runs.
 */
export function useAddToCart(): { addToCart(items: CartItemInput[]): Promise<boolean>; pending: boolean } {
  const environment = useCartEnvironment();
  const [pending, setPending] = useState(false);
  const addToCart = useCallback(
    async (items: CartItemInput[]) => {
      setPending(true);
      try {
        return await cartChange(environment, (service) => service.addToCart(environment, items), false);
      } finally {
        setPending(false);
      }
    },
    [environment],
  );
  return { addToCart, pending };
}
