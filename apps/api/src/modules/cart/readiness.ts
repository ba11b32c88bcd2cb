import type { StoreView } from '../store/stores.js';
import { cartText } from './messages.js';
import type { CartPricing } from './pricing.js';

/** What stops a cart from becoming an order. */
export type CartProblemCode =
  | 'empty'
  | 'email'
  | 'shipping_address'
  | 'pickup_location'
  | 'billing_address'
  | 'shipping_method'
  | 'stock';

export interface CartProblem {
  code: CartProblemCode;
  /** The text in the store view's language. */
  message: string;
  /** For 'stock': the cart_item id. */
  itemId?: number;
}

/**
 * Everything missing before the priced cart can be ordered, in checkout order: items, e-mail,
 * shipping address (or pickup location), billing address, an available shipping method, and stock
 * for every line. Empty when the order can be placed.
 */
export function orderProblems(pricing: CartPricing, store: Pick<StoreView, 'language'>): CartProblem[] {
  const say = (code: CartProblemCode, message: string, itemId?: number): CartProblem =>
    itemId === undefined ? { code, message } : { code, message, itemId };
  const language = store.language;
  const problems: CartProblem[] = [];
  if (pricing.lines.length === 0) problems.push(say('empty', cartText(language, 'cart.empty')));
  if (!pricing.email) problems.push(say('email', cartText(language, 'cart.email_missing')));
  if (!pricing.shippingAddress) {
    problems.push(say('shipping_address', cartText(language, 'cart.shipping_address_missing')));
  }
  if (!pricing.billingAddress) {
    problems.push(say('billing_address', cartText(language, 'cart.billing_address_missing')));
  }
  if (pricing.shippingAddress && !pricing.shippingMethod) {
    problems.push(say('shipping_method', cartText(language, 'cart.shipping_method_missing')));
  }
  if (pricing.shippingMethod?.isPickup && !pricing.cart.pickupLocationCode) {
    problems.push(say('pickup_location', cartText(language, 'cart.pickup_required')));
  }
  for (const line of pricing.lines) {
    if (!line.available) {
      problems.push(say('stock', cartText(language, 'cart.item_out_of_stock', { name: line.name }), line.id));
    }
  }
  return problems;
}
