import { expect, type Page, test } from '@playwright/test';
import { hydrated, settled, shownPrices } from './listing-support.js';
import { storefrontUrl, watchConsole } from './support.js';

// The category listing (docs/BEHAVIOUR.md#category-page, docs/BEHAVIOUR.md#listing-state): the url
// is the truth; filter, price, sort and page changes navigate client-side and survive a reload
// and back/forward.

const CATEGORY = '/nahrungsergaenzung';

/** The option of an attribute with the most products: [its label, its checkbox]. */
async function largestOption(page: Page, attribute: string) {
  const labels = page.locator(`fieldset[data-attribute="${attribute}"] label`);
  const count = await labels.count();
  let best = 0;
  let bestCount = -1;
  for (let index = 0; index < count; index++) {
    const text = (await labels.nth(index).locator('.listing__count').textContent()) ?? '';
    const value = Number(text.replace(/\D/g, ''));
    if (value > bestCount) {
      bestCount = value;
      best = index;
    }
  }
  const label = labels.nth(best);
  return {
    name: ((await label.locator('.listing__option-label').textContent()) ?? '').trim(),
    label,
    count: bestCount,
  };
}

test('filter by two attributes and a price range, sort and page: client-side, bookmarkable, back/forward', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  await expect(page.locator('.listing .product-grid')).toHaveAttribute('data-columns', '3');
  // A marker on the window: it disappears on a full page load.
  await page.evaluate(() => {
    (window as unknown as { listingMarker: boolean }).listingMarker = true;
  });

  // Sorting: price descending, first page.
  await page.getByLabel('Sortieren nach').selectOption('price_down');
  await expect(page).toHaveURL(/\?sort=price_down$/);
  await settled(page);
  const descending = await shownPrices(page);
  expect(descending.length).toBeGreaterThan(1);
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);

  // Paging: page 2 keeps the sorting.
  await page.locator('.listing__pager').getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/\?sort=price_down&page=2$/);
  await settled(page);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('2');
  const page2 = await shownPrices(page);
  expect(Math.max(...page2)).toBeLessThanOrEqual(Math.min(...descending));

  // First attribute: back to page 1.
  const brand = await largestOption(page, 'merk');
  await brand.label.click();
  await expect(page).toHaveURL(/\/f\/merk:\d+\?sort=price_down$/);
  await settled(page);
  await expect(page.locator('.listing__chip', { hasText: brand.name })).toBeVisible();
  await expect(page.locator('.listing__total')).toContainText(String(brand.count));

  // Second attribute.
  const form = await largestOption(page, 'form');
  await form.label.click();
  await expect(page).toHaveURL(/\/f\/form:\d+\/merk:\d+\?sort=price_down$/);
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(2);
  const filtered = await shownPrices(page);
  expect(filtered.length).toBe(form.count);

  // Price range typed into the inputs: only the cheapest product's price.
  const cheapest = Math.min(...filtered);
  await page.getByRole('spinbutton', { name: 'Preis von' }).fill(String(Math.floor(cheapest)));
  await page.getByRole('spinbutton', { name: 'Preis bis' }).fill(String(Math.ceil(cheapest)));
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/\/price:\d+-\d+\?sort=price_down$/);
  await settled(page);
  const inRange = await shownPrices(page);
  expect(inRange.length).toBeGreaterThan(0);
  for (const price of inRange) {
    expect(price).toBeGreaterThanOrEqual(Math.floor(cheapest));
    expect(price).toBeLessThanOrEqual(Math.ceil(cheapest));
  }
  await expect(page.locator('.listing__chip')).toHaveCount(3);
  const filteredUrl = page.url();

  // No full page load happened.
  expect(await page.evaluate(() => (window as unknown as { listingMarker?: boolean }).listingMarker)).toBe(
    true,
  );

  // Reload: the same state, rendered by the server.
  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(filteredUrl);
  await expect(page.locator('.listing__chip')).toHaveCount(3);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('price_down');
  expect(await shownPrices(page)).toEqual(inRange);

  // Back: the state before the price filter; forward: with it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/f\/form:\d+\/merk:\d+\?sort=price_down$/);
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(2);
  expect(await shownPrices(page)).toEqual(filtered);
  await page.goForward();
  await expect(page).toHaveURL(filteredUrl);
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(3);

  // Clear all: the plain category with its sorting.
  await page.getByRole('button', { name: 'Alle Filter entfernen' }).click();
  await expect(page).toHaveURL(storefrontUrl(`${CATEGORY}?sort=price_down`));
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a page beyond the total returns to page 1; unknown url filters are dropped', async ({ page }) => {
  await page.goto(storefrontUrl(`${CATEGORY}/f/merk:unknown-brand?page=999`));
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(0);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('1');
  expect((await shownPrices(page)).length).toBeGreaterThan(0);
});
