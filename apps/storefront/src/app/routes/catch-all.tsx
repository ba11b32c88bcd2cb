import { useLocation } from 'react-router';
import { loadCategoryPage } from '../../features/catalog/index.server';
import { loadCmsPage, loadLandingPage } from '../../features/content/index.server';
import { loadProductPage } from '../../features/product/index.server';
import { resolveRoute } from '../../features/routing/index.server';
import { lazyWithTimeout } from '../../shared/errors/chunk-load';
import { buildCatalogPath, parseCatalogPath } from '../../shared/routing/catalog-path';
import { localizePath } from '../../shared/routing/language-path';
import { RouteCache, routeCacheKey } from '../../shared/routing/route-cache';
import { redirectWithinShop } from '../../shared/routing/safe-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { withPageScripts } from '../page-scripts.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/catch-all';

// Each page type's script loads only on pages of that type. No Suspense boundary is above
// them: the server waits for the module and renders the page as before, and the browser keeps the
// server's html while hydration waits for the chunk; a navigation keeps the current page meanwhile.
const CategoryPage = lazyWithTimeout(async () => ({
  default: (await import('../../features/catalog/CategoryPage')).CategoryPage,
}));
const ProductPage = lazyWithTimeout(async () => ({
  default: (await import('../../features/product/ProductPage')).ProductPage,
}));
const CmsPage = lazyWithTimeout(async () => ({
  default: (await import('../../features/content/CmsPage')).CmsPage,
}));
const LandingPage = lazyWithTimeout(async () => ({
  default: (await import('../../features/content/LandingPage')).LandingPage,
}));

/**
 * Every path that is not a fixed route: resolved by the api (docs/BEHAVIOUR.md#dynamic-routing), then
 * the page of its type is loaded. Unknown paths get the not-found page with status 404; moved
 * ones a 301.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const { basePath, filters } = parseCatalogPath(context.path);
  if (basePath === '/') return notFound(context);

  const resolution = await resolveRoute(context, basePath);
  switch (resolution.kind) {
    case 'not-found':
      return notFound(context);
    case 'redirect':
      // A real 301 on the server; in the browser the router goes straight to the new url, so the
      // old one never enters the history (a replace of the requested url).
      throw redirectWithinShop(
        `${localizePath(buildCatalogPath(resolution.path, filters), context.language, context.config)}${args.url.search}`,
        301,
      );
    case 'category':
      return (
        withPageScripts(await loadCategoryPage(context, resolution.uid, filters), 'CategoryPage') ??
        notFound(context)
      );
    case 'product':
      return (
        withPageScripts(await loadProductPage(context, resolution.sku), 'ProductPage') ?? notFound(context)
      );
    case 'cms-page':
      return (
        withPageScripts(await loadCmsPage(context, resolution.identifier), 'CmsPage') ?? notFound(context)
      );
    case 'landing-page':
      return (
        withPageScripts(await loadLandingPage(context, resolution.relativeUrl, filters), 'LandingPage') ??
        notFound(context)
      );
  }
}

type ServerData = Awaited<ReturnType<Route.ClientLoaderArgs['serverLoader']>>;

const remembered = new RouteCache<ServerData>();

/** Resolved pages are remembered in the browser, so going back is instant. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const key = routeCacheKey(request.url);
  const cached = remembered.get(key);
  if (cached) return cached;
  const data = await serverLoader();
  rememberPage(key, data);
  return data;
}

function rememberPage(key: string, data: ServerData) {
  if (data.page !== 'not-found') remembered.set(key, data);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...(loaderData && 'pageScripts' in loaderData ? loaderData.pageScripts : []).map((href) => ({
    tagName: 'link' as const,
    rel: 'modulepreload',
    href,
  })),
];

// The page the browser started on came with the html, and the client loader does not run for it (run
// at hydration it would only hand back the same data, and the router would render the whole page a
// second time). It is remembered at its first render in the browser: an effect would wait until the
// whole page has hydrated, and the shopper may have gone on to another page by then. On the server
// nothing is remembered.
let startPageRemembered = typeof document === 'undefined';

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  if (!startPageRemembered) {
    startPageRemembered = true;
    rememberPage(routeCacheKey(pathname + search), loaderData);
  }
  switch (loaderData.page) {
    case 'not-found':
      return <NotFoundPage />;
    case 'category':
      return (
        <CategoryPage
          category={loaderData.category}
          description={loaderData.description}
          listing={loaderData.listing}
          columns={loaderData.columns}
          sliders={loaderData.sliders}
          categoryId={loaderData.categoryId}
        />
      );
    case 'product':
      return <ProductPage data={loaderData} />;
    case 'cms-page':
      return <CmsPage page={loaderData.cmsPage} />;
    case 'landing-page':
      return <LandingPage page={loaderData.landingPage} />;
  }
}
