import { PartfinderOptionsDocument, PartfinderProductsDocument } from '../../../generated/graphql/graphql';
import { loadListing } from '../../shared/listing/listing.server';
import type { ListingData } from '../../shared/listing/listing-data';
import type { CatalogFilters } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';
import {
  PARTFINDER_PAGE_SIZE,
  PARTFINDER_STEPS,
  type PartfinderSelection,
  type PartfinderStep,
  partFilters,
  selectionFromQuery,
} from './partfinder-selection';

export interface PartfinderChoice {
  id: number;
  label: string;
  count: number;
}

const LISTS = {
  type: 'types',
  brand: 'brands',
  model: 'models',
  year: 'years',
  cilinder: 'cilinders',
} as const;

/** The part finder's data: the choices of every step for the url's selection, and the results once a type is chosen. */
export async function loadPartfinderPage(context: PageContext, filters: CatalogFilters) {
  const { t } = context;
  let selection = selectionFromQuery(context.url.searchParams);
  const data = await context.load('partfinder options', () =>
    context.call(PartfinderOptionsDocument, {
      type_id: selection.type,
      brand_id: selection.brand,
      model_id: selection.model,
      year_id: selection.year,
    }),
  );
  const options = data.partfinderOptions;
  const choices = Object.fromEntries(
    PARTFINDER_STEPS.map((step) => [
      step,
      options[LISTS[step]].map((option) => ({
        id: option.id,
        label: option.label,
        count: option.product_count,
      })),
    ]),
  ) as Record<PartfinderStep, PartfinderChoice[]>;
  // A chosen id that is not among its step's choices ends the selection there.
  const valid: PartfinderSelection = {};
  for (const step of PARTFINDER_STEPS) {
    const value = selection[step];
    if (value === undefined || !choices[step].some((choice) => choice.id === value)) break;
    valid[step] = value;
  }
  selection = valid;
  let listing: ListingData | undefined;
  if (selection.type !== undefined) {
    listing = await loadListing(context, {
      filters,
      defaultPageSize: PARTFINDER_PAGE_SIZE,
      fetchProducts: async ({ filter, ...variables }) =>
        (
          await context.call(PartfinderProductsDocument, {
            ...variables,
            filter,
            partFilters: partFilters(selection),
          })
        ).partfinderSearch,
    });
  }
  const title = t('listing.partfinder');
  return {
    page: 'partfinder' as const,
    selection,
    choices,
    listing,
    columns: context.config.categoryColumns,
    seo: context.seo(title, t('listing.partfinderHint'), {
      noindex: selection.type !== undefined,
      alternates: context.samePathAlternates(),
    }),
  };
}
