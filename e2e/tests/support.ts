import { expect, type Locator, type Page } from '@playwright/test';

export function storefrontUrl(path = '/'): string {
  const base = process.env.E2E_STOREFRONT_URL;
  if (!base) throw new Error('E2E_STOREFRONT_URL is not set (global-setup.ts starts the servers)');
  return new URL(path, base).toString();
}

/** Asks the api directly, to compare what the page shows with what the database holds. */
export async function apiQuery<Data>(
  query: string,
  variables: Record<string, unknown>,
  store = 'de',
): Promise<Data> {
  const base = process.env.E2E_API_URL;
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${base}/graphql?${params}`, { headers: { store } });
  const body = (await response.json()) as { data: Data; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Collects console errors and React hydration warnings of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A url of the Dutch deployment (nl default, en and de prefixed), started by global-setup.ts. */
export function storefrontNlUrl(path = '/'): string {
  const base = process.env.E2E_STOREFRONT_NL_URL;
  if (!base) throw new Error('E2E_STOREFRONT_NL_URL is not set (global-setup.ts starts the servers)');
  return new URL(path, base).toString();
}

export interface MenuCategory {
  uid: string;
  name: string;
  url_path: string;
  include_in_menu: number;
  position: number;
  children: MenuCategory[] | null;
}

/** The main menu as the api has it: the root category's children, flagged and sorted like the menu. */
export async function menuCategories(store = 'de', rootId = '3'): Promise<MenuCategory[]> {
  const data = await apiQuery<{ categoryList: { children: MenuCategory[] }[] }>(
    `query ($id: String) { categoryList(filters: { ids: { eq: $id } }) { children {
      uid name url_path include_in_menu position
      children { uid name url_path include_in_menu position children { uid } } } } }`,
    { id: rootId },
    store,
  );
  const inMenu = (list: MenuCategory[] | null | undefined) =>
    (list ?? []).filter((category) => category.include_in_menu === 1).sort((a, b) => a.position - b.position);
  return inMenu(data.categoryList[0]?.children).map((category) => ({
    ...category,
    children: inMenu(category.children),
  }));
}

/**
 * Starts one more storefront (the production build) on a free port against the e2e api, for a
 * journey that must stop its server (offline). `output()` is what it logged so far; `stop()` ends it.
 */
export async function startOwnStorefront(
  env: Record<string, string> = {},
): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const { createServer } = await import('node:net');
  const { resolve } = await import('node:path');
  const port = await new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const root = resolve(import.meta.dirname, '../..');
  const output: string[] = [];
  const child = spawn(process.execPath, ['apps/storefront/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STOREFRONT_PORT: String(port),
      STOREFRONT_HOST: '127.0.0.1',
      STOREFRONT_METRICS_PORT: 'off',
      GRAPHQL_ENDPOINT: `${process.env.E2E_API_URL}/graphql`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited early:\n${output.join('')}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`storefront did not start:\n${output.join('')}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, output: () => output.join(''), stop };
}

/** The api's own url (global-setup.ts), e.g. for its dev mailbox. */
export function apiUrl(path = '/'): string {
  const base = process.env.E2E_API_URL;
  if (!base) throw new Error('E2E_API_URL is not set (global-setup.ts starts the servers)');
  return new URL(path, base).toString();
}

/**
 * Sends a mutation straight to the api (e.g. to create the customer a journey starts with);
 * `token` is sent as the bearer token (a customer token, the consumer key).
 */
export async function apiMutation<Data>(
  query: string,
  variables: Record<string, unknown>,
  store = 'de',
  token?: string,
): Promise<Data> {
  const response = await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Data; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The api's e-mails to one address, newest first, from its dev mailbox (DEV_MAILBOX=true in global-setup.ts). */
export async function mailsTo(email: string): Promise<{ subject: string; template: string; text: string }[]> {
  const response = await fetch(apiUrl(`/dev/mailbox.json?to=${encodeURIComponent(email)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { subject: string; template: string; text: string }[] }).items;
}

/** The app has hydrated: the router runs in the browser and clicks and choices reach React. */
export async function routerReady(page: Page) {
  // A wait, not a speed check: on a busy machine the account screens took up to 3.7 s to hydrate,
  // close to the 5 s every other expectation waits.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** A guest cart made over GraphQL with the given items; its token. */
export async function createGuestCart(
  items: { sku: string; quantity: number }[],
  store = 'de',
): Promise<string> {
  const created = await apiMutation<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, store);
  const added = await apiMutation<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
    { cartId: created.createEmptyCart, items },
    store,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return created.createEmptyCart;
}

export interface ApiCart {
  items: { uid: string; quantity: number; product: { sku: string } }[];
  prices: { subtotal_including_tax: { value: number } };
}

/** A cart as the api holds it. */
export async function cartOf(token: string, store = 'de'): Promise<ApiCart> {
  const data = await apiMutation<{ cart: ApiCart }>(
    `query ($id: String!) { cart(cart_id: $id) {
      items { uid quantity product { sku } } prices { subtotal_including_tax { value } } } }`,
    { id: token },
    store,
  );
  return data.cart;
}

/** The cart token the storefront keeps in local storage (docs/BEHAVIOUR.md#local-storage: cartServerToken). */
export async function storedCartToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('cartServerToken');
    return stored ? (JSON.parse(stored) as { state?: { token?: string } }).state?.token : undefined;
  });
}

/** Puts a cart token where the storefront keeps it (the page must be open on the storefront's origin). */
export async function storeCartToken(page: Page, token: string) {
  await page.evaluate(
    (value) =>
      window.localStorage.setItem('cartServerToken', JSON.stringify({ state: { token: value }, version: 0 })),
    token,
  );
}

export interface StockedProduct {
  sku: string;
  name: string;
  url_key: string;
}

/** In-stock simple products priced between `from` and `to`, with stock for a few more pieces. */
export async function stockedSimpleProducts(
  store: string,
  from: number,
  to: number,
): Promise<StockedProduct[]> {
  const data = await apiQuery<{
    products: {
      items: (StockedProduct & { __typename: string; stock_status: string; stock_qty: number | null })[];
    };
  }>(
    `query ($from: String, $to: String) {
      products(filter: { price: { from: $from, to: $to } }, pageSize: 100) {
        items { __typename sku name url_key stock_status stock_qty } } }`,
    { from: String(from), to: String(to) },
    store,
  );
  return data.products.items.filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      (item.stock_qty === null || item.stock_qty >= 10),
  );
}

/**
 * An order placed over GraphQL (docs/BEHAVIOUR.md#cart-lifecycle checkout order: address, shipping method, payment method):
 * a guest's, or with `token` a customer's (their customer cart). `redirectUrl` is the payment
 * provider's page (online methods) or the storefront's success page (offline methods).
 */
export async function placeOrder(options: {
  items: { sku: string; quantity: number }[];
  paymentCode: string;
  store?: string;
  token?: string;
}): Promise<{ cartId: string; number: string; hash: string; redirectUrl: string }> {
  const store = options.store ?? 'de';
  const { token } = options;
  let cartId: string;
  if (token) {
    cartId = (
      await apiMutation<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, store, token)
    ).customerCart.id;
    const added = await apiMutation<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
      { cartId, items: options.items },
      store,
      token,
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
  } else {
    cartId = await createGuestCart(options.items, store);
    await apiMutation(
      `mutation ($cartId: String!, $email: String!) {
        setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } } }`,
      { cartId, email: `payment-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` },
      store,
    );
  }
  const address = {
    firstname: 'Jonas',
    lastname: 'Becker',
    street: ['Friedrichstraße 10'],
    city: 'Berlin',
    postcode: '10117',
    country_code: 'DE',
    telephone: '+49301234567',
  };
  await apiMutation(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
    { cartId, address },
    store,
    token,
  );
  await apiMutation(
    `mutation ($cartId: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }`,
    { cartId },
    store,
    token,
  );
  const placed = await apiMutation<{
    setPaymentMethod: { redirect_url: string; order: { number: string; hash: string } };
  }>(
    `mutation ($cartId: String!, $code: String!) {
      setPaymentMethod(input: { cart_id: $cartId, code: $code }) { redirect_url order { number hash } } }`,
    { cartId, code: options.paymentCode },
    store,
    token,
  );
  return { cartId, ...placed.setPaymentMethod.order, redirectUrl: placed.setPaymentMethod.redirect_url };
}

/** An order as the api holds it, read by its hash (order(hash)). */
export async function orderByHash(
  hash: string,
  store = 'de',
): Promise<{ number: string; status_code: string; carrier: string | null }> {
  const data = await apiMutation<{ order: { number: string; status_code: string; carrier: string | null } }>(
    'query ($hash: String!) { order(hash: $hash) { number status_code carrier } }',
    { hash },
    store,
  );
  return data.order;
}

/** A cookie choice as the cookie bar stores it, in place before the scripts of every later page load. */
export async function storeCookieChoice(page: Page, otherCookies: boolean): Promise<void> {
  await page.addInitScript((other) => {
    const consent = { necessary: true, other, decidedAt: '2026-11-26' };
    localStorage.setItem('cookieConsent', JSON.stringify({ state: { consent }, version: 0 }));
  }, otherCookies);
}

/** React has hydrated the element (its fiber is attached); a part waiting to hydrate has only its server html. */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Keeps React's last committed tree, through the hook React DevTools use (installed before the page's
 * scripts), so that hydratedCounts can count what React has hydrated.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const global = window as unknown as Record<string, unknown>;
    global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: unknown) => {
        global.__committedRoot = root;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}

/**
 * The components (function, class, forwardRef and memo fibers) and elements React has hydrated: its
 * committed tree, in which a part still waiting to hydrate (a dehydrated Suspense boundary) has none.
 */
export function hydratedCounts(page: Page): Promise<{ components: number; elements: number }> {
  return page.evaluate(() => {
    interface Fiber {
      tag: number;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const root = (window as unknown as { __committedRoot?: { current: Fiber } }).__committedRoot;
    if (!root) throw new Error('React committed nothing (was watchHydration called before the page loaded?)');
    const COMPONENT_TAGS = [0, 1, 11, 14, 15];
    const ELEMENT_TAG = 5;
    const counts = { components: 0, elements: 0 };
    const stack = [root.current];
    for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
      if (COMPONENT_TAGS.includes(fiber.tag)) counts.components++;
      if (fiber.tag === ELEMENT_TAG) counts.elements++;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return counts;
  });
}
