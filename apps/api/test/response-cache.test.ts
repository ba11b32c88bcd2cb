import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import {
  freshEmail,
  login,
  mutate,
  ok,
  read,
  readyCart,
  registerCustomer,
  SET_PAYMENT_METHOD,
  simpleProductsInStock,
} from './checkout-support.js';
import { graphql, readAfterWrite } from './graphql.js';

// The api's response cache (src/response-cache.ts) through the running test api: which reads it
// keeps, and that a change to the data — through the api or by another process — is seen at once.

let marker = 0;
/** A query text no other test sends, so that its first answer is computed. */
function uniqueQuery(query: string): string {
  marker++;
  return `${query} # response-cache ${Date.now().toString(36)}-${marker}`;
}

interface Category {
  id: number;
  children?: Category[];
}

const PRODUCT_BY_SKU =
  'query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku name stock_qty } } }';

describe('response cache', () => {
  it('answers a public read from the cache the second time, byte for byte', async () => {
    const query = uniqueQuery('{ products(search: "helm", pageSize: 5) { total_count items { sku name } } }');
    const first = await graphql(query, { store: 'de' });
    const second = await graphql(query, { store: 'de' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/^public/);
    expect(second.body).toEqual(first.body);
    expect(first.body.data).toBeTruthy();
  });

  it('keeps each store view apart, and the shop token shares the anonymous answers', async () => {
    const query = uniqueQuery('{ storeConfig { store_code locale } }');
    const german = await graphql<{ storeConfig: { store_code: string } }>(query, { store: 'de' });
    const dutch = await graphql<{ storeConfig: { store_code: string } }>(query, { store: 'nl' });
    expect(dutch.headers.get('x-cache')).toBe('MISS');
    expect(german.body.data?.storeConfig.store_code).toBe('de');
    expect(dutch.body.data?.storeConfig.store_code).toBe('nl');
    const withShopToken = await graphql(query, { store: 'nl', token: 'shop-demo-access-token' });
    expect(withShopToken.headers.get('x-cache')).toBe('HIT');
    expect(withShopToken.body).toEqual(dutch.body);
  });

  it('never keeps what a customer token, a POST, a cart or an error asks', async () => {
    const email = freshEmail('cache');
    await registerCustomer(email, 'Secret-Pass1!');
    const token = await login(email, 'Secret-Pass1!');
    const catalogue = uniqueQuery('{ products(search: "helm", pageSize: 2) { items { sku } } }');
    for (let i = 0; i < 2; i++) {
      const asCustomer = await graphql(catalogue, { store: 'de', token });
      expect(asCustomer.headers.get('x-cache')).toBeNull();
      expect(asCustomer.headers.get('cache-control')).toBe('private, no-store');
      expect((await graphql(catalogue, { store: 'de', method: 'POST' })).headers.get('x-cache')).toBeNull();
    }
    const cartId = ok(
      await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }'),
    ).createEmptyCart;
    const cartQuery = uniqueQuery('query($id: String!) { cart(cart_id: $id) { id total_quantity } }');
    const error = uniqueQuery('{ products(search: "helm", pageSize: 0) { items { sku } } }');
    for (const [query, variables] of [
      [cartQuery, { id: cartId }],
      [error, {}],
    ] as const) {
      const answers = [await graphql(query, { variables }), await graphql(query, { variables })];
      expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(['MISS', 'MISS']);
      expect(answers[1]?.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('shows the stock an order took on the very next read', async () => {
    const [product] = (await simpleProductsInStock()).filter((candidate) => candidate.stock >= 2).slice(-1);
    if (!product) throw new Error('the test shop has no simple product with 2 in stock');
    const stock = async () => {
      const answer = await read<{ products: { items: { stock_qty: number }[] } }>(PRODUCT_BY_SKU, {
        sku: product.sku,
      });
      return { stock: ok(answer).products.items[0]?.stock_qty, cache: answer.headers.get('x-cache') };
    };
    await stock();
    expect(await stock()).toEqual({ stock: product.stock, cache: 'HIT' });
    const cartId = await readyCart({
      email: freshEmail('cache-order'),
      items: [{ sku: product.sku, quantity: 2 }],
    });
    ok(await mutate(SET_PAYMENT_METHOD, { input: { cart_id: cartId, code: 'checkmo' } }));
    expect(await stock()).toEqual({ stock: product.stock - 2, cache: 'MISS' });
  });

  it('after an order forgets the answers that hold the sold product and keeps the others', async () => {
    const [sold, other] = (await simpleProductsInStock())
      .filter((candidate) => candidate.stock >= 2)
      .slice(-2);
    if (!sold || !other) throw new Error('the test shop has no two simple products with 2 in stock');
    const LISTING = uniqueQuery(`query($id: String, $sku: String) {
      products(filter: { category_id: { eq: $id }, sku: { eq: $sku } }, pageSize: 3) {
        total_count items { sku stock_qty } aggregations { attribute_code count } } }`);
    const listing = async (id: string, sku?: string) => {
      const answer = await read<{ products: { total_count: number } }>(LISTING, {
        id,
        ...(sku ? { sku } : {}),
      });
      return { total: ok(answer).products.total_count, cache: answer.headers.get('x-cache') };
    };
    const tree = ok(
      await read<{ categoryList: Category[] }>('{ categoryList { id children { id children { id } } } }'),
    ).categoryList;
    const ids = (categories: Category[]): string[] =>
      categories.flatMap((category) => [String(category.id), ...ids(category.children ?? [])]);
    // A category that lists the sold product, and one that lists the other product but not the sold one.
    let soldCategory: string | undefined;
    let unrelated: string | undefined;
    // Below the root category (which has no url of its own).
    for (const id of ids(tree.flatMap((root) => root.children ?? []))) {
      const listsSold = (await listing(id, sold.sku)).total > 0;
      if (listsSold) soldCategory ??= id;
      else if ((await listing(id, other.sku)).total > 0) unrelated ??= id;
    }
    if (!unrelated || !soldCategory)
      throw new Error('no category lists the other product but not the sold one');
    const bySku = (sku: string) =>
      read<{ products: { items: { stock_qty: number }[] } }>(PRODUCT_BY_SKU, { sku });
    const config = uniqueQuery('{ storeConfig { store_code } }');
    const [categoryUrl, productUrl] = await Promise.all([
      read<{ categoryList: { url_path: string }[] }>(
        'query($id: String) { categoryList(filters: { ids: { eq: $id } }) { url_path } }',
        { id: soldCategory },
      ).then((answer) => String(ok(answer).categoryList[0]?.url_path)),
      read<{ products: { items: { url_key: string }[] } }>(
        'query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }',
        { sku: sold.sku },
      ).then((answer) => `${ok(answer).products.items[0]?.url_key}.html`),
    ]);
    const ROUTE = uniqueQuery(`query($url: String!) { route(url: $url) { type relative_url
      ... on CategoryTree { uid } ... on ProductInterface { sku stock_qty } } }`);
    const ROUTE_WITH_PRODUCTS = uniqueQuery(`query($url: String!) { route(url: $url) {
      ... on CategoryTree { products(pageSize: 2) { items { sku stock_qty } } } } }`);
    const MENU = uniqueQuery(
      '{ categoryList { uid name product_count children { uid name product_count } } }',
    );
    const route = (query: string, url: string) =>
      read<{ route: { stock_qty?: number } | null }>(query, { url });
    const routes = () =>
      Promise.all([
        route(ROUTE, categoryUrl),
        route(ROUTE, productUrl),
        route(ROUTE_WITH_PRODUCTS, categoryUrl),
        read(MENU),
      ]);
    const primed = () =>
      Promise.all([
        listing(unrelated),
        listing(soldCategory),
        bySku(sold.sku),
        bySku(other.sku),
        read(config),
        routes(),
      ]);
    const [, , , , , first] = await primed();
    expect(first.map((answer) => ok(answer))).toMatchObject([
      { route: { type: 'CATEGORY' } },
      { route: { type: 'PRODUCT', stock_qty: sold.stock } },
      { route: { products: { items: expect.arrayContaining([expect.anything()]) } } },
      { categoryList: [expect.anything()] },
    ]);
    const [, , , , , again] = await primed();
    expect(again.map((answer) => answer.headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    const cartId = await readyCart({
      email: freshEmail('cache-scope'),
      items: [{ sku: sold.sku, quantity: 1 }],
    });
    ok(await mutate(SET_PAYMENT_METHOD, { input: { cart_id: cartId, code: 'checkmo' } }));

    expect((await listing(unrelated)).cache).toBe('HIT');
    expect((await bySku(other.sku)).headers.get('x-cache')).toBe('HIT');
    const soldAnswer = await bySku(sold.sku);
    expect(soldAnswer.headers.get('x-cache')).toBe('MISS');
    expect(ok(soldAnswer).products.items[0]?.stock_qty).toBe(sold.stock - 1);
    expect((await listing(soldCategory)).cache).toBe('MISS');
    // An answer that does not name its products is forgotten by any change.
    expect((await read(config)).headers.get('x-cache')).toBe('MISS');
    // Routes and the menu show no product other than the one a route leads to…
    expect((await route(ROUTE, categoryUrl)).headers.get('x-cache')).toBe('HIT');
    expect((await read(MENU)).headers.get('x-cache')).toBe('HIT');
    const soldRoute = await route(ROUTE, productUrl);
    expect(soldRoute.headers.get('x-cache')).toBe('MISS');
    expect(ok(soldRoute).route?.stock_qty).toBe(sold.stock - 1);
    // …unless they ask a category's products, which they cannot name.
    expect((await route(ROUTE_WITH_PRODUCTS, categoryUrl)).headers.get('x-cache')).toBe('MISS');
  });

  it.skipIf(!inject('databaseUrl'))(
    'forgets its answers when another process changes the data (PostgreSQL)',
    async () => {
      const [product] = await simpleProductsInStock();
      if (!product) throw new Error('the test shop has no simple product in stock');
      const nameOf = async () =>
        ok(await read<{ products: { items: { name: string }[] } }>(PRODUCT_BY_SKU, { sku: product.sku }))
          .products.items[0]?.name;
      expect(await nameOf()).toBe(product.name);
      // Another process — an import, a second api — renames the product in the database itself.
      const other = new pg.Client({ connectionString: inject('databaseUrl') });
      await other.connect();
      const renamed = `${product.name} (renamed)`;
      try {
        await other.query(
          `UPDATE product_store SET name = $1
            WHERE store_code = 'de' AND product_id = (SELECT id FROM product WHERE sku = $2)`,
          [renamed, product.sku],
        );
        expect(await readAfterWrite(nameOf, (name) => name === renamed)).toBe(renamed);
      } finally {
        await other.query(
          `UPDATE product_store SET name = $1
            WHERE store_code = 'de' AND product_id = (SELECT id FROM product WHERE sku = $2)`,
          [product.name, product.sku],
        );
        await other.end();
      }
    },
  );
});
