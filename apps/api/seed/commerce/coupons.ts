import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

export interface CouponData {
  code: string;
  discountType: 'percent' | 'fixed';
  discountAmount: number;
  freeShipping: boolean;
  minSubtotal: number | null;
  fromDate: string | null;
  toDate: string | null;
  active: boolean;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  label: Translated;
  description: Translated;
}

/**
 * Codes that cover every rule the cart must check. Dates are fixed (not relative to the reference
 * date) so that the valid ones stay valid and the expired one stays expired whenever the shop runs.
 */
export const COUPONS: readonly CouponData[] = [
  {
    code: 'WELKOM10',
    discountType: 'percent',
    discountAmount: 10,
    freeShipping: false,
    minSubtotal: null,
    fromDate: null,
    toDate: null,
    active: true,
    usageLimit: null,
    usagePerCustomer: 1,
    label: tr('Willkommensrabatt 10 %', 'Welkomstkorting 10%', 'Welcome discount 10%'),
    description: tr(
      '10 % Rabatt auf Ihre erste Bestellung.',
      '10% korting op je eerste bestelling.',
      '10% off your first order.',
    ),
  },
  {
    code: 'SAVE5',
    discountType: 'fixed',
    discountAmount: 5,
    freeShipping: false,
    minSubtotal: 25,
    fromDate: null,
    toDate: null,
    active: true,
    usageLimit: null,
    usagePerCustomer: null,
    label: tr('5 € Rabatt', '€ 5 korting', '€5 off'),
    description: tr(
      '5 € Rabatt ab 25 € Einkaufswert.',
      '€ 5 korting vanaf € 25.',
      '€5 off orders of €25 or more.',
    ),
  },
  {
    code: 'BIG50',
    discountType: 'fixed',
    discountAmount: 50,
    freeShipping: false,
    minSubtotal: 250,
    fromDate: null,
    toDate: null,
    active: true,
    usageLimit: 1000,
    usagePerCustomer: null,
    label: tr('50 € Rabatt ab 250 €', '€ 50 korting vanaf € 250', '€50 off from €250'),
    description: tr(
      '50 € Rabatt bei einem Einkaufswert ab 250 €.',
      '€ 50 korting bij een bestelling vanaf € 250.',
      '€50 off orders of €250 or more.',
    ),
  },
  {
    code: 'FREESHIP',
    discountType: 'percent',
    discountAmount: 0,
    freeShipping: true,
    minSubtotal: null,
    fromDate: null,
    toDate: null,
    active: true,
    usageLimit: null,
    usagePerCustomer: null,
    label: tr('Kostenloser Versand', 'Gratis verzending', 'Free shipping'),
    description: tr('Versandkostenfrei bestellen.', 'Gratis verzending.', 'Free shipping on your order.'),
  },
  {
    code: 'EXPIRED20',
    discountType: 'percent',
    discountAmount: 20,
    freeShipping: false,
    minSubtotal: null,
    fromDate: '2024-11-25',
    toDate: '2024-12-02',
    active: true,
    usageLimit: null,
    usagePerCustomer: null,
    label: tr('Black Friday 20 %', 'Black Friday 20%', 'Black Friday 20%'),
    description: tr('Abgelaufene Aktion.', 'Verlopen actie.', 'Expired promotion.'),
  },
  {
    code: 'FUTURE15',
    discountType: 'percent',
    discountAmount: 15,
    freeShipping: false,
    minSubtotal: null,
    fromDate: '2099-01-01',
    toDate: null,
    active: true,
    usageLimit: null,
    usagePerCustomer: null,
    label: tr('Zukunftsrabatt 15 %', 'Toekomstkorting 15%', 'Future discount 15%'),
    description: tr('Noch nicht gültig.', 'Nog niet geldig.', 'Not valid yet.'),
  },
  {
    code: 'INACTIVE30',
    discountType: 'percent',
    discountAmount: 30,
    freeShipping: false,
    minSubtotal: null,
    fromDate: null,
    toDate: null,
    active: false,
    usageLimit: null,
    usagePerCustomer: null,
    label: tr('Deaktiviert', 'Gedeactiveerd', 'Disabled'),
    description: tr('Deaktivierter Gutschein.', 'Gedeactiveerde code.', 'A disabled code.'),
  },
];

/** Coupon ids are 1-based positions in COUPONS. */
export function couponId(code: string): number {
  return COUPONS.findIndex((candidate) => candidate.code === code) + 1;
}

export async function seedCoupons(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'coupon',
    [
      'id',
      'code',
      'discount_type',
      'discount_amount',
      'free_shipping',
      'min_subtotal',
      'from_date',
      'to_date',
      'is_active',
      'usage_limit',
      'usage_per_customer',
      'created_at',
    ],
    COUPONS.map((coupon, index) => [
      index + 1,
      coupon.code,
      coupon.discountType,
      coupon.discountAmount,
      coupon.freeShipping,
      coupon.minSubtotal,
      coupon.fromDate,
      coupon.toDate,
      coupon.active,
      coupon.usageLimit,
      coupon.usagePerCustomer,
      '2024-06-01T00:00:00Z',
    ]),
  );
  await insertRows(
    db,
    'coupon_store',
    ['coupon_id', 'store_code', 'label', 'description'],
    COUPONS.flatMap((coupon, index) =>
      rowsPerStore((store) => [index + 1, store, coupon.label[store], coupon.description[store]]),
    ),
  );
}
