import { DERIVED_TABLES, finishBulkLoad, startBulkLoad } from '../src/db/bulk-load.js';
import type { Database } from '../src/db/database.js';
import { seedCatalog } from './catalog/index.js';
import { seedContentAndCommerce } from './commerce/index.js';
import { withoutKeysAndIndexes } from './sql.js';
import { seedStores } from './stores.js';
import type { SeedLog } from './types.js';

/** The tables finish_bulk_load() fills from the catalogue. */
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
    // The catalogue's derived data is computed once at its end, not by triggers per statement.
    await startBulkLoad(tx);
    const catalog = await seedCatalog(tx, {
      products: options.products,
      mediaDir: options.mediaDir,
      log,
      computeOn: db,
    });
    const finishing = performance.now();
    // Their foreign keys are checked and their lookup indexes built once, as the catalogue's are.
    await withoutKeysAndIndexes(tx, DERIVED_TABLES, () => finishBulkLoad(tx));
    log(`catalog: derived data computed in ${((performance.now() - finishing) / 1000).toFixed(1)} s`);
    await seedContentAndCommerce(tx, { catalog, mediaDir: options.mediaDir, log });
    return catalog.products.length;
  });
  return { products: productCount, milliseconds: Math.round(performance.now() - started) };
}
