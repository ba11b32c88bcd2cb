import { expect, test } from '@playwright/test';
import { apiQuery, storefrontNlUrl, storefrontUrl } from './support.js';

// The crawl files (issue #17): /sitemap.xml with its children and /robots.txt of both deployments.
// Plain HTTP: no browser needed.

/** The first catalogue product by name in a store view, as the first product sitemap starts. */
async function firstProduct(store: string): Promise<{ sku: string; url_key: string }> {
  const data = await apiQuery<{ products: { items: { sku: string; url_key: string }[] } }>(
    'query { products(pageSize: 1, sort: { name: ASC }) { items { sku url_key } } }',
    {},
    store,
  );
  const product = data.products.items[0];
  if (!product) throw new Error(`no product in store view ${store}`);
  return product;
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
