import { GraphQLRequestError } from '../graphql/client';
import { messages } from '../messages/message-store';
import { clearSession } from './session';
import { isLoggedIn } from './session-store';

/** The error category the api answers for a missing, expired or revoked customer token. */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization';

type Translate = (key: 'account.session_expired') => string;

// The shell registers the translator of the current language (SessionKeeper): expiry is triggered
// from plain functions outside React. Until then the message shows its key.
let translate: Translate = (key) => key;

export function setSessionExpiryTranslator(translator: Translate): void {
  translate = translator;
}

export function isAuthorizationError(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.some((entry) => entry.extensions?.category === AUTHORIZATION_CATEGORY)
  );
}

/** Logs out locally and shows the danger message 'session_expired' (docs/BEHAVIOUR.md#login-and-session, #error-texts). */
export function expireSession(): void {
  clearSession();
  messages.danger(translate('account.session_expired'));
}

/**
 * For every call made with the customer token: an authorization-category error while logged in
 * means the session has expired (docs/BEHAVIOUR.md#error-texts), so the user is logged out and told so instead of
 * seeing the error. Returns true when it did that; false leaves the error to the caller.
 */
export function handleAuthorizationError(error: unknown): boolean {
  if (!isAuthorizationError(error) || !isLoggedIn()) return false;
  expireSession();
  return true;
}
