import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import type { CatalogSeedResult } from '../types.js';
import type { SeededCustomer } from './customers.js';
import { timestampBefore } from './dates.js';

/** Tracking user ids with a browsing history, for trying the "retargeted" recommendations. */
export const DEMO_TRACKING_USER_IDS = [
  'demo-tracking-user-1',
  'demo-tracking-user-2',
  'demo-tracking-user-3',
  'demo-tracking-user-4',
  'demo-tracking-user-5',
] as const;

/** A few hundred product views; anna's tracking id is linked to her account. */
export async function seedProductViews(
  db: Queryable,
  catalog: CatalogSeedResult,
  customers: readonly SeededCustomer[],
): Promise<void> {
  const random = new Random('commerce:product-views');
  const visible = catalog.products.filter((product) => product.visible).slice(0, 2000);
  if (visible.length === 0) return;
  const anna = customers.find((customer) => customer.email === 'anna.mueller@example.com');
  const visitors = [
    ...DEMO_TRACKING_USER_IDS.map((id, index) => ({
      id,
      customerId: null,
      store: (['de', 'nl', 'en'] as const)[index % 3],
    })),
    ...(anna ? [{ id: 'demo-tracking-anna', customerId: anna.id, store: anna.store }] : []),
  ];
  const rows: unknown[][] = [];
  for (const visitor of visitors) {
    // Each visitor browses around a few products, as people compare similar things.
    const interests = random.sample(visible, 6);
    for (let view = 0; view < random.int(15, 40); view++) {
      const product = random.pick(interests);
      rows.push([
        visitor.id,
        visitor.customerId,
        product.id,
        visitor.store,
        'product',
        timestampBefore(random.next() * 30),
      ]);
    }
  }
  await insertRows(
    db,
    'product_view',
    ['tracking_user_id', 'customer_id', 'product_id', 'store_code', 'page_type', 'viewed_at'],
    rows,
  );
}
