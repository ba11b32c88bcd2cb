import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FormFieldDefinition, validateForm } from '@shop/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { apiPath } from '../../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { seedStores } from '../stores.js';
import type { CatalogSeedResult } from '../types.js';
import { seedContentAndCommerce } from './index.js';
import { computeOrderTotals } from './order-totals.js';
import { DEMO_PASSWORD, hashDemoPassword, verifyDemoPassword } from './passwords.js';
import { seedTestCatalog } from './test-catalog.js';

const FORM_RULES = [
  'required',
  'alphanumeric',
  'alphanumeric_with_spaces',
  'letters_only',
  'email',
  'url',
  'numeric',
  'numeric_with_decimals',
  'no_html',
  'min_length',
  'max_length',
];

/** The tables of 0003 plus the url rewrites it adds: what determinism is checked on. */
const COMMERCE_TABLES = [
  ...readFileSync(apiPath('src/db/migrations/0003_content_and_commerce.sql'), 'utf8').matchAll(
    /^CREATE TABLE (\w+)/gm,
  ),
].map((match) => match[1] as string);

interface Seeded {
  db: Database;
  catalog: CatalogSeedResult;
  mediaDir: string;
  log: string[];
}

async function seedFresh(db: Database): Promise<Seeded> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'commerce-seed-'));
  await migrate(db);
  await seedStores(db);
  const catalog = await seedTestCatalog(db);
  const log: string[] = [];
  await seedContentAndCommerce(db, { catalog, mediaDir, log: (line) => log.push(line) });
  return { db, catalog, mediaDir, log };
}

async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
  return row?.n ?? 0;
}

/** Columns that hold a secret of the demo data: random on every run, never from the seeded streams. */
const SECRET_COLUMNS: Record<string, string[]> = {
  customer: ['password_hash'],
  cart: ['masked_id'],
  wishlist: ['sharing_code'],
  sales_order: ['hash'],
  sales_order_payment: ['provider_reference'],
  payment_transaction: ['reference'],
  newsletter_subscriber: ['confirm_code'],
};

/** Columns that repeat a secret (a url with the order's hash, the provider's payload). */
const COLUMNS_WITH_SECRETS: Record<string, string[]> = {
  sales_order: ['payment_redirect_url'],
  payment_transaction: ['payload'],
};

/** One fingerprint per table, independent of physical row order, secrets left out. */
async function fingerprints(db: Queryable): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of [...COMMERCE_TABLES, 'url_rewrite']) {
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(r, '|' ORDER BY r)) AS digest
         FROM (SELECT (to_jsonb(t) - $1::text[])::text AS r FROM ${table} t) rows`,
      [[...(SECRET_COLUMNS[table] ?? []), ...(COLUMNS_WITH_SECRETS[table] ?? [])]],
    );
    result[table] = row?.digest ?? 'empty';
  }
  return result;
}

/** Every secret of the demo data, by table and column. */
async function secrets(db: Queryable): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
    for (const column of columns) {
      const rows = await db.query<{ value: string }>(
        `SELECT ${column}::text AS value FROM ${table} WHERE ${column} IS NOT NULL ORDER BY 1`,
      );
      result[`${table}.${column}`] = rows.map((row) => row.value);
    }
  }
  return result;
}

/** The invariants every seeded database must meet, on the embedded server and on a PostgreSQL server alike. */
async function checkInvariants(seeded: Seeded): Promise<void> {
  const { db, catalog } = seeded;

  // Demo customers can log in with the documented password, and only with it.
  const customers = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM customer ORDER BY id',
  );
  expect(customers.length).toBeGreaterThanOrEqual(23);
  const anna = customers.find((customer) => customer.email === 'anna.mueller@example.com');
  expect(anna && verifyDemoPassword(DEMO_PASSWORD, anna.password_hash)).toBe(true);
  expect(anna && verifyDemoPassword('Demo-Pass2!', anna.password_hash)).toBe(false);
  for (const customer of customers)
    expect(customer.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(
    await count(
      db,
      `SELECT count(*) FROM customer WHERE default_shipping_id IS NULL OR default_billing_id IS NULL`,
    ),
  ).toBe(0);
  const [jan] = await db.query<{ company: string; coc: string; vat_id: string }>(
    `SELECT a.company, a.coc, a.vat_id FROM customer c JOIN customer_address a ON a.id = c.default_billing_id
      WHERE lower(c.email) = 'jan.devries@example.nl'`,
  );
  expect(jan).toEqual({ company: 'De Vries Bouwmaterialen B.V.', coc: '12345678', vat_id: 'NL123456789B01' });
  expect(await count(db, `SELECT count(*) FROM vat_dataset WHERE vat_id = 'NL123456789B01' AND valid`)).toBe(
    1,
  );

  // Tax rates of the main countries.
  const rates = await db.query<{ code: string; rate: string }>(
    `SELECT code, rate::text FROM tax_rate WHERE country_code IN ('DE', 'NL') ORDER BY code`,
  );
  expect(rates).toEqual([
    { code: 'DE-reduced', rate: '7.00' },
    { code: 'DE-standard', rate: '19.00' },
    { code: 'NL-reduced', rate: '9.00' },
    { code: 'NL-standard', rate: '21.00' },
  ]);
  expect(await count(db, `SELECT count(*) FROM country WHERE is_eu`)).toBe(27);
  expect(await count(db, `SELECT count(DISTINCT country_id) FROM region`)).toBe(4);

  // Blog: paging by 9 gives at least 3 pages in every store view.
  const posts = await db.query<{ store_code: string; posts: number }>(
    'SELECT store_code, count(*)::int AS posts FROM blog_post_store GROUP BY store_code ORDER BY store_code',
  );
  expect(posts.map((row) => row.store_code)).toEqual(['de', 'en', 'nl']);
  for (const row of posts) expect(row.posts).toBeGreaterThanOrEqual(25);

  // Forms: one per type, all rule types in use, the example submissions pass the rules.
  const formTypes = await db.query<{ type: string }>('SELECT type FROM form WHERE is_active ORDER BY type');
  expect(formTypes.map((row) => row.type)).toEqual(['category', 'contact', 'product']);
  const usedRules = await db.query<{ type: string }>(
    `SELECT DISTINCT rule->>'type' AS type FROM form_field, jsonb_array_elements(validation) AS rule ORDER BY 1`,
  );
  expect(usedRules.map((row) => row.type).sort()).toEqual([...FORM_RULES].sort());
  const submissions = await db.query<{ form_id: number; field_values: Record<string, unknown> }>(
    'SELECT form_id, field_values FROM form_submission',
  );
  expect(submissions.length).toBeGreaterThan(0);
  for (const submission of submissions) {
    const fields = await db.query<FormFieldDefinition & { name: string }>(
      `SELECT f.name, s.label, f.type, f.input_type AS "inputType", f.checked_value AS "checkedValue",
              f.unchecked_value AS "uncheckedValue", f.validation
         FROM form_field f JOIN form_field_store s ON s.field_id = f.id AND s.store_code = 'en'
        WHERE f.form_id = $1`,
      [submission.form_id],
    );
    expect(validateForm(fields, submission.field_values)).toEqual({});
  }

  // Orders: enough of them, on existing products, with totals that add up.
  const orderTotal = await count(db, 'SELECT count(*) FROM sales_order');
  expect(orderTotal).toBeGreaterThanOrEqual(150);
  expect(
    await count(
      db,
      'SELECT count(*) FROM sales_order_item i LEFT JOIN product p ON p.id = i.product_id WHERE p.id IS NULL',
    ),
  ).toBe(0);
  const productIds = new Set(catalog.products.map((product) => product.id));
  const orderedIds = await db.query<{ product_id: number }>(
    'SELECT DISTINCT product_id FROM sales_order_item',
  );
  for (const row of orderedIds) expect(productIds.has(row.product_id)).toBe(true);
  const mismatches = await db.query(
    `SELECT o.id FROM sales_order o
       JOIN LATERAL (
         SELECT sum(row_total_incl_tax) AS incl, sum(row_total) AS excl, sum(tax_amount) AS tax, sum(discount_amount) AS discount
           FROM sales_order_item WHERE order_id = o.id AND parent_item_id IS NULL
       ) i ON true
       JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS amount FROM sales_order_tax WHERE order_id = o.id) t ON true
      WHERE i.incl <> o.subtotal_incl_tax OR i.excl <> o.subtotal OR i.discount <> o.discount_amount
         OR i.tax + o.shipping_tax_amount <> o.tax_amount OR t.amount <> o.tax_amount
         OR o.grand_total <> o.subtotal_incl_tax - o.discount_amount + o.shipping_incl_tax
         OR o.subtotal + (o.subtotal_incl_tax - o.subtotal) < o.discount_amount`,
  );
  expect(mismatches).toEqual([]);
  // Each item's tax is what its rate takes out of its discounted gross amount.
  expect(
    await count(
      db,
      `SELECT count(*) FROM sales_order_item WHERE parent_item_id IS NULL
          AND abs(tax_amount - round((row_total_incl_tax - discount_amount) * tax_percent / (100 + tax_percent), 2)) > 0.005`,
    ),
  ).toBe(0);
  expect(
    await count(db, `SELECT count(*) FROM sales_order WHERE status IN ('complete', 'processing')`),
  ).toBeGreaterThan(orderTotal / 2);
  expect(
    await count(
      db,
      `SELECT count(*) FROM sales_order o JOIN customer c ON c.id = o.customer_id WHERE c.email = 'anna.mueller@example.com'`,
    ),
  ).toBeGreaterThan(10);
  // Configurable purchases carry the chosen options and a child row.
  expect(
    await count(
      db,
      `SELECT count(*) FROM sales_order_item p JOIN sales_order_item c ON c.parent_item_id = p.id
        WHERE p.product_type = 'configurable' AND jsonb_array_length(p.selected_options) = 2`,
    ),
  ).toBeGreaterThan(0);
  // Some products are bought together again and again.
  const [pair] = await db.query<{ orders: number }>(
    `SELECT count(*)::int AS orders FROM sales_order_item a
       JOIN sales_order_item b ON a.order_id = b.order_id AND a.product_id < b.product_id
      WHERE a.parent_item_id IS NULL AND b.parent_item_id IS NULL
      GROUP BY a.product_id, b.product_id ORDER BY 1 DESC LIMIT 1`,
  );
  expect(pair?.orders).toBeGreaterThanOrEqual(5);
  const [sequence] = await db.query<{ next: string }>(
    `SELECT nextval('sales_order_increment_seq')::text AS next`,
  );
  expect(Number(sequence?.next)).toBe(orderTotal + 1);

  // Content with routes.
  const routes = await db.query<{ store_code: string; request_path: string }>(
    `SELECT store_code, request_path FROM url_rewrite r JOIN cms_page p ON p.id = r.entity_id
      WHERE r.entity_type = 'cms_page' AND p.identifier = 'about-us' ORDER BY store_code`,
  );
  expect(routes).toEqual([
    { store_code: 'de', request_path: 'ueber-uns' },
    { store_code: 'en', request_path: 'about-us' },
    { store_code: 'nl', request_path: 'over-ons' },
  ]);
  const landingFilters = await db.query<{ product_filters: Record<string, { eq?: string; in?: string[] }> }>(
    'SELECT product_filters FROM landing_page ORDER BY id',
  );
  expect(landingFilters.length).toBe(4);
  for (const { product_filters: filters } of landingFilters) {
    expect(catalog.categoryIds).toContain(Number(filters.category_id?.eq));
  }
  expect(landingFilters.some(({ product_filters: filters }) => filters.color?.in?.length)).toBe(true);
  expect(await count(db, `SELECT count(*) FROM url_rewrite WHERE entity_type = 'landing_page'`)).toBe(12);
  expect(await count(db, `SELECT count(*) FROM cms_block WHERE identifier LIKE 'footer-links-%'`)).toBe(3);
  const footer = await db.query<{ content: string }>(
    `SELECT string_agg(s.content, '') AS content FROM cms_block_store s JOIN cms_block b ON b.id = s.block_id
      WHERE b.identifier LIKE 'footer-%' AND s.store_code = 'nl'`,
  );
  for (const link of ['href="/over-ons"', 'href="https://', 'href="mailto:', 'href="tel:']) {
    expect(footer[0]?.content).toContain(link);
  }

  // Stores, lookups, shop reviews.
  const codes = await db.query<{ pickup_location_code: string }>(
    'SELECT pickup_location_code FROM pickup_location ORDER BY pickup_location_code',
  );
  expect(codes.map((row) => row.pickup_location_code)).toEqual([
    'store-amsterdam',
    'store-berlin',
    'store-koeln',
    'store-utrecht',
  ]);
  expect(
    await count(
      db,
      `SELECT count(DISTINCT day) FROM physical_store_opening_hours h JOIN physical_store s ON s.id = h.physical_store_id WHERE s.url_key = 'koeln' AND h.from_time = '14:00'`,
    ),
  ).toBe(5);
  expect(
    await count(
      db,
      `SELECT count(*) FROM physical_store_opening_exception WHERE date BETWEEN '2026-11-01' AND '2026-11-08'`,
    ),
  ).toBeGreaterThan(0);
  expect(
    await count(db, `SELECT count(*) FROM postcode_dataset WHERE postcode = '1012AB' AND letter IS NOT NULL`),
  ).toBeGreaterThan(10);
  expect(await count(db, `SELECT count(*) FROM shop_review`)).toBe(60);
  expect(
    await count(
      db,
      `SELECT count(*) FROM payment_method_field_option o JOIN payment_method_field f ON f.id = o.field_id WHERE f.payment_method_code = 'testpay_ideal'`,
    ),
  ).toBeGreaterThanOrEqual(10);

  // Only the documented accounts sign in with the documented password.
  const undocumented = customers.filter(
    (customer) =>
      !['anna.mueller@example.com', 'jan.devries@example.nl', 'sam.taylor@example.com'].includes(
        customer.email,
      ),
  );
  expect(undocumented.length).toBeGreaterThan(10);
  for (const customer of undocumented)
    expect(verifyDemoPassword(DEMO_PASSWORD, customer.password_hash)).toBe(false);

  // The api's own inserts continue after the seeded ids.
  await db.query(
    `INSERT INTO customer (email, password_hash, firstname, lastname, store_code) VALUES ('new@example.com', 'x', 'New', 'Customer', 'de')`,
  );
  await db.query(`DELETE FROM customer WHERE email = 'new@example.com'`);

  // Generated images are on disk.
  const [blogImage] = await db.query<{ featured_image: string }>(
    'SELECT featured_image FROM blog_post ORDER BY id LIMIT 1',
  );
  expect(blogImage && existsSync(join(seeded.mediaDir, blogImage.featured_image))).toBe(true);
}

describe('demo password hashes', () => {
  it('are scrypt with a hex salt, in a format the api can verify', () => {
    const hash = hashDemoPassword(DEMO_PASSWORD, '000102030405060708090a0b0c0d0e0f');
    // A known answer, so the api's verifier can be checked against it without this module.
    expect(hash).toBe(
      'scrypt$000102030405060708090a0b0c0d0e0f$4fa6e748aaffc95acbb7fed5decbbf8cae1829559d29b6c643871ea78cf8f9c2',
    );
    expect(verifyDemoPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(verifyDemoPassword('demo-pass1!', hash)).toBe(false);
    expect(verifyDemoPassword(DEMO_PASSWORD, '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')).toBe(false);
  });
});

describe('order totals', () => {
  it('takes tax out of gross prices after the discount, shipping at its own rate', () => {
    const totals = computeOrderTotals(
      [{ unitPriceInclTax: 11_900, qty: 1, taxRate: 19 }],
      { type: 'percent', amount: 10 },
      495,
      19,
    );
    expect(totals).toMatchObject({
      subtotal: 10_000,
      subtotalInclTax: 11_900,
      discount: 1_190,
      shippingTax: 79,
      shippingAmount: 416,
      tax: 1_710 + 79,
      grandTotal: 11_900 - 1_190 + 495,
    });
  });

  it('spreads a fixed discount over the rows, the rounding rest on the last', () => {
    const totals = computeOrderTotals(
      [
        { unitPriceInclTax: 1_000, qty: 1, taxRate: 19 },
        { unitPriceInclTax: 1_000, qty: 2, taxRate: 7 },
      ],
      { type: 'fixed', amount: 1_000 },
      0,
      19,
    );
    expect(totals.lines.map((line) => line.discount)).toEqual([333, 667]);
    expect([...totals.taxByRate]).toEqual([
      [19, 106],
      [7, 87],
    ]);
    expect(totals.grandTotal).toBe(2_000);
  });
});

/**
 * Freshly created databases on the test run's embedded server, or with DATABASE_URL set on that
 * PostgreSQL server (test/test-database.ts), so the same SQL is proven on both.
 */
describe('content and commerce seed', () => {
  let first: Seeded;
  let firstDatabase: TestDatabase;

  beforeAll(async () => {
    firstDatabase = await createTestDatabase();
    first = await seedFresh(firstDatabase.db);
  }, 120_000);

  afterAll(async () => {
    await firstDatabase?.drop();
    if (first) rmSync(first.mediaDir, { recursive: true, force: true });
  });

  it('meets the invariants the api relies on', async () => {
    await checkInvariants(first);
    expect(first.log.join('\n')).toMatch(/content and commerce: \d+ customers/);
  }, 60_000);

  it('produces the same shop on every run', async () => {
    const secondDatabase = await createTestDatabase();
    const second = await seedFresh(secondDatabase.db);
    try {
      const [a, b] = [await fingerprints(first.db), await fingerprints(second.db)];
      expect(b).toEqual(a);
      // ... but for its secrets: cart ids, order hashes, sharing and confirmation codes, salts.
      const [secretsA, secretsB] = [await secrets(first.db), await secrets(second.db)];
      for (const [column, values] of Object.entries(secretsA)) {
        expect(values.length, column).toBeGreaterThan(0);
        expect(
          values.filter((value) => secretsB[column]?.includes(value)),
          column,
        ).toEqual([]);
      }
    } finally {
      await secondDatabase.drop();
      rmSync(second.mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
