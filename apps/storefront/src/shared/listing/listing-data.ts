import type { ProductSummary } from '../product-card/products';
import type { ListingAggregation, PriceRange, SortKey } from './listing-state';

/** A listing as loader data: everything the listing components render (serialisable). */
export interface ListingData {
  products: ProductSummary[];
  aggregations: ListingAggregation[];
  activeFilters: Record<string, string[]>;
  priceFilter: PriceRange;
  /** The full price range of the results (rounded). */
  availablePrice: PriceRange;
  currentPage: number;
  pageSize: number;
  defaultPageSize: number;
  totalPages: number;
  totalProducts: number;
  sortKey: SortKey;
  /** False for a non-anchor category: no products are loaded. */
  loadsProducts: boolean;
  /**
   * A search's correction: the text the products were found with when the typed one found
   * nothing, or, without products, texts it may have meant.
   */
  searchSuggestions?: string[];
}
