import { expect, type Page, test } from '@playwright/test';
import { hydrated, settled, shownPrices } from './listing-support.js';
import { isHydrated, storefrontUrl, watchConsole } from './support.js';

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

test.describe('cards that wait', () => {
  // The test holds the listing's data request: a service worker would fetch it past page.route.
  test.use({ serviceWorkers: 'block' });

  test('the cards after the first row hydrate when they come near the viewport, and keep their html while the listing changes', async ({
    page,
  }) => {
    // The server's html has every card in its place: none moved to the end of the document for an
    // inline script to show later (React does so with finished boundaries past 12.8 KB of html).
    const html = await (await page.request.get(storefrontUrl(CATEGORY))).text();
    expect(html).not.toMatch(/<div hidden id="S:/);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    await page.goto(storefrontUrl(CATEGORY));
    await hydrated(page);
    const cards = page.locator('.listing .product-card');
    const count = await cards.count();
    expect(count, 'the category fills more than two rows').toBeGreaterThan(6);
    expect(await isHydrated(cards.first())).toBe(true);
    expect(await isHydrated(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(cards.last())).toBe(true);

    // A change of the sorting while the later cards wait: they keep their html while the next state
    // loads (held here), and are then rendered in the browser with the new order.
    await page.goto(storefrontUrl(CATEGORY));
    await hydrated(page);
    expect(await isHydrated(cards.last())).toBe(false);
    const before = await shownPrices(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('select[name="sort"]').selectOption({ index: 1 });
    await expect(page.locator('.listing')).toHaveAttribute('aria-busy', 'true');
    expect(await shownPrices(page)).toEqual(before);
    release();
    await settled(page);
    await expect(cards).toHaveCount(count);
    expect(await isHydrated(cards.last())).toBe(true);
    expect(problems).toEqual([]);
  });
});
