import { formatMessage } from '@shop/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../src/modules/cart/messages.js';
import { freshEmail, type GraphQLResponse, graphql } from './graphql.js';

// The cart calls through GraphQL against the running test api (freshly seeded, 200 products).

type Store = 'de' | 'nl' | 'en';
type Data = Record<string, unknown>;

interface Money {
  value: number;
  currency: string;
}

interface CartItem {
  __typename: string;
  id: string;
  uid: string;
  quantity: number;
  is_available: boolean;
  is_sample: boolean;
  product: { sku: string };
  prices: {
    price: Money;
    price_including_tax: Money;
    row_total: Money;
    row_total_including_tax: Money;
    total_item_discount: Money;
    original_item_price: Money;
    discounts: { amount: Money; label: string }[];
  };
  configurable_options?: { option_label: string; value_label: string; value_id: number }[];
  configured_variant?: { sku: string };
  bundle_options?: {
    id: number;
    label: string;
    values: { id: number; quantity: number; priceV2: Money }[];
  }[];
}

interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  amount: Money;
  price_incl_tax: Money;
  price_excl_tax: Money;
}

interface Cart {
  id: string;
  email: string | null;
  comment: string | null;
  delivery_time: string | null;
  total_quantity: number;
  is_virtual: boolean;
  items: CartItem[];
  applied_coupons: { code: string }[];
  prices: {
    grand_total: Money;
    grand_total_excluding_tax: Money;
    subtotal_including_tax: Money;
    subtotal_excluding_tax: Money;
    subtotal_with_discount_excluding_tax: Money;
    shipping_including_tax: Money;
    applied_taxes: { amount: Money; label: string; rate: number }[];
    discounts: { amount: Money; label: string; coupon: { code: string } | null }[];
  };
  shipping_addresses: {
    firstname: string;
    company: string | null;
    coc: string | null;
    vat_id: string | null;
    city: string;
    country: { code: string; label: string };
    pickup_location_code: string | null;
    available_shipping_methods: ShippingMethod[];
    selected_shipping_method: ShippingMethod | null;
  }[];
  billing_address: { firstname: string; city: string; country: { code: string } } | null;
  available_payment_methods: {
    code: string;
    additional_fields: { code: string; options: { value: string }[] }[];
  }[];
  selected_payment_method: { code: string; additional_data: { key: string; value: string }[] } | null;
}

const MONEY = 'value currency';
const CART_FIELDS = `
  id email comment delivery_time total_quantity is_virtual
  items {
    __typename id uid quantity is_available is_sample product { sku }
    prices {
      price { ${MONEY} } price_including_tax { ${MONEY} } row_total { ${MONEY} }
      row_total_including_tax { ${MONEY} } total_item_discount { ${MONEY} } original_item_price { ${MONEY} }
      discounts { amount { ${MONEY} } label }
    }
    ... on ConfigurableCartItem {
      configurable_options { option_label value_label value_id }
      configured_variant { sku }
    }
    ... on BundleCartItem {
      bundle_options { id label values { id quantity priceV2 { ${MONEY} } } }
    }
  }
  applied_coupons { code }
  prices {
    grand_total { ${MONEY} } grand_total_excluding_tax { ${MONEY} }
    subtotal_including_tax { ${MONEY} } subtotal_excluding_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} } shipping_including_tax { ${MONEY} }
    applied_taxes { amount { ${MONEY} } label rate }
    discounts { amount { ${MONEY} } label coupon { code } }
  }
  shipping_addresses {
    firstname company coc vat_id city country { code label } pickup_location_code
    available_shipping_methods { carrier_code method_code amount { ${MONEY} } price_incl_tax { ${MONEY} } price_excl_tax { ${MONEY} } }
    selected_shipping_method { carrier_code method_code amount { ${MONEY} } price_incl_tax { ${MONEY} } price_excl_tax { ${MONEY} } }
  }
  billing_address { firstname city country { code } }
  available_payment_methods { code additional_fields { code options { value } } }
  selected_payment_method { code additional_data { key value } }
`;

async function call<T = Data>(
  query: string,
  variables: Data = {},
  options: { token?: string; store?: Store; method?: 'GET' | 'POST' } = {},
): Promise<GraphQLResponse<T>> {
  return graphql<T>(query, {
    method: options.method ?? 'POST',
    variables,
    store: options.store ?? 'de',
    ...(options.token ? { token: options.token } : {}),
  });
}

function ok<T>(response: GraphQLResponse<T>): T {
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data as T;
}

function failure(response: GraphQLResponse<unknown>): { message: string; category: string | undefined } {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
  return { message: error.message, category: error.extensions?.category };
}

const cartText = (
  store: Store,
  key: keyof (typeof cartMessages)['en'],
  params: Record<string, string> = {},
) => cartMessages[store][key].replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? `{${name}}`);

async function newCart(options: { token?: string; store?: Store } = {}): Promise<string> {
  return ok(await call<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, options))
    .createEmptyCart;
}

async function readCart(cartId: string, options: { token?: string; store?: Store } = {}): Promise<Cart> {
  return ok(
    await call<{ cart: Cart }>(
      `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`,
      { id: cartId },
      {
        ...options,
        method: 'GET',
      },
    ),
  ).cart;
}

interface AddResult {
  cart: Cart;
  user_errors: { code: string; message: string }[];
}

async function addProducts(
  cartId: string,
  items: Data[],
  options: { token?: string; store?: Store } = {},
): Promise<GraphQLResponse<{ addProductsToCart: AddResult }>> {
  return call<{ addProductsToCart: AddResult }>(
    `mutation ($id: String!, $items: [CartItemInput!]!) {
       addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
     }`,
    { id: cartId, items },
    options,
  );
}

async function addOk(cartId: string, items: Data[], options: { token?: string; store?: Store } = {}) {
  const result = ok(await addProducts(cartId, items, options)).addProductsToCart;
  expect(result.user_errors).toEqual([]);
  return result.cart;
}

const ADDRESS_DE = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Hauptstraße 5'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '030 123456',
};

const ADDRESS_NL = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Damrak 1'],
  city: 'Amsterdam',
  postcode: '1012 LG',
  country_code: 'NL',
  telephone: '020 1234567',
};

async function setShipping(cartId: string, shipping: Data, options: { token?: string; store?: Store } = {}) {
  return call<{ setShippingAddressesOnCart: { cart: Cart } }>(
    `mutation ($id: String!, $address: ShippingAddressInput!) {
       setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$address] }) { cart { ${CART_FIELDS} } }
     }`,
    { id: cartId, address: shipping },
    options,
  );
}

async function setMethod(cartId: string, carrier: string, method: string, options: { token?: string } = {}) {
  return call<{ setShippingMethodsOnCart: { cart: Cart } }>(
    `mutation ($id: String!, $carrier: String!, $method: String!) {
       setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
         cart { ${CART_FIELDS} }
       }
     }`,
    { id: cartId, carrier, method },
    options,
  );
}

async function applyCoupon(cartId: string, code: string, store: Store = 'de') {
  return call<{ applyCouponToCart: { cart: Cart } }>(
    `mutation ($id: String!, $code: String!) {
       applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } }
     }`,
    { id: cartId, code },
    { store },
  );
}

async function updateItems(cartId: string, items: Data[]) {
  return call<{ updateCartItems: { cart: Cart } }>(
    `mutation ($id: String!, $items: [CartItemUpdateInput!]!) {
       updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } }
     }`,
    { id: cartId, items },
  );
}

async function customerToken(label: string): Promise<string> {
  const email = freshEmail(label);
  const password = 'Secret-Pass1!';
  ok(
    await call(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Test', lastname: 'Kunde', email, password } },
    ),
  );
  return ok(
    await call<{ generateCustomerToken: { token: string } }>(
      'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password },
    ),
  ).generateCustomerToken.token;
}

// --- The catalogue the tests buy from ----------------------------------------------------------------

interface CatalogueProduct {
  __typename: string;
  sku: string;
  stock_qty: number | null;
  stock_status: string;
  is_flooring_product?: boolean;
  price_range: { minimum_price: { final_price: { value: number } } };
  configurable_options?: { attribute_code: string; values: { value_index: number; uid: string }[] }[];
  variants?: {
    product: { sku: string; stock_qty: number | null };
    attributes: { code: string; value_index: number }[];
  }[];
  items?: {
    option_id?: number;
    required?: boolean;
    type?: string;
    options?: {
      id: number;
      uid: string;
      quantity: number;
      can_change_quantity: boolean;
      product: {
        sku: string;
        stock_qty: number | null;
        price_range: { minimum_price: { final_price: { value: number } } };
      };
    }[];
    qty?: number;
    product?: { sku: string; stock_qty: number | null };
  }[];
}

let products: CatalogueProduct[] = [];

const priced = (product: CatalogueProduct) => product.price_range.minimum_price.final_price.value;

function simple(filter: (product: CatalogueProduct) => boolean): CatalogueProduct {
  const found = products.find(
    (product) =>
      product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK' && filter(product),
  );
  if (!found) throw new Error('no such simple product in the test catalogue');
  return found;
}

beforeAll(async () => {
  const query = `query ($page: Int!) { products(search: "", pageSize: 100, currentPage: $page) { items {
    __typename sku stock_qty stock_status price_range { minimum_price { final_price { value } } }
    ... on SimpleProduct { is_flooring_product }
    ... on ConfigurableProduct {
      configurable_options { attribute_code values { value_index uid } }
      variants { product { sku stock_qty } attributes { code value_index } }
    }
    ... on BundleProduct { items { option_id required type options { id uid quantity can_change_quantity
      product { sku stock_qty price_range { minimum_price { final_price { value } } } } } } }
    ... on GroupedProduct { items { qty product { sku stock_qty } } }
  } } }`;
  for (const page of [1, 2]) {
    const answer = ok(
      await call<{ products: { items: CatalogueProduct[] } }>(query, { page }, { method: 'GET' }),
    );
    products.push(...answer.products.items);
  }
  products = products.filter((product) => product.sku);
});

// --- Tests --------------------------------------------------------------------------------------------

describe('cart lifecycle and ownership', () => {
  it('creates an empty guest cart with an unguessable id and reads it', async () => {
    const first = await newCart();
    const second = await newCart();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    const cart = await readCart(first);
    expect(cart).toMatchObject({ id: first, items: [], total_quantity: 0, is_virtual: false, email: null });
    expect(cart.prices.grand_total).toEqual({ value: 0, currency: 'EUR' });
    // One shopper's cart: never a public (cacheable) answer, even with the shop token.
    const read = await graphql(`{ cart(cart_id: "${first}") { id } }`, { token: 'shop-demo-access-token' });
    expect(read.body.data).toEqual({ cart: { id: first } });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers graphql-no-such-entity with a clear message for a missing cart', async () => {
    const missing = 'ffffffffffffffffffffffffffffffff';
    const answer = failure(
      await call(
        `query ($id: String!) { cart(cart_id: $id) { id } }`,
        { id: missing },
        { store: 'en', method: 'GET' },
      ),
    );
    expect(answer).toEqual({
      category: 'graphql-no-such-entity',
      message: `Could not find a cart with ID "${missing}"`,
    });
  });

  it("keeps a customer's cart to that customer", async () => {
    const anna = ok(
      await call<{ generateCustomerToken: { token: string } }>(
        'mutation { generateCustomerToken(email: "anna.mueller@example.com", password: "Demo-Pass1!") { token } }',
      ),
    ).generateCustomerToken.token;
    const own = ok(
      await call<{ customerCart: Cart }>('{ customerCart { id items { quantity } } }', {}, { token: anna }),
    );
    const annasCart = own.customerCart.id;
    expect(annasCart).toMatch(/^[0-9a-f]{32}$/);
    expect(own.customerCart.items.length).toBeGreaterThan(0);
    expect(await newCart({ token: anna })).toBe(annasCart);

    const other = await customerToken('other');
    const query = `{ cart(cart_id: "${annasCart}") { id } }`;
    expect(failure(await call(query, {}, { token: other, method: 'GET' })).category).toBe(
      'graphql-authorization',
    );
    expect(failure(await call(query, {}, { method: 'GET' })).category).toBe('graphql-authorization');
    // A change is refused the same way and changes nothing.
    const sku = simple(() => true).sku;
    const refused = await addProducts(annasCart, [{ sku, quantity: 1 }], {
      token: other,
    });
    expect(failure(refused).category).toBe('graphql-authorization');
    // An expired or made-up token is refused as unauthorised, so the storefront ends the session.
    expect(failure(await call(query, {}, { token: 'not-a-token', method: 'GET' })).category).toBe(
      'graphql-authorization',
    );
  });

  it('gives a new customer one active cart, however many requests ask at once', async () => {
    const token = await customerToken('race');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token }),
      ),
    );
    expect(new Set(answers.map((answer) => ok(answer).customerCart.id)).size).toBe(1);
  });

  it('gives a new customer an active cart and keeps guests out of it', async () => {
    const token = await customerToken('fresh');
    const cartId = ok(await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token }))
      .customerCart.id;
    expect(cartId).toMatch(/^[0-9a-f]{32}$/);
    expect(
      ok(await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token })).customerCart
        .id,
    ).toBe(cartId);
    expect(failure(await call(`{ cart(cart_id: "${cartId}") { id } }`, {}, { method: 'GET' })).category).toBe(
      'graphql-authorization',
    );
  });
});

describe('adding products', () => {
  it('adds a simple product; adding it again adds up the quantities', async () => {
    const product = simple(
      (candidate) => (candidate.stock_qty ?? 0) >= 5 && candidate.sku.startsWith('VEH-'),
    );
    const cartId = await newCart();
    await addOk(cartId, [{ sku: product.sku, quantity: 1 }]);
    const cart = await addOk(cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      __typename: 'SimpleCartItem',
      quantity: 3,
      is_available: true,
      product: { sku: product.sku },
    });
    const unit = priced(product);
    expect(item?.prices.price_including_tax.value).toBe(unit);
    expect(item?.prices.row_total_including_tax.value).toBe(Math.round(unit * 300) / 100);
    expect(cart.total_quantity).toBe(3);
    expect(cart.prices.subtotal_including_tax.value).toBe(Math.round(unit * 300) / 100);
  });

  it('adds a configurable product by its options and by parent and child sku', async () => {
    const parent = products.find(
      (product) =>
        product.__typename === 'ConfigurableProduct' &&
        product.variants?.some((variant) => (variant.product.stock_qty ?? 0) >= 3),
    ) as CatalogueProduct;
    const variant = parent.variants?.find((candidate) => (candidate.product.stock_qty ?? 0) >= 3);
    if (!variant) throw new Error('no variant in stock');
    const uids = variant.attributes.map(
      (attribute) =>
        parent.configurable_options
          ?.find((option) => option.attribute_code === attribute.code)
          ?.values.find((value) => value.value_index === attribute.value_index)?.uid,
    );
    const cartId = await newCart();
    await addOk(cartId, [{ sku: parent.sku, quantity: 1, selected_options: uids }]);
    const byChild = ok(
      await call<{ addConfigurableProductsToCart: { cart: Cart } }>(
        `mutation ($id: String!, $parent: String!, $child: String!) {
           addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $child, quantity: 1 } }] }) {
             cart { ${CART_FIELDS} }
           }
         }`,
        { id: cartId, parent: parent.sku, child: variant.product.sku },
      ),
    ).addConfigurableProductsToCart.cart;
    expect(byChild.items).toHaveLength(1);
    const [item] = byChild.items;
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem',
      quantity: 2,
      product: { sku: parent.sku },
      configured_variant: { sku: variant.product.sku },
    });
    expect(item?.configurable_options?.map((option) => option.value_id).sort()).toEqual(
      variant.attributes.map((attribute) => attribute.value_index).sort(),
    );
    expect(item?.configurable_options?.every((option) => option.option_label && option.value_label)).toBe(
      true,
    );

    // Without every option the item is refused with a user error; the cart stays as it was.
    const partial = ok(
      await addProducts(cartId, [{ sku: parent.sku, quantity: 1, selected_options: uids.slice(0, 1) }]),
    ).addProductsToCart;
    expect(partial.user_errors[0]?.code).toBe('REQUIRED_PARAMETER_MISSING');
    expect(partial.cart.total_quantity).toBe(2);
  });

  it('adds a bundle with the chosen components and entered quantities, refusing one with a component out of stock', async () => {
    const bundle = products.find(
      (product) =>
        product.__typename === 'BundleProduct' &&
        product.items?.every((option) =>
          option.options?.some((choice) => (choice.product.stock_qty ?? 0) >= 4),
        ) &&
        product.items.some((option) =>
          option.options?.some(
            (choice) => choice.can_change_quantity && (choice.product.stock_qty ?? 0) >= 4,
          ),
        ),
    ) as CatalogueProduct;
    const choices = (bundle.items ?? []).map((option) => {
      const inStock = option.options?.filter((candidate) => (candidate.product.stock_qty ?? 0) >= 4) ?? [];
      const choice = inStock.find((candidate) => candidate.can_change_quantity) ?? inStock[0];
      if (!choice) throw new Error('no component in stock');
      return { option, choice };
    });
    const cartId = await newCart({ store: 'nl' });
    const cart = await addOk(
      cartId,
      [{ sku: bundle.sku, quantity: 1, selected_options: choices.map(({ choice }) => choice.uid) }],
      { store: 'nl' },
    );
    const [item] = cart.items;
    expect(item?.__typename).toBe('BundleCartItem');
    expect(item?.bundle_options).toHaveLength(choices.length);
    const expected = choices.reduce(
      (sum, { choice }) =>
        sum + Math.round(choice.product.price_range.minimum_price.final_price.value * 100) * choice.quantity,
      0,
    );
    expect(Math.round((item?.prices.price_including_tax.value ?? 0) * 100)).toBe(expected);

    const withOutOfStock = products.find(
      (product) =>
        product.__typename === 'BundleProduct' &&
        product.items?.some((option) => option.options?.some((choice) => choice.product.stock_qty === 0)),
    ) as CatalogueProduct;
    const selected = (withOutOfStock.items ?? []).map(
      (option) =>
        (option.options?.find((choice) => choice.product.stock_qty === 0) ?? option.options?.[0])
          ?.uid as string,
    );
    const refused = ok(
      await addProducts(cartId, [{ sku: withOutOfStock.sku, quantity: 1, selected_options: selected }], {
        store: 'nl',
      }),
    ).addProductsToCart;
    expect(refused.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: formatMessage('nl', 'cart.bundle_out_of_stock') },
    ]);
    expect(refused.cart.items).toHaveLength(1);

    // Magento's addBundleProductsToCart: option ids and selection ids.
    const viaOptions = ok(
      await call<{ addBundleProductsToCart: { cart: Cart } }>(
        `mutation ($id: String!, $sku: String!, $options: [BundleOptionInput!]!) {
           addBundleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 }, bundle_options: $options }] }) {
             cart { ${CART_FIELDS} }
           }
         }`,
        {
          id: cartId,
          sku: bundle.sku,
          options: choices.map(({ option, choice }) => ({
            id: option.option_id,
            quantity: choice.quantity,
            value: [String(choice.id)],
          })),
        },
      ),
    ).addBundleProductsToCart.cart;
    expect(viaOptions.items).toHaveLength(1);
    expect(viaOptions.items[0]?.quantity).toBe(2);

    // An entered quantity counts where the component allows changing it.
    const changeable = choices.find(({ choice }) => choice.can_change_quantity);
    if (!changeable) throw new Error('no bundle component with a changeable quantity');
    const enteredCart = await newCart();
    const entered = await addOk(enteredCart, [
      {
        sku: bundle.sku,
        quantity: 1,
        selected_options: choices.map(({ choice }) => choice.uid),
        entered_options: [{ uid: btoa(`bundle/${changeable.option.option_id}`), value: '2' }],
      },
    ]);
    const values = entered.items[0]?.bundle_options?.flatMap((option) => option.values) ?? [];
    expect(values.find((value) => value.id === changeable.choice.id)?.quantity).toBe(2);
  });

  it('refuses fractional, zero and oversized bundle component quantities, however they are sent', async () => {
    const bundle = products.find(
      (product) =>
        product.__typename === 'BundleProduct' &&
        product.items?.some((option) =>
          option.options?.some(
            (choice) => choice.can_change_quantity && (choice.product.stock_qty ?? 0) >= 1,
          ),
        ),
    ) as CatalogueProduct;
    const choices = (bundle.items ?? []).map((option) => {
      const choice =
        option.options?.find(
          (candidate) => candidate.can_change_quantity && (candidate.product.stock_qty ?? 0) >= 1,
        ) ?? option.options?.find((candidate) => (candidate.product.stock_qty ?? 0) >= 1);
      if (!choice) throw new Error('no component in stock');
      return { option, choice };
    });
    const changeable = choices.find(({ choice }) => choice.can_change_quantity);
    if (!changeable) throw new Error('no bundle component with a changeable quantity');
    const expectedText = cartText('de', 'cart.bundle_quantity_invalid', { sku: bundle.sku, max: '100' });
    const cartId = await newCart();
    const uidWith = (qty: string) =>
      choices.map(({ option, choice }) =>
        choice === changeable.choice ? btoa(`bundle/${option.option_id}/${choice.id}/${qty}`) : choice.uid,
      );
    for (const qty of ['0.0000001', '0.5', '0', '101']) {
      const viaUid = ok(
        await addProducts(cartId, [{ sku: bundle.sku, quantity: 1, selected_options: uidWith(qty) }]),
      ).addProductsToCart;
      expect(viaUid.user_errors, `uid quantity ${qty}`).toEqual([
        { code: 'INVALID_PARAMETER_VALUE', message: expectedText },
      ]);
      const viaEntered = ok(
        await addProducts(cartId, [
          {
            sku: bundle.sku,
            quantity: 1,
            selected_options: choices.map(({ choice }) => choice.uid),
            entered_options: [{ uid: btoa(`bundle/${changeable.option.option_id}`), value: qty }],
          },
        ]),
      ).addProductsToCart;
      expect(viaEntered.user_errors, `entered quantity ${qty}`).toEqual([
        { code: 'INVALID_PARAMETER_VALUE', message: expectedText },
      ]);
    }
    // Magento's addBundleProductsToCart with a quantity of 0.001 for the changeable option.
    const viaOptions = await call(
      `mutation ($id: String!, $sku: String!, $options: [BundleOptionInput!]!) {
         addBundleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 }, bundle_options: $options }] }) {
           cart { total_quantity }
         }
       }`,
      {
        id: cartId,
        sku: bundle.sku,
        options: choices.map(({ option, choice }) => ({
          id: option.option_id,
          quantity: choice === changeable.choice ? 0.001 : choice.quantity,
          value: [String(choice.id)],
        })),
      },
    );
    expect(failure(viaOptions)).toEqual({ message: expectedText, category: 'graphql-input' });
    expect((await readCart(cartId)).items).toEqual([]);
  });

  it('adds the items of a grouped product', async () => {
    const grouped = products.find(
      (product) =>
        product.__typename === 'GroupedProduct' &&
        product.items?.some((item) => (item.product?.stock_qty ?? 0) >= 2),
    ) as CatalogueProduct;
    const cartId = await newCart();
    const cart = await addOk(cartId, [{ sku: grouped.sku, quantity: 1 }]);
    const inStock = (grouped.items ?? []).filter((item) => (item.product?.stock_qty ?? 0) >= (item.qty ?? 1));
    expect(cart.items.map((item) => item.product.sku).sort()).toEqual(
      inStock.map((item) => item.product?.sku as string).sort(),
    );
  });

  it('adds a free sample of a flooring product, once', async () => {
    const flooring = simple((product) => product.is_flooring_product === true);
    const cartId = await newCart();
    const mutation = `mutation ($id: String!, $sku: String!) {
      addSampleProductToCart(input: { cart_id: $id, sku: $sku }) { cart { ${CART_FIELDS} } }
    }`;
    ok(await call(mutation, { id: cartId, sku: flooring.sku }));
    const cart = ok(
      await call<{ addSampleProductToCart: { cart: Cart } }>(mutation, { id: cartId, sku: flooring.sku }),
    ).addSampleProductToCart.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ is_sample: true, quantity: 1 });
    expect(cart.items[0]?.prices.row_total_including_tax.value).toBe(0);
    const other = simple((product) => !product.is_flooring_product);
    const refused = failure(await call(mutation, { id: cartId, sku: other.sku }, { store: 'en' }));
    expect(refused).toEqual({
      category: 'graphql-input',
      message: cartText('en', 'cart.sample_unavailable', { sku: other.sku }),
    });
  });

  it.each(['nl', 'de', 'en'] as const)(
    'refuses more than is in stock in the store view language (%s)',
    async (store) => {
      const product = simple((candidate) => (candidate.stock_qty ?? 0) > 0);
      const cartId = await newCart({ store });
      const answer = ok(
        await addProducts(cartId, [{ sku: product.sku, quantity: 9_999 }], { store }),
      ).addProductsToCart;
      expect(answer.user_errors).toEqual([
        { code: 'INSUFFICIENT_STOCK', message: formatMessage(store, 'product.option_out_of_stock') },
      ]);
      expect(answer.cart.items).toEqual([]);
      const soldOut = products.find(
        (candidate) => candidate.__typename === 'SimpleProduct' && candidate.stock_status === 'OUT_OF_STOCK',
      ) as CatalogueProduct;
      const notSalable = ok(
        await addProducts(cartId, [{ sku: soldOut.sku, quantity: 1 }], { store }),
      ).addProductsToCart;
      expect(notSalable.user_errors[0]?.code).toBe('NOT_SALABLE');
      // The older calls answer the same text as a graphql-input error.
      const older = failure(
        await call(
          `mutation ($id: String!, $sku: String!) {
           addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 9999 } }] }) { cart { id } }
         }`,
          { id: cartId, sku: product.sku },
          { store },
        ),
      );
      expect(older).toEqual({
        category: 'graphql-input',
        message: formatMessage(store, 'product.option_out_of_stock'),
      });
      expect(formatMessage('nl', 'product.option_out_of_stock')).toBe('Productoptie niet op voorraad');
    },
  );

  it('reports an unknown sku and still adds the other items', async () => {
    const product = simple((candidate) => (candidate.stock_qty ?? 0) >= 1);
    const cartId = await newCart();
    const answer = ok(
      await addProducts(cartId, [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: product.sku, quantity: 1 },
      ]),
    ).addProductsToCart;
    expect(answer.user_errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_FOUND']);
    expect(answer.cart.items.map((item) => item.product.sku)).toEqual([product.sku]);
    const tooMany = ok(
      await addProducts(cartId, [{ sku: product.sku, quantity: 10_001 }], { store: 'en' }),
    ).addProductsToCart;
    expect(tooMany.user_errors).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: cartText('en', 'cart.quantity_too_large', { max: '10000' }),
      },
    ]);
  });

  it('serialises changes of one cart: parallel adds all count', async () => {
    const product = simple((candidate) => (candidate.stock_qty ?? 0) >= 6);
    const cartId = await newCart();
    await Promise.all(Array.from({ length: 5 }, () => addOk(cartId, [{ sku: product.sku, quantity: 1 }])));
    const cart = await readCart(cartId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
  });
});

describe('changing items', () => {
  it('updates quantities, removes with 0 and with removeItemFromCart', async () => {
    const [first, second] = products.filter(
      (product) => product.__typename === 'SimpleProduct' && (product.stock_qty ?? 0) >= 5,
    ) as [CatalogueProduct, CatalogueProduct];
    const cartId = await newCart();
    const cart = await addOk(cartId, [
      { sku: first.sku, quantity: 1 },
      { sku: second.sku, quantity: 1 },
    ]);
    const [a, b] = cart.items as [CartItem, CartItem];
    const updated = ok(await updateItems(cartId, [{ cart_item_uid: a.uid, quantity: 4 }])).updateCartItems
      .cart;
    expect(updated.items.find((item) => item.id === a.id)?.quantity).toBe(4);
    const removed = ok(await updateItems(cartId, [{ cart_item_id: Number(a.id), quantity: 0 }]))
      .updateCartItems.cart;
    expect(removed.items.map((item) => item.id)).toEqual([b.id]);
    const empty = ok(
      await call<{ removeItemFromCart: { cart: Cart } }>(
        `mutation ($id: String!, $item: Int!) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { cart { ${CART_FIELDS} } } }`,
        { id: cartId, item: Number(b.id) },
      ),
    ).removeItemFromCart.cart;
    expect(empty.items).toEqual([]);
    const unknown = failure(
      await call(
        `mutation ($id: String!) { removeItemFromCart(input: { cart_id: $id, cart_item_id: 999999 }) { cart { id } } }`,
        { id: cartId },
      ),
    );
    expect(unknown.category).toBe('graphql-no-such-entity');
  });

  it('leaves the cart as it was when a mutation fails', async () => {
    const [first, second] = products.filter(
      (product) => product.__typename === 'SimpleProduct' && (product.stock_qty ?? 0) >= 5,
    ) as [CatalogueProduct, CatalogueProduct];
    const cartId = await newCart();
    const cart = await addOk(cartId, [
      { sku: first.sku, quantity: 1 },
      { sku: second.sku, quantity: 1 },
    ]);
    const [a, b] = cart.items as [CartItem, CartItem];
    // The first change is valid, the second asks for more than is in stock: neither is kept.
    const answer = failure(
      await updateItems(cartId, [
        { cart_item_id: Number(a.id), quantity: 3 },
        { cart_item_id: Number(b.id), quantity: 9_999 },
      ]),
    );
    expect(answer).toEqual({
      category: 'graphql-input',
      message: formatMessage('de', 'product.option_out_of_stock'),
    });
    const after = await readCart(cartId);
    expect(after.items.map((item) => item.quantity)).toEqual([1, 1]);
    expect(after.prices.grand_total).toEqual(cart.prices.grand_total);
  });
});

describe('prices, taxes, coupons and shipping', () => {
  it('takes the tax of the destination country: DE 19 % vs NL 21 %, reduced rates for supplements', async () => {
    const standard = simple((product) => product.sku.startsWith('VEH-') && (product.stock_qty ?? 0) >= 1);
    const supplement = simple((product) => product.sku.startsWith('SUP-') && (product.stock_qty ?? 0) >= 1);
    const cartId = await newCart();
    const before = await addOk(cartId, [
      { sku: standard.sku, quantity: 1 },
      { sku: supplement.sku, quantity: 1 },
    ]);
    // Before an address: the default country (DE).
    expect(before.prices.applied_taxes.map((tax) => tax.rate).sort()).toEqual([19, 7]);
    const gross = (product: CatalogueProduct) => Math.round(priced(product) * 100);
    const taxOf = (cents: number, rate: number) => Math.round((cents * rate) / (100 + rate)) / 100;

    const de = ok(await setShipping(cartId, { address: ADDRESS_DE })).setShippingAddressesOnCart.cart;
    const deTaxes = Object.fromEntries(de.prices.applied_taxes.map((tax) => [tax.label, tax.amount.value]));
    expect(deTaxes).toEqual({
      'MwSt. 19 %': taxOf(gross(standard), 19),
      'MwSt. 7 %': taxOf(gross(supplement), 7),
    });

    const nl = ok(await setShipping(cartId, { address: ADDRESS_NL }, { store: 'nl' }))
      .setShippingAddressesOnCart.cart;
    const nlTaxes = Object.fromEntries(nl.prices.applied_taxes.map((tax) => [tax.label, tax.amount.value]));
    expect(nlTaxes).toEqual({ 'BTW 21%': taxOf(gross(standard), 21), 'BTW 9%': taxOf(gross(supplement), 9) });
    // Prices incl. tax stay; the net amounts follow the rate.
    expect(nl.prices.subtotal_including_tax).toEqual(de.prices.subtotal_including_tax);
    expect(nl.prices.subtotal_excluding_tax.value).toBeLessThan(de.prices.subtotal_excluding_tax.value);
    const net =
      (gross(standard) + gross(supplement)) / 100 - taxOf(gross(standard), 21) - taxOf(gross(supplement), 9);
    expect(nl.prices.subtotal_excluding_tax.value).toBeCloseTo(net, 2);
  });

  it('makes shipping free from the free-shipping amount, never express, and adds shipping to the grand total', async () => {
    const cheap = simple(
      (product) => priced(product) < 20 && priced(product) > 2 && (product.stock_qty ?? 0) >= 1,
    );
    const dear = simple((product) => priced(product) > 60 && (product.stock_qty ?? 0) >= 1);
    const cartId = await newCart();
    await addOk(cartId, [{ sku: cheap.sku, quantity: 1 }]);
    const below = ok(await setShipping(cartId, { address: ADDRESS_DE })).setShippingAddressesOnCart.cart;
    const methods = below.shipping_addresses[0]?.available_shipping_methods ?? [];
    const dhl = methods.find((method) => method.carrier_code === 'dhl');
    expect(dhl?.price_incl_tax.value).toBe(4.95);
    expect(dhl?.price_excl_tax.value).toBe(Math.round(495 - Math.round((495 * 19) / 119)) / 100);
    expect(methods.some((method) => method.carrier_code === 'postnl')).toBe(false);

    const withShipping = ok(await setMethod(cartId, 'dhl', 'standard')).setShippingMethodsOnCart.cart;
    expect(withShipping.shipping_addresses[0]?.selected_shipping_method?.amount.value).toBe(4.95);
    const subtotal = withShipping.prices.subtotal_including_tax.value;
    expect(withShipping.prices.grand_total.value).toBe(Math.round((subtotal + 4.95) * 100) / 100);

    const above = await addOk(cartId, [{ sku: dear.sku, quantity: 1 }]);
    expect(above.prices.subtotal_including_tax.value).toBeGreaterThanOrEqual(50);
    const aboveMethods = above.shipping_addresses[0]?.available_shipping_methods ?? [];
    expect(aboveMethods.find((method) => method.carrier_code === 'dhl')?.amount.value).toBe(0);
    expect(aboveMethods.find((method) => method.carrier_code === 'dpd')?.amount.value).toBe(9.95);
    expect(above.prices.grand_total.value).toBe(above.prices.subtotal_including_tax.value);
  });

  it('collects at a pickup location with the pickup method', async () => {
    const product = simple((candidate) => (candidate.stock_qty ?? 0) >= 1);
    const cartId = await newCart();
    await addOk(cartId, [{ sku: product.sku, quantity: 1 }]);
    const noPickup = failure(await setMethod(cartId, 'instore', 'pickup'));
    expect(noPickup.category).toBe('graphql-input');
    const billing = await call(
      `mutation ($id: String!, $address: CartAddressInput!) {
         setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
       }`,
      { id: cartId, address: ADDRESS_DE },
    );
    ok(billing);
    const unknown = failure(await setShipping(cartId, { pickup_location_code: 'store-nowhere' }));
    expect(unknown.category).toBe('graphql-input');
    const cart = ok(await setShipping(cartId, { pickup_location_code: 'store-berlin' }))
      .setShippingAddressesOnCart.cart;
    const [address] = cart.shipping_addresses;
    expect(address).toMatchObject({
      pickup_location_code: 'store-berlin',
      firstname: 'Erika',
      country: { code: 'DE' },
    });
    expect(address?.selected_shipping_method).toMatchObject({
      carrier_code: 'instore',
      method_code: 'pickup',
    });
    expect(address?.selected_shipping_method?.amount.value).toBe(0);
    // Choosing delivery again drops the pickup location.
    const delivered = ok(await setMethod(cartId, 'dhl', 'standard')).setShippingMethodsOnCart.cart;
    expect(delivered.shipping_addresses[0]?.pickup_location_code).toBeNull();
  });

  it('applies coupons by their rules and removes them', async () => {
    // One unit stays below SAVE5's minimum of 25, three reach it.
    const cheap = simple(
      (product) => priced(product) < 20 && priced(product) > 9 && (product.stock_qty ?? 0) >= 3,
    );
    const cartId = await newCart();
    await addOk(cartId, [{ sku: cheap.sku, quantity: 1 }]);
    const subtotal = priced(cheap);

    const expectRefusal = async (
      code: string,
      key: keyof (typeof cartMessages)['en'],
      params: Record<string, string>,
    ) => {
      const answer = failure(await applyCoupon(cartId, code, 'en'));
      expect(answer).toEqual({
        category: 'graphql-input',
        message: cartText('en', key, { code, ...params }),
      });
    };
    await expectRefusal('NOPE', 'cart.coupon_unknown', {});
    // The en store view writes days and amounts the British way.
    await expectRefusal('EXPIRED20', 'cart.coupon_expired', { date: '2 Dec 2024' });
    await expectRefusal('FUTURE15', 'cart.coupon_not_yet_valid', { date: '1 Jan 2099' });
    await expectRefusal('INACTIVE30', 'cart.coupon_inactive', {});
    await expectRefusal('SAVE5', 'cart.coupon_minimum', { amount: '€25.00' });
    expect((await readCart(cartId)).applied_coupons).toEqual([]);

    const percent = ok(await applyCoupon(cartId, 'welkom10')).applyCouponToCart.cart;
    expect(percent.applied_coupons).toEqual([{ code: 'WELKOM10' }]);
    const discount = Math.round(subtotal * 10) / 100;
    expect(percent.prices.discounts).toEqual([
      {
        amount: { value: discount, currency: 'EUR' },
        label: 'Willkommensrabatt 10 %',
        coupon: { code: 'WELKOM10' },
      },
    ]);
    expect(percent.prices.grand_total.value).toBe(Math.round((subtotal - discount) * 100) / 100);
    expect(percent.items[0]?.prices.total_item_discount.value).toBe(discount);

    await addOk(cartId, [{ sku: cheap.sku, quantity: 2 }]);
    const fixed = ok(await applyCoupon(cartId, 'SAVE5')).applyCouponToCart.cart;
    expect(fixed.applied_coupons).toEqual([{ code: 'SAVE5' }]);
    expect(fixed.prices.discounts[0]?.amount.value).toBe(5);
    expect(fixed.prices.grand_total.value).toBe(Math.round((subtotal * 3 - 5) * 100) / 100);
    const removed = ok(
      await call<{ removeCouponFromCart: { cart: Cart } }>(
        `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`,
        { id: cartId },
      ),
    ).removeCouponFromCart.cart;
    expect(removed.applied_coupons).toEqual([]);
    expect(removed.prices.discounts).toEqual([]);
    expect(removed.prices.grand_total).toEqual(removed.prices.subtotal_including_tax);
  });

  it('makes eligible shipping free with the FREESHIP coupon', async () => {
    const cheap = simple(
      (product) => priced(product) < 20 && priced(product) > 2 && (product.stock_qty ?? 0) >= 1,
    );
    const cartId = await newCart();
    await addOk(cartId, [{ sku: cheap.sku, quantity: 1 }]);
    ok(await setShipping(cartId, { address: ADDRESS_DE }));
    ok(await setMethod(cartId, 'dhl', 'standard'));
    const cart = ok(await applyCoupon(cartId, 'FREESHIP')).applyCouponToCart.cart;
    expect(cart.shipping_addresses[0]?.selected_shipping_method?.amount.value).toBe(0);
    expect(cart.prices.grand_total).toEqual(cart.prices.subtotal_including_tax);
    const express = cart.shipping_addresses[0]?.available_shipping_methods.find(
      (method) => method.carrier_code === 'dpd',
    );
    expect(express?.amount.value).toBe(9.95);
  });
});

describe('addresses, e-mail, payment and merge', () => {
  it('validates the guest e-mail and addresses, upper-cases the VAT id and keeps company fields', async () => {
    const cartId = await newCart({ store: 'nl' });
    const bad = failure(
      await call(
        'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "not-an-address" }) { cart { id } } }',
        { id: cartId },
        { store: 'nl' },
      ),
    );
    expect(bad).toEqual({ category: 'graphql-input', message: formatMessage('nl', 'email.invalid') });
    const email = ok(
      await call<{ setGuestEmailOnCart: { cart: Cart } }>(
        'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "gast@example.nl" }) { cart { email } } }',
        { id: cartId },
      ),
    );
    expect(email.setGuestEmailOnCart.cart.email).toBe('gast@example.nl');

    const wrongPostcode = failure(
      await setShipping(cartId, { address: { ...ADDRESS_NL, postcode: '0123 AB' } }, { store: 'nl' }),
    );
    expect(wrongPostcode).toEqual({
      category: 'graphql-input',
      message: formatMessage('nl', 'postcode.invalid'),
    });
    const business = {
      ...ADDRESS_NL,
      prefix: 'Dhr.',
      company: 'De Vries B.V.',
      coc: '12345678',
      vat_id: 'nl 123456789 b01',
    };
    const cart = ok(await setShipping(cartId, { address: business }, { store: 'nl' }))
      .setShippingAddressesOnCart.cart;
    expect(cart.shipping_addresses[0]).toMatchObject({
      company: 'De Vries B.V.',
      coc: '12345678',
      vat_id: 'NL123456789B01',
      country: { code: 'NL', label: 'Nederland' },
    });
    const billing = ok(
      await call<{ setBillingAddressOnCart: { cart: Cart } }>(
        `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) {
           cart { ${CART_FIELDS} } } }`,
        { id: cartId },
      ),
    ).setBillingAddressOnCart.cart;
    expect(billing.billing_address).toMatchObject({
      firstname: 'Jan',
      city: 'Amsterdam',
      country: { code: 'NL' },
    });
  });

  it('refuses a saved address of another customer', async () => {
    const token = await customerToken('addr');
    const cartId = ok(await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token }))
      .customerCart.id;
    const answer = failure(await setShipping(cartId, { customer_address_id: 1 }, { token }));
    expect(answer.category).toBe('graphql-authorization');
  });

  it('stores the customer note and delivery time', async () => {
    const cartId = await newCart();
    const note = ok(
      await call<{ setCustomerNoteOnCart: { cart: Cart } }>(
        'mutation ($id: String!) { setCustomerNoteOnCart(input: { cart_id: $id, customer_note: " Bitte klingeln " }) { cart { comment } } }',
        { id: cartId },
      ),
    );
    expect(note.setCustomerNoteOnCart.cart.comment).toBe('Bitte klingeln');
    const time = ok(
      await call<{ setDeliveryTimeOnCart: { cart: Cart } }>(
        'mutation ($id: String!) { setDeliveryTimeOnCart(input: { cart_id: $id, delivery_time: "Samstag" }) { cart { delivery_time } } }',
        { id: cartId },
      ),
    );
    expect(time.setDeliveryTimeOnCart.cart.delivery_time).toBe('Samstag');
  });

  it('offers payment methods by billing country with their fields and records the chosen one', async () => {
    const product = simple((candidate) => (candidate.stock_qty ?? 0) >= 1);
    const cartId = await newCart({ store: 'nl' });
    await addOk(cartId, [{ sku: product.sku, quantity: 1 }], { store: 'nl' });
    const billing = `mutation ($id: String!, $address: CartAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address, use_for_shipping: true } }) { cart { id } }
    }`;
    ok(await call(billing, { id: cartId, address: ADDRESS_DE }, { store: 'nl' }));
    const methodsQuery = `query ($id: String!) { getPaymentMethods(cart_id: $id) {
      code label instructions additional_fields { code label type options { label value } } } }`;
    type Methods = {
      getPaymentMethods: {
        code: string;
        additional_fields: { code: string; options: { value: string }[] }[];
      }[];
    };
    const inGermany = ok(
      await call<Methods>(methodsQuery, { id: cartId }, { store: 'nl', method: 'GET' }),
    ).getPaymentMethods;
    expect(inGermany.map((method) => method.code)).not.toContain('testpay_ideal');
    ok(await call(billing, { id: cartId, address: ADDRESS_NL }, { store: 'nl' }));
    const inNetherlands = ok(
      await call<Methods>(methodsQuery, { id: cartId }, { store: 'nl', method: 'GET' }),
    ).getPaymentMethods;
    const ideal = inNetherlands.find((method) => method.code === 'testpay_ideal');
    expect(ideal?.additional_fields[0]?.code).toBe('issuer');
    expect(ideal?.additional_fields[0]?.options.map((option) => option.value)).toContain('INGBNL2A');

    const setPayment = `mutation ($id: String!, $data: [PaymentAdditionalDataInput!]) {
      setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "testpay_ideal", additional_data: $data } }) {
        cart { ${CART_FIELDS} } } }`;
    expect(failure(await call(setPayment, { id: cartId, data: [] }, { store: 'nl' })).category).toBe(
      'graphql-input',
    );
    expect(
      failure(
        await call(setPayment, { id: cartId, data: [{ key: 'issuer', value: 'NOBANK' }] }, { store: 'nl' }),
      ).category,
    ).toBe('graphql-input');
    const chosen = ok(
      await call<{ setPaymentMethodOnCart: { cart: Cart } }>(
        setPayment,
        { id: cartId, data: [{ key: 'issuer', value: 'INGBNL2A' }] },
        { store: 'nl' },
      ),
    ).setPaymentMethodOnCart.cart;
    expect(chosen.selected_payment_method).toEqual({
      code: 'testpay_ideal',
      additional_data: [{ key: 'issuer', value: 'INGBNL2A' }],
    });
  });

  it('merges a guest cart into the customer cart; the guest cart id stops working', async () => {
    const [shared, onlyGuest] = products.filter(
      (product) => product.__typename === 'SimpleProduct' && (product.stock_qty ?? 0) >= 5,
    ) as [CatalogueProduct, CatalogueProduct];
    const token = await customerToken('merge');
    const customerCartId = ok(
      await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { token }),
    ).customerCart.id;
    await addOk(customerCartId, [{ sku: shared.sku, quantity: 2 }], { token });
    const guestCartId = await newCart();
    await addOk(guestCartId, [
      { sku: shared.sku, quantity: 1 },
      { sku: onlyGuest.sku, quantity: 1 },
    ]);
    const guestWithoutLogin = failure(
      await call(
        `mutation ($source: String!, $target: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $target) { id } }`,
        { source: guestCartId, target: customerCartId },
      ),
    );
    expect(guestWithoutLogin.category).toBe('graphql-authorization');
    const merged = ok(
      await call<{ mergeCarts: Cart }>(
        `mutation ($source: String!, $target: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $target) { ${CART_FIELDS} } }`,
        { source: guestCartId, target: customerCartId },
        { token },
      ),
    ).mergeCarts;
    expect(merged.id).toBe(customerCartId);
    const quantities = Object.fromEntries(merged.items.map((item) => [item.product.sku, item.quantity]));
    expect(quantities).toEqual({ [shared.sku]: 3, [onlyGuest.sku]: 1 });
    const gone = failure(
      await call(`{ cart(cart_id: "${guestCartId}") { id } }`, {}, { store: 'en', method: 'GET' }),
    );
    expect(gone).toEqual({
      category: 'graphql-no-such-entity',
      message: `Could not find a cart with ID "${guestCartId}"`,
    });
    const again = failure(
      await call(
        `mutation ($source: String!) { mergeCarts(source_cart_id: $source) { id } }`,
        { source: guestCartId },
        { token },
      ),
    );
    expect(again.category).toBe('graphql-no-such-entity');
  });
});
