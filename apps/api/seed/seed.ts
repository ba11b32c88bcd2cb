import { finishBulkLoad, startBulkLoad, withoutLookupIndexes } from '../src/db/bulk-load.js';
import type { Database, Queryable } from '../src/db/database.js';
import { type CatalogSeedOptions, seedCatalog } from './catalog/index.js';
import { seedContentAndCommerce } from './commerce/index.js';
import { seedStores } from './stores.js';
import type { CatalogSeedResult, SeedLog } from './types.js';

export interface SeedOptions {
  /** Visible catalogue products to create (configurable children come on top). */
  products: number;
  /** Folder the generated product, brand and content images are written to. */
  mediaDir: string;
  log?: SeedLog;
}

export interface SeedSummary {
  products: number;
  milliseconds: number;
}

/**
 * The tables with most rows per product whose lookup indexes the derived data does not need:
 * finish_bulk_load() reads them whole (reviews, which it looks up per text, keep theirs).
 */
const LOOKUP_INDEXED_TABLES = ['product_store', 'url_rewrite'];

/** True when the database holds no shop yet (the api seeds it on first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ stores: number }>('SELECT count(*)::int AS stores FROM store');
  return (row?.stores ?? 0) === 0;
}

/** Fills an empty, migrated database with the deterministic demo shop, in one transaction. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const productCount = await db.transaction(async (tx) => {
    await seedStores(tx);
    const catalog = await loadCatalog(tx, {
      products: options.products,
      mediaDir: options.mediaDir,
      log,
      computeOn: db,
    });
    await seedContentAndCommerce(tx, { catalog, mediaDir: options.mediaDir, log });
    return catalog.products.length;
  });
  return { products: productCount, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Writes the catalogue in the transaction `tx` as a bulk load: its derived data computed once at its
 * end, not by triggers per statement, and the indexes of its largest tables built after that.
 */
export async function loadCatalog(tx: Queryable, options: CatalogSeedOptions): Promise<CatalogSeedResult> {
  await startBulkLoad(tx);
  return await withoutLookupIndexes(tx, LOOKUP_INDEXED_TABLES, async () => {
    const catalog = await seedCatalog(tx, options);
    const finishing = performance.now();
    await finishBulkLoad(tx);
    options.log(`catalog: derived data computed in ${((performance.now() - finishing) / 1000).toFixed(1)} s`);
    return catalog;
  });
}
