import { normalizeSearchText } from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';

/** One way to run a search: the text as typed, or its correction. */
export interface SearchAttempt {
  text: string;
}

/**
 * The attempts a search makes until one finds something: the text as typed; the text with every
 * word the catalogue does not know replaced by the most similar catalogue word ("paruet" →
 * "parquet"; one statement, only when the first attempt found nothing). A text is not compared with
 * every product name: a short text resembles a stretch of thousands of names ("hund" one of
 * "Hausfreund"), which cost a broad scan and found nothing a shopper looked for.
 */
export async function* searchAttempts(
  db: Queryable,
  store: SuggestionStore,
  text: string,
): AsyncGenerator<SearchAttempt> {
  yield { text };
  const [corrected] = await searchCorrections(db, store, text);
  if (corrected) yield { text: corrected };
}

/**
 * Runs `attempt` for each search attempt until one finds something (`totalCount` > 0), and
 * answers that result, or the last one. Without a search text it runs once.
 */
export async function firstThatFinds<T extends { totalCount: number }>(
  db: Queryable,
  store: SuggestionStore,
  text: string | undefined,
  attempt: (search: SearchAttempt | undefined) => Promise<T>,
): Promise<T> {
  if (!text) return attempt(undefined);
  let result: T | undefined;
  for await (const search of searchAttempts(db, store, text)) {
    result = await attempt(search);
    if (result.totalCount > 0) return result;
  }
  if (!result) throw new Error('a search makes at least one attempt');
  return result;
}

/** The search text as the spec normalises it (whitespace collapsed, trimmed, lower-cased). */
export function normalizedSearch(text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const normalized = normalizeSearchText(text);
  return normalized === '' ? undefined : normalized;
}

/** Longest search text we accept; longer texts are refused rather than sent to the index. */
export const MAX_SEARCH_LENGTH = 200;

export function checkSearchLength(text: string, argument: string): void {
  if (text.length > MAX_SEARCH_LENGTH) {
    throw inputError(`${argument} must be at most ${MAX_SEARCH_LENGTH} characters; got ${text.length}`, {
      argument,
    });
  }
}

/** The name and sku lexemes of a product text (weight A), as product_search's index holds them (migration 0024). */
const NAME_VECTOR_SQL = `ts_filter(ps.search_vector, '{a}')`;

/** Search configurations whose language writes compounds as one word (search_tsquery's `compounds`). */
const COMPOUNDING_CONFIGS = new Set(['german', 'dutch']);

/**
 * SQL that matches `ps` rows (product_search, or product_store's through matchingStoreRows) of the
 * store view `store` against the search text, and their relevance. `param` adds a bind parameter
 * and answers its placeholder.
 *
 * Every word of the text matches, stemmed in the store view's language (german, dutch, english),
 * as a prefix of a word of the name, sku or descriptions ("fahrradhelme" finds "Fahrradhelm",
 * "vitam" finds "Vitamin C"); in German and Dutch also as the last part of a compound of the
 * catalogue's names ("scheibe" finds "Bremsscheiben"), and two neighbouring words as one ("brems
 * scheibe"); a word of one or two characters or a number after the first word only as a word of
 * the name or sku, alone or followed by digits ("vitamin d" finds "Vitamin D3", not every vitamin
 * with a "d…" in its description). The query is built by search_tsquery (migration 0022).
 * Relevance is `ts_rank` (name and sku weigh most), plus in German and Dutch the rank of the
 * product's own words, so that a compound part ranks below the word itself.
 */
export function searchSql(
  text: string,
  store: { code: string; searchConfig: string },
  param: (value: unknown) => string,
  options: { nameOnly?: boolean } = {},
): { condition: string; relevance: string; query: string; rankedBy(match: string): string } {
  // Uncorrelated subqueries, which PostgreSQL evaluates once and hands to the GIN index on
  // search_vector.
  const config = `${param(store.searchConfig)}::regconfig`;
  const textParam = param(text);
  const storeParam = param(store.code);
  const compounds = COMPOUNDING_CONFIGS.has(store.searchConfig);
  const query = `(SELECT search_tsquery(${config}, ${storeParam}, ${textParam}, ${compounds}, false))`;
  // `nameOnly`: the lexemes of weight A (the name and the sku), which have an index of their own
  // (migration 0024), so that PostgreSQL does not read every matching text again to check the
  // weights.
  const vector = options.nameOnly ? NAME_VECTOR_SQL : 'ps.search_vector';
  // The rank of the product's own words added (search_tsquery's `ranking`): a product named
  // with the word comes before one named with a compound that ends in it, which comes before
  // one that mentions the word in a description only.
  const ownQuery = `(SELECT search_tsquery(${config}, ${storeParam}, ${textParam}, false, true))`;
  const rankedBy = (match: string) =>
    compounds
      ? `(ts_rank(${vector}, ${match}) + ts_rank(${vector}, ${ownQuery}))`
      : `ts_rank(${vector}, ${match})`;
  return {
    condition: `${vector} @@ ${query}`,
    relevance: rankedBy(query),
    query,
    // The relevance with the query taken from elsewhere in the statement (computed once).
    rankedBy,
  };
}

/**
 * How many matches of a search in its own order are read, ranked and aggregated: its best sellers
 * among the products whose name holds every word, then among the others (search_hits, migration
 * 0029). A text with more matches counts them all and pages through them all, but ranks only
 * these: the first pages are the most relevant of them, the later ones follow in the same order
 * of sales, and the aggregations count these only.
 */
export const SEARCH_CANDIDATES = 500;

const CATALOGUE_SIZE_MILLISECONDS = 60_000;
const catalogueSizes = new WeakMap<Queryable, Map<string, { loadedAt: number; size: Promise<number> }>>();

/**
 * How many products a store view's search reads from (its rows of product_search), counted once a
 * minute per database and store view, so that a search pays no statement for it (the count reads
 * an index: 20 ms at 100 000 products).
 */
export function searchableProducts(db: Queryable, store: string): Promise<number> {
  let sizes = catalogueSizes.get(db);
  if (!sizes) {
    sizes = new Map();
    catalogueSizes.set(db, sizes);
  }
  const cached = sizes.get(store);
  if (cached && Date.now() - cached.loadedAt < CATALOGUE_SIZE_MILLISECONDS) return cached.size;
  const size = db
    .query<{ size: string }>('SELECT count(*) AS size FROM product_search WHERE store_code = $1', [store])
    .then(([row]) => Number(row?.size ?? 0));
  size.catch(() => sizes.delete(store));
  sizes.set(store, { loadedAt: Date.now(), size });
  return size;
}

/**
 * SQL of the matches of a search from the postings (search_hits, migration 0029), one row: their
 * number (`total`), how many hold every word in the name or sku (`in_names`), and the ranks of
 * `take` of them from place `skip` + 1 on (`ranks`). `query` is searchSql's.
 */
export function searchHitsSql(query: string, skip: number | string, take: number | string): string {
  return `SELECT coalesce(max(h.total), 0) AS total, coalesce(max(h.in_names), 0) AS in_names,
                 coalesce(max(h.ranks), '{}') AS ranks
            FROM search_hits($1, ${query}, ${skip}, ${take}) h`;
}

/**
 * The store view's searchable product texts that match a search, fenced (OFFSET 0) so that
 * PostgreSQL always finds them through the search indexes first instead of walking a sort index
 * and testing every product against the search. The search indexes hold the store code beside the
 * text (migration 0013): the index answers only the store view's matches.
 */
export function matchingStoreRows(condition: string): string {
  return `SELECT ps.product_id, ps.store_code, ps.name, ps.url_key, ps.description, ps.short_description,
                 ps.rating_summary, ps.search_vector
            FROM product_store ps WHERE ps.store_code = $1 AND ps.searchable AND ${condition} OFFSET 0`;
}

export interface SuggestionStore {
  code: string;
  searchConfig: string;
}

export interface Suggestions {
  /** Search terms: the typed words with the last one completed (or corrected). */
  terms: string[];
  /** Ids of the best-matching products, best first. */
  productIds: number[];
}

/** pg_trgm similarity from which a catalogue word counts as a correction of a typed word. */
const CORRECTION_SIMILARITY = 0.3;

/**
 * Shortest typed word corrected by a typing slip: one letter is too little to tell ("xl" is
 * corrected to "xxl", "a" to nothing).
 */
const MIN_SLIP_LENGTH = 2;

/**
 * Suggestions while typing, in one statement whatever the page size (three when nothing matches):
 * - terms: words of the catalogue's product names (search_term) that complete the last typed
 *   word, most frequent first, then words that resemble it (a typo), each after the words typed
 *   before it;
 * - products: the most sold products whose name or sku matches every typed word as a prefix
 *   (stemmed in the store's language), else any text of them, else the text's typo correction.
 */
export async function searchSuggestions(
  db: Queryable,
  store: SuggestionStore,
  text: string,
  pageSize: number,
): Promise<Suggestions> {
  const words = text.split(' ');
  const last = fold(words[words.length - 1] ?? '');
  const leading = words.slice(0, -1).join(' ');
  const params: unknown[] = [store.code];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const prefix = param(`${last.replace(/[\\%_]/g, '\\$&')}%`);
  const bestSellersFirst = bestSellersWorthTesting(await searchableProducts(db, store.code));
  const folded = param(last);
  const rows = await db.query<{ kind: 'completion' | 'correction' | 'product'; value: string }>(
    `WITH completions AS MATERIALIZED (
       SELECT term, products FROM search_term
        WHERE store_code = $1 AND products > 0 AND fold LIKE ${prefix}
        ORDER BY products DESC, term LIMIT ${pageSize}
     )
     (SELECT 'completion' AS kind, term AS value FROM completions ORDER BY products DESC, term)
     UNION ALL
     -- Only for a word nothing completes (a one-time filter skips the trigram search otherwise).
     (SELECT 'correction', term FROM search_term
       WHERE NOT EXISTS (SELECT 1 FROM completions)
         AND store_code = $1 AND products > 0 AND fold % ${folded} AND fold NOT LIKE ${prefix}
         AND similarity(fold, ${folded}) >= ${CORRECTION_SIMILARITY}
       ORDER BY similarity(fold, ${folded}) DESC, products DESC, term LIMIT ${pageSize})
     UNION ALL
     -- A word that completes no name word (a typo, a plural) rarely matches a best seller's name.
     (${productsSql(text, store, param, pageSize, bestSellersFirst, 'EXISTS (SELECT 1 FROM completions)')})`,
    params,
  );
  const completions = rows.filter((row) => row.kind === 'completion').map((row) => row.value);
  // Corrections only for a word nothing completes: then it is probably mistyped.
  const corrections = rows.filter((row) => row.kind === 'correction').map((row) => row.value);
  const terms = [...completions, ...corrections]
    .slice(0, pageSize)
    .map((term) => (leading ? `${leading} ${term}` : term));
  let productIds = rows.filter((row) => row.kind === 'product').map((row) => Number(row.value));
  if (productIds.length === 0) {
    // Nothing matches the text: the products of its typo correction.
    const [corrected] = await searchCorrections(db, store, text);
    if (corrected) {
      const fallback: unknown[] = [store.code];
      const add = (value: unknown) => {
        fallback.push(value);
        return `$${fallback.length}`;
      };
      productIds = (
        await db.query<{ value: string }>(
          productsSql(corrected, store, add, pageSize, bestSellersFirst),
          fallback,
        )
      ).map((row) => Number(row.value));
    }
  }
  return { terms, productIds };
}

/**
 * Best sellers a suggestion tests first (see productsSql): a prefix common enough to match
 * thousands of products matches a few of them; a rarer one has few matches to read.
 */
const BEST_SELLERS_TESTED = 1000;

/**
 * Whether testing the best sellers first reads less than finding the name matches through their
 * index: not in a store view of at most BEST_SELLERS_TESTED searchable texts, where the test reads
 * every one of them whenever fewer than a page of names match.
 */
function bestSellersWorthTesting(searchableTexts: number): boolean {
  return searchableTexts > BEST_SELLERS_TESTED;
}

/**
 * The best `limit` products for a suggestion: the most sold among those whose name or sku
 * matches, else among those whose other texts match. First the store view's best sellers are
 * tested in order (product_search, migration 0024; in a store view no larger than that, its name
 * matches are found through their index instead); only when fewer than `limit` of them match by
 * name are the postings asked (search_hits, 0029), which answer the name matches first and then
 * the others, each in the order of sales of the last bulk load: a text that few or no best sellers
 * match has few matches. `testBestSellers` (SQL) says whether the best sellers are worth testing.
 */
function productsSql(
  text: string,
  store: SuggestionStore,
  param: (value: unknown) => string,
  limit: number,
  bestSellersFirst: boolean,
  testBestSellers = 'true',
): string {
  const { condition, query } = searchSql(text, store, param, { nameOnly: true });
  // In a small store view, every name match through the name index (fenced, so that PostgreSQL
  // does not walk the sales index instead), the most sold first: the same products.
  const matchingNames = bestSellersFirst
    ? `(SELECT ps.product_id, ps.num_sales, ps.search_vector FROM product_search ps
         WHERE ${testBestSellers} AND ps.store_code = $1 ORDER BY ps.num_sales DESC, ps.product_id
         LIMIT ${BEST_SELLERS_TESTED}) ps
       WHERE ${condition}`
    : `(SELECT ps.product_id, ps.num_sales FROM product_search ps
         WHERE ${testBestSellers} AND ps.store_code = $1 AND ${condition} OFFSET 0) ps`;
  return `WITH among_best_sellers AS MATERIALIZED (
            SELECT ps.product_id, ps.num_sales FROM ${matchingNames}
             ORDER BY ps.num_sales DESC, ps.product_id LIMIT ${limit}
          ),
          enough AS (SELECT count(*) = ${limit} AS found FROM among_best_sellers),
          -- The postings only when the best sellers are not enough: a one-time filter skips it.
          hits AS MATERIALIZED (
            SELECT h.in_names, h.ranks FROM (${searchHitsSql(query, 0, limit)}) h
             WHERE NOT (SELECT found FROM enough)
          )
          (SELECT 'product' AS kind, product_id::text AS value FROM among_best_sellers
            WHERE (SELECT found FROM enough)
            ORDER BY num_sales DESC, product_id)
          UNION ALL
          (SELECT 'product', ps.product_id::text
             FROM hits
            CROSS JOIN LATERAL unnest(hits.ranks[1 : CASE WHEN hits.in_names > 0 THEN hits.in_names ELSE ${limit} END])
                  WITH ORDINALITY AS hit (rank, place)
             JOIN product_search ps ON ps.store_code = $1 AND ps.search_rank = hit.rank
            ORDER BY hit.place)`;
}

/**
 * For a search without results: the text with every word that the catalogue does not know
 * replaced by the catalogue word most like it, when there is one. One statement. A word one typing
 * slip away comes first: a letter added, left out or replaced (fuzzystrmatch's Levenshtein distance
 * 1, migration 0026) or two neighbouring letters swapped; else the word most similar by trigrams
 * (pg_trgm). Trigrams alone miss a slip in a short word ("hmed" shares one of nine with "hemd").
 */
export async function searchCorrections(
  db: Queryable,
  store: SuggestionStore,
  text: string,
): Promise<string[]> {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const rows = await db.query<{ position: number; term: string | null }>(
    `SELECT w.position::int, best.term
       FROM unnest($2::text[]) WITH ORDINALITY AS w (word, position)
       LEFT JOIN LATERAL (
         SELECT term FROM (
           SELECT term, fold, products, true AS one_slip FROM search_term
            WHERE store_code = $1 AND products > 0 AND length(w.word) >= ${MIN_SLIP_LENGTH}
              AND length(fold) BETWEEN length(w.word) - 1 AND length(w.word) + 1
              AND (levenshtein_less_equal(fold, w.word, 1) <= 1
                   OR fold IN (SELECT left(w.word, i - 1) || substr(w.word, i + 1, 1) || substr(w.word, i, 1)
                                      || substr(w.word, i + 2)
                                 FROM generate_series(1, length(w.word) - 1) AS i))
           UNION ALL
           SELECT term, fold, products, false FROM search_term
            WHERE store_code = $1 AND products > 0 AND fold % w.word AND similarity(fold, w.word) >= $3
         ) candidates
         ORDER BY one_slip DESC, similarity(fold, w.word) DESC, products DESC, term LIMIT 1
       ) best ON true`,
    [store.code, words.map(fold), CORRECTION_SIMILARITY],
  );
  const corrected = words.map((word, index) => rows.find((row) => row.position === index + 1)?.term ?? word);
  const suggestion = corrected.join(' ');
  return suggestion === words.join(' ') ? [] : [suggestion];
}

/** Lower-cased without accents, like the database's search_fold. */
export function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}
