import { expect, type Page, test } from '@playwright/test';
import {
  apiQuery,
  routerReady,
  storeCookieChoice,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

interface MenuData {
  categoryList: {
    children: { name: string; url_path: string; include_in_menu: number; position: number }[];
  }[];
}
interface ProductsData {
  products: { items: { name: string }[] };
}

test('the German home page shows the menu and products from the api and navigates client-side', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const menu = await apiQuery<MenuData>(
    'query ($id: String) { categoryList(filters: { ids: { eq: $id } }) { children { name url_path include_in_menu position } } }',
    { id: '3' },
  );
  const topCategories = (menu.categoryList[0]?.children ?? [])
    .filter((category) => category.include_in_menu === 1)
    .sort((a, b) => a.position - b.position);
  expect(topCategories.length).toBeGreaterThan(0);
  const products = await apiQuery<ProductsData>(
    'query { products(filter: { category_id: { eq: "3" } }, pageSize: 12, sort: { name: ASC }) { items { name } } }',
    {},
  );
  const firstProduct = products.products.items[0]?.name;
  if (!firstProduct) throw new Error('the api answered no products');

  // Server-rendered: the HTML itself already holds the api's data.
  const html = await (await fetch(storefrontUrl('/'))).text();
  expect(html).toContain(firstProduct.replaceAll('&', '&amp;'));
  expect(html).toContain((topCategories[0]?.name ?? '').replaceAll('&', '&amp;'));

  const response = await page.goto(storefrontUrl('/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/.+/);
  const menuLinks = page.getByRole('navigation').getByRole('link');
  for (const category of topCategories) {
    await expect(menuLinks.filter({ hasText: category.name }).first()).toBeVisible();
  }
  await expect(page.getByText(firstProduct, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-de.png'), fullPage: true });

  // A marker on window survives client-side navigation but not a full page load.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const target = topCategories[0];
  if (!target) throw new Error('no menu category');
  await menuLinks.filter({ hasText: target.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${target.url_path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.screenshot({ path: testInfo.outputPath('category-de.png') });

  expect(problems).toEqual([]);
});

interface RecommendationsData {
  items: { source: string; product: { sku: string; name: string } }[];
}
interface HomeListsData {
  bestsellers: RecommendationsData;
  mostPurchased: RecommendationsData;
  shopReviews: { total_count: number; items: { title: string }[] };
}

const RECOMMENDATION_ITEMS = '{ items { source product { sku name } } }';

function storedSources(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('recommendationSources') ?? '{}'));
}

test('the German home page shows best sellers, most purchased and shop reviews from the api', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const lists = await apiQuery<HomeListsData>(
    `query {
      bestsellers(category_id: 92, limit: 10, source: "up_sell") ${RECOMMENDATION_ITEMS}
      mostPurchased(pageType: HOME, pageSize: 10, currentPage: 1) ${RECOMMENDATION_ITEMS}
      shopReviews(pageSize: 12, currentPage: 1) { total_count items { title } }
    }`,
    {},
  );
  const bestseller = lists.bestsellers.items[0]?.product;
  const mostPurchased = lists.mostPurchased.items[0]?.product;
  const latestReview = lists.shopReviews.items[0]?.title;
  if (!bestseller || !mostPurchased || !latestReview) throw new Error('the api answered an empty list');

  // Server-rendered: the HTML already holds the public lists.
  const html = await (await fetch(storefrontUrl('/'))).text();
  expect(html).toContain(bestseller.name.replaceAll('&', '&amp;'));
  expect(html).toContain(latestReview.replaceAll('&', '&amp;'));

  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const bestsellers = page.getByRole('region', { name: 'Bestseller', exact: true });
  await expect(
    bestsellers.getByRole('heading', { level: 3, name: bestseller.name, exact: true }),
  ).toBeVisible();
  await expect(bestsellers.locator('.product-card__name')).toHaveCount(lists.bestsellers.items.length);
  const mostPurchasedRegion = page.getByRole('region', { name: 'Meistgekauft' });
  await expect(
    mostPurchasedRegion.getByRole('heading', { level: 3, name: mostPurchased.name, exact: true }),
  ).toBeVisible();
  await expect(mostPurchasedRegion.locator('.product-card__name')).toHaveCount(
    lists.mostPurchased.items.length,
  );

  const reviews = page.getByRole('region', { name: 'Das sagen unsere Kunden' });
  await expect(reviews.getByText(`${lists.shopReviews.total_count} Bewertungen`)).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(lists.shopReviews.items.length);
  await expect(reviews.getByRole('heading', { level: 3 }).first()).toHaveText(latestReview);
  await expect(reviews.getByText(/von 5 Sternen/).first()).toBeAttached();

  // Each list keeps its products' source tags (the later list wins for a product in both).
  const sources = await storedSources(page);
  expect(sources[mostPurchased.sku]).toBe('most_purchased:home');
  const mostPurchasedSkus = new Set(lists.mostPurchased.items.map((item) => item.product.sku));
  const onlyBestseller = lists.bestsellers.items.find((item) => !mostPurchasedSkus.has(item.product.sku));
  if (onlyBestseller) expect(sources[onlyBestseller.product.sku]).toBe('up_sell');

  // Nothing viewed yet: no retargeted list.
  await expect(page.getByRole('region', { name: 'Zuletzt angesehen' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the German home page shows the best-selling bundles, each linking to its bundle product page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const listed = await apiQuery<{ products: { items: { sku: string; name: string; url_key: string }[] } }>(
    `query { products(filter: { type_id: { eq: "bundle" } }, pageSize: 10, currentPage: 1, sort: { num_sales: DESC }) {
      items { sku name url_key } } }`,
    {},
  );
  const bundles = listed.products.items;
  const first = bundles[0];
  if (!first) throw new Error('the api answered no bundles');

  // Server-rendered like the other public lists.
  const html = await (await fetch(storefrontUrl('/'))).text();
  expect(html).toContain('data-list="bundles"');
  expect(html).toContain(first.name.replaceAll('&', '&amp;'));

  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const region = page.getByRole('region', { name: 'Pakete', exact: true });
  await expect(region.locator('.product-card__name')).toHaveText(bundles.map((bundle) => bundle.name));
  expect(
    await region.locator('.product-card').evaluateAll((cards) => cards.map((card) => card.dataset.sku)),
  ).toEqual(bundles.map((bundle) => bundle.sku));

  // Two bundles may share a name: the card is found by its sku.
  await region.locator(`[data-sku="${first.sku}"]`).getByRole('link', { name: first.name }).click();
  // A client-side navigation: the page shows once its data and its route's code have loaded.
  await expect(page.locator('[data-product-type="bundle"]')).toHaveAttribute('data-sku', first.sku, {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`/${first.url_key}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  expect(problems).toEqual([]);
});

test('after viewing a product page the home page shows it as recently viewed', async ({ page }) => {
  const problems = watchConsole(page);
  const listed = await apiQuery<{ products: { items: { sku: string; name: string; url_key: string }[] } }>(
    'query { products(filter: { category_id: { eq: "3" } }, pageSize: 1, sort: { name: DESC }) { items { sku name url_key } } }',
    {},
  );
  const product = listed.products.items[0];
  if (!product) throw new Error('the api answered no products');

  // Retargeting needs the consent to other cookies (given in the cookie bar before).
  await storeCookieChoice(page, true);
  const tracked = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') && /TrackProductView/.test(response.request().postData() ?? ''),
  );
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  expect((await (await tracked).json()).data.trackProductView.recorded).toBe(true);

  await page.goto(storefrontUrl('/'));
  const recent = page.getByRole('region', { name: 'Zuletzt angesehen' });
  await expect(recent.getByRole('heading', { level: 3, name: product.name, exact: true })).toBeVisible();

  // The list is the api's retargeted list of this visitor's tracking user id.
  const trackingUserId = await page.evaluate(() => localStorage.getItem('trackingUserId'));
  expect(trackingUserId).toBeTruthy();
  const retargeted = await apiQuery<{ retargeted: RecommendationsData }>(
    `query ($id: String!) { retargeted(pageType: HOME, tracking_user_id: $id, pageSize: 10) ${RECOMMENDATION_ITEMS} }`,
    { id: trackingUserId },
  );
  expect(retargeted.retargeted.items.map((item) => item.product.sku)).toEqual([product.sku]);
  await expect(recent.locator('.product-card__name')).toHaveCount(1);
  expect((await storedSources(page))[product.sku]).toBe(retargeted.retargeted.items[0]?.source);
  expect(problems).toEqual([]);
});

test("the Dutch home page names its sections in Dutch with the Dutch store view's reviews", async ({
  page,
}) => {
  const reviews = await apiQuery<{ shopReviews: { total_count: number; items: { title: string }[] } }>(
    'query { shopReviews(pageSize: 12) { total_count items { title } } }',
    {},
    'nl',
  );
  await page.goto(storefrontNlUrl('/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Bestsellers', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Meest gekocht' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pakketten', exact: true })).toBeVisible();
  const region = page.getByRole('region', { name: 'Dit zeggen onze klanten' });
  await expect(region.getByText(`${reviews.shopReviews.total_count} beoordelingen`)).toBeVisible();
  await expect(region.getByRole('heading', { level: 3 }).first()).toHaveText(
    reviews.shopReviews.items[0]?.title ?? '',
  );
});
