// Delivery times shown on product pages and in the cart (colour, icon, short and long text).
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { STORE_CODES, type Translated, tr } from './text.js';

export const DELIVERY_IN_STOCK = 1;
export const DELIVERY_SOON = 2;
export const DELIVERY_BACKORDER = 3;
export const DELIVERY_MADE_TO_ORDER = 4;

interface DeliveryTime {
  id: number;
  color: string;
  icon: string;
  priority: number;
  short: Translated;
  long: Translated;
}

const DELIVERY_TIMES: readonly DeliveryTime[] = [
  {
    id: DELIVERY_IN_STOCK,
    color: 'green',
    icon: 'truck-fast',
    priority: 1,
    short: tr('Auf Lager', 'Op voorraad', 'In stock'),
    long: tr('Lieferung in 1–2 Werktagen', 'Levering in 1-2 werkdagen', 'Delivered in 1–2 working days'),
  },
  {
    id: DELIVERY_SOON,
    color: 'orange',
    icon: 'truck',
    priority: 2,
    short: tr('Kurzfristig lieferbar', 'Binnenkort leverbaar', 'Available soon'),
    long: tr('Lieferung in 3–5 Werktagen', 'Levering in 3-5 werkdagen', 'Delivered in 3–5 working days'),
  },
  {
    id: DELIVERY_BACKORDER,
    color: 'red',
    icon: 'clock',
    priority: 3,
    short: tr('Nicht auf Lager', 'Niet op voorraad', 'Out of stock'),
    long: tr('Lieferung in 2–3 Wochen', 'Levering in 2-3 weken', 'Delivered in 2–3 weeks'),
  },
  {
    id: DELIVERY_MADE_TO_ORDER,
    color: 'blue',
    icon: 'factory',
    priority: 4,
    short: tr('Auf Bestellung', 'Op bestelling', 'Made to order'),
    long: tr(
      'Wird für Sie bestellt, Lieferung in 4–6 Wochen',
      'Wordt voor u besteld, levering in 4-6 weken',
      'Ordered in for you, delivered in 4–6 weeks',
    ),
  },
];

export async function insertDeliveryTimes(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'delivery_time',
    ['id', 'color', 'icon', 'priority'],
    DELIVERY_TIMES.map((time) => [time.id, time.color, time.icon, time.priority]),
  );
  await insertRows(
    db,
    'delivery_time_store',
    ['delivery_time_id', 'store_code', 'short_text', 'long_text'],
    DELIVERY_TIMES.flatMap((time) =>
      STORE_CODES.map((store) => [time.id, store, time.short[store], time.long[store]]),
    ),
  );
}
