import { loadListing } from '../../shared/listing/listing.server';
import type { ListingData } from '../../shared/listing/listing-data';
import { SEARCH_SORT_MAPPING } from '../../shared/listing/listing-state';
import type { CatalogFilters } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';

/** The search page's data: the listing of the (normalised) text in the url's state. */
export async function loadSearchPage(context: PageContext, query: string, filters: CatalogFilters) {
  const { config, t } = context;
  const title = query ? t('search.titleFor', { query }) : t('screens.search');
  let listing: ListingData | undefined;
  let suggestions: string[] = [];
  if (query) {
    // The correction travels once, as the page's suggestions.
    const { searchSuggestions = [], ...loaded } = await loadListing(context, {
      filters,
      search: query,
      defaultPageSize: config.productsPerPage,
      mapping: SEARCH_SORT_MAPPING,
    });
    listing = loaded;
    suggestions = searchSuggestions.filter((text) => text !== query).slice(0, 5);
  }
  return {
    page: 'search' as const,
    query,
    listing,
    suggestions,
    columns: config.categoryColumns,
    // Result pages are endless variations: they are not indexed.
    seo: context.seo(title, title, { noindex: true, alternates: context.samePathAlternates() }),
  };
}
