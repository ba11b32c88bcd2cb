/**
 * The cart module's contract with checkout (placeOrder, setPaymentMethod) and other modules. Keep
 * these signatures stable; everything else in this folder is internal.
 *
 * (a) `findCartForCaller(db, { caller, language }, maskedId, { forUpdate })`: the cart with every
 *     ownership rule. Unknown or merged guest cart → `graphql-no-such-entity` ('Could not find a
 *     cart with ID "…"'); inactive (ordered) cart → `graphql-no-such-entity`; another customer's
 *     cart, a customer's cart for a guest, a guest cart for a customer (they use mergeCarts) or an
 *     expired token → `graphql-authorization`. In a transaction, `forUpdate` locks the cart row.
 *     `activeCustomerCart(db, customerId, storeCode)`: the customer's active cart, created if none.
 *
 * (b) `priceCart(db, cart, store)`: lines (unit prices and row totals excl./incl. tax, coupon
 *     discount and tax per row), taxes by destination country and tax class, the valid coupon,
 *     shipping methods with the free-shipping rules, the selected method, and the totals
 *     (grandTotal = subtotalInclTax - discount + shippingInclTax), money in euros rounded to 2
 *     decimals; plus the e-mail, addresses and pickup location an order copies. `computeTotals`
 *     is the same arithmetic in cents (the seeded orders use it too).
 *
 * (c) `cartOrderProblems(db, cart, store)`: what is missing before the cart can be ordered (items,
 *     e-mail, shipping address, pickup location, billing address, shipping method, stock), as texts
 *     in the store view's language; empty when an order can be placed. `orderProblems(pricing,
 *     store)` does the same for a cart already priced.
 *
 * `availablePaymentMethods(db, storeCode, pricing, providers)` and `checkedAdditionalData(method, data,
 * language)`: the methods the cart can be paid with and a method's checked additional data.
 */

import type { Queryable } from '../../db/database.js';
import type { StoreView } from '../store/stores.js';
import { priceCart } from './pricing.js';
import { type CartProblem, orderProblems } from './readiness.js';
import type { CartRecord } from './records.js';

export type { PaymentField, PaymentMethodInfo } from './payment.js';
export { availablePaymentMethods, checkedAdditionalData } from './payment.js';
export type {
  AppliedTax,
  CartPricing,
  DiscountRule,
  LineAmounts,
  PricedComponent,
  PricedLine,
  PricedShippingMethod,
  TotalsCents,
} from './pricing.js';
export { computeTotals, fromCents, priceCart, toCents } from './pricing.js';
export type { CartProblem, CartProblemCode } from './readiness.js';
export { orderProblems } from './readiness.js';
export type { CartRecord, CartRequest } from './records.js';
export { activeCustomerCart, findCartForCaller } from './records.js';
export type { CartAddress } from './shipping.js';
export { sameAddress } from './shipping.js';

/** (c) What stops the cart from becoming an order, in the store view's language; empty when ready. */
export async function cartOrderProblems(
  db: Queryable,
  cart: CartRecord,
  store: StoreView,
): Promise<CartProblem[]> {
  return orderProblems(await priceCart(db, cart, store), store);
}
