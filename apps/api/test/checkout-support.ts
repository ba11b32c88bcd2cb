import { expect } from 'vitest';
import { apiUrl, freshEmail, type GraphQLResponse, mutate, read } from './graphql.js';

export { freshEmail, mutate, read };

// Shared steps of the checkout and order tests: a shopper's way through the cart calls over GraphQL.

export type Store = 'de' | 'nl' | 'en';

export function ok<T>(response: GraphQLResponse<T>): T {
  if (response.body.errors) throw new Error(`unexpected errors: ${JSON.stringify(response.body.errors)}`);
  return response.body.data as T;
}

export function firstError(response: GraphQLResponse<unknown>) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body)}`);
  return error;
}

export interface StockedProduct {
  sku: string;
  name: string;
  stock: number;
}

/** Simple products in stock (exact stock: simple products have no display limit), most stock first. */
export async function simpleProductsInStock(): Promise<StockedProduct[]> {
  const found: StockedProduct[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const data = ok(
      await read<{
        products: {
          page_info: { total_pages: number };
          items: {
            __typename: string;
            sku: string;
            name: string;
            stock_qty: number | null;
            stock_display_limit: number | null;
          }[];
        };
      }>(
        `query($page: Int) { products(pageSize: 100, currentPage: $page) {
           page_info { total_pages } items { __typename sku name stock_qty stock_display_limit } } }`,
        { page },
      ),
    );
    pages = data.products.page_info.total_pages;
    for (const item of data.products.items) {
      if (item.__typename === 'SimpleProduct' && item.stock_qty && item.stock_display_limit === null) {
        found.push({ sku: item.sku, name: item.name, stock: item.stock_qty });
      }
    }
  }
  return found.sort((a, b) => b.stock - a.stock);
}

export async function stockOf(sku: string): Promise<number> {
  const data = ok(
    await read<{ products: { items: { stock_qty: number }[] } }>(
      'query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { stock_qty } } }',
      { sku },
    ),
  );
  return data.products.items[0]?.stock_qty ?? Number.NaN;
}

export const NL_ADDRESS = {
  firstname: 'Eva',
  lastname: 'de Boer',
  street: ['Keizersgracht 12'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31201234567',
};

export const DE_ADDRESS = {
  firstname: 'Jonas',
  lastname: 'Becker',
  street: ['Friedrichstraße 10'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
  telephone: '+49301234567',
};

export interface ShopperOptions {
  store?: Store;
  token?: string;
  /** Guest e-mail; customers' carts carry their account's. */
  email?: string;
  address?: Record<string, unknown>;
  shipping?: { carrier_code: string; method_code: string };
  items: { sku: string; quantity: number }[];
}

/** A cart filled up to the payment step: items, e-mail, shipping and billing address, shipping method. */
export async function readyCart(options: ShopperOptions): Promise<string> {
  const call = { store: options.store ?? 'de', ...(options.token ? { token: options.token } : {}) };
  const cartId = options.token
    ? ok(await read<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, call)).customerCart.id
    : ok(await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, call)).createEmptyCart;
  const added = ok(
    await mutate<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      `mutation($cartId: String!, $items: [CartItemInput!]!) {
         addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
      { cartId, items: options.items },
      call,
    ),
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (options.email) {
    ok(
      await mutate(
        `mutation($cartId: String!, $email: String!) {
           setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { email } } }`,
        { cartId, email: options.email },
        call,
      ),
    );
  }
  const address = options.address ?? DE_ADDRESS;
  ok(
    await mutate(
      `mutation($cartId: String!, $address: CartAddressInput!) {
         setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
         setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
      { cartId, address },
      call,
    ),
  );
  const shipping =
    options.shipping ??
    (address.country_code === 'NL'
      ? { carrier_code: 'postnl', method_code: 'standard' }
      : { carrier_code: 'dhl', method_code: 'standard' });
  ok(
    await mutate(
      `mutation($cartId: String!, $method: ShippingMethodInput!) {
         setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) { cart { id } } }`,
      { cartId, method: shipping },
      call,
    ),
  );
  return cartId;
}

export const ORDER_FIELDS = `
  id number increment_id order_number hash token redirect_url order_date status status_code carrier shipping_method
  email customer_email pickup_location_code
  customer_info { firstname lastname }
  billing_address { firstname lastname street postcode city country_code telephone }
  shipping_address { firstname lastname street postcode city country_code telephone }
  items {
    __typename id product_name product_sku product_url_key product_type status image
    product_sale_price { value currency }
    quantity_ordered quantity_invoiced quantity_shipped quantity_canceled
    selected_options { label value } entered_options { label value }
    prices { price { value } price_including_tax { value } row_total { value } row_total_including_tax { value } }
    ... on ConfigurableOrderItem { parent_sku }
  }
  shipments { id number tracking { title carrier number } items { product_sku quantity_shipped } }
  payment_methods { name type additional_data { name value } }
  comments { timestamp message }
  applied_coupons { code }
  total {
    grand_total { value currency } base_grand_total { value } subtotal { value } subtotal_incl_tax { value }
    subtotal_excl_tax { value } total_tax { value } taxes { title rate amount { value } }
    total_shipping { value } shipping_handling { total_amount { value } amount_excluding_tax { value } }
    discounts { amount { value } label }
  }`;

export interface OrderData {
  number: string;
  hash: string;
  token: string;
  redirect_url: string | null;
  status: string;
  status_code: string;
  email: string;
  items: {
    __typename: string;
    product_sku: string;
    product_name: string;
    quantity_ordered: number;
    quantity_invoiced: number;
    quantity_canceled: number;
    status: string;
    prices: { row_total_including_tax: { value: number } };
  }[];
  comments: { message: string }[];
  payment_methods: { name: string; type: string; additional_data: { name: string; value: string }[] }[];
  total: {
    grand_total: { value: number; currency: string };
    subtotal_incl_tax: { value: number };
    total_shipping: { value: number };
    total_tax: { value: number };
    taxes: { title: string; rate: number; amount: { value: number } }[];
    discounts: { amount: { value: number } }[];
  };
}

export async function orderByHash(hash: string, options: { store?: Store; token?: string } = {}) {
  return read<{ order: OrderData }>(
    `query($hash: String!) { order(hash: $hash) { ${ORDER_FIELDS} } }`,
    { hash },
    options,
  );
}

export const SET_PAYMENT_METHOD = `
  mutation($input: SetPaymentMethodInput!) {
    setPaymentMethod(input: $input) { redirect_url customer_token order { ${ORDER_FIELDS} } }
  }`;

export interface MailboxItem {
  to: string;
  subject: string;
  template: string;
  store_code: string | null;
  text: string;
}

export async function mailsTo(email: string): Promise<MailboxItem[]> {
  const response = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: MailboxItem[] }).items;
}

/** Presses a button of the test provider's hosted page (a form post, as a browser sends it). */
export async function pressPaymentButton(
  redirectUrl: string,
  action: 'pay' | 'cancel' | 'fail',
  fields: Record<string, string> = {},
): Promise<Response> {
  return fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, ...fields }).toString(),
    redirect: 'manual',
  });
}

export async function login(email: string, password: string): Promise<string> {
  return ok(
    await mutate<{ generateCustomerToken: { token: string } }>(
      'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password },
    ),
  ).generateCustomerToken.token;
}

export async function registerCustomer(
  email: string,
  password: string,
  store: Store = 'de',
): Promise<string> {
  ok(
    await mutate(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Lena', lastname: 'Schulz', email, password } },
      { store },
    ),
  );
  return login(email, password);
}
