// What hangs on the imported products: category assignments, attribute values, images,
// variations, bundle options, group items and links. Each kind the file gives for a product
// replaces what the product had of it (categories are added, as Magento's append does).
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { insertRows } from '../seed/sql.js';
import type { Queryable } from '../src/db/database.js';
import type { ProductPlan } from './plan.js';
import type { ShopState } from './shop-state.js';
import { inBatches, insertThroughStage, nextId } from './write.js';

export interface MediaFolders {
  imagesDir?: string;
  mediaDir: string;
}

async function deleteOf(
  db: Queryable,
  table: string,
  column: string,
  ids: number[],
  where = '',
): Promise<void> {
  if (ids.length > 0) await db.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::int[]) ${where}`, [ids]);
}

export async function writeRelations(
  db: Queryable,
  plans: ProductPlan[],
  ids: Map<string, number>,
  shop: ShopState,
  media: MediaFolders,
): Promise<{ images: number }> {
  const idOf = (sku: string) => (ids.get(sku) ?? shop.products.get(sku)?.id) as number;

  await insertThroughStage(
    db,
    'category_product',
    ['category_id', 'product_id', 'position'],
    plans.flatMap((plan) =>
      (plan.categories ?? []).map((path, position) => [
        shop.categoryByPath.get(path),
        idOf(plan.sku),
        position,
      ]),
    ),
    'ON CONFLICT DO NOTHING',
  );

  // Select values: the attributes a product's row names are replaced.
  const optionRows: [number, string, number][] = [];
  const optionOwners: { product: number; code: string }[] = [];
  const setOption = (product: number, code: string, label: string) => {
    const option = shop.options.get(code)?.get(label.toLowerCase());
    if (option !== undefined) optionRows.push([product, code, option]);
  };
  for (const plan of plans) {
    const product = idOf(plan.sku);
    for (const [code, labels] of plan.options) {
      optionOwners.push({ product, code });
      for (const label of labels) setOption(product, code, label);
    }
    for (const child of plan.configurable?.children ?? [])
      for (const [code, label] of child.values) {
        const childId = idOf(child.sku);
        optionOwners.push({ product: childId, code });
        setOption(childId, code, label);
      }
  }
  await inBatches(
    db,
    optionOwners,
    `DELETE FROM product_attribute_option a USING jsonb_to_recordset($1::jsonb) AS v (product int, code text)
      WHERE a.product_id = v.product AND a.attribute_code = v.code`,
  );
  await insertThroughStage(
    db,
    'product_attribute_option',
    ['product_id', 'attribute_code', 'option_id'],
    optionRows,
    'ON CONFLICT DO NOTHING',
  );

  // Text values: a global value for every store view, a store view's for its own.
  const texts = plans.flatMap((plan) =>
    [...plan.attributeTexts].flatMap(([code, byStore]) =>
      shop.stores.flatMap((store) => {
        const value = byStore.get(store) ?? byStore.get('');
        return value === undefined ? [] : [[idOf(plan.sku), code, store, value]];
      }),
    ),
  );
  await insertThroughStage(
    db,
    'product_attribute_text',
    ['product_id', 'attribute_code', 'store_code', 'value'],
    texts,
    'ON CONFLICT (product_id, attribute_code, store_code) DO UPDATE SET value = EXCLUDED.value',
  );

  const images = await writeImages(db, plans, idOf, media);
  await writeVariations(db, plans, idOf);
  await writeBundles(db, plans, idOf, shop);
  await writeGroups(db, plans, idOf);
  await writeLinks(db, plans, idOf);
  return { images };
}

/** Image files are copied below the media folder's catalog/product, under the path the CSV names. */
async function writeImages(
  db: Queryable,
  plans: ProductPlan[],
  idOf: (sku: string) => number,
  media: MediaFolders,
): Promise<number> {
  const withImages = plans.filter((plan) => plan.images);
  await deleteOf(
    db,
    'product_media',
    'product_id',
    withImages.map((plan) => idOf(plan.sku)),
  );
  let id = await nextId(db, 'product_media');
  const rows: unknown[][] = [];
  const files = new Set<string>();
  for (const plan of withImages)
    for (const [position, image] of (plan.images ?? []).entries()) {
      rows.push([id++, idOf(plan.sku), position, `catalog/product/${image.file}`, image.label]);
      files.add(image.file);
    }
  await insertRows(db, 'product_media', ['id', 'product_id', 'position', 'file', 'label'], rows);
  let copied = 0;
  if (media.imagesDir) {
    for (const file of files) {
      const from = join(media.imagesDir, file);
      if (!existsSync(from)) continue; // already in the media folder
      const to = join(media.mediaDir, 'catalog/product', file);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(from, to);
      copied++;
    }
  }
  return copied;
}

async function writeVariations(
  db: Queryable,
  plans: ProductPlan[],
  idOf: (sku: string) => number,
): Promise<void> {
  const parents = plans.filter((plan) => plan.configurable);
  const parentIds = parents.map((plan) => idOf(plan.sku));
  await deleteOf(db, 'product_configurable_attribute', 'product_id', parentIds);
  await deleteOf(db, 'product_relation', 'parent_id', parentIds, `AND kind = 'configurable'`);
  await insertRows(
    db,
    'product_configurable_attribute',
    ['product_id', 'attribute_code', 'position'],
    parents.flatMap((plan) =>
      (plan.configurable?.attributes ?? []).map((code, position) => [idOf(plan.sku), code, position]),
    ),
  );
  await insertRows(
    db,
    'product_relation',
    ['parent_id', 'child_id', 'kind', 'position', 'qty'],
    parents.flatMap((plan) =>
      dedupe(plan.configurable?.children.map((child) => child.sku) ?? []).map((sku, position) => [
        idOf(plan.sku),
        idOf(sku),
        'configurable',
        position,
        1,
      ]),
    ),
  );
}

async function writeGroups(
  db: Queryable,
  plans: ProductPlan[],
  idOf: (sku: string) => number,
): Promise<void> {
  const groups = plans.filter((plan) => plan.grouped);
  await deleteOf(
    db,
    'product_relation',
    'parent_id',
    groups.map((plan) => idOf(plan.sku)),
    `AND kind = 'grouped'`,
  );
  await insertRows(
    db,
    'product_relation',
    ['parent_id', 'child_id', 'kind', 'position', 'qty'],
    groups.flatMap((plan) => {
      const seen = new Set<string>();
      return (plan.grouped ?? [])
        .filter((item) => !seen.has(item.sku) && seen.add(item.sku))
        .map((item, position) => [idOf(plan.sku), idOf(item.sku), 'grouped', position, item.qty]);
    }),
  );
}

async function writeBundles(
  db: Queryable,
  plans: ProductPlan[],
  idOf: (sku: string) => number,
  shop: ShopState,
): Promise<void> {
  const bundles = plans.filter((plan) => plan.bundle);
  await deleteOf(
    db,
    'bundle_option',
    'product_id',
    bundles.map((plan) => idOf(plan.sku)),
  );
  let optionId = await nextId(db, 'bundle_option');
  let selectionId = await nextId(db, 'bundle_selection');
  const options: unknown[][] = [];
  const titles: unknown[][] = [];
  const selections: unknown[][] = [];
  for (const plan of bundles)
    for (const [position, option] of (plan.bundle ?? []).entries()) {
      options.push([optionId, idOf(plan.sku), option.type, option.required, position]);
      for (const store of shop.stores) titles.push([optionId, store, option.title]);
      for (const [index, selection] of option.selections.entries())
        selections.push([
          selectionId++,
          optionId,
          idOf(selection.sku),
          selection.qty,
          selection.canChangeQty,
          selection.isDefault,
          index,
        ]);
      optionId++;
    }
  await insertRows(db, 'bundle_option', ['id', 'product_id', 'type', 'required', 'position'], options);
  await insertRows(db, 'bundle_option_store', ['option_id', 'store_code', 'title'], titles);
  await insertRows(
    db,
    'bundle_selection',
    ['id', 'option_id', 'product_id', 'qty', 'can_change_quantity', 'is_default', 'position'],
    selections,
  );
}

async function writeLinks(db: Queryable, plans: ProductPlan[], idOf: (sku: string) => number): Promise<void> {
  const owners = plans.flatMap((plan) =>
    [...plan.links.keys()].map((type) => ({ product: idOf(plan.sku), type })),
  );
  await inBatches(
    db,
    owners,
    `DELETE FROM product_link l USING jsonb_to_recordset($1::jsonb) AS v (product int, type text)
      WHERE l.product_id = v.product AND l.link_type = v.type`,
  );
  await insertRows(
    db,
    'product_link',
    ['product_id', 'linked_product_id', 'link_type', 'position'],
    plans.flatMap((plan) =>
      [...plan.links].flatMap(([type, skus]) =>
        dedupe(skus)
          .filter((sku) => sku !== plan.sku)
          .map((sku, position) => [idOf(plan.sku), idOf(sku), type, position]),
      ),
    ),
  );
}

function dedupe(skus: string[]): string[] {
  return [...new Set(skus)];
}
