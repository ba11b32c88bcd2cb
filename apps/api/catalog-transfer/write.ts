// Writes the planned products in the import's transaction with one statement per table and
// batch (COPY for new rows, a JSON batch for changes), never one per row: categories and
// attributes the file names first, then products, texts, urls, and what hangs on the products.
import { slugify } from '../seed/catalog/text.js';
import { type BinaryColumn, copyBinaryRows, insertRows } from '../seed/sql.js';
import type { StoreCode } from '../seed/stores.js';
import type { Queryable } from '../src/db/database.js';
import { getOrAdd, TEXT_COLUMNS } from './format.js';
import type { Behavior, ProductFields, ProductPlan } from './plan.js';
import type { ShopState } from './shop-state.js';
import type { TextRow } from './texts.js';

const BATCH = 10_000;

/** Runs `sql` once per batch of `rows`, given as the JSON array `$1`. */
export async function inBatches(db: Queryable, rows: readonly object[], sql: string): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await db.query(sql, [JSON.stringify(rows.slice(start, start + BATCH))]);
}

/**
 * Inserts `rows` (value arrays in the order of `columns`) with COPY into a temporary table and one
 * INSERT … SELECT from it with `conflict` (an ON CONFLICT clause), which COPY alone cannot have:
 * no JSON to write and parse per row (a catalogue has hundreds of thousands of these rows).
 */
export async function insertThroughStage(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  conflict: string,
): Promise<void> {
  if (rows.length === 0) return;
  const stage = `import_stage_${table}`;
  const list = columns.join(', ');
  await db.query(
    `CREATE TEMPORARY TABLE ${stage} ON COMMIT DROP AS SELECT ${list} FROM ${table} WITH NO DATA`,
  );
  await insertRows(db, stage, columns, rows);
  await db.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM ${stage} ${conflict}`);
  await db.query(`DROP TABLE ${stage}`);
}

export async function nextId(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`);
  return row?.id ?? 1;
}

/** Removes the products of `ids` with their urls (which then answer 404). */
export async function deleteProducts(db: Queryable, ids: number[]): Promise<void> {
  await db.query(`DELETE FROM url_rewrite WHERE entity_type = 'product' AND entity_id = ANY($1::int[])`, [
    ids,
  ]);
  await db.query('DELETE FROM product WHERE id = ANY($1::int[])', [ids]);
}

/** Creates the attributes and select options the file names that the shop lacks. */
export async function createAttributes(
  db: Queryable,
  plans: ProductPlan[],
  newAttributes: Map<string, 'select' | 'text'>,
  shop: ShopState,
): Promise<void> {
  const used = new Set(
    plans.flatMap((plan) => [
      ...plan.options.keys(),
      ...plan.attributeTexts.keys(),
      ...(plan.configurable?.attributes ?? []),
    ]),
  );
  const labels = new Map(plans.flatMap((plan) => [...plan.variationLabels]));
  const created = [...newAttributes].filter(([code]) => used.has(code));
  if (created.length > 0) {
    const [position] = await db.query<{ next: number }>(
      'SELECT coalesce(max(position), 0) + 1 AS next FROM attribute',
    );
    await insertRows(
      db,
      'attribute',
      ['code', 'frontend_input', 'is_filterable', 'is_visible_on_front', 'position'],
      created.map(([code, input], index) => [
        code,
        input,
        input === 'select',
        true,
        (position?.next ?? 0) + index,
      ]),
    );
    await insertRows(
      db,
      'attribute_store',
      ['attribute_code', 'store_code', 'label'],
      created.flatMap(([code]) =>
        shop.stores.map((store) => [code, store, labels.get(code) ?? humanize(code)]),
      ),
    );
    for (const [code, input] of created) {
      shop.attributes.set(code, input);
      if (input === 'select') shop.options.set(code, new Map());
    }
  }
  // Options: every label a product or variation names that its attribute lacks.
  const missing = new Map<string, Set<string>>();
  const need = (code: string, label: string) => {
    if (!shop.options.get(code)?.has(label.toLowerCase()))
      getOrAdd(missing, code, () => new Set()).add(label);
  };
  for (const plan of plans) {
    for (const [code, values] of plan.options) for (const value of values) need(code, value);
    for (const child of plan.configurable?.children ?? [])
      for (const [code, value] of child.values) need(code, value);
  }
  if (missing.size === 0) return;
  let id = await nextId(db, 'attribute_option');
  // New options come after the attribute's others.
  const positions = new Map(
    (
      await db.query<{ attribute_code: string; next: number }>(
        'SELECT attribute_code, max(position) + 1 AS next FROM attribute_option WHERE attribute_code = ANY($1::text[]) GROUP BY 1',
        [[...missing.keys()]],
      )
    ).map((row) => [row.attribute_code, row.next]),
  );
  const options: unknown[][] = [];
  const optionLabels: unknown[][] = [];
  for (const [code, set] of missing) {
    const known = shop.options.get(code) ?? new Map<string, number>();
    shop.options.set(code, known);
    for (const label of set) {
      if (known.has(label.toLowerCase())) continue;
      const position = positions.get(code) ?? 0;
      positions.set(code, position + 1);
      options.push([id, code, position]);
      for (const store of shop.stores) optionLabels.push([id, store, label]);
      known.set(label.toLowerCase(), id++);
    }
  }
  await insertRows(db, 'attribute_option', ['id', 'attribute_code', 'position'], options);
  await insertRows(db, 'attribute_option_store', ['option_id', 'store_code', 'label'], optionLabels);
}

function humanize(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Creates the categories of the plans' paths that the shop lacks, under their parents, in every
 * store view and in the menu; one statement per new category (an import names few).
 */
export async function createCategories(
  db: Queryable,
  plans: ProductPlan[],
  shop: ShopState,
): Promise<number> {
  const wanted = new Set<string>();
  for (const plan of plans)
    for (const path of plan.categories ?? []) {
      const names = path.split('/');
      for (let depth = 1; depth <= names.length; depth++) wanted.add(names.slice(0, depth).join('/'));
    }
  const missing = [...wanted].filter((path) => !shop.categoryByPath.has(path));
  missing.sort((a, b) => a.split('/').length - b.split('/').length);
  if (missing.length === 0) return 0;
  let id = await nextId(db, 'category');
  for (const path of missing) {
    const names = path.split('/');
    const name = names.at(-1) as string;
    const parentId =
      names.length === 1 ? shop.rootId : (shop.categoryByPath.get(names.slice(0, -1).join('/')) as number);
    const [parent] = await db.query<{ path: string; level: number; position: number }>(
      `SELECT c.path, c.level, coalesce((SELECT max(position) + 1 FROM category WHERE parent_id = c.id), 0) AS position
         FROM category c WHERE c.id = $1`,
      [parentId],
    );
    if (!parent) throw new Error(`category ${parentId} vanished during the import`);
    await db.query(
      `INSERT INTO category (id, parent_id, path, level, position, is_anchor, is_active, include_in_menu)
       VALUES ($1, $2, $3, $4, $5, true, true, true)`,
      [id, parentId, `${parent.path}/${id}`, parent.level + 1, parent.position],
    );
    const stores = shop.stores;
    const keys = stores.map((store) => slugify(name, store as StoreCode) || `category-${id}`);
    await db.query(
      `WITH parent AS (SELECT store_code, url_path FROM category_store WHERE category_id = $2::int)
       INSERT INTO category_store (category_id, store_code, name, url_key, url_path)
       SELECT $1::int, s.store, $3::text, s.url_key,
              CASE WHEN NOT EXISTS (SELECT 1 FROM url_rewrite u WHERE u.store_code = s.store AND u.request_path = s.path)
                    AND NOT EXISTS (SELECT 1 FROM category_store c WHERE c.store_code = s.store AND c.url_path = s.path)
                   THEN s.path ELSE s.path || '-' || $1::int END
         FROM (SELECT k.store, k.url_key,
                      CASE WHEN $5::boolean THEN k.url_key ELSE p.url_path || '/' || k.url_key END AS path
                 FROM unnest($4::text[], $6::text[]) AS k (store, url_key)
                 LEFT JOIN parent p ON p.store_code = k.store) s`,
      [id, parentId, name, stores, names.length === 1, keys],
    );
    await db.query(
      `INSERT INTO url_rewrite (store_code, request_path, target_path, entity_type, entity_id, redirect_type)
       SELECT store_code, url_path, 'catalog/category/view/id/' || category_id, 'category', category_id, 0
         FROM category_store WHERE category_id = $1`,
      [id],
    );
    shop.categoryByPath.set(path, id++);
  }
  return missing.length;
}

const PRODUCT_COLUMNS: [keyof ProductFields, string, unknown][] = [
  ['type_id', 'text', 'simple'],
  ['visibility', 'smallint', 4],
  ['is_enabled', 'boolean', true],
  ['price', 'numeric', 0],
  ['special_price', 'numeric', null],
  ['special_from_date', 'date', null],
  ['special_to_date', 'date', null],
  ['tax_class', 'text', 'standard'],
  ['weight', 'numeric', null],
  ['stock_qty', 'integer', 0],
];

/** Writes the product rows (ids as `ids` gives them): new ones whole, others the columns the file sets. */
export async function writeProducts(
  db: Queryable,
  plans: ProductPlan[],
  ids: Map<string, number>,
  behavior: Behavior,
): Promise<void> {
  const created = plans.filter((plan) => plan.existingId === undefined);
  await insertRows(
    db,
    'product',
    ['id', 'sku', ...PRODUCT_COLUMNS.map(([column]) => column)],
    created.map((plan) => [
      ids.get(plan.sku),
      plan.sku,
      ...PRODUCT_COLUMNS.map(([column, , fallback]) => plan.fields[column] ?? fallback),
    ]),
  );
  // A replaced product starts again from the defaults.
  const changed = plans
    .filter(
      (plan) =>
        plan.existingId !== undefined && (behavior === 'replace' || Object.keys(plan.fields).length > 0),
    )
    .map((plan) => ({
      ...(behavior === 'replace'
        ? Object.fromEntries(PRODUCT_COLUMNS.map(([column, , fallback]) => [column, fallback]))
        : {}),
      ...plan.fields,
      id: plan.existingId,
    }));
  const columns = PRODUCT_COLUMNS.map(([column]) => column);
  const values = PRODUCT_COLUMNS.map(
    ([column, type]) => `CASE WHEN v.j ? '${column}' THEN (v.j->>'${column}')::${type} ELSE p.${column} END`,
  );
  // Rows whose values stay as they are are not written: their price index and listing rows need
  // no refresh (a daily feed repeats most of its lines).
  await inBatches(
    db,
    changed,
    `UPDATE product p SET (${columns.join(', ')}) = (${values.join(', ')}), updated_at = now()
       FROM (SELECT (e->>'id')::int AS id, e AS j FROM jsonb_array_elements($1::jsonb) e) v
      WHERE p.id = v.id AND (${columns.map((column) => `p.${column}`).join(', ')}) IS DISTINCT FROM (${values.join(', ')})`,
  );
}

/** Clears what a replaced product had, so that the file's rows alone make it. */
export async function clearReplaced(db: Queryable, ids: number[]): Promise<void> {
  for (const table of [
    'category_product',
    'product_attribute_option',
    'product_attribute_text',
    'product_media',
    'product_configurable_attribute',
    'bundle_option',
    'product_link',
  ])
    await db.query(`DELETE FROM ${table} WHERE product_id = ANY($1::int[])`, [ids]);
  await db.query('DELETE FROM product_relation WHERE parent_id = ANY($1::int[])', [ids]);
}

/** What the texts of a product need of it: its sku, whether search finds it, whether it has urls. */
export interface ProductFacts {
  sku: string;
  searchable: boolean;
  visible: boolean;
}

const TEXTS_PER_COPY = 5_000;

/**
 * Batches whose vectors are computed at once, each on a connection of its own: computing them
 * costs the database four times what copying them does, so one connection kept the copies waiting.
 */
const VECTOR_BATCHES_AHEAD = 2;

/**
 * New texts of a bulk load with their search vectors, computed on `computeOn`, other connections
 * than the transaction's (the function reads no table), while the transaction copies the batches
 * before: several cores at work, and no second write of every text by finish_bulk_load().
 */
async function copyTextsWithVectors(
  db: Queryable,
  computeOn: Queryable,
  rows: TextRow[],
  facts: Map<number, ProductFacts>,
): Promise<void> {
  const [stores] = await db.query<{ configs: Record<string, string> }>(
    'SELECT json_object_agg(code, search_config::text) AS configs FROM store',
  );
  const columns = [
    ['product_id', 'integer'],
    ['store_code', 'text'],
    ...TEXT_COLUMNS.map((column) => [column, 'text'] as const),
    ['search_vector', 'binary'],
    ['searchable', 'boolean'],
  ] as const satisfies readonly (readonly [string, BinaryColumn])[];
  // The copies run in order, each after the one before.
  const copies: Promise<void>[] = [];
  for (let start = 0; start < rows.length; start += TEXTS_PER_COPY) {
    const batch = rows.slice(start, start + TEXTS_PER_COPY);
    const vectors = computeOn.query<{ vector: Buffer }>(
      `SELECT tsvectorsend(product_text_search_vector(s.config::regconfig, t.sku, t.name, t.short_description,
                t.description)) AS vector
         FROM ROWS FROM (jsonb_to_recordset($1::jsonb)
                AS (store text, sku text, name text, short_description text, description text))
              WITH ORDINALITY AS t (store, sku, name, short_description, description, position)
         JOIN json_each_text($2::json) AS s (code, config) ON s.code = t.store
        ORDER BY t.position`,
      [
        JSON.stringify(
          batch.map((row) => ({
            store: row.store,
            sku: facts.get(row.productId)?.sku,
            name: row.name,
            short_description: row.short_description,
            description: row.description,
          })),
        ),
        stores?.configs,
      ],
    );
    const before = copies.at(-1);
    const copy = (async () => {
      const computed = await vectors;
      await before;
      await copyBinaryRows(
        db,
        'product_store',
        columns,
        batch.map((row, index) => [
          row.productId,
          row.store,
          ...TEXT_COLUMNS.map((column) => row[column]),
          computed[index]?.vector,
          facts.get(row.productId)?.searchable ?? false,
        ]),
      );
    })();
    copy.catch(() => {});
    copies.push(copy);
    await copies.at(-VECTOR_BATCHES_AHEAD - 1);
  }
  await Promise.all(copies);
}

/**
 * Writes the texts and the product urls: a changed url key keeps the old url as a 301. In a bulk
 * load, `computeOn` computes the new texts' search vectors beside the transaction.
 */
export async function writeTexts(
  db: Queryable,
  rows: TextRow[],
  facts: Map<number, ProductFacts>,
  computeOn?: Queryable,
): Promise<void> {
  const created = rows.filter((row) => row.isNew);
  if (computeOn) await copyTextsWithVectors(db, computeOn, created, facts);
  else {
    const columns = ['product_id', 'store_code', ...TEXT_COLUMNS];
    const values = (row: TextRow) => [row.productId, row.store, ...TEXT_COLUMNS.map((column) => row[column])];
    await insertRows(db, 'product_store', columns, created.map(values));
  }
  const updates = rows.filter((row) => !row.isNew).map((row) => ({ ...row }));
  await inBatches(
    db,
    updates,
    `UPDATE product_store s SET ${TEXT_COLUMNS.map((column) => `${column} = v.${column}`).join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS v (
              "productId" int, store text, ${TEXT_COLUMNS.map((column) => `${column} text`).join(', ')})
      WHERE s.product_id = v."productId" AND s.store_code = v.store`,
  );
  const urls = rows
    .filter((row) => facts.get(row.productId)?.visible && row.url_key !== row.oldUrlKey)
    .map((row) => ({ id: row.productId, store: row.store, path: `${row.url_key}.html` }));
  const source = `jsonb_to_recordset($1::jsonb) AS v (id int, store text, path text)`;
  // The new url may have been an old one (of this product or another): it is this product's now.
  await inBatches(
    db,
    urls,
    `DELETE FROM url_rewrite u USING ${source} WHERE u.store_code = v.store AND u.request_path = v.path`,
  );
  // The current url and every old one of the product lead to the new url.
  await inBatches(
    db,
    urls,
    `UPDATE url_rewrite u SET redirect_type = 301, target_path = v.path FROM ${source}
      WHERE u.store_code = v.store AND u.entity_type = 'product' AND u.entity_id = v.id`,
  );
  await insertRows(
    db,
    'url_rewrite',
    ['store_code', 'request_path', 'target_path', 'entity_type', 'entity_id', 'redirect_type'],
    urls.map((url) => [url.store, url.path, `catalog/product/view/id/${url.id}`, 'product', url.id, 0]),
  );
}
