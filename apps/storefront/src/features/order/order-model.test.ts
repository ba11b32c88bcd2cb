import { describe, expect, it } from 'vitest';
import type { OrderByHashQuery } from '../../../generated/graphql/graphql';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { orderHashOf, orderLookupFailure } from './order-lookup';
import { toOrderView } from './order-model';

type Order = NonNullable<OrderByHashQuery['order']>;

const address = {
  firstname: 'Eva',
  lastname: 'de Boer',
  company: '',
  street: ['Keizersgracht 12', ''],
  postcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL' as const,
  telephone: '+31201234567',
};

const order: Order = {
  number: '000000042',
  hash: 'h'.repeat(32),
  order_date: '2026-11-21T15:00:00.000Z',
  status: 'In Bearbeitung',
  status_code: 'processing',
  email: 'eva@example.nl',
  shipping_method: 'PostNL - Standaard',
  billing_address: address,
  shipping_address: null,
  items: [
    {
      id: 'MQ==',
      product_name: 'Tee',
      product_sku: 'T-1-RED',
      product_url_key: 'tee',
      image: '/media/p/tee.svg',
      quantity_ordered: 2,
      selected_options: [{ label: 'Farbe', value: 'Rot' }],
      product_sale_price: { value: 19.95, currency: 'EUR' },
      prices: { row_total_including_tax: { value: 39.9 } },
    },
    null,
  ],
  payment_methods: [{ name: 'iDEAL', type: 'testpay_ideal' }],
  total: {
    subtotal_incl_tax: { value: 39.9 },
    subtotal_excl_tax: { value: 32.98 },
    discounts: [{ label: 'WELKOM10', amount: { value: 3.99 } }],
    taxes: [{ title: 'btw 21 %', amount: { value: 6.92 } }],
    total_shipping: { value: 4.95 },
    grand_total: { value: 40.86, currency: 'EUR' },
  },
};

describe('order of a hash', () => {
  const view = toOrderView(order);

  it('keeps number, status label, payment method and the ordered lines', () => {
    expect(view).toMatchObject({
      number: '000000042',
      status: 'In Bearbeitung',
      statusCode: 'processing',
      paymentMethods: ['iDEAL'],
      currency: 'EUR',
    });
    expect(view.lines).toEqual([
      {
        id: 'MQ==',
        name: 'Tee',
        sku: 'T-1-RED',
        urlKey: 'tee',
        imageUrl: '/media/p/tee.svg',
        options: [{ label: 'Farbe', value: 'Rot' }],
        quantity: 2,
        unitPriceIncludingTax: 19.95,
        rowTotalIncludingTax: 39.9,
      },
    ]);
  });

  it('shows the totals like the cart page, shipping with the method as ordered', () => {
    expect(view.totals).toEqual([
      { kind: 'subtotalExcludingTax', amount: 32.98 },
      { kind: 'subtotalIncludingTax', amount: 39.9 },
      { kind: 'discount', label: 'WELKOM10', amount: -3.99 },
      { kind: 'shipping', label: 'PostNL - Standaard', amount: 4.95 },
      { kind: 'tax', label: 'btw 21 %', amount: 6.92 },
      { kind: 'grandTotal', amount: 40.86 },
    ]);
  });

  it('writes addresses without empty parts', () => {
    expect(view.billingAddress).toEqual({
      name: 'Eva de Boer',
      company: undefined,
      street: ['Keizersgracht 12'],
      postcodeAndCity: '1015 CJ Amsterdam',
      countryCode: 'NL',
      telephone: '+31201234567',
    });
    expect(view.shippingAddress).toBeUndefined();
  });
});

describe('order lookup', () => {
  const failure = (category: string) =>
    new GraphQLRequestError('x', [{ message: 'x', extensions: { category } }], 200, 'OrderByHash');

  it('reads the hash of the url, none when empty', () => {
    expect(orderHashOf(new URLSearchParams('hash=%20abc%20'))).toBe('abc');
    expect(orderHashOf(new URLSearchParams('hash='))).toBeUndefined();
    expect(orderHashOf(new URLSearchParams(''))).toBeUndefined();
  });

  it('tells an unknown or foreign order from a call that failed', () => {
    expect(orderLookupFailure(failure('graphql-no-such-entity'))).toBe('notFound');
    expect(orderLookupFailure(failure('graphql-authorization'))).toBe('notFound');
    expect(orderLookupFailure(new TypeError('Failed to fetch'))).toBe('failed');
    expect(orderLookupFailure(failure('internal'))).toBe('failed');
  });
});
