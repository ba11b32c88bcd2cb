import { BrandPageDocument, BrandsListDocument } from '../../../generated/graphql/graphql';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { shopOrigins } from '../../shared/html/shop-origins';
import { loadListing } from '../../shared/listing/listing.server';
import { publicMediaUrl } from '../../shared/media/media-url';
import type { CatalogFilters } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { BRAND_ATTRIBUTE, type BrandEntry } from './brand-groups';

/** The brands list page's data. */
export async function loadBrandsPage(context: PageContext) {
  const { t } = context;
  const data = await context.load('brands', () => context.call(BrandsListDocument, {}));
  const brands: BrandEntry[] = data.getBrands.map((brand) => ({
    id: brand.uid,
    title: brand.title,
    path: `/merken/${encodeURIComponent(brand.urlKey)}`,
    logo: publicMediaUrl(brand.logo, context.apiOrigin),
  }));
  const title = t('screens.brands');
  return {
    page: 'brands' as const,
    brands,
    seo: context.seo(title, title, { alternates: context.samePathAlternates() }),
  };
}

/** A brand page's data (content and its products in the url's listing state), or undefined. */
export async function loadBrandPage(context: PageContext, urlKey: string, filters: CatalogFilters) {
  const { config, t } = context;
  const data = await context.load('brand', () => context.call(BrandPageDocument, { urlKey }));
  const brand = data.getBrands.find((entry) => entry.urlKey === urlKey);
  if (!brand) return undefined;
  const path = `/merken/${encodeURIComponent(brand.urlKey)}`;
  const listing = await loadListing(context, {
    filters,
    baseFilter: { [BRAND_ATTRIBUTE]: { eq: brand.attributeValue } },
    defaultPageSize: config.brandProductsPerPage,
  });
  const title = brand.metaTitle || t('listing.brandTitle', { brand: brand.title });
  return {
    page: 'brand' as const,
    seo: context.seo(title, brand.metaDescription || plainTextExcerpt(brand.description) || title, {
      keywords: brand.metaKeywords,
      canonicalPath: path,
      breadcrumbs: [{ name: t('listing.brands'), path: '/merken' }],
      image: publicMediaUrl(brand.image ?? brand.logo, context.apiOrigin),
    }),
    brand: {
      title: brand.title,
      path,
      logo: publicMediaUrl(brand.logo, context.apiOrigin),
      description: sanitizeHtml(brand.description, {
        shopOrigins: shopOrigins(context.url, config.publicUrl),
      }),
    },
    columns: config.categoryColumns,
    listing,
  };
}
