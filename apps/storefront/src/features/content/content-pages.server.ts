import {
  CmsPageDocument,
  LandingPageDocument,
  type ProductAttributeFilterInput,
} from '../../../generated/graphql/graphql';
import { LANDING_PAGE_PRODUCT_COUNT } from '../../shared/constants';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { shopOrigins } from '../../shared/html/shop-origins';
import { loadListing } from '../../shared/listing/listing.server';
import { type CatalogFilters, pathOfRelativeUrl } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { cmsPageAlternates, landingPageAlternates } from './content';

/** A CMS page's loader data, by identifier; undefined when the store view has no such page. */
export async function loadCmsPage(context: PageContext, identifier: string) {
  const { config } = context;
  const [data, alternates] = await Promise.all([
    context.load('cms page', () => context.call(CmsPageDocument, { identifier })),
    context.load('cms page alternates', () =>
      cmsPageAlternates(identifier, config.languages, context.callFor),
    ),
  ]);
  const page = data.cmsPage;
  if (!page?.title && !page?.content) return undefined;
  const title = page.title ?? '';
  const path = page.relative_url ? pathOfRelativeUrl(page.relative_url) : context.path;
  return {
    page: 'cms-page' as const,
    seo: context.seo(
      page.meta_title || title,
      page.meta_description || plainTextExcerpt(page.content) || title,
      {
        keywords: page.meta_keywords,
        alternates,
        canonicalPath: path,
        ogType: 'article',
      },
    ),
    alternates,
    cmsPage: {
      identifier: page.identifier ?? identifier,
      heading: page.content_heading || title,
      content: sanitizeHtml(page.content, {
        shopOrigins: shopOrigins(context.url, context.config.publicUrl),
      }),
    },
  };
}

/**
 * A landing page's loader data, by relative url: its content and the listing of its stored
 * product filter (15 a page, docs/BEHAVIOUR.md#api-calls) in the state of the url (filters, sort, page, page size).
 */
export async function loadLandingPage(
  context: PageContext,
  relativeUrl: string,
  filters: CatalogFilters = {},
) {
  const { config } = context;
  const data = await context.load('landing page', () => context.call(LandingPageDocument, { relativeUrl }));
  const page = data.landingPage;
  if (!page) return undefined;
  const path = pathOfRelativeUrl(page.relative_url ?? relativeUrl);
  const [alternates, listing] = await Promise.all([
    page.identifier
      ? context.load('landing page alternates', () =>
          landingPageAlternates(page.identifier as string, config.languages, context.callFor),
        )
      : Promise.resolve({}),
    loadListing(context, {
      filters,
      baseFilter: parseProductFilters(page.product_filters),
      defaultPageSize: LANDING_PAGE_PRODUCT_COUNT,
    }),
  ]);
  const title = page.title ?? '';
  const origins = shopOrigins(context.url, context.config.publicUrl);
  return {
    page: 'landing-page' as const,
    seo: context.seo(
      page.meta_title || title,
      page.meta_description || plainTextExcerpt(page.content) || title,
      {
        keywords: page.meta_keywords,
        alternates,
        // A filtered or sorted view of the page has the page itself as canonical url.
        canonicalPath: path,
        image: listing.products[0]?.image?.url,
      },
    ),
    alternates,
    landingPage: {
      title,
      path,
      content: sanitizeHtml(page.content, { shopOrigins: origins }),
      secondaryContent: sanitizeHtml(page.secondary_content, { shopOrigins: origins }),
      listing,
    },
  };
}

/** The stored filter (JSON in the shape of products' `filter`); a broken one filters nothing. */
function parseProductFilters(json: string | null | undefined): ProductAttributeFilterInput {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ProductAttributeFilterInput)
      : {};
  } catch {
    return {};
  }
}
