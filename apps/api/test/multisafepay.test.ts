import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../src/modules/checkout/messages.js';
import { MULTISAFEPAY_NOTIFICATION_PATH, signNotification } from '../src/modules/payment/multisafepay.js';
import { NL_ADDRESS } from './checkout-support.js';
import type { GraphQLResponse } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The MultiSafepay adapter, configured by environment as in a shop, through GraphQL and the
// notification routes of an api of this file's own, against a stand-in of MultiSafepay's JSON API
// (v1) on a free port that answers its documented requests: GET issuers/IDEAL, POST orders and
// GET orders/{order_id}, each with the `api_key` header.

const API_KEY = 'msp-test-key-never-leaves-the-api';
const API_PUBLIC_URL = 'https://api.shop.example';
const STOREFRONT_URL = 'https://shop.example.nl';
const ISSUERS = [
  { code: '0031', description: 'ABN AMRO' },
  { code: '9999', description: 'Stand-in Bank' },
];

interface Recorded {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | null;
}

/** The stand-in's state: orders as MultiSafepay keeps them, and whether it answers at all. */
const requests: Recorded[] = [];
const orders = new Map<string, { amount: number; currency: string; status: string }>();
let serviceDown = false;

let service: Server;
let api: TestApi | undefined;

function answer(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  service = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await bodyOf(request);
    const apiKey = request.headers.api_key as string | undefined;
    requests.push({ method: request.method ?? '', path: url.pathname, apiKey, body });
    if (serviceDown) return answer(response, 503, { success: false, error_code: 503, error_info: 'down' });
    if (apiKey !== API_KEY) {
      return answer(response, 401, { success: false, error_code: 1032, error_info: 'Invalid API key' });
    }
    if (request.method === 'GET' && url.pathname === '/v1/json/issuers/IDEAL') {
      return answer(response, 200, { success: true, data: ISSUERS });
    }
    if (request.method === 'POST' && url.pathname === '/v1/json/orders' && body) {
      const orderId = String(body.order_id);
      orders.set(orderId, {
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'initialized',
      });
      return answer(response, 200, {
        success: true,
        data: { order_id: orderId, payment_url: `https://payv2.multisafepay.test/connect/${orderId}` },
      });
    }
    const read = /^\/v1\/json\/orders\/([^/]+)$/.exec(url.pathname);
    const order = read ? orders.get(decodeURIComponent(read[1] as string)) : undefined;
    if (request.method === 'GET' && read && order) {
      return answer(response, 200, {
        success: true,
        data: {
          transaction_id: 4_051_823,
          order_id: decodeURIComponent(read[1] as string),
          ...order,
          payment_details: { type: 'IDEAL' },
        },
      });
    }
    return answer(response, 404, { success: false, error_code: 1006, error_info: 'Invalid transaction ID' });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  api = await startTestApi({
    env: {
      MULTISAFEPAY_API_KEY: API_KEY,
      MULTISAFEPAY_API_URL: `${serviceUrl}/v1/json/`,
      API_PUBLIC_URL,
      STOREFRONT_URL,
      PAYMENT_SERVICE_TIMEOUT_MS: '2000',
    },
    products: 20,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => service?.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  serviceDown = false;
});

async function graphql<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${api?.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'nl',
      authorization: 'Bearer shop-demo-access-token',
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>['body'];
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await graphql<T>(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

let sequence = 0;

/** A simple product in stock and its stock. */
async function productInStock(): Promise<{ sku: string; stock: number }> {
  const found = await data<{
    products: { items: { __typename: string; sku: string; stock_qty: number | null }[] };
  }>('{ products(pageSize: 100) { items { __typename sku stock_qty } } }');
  const product = found.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && (item.stock_qty ?? 0) >= 5,
  );
  if (!product?.stock_qty) throw new Error('no simple product in stock in the seeded catalogue');
  return { sku: product.sku, stock: product.stock_qty };
}

async function stockOf(sku: string): Promise<number> {
  const found = await data<{ products: { items: { stock_qty: number }[] } }>(
    'query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { stock_qty } } }',
    { sku },
  );
  return found.products.items[0]?.stock_qty ?? Number.NaN;
}

/** A guest cart in the Dutch store view with two of `sku`, ready for the payment step. */
async function readyCart(sku: string): Promise<string> {
  const { createEmptyCart: cartId } = await data<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  sequence += 1;
  await data(
    `mutation ($cartId: String!, $sku: String!, $email: String!, $address: CartAddressInput!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } }
       setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
       setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
    { cartId, sku, email: `msp.${Date.now().toString(36)}${sequence}@example.org`, address: NL_ADDRESS },
  );
  await data(
    `mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId,
       shipping_methods: [{ carrier_code: "postnl", method_code: "standard" }] }) { cart { id } } }`,
    { cartId },
  );
  return cartId;
}

const PLACE = `mutation ($input: SetPaymentMethodInput!) {
  setPaymentMethod(input: $input) {
    redirect_url order { number hash status: status_code total { grand_total { value currency } } } } }`;

interface Placed {
  setPaymentMethod: {
    redirect_url: string;
    order: { number: string; hash: string; status: string; total: { grand_total: { value: number } } };
  };
}

async function placeIdealOrder(sku: string) {
  const cartId = await readyCart(sku);
  const placed = await data<Placed>(PLACE, {
    input: {
      cart_id: cartId,
      code: 'multisafepay_ideal',
      additional_data: [{ key: 'issuer', value: '9999' }],
    },
  });
  return placed.setPaymentMethod;
}

async function orderByHash(hash: string) {
  const found = await data<{
    order: { status: string; items: { quantity_invoiced: number }[]; comments: { message: string }[] };
  }>(
    'query ($hash: String!) { order(hash: $hash) { status: status_code items { quantity_invoiced } comments { message } } }',
    {
      hash,
    },
  );
  return found.order;
}

/** MultiSafepay's POST notification of an order: its data as body, signed with the API key. */
function postNotification(
  orderId: string,
  options: { key?: string; timestamp?: number; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify({ order_id: orderId, status: 'completed', amount: 1 });
  return fetch(
    `${api?.url}${MULTISAFEPAY_NOTIFICATION_PATH}?transactionid=${orderId}&timestamp=${Math.floor(Date.now() / 1000)}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        auth: signNotification(options.key ?? API_KEY, body, options.timestamp),
      },
      body,
    },
  );
}

describe('MultiSafepay payment methods', () => {
  it('offers the multisafepay_* methods of the billing country, iDEAL with the live bank list, and no test methods', async () => {
    const cartId = await readyCart((await productInStock()).sku);
    const { cart } = await data<{
      cart: {
        available_payment_methods: {
          code: string;
          additional_fields: { code: string; options: { value: string; label: string }[] }[] | null;
        }[];
      };
    }>(
      `query ($cartId: String!) { cart(cart_id: $cartId) { available_payment_methods {
         code additional_fields { code options { value label } } } } }`,
      { cartId },
    );
    const codes = cart.available_payment_methods.map((method) => method.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'multisafepay_ideal',
        'multisafepay_creditcard',
        'multisafepay_paypal',
        'multisafepay_banktrans',
      ]),
    );
    // Bancontact is for Belgian billing addresses; the test provider is off beside a real one.
    expect(codes).not.toContain('multisafepay_bancontact');
    expect(codes.filter((code) => code.startsWith('testpay_'))).toEqual([]);
    const ideal = cart.available_payment_methods.find((method) => method.code === 'multisafepay_ideal');
    expect(ideal?.additional_fields?.find((field) => field.code === 'issuer')?.options).toEqual(
      ISSUERS.map((issuer) => ({ value: issuer.code, label: issuer.description })),
    );
    expect(
      requests.filter((request) => request.path === '/v1/json/issuers/IDEAL').length,
    ).toBeLessThanOrEqual(1);
  });

  it('refuses a test provider method when MultiSafepay is configured', async () => {
    const cartId = await readyCart((await productInStock()).sku);
    const body = await graphql(PLACE, { input: { cart_id: cartId, code: 'testpay_creditcard' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      key: 'checkout.payment_method_unavailable',
    });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('placing an order with MultiSafepay', () => {
  it('commits the order, creates it at MultiSafepay with amount, urls and customer, and hands out its payment_url', async () => {
    const { sku } = await productInStock();
    const placed = await placeIdealOrder(sku);
    const { number, hash, total } = placed.order;
    expect(placed.order.status).toBe('pending_payment');
    expect(placed.redirect_url).toBe(`https://payv2.multisafepay.test/connect/${number}`);
    const created = requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/json/orders',
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.apiKey).toBe(API_KEY);
    expect(created[0]?.body).toMatchObject({
      type: 'redirect',
      order_id: number,
      gateway: 'IDEAL',
      currency: 'EUR',
      amount: Math.round(total.grand_total.value * 100),
      description: expect.stringContaining(number),
      gateway_info: { issuer_id: '9999' },
      customer: {
        locale: 'nl_NL',
        first_name: NL_ADDRESS.firstname,
        last_name: NL_ADDRESS.lastname,
        city: NL_ADDRESS.city,
        country: 'NL',
        email: expect.stringMatching(/^msp\./),
        ip_address: '127.0.0.1',
      },
      payment_options: {
        notification_url: `${API_PUBLIC_URL}/payment/webhook/multisafepay`,
        notification_method: 'POST',
        redirect_url: `${STOREFRONT_URL}/multisafepay/connect/success?hash=${hash}`,
        cancel_url: `${STOREFRONT_URL}/multisafepay/connect/cancel?hash=${hash}`,
      },
    });
    expect(JSON.stringify(placed)).not.toContain(API_KEY);
  });

  it('cancels the order and gives its stock back when MultiSafepay is down, with a clear message', async () => {
    const { sku, stock } = await productInStock();
    const cartId = await readyCart(sku);
    serviceDown = true;
    const body = await graphql(PLACE, { input: { cart_id: cartId, code: 'multisafepay_creditcard' } });
    expect(body.errors?.[0]).toMatchObject({
      message: checkoutMessages.nl['checkout.payment_unavailable'],
      extensions: { category: 'graphql', key: 'checkout.payment_unavailable' },
    });
    expect(requests.some((request) => request.method === 'POST' && request.path === '/v1/json/orders')).toBe(
      true,
    );
    expect(await stockOf(sku)).toBe(stock);
    // The cart is active again: once the service is back, the same cart is placed.
    serviceDown = false;
    const placed = await data<Placed>(PLACE, { input: { cart_id: cartId, code: 'multisafepay_creditcard' } });
    expect(placed.setPaymentMethod.redirect_url).toMatch(/^https:\/\/payv2\.multisafepay\.test\/connect\//);
    expect(await stockOf(sku)).toBe(stock - 2);
  });
});

describe('MultiSafepay notifications', () => {
  it('a signed POST notification reads the status from MultiSafepay and makes the order paid, once', async () => {
    const { sku } = await productInStock();
    const { order } = await placeIdealOrder(sku);
    orders.set(order.number, {
      ...(orders.get(order.number) as { amount: number; currency: string; status: string }),
      status: 'completed',
    });
    requests.length = 0;

    const first = await postNotification(order.number);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('OK');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/json/orders/${order.number}`, apiKey: API_KEY }),
    ]);
    const paid = await orderByHash(order.hash);
    expect(paid.status).toBe('processing');
    expect(paid.items.every((item) => item.quantity_invoiced > 0)).toBe(true);

    // MultiSafepay repeats its notifications: the order is changed once.
    const again = await postNotification(order.number);
    expect(await again.text()).toBe('OK');
    const after = await orderByHash(order.hash);
    expect(after.status).toBe('processing');
    expect(after.comments.length).toBe(paid.comments.length);
  });

  it('a GET notification (?transactionid=) cancels an order MultiSafepay reports cancelled, with its stock given back', async () => {
    const { sku, stock } = await productInStock();
    const { order } = await placeIdealOrder(sku);
    expect(await stockOf(sku)).toBe(stock - 2);
    orders.set(order.number, {
      ...(orders.get(order.number) as { amount: number; currency: string; status: string }),
      status: 'cancelled',
    });
    const response = await fetch(
      `${api?.url}${MULTISAFEPAY_NOTIFICATION_PATH}?transactionid=${order.number}&timestamp=${Date.now()}`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect((await orderByHash(order.hash)).status).toBe('canceled');
    expect(await stockOf(sku)).toBe(stock);
  });

  it('leaves an order waiting while MultiSafepay says initialized or uncleared', async () => {
    const { order } = await placeIdealOrder((await productInStock()).sku);
    for (const status of ['initialized', 'uncleared']) {
      orders.set(order.number, {
        ...(orders.get(order.number) as { amount: number; currency: string; status: string }),
        status,
      });
      expect(await (await postNotification(order.number)).text()).toBe('OK');
      expect((await orderByHash(order.hash)).status).toBe('pending_payment');
    }
  });

  it('refuses forged and stale POST notifications without asking MultiSafepay or changing the order', async () => {
    const { order } = await placeIdealOrder((await productInStock()).sku);
    orders.set(order.number, {
      ...(orders.get(order.number) as { amount: number; currency: string; status: string }),
      status: 'completed',
    });
    requests.length = 0;
    const forged = await postNotification(order.number, { key: 'someone-elses-key' });
    expect(forged.status).toBe(401);
    const stale = await postNotification(order.number, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    const unsigned = await fetch(
      `${api?.url}${MULTISAFEPAY_NOTIFICATION_PATH}?transactionid=${order.number}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.number, status: 'completed' }),
      },
    );
    expect(unsigned.status).toBe(401);
    expect(requests).toEqual([]);
    expect((await orderByHash(order.hash)).status).toBe('pending_payment');
  });

  it('changes nothing for an order it does not know', async () => {
    const response = await postNotification('999999999');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('unknown order');
    expect(requests).toEqual([]);
  });
});

describe('orders waiting past PENDING_PAYMENT_LIFETIME_MINUTES', () => {
  /** Makes an order as old as a lifetime and a minute, then runs the api's sweep of unpaid orders now. */
  async function expireNow(orderNumber: string) {
    await api?.database.db.query(
      `UPDATE sales_order SET created_at = now() - interval '61 minutes' WHERE increment_id = $1`,
      [orderNumber],
    );
    const response = await fetch(`${api?.url}/test-hooks/expire-pending-payments`, { method: 'POST' });
    expect(response.status).toBe(200);
    return (await response.json()) as { paid: number; cancelled: number };
  }

  function standInStatus(orderNumber: string, status: string) {
    orders.set(orderNumber, {
      ...(orders.get(orderNumber) as { amount: number; currency: string; status: string }),
      status,
    });
  }

  it('asks MultiSafepay first: an order paid after all becomes paid, not cancelled', async () => {
    const { sku, stock } = await productInStock();
    const { order } = await placeIdealOrder(sku);
    standInStatus(order.number, 'completed');
    await expireNow(order.number);
    expect(
      requests.some(
        (request) => request.method === 'GET' && request.path.endsWith(`/orders/${order.number}`),
      ),
    ).toBe(true);
    expect((await orderByHash(order.hash)).status).toBe('processing');
    expect(await stockOf(sku)).toBe(stock - 2);
  });

  it('cancels an order still unpaid, gives its stock back and makes its cart usable again', async () => {
    const { sku, stock } = await productInStock();
    const cartId = await readyCart(sku);
    const placed = await data<Placed>(PLACE, {
      input: {
        cart_id: cartId,
        code: 'multisafepay_ideal',
        additional_data: [{ key: 'issuer', value: '9999' }],
      },
    });
    const { order } = placed.setPaymentMethod;
    expect(await stockOf(sku)).toBe(stock - 2);
    // Not yet past its lifetime: left alone.
    const early = await fetch(`${api?.url}/test-hooks/expire-pending-payments`, { method: 'POST' });
    expect(((await early.json()) as { cancelled: number }).cancelled).toBe(0);
    expect((await orderByHash(order.hash)).status).toBe('pending_payment');

    await expireNow(order.number);
    const cancelled = await orderByHash(order.hash);
    expect(cancelled.status).toBe('canceled');
    expect(cancelled.comments.map((comment) => comment.message)).toContain(
      'De betaling is niet op tijd ontvangen; de bestelling is geannuleerd.',
    );
    expect(await stockOf(sku)).toBe(stock);
    const cart = await data<{ cart: { items: { quantity: number }[] } }>(
      'query ($id: String!) { cart(cart_id: $id) { items { quantity } } }',
      { id: cartId },
    );
    expect(cart.cart.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps an order waiting while MultiSafepay cannot say whether it was paid', async () => {
    const { order } = await placeIdealOrder((await productInStock()).sku);
    serviceDown = true;
    expect(await expireNow(order.number)).toMatchObject({ paid: 0 });
    expect((await orderByHash(order.hash)).status).toBe('pending_payment');
    serviceDown = false;
    await expireNow(order.number);
    expect((await orderByHash(order.hash)).status).toBe('canceled');
  });
});
