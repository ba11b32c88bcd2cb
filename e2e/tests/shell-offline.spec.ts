import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { menuCategories, routerReady, startOwnStorefront, stockedSimpleProducts } from './support.js';

// The service worker (docs/BEHAVIOUR.md#the-shop): a visited page opens offline, a slow network is
// no offline one, an update keeps the chunks an open tab still needs, and cached copies expire.
// These journeys run their own storefront, so that they can stop the server and prove the page
// comes from the worker's cache.

/** The worker's states the page logs (service-worker-client.ts). */
function workerStates(page: Page): string[] {
  const states: string[] = [];
  page.on('console', (message) => {
    const match = /service worker: (.+?)(?:\s\d+ files)?$/.exec(message.text());
    if (match?.[1]) states.push(match[1]);
  });
  return states;
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

test('the service worker registers only once the page has loaded, its images too', async ({ page }) => {
  const [category] = await menuCategories('de');
  if (!category) throw new Error('no menu category');
  const storefront = await startOwnStorefront();
  try {
    const states = workerStates(page);
    // The product images are held back: the page is hydrated but has not loaded.
    let releaseImages = () => {};
    const imagesHeld = new Promise<void>((resolve) => {
      releaseImages = resolve;
    });
    await page.route(/\/media\//, async (route) => {
      await imagesHeld;
      await route.continue();
    });
    await page.goto(`${storefront.url}/${category.url_path}`, { waitUntil: 'commit' });
    await routerReady(page);
    // Long enough for a registration right after hydration to have logged.
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(
      false,
    );
    expect(states).toEqual([]);
    releaseImages();
    await expect.poll(() => states, { timeout: 20_000 }).toContain('registered');
  } finally {
    await storefront.stop();
  }
});

test('a visited category page opens offline after the service worker cached it; an expired copy does not', async ({
  page,
  context,
}) => {
  const [category, other] = await menuCategories('de');
  if (!category || !other) throw new Error('no two menu categories');
  const storefront = await startOwnStorefront();
  try {
    const states = workerStates(page);
    await page.goto(`${storefront.url}/${category.url_path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect.poll(() => states, { timeout: 20_000 }).toContain('cached');
    expect(states).toEqual(expect.arrayContaining(['registered', 'ready']));
    const cachedPages = await page.evaluate(async () => {
      const cache = await caches.open('shop-pages');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cachedPages).toContain(`/${category.url_path}`);
    // A copy of another page from eight days ago: older than the worker keeps pages.
    await page.evaluate(async (path) => {
      const cache = await caches.open('shop-pages');
      const date = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toUTCString();
      const old = new Response('<!doctype html><title>old</title><h1>Old copy</h1>', {
        headers: { 'Content-Type': 'text/html', Date: date },
      });
      await cache.put(new URL(path, location.href).href, old);
    }, `/${other.url_path}`);

    // No server, no network: the page comes from the worker.
    await storefront.stop();
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect.poll(() => states).toContain('offline');

    // The expired copy is not shown: the page is not available offline.
    const expired = await page.goto(`${storefront.url}/${other.url_path}`);
    expect(expired?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline');
  } finally {
    await context.setOffline(false);
    await storefront.stop();
  }
});

/**
 * A stand-in for the network and the deployment in front of a storefront: it passes requests on,
 * holds back the answers of chosen paths, and can play the next build (another worker, and none of
 * this build's files). Playwright's routes do not see the worker's update check, so this is a server.
 */
async function frontOf(target: string) {
  const delays = new Map<string, number>();
  let nextWorker: string | undefined;
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (nextWorker !== undefined && path === '/service-worker.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      response.end(nextWorker);
      return;
    }
    if (nextWorker !== undefined && path.startsWith('/assets/')) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      const upstream = httpRequest(
        `${target}${path}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          // The browser's own cache would hide what the worker's lacks: only the worker keeps files.
          const headers = path.startsWith('/assets/')
            ? { ...answer.headers, 'cache-control': 'no-store' }
            : answer.headers;
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    }, delays.get(path) ?? 0);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    delays,
    deployNext(worker: string) {
      nextWorker = worker;
    },
    stop: () => new Promise<void>((done) => server.close(() => done()).closeAllConnections()),
  };
}

test('a slow page is waited for, not called offline; an update keeps the chunks an open tab loads later', async ({
  page,
}) => {
  const [category] = await menuCategories('de');
  const [product] = await stockedSimpleProducts('de', 1, 500);
  if (!category || !product) throw new Error('no menu category or stocked product');
  const storefront = await startOwnStorefront();
  const front = await frontOf(storefront.url);
  try {
    const states = workerStates(page);
    await page.goto(`${front.url}/${category.url_path}`);
    await expect.poll(() => states, { timeout: 20_000 }).toContain('cached');

    // Longer than the worker's 8 s before it shows a cached copy, and nothing cached: it waits.
    front.delays.set(`/${product.url_key}`, 9_000);
    const slow = await page.goto(`${front.url}/${product.url_key}`, { timeout: 30_000 });
    expect(slow?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await routerReady(page);

    // The next build is deployed: a new worker, and this build's files are gone from the server.
    const worker = await (await fetch(`${storefront.url}/service-worker.js`)).text();
    const nextWorker = worker.replace(
      /^self\.__PRECACHE = .*;$/m,
      'self.__PRECACHE = {"version":"next","urls":[]};',
    );
    expect(nextWorker).not.toBe(worker);
    front.deployNext(nextWorker);
    const loadedBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/cart-service')),
    );
    expect(loadedBefore).toBe(false);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.active?.state === 'activated' && (await caches.has('shop-shell-next'));
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    // The open tab's first cart change loads the cart's calls lazily: from the previous build's cache.
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toBeVisible();
    expect((await cacheNames(page)).filter((name) => name.startsWith('shop-shell-'))).toHaveLength(2);

    // Once the tab has moved on (a navigation), the previous build's files are deleted.
    await page.goto(`${front.url}/${category.url_path}`);
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('shop-shell-')))
      .toEqual(['shop-shell-next']);
  } finally {
    await front.stop();
    await storefront.stop();
  }
});
