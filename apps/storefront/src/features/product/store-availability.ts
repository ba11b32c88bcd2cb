import type { ProductStoreHoursQuery } from '../../../generated/graphql/graphql';
import { openingToday, openingWeek, type TodayOpening } from '../../shared/opening-hours/opening-hours';

/** A store's state today and its page, beside the product's stock there. */
export interface StoreOpening {
  today: TodayOpening;
  /** /winkel/{url key}, without language prefix. */
  path: string;
}

/**
 * The product's stores with today's opening state (docs/BEHAVIOUR.md#opening-hours) of each store
 * the api lists by the same pickup location code; the others keep their stock only.
 */
export function withStoreOpening<Store extends { code: string }>(
  stores: readonly Store[],
  hours: ProductStoreHoursQuery['phisicalStores'],
  now: Date,
  timeZone: string,
): Array<Store & { opening?: StoreOpening }> {
  const openingByCode = new Map<string, StoreOpening>();
  for (const store of hours ?? []) {
    if (!store?.pickup_location_code || !store.url_key) continue;
    openingByCode.set(store.pickup_location_code, {
      today: openingToday(openingWeek(store.opening_hours), now, timeZone),
      path: `/winkel/${encodeURIComponent(store.url_key)}`,
    });
  }
  return stores.map((store) => {
    const opening = openingByCode.get(store.code);
    return opening ? { ...store, opening } : store;
  });
}
