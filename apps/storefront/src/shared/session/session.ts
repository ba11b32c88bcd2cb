import {
  SessionCustomerDocument,
  SessionLoginDocument,
  SessionLogoutDocument,
} from '../../../generated/graphql/graphql';
import { reportError } from '../errors/error-reporting';
import { request } from '../graphql/client';
import { STORAGE_KEYS } from '../storage/keys';
import { customerToken, useSessionStore } from './session-store';

/** Store view of the current language: the api answers errors in its language. */
export interface SessionOptions {
  store: string | undefined;
}

/**
 * What a part of the shop does when a customer's session starts or ends (the cart and the wishlist
 * merge the guest's items, and forget the customer's at logout). app/session-subscribers.ts
 * registers them, so that the session does not depend on the features that react to it.
 */
export interface SessionSubscriber {
  /** Names the work in error reports (e.g. 'mergeGuestCartAfterLogin'). */
  loginOperation: string;
  afterLogin(token: string, options: SessionOptions): Promise<void>;
  afterLogout(): void;
}

const subscribers: SessionSubscriber[] = [];

/** Adds a subscriber once (a second call with the same one changes nothing). */
export function subscribeToSession(subscriber: SessionSubscriber): void {
  if (!subscribers.includes(subscriber)) subscribers.push(subscriber);
}

/**
 * Logs in with e-mail and password (docs/BEHAVIOUR.md#login-and-session). Throws the api's error (wrong
 * password, locked) and a profile failure; in both cases the visitor stays logged out.
 */
export async function login(email: string, password: string, options: SessionOptions): Promise<void> {
  const data = await request(SessionLoginDocument, { email, password }, { store: options.store });
  const token = data.generateCustomerToken?.token;
  if (!token) throw new Error('generateCustomerToken answered no token');
  await startSession(token, options);
}

/**
 * Makes a new customer token the session's (login, account creation, a token from an order):
 * the profile is fetched with it first (a failure reverts the login state and throws), then the
 * guest cart and wishlist are merged into the customer's.
 */
export async function startSession(token: string, options: SessionOptions): Promise<void> {
  const store = useSessionStore.getState();
  store.setToken(token);
  try {
    await loadProfile(token, options);
  } catch (error) {
    store.clear();
    throw error;
  }
  // A failed merge must not undo the login: the guest items stay where they were.
  await Promise.all(
    subscribers.map((subscriber) =>
      subscriber
        .afterLogin(token, options)
        .catch((error: unknown) => reportError(error, { operation: subscriber.loginOperation })),
    ),
  );
}

/** Fetches the profile of a token into the session; throws when the api refuses the token. */
export async function loadProfile(token: string, options: SessionOptions): Promise<void> {
  const data = await request(SessionCustomerDocument, {}, { store: options.store, token });
  const customer = data.customer;
  if (!customer) throw new Error('customer answered no profile');
  useSessionStore.getState().setCustomer(
    {
      firstname: customer.firstname ?? null,
      lastname: customer.lastname ?? null,
      email: customer.email ?? null,
    },
    customer.is_approved,
  );
}

/**
 * Logs out: the api revokes the token (a failure there is only reported: the browser forgets the
 * token either way), then the local session is cleared.
 */
export async function logout(options: SessionOptions): Promise<void> {
  const token = customerToken();
  if (token) {
    await request(SessionLogoutDocument, {}, { store: options.store, token }).catch((error: unknown) =>
      reportError(error, { operation: 'revokeCustomerToken' }),
    );
  }
  clearSession();
}

/**
 * Forgets everything of the logged-in customer in this browser (docs/BEHAVIOUR.md#login-and-session): token, approval and
 * profile, the stored payment choice and wishlist id, and the cart and wishlist state.
 */
export function clearSession(): void {
  useSessionStore.getState().clear();
  removeStoredItem(STORAGE_KEYS.checkoutPayment);
  removeStoredItem(STORAGE_KEYS.wishlistId);
  for (const subscriber of subscribers) subscriber.afterLogout();
}

function removeStoredItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // No or blocked storage: nothing was stored.
  }
}
