// Seeds the catalogue of 200 products into a fresh test database and checks its invariants.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase } from '../../test/test-database.js';
import { seedStores } from '../stores.js';
import type { CatalogSeedResult } from '../types.js';
import { seedCatalog } from './index.js';

// Both runs share one seed day, so the determinism check holds even across midnight.
const NOW = new Date();
const PRODUCTS = 200;

interface SeededShop {
  db: Database;
  drop(): Promise<void>;
  mediaDir: string;
  result: CatalogSeedResult;
}

async function seedShop(): Promise<SeededShop> {
  const { db, drop } = await createTestDatabase();
  await migrate(db);
  const mediaDir = await mkdtemp(join(tmpdir(), 'catalog-media-'));
  const result = await db.transaction(async (tx) => {
    await seedStores(tx);
    return seedCatalog(tx, { products: PRODUCTS, mediaDir, log: () => {}, now: NOW });
  });
  return { db, drop, mediaDir, result };
}

async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
  return row?.n ?? -1;
}

/** A digest of the tables the catalogue fills, to compare two runs. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = [
    'category_store',
    'product',
    'product_store',
    'category_product',
    'product_attribute_option',
    'product_attribute_text',
    'product_media',
    'product_relation',
    'bundle_selection',
    'product_link',
    'url_rewrite',
    'review',
    'review_rating_vote',
    'partfinder_product',
    'product_cashback_store',
    'product_store_stock',
  ];
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const columns = table === 'url_rewrite' ? 'store_code, request_path, target_path, redirect_type' : '*';
    const [row] = await db.query<{ md5: string }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM (SELECT ${columns} FROM ${table}) t`,
    );
    digest[table] = row?.md5 ?? '';
  }
  return digest;
}

describe('seedCatalog', () => {
  let shop: SeededShop;

  beforeAll(async () => {
    shop = await seedShop();
  }, 120_000);

  afterAll(async () => {
    await shop?.drop();
    if (shop) await rm(shop.mediaDir, { recursive: true, force: true });
  });

  it('creates the requested number of visible products of all four types', async () => {
    const visible = shop.result.products.filter((product) => product.visible);
    expect(visible).toHaveLength(PRODUCTS);
    expect(await count(shop.db, 'SELECT count(*) FROM product WHERE visibility = 4')).toBe(PRODUCTS);
    const types = await shop.db.query<{ type_id: string; n: number }>(
      'SELECT type_id, count(*)::int AS n FROM product WHERE visibility = 4 GROUP BY type_id',
    );
    const byType = Object.fromEntries(types.map((row) => [row.type_id, row.n]));
    expect(byType).toEqual({ simple: 140, configurable: 30, bundle: 16, grouped: 14 });
  });

  it('has the fixed categories and a menu with a wide top category', async () => {
    const fixed = await shop.db.query<{ id: number; level: number; path: string; include_in_menu: boolean }>(
      'SELECT id, level, path, include_in_menu FROM category WHERE id IN (1, 3, 92, 12370) ORDER BY id',
    );
    expect(fixed.map((row) => [row.id, row.level, row.path])).toEqual([
      [1, 0, '1'],
      [3, 1, '1/3'],
      [92, 2, '1/3/92'],
      [12370, 2, '1/3/12370'],
    ]);
    expect(fixed.find((row) => row.id === 92)?.include_in_menu).toBe(false);
    const [names] = await shop.db.query<{ de: string; nl: string; en: string }>(
      `SELECT max(name) FILTER (WHERE store_code = 'de') AS de, max(name) FILTER (WHERE store_code = 'nl') AS nl,
              max(name) FILTER (WHERE store_code = 'en') AS en FROM category_store WHERE category_id = 12370`,
    );
    expect(names).toEqual({ de: 'Angebote', nl: 'Aanbiedingen', en: 'Special Offers' });
    expect(
      await count(
        shop.db,
        `SELECT max(n) FROM (SELECT count(*) AS n FROM category c JOIN category p ON p.id = c.parent_id
         WHERE p.level = 2 AND c.include_in_menu GROUP BY c.parent_id) t`,
      ),
    ).toBeGreaterThan(11);
    expect(await count(shop.db, 'SELECT count(*) FROM category WHERE NOT is_anchor')).toBeGreaterThan(0);
    expect(
      await count(shop.db, 'SELECT count(*) FROM category WHERE NOT include_in_menu AND level > 2'),
    ).toBeGreaterThan(0);
    // url paths are the parent's plus the url key, without the root levels
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM category c JOIN category_store cs ON cs.category_id = c.id
         JOIN category_store ps ON ps.category_id = c.parent_id AND ps.store_code = cs.store_code
         WHERE c.level > 2 AND cs.url_path <> ps.url_path || '/' || cs.url_key`,
      ),
    ).toBe(0);
  });

  it('gives every visible product texts in de, nl and en and a url per store view', async () => {
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product p WHERE p.visibility = 4 AND (SELECT count(*) FROM product_store ps
         WHERE ps.product_id = p.id AND ps.name <> '' AND ps.description LIKE '<p>%') <> 3`,
      ),
    ).toBe(0);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product p JOIN product_store ps ON ps.product_id = p.id WHERE p.visibility = 4
         AND NOT EXISTS (SELECT 1 FROM url_rewrite u WHERE u.store_code = ps.store_code AND u.entity_type = 'product'
         AND u.entity_id = p.id AND u.redirect_type = 0 AND u.request_path = ps.url_key || '.html')`,
      ),
    ).toBe(0);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM url_rewrite r WHERE r.redirect_type = 301 AND NOT EXISTS
         (SELECT 1 FROM url_rewrite t WHERE t.store_code = r.store_code AND t.request_path = r.target_path AND t.redirect_type = 0)`,
      ),
    ).toBe(0);
    expect(
      await count(shop.db, `SELECT count(*) FROM url_rewrite WHERE entity_type = 'category'`),
    ).toBeGreaterThan(200);
    const names = await shop.db.query<{ store_code: string; name: string }>(
      `SELECT store_code, name FROM product_store WHERE product_id = 1 ORDER BY store_code`,
    );
    expect(new Set(names.map((row) => row.name)).size).toBeGreaterThan(1);
  });

  it('puts every visible product in 1–3 categories and shows best sellers and specials', async () => {
    const perProduct = await shop.db.query<{ n: number }>(
      `SELECT count(cp.category_id)::int AS n FROM product p LEFT JOIN category_product cp ON cp.product_id = p.id
       WHERE p.visibility = 4 GROUP BY p.id`,
    );
    expect(perProduct.every((row) => row.n >= 1 && row.n <= 3)).toBe(true);
    expect(
      await count(shop.db, 'SELECT count(*) FROM category_product WHERE category_id = 92'),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM category_product cp JOIN product p ON p.id = cp.product_id WHERE cp.category_id = 12370
         AND product_final_price(p.price, p.special_price, p.special_from_date, p.special_to_date) >= p.price`,
      ),
    ).toBe(0);
  });

  it('builds configurable products from children of visibility 1', async () => {
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product_relation r JOIN product c ON c.id = r.child_id
         WHERE r.kind = 'configurable' AND (c.visibility <> 1 OR c.type_id <> 'simple')`,
      ),
    ).toBe(0);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product p WHERE p.type_id = 'configurable' AND (
           p.price <> (SELECT min(c.price) FROM product_relation r JOIN product c ON c.id = r.child_id WHERE r.parent_id = p.id)
           OR p.stock_qty <> (SELECT sum(c.stock_qty) FROM product_relation r JOIN product c ON c.id = r.child_id WHERE r.parent_id = p.id)
           OR NOT p.show_size_table OR p.size_chart_id IS NULL
           OR (SELECT count(*) FROM product_configurable_attribute a WHERE a.product_id = p.id) <> 2)`,
      ),
    ).toBe(0);
    const [child] = await shop.db.query<{ sku: string }>(
      `SELECT c.sku FROM product_relation r JOIN product c ON c.id = r.child_id WHERE r.kind = 'configurable' LIMIT 1`,
    );
    expect(child?.sku).toMatch(/^CLO-\d{6}-[A-Z]{3}-[0-9A-Z]+$/);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product_relation r WHERE r.kind = 'configurable' AND (SELECT count(*) FROM product_attribute_option o
         WHERE o.product_id = r.child_id AND o.attribute_code IN ('color', 'fkv_maten')) <> 2`,
      ),
    ).toBe(0);
  });

  it('links bundles and grouped products to simple products', async () => {
    expect(await count(shop.db, 'SELECT count(DISTINCT type) FROM bundle_option')).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM bundle_selection s JOIN product p ON p.id = s.product_id WHERE p.type_id <> 'simple'`,
      ),
    ).toBe(0);
    expect(
      await count(shop.db, `SELECT count(*) FROM product_relation WHERE kind = 'grouped'`),
    ).toBeGreaterThan(14);
  });

  it('keeps rating_summary and review_count in line with approved reviews', async () => {
    expect(await count(shop.db, `SELECT count(*) FROM review WHERE status = 'approved'`)).toBeGreaterThan(20);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product p LEFT JOIN (
           SELECT r.product_id, count(*) AS reviews, avg(v.percent) AS summary FROM review r
           JOIN (SELECT review_id, avg(percent) AS percent FROM review_rating_vote GROUP BY review_id) v ON v.review_id = r.id
           WHERE r.status = 'approved' GROUP BY r.product_id) a ON a.product_id = p.id
         WHERE p.review_count <> coalesce(a.reviews, 0) OR abs(p.rating_summary - coalesce(a.summary, 0)) > 0.01`,
      ),
    ).toBe(0);
    const [next] = await shop.db.query<{ id: number }>(
      `INSERT INTO review (product_id, store_code, nickname, title, detail) VALUES (1, 'de', 'Test', 'Titel', 'Text') RETURNING id`,
    );
    expect(next?.id).toBeGreaterThan(await count(shop.db, `SELECT count(*) - 1 FROM review`));
    await shop.db.query('DELETE FROM review WHERE id = $1', [next?.id]);
  });

  it('fills brands, the part finder, size charts and media', async () => {
    expect(
      await count(
        shop.db,
        'SELECT count(*) FROM brand b JOIN attribute_option o ON o.id = b.attribute_option_id',
      ),
    ).toBe(25);
    expect(await count(shop.db, `SELECT count(*) FROM brand_store`)).toBe(75);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM partfinder_product pp JOIN partfinder_cilinder c ON c.id = pp.cilinder_id
         JOIN partfinder_year y ON y.id = c.year_id JOIN partfinder_model m ON m.id = y.model_id
         JOIN partfinder_brand b ON b.id = m.brand_id JOIN partfinder_type t ON t.id = b.type_id`,
      ),
    ).toBe(await count(shop.db, 'SELECT count(*) FROM partfinder_product'));
    expect(await count(shop.db, 'SELECT count(*) FROM partfinder_product')).toBeGreaterThan(0);
    expect(await count(shop.db, `SELECT count(*) FROM size_chart_size_store WHERE store_code = 'de'`)).toBe(
      28,
    );
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product p WHERE p.visibility = 4 AND (SELECT count(*) FROM product_media m WHERE m.product_id = p.id) NOT BETWEEN 1 AND 4`,
      ),
    ).toBe(0);
    const files = await shop.db.query<{ file: string }>('SELECT DISTINCT file FROM product_media');
    for (const { file } of files) {
      const svg = await readFile(join(shop.mediaDir, file), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
    }
    expect((await readdir(join(shop.mediaDir, 'brand'))).length).toBe(50);
    expect(
      await count(
        shop.db,
        `SELECT count(*) FROM product WHERE is_flooring_product AND unit = 'm²' AND inhalt > 0`,
      ),
    ).toBeGreaterThan(0);
  });

  it('produces the same catalogue on a second run', async () => {
    const again = await seedShop();
    try {
      expect(again.result).toEqual(shop.result);
      expect(await fingerprint(again.db)).toEqual(await fingerprint(shop.db));
    } finally {
      await again.drop();
      await rm(again.mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
