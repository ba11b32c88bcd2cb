import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from '../free-port.js';
import { apiQuery, startOwnStorefront, storefrontNlUrl, storefrontUrl } from './support.js';

// The crawl files: /sitemap.xml with its children and /robots.txt of both deployments.
// Plain HTTP: no browser needed.

/** The first product of a store view's sitemap source, as the first product sitemap starts. */
async function firstProduct(store: string): Promise<{ sku: string; url_key: string }> {
  const data = await apiQuery<{ sitemapProducts: { items: { sku: string; url_key: string }[] } }>(
    'query { sitemapProducts(pageSize: 1) { items { sku url_key } } }',
    {},
    store,
  );
  const product = data.sitemapProducts.items[0];
  if (!product) throw new Error(`no product in store view ${store}`);
  return product;
}

/** The CMS and landing pages of a store view, as the api lists them for the sitemap. */
async function sitemapPages(store: string) {
  const data = await apiQuery<{
    sitemapPages: { items: { type: string; identifier: string; relative_url: string }[] };
  }>('query { sitemapPages { items { type identifier relative_url } } }', {}, store);
  return data.sitemapPages.items;
}

async function urlKeyOf(sku: string, store: string): Promise<string> {
  const data = await apiQuery<{ products: { items: { url_key: string }[] } }>(
    'query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }',
    { sku },
    store,
  );
  return data.products.items[0]?.url_key ?? '';
}

async function fetchText(
  url: string,
): Promise<{ status: number; type: string; cache: string; text: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    text: await response.text(),
  };
}

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** The <url> entry of a loc, with its alternates. */
function entryOf(xml: string, loc: string): string | undefined {
  return xml.split('</url>').find((entry) => entry.includes(`<loc>${loc}</loc>`));
}

for (const deployment of [
  { name: 'de', url: storefrontUrl, store: 'de' },
  { name: 'nl', url: storefrontNlUrl, store: 'nl' },
]) {
  test.describe(`crawl files of the ${deployment.name} deployment`, () => {
    test('the sitemap index lists its children, public and cacheable', async () => {
      const index = await fetchText(deployment.url('/sitemap.xml'));
      expect(index.status).toBe(200);
      expect(index.type).toContain('xml');
      expect(index.cache).toMatch(/public.*max-age=\d+/);
      expect(index.text).toContain('<sitemapindex');
      const children = locsOf(index.text);
      for (const name of ['pages', 'categories', 'content', 'products-1']) {
        expect(children).toContain(deployment.url(`/sitemap/${name}.xml`));
      }
      for (const child of children) {
        const answer = await fetchText(child);
        expect(answer.status, child).toBe(200);
        expect(answer.text, child).toContain('</urlset>');
      }
    });

    test('the first product sitemap holds a known product with its hreflang alternates', async () => {
      const product = await firstProduct(deployment.store);
      const products = await fetchText(deployment.url('/sitemap/products-1.xml'));
      expect(products.status).toBe(200);
      const loc = deployment.url(`/${product.url_key}.html`);
      const entry = entryOf(products.text, loc);
      expect(entry, `${loc} in products-1.xml`).toBeDefined();
      if (deployment.name === 'nl') {
        // nl is the default language; en and de are prefixed, each with the url key of its store view.
        expect(entry).toContain(`hreflang="nl" href="${loc}"`);
        expect(entry).toContain(`hreflang="x-default" href="${loc}"`);
        for (const language of ['en', 'de']) {
          const urlKey = await urlKeyOf(product.sku, language);
          expect(entry).toContain(
            `hreflang="${language}" href="${deployment.url(`/${language}/${urlKey}.html`)}"`,
          );
        }
      } else {
        // One language: no alternates.
        expect(entry).not.toContain('hreflang');
      }
      const pages = await fetchText(deployment.url('/sitemap/pages.xml'));
      expect(locsOf(pages.text)).toContain(deployment.url('/'));
    });

    test('the pages sitemap holds the CMS and landing pages, with the url of each language', async () => {
      const pages = await fetchText(deployment.url('/sitemap/pages.xml'));
      expect(pages.status).toBe(200);
      const listed = await sitemapPages(deployment.store);
      for (const type of ['CMS_PAGE', 'LANDING_PAGE']) {
        expect(
          listed.some((page) => page.type === type),
          `a ${type} in ${deployment.store}`,
        ).toBe(true);
      }
      for (const page of listed) {
        const loc = deployment.url(`/${page.relative_url}`);
        const entry = entryOf(pages.text, loc);
        expect(entry, `${loc} in pages.xml`).toBeDefined();
        if (deployment.name === 'nl') {
          // The German url of the same page (by identifier), under the /de prefix.
          const german = (await sitemapPages('de')).find(
            (other) => other.type === page.type && other.identifier === page.identifier,
          );
          expect(entry).toContain(`hreflang="de" href="${deployment.url(`/de/${german?.relative_url}`)}"`);
        }
      }
      expect(locsOf(pages.text)).not.toContain(deployment.url('/no-route'));
    });

    test('a product sitemap past the last one answers 404', async () => {
      const index = await fetchText(deployment.url('/sitemap.xml'));
      const productSitemaps = locsOf(index.text).filter((loc) => /\/products-\d+\.xml$/.test(loc));
      const pastTheLast = await fetchText(
        deployment.url(`/sitemap/products-${productSitemaps.length + 1}.xml`),
      );
      expect(pastTheLast.status).toBe(404);
      expect((await fetchText(deployment.url('/sitemap/products-999.xml'))).status).toBe(404);
    });

    test('robots.txt names the sitemap and keeps the private screens out in every language', async () => {
      const robots = await fetchText(deployment.url('/robots.txt'));
      expect(robots.status).toBe(200);
      expect(robots.type).toContain('text/plain');
      expect(robots.text).toContain(`Sitemap: ${deployment.url('/sitemap.xml')}`);
      const prefixes = deployment.name === 'nl' ? ['', '/en', '/de'] : [''];
      for (const prefix of prefixes) {
        for (const path of ['/checkout', '/account', '/checkout/cart', '/wishlist', '/search']) {
          expect(robots.text).toContain(`Disallow: ${prefix}${path}\n`);
        }
      }
    });
  });
}

/**
 * A stand-in api in front of the e2e api that fails the product sitemap's second page of products,
 * i.e. after the storefront has sent the 200 and the first page.
 */
async function apiFailingTheSecondProductPage(): Promise<{ url: string; server: Server }> {
  const target = process.env.E2E_API_URL as string;
  const port = await freePort();
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', target);
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { currentPage?: number };
    if (url.searchParams.get('operationName') === 'SitemapProducts' && (variables.currentPage ?? 1) >= 2) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('the api went away');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        name === 'host' || name === 'connection' || typeof value !== 'string' ? [] : [[name, value]],
      ),
    );
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request);
    const answer = await fetch(url, { method: request.method, headers, body });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, server };
}

test('an api failure while a product sitemap is written breaks the download and is logged', async () => {
  test.setTimeout(120_000);
  const total = (
    await apiQuery<{ sitemapProducts: { total_count: number } }>(
      'query { sitemapProducts(pageSize: 1) { total_count } }',
      {},
    )
  ).sitemapProducts.total_count;
  expect(total, 'a second page of 100 products').toBeGreaterThan(100);
  const api = await apiFailingTheSecondProductPage();
  const storefront = await startOwnStorefront({ GRAPHQL_ENDPOINT: `${api.url}/graphql` });
  try {
    // The download never completes: the connection ends before the body's end (and, as the
    // compressed first page may not have left yet, even before the 200): a failure, not a short sitemap.
    const download = fetch(`${storefront.url}/sitemap/products-1.xml`).then((response) => response.text());
    await expect(download).rejects.toThrow();
    await expect
      .poll(() => storefront.output())
      .toContain('sitemap products-1.xml: the api failed while it was written');
    // The server lives on, without an unhandled rejection.
    expect((await fetch(`${storefront.url}/robots.txt`)).status).toBe(200);
    expect(storefront.output()).not.toMatch(/unhandled/i);
  } finally {
    await storefront.stop();
    await new Promise((done) => api.server.close(done));
  }
});
