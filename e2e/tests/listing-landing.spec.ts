import { expect, test } from '@playwright/test';
import { hydrated, settled, shownPrices } from './listing-support.js';
import { apiQuery, storefrontUrl, watchConsole } from './support.js';

// A landing page (docs/BEHAVIOUR.md#dynamic-routing dynamic routing LANDING_PAGE, docs/BEHAVIOUR.md#api-calls: its filter, 15 a page) lists its
// products through the shared listing: filters, sorting and paging live in the url.

interface LandingPageInfo {
  relative_url: string;
  title: string;
  product_filters: string;
}

/** The landing page of the demo data with the most products (they are linked from the sliders). */
async function biggestLandingPage(): Promise<LandingPageInfo & { total: number }> {
  const sliders = await apiQuery<{ getTailoredSlider: { slides: { link: string }[] }[] }>(
    'query { getTailoredSlider(identifiers: ["home-hero"]) { slides { link } } }',
    {},
  );
  const links = sliders.getTailoredSlider.flatMap((slider) => slider.slides.map((slide) => slide.link));
  let best: (LandingPageInfo & { total: number }) | undefined;
  for (const link of links) {
    const data = await apiQuery<{
      landingPage: (LandingPageInfo & { products: { total_count: number } }) | null;
    }>(
      `query ($url: String) { landingPage(relative_url: $url) {
        relative_url title product_filters products { total_count } } }`,
      { url: link.replace(/^\//, '') },
    );
    const page = data.landingPage;
    if (page && (!best || page.products.total_count > best.total)) {
      best = { ...page, total: page.products.total_count };
    }
  }
  if (!best) throw new Error('no landing page linked from the home slider');
  return best;
}

test('a landing page filters, sorts and pages through the url, 15 a page', async ({ page }) => {
  const problems = watchConsole(page);
  const landing = await biggestLandingPage();
  expect(landing.total).toBeGreaterThan(15);
  const path = `/${landing.relative_url.replace(/^\//, '')}`;
  await page.goto(storefrontUrl(path));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
  await expect(page.locator('.listing__total')).toContainText(String(landing.total));
  await expect(page.locator('.product-grid .product-card')).toHaveCount(15);
  await page.evaluate(() => {
    (window as unknown as { landingMarker: boolean }).landingMarker = true;
  });

  // Sorting by price, descending.
  await page.getByLabel('Sortieren nach').selectOption('price_down');
  await expect(page).toHaveURL(new RegExp(`${path}\\?sort=price_down$`));
  await settled(page);
  // The grid shows the sorted products once the new state is rendered.
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return (
        prices.length > 1 && prices.every((price, index) => index === 0 || price <= (prices[index - 1] ?? 0))
      );
    })
    .toBe(true);
  const descending = await shownPrices(page);

  // Page 2 keeps the sorting.
  await page.locator('.listing__pager').getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?sort=price_down&page=2$`));
  await settled(page);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('2');
  const second = await shownPrices(page);
  expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...descending));

  // A filter option: back to page 1, the count of the option.
  const option = page.locator('.listing__filter label').first();
  const count = Number(((await option.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''));
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${path}/f/[a-z_]+:[^?]+\\?sort=price_down$`));
  await settled(page);
  await expect(page.locator('.listing__total')).toContainText(String(count));
  await expect(page.locator('.listing__chip').first()).toBeVisible();
  // All of it without a full page load.
  expect(await page.evaluate(() => (window as unknown as { landingMarker?: boolean }).landingMarker)).toBe(
    true,
  );

  // The url is the truth: a reload shows the same state; back returns to page 2.
  const filteredUrl = page.url();
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.listing__total')).toContainText(String(count));
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('price_down');
  expect(page.url()).toBe(filteredUrl);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}\\?sort=price_down&page=2$`));
  await settled(page);
  await expect(page.locator('.listing__pager [aria-current="page"]')).toHaveText('2');
  expect(problems).toEqual([]);
});
