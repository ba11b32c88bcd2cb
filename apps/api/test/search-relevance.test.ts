import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_SORTS } from '../bench/api-queries.js';
import { SEARCH_CANDIDATES } from '../src/modules/catalog/search.js';
import { SEARCH_JUDGEMENTS, type SearchJudgement } from './fixtures/search-judgements.js';
import { shopperAddress } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The judged search texts over the demo catalogue that `npm start` seeds (1000 products), on apis
// of this file's own: the shared test shop is too small to hold every judged product. The demo
// searches through the text index (it is below SEARCH_POSTINGS_FROM_PRODUCTS); the second api
// searches the same catalogue through its postings, as a large catalogue does.
const DEMO_PRODUCTS = 1000;
/** Share of the judged texts whose wanted products must come first (the floor of the score). */
const FLOOR = 0.95;

let api: TestApi | undefined;
let postingsApi: TestApi | undefined;

beforeAll(async () => {
  [api, postingsApi] = await Promise.all([
    startTestApi({ products: DEMO_PRODUCTS, logLevel: 'warn' }),
    startTestApi({
      products: DEMO_PRODUCTS,
      logLevel: 'warn',
      env: { SEARCH_POSTINGS_FROM_PRODUCTS: String(DEMO_PRODUCTS) },
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([api?.stop(), postingsApi?.stop()]);
});

/** The names of the first `pageSize` products a search finds, best first, and how many it finds. */
async function search(
  store: string,
  text: string,
  pageSize: number,
  target = api,
): Promise<{ names: string[]; total: number }> {
  if (!target) throw new Error('no api');
  const params = new URLSearchParams({
    query:
      'query ($s: String, $n: Int) { products(search: $s, pageSize: $n) { total_count items { name } } }',
    variables: JSON.stringify({ s: text, n: pageSize }),
  });
  const response = await fetch(`${target.url}/graphql?${params}`, {
    headers: { store, 'x-forwarded-for': shopperAddress() },
  });
  const body = (await response.json()) as {
    data?: { products: { total_count: number; items: { name: string }[] } };
    errors?: unknown[];
  };
  expect(body.errors, text).toBeUndefined();
  return {
    names: body.data?.products.items.map((item) => item.name) ?? [],
    total: body.data?.products.total_count ?? 0,
  };
}

async function firstFive(judgement: SearchJudgement, target: TestApi | undefined): Promise<string[]> {
  return (await search(judgement.store, judgement.text, 5, target)).names;
}

function holds(judgement: SearchJudgement, names: string[]): boolean {
  const wanted = (name: string) => judgement.wanted.test(name);
  if (judgement.rule === 'first') return names.length > 0 && wanted(names[0] ?? '');
  if (judgement.rule === 'top5') return names.some(wanted);
  return names.length > 0 && names.every(wanted);
}

describe('search relevance over judged texts', () => {
  it.each([
    ['the text index', () => api],
    ['the postings', () => postingsApi],
  ])(
    `puts the wanted products first for at least ${FLOOR * 100} % of the judged texts (de, nl), through %s`,
    async (path, target) => {
      expect(SEARCH_JUDGEMENTS.filter((judgement) => judgement.store === 'de').length).toBeGreaterThanOrEqual(
        30,
      );
      expect(SEARCH_JUDGEMENTS.filter((judgement) => judgement.store === 'nl').length).toBeGreaterThanOrEqual(
        30,
      );
      const misses: string[] = [];
      for (const judgement of SEARCH_JUDGEMENTS) {
        const names = await firstFive(judgement, target());
        if (!holds(judgement, names)) {
          misses.push(
            `${judgement.store} "${judgement.text}" (${judgement.kind}, ${judgement.rule}): ${names.join(' | ')}`,
          );
        }
      }
      const score = 1 - misses.length / SEARCH_JUDGEMENTS.length;
      console.log(
        `search relevance through ${path}: ${SEARCH_JUDGEMENTS.length - misses.length} of ${SEARCH_JUDGEMENTS.length} judged texts (${(score * 100).toFixed(1)} %)` +
          misses.map((miss) => `\n  missed ${miss}`).join(''),
      );
      expect(score, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
    },
  );
});

describe('compounds and short words', () => {
  it('finds a compound by its last part, below the products named with the word itself (de, nl)', async () => {
    for (const { store, part, compound, own } of [
      { store: 'de', part: 'scheibe', compound: /Bremsscheibe/, own: /Scheibenwischer|Scheibenreiniger/ },
      { store: 'nl', part: 'parket', compound: /visgraatparket/i, own: /parket(plank|set|onderhoud)/i },
    ]) {
      const { names } = await search(store, part, 100);
      const firstCompound = names.findIndex((name) => compound.test(name));
      const lastOwn = names.findLastIndex((name) => own.test(name));
      expect(firstCompound, `${store} "${part}": ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
      expect(lastOwn, `${store} "${part}"`).toBeGreaterThanOrEqual(0);
      expect(lastOwn, `${store} "${part}": ${names.join(' | ')}`).toBeLessThan(firstCompound);
    }
  });

  it('finds a compound typed as two words first, as typed as one (de, nl)', async () => {
    for (const { store, apart, together, compound } of [
      { store: 'de', apart: 'brems scheibe', together: 'bremsscheibe', compound: /Bremsscheibe/ },
      { store: 'nl', apart: 'rem schijf', together: 'remschijf', compound: /remschijf/i },
    ]) {
      const one = await search(store, together, 100);
      const two = await search(store, apart, 100);
      const wanted = one.names.filter((name) => compound.test(name));
      expect(wanted.length, `${store} "${together}"`).toBeGreaterThan(0);
      // every product of the compound, before anything else
      expect(new Set(two.names.slice(0, wanted.length)), `${store} "${apart}"`).toEqual(new Set(wanted));
    }
  });

  it('narrows by a single letter or a number after a word instead of dropping it (de, nl)', async () => {
    for (const { store, word, text, wanted } of [
      { store: 'de', word: 'vitamin', text: 'vitamin d', wanted: /Vitamin[- ]D/ },
      { store: 'nl', word: 'vitamine', text: 'vitamine d', wanted: /vitamine[- ]D/i },
      { store: 'de', word: 'omega', text: 'omega 3', wanted: /Omega-3/ },
      { store: 'nl', word: 'omega', text: 'omega 3', wanted: /omega-3/i },
    ]) {
      const broad = await search(store, word, 1);
      const narrow = await search(store, text, 100);
      expect(narrow.total, `${store} "${text}"`).toBeGreaterThan(0);
      expect(narrow.total, `${store} "${text}"`).toBeLessThan(broad.total);
      expect(
        narrow.names.filter((name) => !wanted.test(name)),
        `${store} "${text}"`,
      ).toEqual([]);
    }
  });
});

describe('suggested products', () => {
  /** The skus a suggestion recommends for the text, best first. */
  async function recommended(store: string, text: string): Promise<string[]> {
    if (!api) throw new Error('no api');
    const params = new URLSearchParams({
      query: 'query ($t: String!) { searchSuggestions(text: $t) { search_recommendations { sku } } }',
      variables: JSON.stringify({ t: text }),
    });
    const response = await fetch(`${api.url}/graphql?${params}`, {
      headers: { store, 'x-forwarded-for': shopperAddress() },
    });
    const body = (await response.json()) as {
      data?: { searchSuggestions: { search_recommendations: { sku: string }[] } };
    };
    return body.data?.searchSuggestions.search_recommendations.map((item) => item.sku) ?? [];
  }

  it('are the best sellers among the products whose name matches, for common and rare prefixes (de, nl)', async () => {
    if (!api) throw new Error('no api');
    for (const [store, config] of [
      ['de', 'german'],
      ['nl', 'dutch'],
    ] as const) {
      // Prefixes of the store view's most and least frequent name words: short ones match many
      // names, the rare words themselves a few.
      const words = await api.database.db.query<{ term: string }>(
        `(SELECT term FROM search_term WHERE store_code = $1 AND products > 0 AND length(term) >= 8
           ORDER BY products DESC, term LIMIT 3)
         UNION ALL
         (SELECT term FROM search_term WHERE store_code = $1 AND products > 0 AND length(term) >= 8
           ORDER BY products, term LIMIT 3)`,
        [store],
      );
      const texts = words.flatMap(({ term }) => [term.slice(0, 2), term.slice(0, 4), term]);
      let rare = 0;
      let common = 0;
      for (const text of texts) {
        // Straight from the texts and the products, as the search rules say.
        const expected = await api.database.db.query<{ sku: string }>(
          `SELECT p.sku FROM product_store ps JOIN product p ON p.id = ps.product_id
            WHERE ps.store_code = $1 AND p.is_enabled AND p.visibility IN (3, 4)
              AND ts_filter(ps.search_vector, '{a}') @@ search_tsquery($2::regconfig, $1, $3, true, false)
            ORDER BY p.num_sales DESC, p.id LIMIT 5`,
          [store, config, text],
        );
        // No name matches (a stop word): the typo fallbacks answer, another rule.
        if (expected.length === 0) continue;
        if (expected.length < 5) rare++;
        else common++;
        expect(await recommended(store, text), `${store} "${text}"`).toEqual(expected.map((row) => row.sku));
      }
      expect(common, `${store}: a text with five matching names or more`).toBeGreaterThan(0);
      expect(rare, `${store}: a text with fewer than five matching names`).toBeGreaterThan(0);
    }
  });
});

describe('a text that matches more products than a search ranks', () => {
  interface PageOptions {
    sort?: object;
    filter?: object;
    target?: TestApi | undefined;
    /** Ask for the aggregations too (the default). */
    aggregations?: boolean;
  }

  /** The skus of one page of a search, its total, and its aggregations. */
  async function page(
    text: string,
    pageSize: number,
    currentPage: number,
    { sort, filter, target = postingsApi, aggregations = true }: PageOptions = {},
  ) {
    if (!target) throw new Error('no api');
    const params = new URLSearchParams({
      query: `query ($s: String, $n: Int, $p: Int, $sort: ProductAttributeSortInput, $filter: ProductAttributeFilterInput) {
        products(search: $s, pageSize: $n, currentPage: $p, sort: $sort, filter: $filter) {
          total_count items { sku } ${aggregations ? 'aggregations { attribute_code options { value count } }' : ''} } }`,
      variables: JSON.stringify({ s: text, n: pageSize, p: currentPage, sort, filter }),
    });
    const response = await fetch(`${target.url}/graphql?${params}`, {
      headers: { store: 'de', 'x-forwarded-for': shopperAddress() },
    });
    const body = (await response.json()) as {
      data?: {
        products: {
          total_count: number;
          items: { sku: string }[];
          aggregations?: { attribute_code: string; options: { value: string; count: number }[] }[];
        };
      };
      errors?: unknown[];
    };
    expect(body.errors, `${text} page ${currentPage}`).toBeUndefined();
    const products = body.data?.products;
    if (!products) throw new Error('no products');
    const prices = products.aggregations?.find((aggregation) => aggregation.attribute_code === 'price');
    return {
      skus: products.items.map((item) => item.sku),
      total: products.total_count,
      priced: prices?.options.reduce((sum, option) => sum + option.count, 0),
      aggregations: products.aggregations ?? [],
    };
  }

  /** Every sku of a search, page by page (without aggregations: the page's own statement). */
  async function everySku(text: string, pageSize: number, options: PageOptions = {}): Promise<string[]> {
    const pageOf = (currentPage: number) =>
      page(text, pageSize, currentPage, { ...options, aggregations: false });
    const first = await pageOf(1);
    const skus = [...first.skus];
    for (let current = 2; current <= Math.ceil(first.total / pageSize); current++) {
      skus.push(...(await pageOf(current)).skus);
    }
    return skus;
  }

  it('ranks and counts every match on a catalogue below SEARCH_POSTINGS_FROM_PRODUCTS', async () => {
    const text = 'produkt';
    const first = await page(text, 24, 1, { target: api });
    expect(first.total).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(first.priced).toBe(first.total);
    const ownOrder = await everySku(text, 100, { target: api });
    expect(ownOrder.length).toBe(first.total);
    expect(new Set(ownOrder).size).toBe(first.total);
    expect(ownOrder.slice(0, 24)).toEqual(first.skus);
  });

  it('counts and pages through every match once through the postings; its aggregations count the ranked ones', async () => {
    // "Produkt" stands in the description of nearly every product of the demo catalogue.
    const text = 'produkt';
    const first = await page(text, 24, 1);
    expect(first.total).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(first.priced).toBe(SEARCH_CANDIDATES);
    // In the search's own order (pages across the end of the ranked matches too), and sorted by name,
    // which ranks every match: the same products, each once.
    const ownOrder = await everySku(text, 24);
    const byName = await everySku(text, 100, { sort: { name: 'ASC' } });
    expect(ownOrder.length).toBe(first.total);
    expect(new Set(ownOrder).size).toBe(first.total);
    expect(new Set(ownOrder)).toEqual(new Set(byName));
    expect(ownOrder.slice(0, 24)).toEqual(first.skus);
  });

  it('narrows by categories, attribute options, prices and ratings through the postings to what the text index finds', async () => {
    const text = 'produkt';
    // The category and the options that most of its matches have, from the text index's counts.
    const { aggregations } = await page(text, 1, 1, { target: api });
    const mostCounted = (code: string, counted = aggregations) =>
      [...(counted.find((aggregation) => aggregation.attribute_code === code)?.options ?? [])]
        .sort((a, b) => b.count - a.count)
        .map((option) => option.value);
    const [category] = mostCounted('category_uid');
    const attribute = aggregations
      .filter(
        ({ attribute_code: code }) =>
          code !== 'price' && code !== 'category_uid' && code !== 'rating_summary',
      )
      .sort(
        (a, b) =>
          b.options.reduce((sum, option) => sum + option.count, 0) -
          a.options.reduce((sum, option) => sum + option.count, 0),
      )[0]?.attribute_code;
    if (!category || !attribute) throw new Error('the demo search has no category or attribute to filter by');
    const [first, second] = mostCounted(attribute);
    const inCategory = await page(text, 1, 1, { filter: { category_uid: { eq: category } }, target: api });
    const [firstInCategory] = mostCounted(attribute, inCategory.aggregations);
    const filters = [
      { category_uid: { eq: category } },
      { [attribute]: { eq: first } },
      { [attribute]: { in: [first, second] } },
      { category_uid: { eq: category }, [attribute]: { eq: firstInCategory } },
      { price: { from: '10', to: '30' } },
      { price: { from: '20' } },
      { price: { to: '15' } },
      { [attribute]: { eq: first }, price: { from: '5', to: '40' } },
      { rating_summary: { in: ['4', '5'] } },
      // not whole euros: every match read, as before
      { price: { from: '10.5', to: '30' } },
    ];
    // Filters whose matches are all ranked on both paths, whose first pages must then be the same.
    let rankedWhole = 0;
    for (const filter of filters) {
      const label = JSON.stringify(filter);
      const [postings, index] = await Promise.all([
        everySku(text, 100, { filter }),
        everySku(text, 100, { filter, target: api }),
      ]);
      expect(postings.length, label).toBeGreaterThan(0);
      expect(postings.length, label).toBe(index.length);
      expect(new Set(postings), label).toEqual(new Set(index));
      const [postingsFirst, indexFirst] = await Promise.all([
        page(text, 24, 1, { filter }),
        page(text, 24, 1, { filter, target: api }),
      ]);
      expect(postingsFirst.total, label).toBe(index.length);
      if (index.length <= SEARCH_CANDIDATES) {
        expect(postingsFirst.skus, label).toEqual(indexFirst.skus);
        rankedWhole++;
      }
    }
    expect(rankedWhole).toBeGreaterThan(0);
    // An option alone narrows every match of the text, more than the ranked ones: the text index
    // counts every match with the option into the prices, the postings the ranked ones with it.
    const [postingsOption, indexOption] = await Promise.all([
      page(text, 24, 1, { filter: { [attribute]: { eq: first } } }),
      page(text, 24, 1, { filter: { [attribute]: { eq: first } }, target: api }),
    ]);
    expect(indexOption.priced).toBe(indexOption.total);
    expect(postingsOption.priced).toBeLessThan(postingsOption.total);
    // A price range in whole euros likewise: the prices (which ignore their own filter) count every
    // match of the text on the text index, the ranked ones through the postings.
    const [postingsPrice, indexPrice] = await Promise.all([
      page(text, 24, 1, { filter: { price: { from: '10', to: '30' } } }),
      page(text, 24, 1, { filter: { price: { from: '10', to: '30' } }, target: api }),
    ]);
    expect(indexPrice.priced).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(postingsPrice.priced).toBe(SEARCH_CANDIDATES);
    // And a rating, like an option.
    const [postingsRating, indexRating] = await Promise.all([
      page(text, 24, 1, { filter: { rating_summary: { in: ['4', '5'] } } }),
      page(text, 24, 1, { filter: { rating_summary: { in: ['4', '5'] } }, target: api }),
    ]);
    expect(indexRating.priced).toBe(indexRating.total);
    expect(postingsRating.priced).toBeLessThan(postingsRating.total);
  });

  it('sorted by price, name, date or sales, pages through the postings in the order of the text index', async () => {
    // "produkt" (nearly every product: a page lies among the first rows walked in order), texts of
    // a few dozen matches (the walk gives up on some orders and reads every match), and a broad
    // text narrowed by a price range.
    const searches: { text: string; filter?: object }[] = [
      { text: 'produkt' },
      { text: 'tee' },
      { text: 'jacke' },
      { text: 'bremse' },
      { text: 'produkt', filter: { price: { from: '10', to: '30' } } },
    ];
    for (const { text, filter } of searches) {
      for (const sort of SHOPPER_SORTS) {
        const label = `${text} ${JSON.stringify(filter ?? {})} ${JSON.stringify(sort)}`;
        const [postings, index] = await Promise.all([
          everySku(text, 50, { sort, filter }),
          everySku(text, 50, { sort, filter, target: api }),
        ]);
        expect(postings.length, label).toBeGreaterThan(0);
        expect(postings, label).toEqual(index);
        // The first page with the aggregations: the page and total of the text index, the
        // aggregations of the ranked matches as in the search's own order.
        const [postingsFirst, indexFirst, ownOrderFirst] = await Promise.all([
          page(text, 12, 1, { sort, filter }),
          page(text, 12, 1, { sort, filter, target: api }),
          page(text, 12, 1, { filter }),
        ]);
        expect(postingsFirst.skus, label).toEqual(indexFirst.skus);
        expect(postingsFirst.total, label).toBe(indexFirst.total);
        expect(postingsFirst.aggregations, label).toEqual(ownOrderFirst.aggregations);
      }
    }
  });

  it('sorted by price, places a product whose indexed price no longer holds by its price of today', async () => {
    // The cheapest and the dearest match's index rows made stale with prices the other way round, as
    // a special price that ended overnight leaves a row until the index is refreshed: listings
    // compute the price of today.
    if (!api || !postingsApi) throw new Error('no api');
    const databases = [api.database.db, postingsApi.database.db];
    const text = 'produkt';
    const first = async (sort: object) =>
      (await page(text, 1, 1, { sort, target: api, aggregations: false })).skus[0];
    const [cheapest, dearest] = await Promise.all([first({ price: 'ASC' }), first({ price: 'DESC' })]);
    if (!cheapest || !dearest) throw new Error('no match to sort');
    const indexAsStale = (sku: string, price: number) =>
      Promise.all(
        databases.map((db) =>
          db.query(
            `UPDATE product_price_index SET valid_until = current_date, min_final = $2
              WHERE product_id = (SELECT id FROM product WHERE sku = $1)`,
            [sku, price],
          ),
        ),
      );
    await indexAsStale(cheapest, 100_000);
    await indexAsStale(dearest, 0.01);
    try {
      for (const sort of [{ price: 'ASC' }, { price: 'DESC' }]) {
        const label = JSON.stringify(sort);
        const [postings, index] = await Promise.all([
          everySku(text, 40, { sort }),
          everySku(text, 40, { sort, target: api }),
        ]);
        expect(postings, label).toEqual(index);
        expect(index[0], label).toBe(sort.price === 'ASC' ? cheapest : dearest);
      }
      // (The api refreshes stale rows at most every ten minutes: they were stale throughout.)
      const [stale] = await postingsApi.database.db.query<{ rows: number }>(
        `SELECT count(*)::int AS rows FROM product_price_index i JOIN product p ON p.id = i.product_id
          WHERE p.sku = ANY($1::text[]) AND i.valid_until <= current_date`,
        [[cheapest, dearest]],
      );
      expect(stale?.rows).toBe(2);
    } finally {
      await Promise.all(databases.map((db) => db.query('SELECT refresh_stale_product_price_index()')));
    }
  });
});
