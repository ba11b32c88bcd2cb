import { FIXED_ROUTES, type FixedRouteName } from '../shared/routing/fixed-routes';
import { guardRedirect } from '../shared/routing/guards';
import { languageSegment } from '../shared/routing/language-path';
import { redirectWithinShop } from '../shared/routing/safe-path';
import { isLoggedIn } from '../shared/session/session-store';

/**
 * Sends the visitor elsewhere when a route's guard (its `access` in FIXED_ROUTES) is not for them (docs/BEHAVIOUR.md#guards). Called in
 * clientLoaders: the login state lives in the browser (localStorage), never on the server.
 * The target keeps the url's language prefix (a prefix in a browser url is never the default
 * language's: those are redirected away by the server).
 */
export function enforceGuard(route: FixedRouteName, request: Request): void {
  const access = FIXED_ROUTES.find((entry) => entry.name === route)?.access ?? 'everyone';
  const target = guardRedirect(access, isLoggedIn());
  if (!target) return;
  const language = languageSegment(new URL(request.url).pathname);
  // The guarded url never enters the history: the router goes straight to the target.
  throw redirectWithinShop(language ? `/${language}${target}` : target);
}
