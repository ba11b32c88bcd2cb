// SQL for the type-specific structure of configurable, bundle and grouped products: one
// statement per family for all parents of a request. The child products themselves are read by
// the product-row loader (loadProducts), batched the same way.
import type { Queryable } from '../../db/database.js';
import { groupBy } from './detail.js';

type Row = Record<string, unknown>;

export interface ConfigurableValue {
  valueIndex: number;
  position: number;
  label: string;
  defaultLabel: string;
  storeLabel: string | null;
  swatchValue: string | null;
}

export interface ConfigurableOption {
  id: number;
  productId: number;
  attributeCode: string;
  label: string;
  position: number;
  swatchType: 'color' | 'image' | 'text' | null;
  /** Values the enabled variants have, in the attribute's option order. */
  values: ConfigurableValue[];
}

export interface ConfigurableVariantRow {
  productId: number;
  attributes: { code: string; label: string; valueIndex: number }[];
}

export interface ConfigurableStructure {
  options: ConfigurableOption[];
  variants: ConfigurableVariantRow[];
}

/**
 * The configurable attributes of each parent and its enabled variants (those the store view has)
 * with their values of those attributes, in one statement. Option labels fall back to the default
 * store view's label.
 */
export async function loadConfigurables(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, ConfigurableStructure>> {
  const rows = await db.query<Row>(
    `SELECT ca.product_id, ca.id AS option_id, ca.attribute_code, ca.position AS attribute_position,
            coalesce(s.label, a.code) AS attribute_label, a.swatch_type,
            r.child_id, o.id AS value_index, o.position AS value_position, o.swatch_value,
            os.label AS store_label, coalesce(ds.label, os.label, o.id::text) AS default_label
       FROM product_configurable_attribute ca
       JOIN attribute a ON a.code = ca.attribute_code
       LEFT JOIN attribute_store s ON s.attribute_code = a.code AND s.store_code = $1
       LEFT JOIN product_relation r ON r.parent_id = ca.product_id AND r.kind = 'configurable'
             AND EXISTS (SELECT 1 FROM product c
                           JOIN product_store cs ON cs.product_id = c.id AND cs.store_code = $1
                          WHERE c.id = r.child_id AND c.is_enabled)
       LEFT JOIN product_attribute_option v ON v.product_id = r.child_id AND v.attribute_code = ca.attribute_code
       LEFT JOIN attribute_option o ON o.id = v.option_id
       LEFT JOIN attribute_option_store os ON os.option_id = o.id AND os.store_code = $1
       LEFT JOIN attribute_option_store ds
              ON ds.option_id = o.id AND ds.store_code = (SELECT code FROM store WHERE is_default)
      WHERE ca.product_id = ANY($2::int[])
      ORDER BY ca.product_id, r.position, r.child_id, ca.position, ca.attribute_code`,
    [storeCode, [...ids]],
  );
  const result = new Map<number, ConfigurableStructure>();
  for (const [productId, productRows] of groupBy(rows, (row) => row)) {
    const options = new Map<string, ConfigurableOption>();
    const variants = new Map<number, ConfigurableVariantRow>();
    for (const row of productRows) {
      const code = String(row.attribute_code);
      let option = options.get(code);
      if (!option) {
        option = {
          id: Number(row.option_id),
          productId,
          attributeCode: code,
          label: String(row.attribute_label),
          position: Number(row.attribute_position),
          swatchType: (row.swatch_type as ConfigurableOption['swatchType']) ?? null,
          values: [],
        };
        options.set(code, option);
      }
      if (row.child_id === null || row.value_index === null) continue;
      const valueIndex = Number(row.value_index);
      const storeLabel = row.store_label === null ? null : String(row.store_label);
      const label = storeLabel ?? String(row.default_label);
      if (!option.values.some((value) => value.valueIndex === valueIndex)) {
        option.values.push({
          valueIndex,
          position: Number(row.value_position),
          label,
          defaultLabel: String(row.default_label),
          storeLabel,
          swatchValue: row.swatch_value === null ? null : String(row.swatch_value),
        });
      }
      const childId = Number(row.child_id);
      let variant = variants.get(childId);
      if (!variant) {
        variant = { productId: childId, attributes: [] };
        variants.set(childId, variant);
      }
      variant.attributes.push({ code, label, valueIndex });
    }
    const sortedOptions = [...options.values()].sort(
      (a, b) => a.position - b.position || a.attributeCode.localeCompare(b.attributeCode),
    );
    for (const option of sortedOptions)
      option.values.sort((a, b) => a.position - b.position || a.valueIndex - b.valueIndex);
    // A variant stands for one value of every option; one that lacks a value cannot be chosen.
    const complete = [...variants.values()].filter(
      (variant) => variant.attributes.length === sortedOptions.length,
    );
    result.set(productId, { options: sortedOptions, variants: complete });
  }
  return result;
}

export interface BundleOptionRow {
  optionId: number;
  bundleProductId: number;
  /** The bundle product's sku (Magento's BundleItem.sku). */
  bundleSku: string;
  title: string;
  type: string;
  required: boolean;
  position: number;
  selections: BundleSelectionRow[];
}

export interface BundleSelectionRow {
  selectionId: number;
  optionId: number;
  productId: number;
  quantity: number;
  canChangeQuantity: boolean;
  isDefault: boolean;
  position: number;
}

/** Each bundle's options by position with their enabled selections by position. */
export async function loadBundleOptions(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, BundleOptionRow[]>> {
  const rows = await db.query<Row>(
    `SELECT bo.product_id, p.sku AS bundle_sku, bo.id AS option_id, bo.type, bo.required, bo.position,
            coalesce(bos.title, dbos.title, '') AS title,
            bs.id AS selection_id, bs.product_id AS selection_product_id, bs.qty::float8 AS qty,
            bs.can_change_quantity, bs.is_default, bs.position AS selection_position
       FROM bundle_option bo
       JOIN product p ON p.id = bo.product_id
       LEFT JOIN bundle_option_store bos ON bos.option_id = bo.id AND bos.store_code = $1
       LEFT JOIN bundle_option_store dbos
              ON dbos.option_id = bo.id AND dbos.store_code = (SELECT code FROM store WHERE is_default)
       LEFT JOIN bundle_selection bs ON bs.option_id = bo.id
             AND EXISTS (SELECT 1 FROM product c WHERE c.id = bs.product_id AND c.is_enabled)
      WHERE bo.product_id = ANY($2::int[])
      ORDER BY bo.product_id, bo.position, bo.id, bs.position, bs.id`,
    [storeCode, [...ids]],
  );
  const result = new Map<number, BundleOptionRow[]>();
  for (const [productId, productRows] of groupBy(rows, (row) => row)) {
    const options = new Map<number, BundleOptionRow>();
    for (const row of productRows) {
      const optionId = Number(row.option_id);
      let option = options.get(optionId);
      if (!option) {
        option = {
          optionId,
          bundleProductId: productId,
          bundleSku: String(row.bundle_sku),
          title: String(row.title),
          type: String(row.type),
          required: row.required === true,
          position: Number(row.position),
          selections: [],
        };
        options.set(optionId, option);
      }
      if (row.selection_id === null) continue;
      option.selections.push({
        selectionId: Number(row.selection_id),
        optionId,
        productId: Number(row.selection_product_id),
        quantity: Number(row.qty),
        canChangeQuantity: row.can_change_quantity === true,
        isDefault: row.is_default === true,
        position: Number(row.selection_position),
      });
    }
    result.set(productId, [...options.values()]);
  }
  return result;
}

export interface GroupedItemRow {
  productId: number;
  qty: number;
  position: number;
}

/** Each grouped product's enabled items by position, with their default quantity. */
export async function loadGroupedItems(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, GroupedItemRow[]>> {
  const rows = await db.query<Row>(
    `SELECT r.parent_id, r.child_id, r.qty::float8 AS qty, r.position
       FROM product_relation r JOIN product c ON c.id = r.child_id AND c.is_enabled
      WHERE r.parent_id = ANY($1::int[]) AND r.kind = 'grouped'
      ORDER BY r.parent_id, r.position, r.child_id`,
    [[...ids]],
  );
  return groupBy(
    rows,
    (row) => ({ productId: Number(row.child_id), qty: Number(row.qty), position: Number(row.position) }),
    (row) => Number(row.parent_id),
  );
}
