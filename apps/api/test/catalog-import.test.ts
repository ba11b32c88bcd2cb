// The product CSV import and export (catalog-transfer/) on a shop of its own: a file made by hand
// in Magento's format with every product type, two store views, new and existing categories and
// attributes, images and a row of each error kind; read back through GraphQL in each store view.
import { mkdtempSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyShop } from '../catalog-transfer/empty-shop.js';
import { exportCatalog } from '../catalog-transfer/export.js';
import { type ImportOptions, importCatalog } from '../catalog-transfer/import.js';
import type { Queryable } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { constraintsAndIndexes, createTestDatabase, startTestApi, type TestApi } from './test-database.js';

const FIXTURE = join(import.meta.dirname, 'fixtures/magento-products.csv');
const IMAGES = join(import.meta.dirname, 'fixtures/import-images');

let api: TestApi;
let mediaDir: string;

beforeAll(async () => {
  api = await startTestApi({ products: 12, logLevel: 'warn' });
  mediaDir = `${api.database.dataDir}/media`;
});
afterAll(async () => {
  await api?.stop();
});

function options(extra: Partial<ImportOptions> = {}): ImportOptions {
  return { behavior: 'append', imagesDir: IMAGES, mediaDir, dryRun: false, allowErrors: 0, ...extra };
}

async function query<Data>(text: string, variables: Record<string, unknown>, store: string): Promise<Data> {
  // GET, as the storefront asks: the answers the response cache keeps.
  const params = new URLSearchParams({ query: text, variables: JSON.stringify(variables) });
  const response = await fetch(`${api.url}/graphql?${params}`, { headers: { store } });
  const body = (await response.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const PRODUCT = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items {
    sku name url_key meta_title meta_description stock_status
    description { html } short_description { html }
    price_range { minimum_price { regular_price { value } final_price { value } } }
    categories { name }
    media_gallery { url label }
    related_products { sku } upsell_products { sku } crosssell_products { sku }
    ... on ConfigurableProduct {
      configurable_options { attribute_code label values { label } }
      variants { product { sku stock_status } attributes { code label } }
    }
    ... on BundleProduct { items { title type required options { quantity is_default product { sku } } } }
    ... on GroupedProduct { items { qty product { sku } } }
  } } }`;

interface Item {
  sku: string;
  name: string;
  url_key: string;
  [field: string]: unknown;
}

async function product(sku: string, store: string): Promise<Item | undefined> {
  const data = await query<{ products: { items: Item[] } }>(PRODUCT, { sku }, store);
  return data.products.items[0];
}

async function importedSkus(): Promise<string[]> {
  const rows = await api.database.db.query<{ sku: string }>(
    `SELECT sku FROM product WHERE sku LIKE 'IMP-%' ORDER BY sku`,
  );
  return rows.map((row) => row.sku);
}

/** What the triggers or a bulk load derive from the catalogue (the products' own times left out). */
async function derived(db: Queryable): Promise<Record<string, unknown[]>> {
  const queries = {
    texts: `SELECT product_id, store_code, search_vector::text, searchable FROM product_store
             ORDER BY product_id, store_code`,
    terms: 'SELECT store_code, term, products FROM search_term ORDER BY store_code, term',
    prices: `SELECT product_id, min_regular, min_final, max_regular, max_final, in_stock, is_enabled, visibility,
                    option_ids, category_ids FROM product_price_index ORDER BY product_id`,
    listing: `SELECT category_id, store_code, product_id, position, name, min_final, visibility, option_ids,
                     category_ids FROM category_listing ORDER BY category_id, store_code, product_id`,
  };
  const tables: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(queries)) tables[name] = await db.query(sql);
  return tables;
}

describe('import of a Magento product CSV', () => {
  it('reports every bad row as line and column, and writes nothing when errors pass --allow-errors', async () => {
    const summary = await importCatalog(api.database.db, FIXTURE, options());
    expect(summary.written).toBe(false);
    expect(summary.unknownColumns).toEqual(['gift_message_available']);
    expect(summary.errors.map((error) => `line ${error.line}, column ${error.column}`)).toEqual([
      'line 11, column product_type',
      'line 12, column price',
      'line 13, column configurable_variations',
      'line 14, column url_key',
      'line 15, column categories',
      'line 16, column base_image',
      'line 17, column categories',
    ]);
    expect(summary.errors.find((error) => error.line === 11)?.reason).toMatch(/unknown product type "kit"/);
    expect(await importedSkus()).toEqual([]);
  });

  it('imports the valid rows in every store view when the bad ones are allowed', async () => {
    const summary = await importCatalog(api.database.db, FIXTURE, options({ allowErrors: 7 }));
    expect(summary).toMatchObject({ written: true, created: 6, updated: 0, skipped: 7 });
    expect(await importedSkus()).toEqual([
      'IMP-GRUPPE',
      'IMP-JACKE',
      'IMP-JACKE-M',
      'IMP-JACKE-S',
      'IMP-SET',
      'IMP-SOCKEN',
    ]);

    const jacket = {
      de: await product('IMP-JACKE', 'de'),
      nl: await product('IMP-JACKE', 'nl'),
      en: await product('IMP-JACKE', 'en'),
    };
    expect(jacket.de).toMatchObject({
      name: 'Regenjacke',
      url_key: 'regenjacke',
      meta_title: 'Regenjacke kaufen',
      meta_description: 'Die Regenjacke für jedes Wetter',
      description: { html: '<p>Wasserdicht und leicht.</p>' },
      short_description: { html: 'Leichte Jacke' },
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { regular_price: { value: 79 }, final_price: { value: 79 } } },
      related_products: [{ sku: 'IMP-SOCKEN' }],
      upsell_products: [{ sku: 'IMP-SET' }],
      crosssell_products: [{ sku: 'IMP-SOCKEN' }],
      configurable_options: [
        { attribute_code: 'color', label: 'Farbe', values: [{ label: 'Grün' }, { label: 'Rot' }] },
        { attribute_code: 'jacket_size', label: 'Jackengröße', values: [{ label: 'S' }, { label: 'M' }] },
      ],
      variants: [
        { product: { sku: 'IMP-JACKE-S', stock_status: 'IN_STOCK' } },
        { product: { sku: 'IMP-JACKE-M', stock_status: 'OUT_OF_STOCK' } },
      ],
    });
    expect(
      ((jacket.de as Item).categories as { name: string }[]).map((category) => category.name).sort(),
    ).toEqual(['Jacken', 'Nahrungsergänzung']);
    const gallery = jacket.de?.media_gallery as { url: string; label: string }[];
    expect(gallery.map((image) => [image.url.replace(/^.*\/media\//, ''), image.label])).toEqual([
      ['catalog/product/r/e/regenjacke.svg', 'Vorderseite'],
      ['catalog/product/r/e/regenjacke-2.svg', 'Rückseite'],
    ]);
    expect(readFileSync(join(mediaDir, 'catalog/product/r/e/regenjacke-2.svg'), 'utf8')).toContain('<svg');
    // The store views' own texts, and the global ones where a store view has none.
    expect(jacket.nl).toMatchObject({
      name: 'Regenjas',
      url_key: 'regenjas',
      meta_title: 'Regenjas kopen',
      description: { html: '<p>Waterdicht en licht.</p>' },
      short_description: { html: 'Leichte Jacke' },
    });
    // A compound's last part finds the new product at once: a search reads the store view's words
    // when it runs, and the import keeps them.
    const byPart = await query<{ products: { items: { sku: string }[] } }>(
      'query ($s: String) { products(search: $s) { items { sku } } }',
      { s: 'jas' },
      'nl',
    );
    expect(byPart.products.items.map((item) => item.sku)).toContain('IMP-JACKE');
    expect(jacket.en).toMatchObject({
      name: 'Rain jacket',
      url_key: 'rain-jacket',
      meta_title: 'Regenjacke kaufen',
    });

    const socks = await product('IMP-SOCKEN', 'nl');
    expect(socks).toMatchObject({
      name: 'Wollen sokken',
      url_key: 'wollsocken',
      price_range: { minimum_price: { regular_price: { value: 9.95 }, final_price: { value: 7.5 } } },
      categories: [{ name: 'Kleding' }], // the existing category's own name in this store view
    });
    const text = await api.database.db.query<{ store_code: string; value: string }>(
      `SELECT store_code, value FROM product_attribute_text t JOIN product p ON p.id = t.product_id
        WHERE p.sku = 'IMP-SOCKEN' AND attribute_code = 'material_note' ORDER BY store_code`,
    );
    expect(text).toEqual([
      { store_code: 'de', value: 'Merinowolle' },
      { store_code: 'en', value: 'Merinowolle' },
      { store_code: 'nl', value: 'Merinowol' },
    ]);

    expect(await product('IMP-SET', 'en')).toMatchObject({
      items: [
        {
          title: 'Jacke',
          type: 'radio',
          required: true,
          options: [
            { quantity: 1, is_default: true, product: { sku: 'IMP-JACKE-S' } },
            { quantity: 1, is_default: false, product: { sku: 'IMP-JACKE-M' } },
          ],
        },
        {
          title: 'Socken',
          type: 'checkbox',
          required: false,
          options: [{ quantity: 2, product: { sku: 'IMP-SOCKEN' } }],
        },
      ],
    });
    expect(await product('IMP-GRUPPE', 'de')).toMatchObject({
      items: [
        { qty: 2, product: { sku: 'IMP-SOCKEN' } },
        { qty: 1, product: { sku: 'IMP-JACKE-S' } },
      ],
    });
  });

  it('keeps an old url as a 301 when a url key changes, a running api answers a price feed within a second, and the same feed again writes no product row', async () => {
    const feed = join(mkdtempSync(join(tmpdir(), 'import-feed-')), 'feed.csv');
    await writeFile(feed, 'sku,price,qty,is_in_stock,url_key\nIMP-SOCKEN,12.00,3,1,merino-socken\n');
    expect((await product('IMP-SOCKEN', 'de'))?.price_range).toBeTruthy(); // cached answer before the import
    const summary = await importCatalog(api.database.db, feed, options());
    expect(summary).toMatchObject({ written: true, updated: 1, created: 0 });
    const committed = performance.now();
    let price = 0;
    while (performance.now() - committed < 1000) {
      const item = await product('IMP-SOCKEN', 'de');
      price = ((item as Item).price_range as { minimum_price: { regular_price: { value: number } } })
        .minimum_price.regular_price.value;
      if (price === 12) break;
    }
    expect(price).toBe(12);
    const routes = await api.database.db.query<{
      request_path: string;
      target_path: string;
      redirect_type: number;
    }>(
      `SELECT request_path, target_path, redirect_type FROM url_rewrite
        WHERE store_code = 'de' AND request_path IN ('wollsocken.html', 'merino-socken.html') ORDER BY request_path`,
    );
    expect(routes).toEqual([
      {
        request_path: 'merino-socken.html',
        target_path: expect.stringMatching(/^catalog\/product\/view\/id\/\d+$/),
        redirect_type: 0,
      },
      { request_path: 'wollsocken.html', target_path: 'merino-socken.html', redirect_type: 301 },
    ]);
    expect((await product('IMP-SOCKEN', 'nl'))?.name).toBe('Wollen sokken');

    // The same feed again changes nothing: the product row is not written (its time stays).
    const updatedAt = `SELECT updated_at FROM product WHERE sku = 'IMP-SOCKEN'`;
    const [before] = await api.database.db.query<{ updated_at: Date }>(updatedAt);
    const again = await importCatalog(api.database.db, feed, options());
    expect(again).toMatchObject({ written: true, updated: 1, created: 0 });
    const [after] = await api.database.db.query<{ updated_at: Date }>(updatedAt);
    expect(before?.updated_at).toBeInstanceOf(Date);
    expect(after?.updated_at).toEqual(before?.updated_at);
  });

  it('replaces a product whole and deletes products with their urls', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-behaviour-'));
    await writeFile(
      join(folder, 'replace.csv'),
      'sku,product_type,name,price,visibility\nIMP-GRUPPE,simple,Wanderpaket einzeln,15.00,"Catalog, Search"\n',
    );
    const replaced = await importCatalog(
      api.database.db,
      join(folder, 'replace.csv'),
      options({ behavior: 'replace' }),
    );
    expect(replaced).toMatchObject({ written: true, updated: 1 });
    // What the file does not name is gone: the group's items and categories; the type is the file's.
    expect(await product('IMP-GRUPPE', 'nl')).toMatchObject({
      name: 'Wanderpaket einzeln',
      url_key: 'wanderpaket-einzeln',
      categories: [],
      price_range: { minimum_price: { regular_price: { value: 15 } } },
    });

    const routeOf = async (url: string) =>
      (
        await query<{ route: unknown }>(
          'query ($url: String!) { route(url: $url) { redirect_code relative_url } }',
          { url },
          'de',
        )
      ).route;
    // The old url leads to the new one until the product is deleted.
    expect(await routeOf('wanderpaket.html')).toEqual({
      redirect_code: 301,
      relative_url: 'wanderpaket-einzeln.html',
    });

    await writeFile(join(folder, 'delete.csv'), 'sku\nIMP-GRUPPE\nIMP-UNKNOWN\n');
    const refused = await importCatalog(
      api.database.db,
      join(folder, 'delete.csv'),
      options({ behavior: 'delete' }),
    );
    expect(refused.errors).toEqual([
      { line: 3, column: 'sku', reason: 'no product of the shop has this sku' },
    ]);
    expect(await importedSkus()).toContain('IMP-GRUPPE');
    const deleted = await importCatalog(
      api.database.db,
      join(folder, 'delete.csv'),
      options({ behavior: 'delete', allowErrors: 1 }),
    );
    expect(deleted).toMatchObject({ written: true, deleted: 1, skipped: 1 });
    expect(await product('IMP-GRUPPE', 'de')).toBeUndefined();
    expect(await routeOf('wanderpaket.html')).toBeNull();
    expect(await routeOf('wanderpaket-einzeln.html')).toBeNull();
  });

  it('exports the demo catalogue so that an import into an empty shop exports the same file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'export-'));
    await exportCatalog(api.database.db, join(folder, 'first.csv'));
    const empty = await createTestDatabase();
    try {
      await migrate(empty.db);
      await createEmptyShop(empty.db);
      const migratedSchema = await constraintsAndIndexes(empty.db);
      const summary = await importCatalog(
        empty.db,
        join(folder, 'first.csv'),
        // As one bulk load, the way a large file is written (the other tests go through the triggers).
        options({
          imagesDir: join(mediaDir, 'catalog/product'),
          mediaDir: join(folder, 'media'),
          bulkFrom: 1,
        }),
      );
      expect(summary.errors).toEqual([]);
      // A load into an empty shop drops the product tables' indexes and keys and makes them again.
      expect(await constraintsAndIndexes(empty.db)).toEqual(migratedSchema);
      await exportCatalog(empty.db, join(folder, 'second.csv'));
      // The bulk load leaves the derived data the triggers leave for the same file.
      const throughTriggers = await createTestDatabase();
      try {
        await migrate(throughTriggers.db);
        await createEmptyShop(throughTriggers.db);
        await importCatalog(
          throughTriggers.db,
          join(folder, 'first.csv'),
          options({ imagesDir: join(mediaDir, 'catalog/product'), mediaDir: join(folder, 'media') }),
        );
        expect(await derived(empty.db)).toEqual(await derived(throughTriggers.db));
      } finally {
        await throughTriggers.drop();
      }
      const first = readFileSync(join(folder, 'first.csv'), 'utf8').split('\n');
      const second = readFileSync(join(folder, 'second.csv'), 'utf8').split('\n');
      expect(second.filter((line) => !first.includes(line)).slice(0, 3)).toEqual([]);
      expect(second).toEqual(first);
    } finally {
      await empty.drop();
    }
  });
});
