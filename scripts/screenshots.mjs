// `node scripts/screenshots.mjs`: the screenshots in docs/screenshots — home, a
// category, a configurable product, the cart and the checkout of both shops (German: default
// theme; Dutch: theme "noord") on a 390×844 phone and a 1280×800 desktop, each with two items in
// the cart and the cookie choice made.
//
// Takes them from running production shops (`npm run build`, then the api and both storefronts):
//   SHOP_URL     the German storefront (default http://127.0.0.1:3000)
//   SHOP_NL_URL  the Dutch storefront (STOREFRONT_DEPLOYMENT=nl; left out: German shots only)
//   API_URL      the api (default http://127.0.0.1:4000)
//   OUT_DIR      where the PNGs go (default docs/screenshots)
// Browser: Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through playwright-core (a root
// dev dependency, the version @playwright/test of the e2e workspace uses).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const OUT_DIR = resolve(process.env.OUT_DIR ?? 'docs/screenshots');

const SHOPS = [
  {
    store: 'de',
    url: process.env.SHOP_URL ?? 'http://127.0.0.1:3000',
    suffix: '',
    category: '/nahrungsergaenzung',
  },
  { store: 'nl', url: process.env.SHOP_NL_URL, suffix: '-nl', category: '/voedingssupplementen' },
].filter((shop) => shop.url);

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** The configurable product the shots show (its variants have colour swatches and sizes). */
const PRODUCT_SEARCH = 'Kleine Helden Leichte Hose';

async function graphql(store, query, variables = {}) {
  const response = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${store}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The product page's path and a guest cart with two in-stock simple products. */
async function prepare(store) {
  const found = await graphql(
    store,
    'query ($search: String!) { products(search: $search, pageSize: 1) { items { url_key url_suffix } } }',
    { search: PRODUCT_SEARCH },
  );
  const product = found.products.items[0];
  if (!product) throw new Error(`${store}: no product for "${PRODUCT_SEARCH}"`);
  const listed = await graphql(
    store,
    '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 40) { items { sku stock_status } } }',
  );
  const skus = listed.products.items
    .filter((item) => item.stock_status === 'IN_STOCK')
    .slice(0, 2)
    .map((item) => item.sku);
  const { createEmptyCart: cartId } = await graphql(store, 'mutation { createEmptyCart }');
  const added = await graphql(
    store,
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
    { cartId, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  if (added.addProductsToCart.user_errors.length) throw new Error(JSON.stringify(added.addProductsToCart));
  return { productPath: `/${product.url_key}${product.url_suffix ?? ''}`, cartId };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
mkdirSync(OUT_DIR, { recursive: true });
try {
  for (const shop of SHOPS) {
    const { productPath, cartId } = await prepare(shop.store);
    const pages = {
      home: '/',
      category: shop.category,
      product: productPath,
      cart: '/checkout/cart',
      checkout: '/checkout',
    };
    for (const [device, options] of Object.entries(DEVICES)) {
      const context = await browser.newContext(options);
      // The cookie choice made and the cart's token stored, as the shop itself keeps them.
      await context.addInitScript(
        ({ token, decidedAt }) => {
          localStorage.setItem('cartServerToken', JSON.stringify({ state: { token }, version: 0 }));
          localStorage.setItem(
            'cookieConsent',
            JSON.stringify({ state: { consent: { necessary: true, other: false, decidedAt } }, version: 0 }),
          );
        },
        { token: cartId, decidedAt: new Date().toISOString() },
      );
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(new URL(path, shop.url).toString());
        await page.locator('html[data-hydrated="true"]').waitFor();
        await page.waitForLoadState('networkidle');
        const file = `${OUT_DIR}/${name}${shop.suffix}-${device}.png`;
        await page.screenshot({ path: file });
        console.log(`screenshots: ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
