import { describe, expect, it } from 'vitest';
import type { CartView } from './cart-model';
import { cartTotalRows } from './cart-totals';

const cart: CartView = {
  id: 'c'.repeat(32),
  lines: [],
  totalQuantity: 2,
  subtotalIncludingTax: 119,
  subtotalExcludingTax: 100,
  grandTotal: 112.05,
  currency: 'EUR',
  appliedCoupons: ['WELKOM10'],
  totals: {
    discounts: [
      { label: 'WELKOM10', amount: 11.9 },
      { label: 'Nothing', amount: 0 },
    ],
    taxes: [
      { label: 'MwSt. 19 %', amount: 17.89 },
      { label: 'MwSt. 7 %', amount: 0 },
    ],
    shipping: { title: 'DHL - Standard', amount: 4.95 },
  },
};

describe('cart totals rows', () => {
  it('lists subtotals, discounts as negative amounts, shipping, taxes per rate and the grand total', () => {
    expect(cartTotalRows(cart)).toEqual([
      { kind: 'subtotalExcludingTax', amount: 100 },
      { kind: 'subtotalIncludingTax', amount: 119 },
      { kind: 'discount', label: 'WELKOM10', amount: -11.9 },
      { kind: 'shipping', label: 'DHL - Standard', amount: 4.95 },
      { kind: 'tax', label: 'MwSt. 19 %', amount: 17.89 },
      { kind: 'tax', label: 'MwSt. 7 %', amount: 0 },
      { kind: 'grandTotal', amount: 112.05 },
    ]);
  });

  it('has no discount or shipping rows without a coupon or a chosen shipping method', () => {
    const plain = cartTotalRows({
      ...cart,
      appliedCoupons: [],
      totals: { discounts: [], taxes: [], shipping: undefined },
    });
    expect(plain.map((row) => row.kind)).toEqual([
      'subtotalExcludingTax',
      'subtotalIncludingTax',
      'grandTotal',
    ]);
  });
});
