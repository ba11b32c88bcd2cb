import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorefront, useStoreView } from '../storefront-context';
import type { CartView } from './cart-model';
import {
  applyCoupon,
  type CartEnvironment,
  type CouponResult,
  changeQuantity,
  loadCart,
  removeCoupon,
  removeLine,
} from './cart-service';
import { type CartStatus, useCartStore } from './cart-store';
import { cartItemCount, useCartSummaryStore } from './cart-summary';

/** The cart environment of the current language. */
export function useCartEnvironment(): CartEnvironment {
  const { t } = useTranslation();
  const { language, config } = useStorefront();
  const store = useStoreView();
  const freeShippingEnabled = config.freeShipping.enabled;
  return useMemo(
    () => ({ language, store, t, freeShippingEnabled }),
    [language, store, t, freeShippingEnabled],
  );
}

export interface UseCart {
  /** Undefined while not loaded and when there is no cart. */
  cart: CartView | undefined;
  status: CartStatus;
  /** A change is under way. */
  busy: boolean;
  /** Sets a line's quantity (0 removes it); false when it failed (a message says why). */
  changeQuantity(itemUid: string, quantity: number): Promise<boolean>;
  removeLine(itemUid: string): Promise<boolean>;
  /** Reads the cart again from the server. */
  reload(): Promise<void>;
}

/** The loaded cart and its changes, for the mini-cart, the cart page and the checkout. */
export function useCart(): UseCart {
  const environment = useCartEnvironment();
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.status);
  const busy = useCartStore((state) => state.pendingChanges > 0);
  const actions = useMemo(
    () => ({
      changeQuantity: (itemUid: string, quantity: number) => changeQuantity(environment, itemUid, quantity),
      removeLine: (itemUid: string) => removeLine(environment, itemUid),
      reload: () => loadCart(environment),
    }),
    [environment],
  );
  return { cart, status, busy, ...actions };
}

/**
 * The cart count in the configured mode (docs/BEHAVIOUR.md#cart-lifecycle: number of lines or sum of quantities), for
 * places other than the mini-cart, which always counts quantities.
 */
export function useCartCount(): number {
  const { config } = useStorefront();
  return useCartSummaryStore((state) => cartItemCount(state.lines, config.cartCountMode));
}

export interface UseCartCoupon {
  /** Applies a code; the result holds the code as the cart names it, or the server's refusal texts. */
  applyCoupon(code: string): Promise<CouponResult>;
  removeCoupon(code: string): Promise<CouponResult>;
}

/** Coupon changes of the cart page (docs/BEHAVIOUR.md#cart-lifecycle: every change shows the cart as the server answers). */
export function useCartCoupon(): UseCartCoupon {
  const environment = useCartEnvironment();
  return useMemo(
    () => ({
      applyCoupon: (code: string) => applyCoupon(environment, code),
      removeCoupon: (code: string) => removeCoupon(environment, code),
    }),
    [environment],
  );
}
