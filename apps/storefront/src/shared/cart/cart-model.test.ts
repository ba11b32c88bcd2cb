import { describe, expect, it } from 'vitest';
import type { CartDetailsFragment } from '../../../generated/graphql/graphql';
import { toCartView, toSummaryLines } from './cart-model';
import { cartItemCount, freeShippingRemaining } from './cart-summary';

const money = (value: number) => ({ value, currency: 'EUR' as const });
const product = (sku: string, name: string, image?: string) => ({
  sku,
  name,
  url_key: `${sku}-key`,
  small_image: image ? { url: image, label: null } : null,
});
const prices = (unit: number, quantity: number) => ({
  price_including_tax: money(unit),
  row_total_including_tax: money(unit * quantity),
});

const cart: CartDetailsFragment = {
  id: 'a'.repeat(32),
  total_quantity: 6,
  items: [
    {
      uid: 'MQ==',
      quantity: 2,
      is_sample: false,
      product: product('S-1', 'Tee', '/media/p/s1.svg'),
      prices: prices(9.95, 2),
    },
    {
      uid: 'Mg==',
      quantity: 3,
      is_sample: false,
      product: product('C-1', 'Shirt', 'http://127.0.0.1:4000/media/p/c1.svg'),
      prices: prices(20, 3),
      configurable_options: [
        { option_label: 'Farbe', value_label: 'Rot' },
        { option_label: 'Größe', value_label: 'M' },
      ],
      configured_variant: {
        sku: 'C-1-red-m',
        small_image: { url: 'http://127.0.0.1:4000/media/p/c1-red.svg', label: 'Rot' },
      },
    },
    {
      uid: 'Mw==',
      quantity: 1,
      is_sample: false,
      product: product('B-1', 'Set'),
      prices: prices(30, 1),
      bundle_options: [
        {
          label: 'Kapseln',
          values: [
            { label: 'Vitamin C', quantity: 2 },
            { label: 'Zink', quantity: 1 },
          ],
        },
      ],
    },
    null,
  ],
  applied_coupons: [{ code: 'WELKOM10' }],
  shipping_addresses: [{ selected_shipping_method: { carrier_title: 'DHL', method_title: 'Standard' } }],
  prices: {
    subtotal_including_tax: money(119.9),
    subtotal_excluding_tax: money(100.76),
    grand_total: money(112.86),
    applied_taxes: [{ label: 'MwSt. 19 %', amount: { value: 18.02 } }, null],
    discounts: [{ label: 'WELKOM10', amount: { value: 11.99 } }],
    shipping_including_tax: { value: 4.95 },
  },
};

describe('cart view', () => {
  const view = toCartView(cart);

  it('keeps the token, totals and every line with a product', () => {
    expect(view.id).toBe(cart.id);
    expect(view.lines.map((line) => [line.sku, line.quantity, line.rowTotalIncludingTax])).toEqual([
      ['S-1', 2, 19.9],
      ['C-1', 3, 60],
      ['B-1', 1, 30],
    ]);
    expect(view).toMatchObject({
      subtotalIncludingTax: 119.9,
      subtotalExcludingTax: 100.76,
      currency: 'EUR',
    });
  });

  it('shows the chosen options of configurable and bundle lines', () => {
    expect(view.lines[0]?.options).toEqual([]);
    expect(view.lines[1]?.options).toEqual([
      { label: 'Farbe', value: 'Rot' },
      { label: 'Größe', value: 'M' },
    ]);
    expect(view.lines[2]?.options).toEqual([{ label: 'Kapseln', value: '2 × Vitamin C, Zink' }]);
  });

  it("loads images through the storefront's /media proxy, the configured child's image first", () => {
    expect(view.lines[0]?.image).toEqual({ url: '/media/p/s1.svg', label: 'Tee' });
    expect(view.lines[1]?.image).toEqual({ url: '/media/p/c1-red.svg', label: 'Rot' });
    expect(view.lines[2]?.image).toBeUndefined();
  });

  it('gives the header a count of quantities (mini-cart) or lines', () => {
    const lines = toSummaryLines(view);
    expect(cartItemCount(lines, 'quantity')).toBe(6);
    expect(cartItemCount(lines, 'lines')).toBe(3);
    expect(toSummaryLines(undefined)).toEqual([]);
  });

  it('computes the free-shipping remainder from the subtotal including tax', () => {
    expect(freeShippingRemaining(150, view.subtotalIncludingTax)).toBe(30.1);
    expect(freeShippingRemaining(100, view.subtotalIncludingTax)).toBe(0);
  });

  it('treats a cart without prices as empty amounts', () => {
    const bare = toCartView({
      id: 'b',
      total_quantity: 0,
      items: [],
      applied_coupons: null,
      shipping_addresses: [],
      prices: null,
    });
    expect(bare).toMatchObject({
      lines: [],
      subtotalIncludingTax: 0,
      currency: undefined,
      appliedCoupons: [],
    });
    expect(bare.totals).toEqual({ discounts: [], taxes: [], shipping: undefined });
  });

  it('keeps the applied coupons, discounts, taxes per rate and the chosen shipping method', () => {
    expect(view.appliedCoupons).toEqual(['WELKOM10']);
    expect(view.totals).toEqual({
      discounts: [{ label: 'WELKOM10', amount: 11.99 }],
      taxes: [{ label: 'MwSt. 19 %', amount: 18.02 }],
      shipping: { title: 'DHL - Standard', amount: 4.95 },
    });
  });

  it('has no shipping row before a shipping method is chosen', () => {
    const unshipped = toCartView({ ...cart, shipping_addresses: [{ selected_shipping_method: null }] });
    expect(unshipped.totals.shipping).toBeUndefined();
  });
});
