import {
  type FormEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/I18nProvider';
import { formatMoney } from '../money/format-money';
import { ProductGrid } from '../product-card/ProductGrid';
import { useLocalizedPath, useMoneyFormat } from '../storefront-context';
import { Island } from '../ui/HydrateWhenVisible';
import { keepTabInside } from '../ui/keep-tab-inside';
import type { ListingData } from './listing-data';
import {
  clearFilters,
  createListingState,
  isPriceFilterActive,
  type ListingState,
  listingUrl,
  PAGE_SIZES,
  type PriceRange,
  SORT_KEYS,
  type SortKey,
  setActiveFilter,
  setPage,
  setPageSize,
  setPriceFilter,
  setSorting,
  sortingFor,
  type Transition,
  toggleFilterValue,
} from './listing-state';

/** Aggregations that are not option filters of the listing (the category is the page itself). */
const NOT_FILTERS = new Set(['price', 'category_uid', 'category_id']);
const NO_HIDDEN_FILTERS: readonly string[] = [];

/** The option filters the panel shows. */
function filtersOf(data: ListingData, hiddenFilters: readonly string[]) {
  return data.aggregations.filter(
    (aggregation) =>
      !NOT_FILTERS.has(aggregation.attributeCode) &&
      !hiddenFilters.includes(aggregation.attributeCode) &&
      aggregation.options.length > 0,
  );
}

/** Whether the listing has anything to filter by (else the phone's filter button is left out). */
function hasFilters(data: ListingData, hiddenFilters: readonly string[]) {
  return data.availablePrice[1] > data.availablePrice[0] || filtersOf(data, hiddenFilters).length > 0;
}

/** What a change of the listing starts from: the state the url says (the loader's data). */
function listingStateOf(data: ListingData): ListingState {
  return {
    ...createListingState({ pageSize: data.pageSize, sorting: sortingFor(data.sortKey) }),
    aggregations: data.aggregations,
    activeFilters: data.activeFilters,
    priceFilter: data.priceFilter,
    currentPage: data.currentPage,
    totalPages: data.totalPages,
    totalProducts: data.totalProducts,
  };
}

/**
 * A listing (category, search, brand, landing page, part finder): filter panel, active-filter
 * chips, sorting, page size, product grid and paging. Every change is a client-side navigation to
 * the url of the next state (the url is the truth; the loader renders that state).
 */
export function Listing({
  data,
  basePath,
  query = {},
  columns = 3,
  headingLevel = 2,
  hiddenFilters = NO_HIDDEN_FILTERS,
}: {
  data: ListingData;
  /** The listing's path without filters and language prefix (e.g. '/kleding', '/search'). */
  basePath: string;
  /** Query parameters that belong to the listing itself (e.g. the search text). */
  query?: Readonly<Record<string, string>>;
  columns?: number;
  headingLevel?: 2 | 3;
  /** Attributes that are the listing itself (e.g. the brand on a brand page): no filter for them. */
  hiddenFilters?: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The url whose state the listing shows: the router changes the address before React shows the
  // next state, so this says when the two agree (tests wait for it).
  const location = useLocation();
  const localized = useLocalizedPath();
  // Marked once the page has hydrated: until then a change cannot navigate (tests wait for it). Set
  // on the element, not as state: a state change would render the grid and its cards once more.
  const listingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listingRef.current?.setAttribute('data-hydrated', 'true');
  }, []);
  const state = listingStateOf(data);
  const defaults = { pageSize: data.defaultPageSize };
  const urlOf = (next: ListingState) => localized(listingUrl(basePath, next, defaults, query));
  const go = (transition: Transition<ListingState['products'][number]>) => {
    if (transition.load === 'none') return;
    navigate(urlOf(transition.state), { preventScrollReset: true });
  };
  const loading = navigation.state === 'loading';
  // On phones the filters are a drawer (docs/BEHAVIOUR.md#listing-state): a change applies at once as
  // elsewhere; the drawer keeps focus inside, Escape or "show products" close it, focus goes back.
  const filtersId = useId();
  const filtersRef = useRef<HTMLElement>(null);
  const filterToggleRef = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => {
    if (filtersOpen) filtersRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [filtersOpen]);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    filterToggleRef.current?.focus();
  }, []);
  // The filter panel must not re-render while it waits to hydrate: it gets a function that stays
  // the same and calls the current `go`.
  const latestGo = useRef(go);
  useLayoutEffect(() => {
    latestGo.current = go;
  });
  const goLatest = useCallback(
    (transition: Transition<ListingState['products'][number]>) => latestGo.current(transition),
    [],
  );
  const onFiltersKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!filtersOpen) return;
    if (event.key === 'Escape') return closeFilters();
    keepTabInside(event);
  };
  const priceActive = isPriceFilterActive(data.priceFilter, data.availablePrice);
  const chips = Object.entries(data.activeFilters).flatMap(([code, values]) => {
    const aggregation = data.aggregations.find((entry) => entry.attributeCode === code);
    return values.map((value) => ({
      code,
      value,
      label: `${aggregation?.label ?? code}: ${aggregation?.options.find((option) => option.value === value)?.label ?? value}`,
    }));
  });

  const activeCount = chips.length + (priceActive ? 1 : 0);

  return (
    <div
      ref={listingRef}
      className="listing"
      aria-busy={loading}
      data-hydrated="false"
      data-location={location.pathname + location.search}
    >
      <aside
        id={filtersId}
        ref={filtersRef}
        className="listing__filters"
        aria-label={t('listing.filters')}
        data-open={filtersOpen}
        onKeyDown={onFiltersKeyDown}
      >
        <FilterPanel data={data} hiddenFilters={hiddenFilters} go={goLatest} onClose={closeFilters} />
      </aside>
      <div className="listing__main">
        {hasFilters(data, hiddenFilters) ? (
          <button
            ref={filterToggleRef}
            type="button"
            className="button button--secondary listing__filter-toggle"
            data-early-tap="filters"
            data-early-open
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(true)}
          >
            {t('listing.openFilters', { count: activeCount })}
          </button>
        ) : null}
        {chips.length > 0 || priceActive ? (
          <ul className="listing__chips" aria-label={t('listing.activeFilters')}>
            {chips.map((chip) => (
              <li key={`${chip.code}:${chip.value}`}>
                <button
                  type="button"
                  className="listing__chip"
                  aria-label={t('listing.removeFilter', { filter: chip.label })}
                  onClick={() =>
                    go(
                      setActiveFilter(
                        state,
                        chip.code,
                        (data.activeFilters[chip.code] ?? []).filter((value) => value !== chip.value),
                      ),
                    )
                  }
                >
                  {chip.label} ×
                </button>
              </li>
            ))}
            {priceActive ? (
              <li>
                <PriceChip range={data.priceFilter} onRemove={() => go(setPriceFilter(state, [0, 0]))} />
              </li>
            ) : null}
            <li>
              <button type="button" className="listing__clear" onClick={() => go(clearFilters(state))}>
                {t('listing.clearAll')}
              </button>
            </li>
          </ul>
        ) : null}
        {data.loadsProducts ? (
          <>
            <Toolbar
              data={data}
              onSort={(key) => go(setSorting(state, key))}
              onPageSize={(size) => go(setPageSize(state, size))}
            />
            <ProductGrid
              products={data.products}
              headingLevel={headingLevel}
              columns={columns}
              hydrateWhenVisibleFrom={columns}
            />
            <Pager
              current={data.currentPage}
              total={data.totalPages}
              hrefOf={(page) => urlOf(setPage(state, page).state)}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The price filter, the option filters and the drawer's buttons: an island that hydrates when it
 * comes into view (on a phone, a closed drawer: when it is opened), memoised with the loader's data
 * and functions that stay the same, so that the listing's other changes do not reach it while it
 * waits.
 */
const FilterPanel = memo(function FilterPanel({
  data,
  hiddenFilters,
  go,
  onClose,
}: {
  data: ListingData;
  hiddenFilters: readonly string[];
  go: (transition: Transition<ListingState['products'][number]>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = listingStateOf(data);
  const filters = filtersOf(data, hiddenFilters);
  const priceActive = isPriceFilterActive(data.priceFilter, data.availablePrice);
  const activeCount =
    Object.values(data.activeFilters).reduce((count, values) => count + values.length, 0) +
    (priceActive ? 1 : 0);
  return (
    <Island hydrateOn="visible" area=".listing__filters">
      {data.availablePrice[1] > data.availablePrice[0] ? (
        <PriceFilter
          available={data.availablePrice}
          value={priceActive ? data.priceFilter : data.availablePrice}
          onChange={(range) => go(setPriceFilter(state, range))}
        />
      ) : null}
      {filters.map((aggregation) => (
        <fieldset
          key={aggregation.attributeCode}
          className="listing__filter"
          data-attribute={aggregation.attributeCode}
        >
          <legend>{aggregation.label}</legend>
          <ul>
            {aggregation.options.map((option) => {
              const checked = (data.activeFilters[aggregation.attributeCode] ?? []).includes(option.value);
              return (
                <li key={option.value}>
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => go(toggleFilterValue(state, aggregation.attributeCode, option.value))}
                    />
                    {option.swatch ? (
                      <span
                        className="listing__swatch"
                        style={{ background: option.swatch }}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span className="listing__option-label">{option.label}</span>{' '}
                    <span className="listing__count">({option.count})</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="listing__drawer-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={activeCount === 0}
          onClick={() => go(clearFilters(state))}
        >
          {t('listing.clearAll')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('listing.showProducts', { count: data.totalProducts })}
        </button>
      </div>
    </Island>
  );
});

function PriceChip({ range, onRemove }: { range: PriceRange; onRemove: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const label = t('listing.priceRange', {
    from: formatMoney(range[0], money),
    to: formatMoney(range[1], money),
  });
  return (
    <button
      type="button"
      className="listing__chip"
      aria-label={t('listing.removeFilter', { filter: label })}
      onClick={onRemove}
    >
      {label} ×
    </button>
  );
}

function Toolbar(props: {
  data: ListingData;
  onSort: (key: SortKey) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  const sizeId = useId();
  const sizes = [...new Set([props.data.defaultPageSize, props.data.pageSize, ...PAGE_SIZES])].sort(
    (a, b) => a - b,
  );
  return (
    <div className="listing__toolbar">
      <p className="listing__total">{t('catalog.productCount', { count: props.data.totalProducts })}</p>
      <label htmlFor={sortId}>{t('listing.sortBy')}</label>
      <select
        id={sortId}
        name="sort"
        value={props.data.sortKey}
        onChange={(event) => props.onSort(event.target.value as SortKey)}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`listing.sort.${key}`)}
          </option>
        ))}
      </select>
      <label htmlFor={sizeId}>{t('listing.perPage')}</label>
      <select
        id={sizeId}
        name="limit"
        value={props.data.pageSize}
        onChange={(event) => props.onPageSize(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Paging links (real links: every page has its own url); only pages 1..total. */
export function Pager({
  current,
  total,
  hrefOf,
}: {
  current: number;
  total: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const pages = pageWindow(current, total);
  return (
    <nav className="listing__pager" aria-label={t('listing.pagination')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={hrefOf(current - 1)} rel="prev" preventScrollReset={false}>
              {t('listing.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) =>
          page === undefined ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page">{page}</span>
              ) : (
                <Link to={hrefOf(page)} aria-label={t('listing.page', { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link to={hrefOf(current + 1)} rel="next">
              {t('listing.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The first, last and the pages around the current one; undefined marks a gap. */
function pageWindow(current: number, total: number): Array<number | undefined> {
  const pages: Array<number | undefined> = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== undefined) pages.push(undefined);
  }
  return pages;
}

/** Price range: two slider handles and two typed inputs; applied when a handle is released or the form sent. */
function PriceFilter(props: {
  available: PriceRange;
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}) {
  const { t } = useTranslation();
  const [low, setLow] = useState(props.value[0]);
  const [high, setHigh] = useState(props.value[1]);
  const [min, max] = props.available;
  useEffect(() => {
    setLow(props.value[0]);
    setHigh(props.value[1]);
  }, [props.value[0], props.value[1]]);
  const commit = (nextLow = low, nextHigh = high) => {
    const range: PriceRange = [
      Math.min(Math.max(Math.min(nextLow, nextHigh), min), max),
      Math.min(Math.max(Math.max(nextLow, nextHigh), min), max),
    ];
    if (range[0] === props.value[0] && range[1] === props.value[1]) return;
    props.onChange(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="listing__price" onSubmit={submit} aria-label={t('listing.price')}>
      <fieldset>
        <legend>{t('listing.price')}</legend>
        <div className="listing__price-slider">
          <input
            type="range"
            min={min}
            max={max}
            step={1}
            value={low}
            aria-label={t('listing.priceFrom')}
            onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
            onPointerUp={() => commit()}
            onKeyUp={() => commit()}
          />
          <input
            type="range"
            min={min}
            max={max}
            step={1}
            value={high}
            aria-label={t('listing.priceTo')}
            onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
            onPointerUp={() => commit()}
            onKeyUp={() => commit()}
          />
        </div>
        <label>
          {t('listing.priceFrom')}
          <input
            type="number"
            name="price_from"
            min={min}
            max={max}
            value={low}
            onChange={(event) => setLow(Number(event.target.value))}
          />
        </label>
        <label>
          {t('listing.priceTo')}
          <input
            type="number"
            name="price_to"
            min={min}
            max={max}
            value={high}
            onChange={(event) => setHigh(Number(event.target.value))}
          />
        </label>
        <button type="submit">{t('listing.apply')}</button>
      </fieldset>
    </form>
  );
}
