// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../shared/cart/cart-store';
import { GraphQLRequestError } from '../shared/graphql/client';
import { useMessageStore } from '../shared/messages/message-store';
import { STORAGE_KEYS } from '../shared/storage/keys';
import './session-subscribers';
import { clearSession } from '../shared/session/session';
import { handleAuthorizationError, setSessionExpiryTranslator } from '../shared/session/session-expiry';
import { isLoggedIn, useSessionStore } from '../shared/session/session-store';

function graphQLError(category: string): GraphQLRequestError {
  return new GraphQLRequestError(
    'The current customer is not authorized.',
    [{ message: 'The current customer is not authorized.', extensions: { category } }],
    200,
    'AccountCustomer',
  );
}

/** A browser where a customer logged in earlier: token, cart, payment choice and wishlist id stored. */
function storeLoggedInBrowser() {
  localStorage.setItem(
    STORAGE_KEYS.userToken,
    JSON.stringify({ state: { token: 'customer-token' }, version: 0 }),
  );
  localStorage.setItem(
    STORAGE_KEYS.cartToken,
    JSON.stringify({ state: { token: 'cart-token' }, version: 0 }),
  );
  localStorage.setItem(
    STORAGE_KEYS.checkoutPayment,
    JSON.stringify({ state: { code: 'checkmo' }, version: 0 }),
  );
  localStorage.setItem(
    STORAGE_KEYS.wishlistId,
    JSON.stringify({ state: { guestWishlistId: 'abc' }, version: 0 }),
  );
  void useSessionStore.persist.rehydrate();
  void useCartStore.persist.rehydrate();
  useSessionStore
    .getState()
    .setCustomer({ firstname: 'Anna', lastname: 'Müller', email: 'a@example.com' }, true);
}

function storedToken(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw ? (JSON.parse(raw) as { state: { token?: string } }).state.token : undefined;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  useMessageStore.getState().clear();
  setSessionExpiryTranslator((key) => `translated:${key}`);
});

afterEach(() => localStorage.clear());

describe('logout (docs/BEHAVIOUR.md#login-and-session)', () => {
  it('clears token, approval, user, stored payment, wishlist id and the cart', () => {
    storeLoggedInBrowser();
    expect(isLoggedIn()).toBe(true);
    expect(useCartStore.getState().token).toBe('cart-token');

    clearSession();

    const session = useSessionStore.getState();
    expect(session.token).toBeUndefined();
    expect(session.customer).toBeUndefined();
    expect(session.isApproved).toBe(false);
    expect(isLoggedIn()).toBe(false);
    expect(storedToken(STORAGE_KEYS.userToken)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.checkoutPayment)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.wishlistId) ?? '').not.toContain('abc');
    expect(useCartStore.getState().token).toBeUndefined();
    expect(storedToken(STORAGE_KEYS.cartToken)).toBeUndefined();
  });
});

describe('handleAuthorizationError (docs/BEHAVIOUR.md#login-and-session, #error-texts session expiry)', () => {
  it('logs a logged-in customer out on an authorization error and shows session_expired', () => {
    storeLoggedInBrowser();
    expect(handleAuthorizationError(graphQLError('graphql-authorization'))).toBe(true);
    expect(isLoggedIn()).toBe(false);
    expect(useCartStore.getState().token).toBeUndefined();
    expect(useMessageStore.getState().messages).toMatchObject([
      { type: 'danger', text: 'translated:account.session_expired' },
    ]);
  });

  it.each([
    ['another category', graphQLError('graphql-input')],
    ['an HTTP failure without errors', new GraphQLRequestError('HTTP 502', [], 502, 'AccountCustomer')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['no error at all', undefined],
  ])('leaves the session alone on %s', (_name, error) => {
    storeLoggedInBrowser();
    expect(handleAuthorizationError(error)).toBe(false);
    expect(isLoggedIn()).toBe(true);
    expect(useMessageStore.getState().messages).toEqual([]);
  });

  it('does nothing for a visitor who is not logged in', () => {
    expect(handleAuthorizationError(graphQLError('graphql-authorization'))).toBe(false);
    expect(useMessageStore.getState().messages).toEqual([]);
  });
});
