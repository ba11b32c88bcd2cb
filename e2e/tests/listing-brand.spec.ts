import { expect, test } from '@playwright/test';
import { hydrated, settled } from './listing-support.js';
import { apiQuery, storefrontUrl, watchConsole } from './support.js';

// Brands (docs/BEHAVIOUR.md#pages-and-routes /merken, docs/BEHAVIOUR.md#cart-lifecycle brand page rules, docs/BEHAVIOUR.md#limits brand page products per page 15).

interface Brands {
  getBrands: Array<{ title: string; urlKey: string; products: { total_count: number } }>;
}

const PER_PAGE = 15;

test('the brands list links every brand; a brand page pages through its products 15 at a time', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const brands = (
    await apiQuery<Brands>('{ getBrands { title urlKey products(pageSize: 1) { total_count } } }', {})
  ).getBrands;
  expect(brands.length).toBeGreaterThan(0);
  const biggest = [...brands].sort((a, b) => b.products.total_count - a.products.total_count)[0];
  if (!biggest) throw new Error('no brands');
  // Paging needs more products than one page holds; fewer per page via the url otherwise.
  const perPage = biggest.products.total_count > PER_PAGE ? PER_PAGE : 2;
  const pages = Math.ceil(biggest.products.total_count / perPage);

  await page.goto(storefrontUrl('/merken'));
  await expect(page.locator('.brands-page__list a')).toHaveCount(brands.length);
  const first = biggest.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  await expect(page.locator(`#brands-${first}`)).toContainText(biggest.title);

  await page.locator('.brands-page__list a', { hasText: biggest.title }).first().click();
  await expect(page).toHaveURL(storefrontUrl(`/merken/${biggest.urlKey}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(biggest.title);
  if (perPage !== PER_PAGE) await page.goto(storefrontUrl(`/merken/${biggest.urlKey}?limit=${perPage}`));
  await hydrated(page);
  await expect(page.locator('.product-card')).toHaveCount(perPage);
  // The brand is the page itself: no filter for it.
  await expect(page.locator('fieldset[data-attribute="merk"]')).toHaveCount(0);
  await expect(page.locator('.product-card__brand').first()).toHaveText(biggest.title);

  const seen = new Set(
    await page
      .locator('.product-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku'))),
  );
  await page.locator('.listing__pager').getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await settled(page);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('2');
  const second = await page
    .locator('.product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku')));
  expect(second.length).toBe(Math.min(perPage, biggest.products.total_count - perPage));
  for (const sku of second) expect(seen.has(sku)).toBe(false);

  // Sorting resets to page 1.
  await page.getByLabel('Sortieren nach').selectOption('price_up');
  await expect(page).toHaveURL(/[?&]sort=price_up(&limit=\d+)?$/);
  await settled(page);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('1');
  expect(pages).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

test('an unknown brand is the not-found page', async ({ page }) => {
  const response = await page.goto(storefrontUrl('/merken/no-such-brand-at-all'));
  expect(response?.status()).toBe(404);
});
