import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { CheckoutCartFragment } from '../../../generated/graphql/graphql';
import type { CartEnvironment } from '../../shared/cart/cart-environment';
import { type ChangeOutcome, type ChangeTexts, changeCart } from './checkout-service';

interface CheckoutContextValue {
  cart: CheckoutCartFragment;
  environment: CartEnvironment;
  /** Runs a cart change; the answered cart replaces the shown one (docs/BEHAVIOUR.md#cart-lifecycle: every change reloads). */
  change(
    texts: ChangeTexts,
    run: (cartId: string) => Promise<CheckoutCartFragment | null | undefined>,
  ): Promise<ChangeOutcome>;
  /** The order is placed and the browser is about to leave for the payment page. */
  leave(): void;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function CheckoutProvider({
  cart,
  environment,
  onCart,
  onLeave,
  children,
}: {
  cart: CheckoutCartFragment;
  environment: CartEnvironment;
  onCart(cart: CheckoutCartFragment): void;
  onLeave(): void;
  children: ReactNode;
}) {
  const change = useCallback<CheckoutContextValue['change']>(
    async (texts, run) => {
      const outcome = await changeCart(environment, texts, run);
      if ('cart' in outcome) onCart(outcome.cart);
      return outcome;
    },
    [environment, onCart],
  );
  const value = useMemo(
    () => ({ cart, environment, change, leave: onLeave }),
    [cart, environment, change, onLeave],
  );
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('useCheckout() needs a CheckoutProvider above it');
  return value;
}
