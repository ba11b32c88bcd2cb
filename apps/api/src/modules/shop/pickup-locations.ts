import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import { checkPageExists, checkPaging, type Paging } from '../content/paging.js';

export const PICKUP_PAGE_SIZE = 20;

export interface PickupLocationRow {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  street: string;
  postcode: string;
  city: string;
  region: string | null;
  countryId: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  fax: string | null;
  /** km from the `area` search point, when one was given. */
  distance: number | null;
}

export interface FilterCondition {
  eq?: string | null;
  neq?: string | null;
  in?: readonly (string | null)[] | null;
  nin?: readonly (string | null)[] | null;
  like?: string | null;
}

export interface PickupLocationQuery {
  area?: { radius: number; search_term: string } | null;
  filters?: Record<string, FilterCondition | null | undefined> | null;
  sort?: Record<string, 'ASC' | 'DESC' | null | undefined> | null;
  pageSize?: number | null;
  currentPage?: number | null;
  productsInfo?: readonly ({ sku: string } | null)[] | null;
}

export interface PickupLocationPage {
  items: PickupLocationRow[];
  totalCount: number;
  totalPages: number;
  paging: Paging;
}

/** Filterable (text) columns, GraphQL name → SQL. */
const FILTER_COLUMNS: Record<string, string> = {
  name: 'l.name',
  pickup_location_code: 'l.pickup_location_code',
  country_id: 'l.country_id',
  postcode: 'l.postcode',
  region: 'l.region',
  city: 'l.city',
  street: 'l.street',
};

/** Sortable columns, GraphQL name → SQL. */
const SORT_COLUMNS: Record<string, string> = {
  ...FILTER_COLUMNS,
  email: 'l.email',
  phone: 'l.phone',
  latitude: 'l.latitude',
  longitude: 'l.longitude',
};

/** Great-circle distance in km between the location and ($lat, $lon). */
function distanceSql(lat: string, lon: string): string {
  return `(6371 * acos(least(1, greatest(-1,
      cos(radians(${lat})) * cos(radians(l.latitude::float8)) * cos(radians(l.longitude::float8) - radians(${lon}))
      + sin(radians(${lat})) * sin(radians(l.latitude::float8))))))`;
}

/**
 * Active pickup locations by Magento's pickupLocations arguments, one page of them: a count and
 * the page (plus one statement to place `area`). Descriptions come from the physical store of the
 * location in this store view, where there is one.
 */
export async function findPickupLocations(
  db: Queryable,
  storeCode: string,
  query: PickupLocationQuery,
): Promise<PickupLocationPage> {
  const paging = checkPaging(query.pageSize, query.currentPage, {
    pageSize: PICKUP_PAGE_SIZE,
    currentPage: 1,
  });
  const params: unknown[] = [storeCode];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['l.is_active'];
  for (const [field, condition] of Object.entries(query.filters ?? {})) {
    if (!condition) continue;
    const column = FILTER_COLUMNS[field];
    if (!column) {
      throw inputError(`Cannot filter pickup locations by "${field}"`, { argument: `filters.${field}` });
    }
    if (condition.eq != null) conditions.push(`${column} = ${param(condition.eq)}`);
    if (condition.neq != null) conditions.push(`${column} IS DISTINCT FROM ${param(condition.neq)}`);
    if (condition.in != null)
      conditions.push(`${column} = ANY(${param(condition.in.filter((v) => v != null))}::text[])`);
    if (condition.nin != null) {
      conditions.push(`NOT (${column} = ANY(${param(condition.nin.filter((v) => v != null))}::text[]))`);
    }
    if (condition.like != null) conditions.push(`${column} ILIKE ${param(condition.like)}`);
  }
  const skus = (query.productsInfo ?? []).flatMap((info) => (info?.sku.trim() ? [info.sku.trim()] : []));
  if (skus.length > 0) {
    // Every sku must be in stock at the location.
    conditions.push(`(SELECT count(DISTINCT p.id) FROM product_store_stock st JOIN product p ON p.id = st.product_id
                       WHERE st.pickup_location_code = l.pickup_location_code AND st.qty > 0
                         AND p.sku = ANY(${param(skus)}::text[])) = ${param(new Set(skus).size)}`);
  }
  let distance = 'NULL::float8';
  if (query.area) {
    const point = await areaPoint(db, query.area.search_term);
    if (!point) return { items: [], totalCount: 0, totalPages: 0, paging };
    if (!Number.isFinite(query.area.radius) || query.area.radius < 0) {
      throw inputError('area.radius must be 0 km or more', { argument: 'area.radius' });
    }
    distance = distanceSql(param(point.latitude), param(point.longitude));
    conditions.push(
      `l.latitude IS NOT NULL AND l.longitude IS NOT NULL AND ${distance} <= ${param(query.area.radius)}`,
    );
  }
  const order = sortOrder(query.sort, Boolean(query.area), distance);
  const from = `FROM pickup_location l
    LEFT JOIN physical_store ps ON ps.pickup_location_code = l.pickup_location_code
    LEFT JOIN physical_store_store pss ON pss.physical_store_id = ps.id AND pss.store_code = $1
    WHERE ${conditions.join(' AND ')}`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const totalCount = count?.total ?? 0;
  const totalPages = checkPageExists(paging, totalCount);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT l.pickup_location_code, l.name, l.email, l.phone, l.street, l.postcode, l.city, l.region, l.country_id,
            l.latitude, l.longitude, ps.fax, pss.description, ${distance} AS distance
       ${from}
      ORDER BY ${order}
      LIMIT ${paging.pageSize} OFFSET ${(paging.currentPage - 1) * paging.pageSize}`,
    params,
  );
  return { items: rows.map(toLocation), totalCount, totalPages, paging };
}

function sortOrder(sort: PickupLocationQuery['sort'], hasArea: boolean, distance: string): string {
  const chosen = Object.entries(sort ?? {}).filter(
    (entry): entry is [string, 'ASC' | 'DESC'] => entry[1] === 'ASC' || entry[1] === 'DESC',
  );
  const byDistance = chosen.find(([field]) => field === 'distance');
  if (byDistance) {
    if (!hasArea) throw inputError('Sorting by distance needs an area', { argument: 'sort.distance' });
    return `${distance} ${byDistance[1]}, l.pickup_location_code`;
  }
  const parts = chosen.map(([field, direction]) => {
    const column = SORT_COLUMNS[field];
    if (!column)
      throw inputError(`Cannot sort pickup locations by "${field}"`, { argument: `sort.${field}` });
    return `${column} ${direction}`;
  });
  if (parts.length === 0) parts.push(hasArea ? `${distance} ASC` : 'l.sort_order ASC, l.name ASC');
  return `${parts.join(', ')}, l.pickup_location_code`;
}

/**
 * The point `search_term` names: "<city or postcode>[:<country code>]" matched against our own
 * pickup locations and physical stores (there is no geocoding service); null when nothing matches.
 */
async function areaPoint(
  db: Queryable,
  searchTerm: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const [place = '', country] = searchTerm.split(':').map((part) => part.trim());
  if (!place)
    throw inputError('area.search_term must name a city or postcode', { argument: 'area.search_term' });
  const [row] = await db.query<{ latitude: string | number; longitude: string | number }>(
    `SELECT latitude, longitude FROM (
       SELECT city, postcode, country_id, latitude, longitude FROM pickup_location
       UNION ALL
       SELECT city, postcode, country_id, latitude, longitude FROM physical_store
     ) places
     WHERE latitude IS NOT NULL AND longitude IS NOT NULL
       AND (lower(city) = lower($1) OR replace(lower(postcode), ' ', '') = replace(lower($1), ' ', ''))
       AND ($2::text IS NULL OR country_id = upper($2))
     LIMIT 1`,
    [place, country || null],
  );
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
}

function toLocation(row: Record<string, unknown>): PickupLocationRow {
  const text = (column: string) => (row[column] as string | null) ?? null;
  const number = (column: string) => (row[column] == null ? null : Number(row[column]));
  return {
    code: String(row.pickup_location_code),
    name: String(row.name),
    email: text('email'),
    phone: text('phone'),
    street: String(row.street),
    postcode: String(row.postcode),
    city: String(row.city),
    region: text('region'),
    countryId: String(row.country_id),
    latitude: number('latitude'),
    longitude: number('longitude'),
    description: text('description'),
    fax: text('fax'),
    distance: number('distance'),
  };
}
