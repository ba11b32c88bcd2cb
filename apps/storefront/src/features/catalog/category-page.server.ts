import type { PageContext } from '../../app/page-context.server';
import type { CatalogFilters } from '../../shared/routing/catalog-path';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { categoryAlternates, fetchCategory } from './category';
import { fetchProducts } from './products';

/** A category page's loader data, or undefined when the store view has no such category. */
export async function loadCategoryPage(context: PageContext, uid: string, filters: CatalogFilters) {
  const { config, t } = context;
  const [category, alternates] = await Promise.all([
    context.load('category', () => fetchCategory(context.call, uid)),
    context.load('category alternates', () => categoryAlternates(uid, config.languages, context.callFor)),
  ]);
  if (!category) return undefined;
  const products = await context.load('category products', () =>
    fetchProducts(
      context.call,
      {
        filter: { category_uid: { eq: category.id }, ...priceFilter(filters) },
        pageSize: config.productsPerPage,
        currentPage: 1,
        sort: { [config.defaultSort.field]: config.defaultSort.direction },
      },
      context.apiOrigin,
    ),
  );
  const description = plainTextExcerpt(category.description);
  return {
    page: 'category' as const,
    seo: context.seo(
      category.meta.title || t('catalog.categoryTitle', { category: category.name }),
      category.meta.description ||
        description ||
        t('catalog.categoryDescription', { category: category.name, shopName: config.shopName }),
      {
        keywords: category.meta.keywords,
        alternates,
        // A filtered listing is a view of its category: one canonical url for all of them.
        canonicalPath: category.path,
        breadcrumbs: category.breadcrumbs,
        image: products.items[0]?.image?.url,
      },
    ),
    alternates,
    category,
    filters,
    products,
  };
}

/** The url's price filter (price:10-50) as the api's range filter; other filters come with the listing. */
export function priceFilter(filters: CatalogFilters): { price?: { from?: string; to?: string } } {
  const [range] = filters.price ?? [];
  const match = range ? /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(range) : null;
  if (!match || (!match[1] && !match[2])) return {};
  return { price: { from: match[1], to: match[2] } };
}
