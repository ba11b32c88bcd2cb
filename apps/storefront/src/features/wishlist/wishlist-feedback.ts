import { reportError } from '../../shared/errors/error-reporting';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { messages } from '../../shared/messages/message-store';
import { handleAuthorizationError, isAuthorizationError } from '../../shared/session/session-expiry';

type Translate = (key: 'wishlist.title' | 'wishlist.failed') => string;

/**
 * A failed wishlist change (docs/BEHAVIOUR.md#error-texts): an authorization error while logged in expires the session;
 * otherwise a danger message titled 'Wensenlijst' with the server's text (or a general one when
 * the api could not be reached).
 */
export function showWishlistFailure(error: unknown, t: Translate): void {
  if (handleAuthorizationError(error)) return;
  const text =
    error instanceof GraphQLRequestError && error.errors.length > 0 ? error.message : t('wishlist.failed');
  if (!(error instanceof GraphQLRequestError)) reportError(error, { operation: 'wishlist' });
  messages.danger(text, t('wishlist.title'));
}

/** The item errors of a change: the first one is shown (docs/BEHAVIOUR.md#error-texts); true when there was one. */
export function showWishlistUserErrors(userErrors: readonly string[], t: Translate): boolean {
  const [first] = userErrors;
  if (first === undefined) return false;
  messages.danger(first, t('wishlist.title'));
  return true;
}

/** A failed load of the wishlist: session expiry on an authorization error, else only reported. */
export function handleWishlistLoadFailure(error: unknown): void {
  if (isAuthorizationError(error)) {
    handleAuthorizationError(error);
    return;
  }
  reportError(error, { operation: 'customerWishlist' });
}
