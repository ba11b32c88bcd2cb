import type { Queryable } from '../../db/database.js';

/** Units of one product an order takes (a simple product, a configurable's child, a bundle component). */
export interface StockNeed {
  productId: number;
  qty: number;
}

export interface StockShortage {
  productId: number;
  sku: string;
  /** Why: not enough units, or the product is no longer sold. */
  reason: 'out_of_stock' | 'unavailable';
}

/** Needs of one product added up; whole units (stock is counted in units). */
function perProduct(needs: readonly StockNeed[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const need of needs) total.set(need.productId, (total.get(need.productId) ?? 0) + need.qty);
  for (const [id, qty] of total) total.set(id, Math.ceil(qty - 1e-9));
  return total;
}

/**
 * Takes the units of an order inside its transaction. The products' rows are locked in id order
 * (so concurrent placements never deadlock) and checked after the lock: a second shopper racing
 * for the last unit waits for the first and then sees the stock the first left. Answers the
 * shortages; when there are any nothing was taken and the caller must roll back.
 */
export async function takeStock(tx: Queryable, needs: readonly StockNeed[]): Promise<StockShortage[]> {
  const total = perProduct(needs);
  if (total.size === 0) return [];
  const ids = [...total.keys()].sort((a, b) => a - b);
  const rows = await lockProducts(tx, ids);
  const found = new Map(rows.map((row) => [Number(row.id), row]));
  const shortages: StockShortage[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row?.is_enabled) {
      shortages.push({ productId: id, sku: row?.sku ?? '', reason: 'unavailable' });
    } else if (row.manage_stock && Number(row.stock_qty) < (total.get(id) ?? 0)) {
      shortages.push({ productId: id, sku: row.sku, reason: 'out_of_stock' });
    }
  }
  if (shortages.length > 0) return shortages;
  await changeStock(
    tx,
    ids,
    ids.map((id) => -(total.get(id) ?? 0)),
  );
  return [];
}

/**
 * Gives an order's units back (a cancelled order): the quantities of its stock-bearing lines (lines
 * without child lines), less what was already given back. Marks the lines cancelled. Answers the
 * products whose stock rose from zero (their back-in-stock alerts are due).
 */
export async function releaseOrderStock(tx: Queryable, orderId: number): Promise<number[]> {
  const lines = await tx.query<{ product_id: number; qty: string }>(
    `SELECT i.product_id, i.qty_ordered - i.qty_canceled AS qty FROM sales_order_item i
      WHERE i.order_id = $1 AND i.product_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM sales_order_item c WHERE c.parent_item_id = i.id)`,
    [orderId],
  );
  await tx.query('UPDATE sales_order_item SET qty_canceled = qty_ordered WHERE order_id = $1', [orderId]);
  const total = perProduct(
    lines.map((line) => ({ productId: Number(line.product_id), qty: Number(line.qty) })),
  );
  const ids = [...total.keys()].filter((id) => (total.get(id) ?? 0) > 0).sort((a, b) => a - b);
  if (ids.length === 0) return [];
  await lockProducts(tx, ids);
  const raised = await changeStock(
    tx,
    ids,
    ids.map((id) => total.get(id) ?? 0),
  );
  return raised.filter((row) => row.before <= 0 && row.after > 0).map((row) => row.id);
}

interface LockedProduct {
  id: number;
  sku: string;
  stock_qty: number;
  manage_stock: boolean;
  is_enabled: boolean;
}

/**
 * Locks the products and the products whose stock figure is derived from theirs (configurable and
 * grouped parents: the sum of their children's; bundles: what their components make) in id order,
 * the one order every placement and cancellation uses, so they never deadlock.
 */
async function lockProducts(tx: Queryable, ids: readonly number[]): Promise<LockedProduct[]> {
  return tx.query<LockedProduct>(
    `SELECT id, sku, stock_qty, manage_stock, is_enabled FROM product
      WHERE id = ANY($1::int[])
         OR id IN (SELECT parent_id FROM product_relation WHERE child_id = ANY($1::int[]))
         OR id IN (SELECT o.product_id FROM bundle_selection s JOIN bundle_option o ON o.id = s.option_id
                    WHERE s.product_id = ANY($1::int[]))
      ORDER BY id FOR UPDATE`,
    [ids],
  );
}

/**
 * Adds `deltas` to the products' stock and recalculates the figures derived from them, by the
 * seed's rules: a configurable or grouped parent has the sum of its children's stock, a bundle as
 * many units as the stock of its required options' default components makes.
 */
async function changeStock(
  tx: Queryable,
  ids: readonly number[],
  deltas: readonly number[],
): Promise<{ id: number; before: number; after: number }[]> {
  const changed = await tx.query<{ id: number; before: number; after: number }>(
    `UPDATE product p SET stock_qty = p.stock_qty + u.delta, updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS u(id, delta)
      WHERE p.id = u.id AND p.manage_stock
      RETURNING p.id, p.stock_qty - u.delta AS before, p.stock_qty AS after`,
    [ids, deltas],
  );
  await tx.query(
    `UPDATE product p SET stock_qty = p.stock_qty + d.delta, updated_at = now()
       FROM (SELECT r.parent_id, sum(u.delta)::int AS delta
               FROM unnest($1::int[], $2::int[]) AS u(id, delta)
               JOIN product_relation r ON r.child_id = u.id
               JOIN product c ON c.id = u.id AND c.manage_stock
              GROUP BY r.parent_id) d
      WHERE p.id = d.parent_id AND p.manage_stock`,
    [ids, deltas],
  );
  await tx.query(
    `UPDATE product p SET stock_qty = b.qty, updated_at = now()
       FROM (SELECT o.product_id, min(floor(greatest(c.stock_qty, 0) / s.qty))::int AS qty
               FROM bundle_option o
               JOIN bundle_selection s ON s.option_id = o.id AND s.is_default AND s.qty > 0
               JOIN product c ON c.id = s.product_id
              WHERE o.required
                AND o.product_id IN (SELECT o2.product_id FROM bundle_selection s2
                                       JOIN bundle_option o2 ON o2.id = s2.option_id
                                      WHERE s2.product_id = ANY($1::int[]))
              GROUP BY o.product_id) b
      WHERE p.id = b.product_id AND p.manage_stock AND p.stock_qty <> b.qty`,
    [ids],
  );
  return changed.map((row) => ({ id: Number(row.id), before: Number(row.before), after: Number(row.after) }));
}
