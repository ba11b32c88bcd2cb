import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/commerce/passwords.js';
import { firstError, login, mutate, ORDER_FIELDS, ok, orderByHash, read } from './checkout-support.js';

// Order reads over the seeded orders: the order by hash, a customer's orders (paged, searched), the
// ownership rules and the status labels.

const ANNA = 'anna.mueller@example.com';
const SAM = 'sam.taylor@example.com';

interface ListedOrder {
  number: string;
  hash: string;
  order_date: string;
  status: string;
  status_code: string;
}

interface OrdersPage {
  total_count: number;
  date_of_first_order: string | null;
  page_info: { page_size: number; current_page: number; total_pages: number };
  items: ListedOrder[];
}

const ORDERS = `query($page: Int, $size: Int, $filter: CustomerOrdersFilterInput, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { orders(currentPage: $page, pageSize: $size, filter: $filter, sort: $sort, scope: $scope) {
    total_count date_of_first_order page_info { page_size current_page total_pages }
    items { number hash order_date status status_code } } } }`;

let annaToken = '';
let samToken = '';

async function orders(variables: Record<string, unknown> = {}, token = annaToken) {
  return read<{ customer: { orders: OrdersPage } }>(ORDERS, variables, { token });
}

beforeAll(async () => {
  annaToken = await login(ANNA, DEMO_PASSWORD);
  samToken = await login(SAM, DEMO_PASSWORD);
});

describe('customer orders', () => {
  it('pages the orders 10 at a time, newest first (docs/BEHAVIOUR.md#limits "Orders on load")', async () => {
    const first = ok(await orders()).customer.orders;
    expect(first.page_info).toMatchObject({ page_size: 10, current_page: 1 });
    expect(first.items).toHaveLength(10);
    expect(first.total_count).toBeGreaterThan(10);
    expect(first.page_info.total_pages).toBe(Math.ceil(first.total_count / 10));
    const dates = first.items.map((order) => order.order_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = ok(await orders({ page: 2 })).customer.orders;
    expect(second.items).toHaveLength(first.total_count - 10);
    expect(second.items.filter((order) => first.items.some((seen) => seen.number === order.number))).toEqual(
      [],
    );
    expect(first.date_of_first_order).toBe(second.items.at(-1)?.order_date);
    // Past the last page: no items, the same count.
    const beyond = ok(await orders({ page: 9 })).customer.orders;
    expect(beyond).toMatchObject({ items: [], total_count: first.total_count });
    const ascending = ok(await orders({ size: 100, sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } }))
      .customer.orders.items;
    expect(ascending.map((order) => order.number)).toEqual(ascending.map((order) => order.number).sort());
  });

  it('finds orders by a part of their number (the search match) and by exact numbers', async () => {
    const all = ok(await orders({ size: 100 })).customer.orders.items;
    const wanted = all[3] as ListedOrder;
    const fragment = wanted.number.replace(/^0+/, '');
    const matched = ok(await orders({ filter: { number: { match: fragment } } })).customer.orders;
    expect(matched.items.map((order) => order.number)).toContain(wanted.number);
    expect(matched.items.every((order) => order.number.includes(fragment))).toBe(true);
    expect(matched.total_count).toBe(all.filter((order) => order.number.includes(fragment)).length);
    const exact = ok(await orders({ filter: { number: { eq: wanted.number } } })).customer.orders;
    expect(exact.items.map((order) => order.number)).toEqual([wanted.number]);
    const none = ok(await orders({ filter: { number: { match: '%' } } })).customer.orders;
    expect(none.total_count).toBe(0);
    const byStatus = ok(await orders({ size: 100, filter: { status: { eq: wanted.status_code } } })).customer
      .orders;
    expect(byStatus.items.every((order) => order.status_code === wanted.status_code)).toBe(true);
    expect(byStatus.items.map((order) => order.number)).toContain(wanted.number);
  });

  it('refuses pages below 1 and page sizes beyond 100 (graphql-input)', async () => {
    expect(firstError(await orders({ page: 0 })).extensions?.category).toBe('graphql-input');
    expect(firstError(await orders({ size: 0 })).extensions?.category).toBe('graphql-input');
    expect(firstError(await orders({ size: 101 })).extensions?.category).toBe('graphql-input');
  });

  it('lists only the customer own orders; without a valid token the customer is not authorized', async () => {
    const annas = ok(await orders({ size: 100, scope: 'GLOBAL' })).customer.orders.items;
    const sams = ok(await orders({ size: 100, scope: 'GLOBAL' }, samToken)).customer.orders.items;
    expect(sams.filter((order) => annas.some((other) => other.number === order.number))).toEqual([]);
    const expired = await orders({}, 'not-a-live-token');
    expect(firstError(expired).extensions?.category).toBe('graphql-authorization');
  });
});

describe('order by hash', () => {
  it('answers every field of a seeded order; the totals add up', async () => {
    const shipped = ok(
      await orders({
        size: 100,
        scope: 'GLOBAL',
        filter: { status: { in: ['shipped', 'delivered', 'complete'] } },
      }),
    ).customer.orders.items[0];
    if (!shipped) throw new Error('Anna has no shipped order in the demo data');
    const response = await read<{ order: Record<string, unknown> & { [key: string]: never } }>(
      `query($hash: String!) { order(hash: $hash) { ${ORDER_FIELDS} } }`,
      { hash: shipped.hash },
      { token: annaToken },
    );
    const order = ok(response).order as unknown as {
      number: string;
      hash: string;
      token: string;
      email: string;
      customer_email: string;
      carrier: string | null;
      shipping_address: { city: string } | null;
      billing_address: { city: string } | null;
      items: {
        product_sku: string;
        quantity_shipped: number;
        quantity_ordered: number;
        image: string | null;
        product_sale_price: { value: number };
      }[];
      shipments: {
        number: string;
        items: { product_sku: string; quantity_shipped: number }[];
        tracking: { number: string }[];
      }[];
      total: {
        grand_total: { value: number };
        subtotal_incl_tax: { value: number };
        total_shipping: { value: number };
        total_tax: { value: number };
        taxes: { amount: { value: number } }[];
        discounts: { amount: { value: number } }[];
      };
    };
    expect(order.number).toBe(shipped.number);
    expect(order.token).toBe(order.hash);
    expect(order.email).toBe(ANNA);
    expect(order.customer_email).toBe(ANNA);
    expect(order.shipping_address?.city).toBeTruthy();
    expect(order.billing_address?.city).toBeTruthy();
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.items.every((item) => item.quantity_shipped === item.quantity_ordered)).toBe(true);
    expect(order.items.every((item) => item.image === null || item.image.startsWith('/media/'))).toBe(true);
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0]?.items.map((item) => item.product_sku).sort()).toEqual(
      order.items.map((item) => item.product_sku).sort(),
    );
    const cents = (value: number) => Math.round(value * 100);
    const { total } = order;
    const discounts = total.discounts.reduce((sum, discount) => sum + cents(discount.amount.value), 0);
    expect(cents(total.grand_total.value)).toBe(
      cents(total.subtotal_incl_tax.value) - discounts + cents(total.total_shipping.value),
    );
    expect(total.taxes.reduce((sum, tax) => sum + cents(tax.amount.value), 0)).toBe(
      cents(total.total_tax.value),
    );
  });

  it('whoever holds the hash reads the order; for another logged-in customer it does not exist', async () => {
    const { hash, number } = ok(await orders()).customer.orders.items[0] as ListedOrder;
    expect(ok(await orderByHash(hash)).order.number).toBe(number);
    expect(ok(await orderByHash(hash, { token: annaToken })).order.number).toBe(number);
    const magento = ok(
      await read<{ guestOrderByToken: { number: string } }>(
        'query($token: String!) { guestOrderByToken(input: { token: $token }) { number } }',
        { token: hash },
      ),
    );
    expect(magento.guestOrderByToken.number).toBe(number);
    // Not an authorization error: that would end Sam's own valid session in the storefront.
    const foreign = await orderByHash(hash, { token: samToken });
    expect(firstError(foreign)).toMatchObject({
      message: 'Es gibt keine Bestellung mit diesem Schlüssel.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const stale = await orderByHash(hash, { token: 'expired-or-revoked' });
    expect(firstError(stale).extensions?.category).toBe('graphql-authorization');
    const unknown = await orderByHash('0'.repeat(32), { store: 'nl' });
    expect(firstError(unknown)).toMatchObject({
      message: 'Er is geen bestelling met deze sleutel.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it("refuses to place an order from another customer's cart", async () => {
    const ANNAS_CART = ok(
      await read<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token: annaToken }),
    ).customerCart.id;
    const response = await mutate(
      'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { errors { code } } }',
      { cartId: ANNAS_CART },
      { token: samToken },
    );
    expect(firstError(response).extensions?.category).toBe('graphql-authorization');
    const guest = await mutate(
      'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { errors { code } } }',
      { cartId: ANNAS_CART },
    );
    expect(firstError(guest).extensions?.category).toBe('graphql-authorization');
  });
});

describe('order statuses', () => {
  it('labels the statuses of docs/BEHAVIOUR.md#order-statuses in the store view language', async () => {
    const labels = async (store: 'de' | 'nl' | 'en') =>
      Object.fromEntries(
        ok(
          await read<{ orderStatuses: { code: string; label: string }[] }>(
            '{ orderStatuses { code label } }',
            {},
            { store },
          ),
        ).orderStatuses.map((status) => [status.code, status.label]),
      );
    const [de, nl, en] = await Promise.all([labels('de'), labels('nl'), labels('en')]);
    for (const code of [
      'fraud',
      'processing',
      'pending_payment',
      'payment_review',
      'pending',
      'holded',
      'complete',
      'canceled',
    ]) {
      expect(de[code]).toBeTruthy();
      expect(nl[code]).toBeTruthy();
      expect(en[code]).toBeTruthy();
    }
    expect([de.processing, nl.processing, en.processing]).toEqual([
      'In Bearbeitung',
      'In behandeling',
      'Processing',
    ]);
    const listed = ok(await orders()).customer.orders.items[0] as ListedOrder;
    expect(listed.status).toBe(de[listed.status_code]);
  });
});
