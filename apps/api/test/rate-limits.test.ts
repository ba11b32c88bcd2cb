import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_CALLS } from '../src/config.js';
import { freshEmail, type GraphQLResponse, shopperAddress } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The rate limits of the calls that send mail or ask a lookup service, on an api of this
// file's own that allows each call twice an hour per client address and per account. The api runs
// with GRAPHIQL=true in production, which also keeps introspection on. This file comes from
// 127.0.0.1, a proxy the api believes: X-Forwarded-For picks the shopper's address.

const LIMIT = 2;
const PASSWORD = 'Secret-Pass1!';
const CONSUMER_KEY = 'rate-limit-consumer-key';

let api: TestApi | undefined;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      NODE_ENV: 'production',
      GRAPHIQL: 'true',
      CONSUMER_KEY,
      RATE_LIMITS: RATE_LIMITED_CALLS.map((call) => `${call}=${LIMIT}/${LIMIT}`).join(','),
    },
    products: 20,
    logLevel: 'warn',
  });
});

afterAll(async () => {
  await api?.stop();
});

type Body = GraphQLResponse['body'];

async function ask(
  query: string,
  variables: Record<string, unknown>,
  options: { address: string; token?: string; store?: string },
): Promise<Body> {
  const response = await fetch(`${(api as TestApi).url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: options.store ?? 'en',
      'x-forwarded-for': options.address,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Body;
}

function rateLimited(body: Body): boolean {
  return body.errors?.some((error) => error.extensions?.key === 'request.rate_limited') ?? false;
}

/** A customer registered (from an address of its own) with a token. */
async function customer(): Promise<{ email: string; token: string }> {
  const email = freshEmail('limits');
  const address = shopperAddress();
  await ask(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname: 'Rita', lastname: 'Limit', email, password: PASSWORD } },
    { address },
  );
  const body = await ask(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
    { address },
  );
  const token = (body.data as { generateCustomerToken: { token: string } }).generateCustomerToken.token;
  return { email, token };
}

/** One call of each rate-limited kind, with fresh input: only the address repeats. */
const CALLS: Record<string, (address: string) => Promise<Body>> = {
  createCustomerV2: (address) =>
    ask(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { firstname: 'Rita', lastname: 'Limit', email: freshEmail('register'), password: PASSWORD } },
      { address },
    ),
  createCustomer: (address) =>
    ask(
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }',
      { input: { firstname: 'Rita', lastname: 'Limit', email: freshEmail('register'), password: PASSWORD } },
      { address },
    ),
  requestPasswordResetEmail: (address) =>
    ask(
      'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }',
      { email: freshEmail('reset') },
      { address },
    ),
  productAlertSubscription: (address) =>
    ask(
      'mutation ($email: String, $sku: String!) { productAlertSubscription(email: $email, sku: $sku) { sku } }',
      { email: freshEmail('alert'), sku: 'NO-SUCH-SKU' },
      { address, token: CONSUMER_KEY },
    ),
  submitForm: (address) =>
    ask(
      'mutation ($input: SubmitFormInput!) { submitForm(input: $input) { has_errors } }',
      { input: { type: 'contact', fields: [] } },
      { address },
    ),
  subscribeEmailToNewsletter: (address) =>
    ask(
      'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
      { email: freshEmail('news') },
      { address },
    ),
  postcodeLookup: (address) =>
    ask('{ postcodeLookup(postcode: "1012AB", housenumber: 1) { city } }', {}, { address }),
  vatLookup: (address) =>
    ask('{ vatLookup(country_code: "NL", vat_id: "NL123456789B01") { status } }', {}, { address }),
  createProductReview: (address) =>
    ask(
      'mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }',
      { input: { sku: 'NO-SUCH-SKU', nickname: 'Rita', summary: 'Gut', text: 'Gut.', ratings: [] } },
      { address, token: CONSUMER_KEY },
    ),
  isEmailAvailable: (address) =>
    ask(
      'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }',
      { email: freshEmail('available') },
      { address },
    ),
};

describe('per client address', () => {
  it.each(Object.keys(CALLS))('%s: refused after the limit, for that address only', async (name) => {
    const call = CALLS[name] as (typeof CALLS)[string];
    const address = shopperAddress();
    for (let i = 0; i < LIMIT; i++) expect(rateLimited(await call(address))).toBe(false);
    const refused = await call(address);
    expect(refused.data?.[name] ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      key: 'request.rate_limited',
    });
    expect(refused.errors?.[0]?.extensions?.retry_after).toBeGreaterThan(3500);
    expect(refused.errors?.[0]?.message).toBe('Too many requests. Please try again in 60 min.');
    expect(rateLimited(await call(shopperAddress()))).toBe(false);
  });

  it('says so in the store view language', async () => {
    const address = shopperAddress();
    for (let i = 0; i < LIMIT; i++) await (CALLS.vatLookup as (typeof CALLS)[string])(address);
    const query = '{ vatLookup(country_code: "NL", vat_id: "NL123456789B01") { status } }';
    const de = await ask(query, {}, { address, store: 'de' });
    expect(de.errors?.[0]?.message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 60 Min. erneut.');
    const nl = await ask(query, {}, { address, store: 'nl' });
    expect(nl.errors?.[0]?.message).toBe('Te veel verzoeken. Probeer het over 60 min. opnieuw.');
  });

  it('decides a burst of parallel requests as a sequence', async () => {
    const address = shopperAddress();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => (CALLS.isEmailAvailable as (typeof CALLS)[string])(address)),
    );
    expect(answers.filter((answer) => !rateLimited(answer))).toHaveLength(LIMIT);
  });
});

describe('per account', () => {
  it('limits reset mails per e-mail address from any address, the same for known and unknown ones', async () => {
    const known = (await customer()).email;
    const unknown = freshEmail('nobody');
    const reset = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
    for (const email of [known, unknown]) {
      for (let i = 0; i < LIMIT; i++) {
        const body = await ask(reset, { email }, { address: shopperAddress() });
        expect(body.errors).toBeUndefined();
        expect(body.data).toEqual({ requestPasswordResetEmail: true });
      }
    }
    const [refusedKnown, refusedUnknown] = await Promise.all(
      [known, unknown].map((email) =>
        ask(reset, { email: email.toUpperCase() }, { address: shopperAddress() }),
      ),
    );
    expect(rateLimited(refusedKnown as Body)).toBe(true);
    expect(refusedUnknown).toEqual(refusedKnown);
  });

  it('limits registrations and newsletter sign-ups per e-mail address', async () => {
    const email = freshEmail('again');
    const news = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
    for (let i = 0; i < LIMIT; i++)
      expect(rateLimited(await ask(news, { email }, { address: shopperAddress() }))).toBe(false);
    expect(rateLimited(await ask(news, { email }, { address: shopperAddress() }))).toBe(true);
  });

  it("limits a customer's wishlist shares and lookups from any address", async () => {
    const { token } = await customer();
    const wishlist = await ask('{ customer { wishlists { id } } }', {}, { address: shopperAddress(), token });
    const id = (wishlist.data as { customer: { wishlists: { id: string }[] } }).customer.wishlists[0]?.id;
    const share = () =>
      ask(
        'mutation ($id: ID!, $emails: [String!]!) { shareWishlist(wishlist_id: $id, customer_name: "Rita", emails: $emails) { sent } }',
        { id, emails: [freshEmail('friend')] },
        { address: shopperAddress(), token },
      );
    for (let i = 0; i < LIMIT; i++) expect(rateLimited(await share())).toBe(false);
    expect(rateLimited(await share())).toBe(true);
    const lookup = () =>
      ask(
        '{ postcodeLookup(postcode: "1012AB", housenumber: 1) { city } }',
        {},
        { address: shopperAddress(), token },
      );
    for (let i = 0; i < LIMIT; i++) expect(rateLimited(await lookup())).toBe(false);
    expect(rateLimited(await lookup())).toBe(true);
  });
});

describe('business rules', () => {
  async function anyProductSku(): Promise<string> {
    const body = await ask(
      '{ products(pageSize: 20, filter: { price: { from: "0.01" } }) { items { __typename sku stock_status } } }',
      {},
      { address: shopperAddress() },
    );
    const items = (
      body.data as { products: { items: { __typename: string; sku: string; stock_status: string }[] } }
    ).products.items;
    const sku = items.find(
      (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
    )?.sku;
    if (!sku) throw new Error('no simple product in stock');
    return sku;
  }

  async function filledCart(address: string): Promise<string> {
    const created = await ask('mutation { createEmptyCart }', {}, { address });
    const cartId = (created.data as { createEmptyCart: string }).createEmptyCart;
    const added = await ask(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
      { id: cartId, sku: await anyProductSku() },
      { address },
    );
    expect(added.errors).toBeUndefined();
    return cartId;
  }

  const applyCoupon = (cartId: string, code: string, address: string) =>
    ask(
      'mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } } }',
      { id: cartId, code },
      { address, store: 'de' },
    );

  it('limits wrong coupon codes per cart from any address; past the limit a right code is refused too', async () => {
    const cartId = await filledCart(shopperAddress());
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await applyCoupon(cartId, `GUESS${i}X`, shopperAddress());
      expect(wrong.errors?.[0]?.extensions?.key).toBe('cart.coupon_unknown');
    }
    const refused = await applyCoupon(cartId, 'SAVE5', shopperAddress());
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      key: 'request.rate_limited',
      category: 'graphql-input',
    });
    expect(refused.errors?.[0]?.message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 60 Min. erneut.');
    expect(refused.errors?.[0]?.extensions?.retry_after).toBeGreaterThan(3500);
  });

  it('limits wrong coupon codes per address across carts, and right codes do not count', async () => {
    const address = shopperAddress();
    const right = await applyCoupon(await filledCart(address), 'SAVE5', address);
    expect(right.errors).toBeUndefined();
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await applyCoupon(await filledCart(address), `GUESS${i}Y`, address);
      expect(wrong.errors?.[0]?.extensions?.key).toBe('cart.coupon_unknown');
    }
    expect(rateLimited(await applyCoupon(await filledCart(address), 'GUESSZ', address))).toBe(true);
    expect(
      rateLimited(await applyCoupon(await filledCart(shopperAddress()), 'GUESSZ', shopperAddress())),
    ).toBe(false);
  });

  it('limits order placements per e-mail address from any address', async () => {
    const email = freshEmail('orders');
    const address = {
      firstname: 'Rita',
      lastname: 'Limit',
      street: ['Hauptstraße 5'],
      city: 'Berlin',
      postcode: '10115',
      country_code: 'DE',
      telephone: '+49301234567',
    };
    const place = async () => {
      const from = shopperAddress();
      const cartId = await filledCart(from);
      const ready = await ask(
        `mutation ($id: String!, $email: String!, $address: CartAddressInput!) {
           setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }
           setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
           setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
           setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }`,
        { id: cartId, email, address },
        { address: from },
      );
      expect(ready.errors).toBeUndefined();
      return ask(
        'mutation ($id: String!) { setPaymentMethod(input: { cart_id: $id, code: "testpay_creditcard" }) { order { number } } }',
        { id: cartId },
        { address: from },
      );
    };
    for (let i = 0; i < LIMIT; i++) {
      const placed = await place();
      expect(placed.errors).toBeUndefined();
    }
    expect(rateLimited(await place())).toBe(true);
  });

  it('counts every recipient of a wishlist share', async () => {
    const { token } = await customer();
    const wishlist = await ask('{ customer { wishlists { id } } }', {}, { address: shopperAddress(), token });
    const id = (wishlist.data as { customer: { wishlists: { id: string }[] } }).customer.wishlists[0]?.id;
    const share = (recipients: number) =>
      ask(
        'mutation ($id: ID!, $emails: [String!]!) { shareWishlist(wishlist_id: $id, customer_name: "Rita", emails: $emails) { sent } }',
        { id, emails: Array.from({ length: recipients }, () => freshEmail('friend')) },
        { address: shopperAddress(), token },
      );
    expect(rateLimited(await share(LIMIT + 1))).toBe(true);
    expect(rateLimited(await share(LIMIT))).toBe(false);
    expect(rateLimited(await share(1))).toBe(true);
  });
});

describe('GRAPHIQL=true in production', () => {
  it('serves GraphiQL and answers introspection', async () => {
    const page = await fetch(`${(api as TestApi).url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/graphiql/i);
    const schema = await ask('{ __schema { queryType { name } } }', {}, { address: shopperAddress() });
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
