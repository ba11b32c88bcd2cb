// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { setErrorReporter } from '../errors/error-reporting';
import { createTranslator } from '../i18n/translator';
import { useMessageStore } from '../messages/message-store';
import { pageQueryClient } from '../query/query-client';
import { setSessionExpiryTranslator } from '../session/session-expiry';
import { useSessionStore } from '../session/session-store';
import { STORAGE_KEYS } from '../storage/keys';
import type { CartEnvironment } from './cart-environment';
import { type CartView, toSummaryLines } from './cart-model';
import { loadCart } from './cart-queries';
import { addToCart, changeQuantity } from './cart-service';
import {
  cartChangesUnderWay,
  cartQueryKey,
  cartToken,
  currentCartState,
  resetCart,
  showCart,
} from './cart-store';

// The cart rules that decide without asking the server: where the token lives, what a missing
// token means, and what a call that gets no answer shows. (jsdom's fetch cannot reach the
// relative /graphql, exactly like a browser that is offline.) The journeys with the real api are
// in e2e/tests/cart-*.spec.ts.

const t = createTranslator('en', en);
const environment: CartEnvironment = { language: 'en', store: 'en', t };

const cart: CartView = {
  id: 'f'.repeat(32),
  lines: [
    {
      uid: 'MQ==',
      sku: 'S-1',
      name: 'Tee',
      urlKey: 'tee',
      image: undefined,
      options: [],
      quantity: 3,
      isSample: false,
      unitPriceIncludingTax: 10,
      rowTotalIncludingTax: 30,
    },
  ],
  totalQuantity: 3,
  subtotalIncludingTax: 30,
  subtotalExcludingTax: 25.21,
  grandTotal: 30,
  currency: 'EUR',
  appliedCoupons: [],
  totals: { discounts: [], taxes: [], shipping: undefined },
};

const shownCart = () => currentCartState(environment.store);
/** What the header shows of the cart: its lines' quantities and the subtotal. */
const headerSummary = () => {
  const { cart: current } = shownCart();
  return { lines: toSummaryLines(current), subtotalIncludingTax: current?.subtotalIncludingTax };
};

const shown = () =>
  useMessageStore.getState().messages.map(({ type, title, text }) => ({ type, title, text }));

beforeEach(() => {
  window.localStorage.clear();
  useMessageStore.getState().clear();
  useSessionStore.getState().clear();
  resetCart();
  setErrorReporter({ report: vi.fn() });
  setSessionExpiryTranslator((key) => t(key));
});

afterEach(() => window.localStorage.clear());

describe('cart token', () => {
  it('is kept in local storage under the spec key with the shown cart, and forgotten on logout', () => {
    showCart(cart, environment.store);
    expect(cartToken()).toBe(cart.id);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartToken) ?? '{}').state).toEqual({
      token: cart.id,
    });
    expect(headerSummary()).toMatchObject({
      lines: [{ quantity: 3 }],
      subtotalIncludingTax: 30,
    });

    resetCart();
    expect(cartToken()).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartToken) ?? '{}').state).toEqual({});
    expect(shownCart().cart).toBeUndefined();
    expect(headerSummary()).toMatchObject({ lines: [], subtotalIncludingTax: undefined });
  });

  it('keeps a shown cart when a read of the same cart started earlier answers later', async () => {
    // A new guest cart: its token is stored, its query starts reading the still empty cart, then
    // the added line's answer is shown before that read comes back.
    let answerRead: (value: CartView | null) => void = () => {};
    const read = pageQueryClient().fetchQuery({
      queryKey: cartQueryKey(cart.id, environment.store),
      queryFn: () => new Promise<CartView | null>((resolve) => (answerRead = resolve)),
    });
    showCart(cart, environment.store);
    answerRead({ ...cart, lines: [], totalQuantity: 0 });
    await read.catch(() => {});
    expect(headerSummary()).toMatchObject({ lines: [{ quantity: 3 }], subtotalIncludingTax: 30 });
  });

  it('means "no cart" without a stored token: loading asks nothing', async () => {
    await loadCart(environment);
    expect(shownCart()).toMatchObject({ status: 'ready', cart: undefined });
    expect(shown()).toEqual([]);
  });
});

describe('add to cart', () => {
  it('refuses a logged-in user without cart token: cart no longer valid, session expired', async () => {
    useSessionStore.getState().setToken('customer-token');
    expect(await addToCart(environment, [{ sku: 'S-1', quantity: 1 }])).toBe(false);
    expect(shown()).toEqual([
      { type: 'danger', title: 'Add to cart', text: 'Cart is no longer valid' },
      { type: 'danger', title: undefined, text: t('account.session_expired') },
    ]);
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(cartChangesUnderWay()).toBe(0);
  });

  it('shows the shop text titled "Add to cart" when the guest cart cannot be created (no answer)', async () => {
    expect(await addToCart(environment, [{ sku: 'S-1', quantity: 1 }])).toBe(false);
    expect(shown()).toEqual([
      { type: 'danger', title: 'Add to cart', text: 'The product could not be added to the cart.' },
    ]);
    expect(cartToken()).toBeUndefined();
  });
});

describe('cart changes', () => {
  it('need a cart token: a guest without one is told the cart is no longer valid', async () => {
    expect(await changeQuantity(environment, 'MQ==', 2)).toBe(false);
    expect(shown()).toEqual([{ type: 'danger', title: 'Cart', text: 'Cart is no longer valid' }]);
  });

  it('show the shop text when the server cannot be reached, and keep the cart as it was', async () => {
    showCart(cart, environment.store);
    expect(await changeQuantity(environment, 'MQ==', 5)).toBe(false);
    expect(shown()).toEqual([{ type: 'danger', title: 'Cart', text: 'The cart could not be changed.' }]);
    expect(shownCart().cart?.lines[0]?.quantity).toBe(3);
    expect(cartToken()).toBe(cart.id);
  });
});
