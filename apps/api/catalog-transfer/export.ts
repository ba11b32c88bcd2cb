// Writes the whole catalogue as Magento's product CSV: a global row per product (the default
// store view's texts) and a row per other store view where its texts differ, sorted by sku.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../src/db/database.js';
import {
  COLUMNS,
  type Column,
  DEFAULT_ROOT_NAME,
  getOrAdd,
  joinList,
  pairValue,
  TAX_CLASS_NAMES,
  TEXT_COLUMNS,
  VISIBILITY_NAMES,
} from './format.js';
import { loadShopState } from './shop-state.js';

type Row = Partial<Record<Column, string>>;

interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  visibility: number;
  is_enabled: boolean;
  price: string;
  special_price: string | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class: keyof typeof TAX_CLASS_NAMES;
  weight: string | null;
  stock_qty: number;
  in_stock: boolean;
}

/** Groups rows of `sql` by their product_id. */
async function byProduct<T extends { product_id: number }>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
) {
  const grouped = new Map<number, T[]>();
  for (const row of await db.query<T>(sql, params)) {
    getOrAdd(grouped, row.product_id, () => []).push(row);
  }
  return grouped;
}

export async function exportCatalog(
  db: Queryable,
  file: string,
): Promise<{ products: number; rows: number }> {
  const shop = await loadShopState(db);
  const store = shop.defaultStore;
  const categoryPath = new Map(
    [...shop.categoryByPath].map(([path, id]) => [id, `${DEFAULT_ROOT_NAME}/${path}`]),
  );
  const products = await db.query<ProductRow>(
    `SELECT id, sku, type_id, visibility, is_enabled, price::text, special_price::text,
            to_char(special_from_date, 'YYYY-MM-DD') AS special_from_date,
            to_char(special_to_date, 'YYYY-MM-DD') AS special_to_date, tax_class, weight::text, stock_qty,
            stock_qty > 0 OR NOT manage_stock AS in_stock
       FROM product ORDER BY sku`,
  );
  type TextRow = Record<(typeof TEXT_COLUMNS)[number], string | null> & {
    product_id: number;
    store_code: string;
  };
  const texts = await byProduct<TextRow>(
    db,
    `SELECT product_id, store_code, ${TEXT_COLUMNS.join(', ')} FROM product_store ORDER BY product_id, store_code`,
  );
  const categories = await byProduct<{ product_id: number; category_id: number }>(
    db,
    'SELECT product_id, category_id FROM category_product',
  );
  const options = await byProduct<{ product_id: number; attribute_code: string; label: string }>(
    db,
    `SELECT a.product_id, a.attribute_code, s.label FROM product_attribute_option a
       JOIN attribute_option o ON o.id = a.option_id
       JOIN attribute_option_store s ON s.option_id = a.option_id AND s.store_code = $1
      ORDER BY a.product_id, a.attribute_code, o.position, o.id`,
    [store],
  );
  const attributeTexts = await byProduct<{
    product_id: number;
    attribute_code: string;
    store_code: string;
    value: string;
  }>(
    db,
    'SELECT product_id, attribute_code, store_code, value FROM product_attribute_text ORDER BY attribute_code',
  );
  const media = await byProduct<{ product_id: number; file: string; label: string | null }>(
    db,
    `SELECT product_id, file, label FROM product_media WHERE NOT disabled ORDER BY product_id, position, id`,
  );
  const skuOf = new Map(products.map((product) => [product.id, product.sku]));
  const relations = await byProduct<{ product_id: number; child_id: number; kind: string; qty: string }>(
    db,
    'SELECT parent_id AS product_id, child_id, kind, qty::text FROM product_relation ORDER BY parent_id, position, child_id',
  );
  const axes = await byProduct<{ product_id: number; attribute_code: string; label: string }>(
    db,
    `SELECT c.product_id, c.attribute_code, coalesce(s.label, c.attribute_code) AS label
       FROM product_configurable_attribute c
       LEFT JOIN attribute_store s ON s.attribute_code = c.attribute_code AND s.store_code = $1
      ORDER BY c.product_id, c.position, c.attribute_code`,
    [store],
  );
  const bundles = await byProduct<{
    product_id: number;
    title: string;
    type: string;
    required: boolean;
    child_id: number;
    qty: string;
    is_default: boolean;
    can_change_quantity: boolean;
  }>(
    db,
    `SELECT o.product_id, coalesce(t.title, '') AS title, o.type, o.required, s.product_id AS child_id, s.qty::text,
            s.is_default, s.can_change_quantity
       FROM bundle_option o
       JOIN bundle_selection s ON s.option_id = o.id
       LEFT JOIN bundle_option_store t ON t.option_id = o.id AND t.store_code = $1
      ORDER BY o.product_id, o.position, o.id, s.position, s.id`,
    [store],
  );
  const links = await byProduct<{ product_id: number; link_type: string; linked_product_id: number }>(
    db,
    'SELECT product_id, link_type, linked_product_id FROM product_link ORDER BY product_id, position, linked_product_id',
  );

  const output = createWriteStream(file);
  const csv = stringify({ header: true, columns: [...COLUMNS] });
  csv.pipe(output);
  let rowCount = 0;
  const write = async (row: Row) => {
    rowCount++;
    if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
  };
  for (const product of products) {
    const own = texts.get(product.id) ?? [];
    const global = own.find((text) => text.store_code === store) ?? own[0];
    const textValues = (text: TextRow | undefined) =>
      Object.fromEntries(TEXT_COLUMNS.map((column) => [column, text?.[column] ?? '']));
    const textAttributes = (storeCode: string) =>
      (attributeTexts.get(product.id) ?? []).filter((row) => row.store_code === storeCode);
    const optionValues = new Map<string, string[]>();
    for (const option of options.get(product.id) ?? [])
      optionValues.set(option.attribute_code, [
        ...(optionValues.get(option.attribute_code) ?? []),
        option.label,
      ]);
    const additional = [
      // Labels sorted: the order of options differs between shops.
      ...[...optionValues].map(([code, labels]) => `${code}=${labels.map(pairValue).sort().join('|')}`),
      ...textAttributes(store).map((row) => `${row.attribute_code}=${pairValue(row.value)}`),
    ].sort();
    const images = media.get(product.id) ?? [];
    const imagePath = (fileName: string) => `/${fileName.replace(/^catalog\/product\//, '')}`;
    const [base, ...more] = images;
    const children = relations.get(product.id) ?? [];
    const axisCodes = (axes.get(product.id) ?? []).map((axis) => axis.attribute_code);
    const optionOf = (childId: number, code: string) =>
      (options.get(childId) ?? []).find((option) => option.attribute_code === code)?.label ?? '';
    const linked = (type: string) =>
      (links.get(product.id) ?? [])
        .filter((link) => link.link_type === type)
        .map((link) => skuOf.get(link.linked_product_id))
        .join(',');
    await write({
      sku: product.sku,
      store_view_code: '',
      attribute_set_code: 'Default',
      product_type: product.type_id,
      categories: (categories.get(product.id) ?? [])
        .map((row) => categoryPath.get(row.category_id))
        .filter((path): path is string => path !== undefined)
        .sort()
        .join(','),
      product_websites: 'base',
      ...textValues(global),
      weight: product.weight ?? '',
      product_online: product.is_enabled ? '1' : '2',
      tax_class_name: TAX_CLASS_NAMES[product.tax_class],
      visibility: VISIBILITY_NAMES[product.visibility],
      price: product.price,
      special_price: product.special_price ?? '',
      special_price_from_date: product.special_from_date ?? '',
      special_price_to_date: product.special_to_date ?? '',
      base_image: base ? imagePath(base.file) : '',
      base_image_label: base?.label ?? '',
      small_image: base ? imagePath(base.file) : '',
      small_image_label: base?.label ?? '',
      thumbnail_image: base ? imagePath(base.file) : '',
      thumbnail_image_label: base?.label ?? '',
      additional_attributes: additional.join(','),
      qty: String(product.stock_qty),
      is_in_stock: product.in_stock ? '1' : '0',
      related_skus: linked('related'),
      crosssell_skus: linked('crosssell'),
      upsell_skus: linked('upsell'),
      additional_images: more.map((image) => imagePath(image.file)).join(','),
      additional_image_labels: joinList(more.map((image) => image.label ?? '')),
      configurable_variations:
        product.type_id === 'configurable'
          ? children
              .filter((child) => child.kind === 'configurable')
              .map((child) =>
                [
                  `sku=${skuOf.get(child.child_id)}`,
                  ...axisCodes.map((code) => `${code}=${optionOf(child.child_id, code)}`),
                ].join(','),
              )
              .join('|')
          : '',
      configurable_variation_labels: (axes.get(product.id) ?? [])
        .map((axis) => `${axis.attribute_code}=${axis.label}`)
        .join(','),
      bundle_price_type: product.type_id === 'bundle' ? 'dynamic' : '',
      bundle_sku_type: product.type_id === 'bundle' ? 'dynamic' : '',
      bundle_values: (bundles.get(product.id) ?? [])
        .map(
          (choice) =>
            `name=${choice.title},type=${choice.type},required=${choice.required ? 1 : 0},sku=${skuOf.get(choice.child_id)},` +
            `price=0.0000,default=${choice.is_default ? 1 : 0},default_qty=${choice.qty},price_type=fixed,` +
            `can_change_qty=${choice.can_change_quantity ? 1 : 0}`,
        )
        .join('|'),
      associated_skus: children
        .filter((child) => child.kind === 'grouped')
        .map((child) => `${skuOf.get(child.child_id)}=${child.qty}`)
        .join(','),
    });
    for (const other of shop.stores) {
      if (other === store) continue;
      const text = own.find((row) => row.store_code === other);
      const row: Row = {};
      for (const column of TEXT_COLUMNS)
        if (text && (text[column] ?? '') !== (global?.[column] ?? '')) row[column] = text[column] ?? '';
      const defaultTexts = new Map(
        textAttributes(store).map((attribute) => [attribute.attribute_code, attribute.value]),
      );
      const differing = textAttributes(other).filter(
        (attribute) => defaultTexts.get(attribute.attribute_code) !== attribute.value,
      );
      if (differing.length > 0)
        row.additional_attributes = differing
          .map((attribute) => `${attribute.attribute_code}=${pairValue(attribute.value)}`)
          .sort()
          .join(',');
      if (Object.keys(row).length > 0) await write({ sku: product.sku, store_view_code: other, ...row });
    }
  }
  csv.end();
  await finished(output);
  return { products: products.length, rows: rowCount };
}
