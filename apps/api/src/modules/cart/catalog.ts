import type { Queryable } from '../../db/database.js';

export type TaxClass = 'standard' | 'reduced';

/** What the cart needs to know of a product: identity, prices (incl. tax), tax class and stock. */
export interface CartProduct {
  id: number;
  sku: string;
  typeId: 'simple' | 'configurable' | 'bundle' | 'grouped';
  name: string;
  /** Regular price incl. tax. */
  price: number;
  /** Today's price incl. tax (special price while valid). */
  finalPrice: number;
  taxClass: TaxClass;
  stockQty: number;
  manageStock: boolean;
  isFlooring: boolean;
  /** The measured unit the product is sold in (flooring: 'm²'); null for pieces. */
  unit: string | null;
}

const COLUMNS = `p.id, p.sku, p.type_id, ps.name, p.price::float8 AS price,
  product_final_price(p.price, p.special_price, p.special_from_date, p.special_to_date)::float8 AS final_price,
  p.tax_class, p.stock_qty, p.manage_stock, p.is_flooring_product, p.unit`;

function toProduct(row: Record<string, unknown>): CartProduct {
  return {
    id: Number(row.id),
    sku: String(row.sku),
    typeId: row.type_id as CartProduct['typeId'],
    name: String(row.name),
    price: Number(row.price),
    finalPrice: Number(row.final_price),
    taxClass: row.tax_class as TaxClass,
    stockQty: Number(row.stock_qty),
    manageStock: row.manage_stock === true,
    isFlooring: row.is_flooring_product === true,
    unit: typeof row.unit === 'string' && row.unit !== '' ? row.unit : null,
  };
}

/** Enabled products the store view sells, by sku (case-sensitive, like Magento). */
export async function findProductBySku(
  db: Queryable,
  storeCode: string,
  sku: string,
): Promise<CartProduct | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM product p
       JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
      WHERE p.sku = $2 AND p.is_enabled`,
    [storeCode, sku],
  );
  return row ? toProduct(row) : null;
}

/**
 * Products by id, enabled or not (a cart line keeps its product when it is disabled later: the line
 * is then reported as unavailable). Names fall back to the sku outside the store view.
 */
export async function loadCartProducts(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, CartProduct & { enabled: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Record<string, unknown>>(
    `SELECT p.id, p.sku, p.type_id, coalesce(ps.name, p.sku) AS name, p.price::float8 AS price,
            product_final_price(p.price, p.special_price, p.special_from_date, p.special_to_date)::float8
              AS final_price,
            p.tax_class, p.stock_qty, p.manage_stock, p.is_flooring_product, p.unit,
            p.is_enabled AND ps.product_id IS NOT NULL AS enabled
       FROM product p
       LEFT JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
      WHERE p.id = ANY($2::int[])`,
    [storeCode, [...new Set(ids)]],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...toProduct(row), enabled: row.enabled === true }]));
}

/** The configurable parent a child is linked to (the first by position), if any. */
export async function configurableParentOf(db: Queryable, childId: number): Promise<number | null> {
  const [row] = await db.query<{ parent_id: number }>(
    `SELECT parent_id FROM product_relation WHERE child_id = $1 AND kind = 'configurable'
      ORDER BY position, parent_id LIMIT 1`,
    [childId],
  );
  return row ? Number(row.parent_id) : null;
}

export async function isConfigurableChild(
  db: Queryable,
  parentId: number,
  childId: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM product_relation WHERE parent_id = $1 AND child_id = $2 AND kind = 'configurable'`,
    [parentId, childId],
  );
  return rows.length > 0;
}

/** Units a quantity may be a fraction of (flooring by the m²); anything else is sold in whole pieces. */
const MEASURED_UNITS = new Set(['m', 'm²', 'm2', 'm³', 'm3', 'kg', 'g', 'l']);

/** Decimals a fractional quantity may have. */
export const MAX_QUANTITY_DECIMALS = 4;

/**
 * Why `quantity` of the product cannot be ordered as asked: a fraction of a product sold in
 * pieces, or more decimals than MAX_QUANTITY_DECIMALS; null when it can.
 */
export function quantityPrecisionProblem(
  product: Pick<CartProduct, 'unit'>,
  quantity: number,
): 'cart.quantity_whole' | 'cart.quantity_decimals' | null {
  if (Number.isInteger(quantity)) return null;
  if (!product.unit || !MEASURED_UNITS.has(product.unit)) return 'cart.quantity_whole';
  const scale = 10 ** MAX_QUANTITY_DECIMALS;
  return Math.round(quantity * scale) / scale === quantity ? null : 'cart.quantity_decimals';
}

/** Whether `needed` units can be sold: stock is not managed, or enough is on hand. */
export function hasStock(product: Pick<CartProduct, 'stockQty' | 'manageStock'>, needed: number): boolean {
  return !product.manageStock || product.stockQty >= needed;
}
