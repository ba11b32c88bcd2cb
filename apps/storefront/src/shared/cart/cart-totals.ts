import type { CartView } from './cart-model';

/**
 * One row of the cart page's totals. `label` is the api's text where it has one (a discount's
 * coupon, a tax rate, the shipping method); the other rows are named by their kind.
 */
export type CartTotalRow =
  | { kind: 'subtotalExcludingTax' | 'subtotalIncludingTax' | 'grandTotal'; amount: number }
  | { kind: 'discount' | 'shipping' | 'tax'; label: string; amount: number };

/**
 * The rows in the order they are shown: subtotals, discounts (negative), shipping once a method is
 * chosen, the tax per rate (included in the amounts above), the grand total. Discounts of nothing
 * are left out; a tax rate is shown even when it comes to 0 (it still applies).
 */
export function cartTotalRows(cart: CartView): CartTotalRow[] {
  const { totals } = cart;
  return [
    { kind: 'subtotalExcludingTax', amount: cart.subtotalExcludingTax },
    { kind: 'subtotalIncludingTax', amount: cart.subtotalIncludingTax },
    ...totals.discounts
      .filter((discount) => discount.amount > 0)
      .map((discount) => ({ kind: 'discount' as const, label: discount.label, amount: -discount.amount })),
    ...(totals.shipping
      ? [{ kind: 'shipping' as const, label: totals.shipping.title, amount: totals.shipping.amount }]
      : []),
    ...totals.taxes.map((tax) => ({ kind: 'tax' as const, label: tax.label, amount: tax.amount })),
    { kind: 'grandTotal', amount: cart.grandTotal },
  ];
}
