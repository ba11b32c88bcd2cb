import { useCallback, useEffect, useState } from 'react';
import type { CartItemInput } from '../../../generated/graphql/graphql';
import { takeEarlyAdd } from '../ui/early-tap';
import { cartChange } from './cart-queries';
import { useCartEnvironment } from './use-cart';

export type { CartItemInput };

/**
 * Add to cart for product pages and cards (docs/BEHAVIOUR.md#cart-lifecycle, #error-texts): creates a guest cart when there is none,
 * shows 'product added' or the server's errors as messages, and reloads the cart. `addToCart`
 * resolves to true when every item was added; `pending` is true while this hook's call runs.
 * With `finishesEarlyAdd` (the product page's button) it also finishes, once hydrated, an add that
 * a tap sent before the page was live (shared/ui/early-tap.ts), pending until it is done.
 */
export function useAddToCart({ finishesEarlyAdd = false }: { finishesEarlyAdd?: boolean } = {}): {
  addToCart(items: CartItemInput[]): Promise<boolean>;
  pending: boolean;
} {
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
  useEffect(() => {
    const early = finishesEarlyAdd ? takeEarlyAdd() : undefined;
    if (!early) return;
    setPending(true);
    void cartChange(environment, (service) => service.finishEarlyAdd(environment, early), false).finally(
      () => {
        setPending(false);
        // The head script marked it busy; React, which did not render that mark, would leave it.
        early.control.removeAttribute('aria-busy');
      },
    );
  }, [environment, finishesEarlyAdd]);
  return { addToCart, pending };
}
