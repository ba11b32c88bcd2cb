import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import type { SeededProduct } from '../types.js';
import { type SeededCustomer, subscribedCustomers } from './customers.js';
import { timestampBefore } from './dates.js';
import type { StoreCode } from './i18n.js';
import { emailLocalPart, GUEST_COUNTRIES, pickWeighted, randomName } from './people.js';
import { secretHex } from './tokens.js';

const GUEST_SUBSCRIBERS = 40;

/** Subscribed demo customers plus guest subscribers in every state of the double opt-in. */
export async function seedNewsletter(db: Queryable, customers: readonly SeededCustomer[]): Promise<void> {
  const random = new Random('commerce:newsletter');
  const subscribed = subscribedCustomers(customers);
  const rows: unknown[][] = subscribed.map((customer) => {
    const since = timestampBefore(customer.createdDaysAgo);
    return [customer.email, customer.store, 'subscribed', customer.id, null, since, since];
  });
  const emails = new Set(rows.map((row) => row[0]));
  for (let index = 0; rows.length < subscribed.length + GUEST_SUBSCRIBERS; index++) {
    const store = pickWeighted<StoreCode>(random, [
      ['de', 45],
      ['nl', 40],
      ['en', 15],
    ]);
    const name = randomName(random, pickWeighted(random, GUEST_COUNTRIES[store]));
    const email = `${emailLocalPart(name)}.news${index}@example.org`;
    if (emails.has(email)) continue;
    emails.add(email);
    const status = pickWeighted(random, [
      ['subscribed', 80],
      ['unconfirmed', 10],
      ['unsubscribed', 10],
    ]);
    const created = timestampBefore(random.next() * 600);
    rows.push([
      email,
      store,
      status,
      null,
      status === 'unconfirmed' ? secretHex(32) : null,
      created,
      created,
    ]);
  }
  await insertRows(
    db,
    'newsletter_subscriber',
    ['email', 'store_code', 'status', 'customer_id', 'confirm_code', 'created_at', 'updated_at'],
    rows,
  );
}

/** Products that are out of stock now, else any visible simple products (a tiny test catalogue). */
async function alertProducts(db: Queryable, products: readonly SeededProduct[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM product WHERE stock_qty = 0 AND manage_stock AND visibility > 1 ORDER BY id LIMIT 12',
  );
  if (rows.length > 0) return rows.map((row) => row.id);
  return products
    .filter((product) => product.visible && product.typeId === 'simple')
    .slice(0, 12)
    .map((product) => product.id);
}

/** Back-in-stock subscriptions of demo customers and guests; some already notified. */
export async function seedStockAlerts(
  db: Queryable,
  products: readonly SeededProduct[],
  customers: readonly SeededCustomer[],
): Promise<void> {
  const random = new Random('commerce:stock-alerts');
  const productIds = await alertProducts(db, products);
  if (productIds.length === 0) return;
  const anna = customers.find((customer) => customer.email === 'anna.mueller@example.com');
  const rows: unknown[][] = [];
  productIds.forEach((productId, index) => {
    if (anna && index < 2) {
      rows.push([anna.email, productId, 'stock', anna.id, anna.store, timestampBefore(3 + index), null]);
    }
    for (let guest = 0; guest < random.int(1, 3); guest++) {
      const store = random.pick(['de', 'nl', 'en'] as const);
      const name = randomName(random, pickWeighted(random, GUEST_COUNTRIES[store]));
      const created = timestampBefore(1 + random.next() * 60);
      const sent = random.chance(0.2) ? timestampBefore(random.next()) : null;
      rows.push([
        `${emailLocalPart(name)}.alert${index}${guest}@example.org`,
        productId,
        'stock',
        null,
        store,
        created,
        sent,
      ]);
    }
  });
  await insertRows(
    db,
    'product_alert_subscription',
    ['email', 'product_id', 'type', 'customer_id', 'store_code', 'created_at', 'sent_at'],
    rows,
  );
}
