import { formatMessage } from '@shop/validation';
import {
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  CartDocument,
  type CartItemInput,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  FreeShippingAmountDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
} from '../../../generated/graphql/graphql';
import { reportError } from '../errors/error-reporting';
import { GraphQLRequestError, request, type TypedDocument } from '../graphql/client';
import { messages } from '../messages/message-store';
import { expireSession, handleAuthorizationError, isAuthorizationError } from '../session/session-expiry';
import { customerToken, isLoggedIn } from '../session/session-store';
import type { EarlyAdd } from '../ui/early-tap';
import type { CartEnvironment } from './cart-environment';
import { errorTexts, isNoSuchEntityError, userErrorTexts } from './cart-errors';
import { type CartView, toCartView } from './cart-model';
import { cartToken, resetCart, setCartToken, showCart, trackChange } from './cart-store';
import { appliedCouponCode } from './coupon';

// The cart lifecycle of docs/BEHAVIOUR.md#cart-lifecycle and the cart errors of docs/BEHAVIOUR.md#error-texts: the cart
// reads and the changes, which put the answered cart into the query cache (cart-store.ts), as plain
// functions: the hooks in use-cart.ts and use-add-to-cart.ts bind them to the current language. The
// module loads on first use (cart-queries.ts).

/**
 * Calls with the customer token when logged in; otherwise the storefront server adds the shop
 * token. Always POST (reads too): a cart is one visitor's, and a shop-token GET would be an
 * answer that shared caches may keep.
 */
function call<TResult, TVariables>(
  environment: CartEnvironment,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return request(document, variables, { store: environment.store, token: customerToken(), method: 'POST' });
}

/** The cart query's read (cart-queries.ts). */
export async function fetchCart(environment: CartEnvironment, token: string): Promise<CartView | null> {
  try {
    const data = await call(environment, CartDocument, { cartId: token });
    if (data.cart) return toCartView(data.cart);
    forgetToken(token);
    return null;
  } catch (error) {
    if (handleAuthorizationError(error)) return null;
    // Unknown, merged or ordered cart, or (as a guest) a customer's cart: the token is of no use.
    if (isNoSuchEntityError(error) || isAuthorizationError(error)) {
      forgetToken(token);
      return null;
    }
    reportError(error, { operation: 'cart' });
    throw error;
  }
}

/** A login merge or a reset may have replaced the token meanwhile: only the token asked about goes. */
function forgetToken(token: string): void {
  if (cartToken() === token) resetCart();
}

/** The free-shipping amount query's read (cart-queries.ts). */
export async function fetchFreeShippingAmount(environment: CartEnvironment): Promise<number | null> {
  try {
    const data = await request(FreeShippingAmountDocument, {}, { store: environment.store });
    return data.freeShippingAmount?.default_amount ?? null;
  } catch (error) {
    reportError(error, { operation: 'freeShippingAmount' });
    throw error;
  }
}

/**
 * Adds products (docs/BEHAVIOUR.md#login-and-session, #error-texts): without a cart token a guest cart is created first (a logged-in
 * user without one has lost their session); problems show as danger messages titled 'Add to cart'
 * with the server's text. True when every item was added.
 */
export function addToCart(environment: CartEnvironment, items: CartItemInput[]): Promise<boolean> {
  const { t } = environment;
  const title = t('cart.addToCartTitle');
  // The spec's 'Kan het product niet toevoegen aan de winkelwagen.' (shared with the api).
  const fallback = formatMessage(environment.language, 'cart.add_failed');
  return trackChange(async () => {
    // A stored guest cart may be gone (ordered or merged): then one new cart is tried.
    for (let attempt = 0; ; attempt++) {
      const cartId = await cartIdForChange(environment, title, true);
      if (!cartId) return false;
      try {
        const data = await call(environment, AddProductsToCartDocument, { cartId, cartItems: items });
        const output = data.addProductsToCart;
        if (!output) throw new Error('addProductsToCart answered nothing');
        showCart(toCartView(output.cart), environment.store);
        return reportAdded(environment, output.user_errors);
      } catch (error) {
        if (attempt === 0 && isNoSuchEntityError(error) && !isLoggedIn()) {
          resetCart();
          continue;
        }
        return failed(error, title, fallback, 'addProductsToCart');
      }
    }
  });
}

/** 'Product added', or the server's reasons why not, as messages; true when every item was added. */
function reportAdded(
  environment: CartEnvironment,
  userErrors: ReadonlyArray<{ message: string } | null> | null | undefined,
): boolean {
  const { t } = environment;
  const title = t('cart.addToCartTitle');
  const problems = userErrorTexts(userErrors, formatMessage(environment.language, 'cart.add_failed'));
  for (const text of problems) messages.danger(text, title);
  if (problems.length === 0) messages.success(t('cart.productAdded'), title);
  return problems.length === 0;
}

/**
 * Finishes an add that a tap sent before the page was live (shared/ui/early-tap.ts) as addToCart
 * would have: its cart becomes the stored one and is read, and the messages say how it went. An
 * add that got an error (a cart that is gone, say) added nothing: then it is made again as
 * addToCart makes it, which also happens, as with any retried add, when the answer was lost on its
 * way back.
 */
export async function finishEarlyAdd(environment: CartEnvironment, early: EarlyAdd): Promise<boolean> {
  const answer = await early.answer.catch(() => undefined);
  if (!answer) return addToCart(environment, early.items);
  return trackChange(async () => {
    setCartToken(answer.cartId);
    const cart = await fetchCart(environment, answer.cartId).catch(() => null);
    if (cart) showCart(cart, environment.store);
    return reportAdded(environment, answer.userErrors);
  });
}

/** Sets a line's quantity; 0 or less removes the line. True when the server took it. */
export function changeQuantity(
  environment: CartEnvironment,
  itemUid: string,
  quantity: number,
): Promise<boolean> {
  if (quantity <= 0) return removeLine(environment, itemUid);
  const title = environment.t('cart.title');
  const fallback = environment.t('cart.updateFailed');
  return trackChange(async () => {
    const cartId = await cartIdForChange(environment, title, false);
    if (!cartId) return false;
    try {
      const data = await call(environment, UpdateCartItemsDocument, {
        cartId,
        items: [{ cart_item_uid: itemUid, quantity }],
      });
      const output = data.updateCartItems;
      if (!output) throw new Error('updateCartItems answered nothing');
      showCart(toCartView(output.cart), environment.store);
      const problems = userErrorTexts(output.errors, fallback);
      for (const text of problems) messages.danger(text, title);
      return problems.length === 0;
    } catch (error) {
      return failedChange(environment, error, title, fallback, 'updateCartItems');
    }
  });
}

export function removeLine(environment: CartEnvironment, itemUid: string): Promise<boolean> {
  const title = environment.t('cart.title');
  const fallback = environment.t('cart.updateFailed');
  return trackChange(async () => {
    const cartId = await cartIdForChange(environment, title, false);
    if (!cartId) return false;
    try {
      const data = await call(environment, RemoveItemFromCartDocument, { cartId, itemUid });
      const cart = data.removeItemFromCart?.cart;
      if (!cart) throw new Error('removeItemFromCart answered no cart');
      showCart(toCartView(cart), environment.store);
      return true;
    } catch (error) {
      return failedChange(environment, error, title, fallback, 'removeItemFromCart');
    }
  });
}

/**
 * After an order was loaded by its hash (docs/BEHAVIOUR.md#login-and-session): the ordered cart's token is forgotten. A
 * logged-in customer carries on with the api's customer cart (a new one once the order took the
 * old), so that they are never left without a cart token (which would count as session expiry).
 */
export async function forgetOrderedCart(environment: CartEnvironment): Promise<void> {
  resetCart();
  if (!isLoggedIn()) return;
  try {
    const data = await call(environment, CustomerCartDocument, {});
    showCart(toCartView(data.customerCart), environment.store);
  } catch (error) {
    if (handleAuthorizationError(error)) return;
    reportError(error, { operation: 'customerCart' });
  }
}

/** How applying or removing a coupon went: the code as the cart names it, or the texts of why not. */
export type CouponResult = { done: true; code: string } | { done: false; errors: string[] };

/**
 * Applies a coupon (docs/BEHAVIOUR.md#cart-lifecycle: a cart change, so the cart is shown as the server answers it). The
 * server's refusal texts (unknown, expired, minimum …) come back for the coupon form to show.
 */
export function applyCoupon(environment: CartEnvironment, code: string): Promise<CouponResult> {
  const { t } = environment;
  return trackChange(async () => {
    const cartId = await cartIdForChange(environment, t('cart.title'), false);
    if (!cartId) return { done: false, errors: [] };
    try {
      const data = await call(environment, ApplyCouponToCartDocument, { cartId, couponCode: code });
      const cart = data.applyCouponToCart?.cart;
      if (!cart) throw new Error('applyCouponToCart answered no cart');
      const view = toCartView(cart);
      showCart(view, environment.store);
      return { done: true, code: appliedCouponCode(view.appliedCoupons, code) };
    } catch (error) {
      return couponFailed(environment, error, t('cart.couponFailed'), 'applyCouponToCart');
    }
  });
}

/** Removes the cart's coupon (the api keeps at most one: removeCouponFromCart takes no code). */
export function removeCoupon(environment: CartEnvironment, code: string): Promise<CouponResult> {
  const { t } = environment;
  return trackChange(async () => {
    const cartId = await cartIdForChange(environment, t('cart.title'), false);
    if (!cartId) return { done: false, errors: [] };
    try {
      const data = await call(environment, RemoveCouponFromCartDocument, { cartId });
      const cart = data.removeCouponFromCart?.cart;
      if (!cart) throw new Error('removeCouponFromCart answered no cart');
      showCart(toCartView(cart), environment.store);
      return { done: true, code };
    } catch (error) {
      return couponFailed(environment, error, t('cart.couponRemoveFailed'), 'removeCouponFromCart');
    }
  });
}

/** After a change found the cart or a line gone: the cart as the server has it now (or none). */
async function readCartAgain(environment: CartEnvironment): Promise<void> {
  const token = cartToken();
  if (!token) return;
  const cart = await fetchCart(environment, token).catch(() => undefined);
  if (cart) showCart(cart, environment.store);
}

/** Like `failedChange`, but the texts go back to the coupon form instead of danger messages. */
async function couponFailed(
  environment: CartEnvironment,
  error: unknown,
  fallback: string,
  operation: string,
): Promise<CouponResult> {
  if (handleAuthorizationError(error)) return { done: false, errors: [] };
  if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) reportError(error, { operation });
  if (isNoSuchEntityError(error)) await readCartAgain(environment);
  return { done: false, errors: errorTexts(error, fallback) };
}

/**
 * The token a change goes to. Missing: a guest gets a new cart when adding; otherwise the change
 * fails with 'Cart is no longer valid', and a logged-in user's session has expired (docs/BEHAVIOUR.md#login-and-session, #error-texts).
 */
async function cartIdForChange(
  environment: CartEnvironment,
  title: string,
  createForGuest: boolean,
): Promise<string | undefined> {
  const token = cartToken();
  if (token) return token;
  if (isLoggedIn() || !createForGuest) {
    messages.danger(environment.t('cart.noLongerValid'), title);
    if (isLoggedIn()) expireSession();
    return undefined;
  }
  try {
    const data = await call(environment, CreateEmptyCartDocument, {});
    if (!data.createEmptyCart) throw new Error('createEmptyCart answered no token');
    setCartToken(data.createEmptyCart);
    return data.createEmptyCart;
  } catch (error) {
    failed(error, title, formatMessage(environment.language, 'cart.add_failed'), 'createEmptyCart');
    return undefined;
  }
}

/**
 * A failed call: an authorization error while logged in expires the session (no message of its
 * own); anything else shows the server's texts, or the fallback when the call got no answer.
 */
function failed(error: unknown, title: string, fallback: string, operation: string): false {
  if (handleAuthorizationError(error)) return false;
  if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) reportError(error, { operation });
  for (const text of errorTexts(error, fallback)) messages.danger(text, title);
  return false;
}

/** A failed change of an existing line: the cart (or the line) may be gone, so it is read again. */
async function failedChange(
  environment: CartEnvironment,
  error: unknown,
  title: string,
  fallback: string,
  operation: string,
): Promise<false> {
  failed(error, title, fallback, operation);
  if (isNoSuchEntityError(error)) await readCartAgain(environment);
  return false;
}
