import { describe, expect, it } from 'vitest';
import { AttributeOptions } from '../seed/catalog/attributes.js';
import { buildCategories } from '../seed/catalog/categories.js';
import { createClock } from '../seed/catalog/clock.js';
import { ProductPictures } from '../seed/catalog/media.js';
import { ProductGenerator } from '../seed/catalog/products.js';
import { categoryRewrites, productRewrites } from '../seed/catalog/urls.js';
import { CMS_PAGES } from '../seed/commerce/cms-pages.js';
import { Random } from '../seed/random.js';
import { TEST_PRODUCTS } from './global-setup.js';
import { graphql } from './graphql.js';

interface Routed {
  __typename: string;
  type: string;
  relative_url: string;
  redirect_code: number;
  sku?: string;
  url_key?: string;
  price_range?: { minimum_price: { final_price: { value: number } } };
  id?: number;
  name?: string;
  url_path?: string;
  identifier?: string;
  title?: string;
}

const ROUTE = `query ($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on ProductInterface { sku url_key name price_range { minimum_price { final_price { value } } } }
    ... on CategoryTree { id name url_path }
    ... on CmsPage { identifier title }
    ... on LandingPage { identifier title }
  }
}`;

async function route(url: string, store = 'de'): Promise<Routed | null> {
  const response = await graphql<{ route: Routed | null }>(ROUTE, { store, variables: { url } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.route ?? null;
}

/**
 * The old urls the seed keeps as 301 rows (renamed categories and products), computed by the
 * seed's own generator for the test shop's size: what the database holds.
 */
function seededRedirects() {
  const categories = buildCategories();
  const products = new ProductGenerator({
    rng: new Random('catalog'),
    clock: createClock(),
    categories,
    options: new AttributeOptions(),
    pictures: new ProductPictures(categories),
  }).generate(TEST_PRODUCTS);
  const redirects = [...categoryRewrites(categories), ...products.flatMap(productRewrites)].filter(
    (row) => row[5] === 301,
  );
  return {
    categories: redirects.filter((row) => row[3] === 'category'),
    products: redirects.filter((row) => row[3] === 'product'),
  };
}

async function someCategory(store: string) {
  const response = await graphql<{
    categoryList: {
      children: {
        id: number;
        name: string;
        url_path: string;
        children: { id: number; url_path: string }[];
      }[];
    }[];
  }>('{ categoryList { children { id name url_path children { id url_path } } } }', { store });
  const child = response.body.data?.categoryList[0]?.children.find(
    (category) => category.children.length > 0,
  );
  if (!child) throw new Error('no category with subcategories');
  return child;
}

async function someProduct(store: string) {
  const response = await graphql<{
    products: {
      items: {
        sku: string;
        url_key: string;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    '{ products(pageSize: 3, sort: { name: DESC }) { items { sku url_key price_range { minimum_price { final_price { value } } } } } }',
    {
      store,
    },
  );
  const product = response.body.data?.products.items[1];
  if (!product) throw new Error('no products');
  return product;
}

describe('route', () => {
  it('resolves a category url path in each store view, ignoring slashes and a query string', async () => {
    for (const store of ['de', 'nl', 'en']) {
      const category = await someCategory(store);
      for (const url of [category.url_path, `/${category.url_path}/`, `${category.url_path}?page=2&x=1`]) {
        expect(await route(url, store)).toMatchObject({
          __typename: 'CategoryTree',
          type: 'CATEGORY',
          id: category.id,
          name: category.name,
          relative_url: category.url_path,
          redirect_code: 0,
        });
      }
      const deeper = category.children[0];
      if (deeper) expect((await route(deeper.url_path, store))?.id).toBe(deeper.id);
    }
  });

  it('resolves a product url key with and without .html to the product with all its fields', async () => {
    for (const store of ['de', 'nl']) {
      const product = await someProduct(store);
      for (const url of [`${product.url_key}.html`, product.url_key, `/${product.url_key}.html?utm=x`]) {
        const routed = await route(url, store);
        expect(routed).toMatchObject({
          type: 'PRODUCT',
          sku: product.sku,
          url_key: product.url_key,
          relative_url: `${product.url_key}.html`,
          redirect_code: 0,
          price_range: product.price_range,
        });
        expect(routed?.__typename).toMatch(/^(Simple|Configurable|Bundle|Grouped)Product$/);
      }
    }
  });

  it('answers an old url of a renamed product with 301 and the current url', async () => {
    const { products } = seededRedirects();
    expect(products.length).toBeGreaterThan(0);
    for (const [store, oldPath, newPath] of products.slice(0, 6)) {
      const routed = await route(oldPath, store);
      expect(routed).toMatchObject({ type: 'PRODUCT', redirect_code: 301, relative_url: newPath });
      // The current url is the product's own, answered without a redirect.
      expect(await route(newPath, store)).toMatchObject({ sku: routed?.sku, redirect_code: 0 });
      // Without the suffix the old url redirects too.
      expect((await route(oldPath.replace(/\.html$/, ''), store))?.redirect_code).toBe(301);
    }
  });

  it('answers an old url of a renamed category (and of its subcategories) with 301 and the current url', async () => {
    const { categories } = seededRedirects();
    expect(categories.length).toBeGreaterThan(0);
    for (const store of ['de', 'nl', 'en']) {
      const rows = categories.filter((row) => row[0] === store).slice(0, 3);
      expect(rows.length).toBeGreaterThan(0);
      for (const [, oldPath, newPath, , id] of rows) {
        expect(await route(`/${oldPath}/`, store)).toMatchObject({
          type: 'CATEGORY',
          id,
          redirect_code: 301,
          relative_url: newPath,
        });
      }
    }
  });

  it('resolves CMS pages by url key (and by identifier with a redirect to the url key)', async () => {
    let checked = 0;
    for (const page of CMS_PAGES.filter((candidate) => candidate.identifier !== 'home')) {
      for (const store of ['de', 'nl', 'en'] as const) {
        const found = await graphql<{ cmsPage: { identifier: string; title: string } | null }>(
          'query ($id: String) { cmsPage(identifier: $id) { identifier title } }',
          { store, variables: { id: page.identifier } },
        );
        const expected = found.body.data?.cmsPage;
        if (!expected) continue;
        checked++;
        expect(await route(`/${page.urlKey[store]}`, store)).toMatchObject({
          __typename: 'CmsPage',
          type: 'CMS_PAGE',
          identifier: page.identifier,
          title: expected.title,
          relative_url: page.urlKey[store],
          redirect_code: 0,
        });
        if (page.identifier !== page.urlKey[store]) {
          expect(await route(page.identifier, store)).toMatchObject({
            identifier: page.identifier,
            relative_url: page.urlKey[store],
            redirect_code: 301,
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('resolves the landing pages the home sliders link to', async () => {
    const sliders = await graphql<{ getTailoredSlider: { slides: { link: string | null }[] }[] }>(
      '{ getTailoredSlider(page_type: HOME) { slides { link } } }',
      { store: 'nl' },
    );
    const links = (sliders.body.data?.getTailoredSlider ?? []).flatMap((slider) =>
      slider.slides.map((slide) => slide.link).filter((link): link is string => Boolean(link)),
    );
    let landingPages = 0;
    for (const link of links) {
      const routed = await route(link, 'nl');
      if (routed?.type !== 'LANDING_PAGE') continue;
      landingPages++;
      expect(routed.__typename).toBe('LandingPage');
      expect(routed.redirect_code).toBe(0);
      const page = await graphql<{ landingPage: { identifier: string; relative_url: string } }>(
        'query ($url: String) { landingPage(relative_url: $url) { identifier relative_url } }',
        { store: 'nl', variables: { url: routed.relative_url } },
      );
      expect(page.body.data?.landingPage).toEqual({
        identifier: routed.identifier,
        relative_url: routed.relative_url,
      });
    }
    expect(landingPages).toBeGreaterThan(0);
  });

  it('answers null for an unknown url, never an error', async () => {
    for (const url of [
      'no/such/page',
      'no-such-product.html',
      '%E0%A4%A',
      '/////',
      '?only=query',
      'x'.repeat(3000),
    ]) {
      const response = await graphql<{ route: unknown }>(ROUTE, { method: 'POST', variables: { url } });
      expect(response.body.errors).toBeUndefined();
      if (url !== '/////' && url !== '?only=query') expect(response.body.data?.route).toBeNull();
    }
  });

  it('resolves urls only in their own store view', async () => {
    const german = await someCategory('de');
    const dutch = await someCategory('nl');
    expect(german.url_path).not.toBe(dutch.url_path);
    expect(await route(german.url_path, 'nl')).toBeNull();
  });
});
