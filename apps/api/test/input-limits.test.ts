import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../src/input-limits.js';
import { cartText } from '../src/modules/cart/messages.js';
import { encodeUid } from '../src/uid.js';
import { data, type GraphQLResponse, mutate, read } from './graphql.js';

// One test per bound of docs/API-LIMITS.md and per class of bad input: each is refused with a
// `graphql-input` error naming the field and the limit, before the call looks anything up (an
// unknown cart or wishlist id, a missing token would otherwise answer first).

const UNKNOWN_CART = '0'.repeat(32);
const UNKNOWN_WISHLIST = 'f'.repeat(32);

interface Product {
  sku: string;
  __typename: string;
  unit: string | null;
  stock_qty: number | null;
}

let piece: Product;
let floor: Product;

beforeAll(async () => {
  const products: Product[] = [];
  for (const currentPage of [1, 2]) {
    const answer = data(
      await read<{ products: { items: Product[] } }>(
        `query ($page: Int) { products(pageSize: 100, currentPage: $page) { items { __typename sku unit stock_qty } } }`,
        { page: currentPage },
      ),
    );
    products.push(...answer.products.items);
  }
  const inStock = (product: Product) =>
    product.__typename === 'SimpleProduct' && (product.stock_qty ?? 0) >= 5;
  piece = products.find((product) => inStock(product) && product.unit === null) as Product;
  floor = products.find((product) => inStock(product) && product.unit === 'm²') as Product;
  expect(piece).toBeDefined();
  expect(floor).toBeDefined();
});

/** The first error of a refused call, which must be an input error (never a 5xx). */
function refusal(response: GraphQLResponse) {
  expect(response.status).toBeLessThan(500);
  const [error] = response.body.errors ?? [];
  expect(error?.extensions?.category).toBe('graphql-input');
  return { message: error?.message ?? '', field: error?.extensions?.field, key: error?.extensions?.key };
}

async function newCart(): Promise<string> {
  return data(await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }')).createEmptyCart;
}

const ADD_TO_CART = `mutation ($cart: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cart, cartItems: $items) {
    cart { items { uid quantity product { sku } } } user_errors { code message } } }`;

const UPDATE_CART = `mutation ($cart: String!, $items: [CartItemUpdateInput!]!) {
  updateCartItems(input: { cart_id: $cart, cart_items: $items }) { cart { items { uid quantity } } } }`;

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ sku: `SKU-${index}`, quantity: 1 }));

describe('list sizes', () => {
  it('refuses more than 50 items in addProductsToCart', async () => {
    const error = refusal(
      await mutate(ADD_TO_CART, { cart: UNKNOWN_CART, items: items(51) }, { store: 'en' }),
    );
    expect(error).toMatchObject({ field: 'cartItems', key: 'input.too_many' });
    expect(error.message).toBe('"cartItems" can hold at most 50 values.');
  });

  it('refuses more than 50 items in updateCartItems', async () => {
    const lines = Array.from({ length: 51 }, (_, index) => ({ cart_item_id: index + 1, quantity: 1 }));
    const error = refusal(await mutate(UPDATE_CART, { cart: UNKNOWN_CART, items: lines }, { store: 'nl' }));
    expect(error.field).toBe('input.cart_items');
    expect(error.message).toBe('"input.cart_items" mag maximaal 50 waarden bevatten.');
  });

  it('refuses more than 50 items in the wishlist calls', async () => {
    const add = refusal(
      await mutate(
        `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
           addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }`,
        { id: UNKNOWN_WISHLIST, items: items(51) },
      ),
    );
    expect(add.field).toBe('wishlistItems');
    const update = refusal(
      await mutate(
        `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
           updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }`,
        {
          id: UNKNOWN_WISHLIST,
          items: Array.from({ length: 51 }, (_, index) => ({ wishlist_item_id: index + 1 })),
        },
      ),
    );
    expect(update.field).toBe('wishlistItems');
    const remove = refusal(
      await mutate(
        `mutation ($id: ID!, $ids: [ID!]!) {
           removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { message } } }`,
        { id: UNKNOWN_WISHLIST, ids: Array.from({ length: 51 }, (_, index) => String(index + 1)) },
      ),
    );
    expect(remove.field).toBe('wishlistItemsIds');
  });

  it('refuses more than 10 share recipients before asking for the login', async () => {
    const emails = Array.from({ length: 11 }, (_, index) => `friend${index}@example.com`);
    const error = refusal(
      await mutate(
        `mutation ($emails: [String!]!) {
           shareWishlist(wishlist_id: "1", customer_name: "Anna", emails: $emails) { sent } }`,
        { emails },
        { store: 'en' },
      ),
    );
    expect(error.message).toBe('"emails" can hold at most 10 values.');
  });

  it('refuses more than 50 cmsBlocks identifiers', async () => {
    const identifiers = Array.from({ length: 51 }, (_, index) => `block-${index}`);
    const error = refusal(
      await read('query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }', {
        ids: identifiers,
      }),
    );
    expect(error.field).toBe('identifiers');
  });

  it("refuses more than 100 values in a filter's `in` list", async () => {
    const skus = Array.from({ length: 101 }, (_, index) => `SKU-${index}`);
    const error = refusal(
      await read(
        'query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }',
        { skus },
        { store: 'en' },
      ),
    );
    expect(error.message).toBe('"filter.sku.in" can hold at most 100 values.');
    const categories = refusal(
      await read('query ($ids: [String]) { categoryList(filters: { ids: { in: $ids } }) { uid } }', {
        ids: skus.map((_, index) => String(index + 1)),
      }),
    );
    expect(categories.field).toBe('filters.ids.in');
  });
});

describe('text lengths', () => {
  it(`refuses a text longer than ${INPUT_LIMITS.defaultStringLength} characters where no other limit is named`, async () => {
    const coupon = refusal(
      await mutate(
        `mutation ($code: String!) { applyCouponToCart(input: { cart_id: "${UNKNOWN_CART}", coupon_code: $code }) { cart { id } } }`,
        { code: 'X'.repeat(257) },
        { store: 'en' },
      ),
    );
    expect(coupon.message).toBe('The value of "input.coupon_code" is too long (at most 256 characters).');
    const password = refusal(
      await mutate(
        'mutation ($password: String!) { generateCustomerToken(email: "anna.mueller@example.com", password: $password) { token } }',
        { password: 'p'.repeat(257) },
      ),
    );
    expect(password).toMatchObject({ field: 'password', key: 'input.too_long' });
  });

  it('takes a contact-form message of 10 000 characters and refuses a longer one', async () => {
    const SUBMIT = `mutation ($value: String) { submitForm(input: { type: contact, fields: [{ name: "message", value: $value }] }) { has_errors } }`;
    const taken = await mutate(SUBMIT, { value: 'a'.repeat(10_000) });
    expect(taken.body.errors).toBeUndefined();
    const error = refusal(await mutate(SUBMIT, { value: 'a'.repeat(10_001) }));
    expect(error.message).toContain('10000');
  });

  it('refuses a customer note longer than 1000 characters before looking up the cart', async () => {
    const error = refusal(
      await mutate(
        `mutation ($note: String!) { setCustomerNoteOnCart(input: { cart_id: "${UNKNOWN_CART}", customer_note: $note }) { cart { id } } }`,
        { note: 'n'.repeat(1_001) },
      ),
    );
    expect(error.field).toBe('input.customer_note');
  });
});

describe('bad characters', () => {
  it('refuses a NUL byte in a search text', async () => {
    const error = refusal(
      await read('query ($search: String) { products(search: $search) { total_count } }', {
        search: 'ab\u0000c',
      }),
    );
    expect(error).toMatchObject({ field: 'search', key: 'input.bad_characters' });
  });

  it('refuses a NUL byte in a mutation argument', async () => {
    const cart = await newCart();
    const error = refusal(
      await mutate(
        'mutation ($cart: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cart, email: $email }) { cart { email } } }',
        { cart, email: 'anna\u0000@example.com' },
      ),
    );
    expect(error.field).toBe('input.email');
  });

  it('refuses a lone surrogate', async () => {
    const cart = await newCart();
    const error = refusal(
      await mutate(
        'mutation ($cart: String!, $note: String!) { setCustomerNoteOnCart(input: { cart_id: $cart, customer_note: $note }) { cart { comment } } }',
        { cart, note: 'Bitte klingeln \ud800' },
        { store: 'de' },
      ),
    );
    expect(error.message).toContain('unzulässige Zeichen');
  });
});

describe('ids', () => {
  it('answers an Int beyond 32 bits as an input error', async () => {
    const error = refusal(
      await mutate(
        `mutation ($id: Int) { removeItemFromCart(input: { cart_id: "${UNKNOWN_CART}", cart_item_id: $id }) { cart { id } } }`,
        { id: 99_999_999_999 },
      ),
    );
    expect(error.message).toContain('32-bit');
  });

  it('refuses a uid that decodes to a number beyond 32 bits', async () => {
    const error = refusal(
      await mutate(
        `mutation ($uid: ID) { removeItemFromCart(input: { cart_id: "${UNKNOWN_CART}", cart_item_uid: $uid }) { cart { id } } }`,
        { uid: encodeUid('99999999999') },
        { store: 'en' },
      ),
    );
    expect(error).toMatchObject({ field: 'input.cart_item_uid', key: 'input.id_out_of_range' });
    expect(error.message).toBe('"input.cart_item_uid" must be a whole number from 0 to 2147483647.');
  });

  it('refuses an id written as 1e99', async () => {
    const wishlist = refusal(
      await mutate(
        `mutation ($ids: [ID!]!) { removeProductsFromWishlist(wishlistId: "${UNKNOWN_WISHLIST}", wishlistItemsIds: $ids) { user_errors { message } } }`,
        { ids: ['1e99'] },
      ),
    );
    expect(wishlist.field).toBe('wishlistItemsIds[0]');
    const categories = refusal(
      await read('query ($ids: [String]) { categoryList(filters: { ids: { in: $ids } }) { uid } }', {
        ids: ['1e99'],
      }),
    );
    expect(categories.field).toBe('filters.ids.in[0]');
    const products = refusal(
      await read(
        'query ($uid: String) { products(filter: { category_uid: { eq: $uid } }) { total_count } }',
        {
          uid: encodeUid('1e99'),
        },
      ),
    );
    expect(products.field).toBe('filter.category_uid.eq');
  });
});

describe('quantities', () => {
  it('refuses a fraction of a product sold in pieces', async () => {
    const cart = await newCart();
    const answer = data(
      await mutate<{ addProductsToCart: { cart: { items: unknown[] }; user_errors: unknown[] } }>(
        ADD_TO_CART,
        { cart, items: [{ sku: piece.sku, quantity: 1.5 }] },
        { store: 'en' },
      ),
    ).addProductsToCart;
    expect(answer.user_errors).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: cartText('en', 'cart.quantity_whole', { sku: piece.sku }) },
    ]);
    expect(answer.cart.items).toEqual([]);
  });

  it('takes m² of flooring with up to 4 decimals and refuses more decimals', async () => {
    const cart = await newCart();
    const added = data(
      await mutate<{
        addProductsToCart: { cart: { items: { quantity: number }[] }; user_errors: unknown[] };
      }>(ADD_TO_CART, { cart, items: [{ sku: floor.sku, quantity: 2.5 }] }),
    ).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    expect(added.cart.items[0]?.quantity).toBe(2.5);
    const refused = data(
      await mutate<{ addProductsToCart: { user_errors: { code: string; message: string }[] } }>(
        ADD_TO_CART,
        { cart, items: [{ sku: floor.sku, quantity: 1.23456 }] },
        { store: 'nl' },
      ),
    ).addProductsToCart;
    expect(refused.user_errors).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: cartText('nl', 'cart.quantity_decimals', { count: 4 }) },
    ]);
  });

  it('refuses a fractional update of a product sold in pieces; 0 still removes the line (as in Magento)', async () => {
    const cart = await newCart();
    const added = data(
      await mutate<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>(ADD_TO_CART, {
        cart,
        items: [{ sku: piece.sku, quantity: 1 }],
      }),
    ).addProductsToCart;
    const uid = added.cart.items[0]?.uid;
    const error = refusal(
      await mutate(UPDATE_CART, { cart, items: [{ cart_item_uid: uid, quantity: 2.5 }] }),
    );
    expect(error.key).toBe('cart.quantity_whole');
    const removed = data(
      await mutate<{ updateCartItems: { cart: { items: unknown[] } } }>(UPDATE_CART, {
        cart,
        items: [{ cart_item_uid: uid, quantity: 0 }],
      }),
    ).updateCartItems;
    expect(removed.cart.items).toEqual([]);
  });
});
