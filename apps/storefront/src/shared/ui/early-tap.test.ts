// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { earlyTapScript, replayEarlyTap, takeEarlyAdd } from './early-tap';

// The head script, run as the browser runs it (it is inline html, not a module).
new Function(earlyTapScript())();

function control(name: string) {
  const button = document.createElement('button');
  button.dataset.earlyTap = name;
  const inner = document.createElement('span');
  button.append(inner);
  document.body.append(button);
  return { button, inner };
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
  document.earlyTap = undefined;
  document.earlyAdd = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * A disclosure button and its closed region, as the menu and filter buttons render them (`data-open`)
 * or a menu dropdown (`hidden`).
 */
function disclosure(name: string, shownBy: 'data-open' | 'hidden' = 'data-open') {
  const region = document.createElement('ul');
  region.id = `${name}-region`;
  if (shownBy === 'hidden') region.hidden = true;
  else region.dataset.open = 'false';
  const { button } = control(name);
  button.dataset.earlyOpen = shownBy === 'hidden' ? 'hidden' : 'true';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', region.id);
  document.body.append(region);
  return { button, region };
}

/** An add-to-cart button with a quantity field, as the product page renders it. */
function addToCartButton(quantity: string) {
  const field = document.createElement('input');
  field.type = 'number';
  field.id = 'qty';
  field.value = quantity;
  document.body.append(field);
  const { button } = control('add-to-cart');
  button.dataset.earlyAdd = JSON.stringify([{ sku: 'TEE-1', quantity: 1 }]);
  button.dataset.earlyQuantity = 'qty';
  button.dataset.store = 'de';
  return button;
}

/** Answers the shop's /graphql as the api would, and notes each call. */
function shopApi() {
  const calls: { store: string; query: string; variables: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/graphql');
      const body = JSON.parse(String(init.body));
      const headers = init.headers as Record<string, string>;
      calls.push({ store: headers.Store ?? '', query: body.query, variables: body.variables });
      const data = body.query.includes('createEmptyCart')
        ? { createEmptyCart: 'new-cart' }
        : { addProductsToCart: { cart: { id: body.variables.cartId }, user_errors: [] } };
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('early taps', () => {
  it('clicks once, when live, the last control tapped before hydration started', () => {
    const first = control('menu');
    const second = control('add-to-cart');
    first.button.click();
    second.inner.click();
    const clicked: EventTarget[] = [];
    const note = (event: Event) => event.currentTarget && clicked.push(event.currentTarget);
    second.button.addEventListener('click', note);
    first.button.addEventListener('click', note);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
    replayEarlyTap();
    expect(clicked).toEqual([second.button]);
  });

  it('leaves a tap alone once hydration has started (React handles it) and taps outside the controls', () => {
    const other = document.createElement('button');
    document.body.append(other);
    other.click();
    expect(document.earlyTap).toBeUndefined();
    const { button } = control('filters');
    document.documentElement.dataset.hydrated = 'false';
    button.click();
    expect(document.earlyTap).toBeUndefined();
  });

  it('opens a disclosure at once, closes it on a second tap, and lets React follow the last state', () => {
    const { button, region } = disclosure('menu');
    button.click();
    expect([button.getAttribute('aria-expanded'), region.dataset.open]).toEqual(['true', 'true']);
    button.click();
    expect([button.getAttribute('aria-expanded'), region.dataset.open]).toEqual(['false', 'false']);
    const clicked: string[] = [];
    button.addEventListener('click', () => clicked.push('menu'));
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
    expect(clicked).toEqual([]);
  });

  it('shows a dropdown kept hidden, and clicks every disclosure left open once live, in page order', () => {
    const menu = disclosure('menu');
    const dropdown = disclosure('submenu-7', 'hidden');
    const other = disclosure('submenu-8', 'hidden');
    const cart = control('mini-cart');
    menu.button.click();
    dropdown.button.click();
    expect([dropdown.button.getAttribute('aria-expanded'), dropdown.region.hidden]).toEqual(['true', false]);
    other.button.click();
    other.button.click();
    expect(other.region.hidden).toBe(true);
    cart.button.click();
    const clicked: string[] = [];
    for (const button of [menu.button, dropdown.button, other.button, cart.button])
      button.addEventListener('click', () => clicked.push(button.dataset.earlyTap ?? ''));
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
    expect(clicked).toEqual(['menu', 'submenu-7', 'mini-cart']);
  });

  it("sends a guest's add at once: a new cart, stored, then the items with the quantity typed", async () => {
    const calls = shopApi();
    const button = addToCartButton('3');
    button.click();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.earlyTap).toBeUndefined();
    const early = takeEarlyAdd();
    expect(takeEarlyAdd()).toBeUndefined();
    await expect(early?.answer).resolves.toEqual({ cartId: 'new-cart', userErrors: [] });
    expect(calls.map((call) => call.store)).toEqual(['de', 'de']);
    expect(calls[0]?.query).toContain('createEmptyCart');
    expect(calls[1]?.variables).toEqual({ cartId: 'new-cart', cartItems: [{ sku: 'TEE-1', quantity: 3 }] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartToken) ?? '{}')).toEqual({
      state: { token: 'new-cart' },
      version: 0,
    });
  });

  it("adds to a guest's stored cart, and leaves a customer's add to the live page", async () => {
    const calls = shopApi();
    localStorage.setItem(STORAGE_KEYS.cartToken, JSON.stringify({ state: { token: 'kept' }, version: 0 }));
    addToCartButton('1').click();
    await expect(takeEarlyAdd()?.answer).resolves.toEqual({ cartId: 'kept', userErrors: [] });
    expect(calls).toHaveLength(1);

    document.body.replaceChildren();
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ state: { token: 'customer' }, version: 0 }),
    );
    addToCartButton('1').click();
    expect(takeEarlyAdd()).toBeUndefined();
    expect(document.earlyTap).toBe('add-to-cart');
    expect(calls).toHaveLength(1);
  });
});
