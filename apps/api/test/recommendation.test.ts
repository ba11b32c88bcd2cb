import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import {
  bestsellers,
  mostPurchased,
  purchasedTogether,
  retargeted,
} from '../src/modules/recommendation/recommendations.js';
import { graphql } from './graphql.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const TRACK = `mutation ($input: TrackProductViewInput!) { trackProductView(input: $input) { recorded } }`;

describe('trackProductView', () => {
  it('records a view of a known product and refuses it over GET', async () => {
    const listing = await graphql<{ products: { items: { sku: string }[] } }>(
      '{ products(pageSize: 1) { items { sku } } }',
    );
    const sku = listing.body.data?.products.items[0]?.sku;
    const input = { tracking_user_id: 'visitor-1', sku };
    const recorded = await graphql(TRACK, { method: 'POST', variables: { input } });
    expect(recorded.body).toEqual({ data: { trackProductView: { recorded: true } } });
    const overGet = await graphql(TRACK, { variables: { input } });
    expect(overGet.status).toBe(405);
  });

  it('answers false for an unknown sku and an input error for an empty tracking id', async () => {
    const unknown = await graphql(TRACK, {
      method: 'POST',
      variables: { input: { tracking_user_id: 'visitor-1', sku: 'NO-SUCH-SKU' } },
    });
    expect(unknown.body).toEqual({ data: { trackProductView: { recorded: false } } });
    const empty = await graphql(TRACK, {
      method: 'POST',
      variables: { input: { tracking_user_id: ' ', sku: 'X' } },
    });
    expect(empty.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(empty.body.errors?.[0]?.message).toContain('tracking_user_id');
  });
});

interface Recommendations {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: { source: string; product: { sku: string } }[];
}

const FIELDS =
  'total_count page_info { current_page page_size total_pages } items { source product { sku } }';

async function ask(query: string, variables: Record<string, unknown> = {}, store = 'de') {
  const response = await graphql<Record<string, Recommendations>>(query, { variables, store });
  expect(response.body.errors).toBeUndefined();
  const [list] = Object.values(response.body.data ?? {});
  if (!list) throw new Error('no recommendations');
  return list;
}

const RETARGETED = `query ($id: String!, $pageType: RecommendationPageType) {
  retargeted(tracking_user_id: $id, pageType: $pageType) { ${FIELDS} }
}`;

const skusOf = (list: Recommendations) => list.items.map((item) => item.product.sku);

/** Listed product skus of the store view, by name. */
async function listedSkus(count: number): Promise<string[]> {
  const response = await graphql<{ products: { items: { sku: string }[] } }>(
    `query ($count: Int) { products(pageSize: $count, sort: { name: ASC }) { items { sku } } }`,
    { variables: { count } },
  );
  return response.body.data?.products.items.map((item) => item.sku) ?? [];
}

async function track(trackingUserId: string, sku: string) {
  const response = await graphql(TRACK, {
    method: 'POST',
    variables: { input: { tracking_user_id: trackingUserId, sku } },
  });
  expect(response.body).toEqual({ data: { trackProductView: { recorded: true } } });
}

/** Asserts the list shape every recommendation call shares: at most 10 items, tagged, no repeats. */
function expectList(list: Recommendations, source: string) {
  expect(list.page_info.page_size).toBe(10);
  expect(list.page_info.current_page).toBe(1);
  expect(list.items.length).toBe(Math.min(10, list.total_count));
  expect(list.page_info.total_pages).toBe(Math.ceil(list.total_count / 10));
  expect(list.items.every((item) => item.source === source)).toBe(true);
  expect(new Set(skusOf(list)).size).toBe(list.items.length);
}

describe('retargeted', () => {
  it('changes with every view the tracking user reports, the latest first', async () => {
    const id = `test-retargeted-${Date.now()}`;
    const [first, second] = await listedSkus(2);
    if (!first || !second) throw new Error('too few products');
    expect((await ask(RETARGETED, { id })).items).toEqual([]);
    await track(id, first);
    await track(id, second);
    const afterTwo = await ask(RETARGETED, { id });
    expect(skusOf(afterTwo)).toEqual([second, first]);
    expect(afterTwo.items.every((item) => item.source === 'retargeted:home')).toBe(true);
    await track(id, first);
    const afterThree = await ask(RETARGETED, { id, pageType: 'PRODUCT' });
    expect(skusOf(afterThree)).toEqual([first, second]);
    expect(afterThree.items.every((item) => item.source === 'retargeted:product')).toBe(true);
    // another shopper's views do not show
    expect((await ask(RETARGETED, { id: `${id}-other` })).items).toEqual([]);
  });

  it('is never cacheable by a shared cache, while other recommendations are', async () => {
    const personal = await graphql(RETARGETED, { variables: { id: 'visitor-private' } });
    expect(personal.headers.get('cache-control')).toMatch(/private/);
    const shared = await graphql('{ mostPurchased { total_count } }');
    expect(shared.body.errors).toBeUndefined();
    expect(shared.headers.get('cache-control')).toMatch(/public/);
  });

  it('answers at most 10 of a busy shopper, and an input error for an empty tracking id', async () => {
    const id = `test-busy-${Date.now()}`;
    const many = await listedSkus(12);
    for (const sku of many) await track(id, sku);
    const list = await ask(RETARGETED, { id });
    expectList(list, 'retargeted:home');
    expect(list.total_count).toBe(12);
    expect(skusOf(list)).toEqual([...many].reverse().slice(0, 10));
    const empty = await graphql(RETARGETED, { variables: { id: '  ' } });
    expect(empty.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(empty.body.errors?.[0]?.message).toContain('tracking_user_id');
  });
});

describe('recommendation lists', () => {
  it('mostPurchased answers 10 tagged products a page', async () => {
    const query = `query ($page: Int, $pageType: RecommendationPageType) {
      mostPurchased(currentPage: $page, pageType: $pageType) { ${FIELDS} } }`;
    const first = await ask(query);
    expectList(first, 'most_purchased:home');
    expect(first.total_count).toBeGreaterThan(10);
    const second = await ask(query, { page: 2, pageType: 'CATEGORY' });
    expect(second.items.every((item) => item.source === 'most_purchased:category')).toBe(true);
    expect(second.items.length).toBe(Math.min(10, first.total_count - 10));
    expect(skusOf(second).filter((sku) => skusOf(first).includes(sku))).toEqual([]);
  });

  it('purchasedTogether and alternatives answer up to 10 tagged products other than the sku', async () => {
    const top = await ask(`{ mostPurchased { ${FIELDS} } }`);
    const sku = top.items[0]?.product.sku;
    const together = await ask(`query ($sku: String!) { purchasedTogether(sku: $sku) { ${FIELDS} } }`, {
      sku,
    });
    expectList(together, 'purchased_together');
    expect(together.total_count).toBeGreaterThan(0);
    expect(skusOf(together)).not.toContain(sku);
    const alternatives = await ask(`query ($sku: String!) { alternatives(sku: $sku) { ${FIELDS} } }`, {
      sku,
    });
    expectList(alternatives, 'alternatives');
    expect(alternatives.total_count).toBeGreaterThan(0);
    expect(skusOf(alternatives)).not.toContain(sku);
    for (const query of ['purchasedTogether', 'alternatives']) {
      const unknown = await ask(`query ($sku: String!) { ${query}(sku: $sku) { ${FIELDS} } }`, {
        sku: 'NO-SUCH-SKU',
      });
      expect(unknown.items).toEqual([]);
      expect(unknown.total_count).toBe(0);
    }
  });

  it('topHierarchies answers up to 10 tagged products of the named category', async () => {
    const tree = await graphql<{
      categoryList: { children: { id: number; name: string; product_count: number }[] }[];
    }>('{ categoryList { children { id name product_count } } }');
    const category = [...(tree.body.data?.categoryList[0]?.children ?? [])].sort(
      (a, b) => b.product_count - a.product_count,
    )[0];
    if (!category) throw new Error('no top-level category');
    const list = await ask(`query ($name: String!) { topHierarchies(category_name: $name) { ${FIELDS} } }`, {
      // another case (of the ASCII letters: the database's lower() may keep others as they are)
      name: category.name.replace(/[a-z]/g, (letter) => letter.toUpperCase()),
    });
    expectList(list, 'top_hierarchies');
    expect(list.total_count).toBeGreaterThan(10);
    const members = await graphql<{ products: { items: { sku: string }[] } }>(
      `query ($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 100) { items { sku } } }`,
      { variables: { id: String(category.id) } },
    );
    const inCategory = new Set(members.body.data?.products.items.map((item) => item.sku));
    for (const sku of skusOf(list)) expect(inCategory.has(sku)).toBe(true);
    const unknown = await ask(`{ topHierarchies(category_name: "no such category") { ${FIELDS} } }`);
    expect(unknown.items).toEqual([]);
  });

  it('bestsellers answers the best-seller category, limited and tagged with the source', async () => {
    const category = await graphql<{ products: { total_count: number; items: { sku: string }[] } }>(
      '{ products(filter: { category_id: { eq: "92" } }, pageSize: 100) { total_count items { sku } } }',
    );
    const members = new Set(category.body.data?.products.items.map((item) => item.sku));
    expect(members.size).toBeGreaterThan(0);
    const list = await ask(`{ bestsellers { ${FIELDS} } }`);
    expectList(list, 'up_sell');
    expect(list.total_count).toBe(members.size);
    for (const sku of skusOf(list)) expect(members.has(sku)).toBe(true);
    const three = await ask(`{ bestsellers(category_id: 92, limit: 3, source: "cross_sell") { ${FIELDS} } }`);
    expect(skusOf(three)).toEqual(skusOf(list).slice(0, 3));
    expect(three.items.every((item) => item.source === 'cross_sell')).toBe(true);
    expect((await ask(`{ bestsellers(category_id: 999999) { ${FIELDS} } }`)).items).toEqual([]);
    const bad = await graphql('{ bestsellers(limit: 0) { total_count } }');
    expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(bad.body.errors?.[0]?.message).toContain('limit');
  });

  it('rejects a page size outside 1 to 100', async () => {
    const response = await graphql(`{ mostPurchased(pageSize: 101) { total_count } }`);
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(response.body.errors?.[0]?.message).toContain('pageSize');
  });
});

/**
 * Orders have no api yet, so what orders do to the lists is checked against a database of our
 * own: a small seeded shop in memory, where the test adds orders.
 */
describe('recommendations from order data', () => {
  let db: Database;
  let testDatabase: TestDatabase | undefined;
  let mediaDir: string;
  const store = { code: 'de', rootCategoryId: 3 };
  let orderNumber = 0;

  async function order(items: { productId: number; qty?: number }[], status = 'complete') {
    orderNumber++;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO sales_order (increment_id, hash, customer_is_guest, store_code, status, customer_email,
         customer_firstname, customer_lastname, total_qty_ordered, subtotal, subtotal_incl_tax, tax_amount,
         grand_total, base_grand_total)
       VALUES ($1, md5($1) || md5($1), true, 'de', $2, 'test@example.org', 'Test', 'Kunde', 1, 10, 10, 0, 10, 10)
       RETURNING id`,
      [`test-${orderNumber}`, status],
    );
    for (const item of items) {
      await db.query(
        `INSERT INTO sales_order_item (order_id, product_id, product_type, sku, name, qty_ordered, price,
           price_incl_tax, row_total, row_total_incl_tax)
         SELECT $1, p.id, p.type_id, p.sku, p.sku, $3, 10, 10, 10, 10 FROM product p WHERE p.id = $2`,
        [row?.id, item.productId, item.qty ?? 1],
      );
    }
  }

  const ids = (page: { products: { id: number }[] }) => page.products.map((product) => product.id);

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'shop-recommendation-test-'));
    testDatabase = await createTestDatabase();
    db = testDatabase.db;
    await migrate(db);
    await seedDatabase(db, { products: 30, mediaDir });
  }, 300_000);

  afterAll(async () => {
    await testDatabase?.drop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('moves a product to the top of "most purchased" when it is bought in more orders', async () => {
    const before = await mostPurchased(db, store, { pageSize: 100 });
    expect(before.totalCount).toBeGreaterThan(2);
    const top = ids(before)[0];
    const last = ids(before).at(-1);
    if (top === undefined || last === undefined) throw new Error('no purchases');
    const [counts] = await db.query<{ top: number; last: number }>(
      `SELECT count(DISTINCT i.order_id) FILTER (WHERE i.product_id = $1)::int AS top,
              count(DISTINCT i.order_id) FILTER (WHERE i.product_id = $2)::int AS last
         FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id
        WHERE i.parent_item_id IS NULL AND o.status NOT IN ('canceled', 'closed', 'fraud')`,
      [top, last],
    );
    const needed = (counts?.top ?? 0) - (counts?.last ?? 0) + 1;
    // canceled orders do not count
    for (let index = 0; index < needed; index++) await order([{ productId: last }], 'canceled');
    expect(ids(await mostPurchased(db, store, { pageSize: 100 }))[0]).toBe(top);
    for (let index = 0; index < needed; index++) await order([{ productId: last }]);
    expect(needed).toBeGreaterThan(0);
    const after = await mostPurchased(db, store, { pageSize: 10 });
    expect(ids(after)[0]).toBe(last);
    expect(ids(after)).toContain(top);
  });

  it('shows products bought in one order as purchased together, the most shared first', async () => {
    const listed = await db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM product p WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.is_enabled
        ORDER BY p.id LIMIT 3`,
    );
    const [a, b, c] = listed;
    if (!a || !b || !c) throw new Error('too few products');
    const before = await purchasedTogether(db, store, a.sku, { pageSize: 100 });
    // the most orders a shares with any other product so far
    const [most] = await db.query<{ orders: number }>(
      `SELECT coalesce(max(orders), 0)::int AS orders FROM (
         SELECT other.product_id, count(DISTINCT other.order_id) AS orders
           FROM sales_order_item mine JOIN sales_order_item other
             ON other.order_id = mine.order_id AND other.product_id <> mine.product_id
          WHERE mine.product_id = $1 AND mine.parent_item_id IS NULL AND other.parent_item_id IS NULL
          GROUP BY other.product_id) shared`,
      [a.id],
    );
    await order([{ productId: a.id }, { productId: b.id }]);
    for (let index = 0; index < (most?.orders ?? 0) + 2; index++) {
      await order([{ productId: a.id }, { productId: c.id }]);
    }
    const after = await purchasedTogether(db, store, a.sku, { pageSize: 100 });
    expect(ids(after)[0]).toBe(c.id);
    expect(ids(after)).toContain(b.id);
    expect(ids(after)).not.toContain(a.id);
    expect(after.totalCount).toBe(new Set([...ids(before), b.id, c.id]).size);
  });

  it('orders bestsellers by the number of sales', async () => {
    const page = await bestsellers(db, store, undefined, 100);
    expect(page.products.length).toBeGreaterThan(1);
    const sales = await db.query<{ id: number; num_sales: number }>(
      'SELECT id, num_sales FROM product WHERE id = ANY($1::int[])',
      [ids(page)],
    );
    const salesOf = new Map(sales.map((row) => [Number(row.id), Number(row.num_sales)]));
    const ordered = ids(page).map((id) => salesOf.get(id) ?? -1);
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));
    const [member] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM category_product cp JOIN product p ON p.id = cp.product_id
        WHERE cp.category_id = 92 AND p.is_enabled AND p.visibility IN (2, 4)`,
    );
    expect(page.totalCount).toBe(member?.count);
  });

  it('answers a retargeted list from the views table', async () => {
    const [view] = await db.query<{ tracking_user_id: string }>(
      'SELECT tracking_user_id FROM product_view ORDER BY id LIMIT 1',
    );
    if (!view) throw new Error('no product views');
    const page = await retargeted(db, store, view.tracking_user_id, { pageSize: 100 });
    const [viewed] = await db.query<{ count: number }>(
      `SELECT count(DISTINCT v.product_id)::int AS count FROM product_view v JOIN product p ON p.id = v.product_id
        WHERE v.tracking_user_id = $1 AND p.is_enabled AND p.visibility IN (2, 4)`,
      [view.tracking_user_id],
    );
    expect(page.totalCount).toBe(viewed?.count);
  });
});
