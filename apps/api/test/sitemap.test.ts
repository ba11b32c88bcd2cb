import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { data, graphql, inputErrorMessage, read, readAfterWrite, type StoreCode } from './graphql.js';

// The sitemap's sources (schema/sitemap.graphql): the CMS and landing pages and the products with
// a page of their own, per store view, a page at a time.

interface SitemapPages {
  sitemapPages: {
    items: { type: string; identifier: string; relative_url: string }[];
    total_count: number;
    page_info: { total_pages: number };
  };
}

interface SitemapProducts {
  sitemapProducts: {
    items: { sku: string; url_key: string }[];
    total_count: number;
    page_info: { total_pages: number };
  };
}

const PAGES = `query ($pageSize: Int, $currentPage: Int) {
  sitemapPages(pageSize: $pageSize, currentPage: $currentPage) {
    items { type identifier relative_url } total_count page_info { total_pages }
  }
}`;

const PRODUCTS = `query ($pageSize: Int, $currentPage: Int, $skus: [String!]) {
  sitemapProducts(pageSize: $pageSize, currentPage: $currentPage, skus: $skus) {
    items { sku url_key } total_count page_info { total_pages }
  }
}`;

let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
});

/** Every product of a store view's sitemap, page by page. */
async function allSitemapProducts(store: StoreCode) {
  const items: SitemapProducts['sitemapProducts']['items'] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const answer = data(await read<SitemapProducts>(PRODUCTS, { currentPage: page }, { store }));
    totalPages = answer.sitemapProducts.page_info.total_pages;
    items.push(...answer.sitemapProducts.items);
  }
  return items;
}

describe('sitemapPages', () => {
  it('lists the active CMS and landing pages of the store view with their urls, not home or not-found', async () => {
    for (const store of ['de', 'nl'] as const) {
      const pages = data(await read<SitemapPages>(PAGES, {}, { store })).sitemapPages;
      const about = data(
        await read<{ cmsPage: { relative_url: string } }>(
          'query { cmsPage(identifier: "about-us") { relative_url } }',
          {},
          { store },
        ),
      ).cmsPage;
      expect(pages.items).toContainEqual({
        type: 'CMS_PAGE',
        identifier: 'about-us',
        relative_url: about.relative_url,
      });
      const landing = pages.items.find((page) => page.type === 'LANDING_PAGE');
      expect(landing, `a landing page in ${store}`).toBeDefined();
      const routed = data(
        await read<{ route: { type: string } | null }>(
          'query ($url: String!) { route(url: $url) { type } }',
          { url: landing?.relative_url },
          { store },
        ),
      ).route;
      expect(routed?.type).toBe('LANDING_PAGE');
      const identifiers = pages.items.map((page) => page.identifier);
      expect(identifiers).not.toContain('home');
      expect(identifiers).not.toContain('no-route');
      expect(pages.total_count).toBe(pages.items.length);
    }
  });

  it('leaves out an inactive page, pages by pageSize and is public and cached', async () => {
    await admin.query("UPDATE cms_page SET is_active = false WHERE identifier = 'about-us'");
    try {
      const pages = await readAfterWrite(
        async () => data(await read<SitemapPages>(PAGES, {}, { store: 'de' })).sitemapPages,
        (answer) => !answer.items.some((page) => page.identifier === 'about-us'),
      );
      expect(pages.items.map((page) => page.identifier)).not.toContain('about-us');
    } finally {
      await admin.query("UPDATE cms_page SET is_active = true WHERE identifier = 'about-us'");
    }
    const all = await readAfterWrite(
      async () => data(await read<SitemapPages>(PAGES, {}, { store: 'de' })).sitemapPages,
      (answer) => answer.items.some((page) => page.identifier === 'about-us'),
    );
    const second = data(await read<SitemapPages>(PAGES, { pageSize: 2, currentPage: 2 }, { store: 'de' }));
    expect(second.sitemapPages.items).toEqual(all.items.slice(2, 4));
    expect(second.sitemapPages.page_info.total_pages).toBe(Math.ceil(all.total_count / 2));

    const first = await graphql(PAGES, { store: 'nl', variables: { pageSize: 3 } });
    const again = await graphql(PAGES, { store: 'nl', variables: { pageSize: 3 } });
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toEqual(first.body);
  });

  it('refuses a page size above 100 and a page beyond the last', async () => {
    expect(inputErrorMessage(await read(PAGES, { pageSize: 101 }))).toContain('pageSize');
    expect(inputErrorMessage(await read(PAGES, { pageSize: 100, currentPage: 99 }))).toContain('currentPage');
  });
});

describe('sitemapProducts', () => {
  it('lists search-only and catalogue-only products, never those not visible individually', async () => {
    const { rows } = await admin.query<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM product p
        WHERE p.visibility = 4 AND p.is_enabled
          AND EXISTS (SELECT 1 FROM product_store ps WHERE ps.product_id = p.id AND ps.store_code = 'de')
        ORDER BY p.id LIMIT 2`,
    );
    const [searchOnly, catalogOnly] = rows;
    if (!searchOnly || !catalogOnly) throw new Error('two visible products expected');
    const { rows: hidden } = await admin.query<{ sku: string }>(
      'SELECT sku FROM product WHERE visibility = 1 AND is_enabled ORDER BY id LIMIT 1',
    );
    await admin.query('UPDATE product SET visibility = 3 WHERE id = $1', [searchOnly.id]);
    await admin.query('UPDATE product SET visibility = 2 WHERE id = $1', [catalogOnly.id]);
    try {
      const skus = await readAfterWrite(
        async () => (await allSitemapProducts('de')).map((product) => product.sku),
        (listed) => listed.includes(searchOnly.sku) && listed.includes(catalogOnly.sku),
      );
      expect(skus).toContain(searchOnly.sku);
      expect(skus).toContain(catalogOnly.sku);
      expect(skus).not.toContain(hidden[0]?.sku);
      const { rows: counted } = await admin.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM product p JOIN product_store ps ON ps.product_id = p.id
          WHERE ps.store_code = 'de' AND p.is_enabled AND p.visibility > 1`,
      );
      expect(skus.length).toBe(counted[0]?.total);
      expect(new Set(skus).size).toBe(skus.length);

      // By sku, in another store view, with that view's url key, which leads to the product.
      const nl = data(
        await read<SitemapProducts>(PRODUCTS, { skus: [searchOnly.sku, hidden[0]?.sku] }, { store: 'nl' }),
      ).sitemapProducts;
      expect(nl.items.map((product) => product.sku)).toEqual([searchOnly.sku]);
      const routed = data(
        await read<{ route: { type: string; sku: string } | null }>(
          'query ($url: String!) { route(url: $url) { type ... on ProductInterface { sku } } }',
          { url: `${nl.items[0]?.url_key}.html` },
          { store: 'nl' },
        ),
      ).route;
      expect(routed).toEqual({ type: 'PRODUCT', sku: searchOnly.sku });
      // Its page loads as the storefront loads a product page (by sku), also by url key.
      const bySku = data(
        await read<{ products: { items: { sku: string }[] } }>(
          'query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku } } }',
          { sku: searchOnly.sku },
          { store: 'nl' },
        ),
      ).products.items;
      expect(bySku).toEqual([{ sku: searchOnly.sku }]);
      const byUrlKey = data(
        await read<{ products: { items: { sku: string }[] } }>(
          'query ($urlKey: String) { products(filter: { url_key: { eq: $urlKey } }) { items { sku } } }',
          { urlKey: nl.items[0]?.url_key },
          { store: 'nl' },
        ),
      ).products.items;
      expect(byUrlKey).toEqual([{ sku: searchOnly.sku }]);
      // Catalogue listings still leave it out (a filter by name is one).
      const { rows: named } = await admin.query<{ name: string }>(
        "SELECT name FROM product_store WHERE product_id = $1 AND store_code = 'de'",
        [searchOnly.id],
      );
      const listed = data(
        await read<{ products: { items: { sku: string }[] } }>(
          'query ($name: String) { products(pageSize: 100, filter: { name: { match: $name } }) { items { sku } } }',
          { name: named[0]?.name },
        ),
      ).products.items;
      expect(listed.map((product) => product.sku)).not.toContain(searchOnly.sku);
    } finally {
      await admin.query('UPDATE product SET visibility = 4 WHERE id = ANY($1::int[])', [
        [searchOnly.id, catalogOnly.id],
      ]);
    }
  });

  it('refuses a page size above 100, more than 100 skus and a page beyond the last', async () => {
    expect(inputErrorMessage(await read(PRODUCTS, { pageSize: 101 }))).toContain('pageSize');
    expect(inputErrorMessage(await read(PRODUCTS, { currentPage: 999 }))).toContain('currentPage');
    const skus = Array.from({ length: 101 }, (_, index) => `sku-${index}`);
    expect(inputErrorMessage(await read(PRODUCTS, { skus }))).toBeTruthy();
  });
});
