import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import { decodeUid } from '../../uid.js';
import { type FilterableAttribute, filterableAttributes } from './attributes.js';
import {
  checkSearchLength,
  firstThatFinds,
  matchingStoreRows,
  normalizedSearch,
  SEARCH_CANDIDATES,
  type SearchAttempt,
  searchableProducts,
  searchHitsSql,
  searchSql,
} from './search.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The fields `products(sort:)` sorts by, in the order `sort_fields` lists them. */
export const SORT_FIELDS = ['relevance', 'position', 'name', 'price', 'created_at', 'num_sales'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

/**
 * The highest price the postings tell apart, in whole euros (search_price_words, migration 0030):
 * a search filtered by a higher bound reads every match.
 */
const MAX_POSTED_PRICE = 9_999_999;

/** The filter fields that are not attributes; every other field of the input is an attribute code. */
const FIXED_FILTERS = [
  'category_id',
  'category_uid',
  'category_url_path',
  'url_key',
  'sku',
  'type_id',
  'name',
  'description',
  'short_description',
  'price',
  'rating_summary',
] as const;

/** A store view as a listing needs it (a `StoreView` fits). */
export interface ListingStore {
  code: string;
  searchConfig: string;
  /** Sort field when neither the request nor the category gives one (store configuration). */
  defaultSortBy?: string;
}

export interface ListingArgs {
  search?: string | null;
  filter?: object | null;
  sort?: object | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** Restrictions a caller adds beyond the GraphQL arguments (brand pages, the part finder). */
export interface ListingOptions {
  /** Only these products (visibility and the filters still apply). */
  productIds?: readonly number[];
  /**
   * From how many searchable products on a store view a search reads its postings (the api's
   * configuration); without it, never.
   */
  searchPostingsFromProducts?: number;
}

type EqualityFilter = { eq?: unknown; in?: unknown };

/** One filter of the parsed request, kept as values so that SQL can be built for any mode. */
interface ParsedFilters {
  /** The first category filter's ids (category_id, else category_uid): the categories listed. */
  categoryIds?: number[];
  /** With both category_id and category_uid: category_uid's ids, which must hold too. */
  alsoInCategoryIds?: number[];
  categoryUrlPaths?: string[];
  urlKeys?: string[];
  skus?: string[];
  /** Magento type ids (simple, configurable, bundle, grouped); another value matches nothing. */
  typeIds?: string[];
  name?: string;
  description?: string;
  shortDescription?: string;
  priceFrom?: number;
  priceTo?: number;
  ratingStars?: number[];
  /** attribute code → option ids */
  attributes: Map<string, number[]>;
  productIds?: number[];
}

/** The request, checked: every bad value is a `graphql-input` error naming the argument. */
export interface ListingRequest {
  store: ListingStore;
  search?: string;
  filters: ParsedFilters;
  sort: { field: SortField; direction: SortDirection }[];
  pageSize: number;
  currentPage: number;
  attributes: FilterableAttribute[];
  /** The store view's catalogue is large enough for a search to read its postings. */
  searchPostings: boolean;
}

export async function parseListing(
  db: Queryable,
  store: ListingStore,
  args: ListingArgs,
  options: ListingOptions = {},
): Promise<ListingRequest> {
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  const currentPage = args.currentPage ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw inputError(`pageSize must be from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}`, {
      argument: 'pageSize',
      allowed: `1-${MAX_PAGE_SIZE}`,
    });
  }
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw inputError(`currentPage value must be greater than 0; got ${currentPage}`, {
      argument: 'currentPage',
      allowed: '1 or more',
    });
  }
  const search = normalizedSearch(args.search);
  if (search) checkSearchLength(search, 'search');
  const postingsFrom = options.searchPostingsFromProducts;
  const searchPostings =
    search !== undefined &&
    postingsFrom !== undefined &&
    (await searchableProducts(db, store.code)) >= postingsFrom;
  const attributes = await filterableAttributes(db);
  const filters = parseFilters(args.filter ?? {}, attributes);
  if (options.productIds) filters.productIds = [...options.productIds];
  return {
    store,
    ...(search ? { search } : {}),
    filters,
    sort: parseSort(args.sort ?? {}),
    pageSize,
    currentPage,
    attributes,
    searchPostings,
  };
}

function parseFilters(filter: object, attributes: FilterableAttribute[]): ParsedFilters {
  const attributeCodes = new Set(attributes.map((attribute) => attribute.code));
  const allowed = () => [...FIXED_FILTERS, ...attributeCodes].join(', ');
  const parsed: ParsedFilters = { attributes: new Map() };
  for (const [field, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw inputError(`filter.${field} must be an object such as { eq: "…" }`, {
        argument: `filter.${field}`,
      });
    }
    switch (field) {
      case 'category_id':
      case 'category_uid': {
        const values = equalityList(value, field);
        if (!values) break;
        const ids = (field === 'category_uid' ? values.map(decodeUid) : values).map((id) =>
          wholeNumber(id, `filter.${field}`, 'category ids'),
        );
        // Every filter given holds (as in Magento): a product of category_id's categories that is
        // also in one of category_uid's, e.g. a category page narrowed to a subcategory.
        if (parsed.categoryIds) parsed.alsoInCategoryIds = ids;
        else parsed.categoryIds = ids;
        break;
      }
      case 'category_url_path': {
        const values = equalityList(value, field);
        if (values) parsed.categoryUrlPaths = values.map((path) => path.replace(/^\/+|\/+$/g, ''));
        break;
      }
      case 'url_key': {
        const values = equalityList(value, field);
        if (values) parsed.urlKeys = values;
        break;
      }
      case 'sku': {
        const values = equalityList(value, field);
        if (values) parsed.skus = values;
        break;
      }
      case 'type_id': {
        const values = equalityList(value, field);
        if (values) parsed.typeIds = values;
        break;
      }
      case 'name':
      case 'description':
      case 'short_description': {
        const match = (value as { match?: unknown }).match;
        if (match === undefined || match === null) break;
        if (typeof match !== 'string') throw inputError(`filter.${field}.match must be a string`);
        const text = match.trim();
        if (!text) break;
        if (field === 'name') parsed.name = text;
        else if (field === 'description') parsed.description = text;
        else parsed.shortDescription = text;
        break;
      }
      case 'price': {
        const { from, to } = value as { from?: unknown; to?: unknown };
        const bound = (raw: unknown, end: string) => {
          if (raw === undefined || raw === null || raw === '') return undefined;
          const amount = Number(raw);
          if (typeof raw === 'object' || !Number.isFinite(amount)) {
            throw inputError(`filter.price.${end} must be a number; got "${String(raw)}"`, {
              argument: `filter.price.${end}`,
            });
          }
          return amount;
        };
        const low = bound(from, 'from');
        const high = bound(to, 'to');
        if (low !== undefined) parsed.priceFrom = low;
        if (high !== undefined) parsed.priceTo = high;
        break;
      }
      case 'rating_summary': {
        const values = equalityList(value, field);
        if (!values) break;
        parsed.ratingStars = values.map((stars) => {
          const number = Number(stars);
          if (!Number.isInteger(number) || number < 0 || number > 5) {
            throw inputError(`filter.rating_summary takes whole stars from 0 to 5; got "${stars}"`, {
              argument: 'filter.rating_summary',
              allowed: '0-5',
            });
          }
          return number;
        });
        break;
      }
      default: {
        if (!attributeCodes.has(field)) {
          throw inputError(`filter.${field} is not a filterable attribute; filter fields: ${allowed()}`, {
            argument: `filter.${field}`,
            allowed: allowed().split(', '),
          });
        }
        const values = equalityList(value, field);
        if (values) {
          parsed.attributes.set(
            field,
            values.map((id) => wholeNumber(id, `filter.${field}`, 'attribute option ids')),
          );
        }
      }
    }
  }
  return parsed;
}

/** Values of an equality filter ("eq" or "in"); undefined when it holds neither. */
function equalityList(value: EqualityFilter, field: string): string[] | undefined {
  if (value.eq !== undefined && value.eq !== null) {
    if (typeof value.eq !== 'string' && typeof value.eq !== 'number') {
      throw inputError(`filter.${field}.eq must be a string`, { argument: `filter.${field}` });
    }
    return [String(value.eq)];
  }
  if (value.in !== undefined && value.in !== null) {
    if (!Array.isArray(value.in)) {
      throw inputError(`filter.${field}.in must be a list`, { argument: `filter.${field}` });
    }
    return value.in.filter((item) => item !== null && item !== undefined).map(String);
  }
  return undefined;
}

function wholeNumber(value: string, argument: string, what: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isSafeInteger(number)) {
    throw inputError(`${argument} must hold ${what} (whole numbers); got "${value}"`, { argument });
  }
  return number;
}

function parseSort(sort: object): ListingRequest['sort'] {
  const chosen: ListingRequest['sort'] = [];
  for (const [field, direction] of Object.entries(sort)) {
    if (direction === null || direction === undefined) continue;
    if (!(SORT_FIELDS as readonly string[]).includes(field)) {
      throw inputError(`sort.${field} is not a sort field; sort fields: ${SORT_FIELDS.join(', ')}`, {
        argument: 'sort',
        allowed: [...SORT_FIELDS],
      });
    }
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw inputError(`sort.${field} must be ASC or DESC; got "${String(direction)}"`, {
        argument: `sort.${field}`,
        allowed: ['ASC', 'DESC'],
      });
    }
    chosen.push({ field: field as SortField, direction });
  }
  return chosen;
}

/**
 * The lowest price a shopper pays for the product today: the price index row (migration 0005)
 * while it holds (until its `valid_until`, 0028), else product_price_range itself, the single
 * definition of a price range.
 * Needs `product_price_index ppi` joined to the product (ListingSql.from has it).
 */
export const PRICE_SQL =
  '(CASE WHEN current_date < ppi.valid_until THEN ppi.min_final ELSE product_min_final_price(ppi.product_id) END)';

/** How often a process looks for price index rows whose day has come (special prices start and end). */
const PRICE_CHECK_MILLISECONDS = 10 * 60_000;
const priceChecks = new WeakMap<Queryable, number>();

/**
 * Refreshes, in the background and at most every ten minutes per database, the price index rows
 * whose prices no longer hold (a special price started or ended: migrations 0005, 0028). Until
 * then those rows are computed on the fly: listings stay right, only slower.
 */
export function refreshStalePrices(db: Queryable): void {
  const last = priceChecks.get(db) ?? 0;
  if (Date.now() - last < PRICE_CHECK_MILLISECONDS) return;
  priceChecks.set(db, Date.now());
  db.query('SELECT refresh_stale_product_price_index()').catch(() => priceChecks.delete(db));
}

/** Whole stars of the store view's average rating (rating_summary is a percentage; migration 0005). */
export const STARS_SQL = 'round(ps.rating_summary / 20)::int';

/** The SQL of one request (with a search: one attempt of it): joins, conditions and parameters. */
export class ListingSql {
  readonly params: unknown[];
  readonly from: string;
  /** Conditions every product of the set meets (search, category, skus …). */
  readonly base: string[] = [];
  /** Filters that aggregations treat one by one (attributes, price, rating): key → condition. */
  readonly facets = new Map<string, string>();
  readonly relevance: string;
  readonly position: string;
  readonly inCategory: boolean;
  /**
   * A search on a large catalogue (`searchPostings`), in its own order or sorted by one of
   * SORTED_SEARCH_COLUMNS, filtered by nothing or only by categories, attribute options, ratings and
   * a price in whole euros, answered from the postings (search_hits, migrations 0029, 0030): the SQL
   * of its matches' number and ranks, which the statement holds as `hits`. In its own order `hits`
   * holds the SEARCH_CANDIDATES best ranks, and the set the page shows is those; sorted, it holds
   * every rank (the page is walked in the sort's order, `sortedPage`), of which the aggregations
   * count the SEARCH_CANDIDATES best as in its own order.
   */
  readonly hits: string | undefined;
  /** On the postings path, the page's sort when it is not relevance. */
  private readonly sortedBy: { field: SortedSearchField; direction: SortDirection } | undefined;
  /**
   * With option, rating or price filters on that path: the matches without them (`base_hits`),
   * whose best candidates the aggregations count (each count ignores its own filter).
   */
  readonly baseHits: string | undefined;
  /** The conditions of the set the page and the total show, when not every condition (`where`). */
  private readonly pageSet: string | undefined;

  constructor(
    readonly request: ListingRequest,
    readonly attempt: SearchAttempt | undefined,
  ) {
    this.params = [request.store.code];
    const { filters, search } = request;
    let storeRows = 'product_store ps';
    // Filters that read texts only product_store has (url key, descriptions).
    const readsTexts = Boolean(filters.urlKeys || filters.description || filters.shortDescription);
    // A category page without a search reads category_listing (migration 0012): the rows of
    // category_product, product_store and product_price_index joined, one index range per
    // category.
    const fromCategoryListing =
      !search && Boolean(filters.categoryIds || filters.categoryUrlPaths) && !readsTexts;
    // A full-text search reads product_search (migration 0024): the searchable texts with the
    // price index columns, one narrow row per match.
    const searchAttempt = search ? (attempt ?? { text: search }) : undefined;
    const fromProductSearch = searchAttempt !== undefined && !readsTexts;
    // The store view, and Magento visibility: catalogue listings show 2 and 4, search results 3
    // and 4 (for category_listing, inside its subquery: PostgreSQL cannot foresee how many of
    // its rows a condition outside keeps; product_search holds only those). Products asked for
    // by sku or url key (a product page, the cart) are every product with a page of its own, as
    // `route` finds them: a search-only product's page, reached from the search or the sitemap,
    // must load too.
    if (fromProductSearch) {
      this.base.push('ps.store_code = $1');
    } else if (!fromCategoryListing) {
      const byIdentity = !search && Boolean(filters.skus || filters.urlKeys);
      this.base.push(
        'ps.store_code = $1',
        'ppi.is_enabled',
        search
          ? 'ppi.visibility IN (3, 4)'
          : byIdentity
            ? 'ppi.visibility IN (2, 3, 4)'
            : 'ppi.visibility IN (2, 4)',
      );
    }
    if (searchAttempt) {
      const match = searchSql(searchAttempt.text, request.store, this.param);
      const sortedBy = sortedSearchOrder(request.sort);
      const filterQueries =
        fromProductSearch && request.searchPostings && (sortedBy || inRelevanceOrder(request.sort))
          ? this.postingFilters(filters)
          : undefined;
      if (filterQueries) {
        this.sortedBy = sortedBy;
        const narrowed = (query: string, filterSql: string[]) => [query, ...filterSql].join(' && ');
        // The text's query once, for the ranking; with the filters, for the postings (also of the
        // matches after the candidates).
        this.hits = `SELECT searched.query, searched.filtered, hit.*
                       FROM (SELECT query, ${narrowed('query', [...filterQueries.base, ...filterQueries.facets])} AS filtered
                               FROM (SELECT ${match.query} AS query) text) searched
                      CROSS JOIN LATERAL (${searchHitsSql('searched.filtered', 0, sortedBy ? EVERY_MATCH : SEARCH_CANDIDATES)}) hit`;
        const rankedSet = (hits: string) =>
          `ps.search_rank = ANY((SELECT ranks[1:${SEARCH_CANDIDATES}] FROM ${hits})::int[])`;
        if (filterQueries.facets.length > 0) {
          this.baseHits = searchHitsSql(
            narrowed('(SELECT query FROM hits)', filterQueries.base),
            0,
            SEARCH_CANDIDATES,
          );
          this.pageSet = `ps.store_code = $1 AND ${rankedSet('hits')}`;
        }
        this.base.push(rankedSet(this.baseHits ? 'base_hits' : 'hits'));
        this.relevance = match.rankedBy('(SELECT query FROM hits)');
      } else {
        if (fromProductSearch) this.base.push(match.condition);
        else storeRows = `(${matchingStoreRows(match.condition)}) ps`;
        this.relevance = match.relevance;
      }
    } else {
      this.relevance = '0';
    }
    this.inCategory = Boolean(filters.categoryIds || filters.categoryUrlPaths);
    // A category's products: those of the category and, for an anchor category, of its
    // descendants; a product's position is its lowest position in any of them.
    const inCategories = (categories: string) => `
          SELECT cp.product_id, min(cp.position) AS position
            FROM category_product cp
           WHERE cp.category_id IN (${categoryAndDescendants(categories)})
           GROUP BY cp.product_id`;
    const byUrlPath = (paths: string[]) =>
      `SELECT category_id FROM category_store WHERE store_code = $1 AND url_path = ANY(${this.param(paths)}::text[])`;
    // The categories filtered by: their ids, else their url paths (with both, the url paths narrow
    // the set further below). On the postings path the categories filter the postings, and the
    // order is relevance: no category is joined.
    const filteredCategories = this.hits
      ? undefined
      : filters.categoryIds
        ? `SELECT unnest(${this.param(filters.categoryIds)}::int[])`
        : filters.categoryUrlPaths && byUrlPath(filters.categoryUrlPaths);
    if (filters.categoryIds && filters.categoryUrlPaths) {
      this.base.push(
        `ps.product_id IN (SELECT product_id FROM (${inCategories(byUrlPath(filters.categoryUrlPaths))}) byurl)`,
      );
    }
    if (filters.alsoInCategoryIds) {
      this.base.push(
        `ps.product_id IN (SELECT product_id FROM (${inCategories(`SELECT unnest(${this.param(filters.alsoInCategoryIds)}::int[])`)}) also)`,
      );
    }
    this.position = filteredCategories === undefined ? 'ps.product_id' : 'cat.position';
    if (filters.productIds) this.base.push(`ps.product_id = ANY(${this.param(filters.productIds)}::int[])`);
    if (filters.urlKeys) this.base.push(`ps.url_key = ANY(${this.param(filters.urlKeys)}::text[])`);
    if (filters.skus) this.base.push(`p.sku = ANY(${this.param(filters.skus)}::text[])`);
    if (filters.typeIds) this.base.push(`p.type_id = ANY(${this.param(filters.typeIds)}::text[])`);
    const contains = (column: string, text: string) =>
      `${column} ILIKE ${this.param(`%${text.replace(/[%_\\]/g, '\\$&')}%`)}`;
    if (filters.name) this.base.push(contains('ps.name', filters.name));
    if (filters.description) this.base.push(contains('ps.description', filters.description));
    if (filters.shortDescription) this.base.push(contains('ps.short_description', filters.shortDescription));

    if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
      const bounds = [
        filters.priceFrom !== undefined
          ? `${PRICE_SQL} >= ${this.param(filters.priceFrom)}::numeric`
          : undefined,
        filters.priceTo !== undefined ? `${PRICE_SQL} <= ${this.param(filters.priceTo)}::numeric` : undefined,
      ].filter(Boolean);
      this.facets.set('price', bounds.join(' AND '));
    }
    if (filters.ratingStars) {
      this.facets.set('rating_summary', `${STARS_SQL} = ANY(${this.param(filters.ratingStars)}::int[])`);
    }
    // The product's option ids come with its index row (migration 0010): no lookup per product.
    for (const [code, optionIds] of filters.attributes) {
      this.facets.set(code, `ppi.option_ids && ${this.attributeOptions(code, optionIds)}`);
    }
    if (fromCategoryListing && filteredCategories !== undefined) {
      // A product's row of its lowest position. `ps`, `ppi` and `cat` name that one row, so that
      // the conditions and sort expressions read it like the joined tables.
      this.from = `(SELECT DISTINCT ON (cl.product_id) cl.*
                      FROM category_listing cl
                     WHERE cl.store_code = $1 AND cl.is_enabled AND cl.visibility IN (2, 4)
                       AND cl.category_id IN (${categoryAndDescendants(filteredCategories)})
                     ORDER BY cl.product_id, cl.position) ps
        CROSS JOIN LATERAL (SELECT ps.product_id, ps.min_final, ps.valid_until, ps.is_enabled, ps.visibility,
                                   ps.created_at, ps.num_sales, ps.option_ids, ps.category_ids) ppi
        CROSS JOIN LATERAL (SELECT ps.position) cat
        LEFT JOIN product p ON p.id = ps.product_id`;
      return;
    }
    const categoryJoin =
      filteredCategories === undefined
        ? ''
        : `JOIN (${inCategories(filteredCategories)}) cat ON cat.product_id = ps.product_id`;
    if (fromProductSearch) {
      this.from = `${withIndexColumns('product_search ps')} LEFT JOIN product p ON p.id = ps.product_id ${categoryJoin}`;
    } else {
      // The listing columns come from the product's index row (migrations 0005, 0010; every
      // product has one), so that one index lookup per product gives everything the listing
      // filters, sorts and aggregates by; product itself is joined (and read) only when a filter
      // needs another of its columns (sku, type_id): PostgreSQL drops an unused LEFT JOIN on its key.
      this.from = `${storeRows} JOIN product_price_index ppi ON ppi.product_id = ps.product_id
        LEFT JOIN product p ON p.id = ps.product_id ${categoryJoin}`;
    }
  }

  /** The statement's first common table expressions (`hits`, `base_hits`), each followed by a comma. */
  withHits(): string {
    if (!this.hits) return '';
    const baseHits = this.baseHits ? `base_hits AS MATERIALIZED (${this.baseHits}),` : '';
    return `hits AS MATERIALIZED (${this.hits}), ${baseHits}`;
  }

  /** SQL of the number of products in the set, given that of the rows read (`counted`). */
  total(counted: string): string {
    return this.hits ? '(SELECT total FROM hits)' : counted;
  }

  /** On the postings path, SQL of the number of products before the facet filters. */
  baseTotal(): string | undefined {
    if (!this.hits) return undefined;
    return `(SELECT total FROM ${this.baseHits ? 'base_hits' : 'hits'})`;
  }

  /**
   * The request's filters as queries over the postings (search_filter_query, search_price_query,
   * migration 0030): the categories' (with the descendants of anchors, as `inCategories`), which
   * narrow the base set, and each attribute's options, the ratings and the price range; undefined
   * when another filter is given, which the postings do not hold, or a price bound that is not a
   * whole number of euros up to MAX_POSTED_PRICE. An option counts only for its own attribute.
   */
  private postingFilters(filters: ParsedFilters): { base: string[]; facets: string[] } | undefined {
    const { categoryIds, attributes, priceFrom, priceTo, ratingStars, ...others } = filters;
    if (Object.values(others).some((value) => value !== undefined)) return undefined;
    const postedPrice = (bound: number | undefined) =>
      bound === undefined || (Number.isSafeInteger(bound) && bound <= MAX_POSTED_PRICE);
    if (!postedPrice(priceFrom) || !postedPrice(priceTo)) return undefined;
    const base = categoryIds
      ? [
          `search_filter_query('category', ARRAY(${categoryAndDescendants(`SELECT unnest(${this.param(categoryIds)}::int[])`)}))`,
        ]
      : [];
    const facets = [...attributes].map(
      ([code, optionIds]) => `search_filter_query('option', ${this.attributeOptions(code, optionIds)})`,
    );
    if (ratingStars) facets.push(`search_filter_query('rating', ${this.param(ratingStars)}::int[])`);
    if (priceFrom !== undefined || priceTo !== undefined) {
      facets.push(
        `search_price_query(${this.param(priceFrom ?? null)}::bigint, ${this.param(priceTo ?? null)}::bigint)`,
      );
    }
    return { base, facets };
  }

  /** SQL of the array of the given option ids that are options of the attribute `code`. */
  private attributeOptions(code: string, optionIds: number[]): string {
    return `ARRAY(SELECT id FROM attribute_option
                   WHERE attribute_code = ${this.param(code)} AND id = ANY(${this.param(optionIds)}::int[]))`;
  }

  /**
   * The requested page's ids and places (1, 2 …) among the rows of `source` (an `id` column, and
   * the columns `order` sorts by). With `hits`, the places after the SEARCH_CANDIDATES ranked
   * ones hold the next matches of the postings, in their order.
   */
  pageRows(source: string, order: string): string {
    if (this.sortedBy) return this.sortedPage(this.sortedBy);
    const { pageSize, currentPage } = this.request;
    const from = (currentPage - 1) * pageSize;
    const ranked = `SELECT id, row_number() OVER (ORDER BY ${order}) AS place
                      FROM (SELECT * FROM ${source} ORDER BY ${order} ${this.limit()}) page`;
    const end = from + pageSize;
    if (!this.hits || end <= SEARCH_CANDIDATES) return ranked;
    const skip = Math.max(from, SEARCH_CANDIDATES);
    return `${ranked}
            UNION ALL
            SELECT ps.product_id, ${skip - from} + later.place
              FROM (${searchHitsSql('(SELECT filtered FROM hits)', skip, end - skip)}) after_candidates
             CROSS JOIN LATERAL unnest(after_candidates.ranks) WITH ORDINALITY AS later (rank, place)
              JOIN product_search ps ON ps.store_code = $1 AND ps.search_rank = later.rank`;
  }

  /**
   * On the postings path, the requested page's ids and places in another order than relevance,
   * among every match (`hits` holds their ranks). The store view's rows are walked in that order
   * through the index of its column and id (migration 0031), keeping those among the matches, until
   * the rows up to the page's end are found: for a broad text, among the first rows walked.
   * Descending, the index is walked backwards, the ids too: every product of the last value kept is
   * taken, and the page orders them by id. A walk gives up after SORTED_WALK_ROWS_PER_MATCH rows per
   * match (few matches, or matches at the far end of the order: a brand's names from Z to A), and
   * every match is read instead. By price, a product whose indexed price no longer holds today (or
   * that has none) may sort anywhere: after a walk those are read apart, with their price of today.
   */
  private sortedPage({ field, direction }: { field: SortedSearchField; direction: SortDirection }): string {
    const { pageSize, currentPage } = this.request;
    const end = pageSize * currentPage;
    const column = SORTED_SEARCH_COLUMNS[field];
    const value = this.sortExpressions()[field];
    const isMatch = (rank: string) => `(${rank} IN (SELECT unnest(ranks) FROM hits)) IS TRUE`;
    const walkedRows = `(SELECT total FROM hits) * ${SORTED_WALK_ROWS_PER_MATCH}`;
    const [walkedInOrder, keptInOrder] =
      direction === 'ASC'
        ? [`ORDER BY ${column}, ps.product_id LIMIT ${walkedRows}`, `ORDER BY value, id LIMIT ${end}`]
        : [
            `ORDER BY ${column} DESC FETCH FIRST (${walkedRows}) ROWS WITH TIES`,
            `ORDER BY value DESC FETCH FIRST ${end} ROWS WITH TIES`,
          ];
    // product_search's rows as `from` has them, without its joins.
    const rows = withIndexColumns('product_search ps');
    const byPrice = field === 'price';
    const walked = '(SELECT done FROM walked_enough)';
    const notIndexed = byPrice
      ? `UNION ALL
         SELECT ps.product_id, ${value} FROM ${rows}
          WHERE ${walked} AND ps.store_code = $1 AND ps.min_final IS NULL AND ${isMatch('ps.search_rank')}
         UNION ALL
         SELECT ps.product_id, ${value}
           FROM ${withIndexColumns('product_price_index stale JOIN product_search ps ON ps.product_id = stale.product_id AND ps.store_code = $1')}
          WHERE ${walked} AND stale.valid_until <= current_date AND ps.min_final IS NOT NULL
            AND ${isMatch('ps.search_rank')}`
      : '';
    return `WITH walk AS MATERIALIZED (
              SELECT id, value
                FROM (SELECT ps.product_id AS id, ${column} AS value, ps.search_rank FROM ${rows}
                       WHERE ps.store_code = $1
                             ${byPrice ? `AND current_date < ps.valid_until AND ${column} IS NOT NULL` : ''}
                       ${walkedInOrder}) walked
               WHERE ${isMatch('walked.search_rank')}
               ${keptInOrder}
            ),
            walked_enough AS (SELECT count(*) >= least(${end}, (SELECT total FROM hits)) AS done FROM walk)
            SELECT id, row_number() OVER (ORDER BY value ${direction}, id) AS place
              FROM (SELECT id, value FROM (
                      SELECT id, value FROM walk WHERE ${walked}
                      UNION ALL
                      SELECT ps.product_id, ${value} FROM ${rows}
                       WHERE NOT ${walked} AND ps.store_code = $1
                         AND ps.search_rank = ANY((SELECT ranks FROM hits)::int[])
                      ${notIndexed}
                    ) sorted
                    ORDER BY value ${direction}, id ${this.limit()}) page`;
  }

  /** Adds a bind parameter and answers its placeholder. */
  param = (value: unknown): string => {
    this.params.push(value);
    return `$${this.params.length}`;
  };

  /**
   * Every condition: the set the page and the total show (on the postings path with facet
   * filters, the candidates of `hits`, which meet the facet conditions by their postings).
   */
  where(): string {
    return [...(this.pageSet ? [this.pageSet] : this.base), ...this.facets.values()].join(' AND ') || 'true';
  }

  /** The conditions every product of the set meets, without the facet filters. */
  baseWhere(): string {
    return this.base.join(' AND ') || 'true';
  }

  /** The SQL of each sort field over the listing's tables (`ps`, `ppi`, `cat`). */
  sortExpressions(): Record<SortField, string> {
    return {
      relevance: this.relevance,
      position: this.position,
      name: 'ps.name',
      price: PRICE_SQL,
      created_at: 'ppi.created_at',
      num_sales: 'ppi.num_sales',
    };
  }

  /**
   * ORDER BY of the page over the given sort columns, ending with the id so that pages never
   * overlap: the requested sort; else relevance for a search; else the category's default sort
   * field (or the store's), ascending like Magento.
   */
  orderBy(columns: Record<SortField, string> = this.sortExpressions(), id = 'ps.product_id'): string {
    const { sort, search, filters } = this.request;
    if (sort.length > 0) {
      return [...sort.map(({ field, direction }) => `${columns[field]} ${direction}`), `${id} ASC`].join(
        ', ',
      );
    }
    if (search) return `${columns.relevance} DESC, ${id} ASC`;
    const storeDefault = isSortField(this.request.store.defaultSortBy)
      ? this.request.store.defaultSortBy
      : 'name';
    if (filters.categoryIds?.length === 1 && !filters.categoryUrlPaths) {
      const chosen = `(SELECT coalesce(default_sort_by, ${this.param(storeDefault)}) FROM category WHERE id = ${this.param(filters.categoryIds[0])})`;
      return [
        ...SORT_FIELDS.filter((field) => field !== 'relevance').map(
          (field) => `CASE WHEN ${chosen} = '${field}' THEN ${columns[field]} END ASC`,
        ),
        `${id} ASC`,
      ].join(', ');
    }
    return `${columns[storeDefault]} ASC, ${id} ASC`;
  }

  /** LIMIT and OFFSET of the requested page. */
  limit(): string {
    const { pageSize, currentPage } = this.request;
    return `LIMIT ${pageSize} OFFSET ${(currentPage - 1) * pageSize}`;
  }
}

/**
 * `rows`, which hold product_search as `ps`, with `ppi` naming its price index columns, so that the
 * conditions and sort expressions read them as from the price index.
 */
function withIndexColumns(rows: string): string {
  return `${rows} CROSS JOIN LATERAL (SELECT ps.product_id, ps.min_final, ps.valid_until, ps.created_at,
                                             ps.num_sales, ps.option_ids, ps.category_ids) ppi`;
}

/** The sort fields a search on the postings path walks in order, with their indexed columns. */
const SORTED_SEARCH_COLUMNS = {
  price: 'ps.min_final',
  name: 'ps.name',
  created_at: 'ps.created_at',
  num_sales: 'ps.num_sales',
} as const;
type SortedSearchField = keyof typeof SORTED_SEARCH_COLUMNS;

/**
 * How many rows a sorted search walks per match before it reads every match instead: reading a
 * match by its rank (5–7 µs at 100 000 products) costs about as much as walking past this many
 * rows of an index (0.5–0.7 µs each), so that a walk that gives up costs at most what reading the
 * matches does. 1 000 matches spread evenly over 100 000 products are a walk of 1 200 rows for a
 * page of 12; 50 matches are read after a walk of at most 500 rows.
 */
const SORTED_WALK_ROWS_PER_MATCH = 10;

/** searchHitsSql's `take` for every match. */
const EVERY_MATCH = 2_147_483_647;

/** A sort by one field that a search on the postings path walks in order; else undefined. */
function sortedSearchOrder(
  sort: ListingRequest['sort'],
): { field: SortedSearchField; direction: SortDirection } | undefined {
  const [only] = sort;
  if (sort.length !== 1 || !only || !Object.hasOwn(SORTED_SEARCH_COLUMNS, only.field)) return undefined;
  return { field: only.field as SortedSearchField, direction: only.direction };
}

/** A search in its own order: no sort given, or relevance first to last. */
function inRelevanceOrder(sort: ListingRequest['sort']): boolean {
  return sort.every((entry) => entry.field === 'relevance' && entry.direction === 'DESC');
}

/** Ids of the given categories and of the descendants of those that are anchors. */
function categoryAndDescendants(categories: string): string {
  return `SELECT c.id FROM category f JOIN category c
              ON c.id = f.id OR (f.is_anchor AND c.path LIKE f.path || '/%')
           WHERE f.id IN (${categories})`;
}

export function isSortField(value: unknown): value is SortField {
  return typeof value === 'string' && (SORT_FIELDS as readonly string[]).includes(value);
}

export interface ListingPage {
  ids: number[];
  totalCount: number;
  /** The search attempt that found the products (see firstThatFinds). */
  attempt: SearchAttempt | undefined;
  /**
   * Every product of the set before the facet filters, when the statement answered them and they
   * are few enough to name (aggregations.ts, MAX_NAMED_MEMBERS).
   */
  members?: number[];
}

/** A page beyond the last is an error that says how many pages there are (Magento's text). */
export function checkPage(request: ListingRequest, totalCount: number): void {
  const totalPages = Math.ceil(totalCount / request.pageSize);
  if (totalCount > 0 && request.currentPage > totalPages) {
    throw inputError(
      `currentPage value ${request.currentPage} specified is greater than the ${totalPages} page(s) available.`,
      { argument: 'currentPage', allowed: `1-${totalPages}` },
    );
  }
}

/**
 * The ids of one page and the total in one statement (two for a page beyond the last). A search
 * that finds nothing tries its typo fallbacks (firstThatFinds).
 */
export async function listingPage(db: Queryable, request: ListingRequest): Promise<ListingPage> {
  const page = await firstThatFinds(db, request.store, request.search, async (attempt) => {
    const sql = new ListingSql(request, attempt);
    const rows: { id: number | null; total: number }[] = sql.hits
      ? await db.query(
          // One row at least: the total, also for a page beyond the last.
          `WITH ${sql.withHits()}
           cand AS (SELECT ps.product_id AS id, ${sql.relevance} AS relevance FROM ${sql.from} WHERE ${sql.where()}),
           page AS (${sql.pageRows('cand', 'relevance DESC, id ASC')})
           SELECT page.id, (SELECT total FROM hits)::int AS total
             FROM (SELECT 1) one LEFT JOIN page ON true
            ORDER BY page.place`,
          sql.params,
        )
      : await db.query<{ id: number; total: number }>(
          `SELECT ps.product_id AS id, count(*) OVER ()::int AS total
             FROM ${sql.from}
            WHERE ${sql.where()}
            ORDER BY ${sql.orderBy()}
            ${sql.limit()}`,
          sql.params,
        );
    const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    if (sql.hits) return { ids, totalCount: rows[0]?.total ?? 0, attempt };
    let totalCount = rows[0]?.total ?? 0;
    if (rows.length === 0 && request.currentPage > 1) totalCount = await countListing(db, request, attempt);
    return { ids, totalCount, attempt };
  });
  checkPage(request, page.totalCount);
  return page;
}

/**
 * The size of the whole set, for a page beyond the last (whose statement answers no rows, so no
 * total either). SQL of its own: the page's ORDER BY adds parameters this statement lacks.
 */
export async function countListing(
  db: Queryable,
  request: ListingRequest,
  attempt: SearchAttempt | undefined,
): Promise<number> {
  const sql = new ListingSql(request, attempt);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${sql.from} WHERE ${sql.where()}`,
    sql.params,
  );
  return count?.total ?? 0;
}
