import type { Queryable } from '../src/db/database.js';
import { insertRows } from './sql.js';

export type StoreCode = 'de' | 'nl' | 'en';
export const STORE_CODES: readonly StoreCode[] = ['de', 'nl', 'en'];

/** Pickup locations of the physical stores; the catalogue's store availability refers to them. */
export const PICKUP_LOCATION_CODES = [
  'store-amsterdam',
  'store-utrecht',
  'store-berlin',
  'store-koeln',
] as const;
export type PickupLocationCode = (typeof PICKUP_LOCATION_CODES)[number];

/** The demo shop's root category: every store view's menu starts here (ARCHITECTURE.md "Demo data"). */
export const ROOT_CATEGORY_ID = 3;

export async function seedStores(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'store',
    [
      'code',
      'name',
      'language',
      'locale',
      'search_config',
      'base_currency_code',
      'default_display_currency_code',
      'root_category_id',
      'is_default',
      'sort_order',
      'timezone',
      'grid_per_page',
      'default_sort_by',
    ],
    [
      [
        'de',
        'Deutsch',
        'de',
        'de_DE',
        'german',
        'EUR',
        'EUR',
        ROOT_CATEGORY_ID,
        true,
        1,
        'Europe/Berlin',
        15,
        'name',
      ],
      [
        'nl',
        'Nederlands',
        'nl',
        'nl_NL',
        'dutch',
        'EUR',
        'EUR',
        ROOT_CATEGORY_ID,
        false,
        2,
        'Europe/Amsterdam',
        12,
        'name',
      ],
      [
        'en',
        'English',
        'en',
        'en_GB',
        'english',
        'EUR',
        'EUR',
        ROOT_CATEGORY_ID,
        false,
        3,
        'Europe/Berlin',
        12,
        'name',
      ],
    ],
  );
}
