import { describe, expect, it } from 'vitest';
import {
  applyResult,
  clampPriceRange,
  clearFilters,
  createListingState,
  isPriceFilterActive,
  type ListingAggregation,
  type ListingState,
  listingFromUrl,
  listingUrl,
  matchFilters,
  NO_PRICE_FILTER,
  priceAggregationRange,
  productsQueryInput,
  roundPriceRange,
  SORT_KEYS,
  SORT_MAPPING,
  setActiveFilter,
  setPage,
  setPageSize,
  setPriceFilter,
  setSorting,
  sortingFor,
  stateFromUrl,
  toggleFilterValue,
} from './listing-state';

const aggregations: ListingAggregation[] = [
  { attributeCode: 'price', label: 'Price', options: [], minValue: 4.99, maxValue: 120.01 },
  {
    attributeCode: 'color',
    label: 'Colour',
    options: [
      { label: 'Red', value: '11', count: 4, swatch: '#f00' },
      { label: 'Blue', value: '12', count: 2 },
    ],
  },
  { attributeCode: 'material', label: 'Material', options: [{ label: 'Wool', value: '21', count: 3 }] },
];

/** A state on page 3 of 5 with a filter, a price range, a sorting and a page size set. */
function browsed(): ListingState {
  return {
    ...createListingState({ pageSize: 12 }),
    category: { uid: 'Mw==', isAnchor: true },
    products: [{ sku: 'a', price: 10 }],
    aggregations,
    activeFilters: { color: ['11'] },
    priceFilter: [10, 50],
    currentPage: 3,
    totalPages: 5,
    totalProducts: 60,
    sorting: sortingFor('price_down'),
  };
}

describe('changes that reset to page 1 and reload', () => {
  it('changing an active filter resets to page 1 and reloads products and aggregations', () => {
    const { state, load } = setActiveFilter(browsed(), 'material', ['21']);
    expect(state.currentPage).toBe(1);
    expect(state.activeFilters).toEqual({ color: ['11'], material: ['21'] });
    expect(load).toBe('all');
    expect(state.loading).toBe(true);
  });

  it('toggling a value adds and removes it (removing the last clears the attribute)', () => {
    const added = toggleFilterValue(browsed(), 'color', '12');
    expect(added.state.activeFilters.color).toEqual(['11', '12']);
    expect(added.state.currentPage).toBe(1);
    const removed = toggleFilterValue(browsed(), 'color', '11');
    expect(removed.state.activeFilters).toEqual({});
    expect(removed.load).toBe('all');
  });

  it('clearing all filters removes option and price filters, page 1, reload', () => {
    const { state, load } = clearFilters(browsed());
    expect(state.activeFilters).toEqual({});
    expect(state.priceFilter).toEqual(NO_PRICE_FILTER);
    expect(state.currentPage).toBe(1);
    expect(load).toBe('all');
  });

  it('changing the price range resets to page 1 and reloads', () => {
    const { state, load } = setPriceFilter(browsed(), [20, 30]);
    expect(state.priceFilter).toEqual([20, 30]);
    expect(state.currentPage).toBe(1);
    expect(load).toBe('all');
  });

  it('changing the sorting resets to page 1 and reloads', () => {
    const { state, load } = setSorting(browsed(), 'name_up');
    expect(state.sorting).toEqual({ key: 'name_up', field: 'name', direction: 'ASC' });
    expect(state.currentPage).toBe(1);
    expect(load).toBe('all');
  });

  it('changing the page size resets to page 1 and reloads; a bad size is ignored', () => {
    const { state, load } = setPageSize(browsed(), 24);
    expect(state.pageSize).toBe(24);
    expect(state.currentPage).toBe(1);
    expect(load).toBe('all');
    expect(setPageSize(browsed(), 0)).toEqual({ state: browsed(), load: 'none' });
  });
});

describe('paging', () => {
  it('changing only the page reloads the products only and keeps filters, price and sorting', () => {
    const { state, load } = setPage(browsed(), 4);
    expect(load).toBe('products');
    expect(state.currentPage).toBe(4);
    expect(state.activeFilters).toEqual({ color: ['11'] });
    expect(state.priceFilter).toEqual([10, 50]);
    expect(state.sorting.key).toBe('price_down');
  });

  it.each([0, -1, 6, 2.5, Number.NaN])('a page outside 1..total pages (%s) is ignored', (page) => {
    const before = browsed();
    const { state, load } = setPage(before, page);
    expect(load).toBe('none');
    expect(state).toBe(before);
  });

  it('the first and the last page are accepted', () => {
    expect(setPage(browsed(), 1).state.currentPage).toBe(1);
    expect(setPage(browsed(), 5).state.currentPage).toBe(5);
  });
});

describe('applying a loaded result', () => {
  it('matches url filters against the aggregation options (by value or label), dropping unknown ones', () => {
    expect(
      matchFilters(
        { color: ['11', 'blue', 'green'], material: ['cotton'], size: ['M'], price: ['1-2'] },
        aggregations,
      ),
    ).toEqual({ color: ['11', '12'] });
  });

  it('a result clamps the price range to the available range and matches the filters', () => {
    const start = stateFromUrl({
      filters: { color: ['Red', 'purple'] },
      priceFilter: [1, 80],
      sortKey: 'default',
      page: 1,
      pageSize: 12,
    });
    const { state, load } = applyResult(start, { products: [], totalProducts: 30, aggregations });
    expect(state.activeFilters).toEqual({ color: ['11'] });
    expect(state.priceFilter).toEqual([4, 80]);
    expect(state.totalPages).toBe(3);
    expect(state.loading).toBe(false);
    expect(load).toBe('none');
  });

  it('a current page beyond the new total returns to page 1 (and loads it)', () => {
    const { state, load } = applyResult(
      { ...browsed(), currentPage: 5 },
      { products: [], totalProducts: 13 },
    );
    expect(state.totalPages).toBe(2);
    expect(state.currentPage).toBe(1);
    expect(load).toBe('products');
  });

  it('a current page within the new total is kept', () => {
    const { state, load } = applyResult(browsed(), { products: [], totalProducts: 60 });
    expect(state.currentPage).toBe(3);
    expect(load).toBe('none');
  });
});

describe('price filter and price aggregation', () => {
  it('is inactive when both values are zero or equal to the full range', () => {
    expect(isPriceFilterActive([0, 0], [4, 121])).toBe(false);
    expect(isPriceFilterActive([4, 121], [4, 121])).toBe(false);
    expect(isPriceFilterActive([4, 100], [4, 121])).toBe(true);
    expect(isPriceFilterActive([10, 121], [4, 121])).toBe(true);
  });

  it('clamps a range into the available range; the full range becomes no filter', () => {
    expect(clampPriceRange([1, 500], [4, 121])).toEqual(NO_PRICE_FILTER);
    expect(clampPriceRange([1, 50], [4, 121])).toEqual([4, 50]);
    expect(clampPriceRange([60, 30], [4, 121])).toEqual([30, 60]);
    expect(clampPriceRange([0, 0], [4, 121])).toEqual(NO_PRICE_FILTER);
  });

  it('rounds min down and max up, never below 0, max never below min', () => {
    expect(priceAggregationRange(aggregations)).toEqual([4, 121]);
    expect(roundPriceRange(4.99, 120.01)).toEqual([4, 121]);
    expect(roundPriceRange(-3.5, -1)).toEqual([0, 0]);
    expect(roundPriceRange(20.5, 10.2)).toEqual([20, 20]);
    expect(roundPriceRange(7, 7)).toEqual([7, 7]);
    expect(priceAggregationRange([])).toEqual([0, 0]);
  });
});

describe('sorting options', () => {
  it('offers default, price_up, price_down, name_up, name_down, newest and bestsold', () => {
    expect(SORT_KEYS).toEqual([
      'default',
      'price_up',
      'price_down',
      'name_up',
      'name_down',
      'newest',
      'bestsold',
    ]);
  });

  it.each([
    ['default', 'name', 'ASC'],
    ['price_up', 'price', 'ASC'],
    ['price_down', 'price', 'DESC'],
    ['name_up', 'name', 'ASC'],
    ['name_down', 'name', 'DESC'],
    ['newest', 'created_at', 'ASC'],
    ['bestsold', 'num_sales', 'ASC'],
  ] as const)('%s sorts by %s %s', (key, field, direction) => {
    expect(SORT_MAPPING[key]).toEqual({ field, direction });
    expect(sortingFor(key)).toEqual({ key, field, direction });
  });

  it('an unknown key is the default sorting; a configured mapping is used', () => {
    expect(sortingFor('cheapest').key).toBe('default');
    expect(
      sortingFor('default', { ...SORT_MAPPING, default: { field: 'position', direction: 'ASC' } }),
    ).toEqual({
      key: 'default',
      field: 'position',
      direction: 'ASC',
    });
  });
});

describe('the url is the truth', () => {
  it('writes filters as colon segments and sort, page size and page as query parameters', () => {
    const url = listingUrl('/kleding/dames', browsed(), { pageSize: 12 });
    expect(url).toBe('/kleding/dames/f/color:11/price:10-50?sort=price_down&page=3');
    expect(listingUrl('/kleding/dames', { ...browsed(), pageSize: 24 }, { pageSize: 12 })).toContain(
      'limit=24',
    );
  });

  it('an unfiltered first page with default sorting is the plain path', () => {
    expect(listingUrl('/kleding', createListingState({ pageSize: 12 }), { pageSize: 12 })).toBe('/kleding');
    expect(
      listingUrl('/search', createListingState({ pageSize: 12 }), { pageSize: 12 }, { q: 'shirt' }),
    ).toBe('/search?q=shirt');
  });

  it('reads back the state it wrote (round trip)', () => {
    const read = listingFromUrl(
      { color: ['11'], price: ['10-50'] },
      new URLSearchParams('sort=price_down&page=3&limit=24'),
      { pageSize: 12 },
    );
    expect(read).toEqual({
      filters: { color: ['11'] },
      priceFilter: [10, 50],
      sortKey: 'price_down',
      page: 3,
      pageSize: 24,
    });
    const state = stateFromUrl(read);
    expect(listingUrl('/x', state, { pageSize: 12 })).toBe(
      '/x/f/color:11/price:10-50?sort=price_down&limit=24&page=3',
    );
  });

  it('bad url values fall back to the defaults', () => {
    expect(
      listingFromUrl({ price: ['cheap'] }, new URLSearchParams('sort=x&page=-2&limit=abc'), { pageSize: 15 }),
    ).toEqual({ filters: {}, priceFilter: [0, 0], sortKey: 'default', page: 1, pageSize: 15 });
  });

  it('builds the api input: attribute in-lists, price from/to when set, sort, paging', () => {
    expect(productsQueryInput(browsed(), { category_uid: { eq: 'Mw==' } })).toEqual({
      filter: { category_uid: { eq: 'Mw==' }, color: { in: ['11'] }, price: { from: '10', to: '50' } },
      sort: { price: 'DESC' },
      pageSize: 12,
      currentPage: 3,
    });
    expect(productsQueryInput(createListingState({ pageSize: 15 })).filter).toEqual({});
  });
});
