import { expect, test } from '@playwright/test';
import { hydrated } from './listing-support.js';
import { apiQuery, menuCategories, storefrontUrl, watchConsole } from './support.js';

// The product card (responsive image, stock and delivery badge, wishlist and compare
// toggles) and the extras of an anchor category page: its slider as a keyboard-usable carousel
// and the best sellers, which are rendered in the browser only.

const CATEGORY = '/nahrungsergaenzung';

interface CardProduct {
  sku: string;
  name: string;
  stock_status: string;
  delivery_time: { short: string; long: string; color: string; icon: string | null } | null;
}

test('a product card shows stock and the delivery badge (colour, short text, long text as title)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  const cards = page.locator('.product-grid .product-card');
  await expect(cards.first()).toBeVisible();
  const skus = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sku') ?? ''));
  const data = await apiQuery<{ products: { items: CardProduct[] } }>(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) {
      items { sku name stock_status delivery_time { short long color icon } } } }`,
    { skus },
  );
  const withDelivery = data.products.items.filter((item) => item.delivery_time);
  expect(withDelivery.length).toBeGreaterThan(0);
  for (const product of withDelivery.slice(0, 3)) {
    const badge = page.locator(`.product-card[data-sku="${product.sku}"] .delivery-badge`);
    await expect(badge).toContainText(product.delivery_time?.short ?? '');
    await expect(badge).toHaveAttribute('title', product.delivery_time?.long ?? '');
    await expect(badge).toHaveAttribute('data-color', product.delivery_time?.color ?? '');
    // Its icon is drawn by css from the name the api gives (a dot for none).
    await expect(badge).toHaveAttribute('data-icon', product.delivery_time?.icon ?? 'dot');
    expect(await badge.evaluate((element) => getComputedStyle(element, '::before').maskImage)).toMatch(
      /^url\("data:image\/svg\+xml/,
    );
  }
  // The stock line says the same as the api.
  const first = data.products.items.find((item) => item.sku === skus[0]);
  await expect(page.locator(`.product-card[data-sku="${skus[0]}"] .product-card__stock`)).toHaveText(
    first?.stock_status === 'OUT_OF_STOCK' ? 'Nicht auf Lager' : /auf Lager/,
  );
  // The first row loads its images at once, the cards below lazily; the card tells its display width.
  const loading = await page
    .locator('.product-grid .product-card__image img')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('loading')));
  expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager']);
  expect(loading.slice(3).every((value) => value === 'lazy')).toBe(true);
  // Every card has the wishlist and compare toggles.
  await expect(cards.first().getByRole('button', { name: /auf die Wunschliste setzen/ })).toBeVisible();
  const compare = cards.first().getByRole('button', { name: /vergleichen$/ });
  await compare.click();
  await expect(cards.first().getByRole('button', { name: /nicht mehr vergleichen$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await cards
    .first()
    .getByRole('button', { name: /nicht mehr vergleichen$/ })
    .click();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  expect(problems).toEqual([]);
});

test('an anchor category shows its slider as a carousel and its best sellers (browser only)', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  // The category the demo data gave a slider: the top-level category whose page_id matches.
  let found: { path: string; id: number; slides: { title: string }[]; title: string } | undefined;
  for (const category of await menuCategories()) {
    const id = Number(Buffer.from(category.uid, 'base64').toString());
    const data = await apiQuery<{ getTailoredSlider: { title: string; slides: { title: string }[] }[] }>(
      'query ($id: Int) { getTailoredSlider(page_type: CATEGORY, page_id: $id) { title slides { title } } }',
      { id },
    );
    const slider = data.getTailoredSlider.find((entry) => entry.slides.length > 1);
    if (slider) {
      found = { path: `/${category.url_path}`, id, slides: slider.slides, title: slider.title };
      break;
    }
  }
  if (!found) throw new Error('the demo data has no category slider with two slides');
  const bestsellers = await apiQuery<{
    bestsellers: { items: { product: { sku: string; name: string } }[] };
  }>('query ($id: Int) { bestsellers(category_id: $id, limit: 10) { items { product { sku name } } } }', {
    id: found.id,
  });
  expect(bestsellers.bestsellers.items.length).toBeGreaterThan(0);

  // Best sellers are not part of the server's html (client side only, docs/BEHAVIOUR.md#pages-and-routes).
  const html = await (await fetch(storefrontUrl(found.path))).text();
  expect(html).toContain('aria-roledescription="carousel"');
  expect(html).not.toContain('category-bestsellers');

  await page.goto(storefrontUrl(found.path));
  await hydrated(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('aria-label', found.title);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(found.slides.length);
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');

  // Keyboard: the next button, then the arrow keys and Home/End while focus is inside.
  await carousel.getByRole('button', { name: 'Nächste Folie' }).focus();
  await page.keyboard.press('Enter');
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
  await page.keyboard.press('End');
  await expect(slides.nth(found.slides.length - 1)).toHaveAttribute('aria-hidden', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
  await expect(carousel.getByRole('button', { name: 'Zu Folie 1' })).toHaveAttribute('aria-current', 'true');
  // Hidden slides cannot be reached with Tab.
  await expect(slides.nth(1)).toHaveAttribute('inert', '');

  // The slides move with a transition, except for visitors who asked for reduced motion.
  await expect(carousel.locator('.carousel__track')).toHaveCSS('transition-duration', '0.4s');
  const calm = await browser.newContext({ reducedMotion: 'reduce' });
  const calmPage = await calm.newPage();
  await calmPage.goto(storefrontUrl(found.path));
  await expect(calmPage.locator('.carousel__track')).toHaveCSS('transition-duration', '0s');
  await calm.close();

  // The best sellers of the api, as product cards, asked for once the shopper scrolls near them.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Bestseller' });
  await expect(section.locator('.product-card')).toHaveCount(bestsellers.bestsellers.items.length);
  await expect(section.locator('.product-card').first()).toHaveAttribute(
    'data-sku',
    bestsellers.bestsellers.items[0]?.product.sku ?? '',
  );
  expect(problems).toEqual([]);
});
