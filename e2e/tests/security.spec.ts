import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import {
  createGuestCart,
  menuCategories,
  routerReady,
  startOwnStorefront,
  stockedSimpleProducts,
  storeCartToken,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

// Storefront hardening and its answers when the api fails: security
// headers on every response, a CSP the pages work under, redirects that stay on the shop, a
// /media proxy that serves media only, no 5xx for odd url text, and a translated 503 page
// instead of a half-empty page when the api does not answer.

interface RawAnswer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * Sends the path exactly as written (fetch would resolve '%2e%2e' and backslashes before sending)
 * and does not follow redirects.
 */
function raw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
          }
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text: async () => body,
            json: async () => JSON.parse(body),
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** Storefronts a test starts itself: stopped after the file, also when a test fails or times out. */
const ownStorefronts: { stop(): Promise<void> }[] = [];

async function ownStorefront(env: Record<string, string>): Promise<{ url: string }> {
  const storefront = await startOwnStorefront(env);
  ownStorefronts.push(storefront);
  return storefront;
}

test.afterAll(async () => {
  await Promise.all(ownStorefronts.splice(0).map((storefront) => storefront.stop()));
});

/** Collects the page's CSP violations (reported by the document before any script of ours runs). */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('pages, errors, files and proxied answers carry them; a page alone has a nonce, and no shared cache keeps it', async () => {
    const base = storefrontUrl('/').slice(0, -1);
    const home = await raw(base, '/');
    const page = await raw(base, '/');
    const asset = /\/assets\/[\w.-]+\.js(?!on)/.exec(await home.text())?.[0];
    if (!asset) throw new Error('no script asset on the home page');
    const pages = { home, notFound: await raw(base, '/no-such-page-anywhere') };
    // The render answers the manifest too (a resource route): it has a page's headers.
    const manifest = await raw(base, '/manifest.webmanifest');
    const others = {
      serviceWorker: await raw(base, '/service-worker.js'),
      graphql: await raw(base, '/graphql?query=%7B__typename%7D'),
      healthz: await raw(base, '/healthz'),
    };
    const files = { asset: await raw(base, asset), icon: await raw(base, '/favicon.svg') };
    for (const [name, response] of Object.entries({ ...pages, manifest, ...others, ...files })) {
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), name).toContain('camera=()');
      // Served over plain http here: no HSTS.
      expect(headers.get('strict-transport-security'), name).toBeNull();
    }
    for (const [name, response] of Object.entries({ ...pages, ...others })) {
      const policy = response.headers.get('content-security-policy');
      expect(policy, name).toContain("object-src 'none'");
      expect(policy, name).toContain("frame-ancestors 'self'");
      expect(policy, name).toContain("form-action 'self'");
      expect(policy, name).toContain(name in pages ? "script-src 'self' 'nonce-" : "script-src 'self';");
    }
    // Static files are no documents: a policy (with a fresh nonce each) would govern nothing.
    for (const [name, response] of Object.entries(files)) {
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-security-policy'), name).toBeNull();
    }
    expect(pages.notFound.status).toBe(404);

    // A page's nonce would be every visitor's if a CDN kept the page: only the browser may keep it.
    for (const [name, response] of Object.entries(pages)) {
      expect(response.headers.get('cache-control'), name).toBe('private, max-age=0');
    }
    // Page data for client navigations carries no script: shared caches keep it.
    const [category] = await menuCategories('de');
    if (!category) throw new Error('no menu category');
    const data = await raw(base, `/${category.url_path}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toContain('s-maxage=');

    // Every inline script of the page carries this response's nonce, and the next page has another.
    const nonce = /'nonce-([^']+)'/.exec(home.headers.get('content-security-policy') ?? '')?.[1];
    const html = await home.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (/\bsrc=/.test(script) || /application\/ld\+json/.test(script)) continue;
      expect(script).toContain(`nonce="${nonce}"`);
    }
    expect(page.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  test('HSTS is sent when the storefront is served over https', async () => {
    const storefront = await ownStorefront({ STOREFRONT_TRUST_PROXY: 'loopback' });
    const forwarded = await raw(storefront.url, '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // Without a trusted proxy the header of a client is not believed.
    const direct = await raw(storefrontUrl('/').slice(0, -1), '/healthz', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });
});

test('home, category, product, cart and checkout hydrate and work under the CSP without violations', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const problems = watchConsole(page);
  const [category] = await menuCategories('de');
  if (!category) throw new Error('no menu category');
  const [product] = await stockedSimpleProducts('de', 1, 500);
  if (!product) throw new Error('no stocked product');

  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  // Client navigation works: the router's scripts run.
  await page.getByRole('link', { name: category.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);

  await page.goto(storefrontUrl(`/${category.url_path}`));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);

  await page.goto(storefrontUrl(`/${product.url_key}`));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  await storeCartToken(page, await createGuestCart([{ sku: product.sku, quantity: 1 }]));
  await page.goto(storefrontUrl('/checkout/cart'));
  await routerReady(page);
  await expect(page.getByText(product.name).first()).toBeVisible();

  await page.goto(storefrontUrl('/checkout'));
  await routerReady(page);
  await expect(page).toHaveURL(storefrontUrl('/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('redirects stay on the shop', () => {
  for (const path of [
    '/de//evil.example',
    '/en//evil.example',
    '/nl//evil.example',
    '/de/\\evil.example',
    '/de/%2F%2Fevil.example',
    '/de/%5Cevil.example',
    '/de/%5C%5Cevil.example/x?y=1',
  ]) {
    test(`${path} leads to a path of the shop`, async () => {
      const base = storefrontUrl('/').slice(0, -1);
      const response = await raw(base, path);
      expect(response.status).toBe(301);
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, base).origin).toBe(new URL(base).origin);
    });
  }

  test('the Dutch shop strips its default language prefix without leaving the shop', async () => {
    const base = storefrontNlUrl('/').slice(0, -1);
    const response = await raw(base, '/nl//evil.example');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.example');
  });
});

test.describe('the /media proxy serves media files only', () => {
  test('a media file passes, paths that climb out of /media/ are not found', async () => {
    const base = storefrontUrl('/').slice(0, -1);
    const html = await (await raw(base, '/')).text();
    const image = /\/media\/[^"?\s]+/.exec(html)?.[0];
    if (!image) throw new Error('no media image on the home page');
    expect((await raw(base, image)).status).toBe(200);

    for (const path of [
      '/media/%2e%2e/readyz',
      '/media/%2e%2e/graphql?query={__typename}',
      '/media/%2E%2E/graphql?query=%7B__typename%7D',
      '/media/..%2fdev/mailbox',
      '/media/..%2Fdev/mailbox.json',
      '/media/a/..%2f..%2fdev/mailbox',
      '/media/%2e%2e%5creadyz',
    ]) {
      const response = await raw(base, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/ready|__typename|mailbox|subject/i);
    }
  });

  test('only GET and HEAD are passed on', async () => {
    const base = storefrontUrl('/').slice(0, -1);
    const response = await raw(base, '/media/catalog/x.jpg', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

test.describe('odd url text never gives a 5xx', () => {
  for (const path of [
    '/search?q=%00',
    '/search?q=rot%00',
    '/search?q=%ED%A0%80',
    '/search?q=%C0',
    '/search?q=100%',
    '/%00',
    '/bekleidung%00',
    '/%ED%A0%80',
    '/search/f/x%00',
  ]) {
    test(`${path} is answered without a server error`, async () => {
      const base = storefrontUrl('/').slice(0, -1);
      const response = await raw(base, path);
      expect(response.status).toBeLessThan(500);
      if (response.status === 301) {
        const location = response.headers.get('location') ?? '';
        expect(location).not.toMatch(/%00|%ED%A0|%C0(?![0-9a-f])/i);
        expect((await raw(base, location)).status).toBeLessThan(500);
      }
    });
  }
});

test.describe('when the api does not answer', () => {
  let silentApi: Server;
  let silentEndpoint: string;

  test.beforeAll(async () => {
    // Takes every request and never answers.
    silentApi = createServer(() => undefined);
    await new Promise<void>((resolve) => silentApi.listen(0, '127.0.0.1', resolve));
    silentEndpoint = `http://127.0.0.1:${(silentApi.address() as AddressInfo).port}/graphql`;
  });

  test.afterAll(async () => {
    silentApi.closeAllConnections();
    await new Promise<void>((resolve) => silentApi.close(() => resolve()));
  });

  test('a hanging api gives a translated 503 page within the timeout and 504 from /graphql', async () => {
    const storefront = await ownStorefront({
      GRAPHQL_ENDPOINT: silentEndpoint,
      STOREFRONT_DEPLOYMENT: 'nl',
      API_TIMEOUT_MS: '1500',
      API_PROXY_TIMEOUT_MS: '1500',
    });
    const started = Date.now();
    const page = await raw(storefront.url, '/en');
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain('The shop is not answering right now, please try again in a moment.');

    const dutch = await raw(storefront.url, '/');
    expect(dutch.status).toBe(503);
    expect(await dutch.text()).toContain('De winkel reageert op dit moment niet');

    const graphql = await raw(storefront.url, '/graphql?query=%7B__typename%7D');
    expect(graphql.status).toBe(504);
    const body = (await graphql.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/did not answer in time/);
  });

  test('an api that is not up yet gives the "shop is starting" page with Retry-After, never cached', async ({
    page,
  }) => {
    // A port nothing listens on: the api has not started yet.
    const closedEndpoint = await new Promise<string>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(`http://127.0.0.1:${port}/graphql`));
      });
    });
    const storefront = await ownStorefront({ GRAPHQL_ENDPOINT: closedEndpoint });
    const home = await raw(storefront.url, '/');
    expect(home.status).toBe(503);
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(home.headers.get('retry-after')).toBe('5');
    const html = await home.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain('Der Shop startet gerade. Bitte versuchen Sie es in einem Moment noch einmal.');

    const graphql = await raw(storefront.url, '/graphql?query=%7B__typename%7D');
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');

    const response = await page.goto(`${storefront.url}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Der Shop startet gerade');
  });
});
