import type { StorefrontUrls } from '../../config.js';
import type { Database } from '../../db/database.js';
import { sendBackInStockAlerts } from '../alert/index.js';
import { kickMailDelivery } from '../mail/delivery.js';
import { releaseOrderStock } from './stock.js';

/**
 * Cancels an order whose payment never came (never started at the provider, or not paid within
 * the pending-payment lifetime), in one transaction: the order is cancelled with `comment` shown to
 * the shopper, its payment marked `failed`, its stock and coupon use given back and its cart active
 * again (it no longer names the order's cart), so the shopper can pay with another method. Answers
 * false and changes nothing when the order moved on meanwhile (paid, or cancelled already).
 */
export async function cancelUnpaidOrder(
  db: Database,
  orderId: number,
  options: { comment: string; storefronts: StorefrontUrls },
): Promise<boolean> {
  const cancelled = await db.transaction(async (tx) => {
    const [order] = await tx.query<{
      status: string;
      cart_id: number | null;
      coupon_code: string | null;
      customer_id: number | null;
    }>('SELECT status, cart_id, coupon_code, customer_id FROM sales_order WHERE id = $1 FOR UPDATE', [
      orderId,
    ]);
    if (order?.status !== 'pending_payment') return false;
    await tx.query(
      `UPDATE sales_order SET status = 'canceled', cart_id = NULL, updated_at = now() WHERE id = $1`,
      [orderId],
    );
    await tx.query(
      `UPDATE payment_transaction SET status = 'failed', updated_at = now() WHERE order_id = $1`,
      [orderId],
    );
    await tx.query(
      `INSERT INTO sales_order_comment (order_id, status, message, is_visible_on_front, is_customer_notified)
       VALUES ($1, 'canceled', $2, true, false)`,
      [orderId, options.comment],
    );
    const backInStock = await releaseOrderStock(tx, orderId);
    if (order.coupon_code) {
      const [coupon] = await tx.query<{ id: number }>(
        'UPDATE coupon SET times_used = greatest(times_used - 1, 0) WHERE code = $1 RETURNING id',
        [order.coupon_code],
      );
      if (coupon && order.customer_id !== null) {
        await tx.query(
          `UPDATE coupon_usage SET times_used = greatest(times_used - 1, 0)
            WHERE coupon_id = $1 AND customer_id = $2`,
          [coupon.id, order.customer_id],
        );
      }
    }
    // A customer who meanwhile has another active cart keeps that one (one active cart each).
    if (order.cart_id !== null) {
      await tx.query(
        `UPDATE cart c SET is_active = true, updated_at = now() WHERE c.id = $1
            AND (c.customer_id IS NULL OR NOT EXISTS (
                  SELECT 1 FROM cart o WHERE o.customer_id = c.customer_id AND o.is_active))`,
        [order.cart_id],
      );
    }
    await sendBackInStockAlerts(tx, backInStock, { storefronts: options.storefronts });
    return true;
  });
  if (cancelled) kickMailDelivery(db);
  return cancelled;
}
