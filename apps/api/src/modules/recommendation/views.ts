import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';

export interface ProductView {
  trackingUserId: string;
  sku: string;
  pageType: string;
  storeCode: string;
  customerId: number | null;
}

const MAX_TRACKING_ID_LENGTH = 128;

/** The tracking user id without surrounding blanks; an input error when empty or too long. */
export function checkTrackingUserId(value: string): string {
  const trackingUserId = value.trim();
  if (!trackingUserId || trackingUserId.length > MAX_TRACKING_ID_LENGTH) {
    throw inputError(`tracking_user_id must be 1 to ${MAX_TRACKING_ID_LENGTH} characters`, {
      argument: 'tracking_user_id',
    });
  }
  return trackingUserId;
}

/** Stores one product view; answers false for an unknown sku rather than failing the page. */
export async function recordProductView(db: Queryable, view: ProductView): Promise<boolean> {
  const trackingUserId = checkTrackingUserId(view.trackingUserId);
  const rows = await db.query(
    `INSERT INTO product_view (tracking_user_id, customer_id, product_id, store_code, page_type)
     SELECT $1, $2, p.id, $3, $4 FROM product p WHERE p.sku = $5 AND p.is_enabled
     RETURNING id`,
    [trackingUserId, view.customerId, view.storeCode, view.pageType, view.sku],
  );
  return rows.length > 0;
}
