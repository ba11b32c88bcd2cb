import type { Queryable } from '../../db/database.js';
import { type OpeningException, type RegularHours, shortTime } from './opening-hours.js';

export interface PhysicalStoreRow {
  id: number;
  name: string;
  urlKey: string;
  pickupLocationCode: string | null;
  street: string;
  postcode: string;
  city: string;
  countryId: string;
  phone: string | null;
  fax: string | null;
  email: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Media paths by position. */
  images: { file: string; position: number }[];
  regularHours: RegularHours[];
  /** Exceptions dated `today` or later, by date. */
  exceptions: OpeningException[];
  /** The date (YYYY-MM-DD) the row was read for: the coming week starts here. */
  today: string;
}

/**
 * Active physical stores (or the one with `urlKey`) with texts of the store view, images,
 * regular hours and the exceptions from `today` on: four statements whatever the number of stores.
 */
export async function findPhysicalStores(
  db: Queryable,
  storeCode: string,
  options: { today: string; urlKey?: string | null },
): Promise<PhysicalStoreRow[]> {
  const params: unknown[] = [storeCode];
  let only = '';
  if (options.urlKey != null) {
    params.push(options.urlKey.trim());
    only = 'AND p.url_key = $2';
  }
  const stores = await db.query<Record<string, unknown>>(
    `SELECT p.id, p.url_key, p.name, p.pickup_location_code, p.street, p.postcode, p.city, p.country_id,
            p.phone, p.fax, p.email, p.latitude, p.longitude, s.description, s.meta_title, s.meta_description
       FROM physical_store p
       LEFT JOIN physical_store_store s ON s.physical_store_id = p.id AND s.store_code = $1
      WHERE p.is_active ${only}
      ORDER BY p.sort_order, p.id`,
    params,
  );
  if (stores.length === 0) return [];
  const ids = stores.map((store) => Number(store.id));
  const [images, hours, exceptions] = await Promise.all([
    db.query<{ physical_store_id: number; position: number; file: string }>(
      `SELECT physical_store_id, position, file FROM physical_store_image
        WHERE physical_store_id = ANY($1::int[]) ORDER BY position`,
      [ids],
    ),
    db.query<{ physical_store_id: number; day: number; from_time: string; to_time: string }>(
      `SELECT physical_store_id, day, from_time::text AS from_time, to_time::text AS to_time
         FROM physical_store_opening_hours WHERE physical_store_id = ANY($1::int[])
        ORDER BY day, from_time`,
      [ids],
    ),
    db.query<{
      physical_store_id: number;
      date: string;
      reason: string | null;
      from_time: string | null;
      to_time: string | null;
    }>(
      `SELECT e.physical_store_id, e.date::text AS date, r.reason,
              t.from_time::text AS from_time, t.to_time::text AS to_time
         FROM physical_store_opening_exception e
         LEFT JOIN physical_store_opening_exception_store r ON r.exception_id = e.id AND r.store_code = $2
         LEFT JOIN physical_store_opening_exception_time t ON t.exception_id = e.id
        WHERE e.physical_store_id = ANY($1::int[]) AND e.date >= $3::date
        ORDER BY e.date, t.from_time`,
      [ids, storeCode, options.today],
    ),
  ]);
  const group = <Row extends { physical_store_id: number }>(rows: Row[]) => {
    const map = new Map<number, Row[]>();
    for (const row of rows) {
      const list = map.get(Number(row.physical_store_id)) ?? [];
      list.push(row);
      map.set(Number(row.physical_store_id), list);
    }
    return map;
  };
  const imagesByStore = group(images);
  const hoursByStore = group(hours);
  const exceptionsByStore = group(exceptions);
  return stores.map((store) => {
    const id = Number(store.id);
    const dated = new Map<string, OpeningException>();
    for (const row of exceptionsByStore.get(id) ?? []) {
      const exception = dated.get(row.date) ?? { date: row.date, reason: row.reason ?? '', times: [] };
      if (row.from_time && row.to_time) {
        exception.times.push({ from: shortTime(row.from_time), to: shortTime(row.to_time) });
      }
      dated.set(row.date, exception);
    }
    const text = (column: string) => (store[column] as string | null) ?? null;
    const coordinate = (column: string) => (store[column] == null ? null : Number(store[column]));
    return {
      id,
      name: String(store.name),
      urlKey: String(store.url_key),
      pickupLocationCode: text('pickup_location_code'),
      street: String(store.street),
      postcode: String(store.postcode),
      city: String(store.city),
      countryId: String(store.country_id),
      phone: text('phone'),
      fax: text('fax'),
      email: text('email'),
      description: text('description'),
      metaTitle: text('meta_title'),
      metaDescription: text('meta_description'),
      latitude: coordinate('latitude'),
      longitude: coordinate('longitude'),
      images: (imagesByStore.get(id) ?? []).map((image) => ({
        file: image.file,
        position: Number(image.position),
      })),
      regularHours: (hoursByStore.get(id) ?? []).map((row) => ({
        day: Number(row.day),
        from: row.from_time,
        to: row.to_time,
      })),
      exceptions: [...dated.values()],
      today: options.today,
    };
  });
}
