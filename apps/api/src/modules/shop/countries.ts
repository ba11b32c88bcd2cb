import type { Queryable } from '../../db/database.js';

export interface RegionRow {
  id: number;
  code: string;
  name: string;
}

export interface CountryRow {
  id: string;
  iso3: string;
  nameLocale: string;
  nameEnglish: string;
  /** Null for a country without regions (as Magento answers). */
  regions: RegionRow[] | null;
}

/**
 * Active countries (all, or the given codes) with names in the store view and in English, and
 * their regions: two statements. Countries by local name with the store's collation, regions by
 * position, then local name.
 */
export async function findCountries(
  db: Queryable,
  store: { code: string; locale: string },
  ids?: readonly string[],
): Promise<CountryRow[]> {
  const params: unknown[] = [store.code];
  let only = '';
  if (ids) {
    params.push(ids.map((id) => id.trim().toUpperCase()));
    only = 'AND c.id = ANY($2::text[])';
  }
  const countries = await db.query<{
    id: string;
    iso3: string;
    name_locale: string | null;
    name_english: string | null;
  }>(
    `SELECT c.id, c.iso3, local.name AS name_locale, english.name AS name_english
       FROM country c
       LEFT JOIN country_store local ON local.country_id = c.id AND local.store_code = $1
       LEFT JOIN country_store english ON english.country_id = c.id AND english.store_code = 'en'
      WHERE c.is_active ${only}`,
    params,
  );
  if (countries.length === 0) return [];
  const regions = await db.query<{
    id: number;
    country_id: string;
    code: string;
    position: number;
    name: string | null;
    fallback: string | null;
  }>(
    `SELECT r.id, r.country_id, r.code, r.position, local.name, english.name AS fallback
       FROM region r
       LEFT JOIN region_store local ON local.region_id = r.id AND local.store_code = $1
       LEFT JOIN region_store english ON english.region_id = r.id AND english.store_code = 'en'
      WHERE r.country_id = ANY($2::text[])`,
    [store.code, countries.map((country) => country.id)],
  );
  const collator = new Intl.Collator(store.locale.replace('_', '-'));
  const byCountry = new Map<string, (RegionRow & { position: number })[]>();
  for (const region of regions) {
    const list = byCountry.get(region.country_id) ?? [];
    list.push({
      id: Number(region.id),
      code: region.code,
      name: region.name ?? region.fallback ?? region.code,
      position: Number(region.position),
    });
    byCountry.set(region.country_id, list);
  }
  return countries
    .map((country) => {
      const english = country.name_english ?? country.id;
      const list = byCountry.get(country.id);
      return {
        id: country.id,
        iso3: country.iso3,
        nameLocale: country.name_locale ?? english,
        nameEnglish: english,
        regions: list
          ? list
              .sort((a, b) => a.position - b.position || collator.compare(a.name, b.name))
              .map(({ position: _position, ...region }) => region)
          : null,
      };
    })
    .sort((a, b) => collator.compare(a.nameLocale, b.nameLocale));
}
