// The category and search listing state (docs/BEHAVIOUR.md#listing-state,
// "Sorting options"): ONE pure implementation shared by every listing (category, search, brand,
// landing page, part finder). Every transition returns the next state and what must be loaded;
// the url is the truth (filters as colon segments, sort/page/page size as query parameters), so a
// state is rebuilt from the url on the server and on back/forward.

import { buildCatalogPath, type CatalogFilters } from '../routing/catalog-path';

export type SortKey = 'default' | 'price_up' | 'price_down' | 'name_up' | 'name_down' | 'newest' | 'bestsold';
export type SortDirection = 'ASC' | 'DESC';

export interface Sorting {
  key: SortKey;
  field: string;
  direction: SortDirection;
}

export const SORT_KEYS: readonly SortKey[] = [
  'default',
  'price_up',
  'price_down',
  'name_up',
  'name_down',
  'newest',
  'bestsold',
];

export type SortMapping = Readonly<Record<SortKey, { field: string; direction: SortDirection }>>;

/** The configured mapping (docs/BEHAVIOUR.md#sorting): default = name ascending; newest and bestsold ascending. */
export const SORT_MAPPING: SortMapping = {
  default: { field: 'name', direction: 'ASC' },
  price_up: { field: 'price', direction: 'ASC' },
  price_down: { field: 'price', direction: 'DESC' },
  name_up: { field: 'name', direction: 'ASC' },
  name_down: { field: 'name', direction: 'DESC' },
  newest: { field: 'created_at', direction: 'ASC' },
  bestsold: { field: 'num_sales', direction: 'ASC' },
};

/** A search's mapping: default is the relevance of the search text. */
export const SEARCH_SORT_MAPPING: SortMapping = {
  ...SORT_MAPPING,
  default: { field: 'relevance', direction: 'DESC' },
};

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** The sorting of a key; an unknown key is the default sorting. */
export function sortingFor(key: string | null | undefined, mapping: SortMapping = SORT_MAPPING): Sorting {
  const sortKey: SortKey = isSortKey(key) ? key : 'default';
  return { key: sortKey, ...mapping[sortKey] };
}

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
  swatch?: string | undefined;
}

export interface ListingAggregation {
  attributeCode: string;
  label: string;
  options: AggregationOption[];
  /** Price only. */
  minValue?: number | undefined;
  maxValue?: number | undefined;
}

export interface ListingCategory {
  uid: string;
  isAnchor: boolean;
}

export type PriceRange = readonly [number, number];

/** What the listing needs of a product: its sku (merge key), final price and attribute labels. */
export interface ListedProduct {
  sku: string;
  price: number;
  /** Option labels by attribute code (for client-side filtering). */
  labels?: Readonly<Record<string, readonly string[]>>;
}

export interface ListingState<P extends ListedProduct = ListedProduct> {
  category: ListingCategory | undefined;
  products: P[];
  aggregations: ListingAggregation[];
  /** Option values by attribute code. */
  activeFilters: Record<string, string[]>;
  /** [min, max]; [0, 0] is no price filter. */
  priceFilter: PriceRange;
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalProducts: number;
  sorting: Sorting;
  loading: boolean;
}

/** What a transition asks to load: nothing, the products only, or products with aggregations. */
export type ListingLoad = 'none' | 'products' | 'all';

export interface Transition<P extends ListedProduct> {
  state: ListingState<P>;
  load: ListingLoad;
}

export const NO_PRICE_FILTER: PriceRange = [0, 0];

export function createListingState<P extends ListedProduct = ListedProduct>(options: {
  pageSize: number;
  sorting?: Sorting;
}): ListingState<P> {
  return {
    category: undefined,
    products: [],
    aggregations: [],
    activeFilters: {},
    priceFilter: NO_PRICE_FILTER,
    currentPage: 1,
    pageSize: options.pageSize,
    totalPages: 0,
    totalProducts: 0,
    sorting: options.sorting ?? sortingFor('default'),
    loading: false,
  };
}

function reload<P extends ListedProduct>(state: ListingState<P>, load: ListingLoad): Transition<P> {
  return { state: { ...state, loading: load !== 'none' }, load };
}

/** Sets (or clears, with no values) the active values of one attribute: page 1, reload. */
export function setActiveFilter<P extends ListedProduct>(
  state: ListingState<P>,
  attributeCode: string,
  values: readonly string[],
): Transition<P> {
  const activeFilters = { ...state.activeFilters };
  const unique = [...new Set(values.filter((value) => value !== ''))];
  if (unique.length === 0) delete activeFilters[attributeCode];
  else activeFilters[attributeCode] = unique;
  return reload({ ...state, activeFilters, currentPage: 1 }, 'all');
}

/** Adds or removes one option value of an attribute: page 1, reload. */
export function toggleFilterValue<P extends ListedProduct>(
  state: ListingState<P>,
  attributeCode: string,
  value: string,
): Transition<P> {
  const current = state.activeFilters[attributeCode] ?? [];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  return setActiveFilter(state, attributeCode, next);
}

/** Removes every active filter and the price filter: page 1, reload. */
export function clearFilters<P extends ListedProduct>(state: ListingState<P>): Transition<P> {
  return reload({ ...state, activeFilters: {}, priceFilter: NO_PRICE_FILTER, currentPage: 1 }, 'all');
}

/** Sets the price range: page 1, reload. */
export function setPriceFilter<P extends ListedProduct>(
  state: ListingState<P>,
  range: PriceRange,
): Transition<P> {
  const low = Math.max(0, Math.min(range[0], range[1]));
  const high = Math.max(0, Math.max(range[0], range[1]));
  return reload({ ...state, priceFilter: [low, high], currentPage: 1 }, 'all');
}

/** Sets the sorting by key: page 1, reload. */
export function setSorting<P extends ListedProduct>(
  state: ListingState<P>,
  key: SortKey,
  mapping: SortMapping = SORT_MAPPING,
): Transition<P> {
  return reload({ ...state, sorting: sortingFor(key, mapping), currentPage: 1 }, 'all');
}

/** Sets the products per page: page 1, reload. */
export function setPageSize<P extends ListedProduct>(
  state: ListingState<P>,
  pageSize: number,
): Transition<P> {
  if (!Number.isInteger(pageSize) || pageSize < 1) return { state, load: 'none' };
  return reload({ ...state, pageSize, currentPage: 1 }, 'all');
}

/** Goes to a page: products only; a page outside 1..total pages is ignored. */
export function setPage<P extends ListedProduct>(state: ListingState<P>, page: number): Transition<P> {
  if (!isPageInRange(page, state.totalPages) || page === state.currentPage) return { state, load: 'none' };
  return reload({ ...state, currentPage: page }, 'products');
}

export function isPageInRange(page: number, totalPages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= totalPages;
}

export interface ListingResult<P extends ListedProduct> {
  products: readonly P[];
  totalProducts: number;
  /** Omitted when only the products were reloaded. */
  aggregations?: readonly ListingAggregation[];
}

/**
 * Applies a loaded result: products and totals; the active filters are matched against the new
 * aggregation options and the price range clamped to the available range; a current page beyond
 * the new total returns to 1 (load: 'products' then asks for that page).
 */
export function applyResult<P extends ListedProduct>(
  state: ListingState<P>,
  result: ListingResult<P>,
): Transition<P> {
  const aggregations = result.aggregations ? [...result.aggregations] : state.aggregations;
  const totalPages = Math.ceil(result.totalProducts / state.pageSize);
  let next: ListingState<P> = {
    ...state,
    products: [...result.products],
    aggregations,
    totalProducts: result.totalProducts,
    totalPages,
    loading: false,
  };
  if (result.aggregations) {
    next = {
      ...next,
      activeFilters: matchFilters(next.activeFilters, aggregations),
      priceFilter: clampPriceRange(next.priceFilter, priceAggregationRange(aggregations)),
    };
  }
  if (next.currentPage > Math.max(totalPages, 1)) {
    return reload({ ...next, currentPage: 1 }, 'products');
  }
  return { state: next, load: 'none' };
}

/**
 * Filters from the url matched against the aggregation options: a value matches an option's value,
 * or (case-insensitively) its label; unknown attributes and values are dropped. Price is not an
 * option filter and is left out (see clampPriceRange).
 */
export function matchFilters(
  filters: CatalogFilters,
  aggregations: readonly ListingAggregation[],
): Record<string, string[]> {
  const matched: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(filters)) {
    if (code === 'price') continue;
    const aggregation = aggregations.find((entry) => entry.attributeCode === code);
    if (!aggregation) continue;
    const found: string[] = [];
    for (const value of values) {
      const option =
        aggregation.options.find((entry) => entry.value === value) ??
        aggregation.options.find((entry) => entry.label.toLowerCase() === value.toLowerCase());
      if (option && !found.includes(option.value)) found.push(option.value);
    }
    if (found.length > 0) matched[code] = found;
  }
  return matched;
}

/** The available price range of the aggregations: min rounded down, max rounded up, ≥ 0, max ≥ min. */
export function priceAggregationRange(aggregations: readonly ListingAggregation[]): PriceRange {
  const price = aggregations.find((entry) => entry.attributeCode === 'price');
  return roundPriceRange(price?.minValue ?? 0, price?.maxValue ?? 0);
}

export function roundPriceRange(min: number, max: number): PriceRange {
  const low = Math.max(0, Math.floor(Number.isFinite(min) ? min : 0));
  const high = Math.max(0, Math.ceil(Number.isFinite(max) ? max : 0), low);
  return [low, high];
}

/** The price filter clamped into the available range; an inactive filter stays [0, 0]. */
export function clampPriceRange(range: PriceRange, available: PriceRange): PriceRange {
  if (range[0] === 0 && range[1] === 0) return NO_PRICE_FILTER;
  const clamp = (value: number) => Math.min(Math.max(value, available[0]), available[1]);
  const low = clamp(Math.min(range[0], range[1]));
  const high = clamp(Math.max(range[0], range[1]));
  if (low === available[0] && high === available[1]) return NO_PRICE_FILTER;
  return [low, high];
}

/** Inactive when both values are zero or equal to the full range of the results. */
export function isPriceFilterActive(range: PriceRange, available: PriceRange): boolean {
  if (range[0] === 0 && range[1] === 0) return false;
  return !(range[0] === available[0] && range[1] === available[1]);
}

// ---------------------------------------------------------------------------------------------
// The url is the truth.

export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'limit';
/** Page sizes offered besides the configured one. */
export const PAGE_SIZES: readonly number[] = [12, 15, 24, 36, 48];

/** The listing part of a url: option filters, price, sort, page and page size. */
export interface ListingUrlState {
  filters: Record<string, string[]>;
  priceFilter: PriceRange;
  sortKey: SortKey;
  page: number;
  pageSize: number;
}

/** Reads the listing from the url's filter segments and query; bad values fall back to defaults. */
export function listingFromUrl(
  filters: CatalogFilters,
  search: URLSearchParams,
  defaults: { pageSize: number },
): ListingUrlState {
  const options: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(filters)) {
    if (code !== 'price' && values.length > 0) options[code] = [...values];
  }
  const page = positiveInteger(search.get(PAGE_PARAM)) ?? 1;
  const size = positiveInteger(search.get(PAGE_SIZE_PARAM));
  const sort = search.get(SORT_PARAM);
  return {
    filters: options,
    priceFilter: parsePriceSegment(filters.price?.[0]),
    sortKey: isSortKey(sort) ? sort : 'default',
    page,
    pageSize: size !== undefined && size <= 100 ? size : defaults.pageSize,
  };
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** 'from-to' (either may be empty) as a range; anything else is no price filter. */
export function parsePriceSegment(segment: string | undefined): PriceRange {
  const match = segment ? /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(segment) : null;
  if (!match || (!match[1] && !match[2])) return NO_PRICE_FILTER;
  const low = match[1] ? Number(match[1]) : 0;
  const high = match[2] ? Number(match[2]) : Number.MAX_SAFE_INTEGER;
  return [Math.min(low, high), Math.max(low, high)];
}

/** The url of a listing state: base path + filter segments (+ price) + sort/page/limit when not default. */
export function listingUrl(
  basePath: string,
  state: Pick<ListingState, 'activeFilters' | 'priceFilter' | 'sorting' | 'currentPage' | 'pageSize'>,
  defaults: { pageSize: number },
  extraQuery: Readonly<Record<string, string>> = {},
): string {
  const filters: Record<string, string[]> = { ...state.activeFilters };
  const [low, high] = state.priceFilter;
  if (!(low === 0 && high === 0)) filters.price = [`${low}-${high}`];
  const path = buildCatalogPath(basePath, filters);
  const query = new URLSearchParams(extraQuery);
  if (state.sorting.key !== 'default') query.set(SORT_PARAM, state.sorting.key);
  if (state.pageSize !== defaults.pageSize) query.set(PAGE_SIZE_PARAM, String(state.pageSize));
  if (state.currentPage > 1) query.set(PAGE_PARAM, String(state.currentPage));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The api's products() filter and sort for a state (filters with empty values are skipped). */
export function productsQueryInput(
  state: Pick<ListingState, 'activeFilters' | 'priceFilter' | 'sorting' | 'currentPage' | 'pageSize'>,
  baseFilter: Readonly<Record<string, unknown>> = {},
): {
  filter: Record<string, unknown>;
  sort: Record<string, SortDirection>;
  pageSize: number;
  currentPage: number;
} {
  const filter: Record<string, unknown> = { ...baseFilter };
  for (const [code, values] of Object.entries(state.activeFilters)) {
    const defined = values.filter((value) => value !== undefined && value !== '');
    if (defined.length > 0) filter[code] = { in: defined };
  }
  const [low, high] = state.priceFilter;
  if (!(low === 0 && high === 0)) {
    filter.price = {
      from: String(low),
      ...(high < Number.MAX_SAFE_INTEGER ? { to: String(high) } : {}),
    };
  }
  return {
    filter,
    sort: { [state.sorting.field]: state.sorting.direction },
    pageSize: state.pageSize,
    currentPage: state.currentPage,
  };
}

/** A state from the url's listing part (before loading: filters are matched when the result arrives). */
export function stateFromUrl<P extends ListedProduct = ListedProduct>(
  url: ListingUrlState,
  options: { category?: ListingCategory; mapping?: SortMapping } = {},
): ListingState<P> {
  return {
    ...createListingState<P>({ pageSize: url.pageSize, sorting: sortingFor(url.sortKey, options.mapping) }),
    category: options.category,
    activeFilters: url.filters,
    priceFilter: url.priceFilter,
    currentPage: url.page,
    loading: true,
  };
}
