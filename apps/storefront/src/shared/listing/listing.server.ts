import {
  ListingProductsDocument,
  type ListingProductsFieldsFragment,
  type ListingProductsQuery,
  type ListingProductsQueryVariables,
  type ProductAttributeFilterInput,
} from '../../../generated/graphql/graphql';
import type { PageContext } from '../../shared/routing/page-context';
import { GraphQLRequestError } from '../graphql/client';
import { type ProductSummary, toProductSummary } from '../product-card/products';
import type { CatalogFilters } from '../routing/catalog-path';
import type { ListingData } from './listing-data';
import {
  applyResult,
  clampPriceRange,
  type ListingAggregation,
  type ListingCategory,
  type ListingState,
  listingFromUrl,
  matchFilters,
  NO_PRICE_FILTER,
  priceAggregationRange,
  productsQueryInput,
  type SortKey,
  type SortMapping,
  stateFromUrl,
} from './listing-state';

export type ListingVariables = ListingProductsQueryVariables;

type ListedSummary = ProductSummary & { labels?: Record<string, string[]> };

/** A page as the listing query answers it; a search's also with its correction. */
type ListedPage = ListingProductsFieldsFragment &
  Partial<Pick<NonNullable<ListingProductsQuery['products']>, 'suggestions'>>;

/**
 * Loads a listing in the state its url describes (filters, price, sort, page, page size), applying
 * every rule of the listing state: url filters matched against the aggregation options, price
 * clamped, a page beyond the total back to 1 (then loaded once more).
 */
export async function loadListing(
  context: PageContext,
  options: {
    filters: CatalogFilters;
    baseFilter?: ProductAttributeFilterInput;
    search?: string;
    category?: ListingCategory;
    defaultPageSize: number;
    /** The sort mapping of this listing (e.g. search: default = relevance). */
    mapping?: SortMapping;
    /** Another products call with the same answer (e.g. the part finder's); default products(). */
    fetchProducts?: (
      variables: ListingVariables,
    ) => Promise<ListingProductsFieldsFragment | null | undefined>;
  },
): Promise<ListingData> {
  const urlState = listingFromUrl(options.filters, context.url.searchParams, {
    pageSize: options.defaultPageSize,
  });
  // The listing's own restriction (category, brand) is not a filter the url can change.
  for (const code of Object.keys(options.baseFilter ?? {})) delete urlState.filters[code];
  let state: ListingState<ListedSummary> = stateFromUrl(urlState, {
    category: options.category,
    mapping: options.mapping,
  });
  const defaults = { defaultPageSize: options.defaultPageSize, sortKey: state.sorting.key };
  if (options.category && !options.category.isAnchor) {
    return toData(
      { ...state, activeFilters: {}, priceFilter: [0, 0], currentPage: 1, loading: false },
      defaults,
      false,
    );
  }
  const fetchPage = async (current: ListingState<ListedSummary>): Promise<ListedPage | null | undefined> => {
    const input = productsQueryInput(current, options.baseFilter ?? {});
    const variables = {
      ...input,
      filter: input.filter as ProductAttributeFilterInput,
      ...(options.search ? { search: options.search } : {}),
    };
    try {
      return await context.load('listing products', async () =>
        options.fetchProducts
          ? await options.fetchProducts(variables)
          : (await context.call(ListingProductsDocument, variables)).products,
      );
    } catch (error) {
      // The api refuses a page beyond the last one: the state then returns to page 1.
      if (
        error instanceof GraphQLRequestError &&
        error.category === 'graphql-input' &&
        current.currentPage > 1
      ) {
        return undefined;
      }
      throw error;
    }
  };
  // Filters from the url are matched against the options of the whole listing (the category as
  // it arrives, without filters), and the price range is clamped to its range.
  const filtered = Object.keys(urlState.filters).length > 0 || urlState.priceFilter[1] > 0;
  const baseState = {
    ...state,
    activeFilters: {},
    priceFilter: NO_PRICE_FILTER,
    currentPage: 1,
    pageSize: 1,
  };
  let [data, base] = await Promise.all([fetchPage(state), filtered ? fetchPage(baseState) : undefined]);
  const reference = toResult(base ?? data, context.apiOrigin).aggregations;
  const activeFilters = matchFilters(urlState.filters, reference);
  const priceFilter = clampPriceRange(urlState.priceFilter, priceAggregationRange(reference));
  if (
    JSON.stringify(activeFilters) !== JSON.stringify(urlState.filters) ||
    priceFilter[0] !== urlState.priceFilter[0] ||
    priceFilter[1] !== urlState.priceFilter[1]
  ) {
    state = { ...state, activeFilters, priceFilter };
    data = await fetchPage(state);
  }
  if (!data) {
    // The api refuses a page beyond the last one: back to page 1.
    state = { ...state, currentPage: 1 };
    data = await fetchPage(state);
  }
  let result = toResult(data, context.apiOrigin);
  let next = applyResult(state, { products: result.products, totalProducts: result.totalProducts });
  if (next.load === 'products') {
    // The current page lies beyond the new total: page 1 is loaded.
    data = await fetchPage(next.state);
    result = toResult(data, context.apiOrigin);
    next = applyResult(next.state, { products: result.products, totalProducts: result.totalProducts });
  }
  // The panel shows the options of the current selection; an empty selection shows the listing's.
  const shown = result.aggregations.some((entry) => entry.options.length > 0)
    ? result.aggregations
    : reference;
  state = { ...next.state, aggregations: shown };
  return {
    ...toData(state, defaults, true),
    ...(options.search ? { searchSuggestions: correctionsOf(data) } : {}),
  };
}

/** The search's correction the shown page was answered with (see ListingData.searchSuggestions). */
function correctionsOf(page: ListedPage | null | undefined): string[] {
  return (page?.suggestions ?? []).flatMap((entry) => (entry?.search ? [entry.search] : []));
}

function toResult(page: ListingProductsFieldsFragment | null | undefined, apiOrigin: string) {
  const products = (page?.items ?? [])
    .filter((item) => item !== null)
    .map((item) => toProductSummary(item, apiOrigin));
  const aggregations: ListingAggregation[] = (page?.aggregations ?? [])
    .filter((entry) => entry !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => ({
      attributeCode: entry.attribute_code,
      label: entry.label ?? entry.attribute_code,
      minValue: entry.min_value ?? undefined,
      maxValue: entry.max_value ?? undefined,
      options: (entry.options ?? [])
        .filter((option) => option !== null)
        .map((option) => ({
          label: option.label ?? option.value,
          value: option.value,
          count: option.count ?? 0,
          swatch: option.swatch_data?.type === 'color' ? (option.swatch_data.value ?? undefined) : undefined,
        })),
    }));
  return { products, totalProducts: page?.total_count ?? products.length, aggregations };
}

function toData(
  state: ListingState<ListedSummary>,
  defaults: { defaultPageSize: number; sortKey: SortKey },
  loadsProducts: boolean,
): ListingData {
  return {
    products: state.products,
    aggregations: state.aggregations,
    activeFilters: state.activeFilters,
    priceFilter: state.priceFilter,
    availablePrice: priceAggregationRange(state.aggregations),
    currentPage: state.currentPage,
    pageSize: state.pageSize,
    defaultPageSize: defaults.defaultPageSize,
    totalPages: state.totalPages,
    totalProducts: state.totalProducts,
    sortKey: state.sorting.key,
    loadsProducts,
  };
}
