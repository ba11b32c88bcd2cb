// Writes the generated products into the core catalogue tables (0001): product, product_store,
// category_product, attribute values, media, configurable/grouped relations, bundles and links.
// Rows are built per batch of products so a 100 000-product seed never holds all texts at once.
import type { Queryable } from '../../src/db/database.js';
import { type BinaryColumn, copyBinaryRows, insertRows } from '../sql.js';
import type { StoreCode } from '../stores.js';
import { isoDate } from './clock.js';
import { productTexts } from './descriptions.js';
import { informationTexts } from './information.js';
import type { ProductDraft } from './model.js';
import type { LinkRow, Placement } from './placement.js';
import { STORE_CODES, type Translated } from './text.js';
import { productRewrites, URL_REWRITE_COLUMNS } from './urls.js';

const BATCH = 10_000;

type Row = readonly unknown[];

async function insertInBatches<T>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  items: readonly T[],
  toRows: (item: T) => Row[],
): Promise<number> {
  let count = 0;
  let written: Promise<void> = Promise.resolve();
  for (let start = 0; start < items.length; start += BATCH) {
    const rows = items.slice(start, start + BATCH).flatMap(toRows);
    count += rows.length;
    // The next batch's rows are built while this one is written, in order.
    const previous = written;
    written = previous.then(() => insertRows(db, table, columns, rows));
    written.catch(() => {});
    await previous;
  }
  await written;
  return count;
}

const TEXTS_PER_STATEMENT = 5_000;

/** The columns of product_store a seed writes, in the order of its COPY. */
const PRODUCT_STORE_COLUMNS = [
  ['product_id', 'integer'],
  ['store_code', 'text'],
  ['name', 'text'],
  ['url_key', 'text'],
  ['short_description', 'text'],
  ['description', 'text'],
  ['meta_title', 'text'],
  ['meta_keywords', 'text'],
  ['meta_description', 'text'],
  ['search_vector', 'binary'],
  ['searchable', 'boolean'],
] as const satisfies readonly (readonly [string, BinaryColumn])[];

type ProductText = Record<
  Exclude<(typeof PRODUCT_STORE_COLUMNS)[number][0], 'search_vector'> | 'sku',
  unknown
>;

/** What the search vector is computed from (product_text_search_vector). */
const SEARCH_VECTOR_FIELDS = ['store_code', 'sku', 'name', 'short_description', 'description'];

/**
 * Writes the products' texts with their search vector and searchable flag, as the triggers of
 * product_store and product compute them (product_text_search_vector, migration 0019; the
 * searchable rule of 0010: enabled, which every seeded product is, and visible in search). In a
 * bulk load those triggers are off; outside one they compute the same again. The vectors, most of
 * a seed's database time, are computed on `computeOn`, a connection outside the loading
 * transaction (the function reads no table), while the transaction copies the statement before
 * and this process builds the statement after: three things at once on two cores instead of one
 * after the other.
 */
async function insertProductTexts(
  db: Queryable,
  computeOn: Queryable,
  products: readonly ProductDraft[],
  byId: (id: number) => ProductDraft,
): Promise<number> {
  const [stores] = await db.query<{ configs: Record<string, string> }>(
    'SELECT json_object_agg(code, search_config::text) AS configs FROM store',
  );
  let written: Promise<unknown> = Promise.resolve();
  let count = 0;
  let texts: ProductText[] = [];
  const send = async () => {
    const batch = texts;
    count += batch.length;
    texts = [];
    // In the binary form COPY takes (tsvectorsend), so that the loading transaction parses nothing.
    const vectors = computeOn.query<{ search_vector: Buffer }>(
      `SELECT tsvectorsend(product_text_search_vector(s.config::regconfig, t.sku, t.name, t.short_description,
                t.description)) AS search_vector
         FROM ROWS FROM (json_to_recordset($1::json)
                AS (store_code text, sku text, name text, short_description text, description text))
              WITH ORDINALITY AS t (store_code, sku, name, short_description, description, position)
         JOIN json_each_text($2::json) AS s (code, config) ON s.code = t.store_code
        ORDER BY t.position`,
      [JSON.stringify(batch, SEARCH_VECTOR_FIELDS), stores?.configs],
    );
    const previous = written;
    written = (async () => {
      const searchVectors = await vectors;
      const rows = batch.map((text, index) =>
        PRODUCT_STORE_COLUMNS.map(([column]) =>
          column === 'search_vector' ? searchVectors[index]?.search_vector : text[column],
        ),
      );
      await previous;
      await copyBinaryRows(db, 'product_store', PRODUCT_STORE_COLUMNS, rows);
    })();
    written.catch(() => {});
    // At most two statements in flight: the one written and the one whose vectors are computed.
    await previous;
  };
  for (const product of products) {
    texts.push(...productStoreTexts(product, componentNames(product, byId)));
    if (texts.length >= TEXTS_PER_STATEMENT) await send();
  }
  if (texts.length) await send();
  await written;
  return count;
}

const dateOrNull = (date: Date | null) => (date ? isoDate(date) : null);

function productRow(product: ProductDraft): Row {
  return [
    product.id,
    product.sku,
    product.typeId,
    product.visible ? 4 : 1,
    product.price,
    product.specialPrice,
    dateOrNull(product.specialFrom),
    dateOrNull(product.specialTo),
    product.manufacturerPrice,
    product.taxClass,
    product.weight,
    product.stockQty,
    product.stockDisplayLimit,
    product.deliveryTimeId,
    dateOrNull(product.newFrom),
    dateOrNull(product.newTo),
    product.numSales,
    product.ratingSummary,
    product.reviewCount,
    product.unit,
    product.isFlooring,
    product.inhalt,
    product.verkaufseinheit,
    product.grundeinheit,
    product.showSizeTable,
    product.createdAt.toISOString(),
    product.updatedAt.toISOString(),
    product.sizeChartId,
    dateOrNull(product.lastOrderDate),
  ];
}

/** is_enabled and manage_stock keep their defaults (true) for every seeded product. */
const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'type_id',
  'visibility',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'manufacturer_price',
  'tax_class',
  'weight',
  'stock_qty',
  'stock_display_limit',
  'delivery_time_id',
  'new_from_date',
  'new_to_date',
  'num_sales',
  'rating_summary',
  'review_count',
  'unit',
  'is_flooring_product',
  'inhalt',
  'verkaufseinheit',
  'grundeinheit',
  'show_size_table',
  'created_at',
  'updated_at',
  'size_chart_id',
  'last_order_date',
];

export interface ProductRowCounts {
  [table: string]: number;
}

export async function insertProducts(
  db: Queryable,
  computeOn: Queryable,
  products: readonly ProductDraft[],
  placement: Placement,
  links: readonly LinkRow[],
): Promise<ProductRowCounts> {
  const byId = (id: number) => products[id - 1] as ProductDraft;
  const counts: ProductRowCounts = {};
  counts.product = await insertInBatches(db, 'product', PRODUCT_COLUMNS, products, (product) => [
    productRow(product),
  ]);
  counts.product_store = await insertProductTexts(db, computeOn, products, byId);
  counts.category_product = await insertInBatches(
    db,
    'category_product',
    ['category_id', 'product_id', 'position'],
    [...placement.members],
    ([categoryId, productIds]) => productIds.map((productId, index) => [categoryId, productId, index + 1]),
  );
  counts.product_attribute_option = await insertInBatches(
    db,
    'product_attribute_option',
    ['product_id', 'attribute_code', 'option_id'],
    products,
    attributeOptionRows,
  );
  counts.product_attribute_text = await insertInBatches(
    db,
    'product_attribute_text',
    ['product_id', 'attribute_code', 'store_code', 'value'],
    products,
    attributeTextRows,
  );
  let mediaId = 0;
  counts.product_media = await insertInBatches(
    db,
    'product_media',
    ['id', 'product_id', 'position', 'file', 'label'],
    products,
    (product) =>
      product.images.map((file, index) => [++mediaId, product.id, index + 1, file, product.name.de]),
  );
  const parents = products.filter((product) => product.typeId === 'configurable');
  counts.product_configurable_attribute = await insertInBatches(
    db,
    'product_configurable_attribute',
    ['product_id', 'attribute_code', 'position'],
    parents,
    (parent) => [
      [parent.id, 'color', 0],
      [parent.id, 'fkv_maten', 1],
    ],
  );
  counts.product_relation = await insertInBatches(
    db,
    'product_relation',
    ['parent_id', 'child_id', 'kind', 'position', 'qty'],
    products,
    relationRows,
  );
  counts.bundle = await insertBundles(
    db,
    products.filter((product) => product.typeId === 'bundle'),
  );
  await insertRows(db, 'product_link', ['product_id', 'linked_product_id', 'link_type', 'position'], links);
  counts.product_link = links.length;
  counts.url_rewrite = await insertInBatches(
    db,
    'url_rewrite',
    URL_REWRITE_COLUMNS,
    products,
    productRewrites,
  );
  return counts;
}

/** Names of what a bundle or grouped product holds, for its description. */
function componentNames(product: ProductDraft, byId: (id: number) => ProductDraft): Translated[] {
  const ids =
    product.typeId === 'bundle'
      ? product.bundleOptions.flatMap((option) => option.selections.map((selection) => selection.productId))
      : product.groupedItems.map((item) => item.productId);
  return [...new Set(ids)].slice(0, 6).map((id) => byId(id).name);
}

/** A product's texts per store view, with its sku for the search vector. */
function productStoreTexts(product: ProductDraft, components: readonly Translated[]): ProductText[] {
  const text = (store: StoreCode) => ({
    product_id: product.id,
    store_code: store,
    sku: product.sku,
    searchable: product.visible,
    name: product.name[store],
    url_key: product.urlKey[store],
  });
  // Configurable children are only shown inside their parent: a name is all they need.
  if (!product.visible) return STORE_CODES.map((store) => ({ ...text(store), ...NO_DESCRIPTIONS }));
  const texts = productTexts(product, components);
  return STORE_CODES.map((store) => ({
    ...text(store),
    short_description: texts[store].shortDescription,
    description: texts[store].description,
    meta_title: texts[store].metaTitle,
    meta_keywords: texts[store].metaKeywords,
    meta_description: texts[store].metaDescription,
  }));
}

const NO_DESCRIPTIONS = {
  short_description: null,
  description: null,
  meta_title: null,
  meta_keywords: null,
  meta_description: null,
};

function attributeOptionRows(product: ProductDraft): Row[] {
  const seen = new Set<number>();
  return product.options.flatMap(([code, optionId]) => {
    if (seen.has(optionId)) return [];
    seen.add(optionId);
    return [[product.id, code, optionId]];
  });
}

function attributeTextRows(product: ProductDraft): Row[] {
  if (!product.visible || (product.typeId !== 'simple' && product.typeId !== 'configurable')) return [];
  return informationTexts(product).flatMap(([code, value]) =>
    STORE_CODES.map((store) => [product.id, code, store, value[store]]),
  );
}

function relationRows(product: ProductDraft): Row[] {
  if (product.typeId === 'configurable') {
    return product.childIds.map((childId, index) => [product.id, childId, 'configurable', index + 1, 1]);
  }
  if (product.typeId === 'grouped') {
    return product.groupedItems.map((item, index) => [
      product.id,
      item.productId,
      'grouped',
      index + 1,
      item.qty,
    ]);
  }
  return [];
}

async function insertBundles(db: Queryable, bundles: readonly ProductDraft[]): Promise<number> {
  const options: Row[] = [];
  const titles: Row[] = [];
  const selections: Row[] = [];
  for (const bundle of bundles) {
    bundle.bundleOptions.forEach((option, optionIndex) => {
      const optionId = options.length + 1;
      options.push([optionId, bundle.id, option.type, option.required, optionIndex + 1]);
      for (const store of STORE_CODES) titles.push([optionId, store, option.title[store]]);
      option.selections.forEach((selection, selectionIndex) => {
        selections.push([
          selections.length + 1,
          optionId,
          selection.productId,
          selection.qty,
          selection.canChangeQuantity,
          selection.isDefault,
          selectionIndex + 1,
        ]);
      });
    });
  }
  await insertRows(db, 'bundle_option', ['id', 'product_id', 'type', 'required', 'position'], options);
  await insertRows(db, 'bundle_option_store', ['option_id', 'store_code', 'title'], titles);
  await insertRows(
    db,
    'bundle_selection',
    ['id', 'option_id', 'product_id', 'qty', 'can_change_quantity', 'is_default', 'position'],
    selections,
  );
  return options.length + selections.length;
}
