// The store-view texts an import leaves: a global value reaches every store view that inherits it
// (whose text equals the default store view's), a store-view row only its own. Url keys are checked
// here, before any write: unique per store view, in the file and in the shop.
import { slugify } from '../seed/catalog/text.js';
import type { StoreCode } from '../seed/stores.js';
import type { Queryable } from '../src/db/database.js';
import { getOrAdd, TEXT_COLUMNS, type TextColumn } from './format.js';
import type { Behavior, ProductPlan, RowError } from './plan.js';
import type { ShopState } from './shop-state.js';

export type Texts = Record<TextColumn, string | null>;

export interface TextRow extends Texts {
  productId: number;
  store: string;
  /** The url key before the import; undefined for a text the product did not have. */
  oldUrlKey?: string;
  isNew: boolean;
}

/** Texts of every planned product in every store view that the import writes or changes. */
export async function resolveTexts(
  db: Queryable,
  plans: ProductPlan[],
  ids: Map<string, number>,
  shop: ShopState,
  behavior: Behavior,
): Promise<{ rows: TextRow[]; errors: RowError[] }> {
  // A plan without a text value (a price feed's) leaves every text as it is.
  const withTexts = plans.filter((plan) =>
    [...plan.texts.values()].some((texts) => Object.keys(texts).length > 0),
  );
  const existingIds = withTexts.flatMap((plan) => (plan.existingId === undefined ? [] : [plan.existingId]));
  const current = new Map<number, Map<string, Texts>>();
  for (const row of await db.query<Texts & { product_id: number; store_code: string }>(
    `SELECT product_id, store_code, ${TEXT_COLUMNS.join(', ')} FROM product_store WHERE product_id = ANY($1::int[])`,
    [existingIds],
  )) {
    getOrAdd(current, row.product_id, () => new Map()).set(row.store_code, row);
  }
  const rows: TextRow[] = [];
  const errors: RowError[] = [];
  const taken = new Map<string, Map<string, string>>(shop.stores.map((store) => [store, new Map()]));
  for (const plan of withTexts) {
    const id = ids.get(plan.sku) as number;
    const before = current.get(id);
    const fresh = before === undefined || behavior === 'replace';
    const defaultBefore = before?.get(shop.defaultStore);
    const global = plan.texts.get('') ?? {};
    for (const store of shop.stores) {
      const own = plan.texts.get(store) ?? {};
      const old = before?.get(store);
      const next = {} as Texts;
      for (const column of TEXT_COLUMNS) {
        const inherits = fresh || store === shop.defaultStore || old?.[column] === defaultBefore?.[column];
        if (own[column] !== undefined) next[column] = own[column] ?? null;
        else if (global[column] !== undefined && inherits) next[column] = global[column] ?? null;
        else next[column] = fresh ? null : (old?.[column] ?? null);
      }
      if (!next.name) continue; // a product the file names only in other store views
      next.url_key ??=
        slugify(next.name, store as StoreCode) || plan.sku.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const changed = !old || TEXT_COLUMNS.some((column) => old[column] !== next[column]);
      if (!changed) continue;
      const urlLine =
        plan.texts.get(store)?.url_key !== undefined ? lineOf(plan, store) : (plan.lines[0] as number);
      const holder = taken.get(store)?.get(next.url_key);
      if (holder && holder !== plan.sku)
        errors.push({
          line: urlLine,
          column: 'url_key',
          reason: `the url key "${next.url_key}" of store view ${store} is ${holder}'s in this file`,
        });
      taken.get(store)?.set(next.url_key, plan.sku);
      rows.push({ ...next, productId: id, store, oldUrlKey: old?.url_key ?? undefined, isNew: !old });
    }
  }
  // Url keys other products of the shop hold.
  const keyed = rows.filter((row) => row.url_key !== row.oldUrlKey);
  const clashes = await db.query<{ store_code: string; url_key: string; sku: string; product_id: number }>(
    `SELECT s.store_code, s.url_key, p.sku, s.product_id
       FROM unnest($1::text[], $2::text[], $3::int[]) AS k (store_code, url_key, product_id)
       JOIN product_store s ON s.store_code = k.store_code AND s.url_key = k.url_key AND s.product_id <> k.product_id
       JOIN product p ON p.id = s.product_id`,
    [keyed.map((row) => row.store), keyed.map((row) => row.url_key), keyed.map((row) => row.productId)],
  );
  const rowOf = new Map(rows.map((row) => [`${row.productId}/${row.store}`, row]));
  // The first row of the file that wants a key is the one the error names.
  const keyedBy = new Map(keyed.toReversed().map((row) => [`${row.store}/${row.url_key}`, row]));
  const planOf = new Map(plans.map((plan) => [ids.get(plan.sku), plan]));
  for (const clash of clashes) {
    // A key this import takes away from its holder is free.
    const holderRow = rowOf.get(`${clash.product_id}/${clash.store_code}`);
    if (holderRow && holderRow.url_key !== clash.url_key) continue;
    const row = keyedBy.get(`${clash.store_code}/${clash.url_key}`);
    const plan = row && planOf.get(row.productId);
    if (!row || !plan) continue;
    errors.push({
      line: lineOf(plan, row.store),
      column: 'url_key',
      reason: `the url key "${clash.url_key}" of store view ${clash.store_code} belongs to the product ${clash.sku}`,
    });
  }
  return { rows, errors };
}

function lineOf(plan: ProductPlan, store: string): number {
  const index = [...plan.texts.keys()].indexOf(store);
  return (index >= 0 ? plan.lines[index] : plan.lines[0]) as number;
}
