import { RouteDocument, type RouteQuery } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { isProductPath, pathOfRelativeUrl, productUrlKey } from '../../shared/routing/catalog-path';
import type { PageContext } from '../../shared/routing/page-context';

/** What a path (without language prefix and filters) leads to (docs/BEHAVIOUR.md#dynamic-routing). */
export type Resolution =
  | { kind: 'category'; uid: string }
  | { kind: 'product'; sku: string }
  | { kind: 'cms-page'; identifier: string }
  | { kind: 'landing-page'; relativeUrl: string }
  | { kind: 'redirect'; path: string }
  | { kind: 'not-found' };

type RouteAnswer = NonNullable<RouteQuery['route']>;

/**
 * Asks the api's route(url) about a path. A lookup the api answers with errors is logged and
 * falls through to not-found (docs/BEHAVIOUR.md#error-texts); an api that cannot be reached is reported and re-thrown
 * (the error page, status 500, rather than telling search engines that every page is gone).
 */
export async function resolveRoute(context: PageContext, basePath: string): Promise<Resolution> {
  try {
    return toResolution(await lookUp(context, basePath));
  } catch (error) {
    const answered = error instanceof GraphQLRequestError && error.errors.length > 0;
    reportError(error, {
      operation: `route lookup of ${basePath}`,
      url: context.url.href,
      level: answered ? 'warning' : 'error',
    });
    if (answered) return { kind: 'not-found' };
    throw error;
  }
}

async function lookUp(context: PageContext, basePath: string): Promise<RouteAnswer | null | undefined> {
  const url = basePath.replace(/^\/+/, '');
  const { route } = await context.call(RouteDocument, { url });
  if (route || !isProductPath(basePath)) return route;
  // A product url is its url key plus .html, wherever it sits: /kleding/jurk-rood.html is jurk-rood.
  const urlKey = productUrlKey(basePath);
  if (!urlKey || urlKey === url) return route;
  return (await context.call(RouteDocument, { url: `${urlKey}.html` })).route;
}

/** The page a route answer leads to; a 301 of a non-CMS type is a redirect to its relative url. */
export function toResolution(route: RouteAnswer | null | undefined): Resolution {
  if (!route) return { kind: 'not-found' };
  if (route.redirect_code === 301 && route.type !== 'CMS_PAGE' && route.relative_url) {
    return { kind: 'redirect', path: pathOfRelativeUrl(route.relative_url) };
  }
  switch (route.type) {
    case 'CATEGORY':
      return 'uid' in route && route.uid ? { kind: 'category', uid: route.uid } : { kind: 'not-found' };
    case 'PRODUCT':
      return 'sku' in route && route.sku ? { kind: 'product', sku: route.sku } : { kind: 'not-found' };
    case 'CMS_PAGE':
      return 'identifier' in route && route.identifier
        ? { kind: 'cms-page', identifier: route.identifier }
        : { kind: 'not-found' };
    case 'LANDING_PAGE':
      return route.relative_url
        ? { kind: 'landing-page', relativeUrl: route.relative_url }
        : { kind: 'not-found' };
    default:
      return { kind: 'not-found' };
  }
}
