import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

interface Found {
  total_count: number;
  items: { sku: string; name: string }[];
  suggestions: { search: string }[];
}

const SEARCH = `query ($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, sort: $sort) {
    total_count items { sku name } suggestions { search }
  }
}`;

async function search(
  text: string,
  store: string,
  extra: { filter?: Record<string, unknown>; pageSize?: number; sort?: Record<string, string> } = {},
): Promise<Found> {
  const response = await graphql<{ products: Found }>(SEARCH, {
    store,
    variables: { search: text, ...extra },
  });
  expect(response.body.errors).toBeUndefined();
  const found = response.body.data?.products;
  if (!found) throw new Error('no answer');
  return found;
}

/** Whether a search for the text finds the product with this sku. */
async function finds(text: string, sku: string, store: string): Promise<boolean> {
  return (await search(text, store, { filter: { sku: { eq: sku } } })).total_count === 1;
}

const fold = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Products of the catalogue with the noun of their name (the last word before the variant,
 * "Sportiva Ergonomischer Fahrradhelm, Grau" → "Fahrradhelm"), where the noun ends in a consonant
 * that the language's plural simply follows (German +e, Dutch +en, English +s).
 */
async function productsWithNouns(store: string, count: number) {
  const items: { sku: string; name: string }[] = [];
  for (const currentPage of [1, 2]) {
    const response = await graphql<{ products: { items: { sku: string; name: string }[] } }>(
      'query ($page: Int) { products(pageSize: 100, currentPage: $page, sort: { name: ASC }) { items { sku name } } }',
      { store, variables: { page: currentPage } },
    );
    items.push(...(response.body.data?.products.items ?? []));
  }
  const picked: { sku: string; name: string; noun: string }[] = [];
  const nouns = new Set<string>();
  for (const item of items) {
    const noun = item.name.split(',')[0]?.trim().split(' ').pop() ?? '';
    if (!/^\p{L}{6,}$/u.test(noun) || !/[bdfgklmpt]$/.test(noun) || nouns.has(noun.toLowerCase())) continue;
    nouns.add(noun.toLowerCase());
    picked.push({ ...item, noun });
    if (picked.length === count) break;
  }
  expect(picked.length).toBe(count);
  return picked;
}

const PLURAL: Record<string, (noun: string) => string> = {
  de: (noun) => `${noun}e`,
  nl: (noun) => `${noun.toLowerCase()}en`,
  en: (noun) => `${noun.toLowerCase()}s`,
};

describe('full-text search', () => {
  it('stems in the store view’s language: a plural finds what the singular finds (de, nl, en)', async () => {
    for (const store of ['de', 'nl', 'en']) {
      for (const product of await productsWithNouns(store, 3)) {
        const plural = PLURAL[store]?.(product.noun) ?? product.noun;
        const singular = await search(product.noun, store, { pageSize: 100 });
        const plurals = await search(plural, store, { pageSize: 100 });
        expect(singular.items.map((item) => item.sku)).toContain(product.sku);
        // The same stem: the same products in the same order, not a fuzzy neighbourhood.
        expect(
          plurals.items.map((item) => item.sku),
          `${store}: "${plural}"`,
        ).toEqual(singular.items.map((item) => item.sku));
      }
    }
  });

  it('matches words as prefixes and ignores case, accents and extra spaces; every word must match', async () => {
    for (const store of ['de', 'nl']) {
      const [product] = await productsWithNouns(store, 1);
      if (!product) throw new Error('no product');
      expect(await finds(product.noun.slice(0, 4), product.sku, store)).toBe(true);
      expect(await finds(`  ${product.noun.toUpperCase()}   `, product.sku, store)).toBe(true);
      expect(await finds(fold(product.name.split(',')[0] ?? ''), product.sku, store)).toBe(true);
      const brand = product.name.split(' ')[0] ?? '';
      const both = await search(`${brand} ${product.noun}`, store, { pageSize: 100 });
      const noun = await search(product.noun, store, { pageSize: 100 });
      const ofBrand = await search(brand, store, { pageSize: 1 });
      expect(both.items.map((item) => item.sku)).toContain(product.sku);
      expect(both.total_count).toBeLessThanOrEqual(Math.min(noun.total_count, ofBrand.total_count));
    }
  });

  it('finds a product by its sku', async () => {
    const [product] = await productsWithNouns('en', 1);
    if (!product) throw new Error('no product');
    expect(await finds(product.sku, product.sku, 'en')).toBe(true);
  });

  it('tolerates a typo when the exact words find nothing', async () => {
    for (const store of ['de', 'nl', 'en']) {
      for (const product of await productsWithNouns(store, 2)) {
        // One letter left out in the middle of the noun.
        const middle = Math.floor(product.noun.length / 2);
        const typo = product.noun.slice(0, middle) + product.noun.slice(middle + 1);
        const found = await search(typo, store, { pageSize: 100 });
        expect(found.total_count, `${store}: "${typo}"`).toBeGreaterThan(0);
        expect(found.items.map((item) => item.sku)).toContain(product.sku);
      }
    }
  });

  it('corrects a typing slip in a short word: two neighbouring letters swapped, a letter left out', async () => {
    // Words of four or five letters, where trigrams alone find nothing alike ("hmed" and "hemd"
    // share one trigram of nine).
    let checked = 0;
    for (const store of ['de', 'nl', 'en']) {
      const response = await graphql<{ products: { items: { sku: string; name: string }[] } }>(
        'query { products(pageSize: 100, sort: { name: ASC }) { items { sku name } } }',
        { store },
      );
      const nouns = new Map<string, string>();
      for (const item of response.body.data?.products.items ?? []) {
        const noun = item.name.split(',')[0]?.trim().split(' ').pop() ?? '';
        if (/^\p{L}{4,5}$/u.test(noun) && !nouns.has(noun.toLowerCase()))
          nouns.set(noun.toLowerCase(), item.name);
      }
      for (const noun of [...nouns.keys()].slice(0, 3)) {
        const swapped = `${noun[0]}${noun[2]}${noun[1]}${noun.slice(3)}`;
        // A letter left out of a four-letter word leaves three, one slip from too many words.
        const shortened = noun.length === 5 ? noun.slice(0, -2) + noun.slice(-1) : undefined;
        for (const typo of [swapped, shortened].filter((text) => text !== undefined)) {
          const found = await search(typo, store, { pageSize: 100 });
          expect(
            found.items.some((item) => fold(item.name).includes(noun)),
            `${store}: "${typo}" finds a product named with "${noun}"`,
          ).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(9);
  });

  it('orders by relevance: products named after the word come before products that only mention it', async () => {
    const [product] = await productsWithNouns('de', 1);
    if (!product) throw new Error('no product');
    const found = await search(product.noun, 'de', { pageSize: 100 });
    const named = found.items.map((item) => fold(item.name).includes(fold(product.noun)));
    const firstUnnamed = named.indexOf(false);
    if (firstUnnamed >= 0) expect(named.slice(firstUnnamed).every((value) => !value)).toBe(true);
    expect(named[0]).toBe(true);
    // Relevance both ways, and another sort overrides it.
    const ascending = await search(product.noun, 'de', { pageSize: 100, sort: { relevance: 'ASC' } });
    expect(new Set(ascending.items.map((item) => item.sku))).toEqual(
      new Set(found.items.map((item) => item.sku)),
    );
    if (firstUnnamed >= 0) {
      expect(fold(ascending.items[0]?.name ?? '').includes(fold(product.noun))).toBe(false);
    }
    const byName = await search(product.noun, 'de', { pageSize: 100, sort: { name: 'ASC' } });
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers the corrected text as its suggestion when the products were found with it', async () => {
    const [product] = await productsWithNouns('de', 1);
    if (!product) throw new Error('no product');
    const noun = product.noun.toLowerCase();
    // One letter left out in the middle.
    const middle = Math.floor(noun.length / 2);
    const typo = noun.slice(0, middle) + noun.slice(middle + 1);
    const found = await search(typo, 'de', { pageSize: 100 });
    expect(found.items.map((item) => item.sku)).toContain(product.sku);
    expect(found.suggestions).toEqual([{ search: noun }]);
  });

  it('suggests catalogue words for a search without results', async () => {
    const [product] = await productsWithNouns('de', 1);
    if (!product) throw new Error('no product');
    const garbled = `${product.noun.slice(0, 2)}x${product.noun.slice(3, -1)}q`;
    const found = await search(`${garbled} zzqqy`, 'de');
    expect(found.total_count).toBe(0);
    expect(found.suggestions.map((suggestion) => suggestion.search.split(' ')[0])).toContain(
      product.noun.toLowerCase(),
    );
    expect((await search(product.noun, 'de')).suggestions).toEqual([]);
  });

  it('searches only products visible in search, with their aggregations', async () => {
    const [product] = await productsWithNouns('nl', 1);
    if (!product) throw new Error('no product');
    const response = await graphql<{
      products: {
        total_count: number;
        aggregations: { attribute_code: string; options: { count: number }[] }[];
      };
    }>(
      'query ($s: String) { products(search: $s) { total_count aggregations { attribute_code options { count } } } }',
      {
        store: 'nl',
        variables: { s: product.noun },
      },
    );
    const result = response.body.data?.products;
    const brands = result?.aggregations.find((aggregation) => aggregation.attribute_code === 'merk');
    expect(brands?.options.reduce((sum, option) => sum + option.count, 0)).toBe(result?.total_count);
  });

  it('refuses a search text longer than 200 characters', async () => {
    const response = await graphql(SEARCH, { variables: { search: 'a'.repeat(201) } });
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(response.body.errors?.[0]?.message).toContain('search');
  });
});

interface Suggestions {
  query_text: string;
  search_suggestions: { search: string }[];
  search_recommendations: { sku: string; name: string; url_key: string }[];
}

const SUGGEST = `query ($text: String!, $pageSize: Int) {
  searchSuggestions(text: $text, pageSize: $pageSize) {
    query_text search_suggestions { search } search_recommendations { sku name url_key }
  }
}`;

async function suggest(text: string, store: string, pageSize?: number): Promise<Suggestions> {
  const response = await graphql<{ searchSuggestions: Suggestions }>(SUGGEST, {
    store,
    variables: { text, ...(pageSize ? { pageSize } : {}) },
  });
  expect(response.body.errors).toBeUndefined();
  const result = response.body.data?.searchSuggestions;
  if (!result) throw new Error('no answer');
  return result;
}

describe('search suggestions', () => {
  it('completes the word being typed and recommends matching products, 5 by default', async () => {
    for (const store of ['de', 'nl', 'en']) {
      const [product] = await productsWithNouns(store, 1);
      if (!product) throw new Error('no product');
      const typed = product.noun.slice(0, -2);
      const result = await suggest(`  ${typed.toUpperCase()} `, store);
      expect(result.query_text).toBe(typed.toLowerCase());
      expect(result.search_suggestions.length).toBeGreaterThan(0);
      expect(result.search_suggestions.length).toBeLessThanOrEqual(5);
      expect(result.search_suggestions.map((suggestion) => suggestion.search)).toContain(
        product.noun.toLowerCase(),
      );
      for (const suggestion of result.search_suggestions)
        expect(fold(suggestion.search).startsWith(fold(typed))).toBe(true);
      expect(result.search_recommendations.length).toBeGreaterThan(0);
      expect(result.search_recommendations.length).toBeLessThanOrEqual(5);
      for (const recommended of result.search_recommendations) {
        expect(fold(recommended.name)).toContain(fold(typed).slice(0, 4));
      }
    }
  });

  it('keeps the words typed before and completes the last one', async () => {
    const [product] = await productsWithNouns('de', 1);
    if (!product) throw new Error('no product');
    const brand = product.name.split(' ')[0]?.toLowerCase() ?? '';
    const result = await suggest(`${brand} ${product.noun.slice(0, 4)}`, 'de');
    expect(result.search_suggestions.map((suggestion) => suggestion.search)).toContain(
      `${brand} ${product.noun.toLowerCase()}`,
    );
    expect(result.search_recommendations.map((item) => item.sku).length).toBeGreaterThan(0);
  });

  it('recommends products whose other texts match when no name does', async () => {
    // "weitere" stands in every German description ("Weitere Produkte finden Sie …"), in no name.
    const result = await suggest('weitere', 'de');
    expect(result.search_recommendations.length).toBe(5);
    for (const recommended of result.search_recommendations) {
      expect(fold(recommended.name)).not.toContain('weitere');
    }
  });

  it('corrects a typo', async () => {
    const [product] = await productsWithNouns('en', 1);
    if (!product) throw new Error('no product');
    const noun = product.noun.toLowerCase();
    const typo = `${noun.slice(0, 2)}${noun[3]}${noun[2]}${noun.slice(4)}`;
    const result = await suggest(typo, 'en');
    expect(result.search_suggestions.map((suggestion) => suggestion.search)).toContain(noun);
    expect(result.search_recommendations.length).toBeGreaterThan(0);
  });

  it('answers as many as asked for, nothing for an empty text, and refuses a page size outside 1–20', async () => {
    const [product] = await productsWithNouns('nl', 1);
    if (!product) throw new Error('no product');
    const two = await suggest(product.noun.slice(0, 3), 'nl', 2);
    expect(two.search_recommendations.length).toBe(2);
    expect(two.search_suggestions.length).toBeLessThanOrEqual(2);
    expect(await suggest('   ', 'nl')).toEqual({
      query_text: '',
      search_suggestions: [],
      search_recommendations: [],
    });
    for (const pageSize of [0, 21]) {
      const response = await graphql(SUGGEST, { variables: { text: 'abc', pageSize } });
      expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
      expect(response.body.errors?.[0]?.message).toContain('pageSize');
    }
  });

  it('answers empty lists for a text that resembles nothing', async () => {
    const result = await suggest('qqqxxxzzz', 'de');
    expect(result.search_recommendations).toEqual([]);
    expect(result.search_suggestions).toEqual([]);
  });

  it('finds nothing for a text that only resembles a stretch of a name', async () => {
    // "hund" shares three of its five trigrams with a stretch of "Hausfreund", but no word of the
    // catalogue begins with it, resembles it as a whole or is one typing slip away from it.
    const holders = await search('hausfreund', 'de');
    expect(holders.total_count).toBeGreaterThan(0);
    const found = await search('hund', 'de', { pageSize: 100 });
    expect(found.items.map((item) => item.name)).toEqual([]);
    expect(found.total_count).toBe(0);
    expect((await suggest('hund', 'de')).search_recommendations).toEqual([]);
  });
});
