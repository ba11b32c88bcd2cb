import type { Access } from './fixed-routes';

/**
 * Where a visitor is sent instead of a guarded route (docs/BEHAVIOUR.md#guards), as a path without
 * language prefix, or undefined when the visitor may stay:
 * logged-in customers on login or create-account go to the account page, anonymous visitors on
 * the account page go to login.
 */
export function guardRedirect(access: Access, loggedIn: boolean): '/account' | '/login' | undefined {
  if (access === 'guests' && loggedIn) return '/account';
  if (access === 'customers' && !loggedIn) return '/login';
  return undefined;
}
