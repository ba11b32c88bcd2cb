import type { MessageParams } from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import type { CartMessageKey } from './messages.js';

/** A coupon (cart price rule with a code) as one store view sees it. */
export interface Coupon {
  id: number;
  code: string;
  type: 'percent' | 'fixed';
  /** Percent, or euros incl. tax off the subtotal. */
  amount: number;
  freeShipping: boolean;
  /** Subtotal incl. tax the cart must reach. */
  minSubtotal: number | null;
  fromDate: string | null;
  toDate: string | null;
  isActive: boolean;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  timesUsed: number;
  /** The discount label of the store view; null when the coupon is not offered there. */
  label: string | null;
  /**
   * How often the cart's shopper used it already: the customer's uses, or the orders (not cancelled)
   * placed with the cart's e-mail address, guest orders included, whichever is more.
   */
  usedByCustomer: number;
}

/** Who a coupon's uses per customer are counted for: the cart's customer and its e-mail address. */
export interface CouponUser {
  customerId: number | null;
  email: string | null;
}

/** A coupon by its code (case-insensitive), for the store view and the cart's shopper. */
export async function findCoupon(
  db: Queryable,
  code: string,
  storeCode: string,
  user: CouponUser,
): Promise<Coupon | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.code, c.discount_type, c.discount_amount::float8 AS amount, c.free_shipping,
            c.min_subtotal::float8 AS min_subtotal, c.from_date::text AS from_date, c.to_date::text AS to_date,
            c.is_active, c.usage_limit, c.usage_per_customer, c.times_used, s.label,
            greatest(
              coalesce(u.times_used, 0),
              CASE WHEN c.usage_per_customer IS NULL OR $4::text IS NULL THEN 0 ELSE (
                SELECT count(*) FROM sales_order o
                 WHERE o.coupon_code = c.code AND lower(o.customer_email) = lower($4)
                   AND o.status <> 'canceled') END
            ) AS used_by_customer
       FROM coupon c
       LEFT JOIN coupon_store s ON s.coupon_id = c.id AND s.store_code = $2
       LEFT JOIN coupon_usage u ON u.coupon_id = c.id AND u.customer_id = $3
      WHERE c.code = upper($1)`,
    [code.trim(), storeCode, user.customerId, user.email?.trim() || null],
  );
  if (!row) return null;
  const optionalNumber = (column: string) => (row[column] === null ? null : Number(row[column]));
  return {
    id: Number(row.id),
    code: String(row.code),
    type: row.discount_type as Coupon['type'],
    amount: Number(row.amount),
    freeShipping: row.free_shipping === true,
    minSubtotal: optionalNumber('min_subtotal'),
    fromDate: row.from_date === null ? null : String(row.from_date),
    toDate: row.to_date === null ? null : String(row.to_date),
    isActive: row.is_active === true,
    usageLimit: optionalNumber('usage_limit'),
    usagePerCustomer: optionalNumber('usage_per_customer'),
    timesUsed: Number(row.times_used),
    label: row.label === null ? null : String(row.label),
    usedByCustomer: Number(row.used_by_customer),
  };
}

export interface CouponRefusal {
  key: CartMessageKey;
  params: MessageParams;
}

/**
 * Why the coupon cannot be used on a cart with this subtotal (incl. tax) today, or null. `today` is
 * YYYY-MM-DD in the shop's time zone; `format` writes amounts and days in the store view's style.
 */
export function couponRefusal(
  coupon: Coupon,
  subtotalInclTax: number,
  today: string,
  format: { money: (amount: number) => string; date: (day: string) => string },
): CouponRefusal | null {
  const params = { code: coupon.code };
  // A coupon not offered in this store view is as unknown as a mistyped one.
  if (coupon.label === null) return { key: 'cart.coupon_unknown', params };
  if (!coupon.isActive) return { key: 'cart.coupon_inactive', params };
  if (coupon.fromDate && today < coupon.fromDate) {
    return { key: 'cart.coupon_not_yet_valid', params: { ...params, date: format.date(coupon.fromDate) } };
  }
  if (coupon.toDate && today > coupon.toDate) {
    return { key: 'cart.coupon_expired', params: { ...params, date: format.date(coupon.toDate) } };
  }
  const usedUp =
    (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) ||
    (coupon.usagePerCustomer !== null && coupon.usedByCustomer >= coupon.usagePerCustomer);
  if (usedUp) return { key: 'cart.coupon_used_up', params };
  if (coupon.minSubtotal !== null && subtotalInclTax < coupon.minSubtotal) {
    return { key: 'cart.coupon_minimum', params: { ...params, amount: format.money(coupon.minSubtotal) } };
  }
  return null;
}
