// An import of a product CSV: read, check every row, then write the valid rows in one
// transaction (or nothing, when more rows are bad than allowed). Derived data follows through the
// tables' triggers, or, for a large file, through one bulk load (DATABASE.md).
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { withoutKeysAndIndexes } from '../seed/sql.js';
import { CATALOGUE_TABLES, DERIVED_TABLES, finishBulkLoad, startBulkLoad } from '../src/db/bulk-load.js';
import type { Database } from '../src/db/database.js';
import {
  type Behavior,
  type CsvRow,
  type ProductPlan,
  planImport,
  type RowError,
  referencedSkus,
} from './plan.js';
import { writeRelations } from './relations.js';
import { loadShopState } from './shop-state.js';
import { resolveTexts } from './texts.js';
import {
  clearReplaced,
  createAttributes,
  createCategories,
  deleteProducts,
  nextId,
  type ProductFacts,
  writeProducts,
  writeTexts,
} from './write.js';

export interface ImportOptions {
  behavior: Behavior;
  imagesDir?: string;
  mediaDir: string;
  dryRun: boolean;
  allowErrors: number;
  /** New products from which on the load runs in bulk mode rather than through the triggers. */
  bulkFrom?: number;
  progress?: (line: string) => void;
}

export interface ImportSummary {
  rows: number;
  errors: RowError[];
  /** Columns of the file this shop does not read. */
  unknownColumns: string[];
  created: number;
  updated: number;
  deleted: number;
  /** Rows not written: bad ones and those of products skipped with them. */
  skipped: number;
  categories: number;
  images: number;
  written: boolean;
  milliseconds: number;
}

const BULK_FROM = 5_000;

export async function readCsv(file: string): Promise<{ header: string[]; rows: CsvRow[] }> {
  const rows: CsvRow[] = [];
  let header: string[] = [];
  let line = 1;
  const parser = createReadStream(file).pipe(
    parse({ bom: true, relax_column_count: true, info: true, skip_empty_lines: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (header.length === 0) {
      header = record.map((name) => name.trim());
      line = info.lines + 1;
      continue;
    }
    const values: Record<string, string> = {};
    for (let index = 0; index < header.length; index++) values[header[index] as string] = record[index] ?? '';
    rows.push({ line, values, width: record.length });
    line = info.lines + 1;
  }
  return { header, rows };
}

export async function importCatalog(
  db: Database,
  file: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.progress ?? (() => {});
  const elapsed = () => (performance.now() - started) / 1000;
  const step = (what: string) => log(`wrote ${what} (${elapsed().toFixed(1)} s)`);
  const { header, rows } = await readCsv(file);
  log(`read ${rows.length} rows in ${elapsed().toFixed(1)} s`);
  const summary: ImportSummary = {
    rows: rows.length,
    errors: [],
    unknownColumns: [],
    created: 0,
    updated: 0,
    deleted: 0,
    skipped: 0,
    categories: 0,
    images: 0,
    written: false,
    milliseconds: 0,
  };
  const cancelled = new Error('nothing written');
  try {
    await db.transaction(async (tx) => {
      // One import at a time: ids of new rows are taken as the highest plus one.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-import'))`);
      const shop = await loadShopState(tx);
      const planned = planImport(header, rows, shop, options);
      summary.unknownColumns = planned.unknownColumns;
      const errors = planned.errors;
      summary.errors = errors;
      let plans = dropInvalid(planned.plans, errors, shop.products);
      const tooMany = () => badLines(errors).size > options.allowErrors;
      if (options.behavior === 'delete') {
        log(`validated ${rows.length} rows: ${badLines(errors).size} with errors`);
        if (options.dryRun || tooMany()) throw cancelled;
        const doomed = plans.map((plan) => plan.existingId as number);
        await deleteProducts(tx, doomed);
        summary.deleted = doomed.length;
        summary.skipped = rows.length - doomed.length;
        summary.written = true;
        return;
      }
      // New skus get their ids before the texts are checked (one import at a time takes them).
      const ids = new Map<string, number>();
      let id = await nextId(tx, 'product');
      for (const plan of plans) ids.set(plan.sku, plan.existingId ?? id++);
      const texts = await resolveTexts(tx, plans, ids, shop, options.behavior);
      errors.push(...texts.errors);
      plans = dropInvalid(new Map(plans.map((plan) => [plan.sku, plan])), errors, shop.products);
      log(
        `validated ${rows.length} rows: ${badLines(errors).size} with errors (${(rows.length / elapsed()).toFixed(0)} rows/s)`,
      );
      if (options.dryRun || tooMany()) throw cancelled;

      // A bulk load recomputes the derived data of the whole catalogue: worth it for many new
      // products; changes of existing ones (a price feed) are cheaper through the triggers.
      const created = plans.filter((plan) => plan.existingId === undefined).length;
      const bulk = created >= (options.bulkFrom ?? BULK_FROM);
      // A load that at least doubles the catalogue (a move into an empty shop) builds the tables'
      // indexes and checks their keys once at its end, as the seed does, rather than row by row;
      // the product tables are locked until it commits then.
      const rebuild = bulk && created >= shop.products.size;
      const write = async () => {
        await createAttributes(tx, plans, planned.newAttributes, shop);
        summary.categories = await createCategories(tx, plans, shop);
        step('attributes and categories');
        if (options.behavior === 'replace')
          await clearReplaced(
            tx,
            plans.flatMap((plan) => (plan.existingId === undefined ? [] : [plan.existingId])),
          );
        await writeProducts(tx, plans, ids, options.behavior);
        step('products');
        const written = new Set(plans.map((plan) => ids.get(plan.sku) as number));
        const facts = new Map(
          (
            await tx.query<ProductFacts & { id: number }>(
              `SELECT id, sku, is_enabled AND visibility IN (3, 4) AS searchable, visibility > 1 AS visible
                 FROM product WHERE id = ANY($1::int[])`,
              [[...written]],
            )
          ).map((row) => [row.id, row]),
        );
        await writeTexts(
          tx,
          texts.rows.filter((row) => written.has(row.productId)),
          facts,
          bulk ? db : undefined,
        );
        step('texts and urls');
        summary.images = (await writeRelations(tx, plans, ids, shop, options)).images;
        step(`what hangs on ${plans.length} products`);
      };
      if (bulk) await startBulkLoad(tx);
      if (rebuild) {
        await withoutKeysAndIndexes(tx, CATALOGUE_TABLES, write);
        step('indexes and keys');
        await withoutKeysAndIndexes(tx, DERIVED_TABLES, () => finishBulkLoad(tx));
        step('derived data');
      } else {
        await write();
        if (bulk) {
          await finishBulkLoad(tx);
          step('derived data');
        }
      }
      summary.created = created;
      summary.updated = plans.length - summary.created;
      summary.skipped = rows.length - plans.reduce((count, plan) => count + plan.lines.length, 0);
      summary.written = true;
    });
  } catch (error) {
    if (error !== cancelled) throw error;
  }
  // One error per line and column (the first found), in the file's order.
  const seen = new Set<string>();
  summary.errors = summary.errors
    .filter(
      (error) => !seen.has(`${error.line}/${error.column}`) && seen.add(`${error.line}/${error.column}`),
    )
    .sort((a, b) => a.line - b.line);
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

function badLines(errors: RowError[]): Set<number> {
  return new Set(errors.map((error) => error.line));
}

/**
 * Drops the plans with a bad row, and then, until nothing changes, the plans that need a dropped
 * product the shop does not have (each with an error of its own).
 */
function dropInvalid(
  plans: Map<string, ProductPlan>,
  errors: RowError[],
  shopProducts: Map<string, unknown>,
): ProductPlan[] {
  // Without a bad row every sku a plan needs is in the file or the shop (the checks say so).
  if (errors.length === 0) return [...plans.values()];
  const kept = new Map(plans);
  let changed = true;
  while (changed) {
    changed = false;
    const bad = badLines(errors);
    for (const [sku, plan] of kept) {
      if (plan.lines.some((line) => bad.has(line))) {
        kept.delete(sku);
        changed = true;
        continue;
      }
      const missing = referencedSkus(plan).find((other) => !kept.has(other) && !shopProducts.has(other));
      if (missing) {
        errors.push({
          line: plan.lines[0] as number,
          column: 'sku',
          reason: `needs "${missing}", whose row is skipped`,
        });
        kept.delete(sku);
        changed = true;
      }
    }
  }
  return [...kept.values()];
}
