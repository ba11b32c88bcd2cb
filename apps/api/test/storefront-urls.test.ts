import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DE_ADDRESS, NL_ADDRESS } from './checkout-support.js';
import type { GraphQLResponse } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// Each store view's own storefront in e-mails and payment redirects (STOREFRONT_URLS), against an
// api of this file's own database configured for two deployments: the German shop serves de
// (STOREFRONT_URL), the Dutch one serves nl and, below /en, en.

type Store = 'de' | 'nl' | 'en';

const GERMAN_SHOP = 'https://shop.example.de';
const DUTCH_SHOP = 'https://shop.example.nl';
const STOREFRONT_OF: Record<Store, string> = { de: GERMAN_SHOP, nl: DUTCH_SHOP, en: `${DUTCH_SHOP}/en` };
const PASSWORD = 'Secret-Pass1!';
const ADDRESS_IN: Record<Store, Record<string, unknown>> = {
  de: DE_ADDRESS,
  nl: NL_ADDRESS,
  en: { ...NL_ADDRESS, firstname: 'Emma', lastname: 'Jansen', street: ['Keizersgracht 14'] },
};

let api: TestApi | undefined;
let apiUrl: string;

beforeAll(async () => {
  api = await startTestApi({
    env: { STOREFRONT_URL: GERMAN_SHOP, STOREFRONT_URLS: `nl=${STOREFRONT_OF.nl}, en=${STOREFRONT_OF.en}` },
    products: 30,
    logLevel: 'warn',
  });
  apiUrl = api.url;
});

afterAll(async () => {
  await api?.stop();
});

async function ask<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { store: Store; token?: string },
): Promise<T> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: options.store,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLResponse<T>['body'];
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

let sequence = 0;
function freshEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}@example.org`;
}

async function mailsTo(email: string, template: string): Promise<{ text: string; store_code: string }[]> {
  const response = await fetch(`${apiUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as {
    items: { template: string; text: string; store_code: string }[];
  };
  return items.filter((mail) => mail.template === template);
}

/** The storefront links (http…) in a mail's text. */
function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** A customer registered in the store view, with a token. */
async function registerIn(store: Store): Promise<{ email: string; token: string }> {
  const email = freshEmail(`shopper-${store}`);
  await ask(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname: 'Sam', lastname: 'Visser', email, password: PASSWORD } },
    { store },
  );
  const login = await ask<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
    { store },
  );
  return { email, token: login.generateCustomerToken.token };
}

/** A simple product every store view can sell now. */
async function productInStock(): Promise<string> {
  const found = await ask<{
    products: { items: { __typename: string; sku: string; stock_qty: number | null }[] };
  }>('{ products(pageSize: 100) { items { __typename sku stock_qty } } }', {}, { store: 'de' });
  const product = found.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && (item.stock_qty ?? 0) >= 5,
  );
  if (!product) throw new Error('no simple product in stock in the seeded catalogue');
  return product.sku;
}

/** Places the customer's cart with one product in the store view; answers the order and where it leads. */
async function placeOrder(
  store: Store,
  token: string,
  payment: { code: string; additional_data?: { key: string; value: string }[] },
): Promise<{ hash: string; redirectUrl: string }> {
  const call = { store, token };
  const { customerCart } = await ask<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, call);
  const cartId = customerCart.id;
  await ask(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
       addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
    { cartId, items: [{ sku: await productInStock(), quantity: 1 }] },
    call,
  );
  const address = ADDRESS_IN[store];
  await ask(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
       setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
    { cartId, address },
    call,
  );
  await ask(
    `mutation ($cartId: String!, $method: ShippingMethodInput!) {
       setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) { cart { id } } }`,
    {
      cartId,
      method:
        address.country_code === 'NL'
          ? { carrier_code: 'postnl', method_code: 'standard' }
          : { carrier_code: 'dhl', method_code: 'standard' },
    },
    call,
  );
  const placed = await ask<{ setPaymentMethod: { redirect_url: string; order: { hash: string } } }>(
    `mutation ($input: SetPaymentMethodInput!) {
       setPaymentMethod(input: $input) { redirect_url order { hash } } }`,
    { input: { cart_id: cartId, ...payment } },
    call,
  );
  return { hash: placed.setPaymentMethod.order.hash, redirectUrl: placed.setPaymentMethod.redirect_url };
}

/** Presses a button of the test provider's hosted page, as a browser posts the form. */
function pressPaymentButton(pageUrl: string, action: 'pay' | 'cancel'): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}

describe('customer e-mails', () => {
  it.each(['nl', 'en', 'de'] as const)(
    'link a customer of store view %s to the storefront that serves it',
    async (store) => {
      const { email } = await registerIn(store);
      const [welcome] = await mailsTo(email, 'account_created');
      expect(welcome?.store_code).toBe(store);
      expect(linksIn(welcome?.text ?? '')).toEqual([`${STOREFRONT_OF[store]}/account`]);

      await ask(
        'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }',
        { email },
        { store },
      );
      const [reset] = await mailsTo(email, 'password_reset');
      const [link, ...more] = linksIn(reset?.text ?? '');
      expect(more).toEqual([]);
      expect(link?.startsWith(`${STOREFRONT_OF[store]}/customer/account/createPassword?`)).toBe(true);
      expect(new URL(link as string).searchParams.get('email')).toBe(email);
    },
  );
});

describe('payments', () => {
  it("return the shopper of a Dutch order to the Dutch storefront, and confirm it with the Dutch shop's link", async () => {
    const { email, token } = await registerIn('nl');
    const order = await placeOrder('nl', token, {
      code: 'testpay_ideal',
      additional_data: [{ key: 'issuer', value: 'INGBNL2A' }],
    });
    const paid = await pressPaymentButton(order.redirectUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${DUTCH_SHOP}/testpay/connect/success?hash=${order.hash}`);
    // A finished payment's page only leads back to the same shop.
    const closed = await fetch(order.redirectUrl);
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain(`href="${DUTCH_SHOP}/testpay/connect/success?hash=${order.hash}"`);

    const [confirmation] = await mailsTo(email, 'order_confirmation');
    expect(linksIn(confirmation?.text ?? '')).toEqual([`${DUTCH_SHOP}/account`]);
  });

  it('return the shopper of a German order to STOREFRONT_URL', async () => {
    const { token } = await registerIn('de');
    const order = await placeOrder('de', token, { code: 'testpay_paypal' });
    const cancelled = await pressPaymentButton(order.redirectUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${GERMAN_SHOP}/testpay/connect/cancel?hash=${order.hash}`,
    );
  });

  it('send an order paid offline in the English store view to its success page below the Dutch shop', async () => {
    const { email, token } = await registerIn('en');
    const order = await placeOrder('en', token, { code: 'banktransfer' });
    expect(order.redirectUrl).toBe(`${STOREFRONT_OF.en}/checkout/onepage/success?hash=${order.hash}`);
    const [confirmation] = await mailsTo(email, 'order_confirmation');
    expect(linksIn(confirmation?.text ?? '')).toEqual([`${STOREFRONT_OF.en}/account`]);
  });
});
