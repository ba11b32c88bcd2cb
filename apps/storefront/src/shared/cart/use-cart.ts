import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import { useChangesUnderWay, useQuery } from '../query/use-query';
import { inNextTask } from '../storage/persisted-store';
import { useStorefront, useStoreView } from '../storefront-context';
import type { CartEnvironment } from './cart-environment';
import { type CartView, toSummaryLines } from './cart-model';
import { cartChange, cartQuery, freeShippingAmountQuery, loadCart } from './cart-queries';
import type { CouponResult } from './cart-service';
import { CART_CHANGE, type CartStatus, cartState, cartToken, useCartStore } from './cart-store';
import { cartItemCount, freeShippingRemaining } from './cart-summary';

/** The cart environment of the current language. */
export function useCartEnvironment(): CartEnvironment {
  const { t } = useTranslation();
  const { language } = useStorefront();
  const store = useStoreView();
  return useMemo(() => ({ language, store, t }), [language, store, t]);
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

/**
 * Starts the cart for the app's providers: reads the stored token once the page runs in the browser
 * and keeps the cart's query (of the current store view) loaded from then on. Effects do not run on
 * the server, whose render shows the cart as not loaded yet.
 */
export function useStartCart(): void {
  useEffect(() => inNextTask(cartToken), []);
  useCartQuery(useCartEnvironment());
}

function useCartQuery(environment: CartEnvironment) {
  const token = useCartStore((state) => state.token);
  const read = useCartStore((state) => state.read);
  const query = useQuery(cartQuery(environment, read ? token : undefined));
  return cartState({ token, read }, query);
}

/** A cart change is under way (the mini-cart and the checkout's steps show they are busy). */
export function useCartBusy(): boolean {
  return useChangesUnderWay(CART_CHANGE) > 0;
}

/** The loaded cart and its changes, for the mini-cart, the cart page and the checkout. */
export function useCart(): UseCart {
  const environment = useCartEnvironment();
  const { cart, status } = useCartQuery(environment);
  const busy = useCartBusy();
  const actions = useMemo(
    () => ({
      changeQuantity: (itemUid: string, quantity: number) =>
        cartChange(environment, (service) => service.changeQuantity(environment, itemUid, quantity), false),
      removeLine: (itemUid: string) =>
        cartChange(environment, (service) => service.removeLine(environment, itemUid), false),
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
  const { cart } = useCartQuery(useCartEnvironment());
  return cartItemCount(toSummaryLines(cart), config.cartCountMode);
}

/**
 * What is left to spend for free shipping, when the setting is on and the cart has lines (the
 * amount is asked for only then); undefined otherwise.
 */
export function useFreeShippingRemaining(): number | undefined {
  const environment = useCartEnvironment();
  const { config } = useStorefront();
  const { cart } = useCartQuery(environment);
  const hasLines = cart !== undefined && cart.lines.length > 0;
  const amount = useQuery({
    ...freeShippingAmountQuery(environment),
    enabled: config.freeShipping.enabled && hasLines,
  }).data;
  if (!hasLines || amount === undefined || amount === null) return undefined;
  return freeShippingRemaining(amount, cart.subtotalIncludingTax);
}

/** A coupon change that could not be made; the message that says why is already shown. */
const NO_COUPON_CHANGE: CouponResult = { done: false, errors: [] };

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
      applyCoupon: (code: string) =>
        cartChange(environment, (service) => service.applyCoupon(environment, code), NO_COUPON_CHANGE),
      removeCoupon: (code: string) =>
        cartChange(environment, (service) => service.removeCoupon(environment, code), NO_COUPON_CHANGE),
    }),
    [environment],
  );
}
