import { LOADING_HIDE_DELAY_MS, LOADING_HIDE_DELAY_SHORT_MS } from '../constants';
import { fixedRouteOfId } from './fixed-routes';

const SHORT_DELAY_ROUTES = new Set(['login', 'account', 'page-not-found']);

/**
 * How long the loading indicator stays on after a navigation ended on this route: 500 ms for the
 * login, account and not-found pages (also a not-found answer of the catch-all), else 1000 ms.
 */
export function loadingHideDelay(route: { id: string; data?: unknown } | undefined): number {
  if (!route) return LOADING_HIDE_DELAY_MS;
  const fixed = fixedRouteOfId(route.id);
  if (fixed && SHORT_DELAY_ROUTES.has(fixed.name)) return LOADING_HIDE_DELAY_SHORT_MS;
  const page = (route.data as { page?: unknown } | null | undefined)?.page;
  return page === 'not-found' ? LOADING_HIDE_DELAY_SHORT_MS : LOADING_HIDE_DELAY_MS;
}
