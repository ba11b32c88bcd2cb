import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import type { CatalogSeedResult } from '../types.js';
import { ADDRESS_COLUMNS, addressValues } from './addresses.js';
import type { SeededCustomer } from './customers.js';
import { timestampBefore } from './dates.js';
import type { StoreCode } from './i18n.js';
import { type Purchasable, purchasableProducts } from './purchasables.js';
import { secretHex } from './tokens.js';

interface CartPlan {
  customer: SeededCustomer | null;
  store: StoreCode;
  items: Purchasable[];
  active: boolean;
  mergedInto: number | null;
  withAddress: boolean;
  daysAgo: number;
}

function findCustomer(customers: readonly SeededCustomer[], email: string): SeededCustomer | undefined {
  return customers.find((customer) => customer.email === email);
}

/**
 * Anna's active cart (with addresses, ready for checkout), an older guest cart that was merged
 * into it, and an active Dutch guest cart.
 */
export async function seedCarts(
  db: Queryable,
  catalog: CatalogSeedResult,
  customers: readonly SeededCustomer[],
): Promise<void> {
  const random = new Random('commerce:carts');
  const items = purchasableProducts(catalog);
  const anna = findCustomer(customers, 'anna.mueller@example.com');
  if (items.length === 0 || !anna) return;
  const plans: CartPlan[] = [
    {
      customer: anna,
      store: 'de',
      items: random.sample(items, 2),
      active: true,
      mergedInto: null,
      withAddress: true,
      daysAgo: 1,
    },
    {
      customer: null,
      store: 'de',
      items: random.sample(items, 1),
      active: false,
      mergedInto: 1,
      withAddress: false,
      daysAgo: 2,
    },
    {
      customer: null,
      store: 'nl',
      items: random.sample(items, 2),
      active: true,
      mergedInto: null,
      withAddress: false,
      daysAgo: 0.5,
    },
  ];
  await insertRows(
    db,
    'cart',
    [
      'id',
      'masked_id',
      'customer_id',
      'store_code',
      'email',
      'is_active',
      'merged_into_cart_id',
      'created_at',
      'updated_at',
    ],
    plans.map((plan, index) => {
      const at = timestampBefore(plan.daysAgo);
      return [
        index + 1,
        secretHex(32),
        plan.customer?.id ?? null,
        plan.store,
        plan.customer?.email ?? null,
        plan.active,
        plan.mergedInto,
        at,
        at,
      ];
    }),
  );
  await insertRows(
    db,
    'cart_item',
    ['cart_id', 'product_id', 'parent_product_id', 'sku', 'qty', 'created_at', 'updated_at'],
    plans.flatMap((plan, index) =>
      plan.items.map((item) => {
        const at = timestampBefore(plan.daysAgo);
        return [index + 1, item.product.id, item.parent?.id ?? null, item.product.sku, 1, at, at];
      }),
    ),
  );
  await insertRows(
    db,
    'cart_address',
    ['cart_id', 'address_type', 'customer_address_id', ...ADDRESS_COLUMNS],
    plans.flatMap((plan, index) => {
      const customer = plan.customer;
      if (!plan.withAddress || !customer) return [];
      return [
        [index + 1, 'shipping', customer.defaultShipping.id, ...addressValues(customer.defaultShipping)],
        [index + 1, 'billing', customer.defaultBilling.id, ...addressValues(customer.defaultBilling)],
      ];
    }),
  );
}

/** Anna's private wishlist, Jan's shared one and a guest wishlist. */
export async function seedWishlists(
  db: Queryable,
  catalog: CatalogSeedResult,
  customers: readonly SeededCustomer[],
): Promise<void> {
  const random = new Random('commerce:wishlists');
  const items = purchasableProducts(catalog);
  if (items.length === 0) return;
  const owners = [
    {
      customer: findCustomer(customers, 'anna.mueller@example.com') ?? null,
      shared: false,
      store: 'de',
      count: 3,
    },
    {
      customer: findCustomer(customers, 'jan.devries@example.nl') ?? null,
      shared: true,
      store: 'nl',
      count: 4,
    },
    { customer: null, shared: false, store: 'en', count: 2 },
  ] as const;
  await insertRows(
    db,
    'wishlist',
    ['id', 'customer_id', 'sharing_code', 'is_shared', 'created_at', 'updated_at'],
    owners.map((owner, index) => {
      const at = timestampBefore(20 - index);
      return [index + 1, owner.customer?.id ?? null, secretHex(32), owner.shared, at, at];
    }),
  );
  await insertRows(
    db,
    'wishlist_item',
    ['wishlist_id', 'product_id', 'parent_product_id', 'store_code', 'qty', 'description', 'added_at'],
    owners.flatMap((owner, index) =>
      random
        .sample(items, owner.count)
        .map((item, position) => [
          index + 1,
          item.product.id,
          item.parent?.id ?? null,
          owner.store,
          1,
          position === 0 && owner.shared ? 'Voor het nieuwe kantoor' : null,
          timestampBefore(20 - index - position * 0.5),
        ]),
    ),
  );
}
