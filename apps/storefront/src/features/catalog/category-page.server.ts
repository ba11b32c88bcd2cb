import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { loadListing } from '../../shared/listing/listing.server';
import type { CatalogFilters } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { categoryAlternates, fetchCategory } from './category';
import { categoryIdOfUid, fetchCategorySliders, type SliderView } from './slider';

/** A category page's loader data, or undefined when the store view has no such category. */
export async function loadCategoryPage(context: PageContext, uid: string, filters: CatalogFilters) {
  const { config, t } = context;
  const [category, alternates] = await Promise.all([
    context.load('category', () => fetchCategory(context.call, uid)),
    context.load('category alternates', () => categoryAlternates(uid, config.languages, context.callFor)),
  ]);
  if (!category) return undefined;
  // The raw description and the meta fields go into the SEO tags and the sanitised description: the
  // browser's copy of the loader data holds only what the page renders.
  const { description: descriptionHtml, meta, ...shownCategory } = category;
  const categoryId = categoryIdOfUid(category.id);
  // The slider is an extra of the page: a failure is reported (by load) and the page goes on without it.
  const slidersLoad: Promise<SliderView[]> =
    categoryId === undefined
      ? Promise.resolve([])
      : context
          .load('category sliders', () => fetchCategorySliders(context.call, categoryId, context.apiOrigin))
          .catch(() => []);
  // The listing state of the url (filters, price, sort, page, page size): docs/BEHAVIOUR.md#listing-state.
  const listing = await loadListing(context, {
    filters,
    baseFilter: { category_uid: { eq: category.id } },
    category: { uid: category.id, isAnchor: category.isAnchor },
    defaultPageSize: config.productsPerPage,
  });
  const sliders = await slidersLoad;
  const description = plainTextExcerpt(descriptionHtml);
  return {
    page: 'category' as const,
    seo: context.seo(
      meta.title || t('catalog.categoryTitle', { category: category.name }),
      meta.description ||
        description ||
        t('catalog.categoryDescription', { category: category.name, shopName: config.shopName }),
      {
        keywords: meta.keywords,
        alternates,
        // A filtered listing is a view of its category: one canonical url for all of them.
        canonicalPath: category.path,
        breadcrumbs: category.breadcrumbs,
        image: listing.products[0]?.image?.url,
      },
    ),
    alternates,
    category: shownCategory,
    // Links to the shop itself become internal links (docs/BEHAVIOUR.md#category-page).
    description: sanitizeHtml(descriptionHtml, { shopOrigins: shopOrigins(context) }),
    columns: config.categoryColumns,
    filters,
    listing,
    sliders,
    categoryId,
  };
}

function shopOrigins(context: PageContext): string[] {
  return [
    ...new Set([
      context.url.origin,
      ...(context.config.publicUrl ? [new URL(context.config.publicUrl).origin] : []),
    ]),
  ];
}
