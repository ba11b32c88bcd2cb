import { CmsPageDocument, LandingPageDocument } from '../../../generated/graphql/graphql';
import type { PageContext } from '../../app/page-context.server';
import { LANDING_PAGE_PRODUCT_COUNT } from '../../shared/constants';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { pathOfRelativeUrl } from '../../shared/routing/catalog-path';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { toProductSummary } from '../catalog/products';
import { cmsPageAlternates, landingPageAlternates } from './content';

function shopOrigins(context: PageContext): string[] {
  return [
    ...new Set([
      context.url.origin,
      ...(context.config.publicUrl ? [new URL(context.config.publicUrl).origin] : []),
    ]),
  ];
}

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
      content: sanitizeHtml(page.content, { shopOrigins: shopOrigins(context) }),
    },
  };
}

/** A landing page's loader data, by relative url, with the first products of its filter. */
export async function loadLandingPage(context: PageContext, relativeUrl: string) {
  const { config } = context;
  const data = await context.load('landing page', () =>
    context.call(LandingPageDocument, { relativeUrl, pageSize: LANDING_PAGE_PRODUCT_COUNT }),
  );
  const page = data.landingPage;
  if (!page) return undefined;
  const alternates = page.identifier
    ? await context.load('landing page alternates', () =>
        landingPageAlternates(page.identifier as string, config.languages, context.callFor),
      )
    : {};
  const title = page.title ?? '';
  const origins = shopOrigins(context);
  const items = (page.products?.items ?? []).filter((item) => item !== null);
  return {
    page: 'landing-page' as const,
    seo: context.seo(
      page.meta_title || title,
      page.meta_description || plainTextExcerpt(page.content) || title,
      {
        keywords: page.meta_keywords,
        alternates,
        canonicalPath: pathOfRelativeUrl(page.relative_url ?? relativeUrl),
      },
    ),
    alternates,
    landingPage: {
      title,
      content: sanitizeHtml(page.content, { shopOrigins: origins }),
      secondaryContent: sanitizeHtml(page.secondary_content, { shopOrigins: origins }),
      products: {
        items: items.map((item) => toProductSummary(item, context.apiOrigin)),
        totalCount: page.products?.total_count ?? items.length,
      },
    },
  };
}
