import { describe, expect, it } from 'vitest';
import { data, graphql, inputErrorMessage, perStore, STORE_CODES, type StoreCode } from './graphql.js';

async function storeConfig(store: StoreCode): Promise<{ locale: string; timezone: string }> {
  return data(
    await graphql<{ storeConfig: { locale: string; timezone: string } }>(
      '{ storeConfig { locale timezone } }',
      { store },
    ),
  ).storeConfig;
}

// ---------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------

interface Country {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[] | null;
}

const COUNTRY_FIELDS = `id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english
  available_regions { id code name }`;

describe('countries and country', () => {
  it('lists the same countries in every view, named in its language and sorted by that name', async () => {
    const byStore = await perStore<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`);
    const ids = byStore.de.countries.map((country) => country.id).sort();
    expect(ids.length).toBeGreaterThan(1);
    const english = new Map(byStore.en.countries.map((country) => [country.id, country.full_name_locale]));
    for (const store of STORE_CODES) {
      const countries = byStore[store].countries;
      expect(countries.map((country) => country.id).sort()).toEqual(ids);
      const { locale } = await storeConfig(store);
      const names = countries.map((country) => country.full_name_locale);
      const collator = new Intl.Collator(locale.replace('_', '-'));
      expect(names).toEqual([...names].sort(collator.compare));
      for (const country of countries) {
        expect(country.two_letter_abbreviation).toBe(country.id);
        expect(country.id).toMatch(/^[A-Z]{2}$/);
        expect(country.three_letter_abbreviation).toMatch(/^[A-Z]{3}$/);
        expect(country.full_name_english).toBe(english.get(country.id));
      }
    }
    const germanNames = new Map(
      byStore.de.countries.map((country) => [country.id, country.full_name_locale]),
    );
    const dutchNames = new Map(byStore.nl.countries.map((country) => [country.id, country.full_name_locale]));
    const differing = ids.filter(
      (id) => germanNames.get(id) !== dutchNames.get(id) && dutchNames.get(id) !== english.get(id),
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('answers regions with names in the view language, and null for a country without regions', async () => {
    const byStore = await perStore<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`);
    const withRegions = byStore.de.countries.filter((country) => country.available_regions?.length);
    const withoutRegions = byStore.de.countries.filter((country) => !country.available_regions);
    expect(withRegions.length).toBeGreaterThan(0);
    expect(withoutRegions.length).toBeGreaterThan(0);
    const regionNames = (store: StoreCode) =>
      byStore[store].countries.flatMap((country) =>
        (country.available_regions ?? []).map((region) => `${region.id}:${region.name}`),
      );
    const de = regionNames('de');
    const en = regionNames('en');
    expect(de.length).toBe(en.length);
    expect(de.filter((name) => !en.includes(name)).length).toBeGreaterThan(0);
    for (const country of withRegions) {
      for (const region of country.available_regions ?? []) {
        expect(region.code).toBeTruthy();
        expect(region.name).toBeTruthy();
      }
    }
  });

  it('answers one country by code (any case) as the list does, null when unknown', async () => {
    const { countries } = data(
      await graphql<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`, { store: 'nl' }),
    );
    const sample = countries.find((country) => country.available_regions?.length) as Country;
    const answer = data(
      await graphql<{ a: Country; b: Country; c: null; d: null }>(
        `query ($id: String, $lower: String) { a: country(id: $id) { ${COUNTRY_FIELDS} }
           b: country(id: $lower) { ${COUNTRY_FIELDS} } c: country(id: "XX") { id } d: country { id } }`,
        { store: 'nl', variables: { id: sample.id, lower: sample.id.toLowerCase() } },
      ),
    );
    expect(answer).toEqual({ a: sample, b: sample, c: null, d: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Pickup locations
// ---------------------------------------------------------------------------------------------

interface PickupLocation {
  pickup_location_code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country_id: string;
  phone: string | null;
  email: string | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface PickupLocations {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: PickupLocation[];
}

const LOCATION_FIELDS = `total_count page_info { current_page page_size total_pages }
  items { pickup_location_code name street postcode city country_id phone email description latitude longitude }`;

describe('pickupLocations', () => {
  it('answers 20 a page by default, with consistent paging through every page', async () => {
    const all = data(
      await graphql<{ pickupLocations: PickupLocations }>(`{ pickupLocations { ${LOCATION_FIELDS} } }`),
    ).pickupLocations;
    expect(all.total_count).toBeGreaterThan(1);
    expect(all.page_info).toEqual({
      current_page: 1,
      page_size: 20,
      total_pages: Math.ceil(all.total_count / 20),
    });
    expect(all.items).toHaveLength(Math.min(20, all.total_count));
    const codes: string[] = [];
    for (let page = 1; page <= all.total_count; page++) {
      const one = data(
        await graphql<{ pickupLocations: PickupLocations }>(
          `query ($page: Int) { pickupLocations(pageSize: 1, currentPage: $page) { ${LOCATION_FIELDS} } }`,
          { variables: { page } },
        ),
      ).pickupLocations;
      expect(one.page_info).toEqual({ current_page: page, page_size: 1, total_pages: all.total_count });
      codes.push(...one.items.map((item) => item.pickup_location_code));
    }
    expect(codes).toEqual(all.items.map((item) => item.pickup_location_code));
    const beyond = await graphql(
      `{ pickupLocations(pageSize: 1, currentPage: ${all.total_count + 1}) { total_count } }`,
    );
    expect(inputErrorMessage(beyond)).toContain(`${all.total_count} page(s)`);
    expect(inputErrorMessage(await graphql('{ pickupLocations(pageSize: 101) { total_count } }'))).toMatch(
      /pageSize/,
    );
  });

  it('filters and sorts by Magento arguments', async () => {
    const all = data(
      await graphql<{ pickupLocations: PickupLocations }>(`{ pickupLocations { ${LOCATION_FIELDS} } }`),
    ).pickupLocations.items;
    const country = all[0]?.country_id as string;
    const expected = all
      .filter((item) => item.country_id === country)
      .map((item) => item.pickup_location_code);
    expect(expected.length).toBeLessThan(all.length);
    const answer = data(
      await graphql<{
        eq: PickupLocations;
        in: PickupLocations;
        asc: PickupLocations;
        desc: PickupLocations;
        like: PickupLocations;
      }>(
        `query ($country: String, $codes: [String], $like: String) {
           eq: pickupLocations(filters: { country_id: { eq: $country } }) { ${LOCATION_FIELDS} }
           in: pickupLocations(filters: { pickup_location_code: { in: $codes } }) { ${LOCATION_FIELDS} }
           like: pickupLocations(filters: { name: { like: $like } }) { ${LOCATION_FIELDS} }
           asc: pickupLocations(sort: { name: ASC }) { ${LOCATION_FIELDS} }
           desc: pickupLocations(sort: { name: DESC }) { ${LOCATION_FIELDS} } }`,
        {
          variables: {
            country,
            codes: expected.slice(0, 1).concat('no-such-location'),
            like: `${all[0]?.name.slice(0, 3)}%`,
          },
        },
      ),
    );
    expect(answer.eq.items.map((item) => item.pickup_location_code).sort()).toEqual([...expected].sort());
    expect(answer.eq.total_count).toBe(expected.length);
    expect(answer.in.items.map((item) => item.pickup_location_code)).toEqual(expected.slice(0, 1));
    expect(answer.like.items.map((item) => item.pickup_location_code)).toContain(
      all[0]?.pickup_location_code,
    );
    expect(answer.desc.items.map((item) => item.name)).toEqual(
      answer.asc.items.map((item) => item.name).reverse(),
    );
  });

  it('limits to an area around a place, nearest first', async () => {
    const all = data(
      await graphql<{ pickupLocations: PickupLocations }>(`{ pickupLocations { ${LOCATION_FIELDS} } }`),
    ).pickupLocations.items;
    const placed = all.filter((item) => item.latitude !== null && item.longitude !== null);
    const origin = placed[0] as PickupLocation;
    const area = data(
      await graphql<{ near: PickupLocations; wide: PickupLocations; nowhere: PickupLocations }>(
        `query ($term: String!) {
           near: pickupLocations(area: { radius: 1, search_term: $term }) { ${LOCATION_FIELDS} }
           wide: pickupLocations(area: { radius: 5000, search_term: $term }, sort: { distance: ASC }) { ${LOCATION_FIELDS} }
           nowhere: pickupLocations(area: { radius: 5000, search_term: "No Such Town" }) { ${LOCATION_FIELDS} } }`,
        { variables: { term: `${origin.city}:${origin.country_id}` } },
      ),
    );
    expect(area.near.items.map((item) => item.pickup_location_code)).toContain(origin.pickup_location_code);
    expect(area.wide.total_count).toBe(placed.length);
    expect(area.wide.items[0]?.city).toBe(origin.city);
    expect(area.nowhere).toMatchObject({ total_count: 0, items: [] });
  });

  it('describes a location in each view and keeps a product filter honest', async () => {
    const byStore = await perStore<{ pickupLocations: PickupLocations }>(
      `{ pickupLocations { ${LOCATION_FIELDS} } }`,
    );
    const described = byStore.de.pickupLocations.items.findIndex((item) => item.description);
    expect(described).toBeGreaterThanOrEqual(0);
    expect(
      new Set(STORE_CODES.map((store) => byStore[store].pickupLocations.items[described]?.description)).size,
    ).toBe(3);
    const none = data(
      await graphql<{ pickupLocations: PickupLocations }>(
        `{ pickupLocations(productsInfo: [{ sku: "NO-SUCH-SKU" }]) { ${LOCATION_FIELDS} } }`,
      ),
    ).pickupLocations;
    expect(none).toMatchObject({ total_count: 0, items: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// Physical stores
// ---------------------------------------------------------------------------------------------

interface PhysicalStore {
  name: string;
  url_key: string;
  pickup_location_code: string | null;
  street: string;
  city: string;
  country_id: string;
  description: string | null;
  latitude: number | null;
  images: { url: string; position: number }[];
  opening_hours: {
    day: number;
    label: string;
    date: string;
    is_exception: boolean;
    times: { from: string; to: string }[];
  }[];
  alternate_opening_hours: { date: string; reason: string; times: { from: string; to: string }[] }[];
}

const STORE_FIELDS = `name url_key pickup_location_code street city country_id description latitude
  images { url position }
  opening_hours { day label date is_exception times { from to } }
  alternate_opening_hours { date reason times { from to } }`;

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('phisicalStores', () => {
  it('answers the coming week Monday 1 … Sunday 7 with exceptions of the week overriding label and times', async () => {
    const byStore = await perStore<{ phisicalStores: PhysicalStore[] }>(
      `{ phisicalStores { ${STORE_FIELDS} } }`,
    );
    expect(byStore.de.phisicalStores.length).toBeGreaterThan(0);
    for (const store of STORE_CODES) {
      const { locale, timezone } = await storeConfig(store);
      const today = todayIn(timezone);
      const week = Array.from({ length: 7 }, (_, offset) => addDays(today, offset));
      const weekday = new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'long', timeZone: 'UTC' });
      for (const shop of byStore[store].phisicalStores) {
        expect(shop.opening_hours.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect([...shop.opening_hours.map((day) => day.date)].sort()).toEqual(week);
        for (const day of shop.opening_hours) {
          const date = new Date(`${day.date}T00:00:00Z`);
          // Sunday (getUTCDay 0) is answered as day 7.
          expect(day.day).toBe(date.getUTCDay() === 0 ? 7 : date.getUTCDay());
          const exception = shop.alternate_opening_hours.find((entry) => entry.date === day.date);
          if (exception) {
            expect(day).toMatchObject({
              is_exception: true,
              label: exception.reason,
              times: exception.times,
            });
          } else {
            expect(day).toMatchObject({ is_exception: false, label: weekday.format(date) });
          }
          for (const time of day.times) {
            expect(time.from).toMatch(/^\d{2}:\d{2}$/);
            expect(time.to > time.from).toBe(true);
          }
        }
        const dates = shop.alternate_opening_hours.map((entry) => entry.date);
        expect(dates).toEqual([...dates].sort());
        for (const date of dates) expect(date >= today).toBe(true);
      }
    }
  });

  it('answers the same stores and hours in every view, with texts and weekday names of the view', async () => {
    const byStore = await perStore<{ phisicalStores: PhysicalStore[] }>(
      `{ phisicalStores { ${STORE_FIELDS} } }`,
    );
    const de = byStore.de.phisicalStores;
    for (const store of STORE_CODES) {
      const stores = byStore[store].phisicalStores;
      expect(stores.map((shop) => shop.url_key)).toEqual(de.map((shop) => shop.url_key));
      stores.forEach((shop, index) => {
        const regular = (list: PhysicalStore['opening_hours']) =>
          list.filter((day) => !day.is_exception).map((day) => [day.day, day.times]);
        expect(regular(shop.opening_hours)).toEqual(regular(de[index]?.opening_hours ?? []));
        expect(shop.images.length).toBeGreaterThan(0);
        for (const image of shop.images) expect(image.url).toMatch(/^\/media\//);
      });
    }
    const descriptions = STORE_CODES.map((store) => byStore[store].phisicalStores[0]?.description);
    expect(new Set(descriptions).size).toBe(3);
    const mondays = STORE_CODES.map((store) =>
      byStore[store].phisicalStores.flatMap((shop) =>
        shop.opening_hours.filter((day) => day.day === 1 && !day.is_exception),
      ),
    ).map((days) => days[0]?.label);
    expect(new Set(mondays).size).toBe(3);
  });

  it('selects one store by url key and none for an unknown one', async () => {
    const all = data(
      await graphql<{ phisicalStores: PhysicalStore[] }>('{ phisicalStores { url_key name } }'),
    ).phisicalStores;
    const wanted = all[all.length - 1] as PhysicalStore;
    const answer = data(
      await graphql<{ one: PhysicalStore[]; none: PhysicalStore[] }>(
        `query ($key: String) { one: phisicalStores(url_key: $key) { url_key name } none: phisicalStores(url_key: "nope") { name } }`,
        { variables: { key: wanted.url_key } },
      ),
    );
    expect(answer).toEqual({ one: [{ url_key: wanted.url_key, name: wanted.name }], none: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// Free shipping
// ---------------------------------------------------------------------------------------------

describe('freeShippingAmount', () => {
  it('answers the default amount and the per-country amounts for known countries', async () => {
    const query = `{ freeShippingAmount { default_amount include_tax messages { amount include_tax countries { iso2_code } } }
      countries { id } }`;
    const byStore = await perStore<{
      freeShippingAmount: {
        default_amount: number;
        include_tax: boolean;
        messages: { amount: number; include_tax: boolean; countries: { iso2_code: string }[] }[];
      };
      countries: { id: string }[];
    }>(query);
    const amount = byStore.de.freeShippingAmount;
    expect(amount.default_amount).toBeGreaterThan(0);
    expect(typeof amount.include_tax).toBe('boolean');
    expect(amount.messages.length).toBeGreaterThan(0);
    const known = new Set(byStore.de.countries.map((country) => country.id));
    const seen = new Set<string>();
    for (const message of amount.messages) {
      expect(message.amount).toBeGreaterThanOrEqual(0);
      expect(message.countries.length).toBeGreaterThan(0);
      for (const { iso2_code } of message.countries) {
        expect(known.has(iso2_code)).toBe(true);
        // A country has one amount at most.
        expect(seen.has(iso2_code)).toBe(false);
        seen.add(iso2_code);
      }
    }
    for (const store of STORE_CODES) expect(byStore[store].freeShippingAmount).toEqual(amount);
  });
});
