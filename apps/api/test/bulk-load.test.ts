// A bulk load (migration 0017: triggers off, finish_bulk_load() computes the derived data once)
// must leave exactly what the triggers leave when the same rows are written statement by statement:
// the same catalogue is seeded and then changed once each way, and the derived tables compared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../seed/catalog/index.js';
import { seedStores } from '../seed/stores.js';
import { finishBulkLoad, startBulkLoad } from '../src/db/bulk-load.js';
import type { Database, Queryable } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { constraintsAndIndexes, createTestDatabase, type TestDatabase } from './test-database.js';

// Both seeds share one seed day.
const NOW = new Date();
const PRODUCTS = 150;

/** Everything the triggers derive, each table in its key's order. */
const DERIVED: Record<string, string> = {
  product_store: `SELECT product_id, store_code, search_vector::text, searchable, rating_summary
                    FROM product_store ORDER BY product_id, store_code`,
  search_term: 'SELECT store_code, term, fold, products FROM search_term ORDER BY store_code, term',
  product_price_index: `SELECT product_id, min_regular, min_final, max_regular, max_final, in_stock, valid_until,
                               is_enabled, visibility, created_at, num_sales, option_ids, category_ids
                          FROM product_price_index ORDER BY product_id`,
  category_listing: `SELECT * FROM category_listing ORDER BY category_id, store_code, product_id`,
  product_search: `SELECT store_code, product_id, name, rating_summary, min_final, valid_until, created_at, num_sales,
                          option_ids, category_ids, search_vector::text
                     FROM product_search ORDER BY product_id, store_code`,
};

/** An import's changes to a seeded catalogue: renames, prices, status, reviews, assignments, deletions. */
const CHANGES = [
  `UPDATE product_store SET name = 'Artikel ' || product_id WHERE product_id % 7 = 0`,
  'UPDATE product SET is_enabled = false WHERE id % 11 = 0',
  'UPDATE product SET visibility = 3 WHERE id % 17 = 0 AND visibility = 4',
  'UPDATE product SET price = price + 1, special_price = NULL, stock_qty = 0 WHERE id % 5 = 0',
  `UPDATE review SET status = 'not_approved' WHERE id % 3 = 0`,
  'DELETE FROM category_product WHERE product_id % 13 = 0',
  `DELETE FROM product p
    WHERE p.id IN (SELECT id FROM product WHERE type_id = 'simple' AND visibility = 4 ORDER BY id DESC LIMIT 5)
      AND NOT EXISTS (SELECT 1 FROM product_relation r WHERE r.child_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM bundle_selection s WHERE s.product_id = p.id)`,
];

async function derived(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [table, sql] of Object.entries(DERIVED)) {
    tables[table] = (await db.query(sql)).map((row) => JSON.stringify(row));
  }
  return tables;
}

/** Rows only one side has, a few of each, per table: empty when both are the same. */
function differences(bulk: Record<string, string[]>, rowByRow: Record<string, string[]>) {
  const found: Record<string, { onlyBulk: string[]; onlyRowByRow: string[] }> = {};
  for (const table of Object.keys(DERIVED)) {
    const left = new Set(bulk[table]);
    const right = new Set(rowByRow[table]);
    const onlyBulk = [...left].filter((row) => !right.has(row));
    const onlyRowByRow = [...right].filter((row) => !left.has(row));
    if (onlyBulk.length || onlyRowByRow.length) {
      found[table] = { onlyBulk: onlyBulk.slice(0, 3), onlyRowByRow: onlyRowByRow.slice(0, 3) };
    }
  }
  return found;
}

async function applyChanges(tx: Queryable): Promise<void> {
  for (const change of CHANGES) await tx.query(change);
}

describe('bulk load', () => {
  let bulk: TestDatabase;
  let rowByRow: TestDatabase;
  const notifications: string[] = [];
  let stopListening: (() => Promise<void>) | undefined;
  let migratedSchema: string[] = [];

  beforeAll(async () => {
    [bulk, rowByRow] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await migrate(bulk.db);
    await migrate(rowByRow.db);
    migratedSchema = await constraintsAndIndexes(bulk.db);
    await rowByRow.db.transaction(async (tx) => {
      await seedStores(tx);
      await seedCatalog(tx, {
        products: PRODUCTS,
        mediaDir: `${rowByRow.dataDir}/media`,
        log: () => {},
        now: NOW,
      });
    });
    await bulk.db.transaction((tx) => seedStores(tx));
    stopListening = await bulk.db.listen('shop_public_data_changed', {
      notified: (payload) => notifications.push(payload),
      watching: () => {},
    });
    await bulk.db.transaction(async (tx) => {
      await startBulkLoad(tx);
      // As the seed does: the search vectors computed on another connection.
      await seedCatalog(tx, {
        products: PRODUCTS,
        mediaDir: `${bulk.dataDir}/media`,
        log: () => {},
        now: NOW,
        computeOn: bulk.db,
      });
      await finishBulkLoad(tx);
    });
  }, 600_000);

  afterAll(async () => {
    await stopListening?.();
    await Promise.all([bulk?.drop(), rowByRow?.drop()]);
  });

  it('derives from a seeded catalogue what the triggers derive', async () => {
    const [bulkTables, rowTables] = await Promise.all([derived(bulk.db), derived(rowByRow.db)]);
    expect(bulkTables.category_listing?.length).toBeGreaterThan(PRODUCTS);
    expect(bulkTables.search_term?.length).toBeGreaterThan(50);
    expect(differences(bulkTables, rowTables)).toEqual({});
  });

  it('leaves the constraints and indexes the migrations made', async () => {
    expect(migratedSchema.length).toBeGreaterThan(100);
    expect(await constraintsAndIndexes(bulk.db)).toEqual(migratedSchema);
  });

  it('notifies once that anything may have changed', () => {
    expect(notifications).toEqual(['']);
  });

  it('derives after an import into that catalogue what the triggers derive', async () => {
    await rowByRow.db.transaction(applyChanges);
    await bulk.db.transaction(async (tx) => {
      await startBulkLoad(tx);
      await applyChanges(tx);
      await finishBulkLoad(tx);
    });
    const [bulkTables, rowTables] = await Promise.all([derived(bulk.db), derived(rowByRow.db)]);
    expect(rowTables.search_term?.some((row) => JSON.parse(row).products === 0)).toBe(true);
    expect(differences(bulkTables, rowTables)).toEqual({});
  });

  it('counts for each word but a stop word the names of searchable texts that hold it, through every change', async () => {
    // Run after the import above: renamed texts, disabled products, products shown in search only.
    for (const database of [bulk, rowByRow]) {
      const wrong = await database.db.query<{
        store_code: string;
        term: string;
        products: number;
        searchable: number;
      }>(
        `SELECT s.store_code, s.term, s.products, coalesce(c.n, 0)::int AS searchable
           FROM search_term s
           LEFT JOIN (SELECT ps.store_code, t.term, count(*) AS n
                        FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
                        JOIN store st ON st.code = ps.store_code
                       WHERE ps.searchable AND to_tsvector(st.search_config::regconfig, t.term) <> ''
                       GROUP BY ps.store_code, t.term) c
             ON c.store_code = s.store_code AND c.term = s.term
          WHERE s.products <> coalesce(c.n, 0)
          LIMIT 5`,
      );
      expect(wrong).toEqual([]);
      // Some words only the names of products nobody finds hold (a configurable product's children).
      const [unsearchable] = await database.db.query<{ words: number }>(
        `SELECT count(*)::int AS words FROM search_term s
          WHERE s.products = 0
            AND EXISTS (SELECT 1 FROM product_store ps
                         WHERE ps.store_code = s.store_code AND NOT ps.searchable
                           AND s.term IN (SELECT search_terms_of(ps.name)))`,
      );
      expect(unsearchable?.words).toBeGreaterThan(0);
      // Names hold words the store views' languages drop from a search ("für", "van", "for").
      const [stopWords] = await database.db.query<{ named: number }>(
        `SELECT count(DISTINCT (ps.store_code, t.term))::int AS named
           FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
           JOIN store st ON st.code = ps.store_code
          WHERE ps.searchable AND to_tsvector(st.search_config::regconfig, t.term) = ''`,
      );
      expect(stopWords?.named).toBeGreaterThan(0);
    }
  });

  it('leaves a stop word at nothing when texts holding it are renamed or deleted', async () => {
    // A database counted before stop words were left out keeps their rows, at 0.
    const db = rowByRow.db;
    const texts = await db.query<{ product_id: number; store_code: string; term: string }>(
      `SELECT ps.product_id, ps.store_code, t.term
         FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
         JOIN store st ON st.code = ps.store_code
        WHERE ps.searchable AND to_tsvector(st.search_config::regconfig, t.term) = ''
        ORDER BY ps.product_id, ps.store_code LIMIT 2`,
    );
    expect(texts).toHaveLength(2);
    const [renamed, deleted] = texts;
    for (const text of texts) {
      await db.query(
        `INSERT INTO search_term (store_code, term, fold, products) VALUES ($1, $2, search_fold($2), 0)
         ON CONFLICT (store_code, term) DO NOTHING`,
        [text.store_code, text.term],
      );
    }
    await db.query(
      `UPDATE product_store SET name = name || ' neu' WHERE product_id = $1 AND store_code = $2`,
      [renamed?.product_id, renamed?.store_code],
    );
    await db.query('DELETE FROM product_store WHERE product_id = $1 AND store_code = $2', [
      deleted?.product_id,
      deleted?.store_code,
    ]);
    const counts = await db.query<{ products: number }>(
      'SELECT products FROM search_term WHERE (store_code, term) IN (($1, $2), ($3, $4))',
      [renamed?.store_code, renamed?.term, deleted?.store_code, deleted?.term],
    );
    expect(counts.map((row) => row.products)).toEqual(counts.map(() => 0));
    expect(counts.length).toBeGreaterThan(0);
  });

  it('counts the words of a name worth suggesting, each once', async () => {
    const [words] = await bulk.db.query<{ name: string[]; none: string[] }>(
      `SELECT ARRAY(SELECT search_terms_of('Sport-Shirt Größe XL, 2,5 kg, blau Blau 500') ORDER BY 1) AS name,
              ARRAY(SELECT search_terms_of(NULL)) AS none`,
    );
    expect(words).toEqual({ name: ['blau', 'größe', 'shirt', 'sport'], none: [] });
  });

  it('is honoured by every trigger but the one that gives an updated text its search vector', async () => {
    const unchecked = await bulk.db.query<{ name: string }>(
      `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
          AND pg_get_triggerdef(t.oid) NOT LIKE '%bulk_loading()%' ORDER BY 1`,
    );
    expect(unchecked.map((row) => row.name)).toEqual(['product_store_search_vector_update']);
  });
});
