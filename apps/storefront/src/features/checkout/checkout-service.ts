import {
  CheckoutCartDocument,
  type CheckoutCartFragment,
  CheckoutPlaceOrderDocument,
  type SetPaymentMethodInput,
} from '../../../generated/graphql/graphql';
import type { CartEnvironment } from '../../shared/cart/cart-environment';
import { errorTexts, isNoSuchEntityError } from '../../shared/cart/cart-errors';
import { toCartView } from '../../shared/cart/cart-model';
import { cartToken, resetCart, showCart, trackChange } from '../../shared/cart/cart-store';
import { reportError } from '../../shared/errors/error-reporting';
import { GraphQLRequestError, request, type TypedDocument } from '../../shared/graphql/client';
import { messages } from '../../shared/messages/message-store';
import { handleAuthorizationError, isAuthorizationError } from '../../shared/session/session-expiry';
import { customerToken } from '../../shared/session/session-store';

// The checkout's calls on the cart of the stored token (docs/BEHAVIOUR.md#cart-lifecycle, docs/BEHAVIOUR.md#error-texts errors).

/** With the customer token when logged in; always POST (a cart is one visitor's). */
export function checkoutCall<TResult, TVariables>(
  environment: CartEnvironment,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return request(document, variables, { store: environment.store, token: customerToken(), method: 'POST' });
}

/** A cart the server answered: the checkout shows it, and so do the header and mini-cart. */
function shown(environment: CartEnvironment, cart: CheckoutCartFragment): CheckoutCartFragment {
  showCart(toCartView(cart), environment.store);
  return cart;
}

/**
 * The cart as the checkout needs it; undefined when there is none (no token, or the server does
 * not know it any more: then the token is forgotten). Throws when the call got no answer.
 */
export async function loadCheckoutCart(
  environment: CartEnvironment,
): Promise<CheckoutCartFragment | undefined> {
  const token = cartToken();
  if (!token) return undefined;
  try {
    const data = await checkoutCall(environment, CheckoutCartDocument, { cartId: token });
    if (!data.cart) {
      resetCart();
      return undefined;
    }
    return shown(environment, data.cart);
  } catch (error) {
    if (handleAuthorizationError(error)) return undefined;
    if (isNoSuchEntityError(error) || isAuthorizationError(error)) {
      resetCart();
      return undefined;
    }
    throw error;
  }
}

/** How a failed change is told: the message title and the text when the server gave none. */
export interface ChangeTexts {
  title: string;
  fallback: string;
  operation: string;
}

export type ChangeOutcome = { cart: CheckoutCartFragment } | { error: unknown };

/**
 * Runs one cart change (e-mail, address, shipping method). Success shows the answered cart;
 * failure shows the server's texts as danger messages (docs/BEHAVIOUR.md#error-texts), except an authorization error
 * while logged in, which ends the session instead. The error is handed back for field messages.
 */
export function changeCart(
  environment: CartEnvironment,
  texts: ChangeTexts,
  change: (cartId: string) => Promise<CheckoutCartFragment | null | undefined>,
): Promise<ChangeOutcome> {
  return trackChange(async () => {
    const cartId = cartToken();
    try {
      if (!cartId) throw new Error('no cart token');
      const cart = await change(cartId);
      if (!cart) throw new Error(`${texts.operation} answered no cart`);
      return { cart: shown(environment, cart) };
    } catch (error) {
      showFailure(error, texts);
      if (isNoSuchEntityError(error)) resetCart();
      return { error };
    }
  });
}

/** A failed checkout call as danger messages with the server's text, or the fallback. */
export function showFailure(error: unknown, texts: ChangeTexts): void {
  if (handleAuthorizationError(error)) return;
  if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) {
    reportError(error, { operation: texts.operation });
  }
  for (const text of errorTexts(error, texts.fallback)) messages.danger(text, texts.title);
}

export interface PlacedOrder {
  orderNumber: string;
  redirectUrl: string;
  /** The token of the account created with the order (create_account), if any. */
  customerToken: string | undefined;
}

/** Places the order (setPaymentMethod); undefined when it failed (a message says why). */
export async function placeOrder(
  environment: CartEnvironment,
  input: Omit<SetPaymentMethodInput, 'cart_id'>,
  texts: ChangeTexts,
): Promise<PlacedOrder | undefined> {
  const cartId = cartToken();
  try {
    if (!cartId) throw new Error('no cart token');
    const data = await checkoutCall(environment, CheckoutPlaceOrderDocument, {
      input: { ...input, cart_id: cartId },
    });
    const output = data.setPaymentMethod;
    if (!output) throw new Error('setPaymentMethod answered nothing');
    return {
      orderNumber: output.order.number,
      redirectUrl: output.redirect_url,
      customerToken: output.customer_token ?? undefined,
    };
  } catch (error) {
    showFailure(error, texts);
    return undefined;
  }
}
