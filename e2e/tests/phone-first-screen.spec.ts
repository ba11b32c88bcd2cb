import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiQuery, isHydrated, routerReady, storefrontUrl } from './support.js';

// The first screen of a 390×844 phone: the cookie bar leaves at least three quarters
// of it free and its choice is a dialog; on a product page of each type the name, price, stock
// (not for grouped products: each item has its own), the options and add to cart are inside it.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The element's box lies inside the first screen (the page is not scrolled). */
async function expectInFirstScreen(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is shown`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what} starts below the top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends within ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
}

/** The element ends above the sticky add-to-cart row, so the row covers none of it. */
async function expectNotCoveredByStickyRow(locator: Locator, stickyRow: Locator, what: string) {
  const box = await locator.boundingBox();
  const rowBox = await stickyRow.boundingBox();
  expect(box, `${what} is shown`).not.toBeNull();
  expect(rowBox, 'the add-to-cart row is shown').not.toBeNull();
  if (!box || !rowBox) return;
  expect(box.y + box.height, `${what} ends above the add-to-cart row`).toBeLessThanOrEqual(rowBox.y);
}

test('the cookie bar covers at most a quarter of a phone screen; its choice is a dialog', async ({
  page,
}) => {
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.height ?? PHONE.height).toBeLessThanOrEqual(PHONE.height / 4);

  // The choice opens a modal dialog with focus inside; Escape closes it and focus returns.
  const choose = bar.getByRole('button', { name: 'Andere Cookies wählen' });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: 'Andere Cookies wählen' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  // Tab and Shift+Tab go round its controls (a checkbox and two buttons), never out of it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
  await bar.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(bar).toBeHidden();
});

test('a product page of each type shows name, price, stock and add to cart in the first screen', async ({
  page,
}) => {
  const data = await apiQuery<{
    products: { items: { __typename: string; url_key: string; stock_status: string }[] };
  }>('{ products(pageSize: 100) { items { __typename url_key stock_status } } }', {});
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();

  for (const type of ['SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct']) {
    const product = data.products.items.find(
      (item) => item.__typename === type && item.stock_status === 'IN_STOCK',
    );
    if (!product) throw new Error(`the seed has no ${type} in stock`);
    await page.goto(storefrontUrl(`/${product.url_key}.html`));
    await routerReady(page);
    const main = page.locator('.product-page__summary');
    await expectInFirstScreen(page.getByRole('heading', { level: 1 }), `${type}: name`);
    await expectInFirstScreen(main.locator('.product-price'), `${type}: price`);
    if (type !== 'GroupedProduct')
      await expectInFirstScreen(main.getByTestId('product-stock'), `${type}: stock`);
    if (type === 'ConfigurableProduct') {
      const firstOption = main.locator('.configurable-options fieldset').first();
      await expectInFirstScreen(firstOption, `${type}: first option`);
      await expectNotCoveredByStickyRow(firstOption, main.locator('.add-to-cart'), `${type}: first option`);
      await expectNotCoveredByStickyRow(
        main.locator('.configurable-options fieldset').last(),
        main.locator('.add-to-cart'),
        `${type}: last option`,
      );
    }
    await expectInFirstScreen(main.getByRole('button', { name: 'In den Warenkorb' }), `${type}: add to cart`);
    // From here on the cart holds an item, so the free-shipping line above the page shows too.
    if (type === 'SimpleProduct') {
      await main.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByRole('button', { name: /^Warenkorb, 1 Artikel$/ })).toBeVisible();
    }
  }
});

/**
 * The layout shift while `path` loads on a slow line: its html up to the tag that holds `splitAt`
 * comes first, the rest 800 ms later, so that the phone paints the first part alone; everything else
 * passes through.
 */
async function layoutShiftWithHtmlInTwoParts(page: Page, path: string, splitAt: string): Promise<number> {
  const target = new URL(storefrontUrl('/'));
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        // The page's html uncompressed, so that it can be cut in two.
        headers:
          request.url === path ? { ...request.headers, 'accept-encoding': 'identity' } : request.headers,
      },
      (answer) => {
        if (request.url !== path) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const split = html.lastIndexOf('<', html.indexOf(splitAt));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(html.slice(0, split));
          setTimeout(() => response.end(html.slice(split)), 800);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as AddressInfo;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await routerReady(page);
    return await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
  } finally {
    server.close();
  }
}

test('a product page whose html arrives in two parts does not move what the phone painted first', async ({
  page,
}) => {
  const data = await apiQuery<{ products: { items: { url_key: string }[] } }>(
    '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 1) { items { url_key } } }',
    {},
  );
  const path = `/${data.products.items[0]?.url_key}.html`;
  const shifted = await layoutShiftWithHtmlInTwoParts(page, path, 'class="product-price"');
  await expect(page.locator('.product-page__summary .product-price')).toBeVisible();
  expect(shifted, 'layout shift while the page arrived').toBeLessThanOrEqual(0.02);
});

test('a category whose html arrives without its listing first does not move its description when the listing comes', async ({
  page,
}) => {
  const shifted = await layoutShiftWithHtmlInTwoParts(page, '/nahrungsergaenzung', 'class="listing"');
  // On a phone the description follows the listing.
  const description = await page.locator('.category-page__description').boundingBox();
  const listing = await page.locator('.listing').boundingBox();
  expect(description?.y ?? 0, 'the description is below the listing').toBeGreaterThan(listing?.y ?? Infinity);
  expect(shifted, 'layout shift while the page arrived').toBeLessThanOrEqual(0.02);
});

test('the phone header is one row; its search button opens the search field, Escape closes it', async ({
  page,
}) => {
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const bar = page.locator('.site-header__bar');
  expect((await bar.boundingBox())?.height ?? PHONE.height).toBeLessThanOrEqual(56);
  const searchBox = page.getByRole('searchbox', { name: 'Suche' });
  await expect(searchBox).toBeHidden();
  const open = page.getByRole('button', { name: 'Suche', exact: true });
  await open.click();
  await expect(searchBox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchBox).toBeHidden();
  await expect(open).toBeFocused();
  for (const name of ['Mein Konto', 'Wunschliste', /^Warenkorb, \d+ Artikel$/]) {
    const box = await page
      .getByRole('banner')
      .getByRole(typeof name === 'string' ? 'link' : 'button', { name })
      .boundingBox();
    expect(box?.width, String(name)).toBeGreaterThanOrEqual(44);
    expect(box?.height, String(name)).toBeGreaterThanOrEqual(44);
  }
});

test('on a phone a category shows its first products in the first screen; the filters are a drawer: "Filter (n)", a change applies, focus stays inside and returns', async ({
  page,
}) => {
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await routerReady(page);
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');
  // The first screen reaches the products: the subcategories are one row (it scrolls sideways).
  const pills = page.locator('.category-page__children li');
  expect(await pills.count(), 'the category has subcategories').toBeGreaterThan(3);
  const tops = await pills.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expectInFirstScreen(page.locator('.product-card__image').first(), "the first product's image");
  const filters = page.getByRole('complementary', { name: 'Filter' });
  await expect(filters).toBeHidden();
  // The closed drawer is an island: its server html waits until it is opened.
  const firstValue = page.locator('.listing__filters .listing__filter input[type="checkbox"]').first();
  expect(await isHydrated(firstValue), 'the closed drawer is hydrated').toBe(false);
  const toggle = page.getByRole('button', { name: 'Filter (0)' });
  await toggle.click();
  await expect(filters).toBeVisible();
  expect(await filters.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expect.poll(() => isHydrated(firstValue), { message: 'the opened drawer hydrates' }).toBe(true);

  // The box follows the url: it is ticked once the filtered listing has loaded.
  await firstValue.click();
  await expect(firstValue).toBeChecked();
  await expect(page).toHaveURL(/\/nahrungsergaenzung\/f\//);
  await expect(filters).toBeVisible();
  // Tab from the last control wraps to the first one inside the drawer.
  await filters.getByRole('button', { name: /Produkte? anzeigen$/ }).focus();
  await page.keyboard.press('Tab');
  expect(await filters.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await filters.getByRole('button', { name: /Produkte? anzeigen$/ }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();

  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
});

test('on a phone only the one-row header stays while scrolling; it shrinks without shifting the page', async ({
  page,
}) => {
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await routerReady(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await page.waitForLoadState('networkidle');
  // No layout shift while the page loads (the sticky header included).
  const loadShift = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(sum), 200);
      }),
  );
  expect(loadShift).toBeLessThan(0.01);

  const header = page.getByRole('banner');
  const logo = header.locator('.site-header__logo img');
  const headingTop = () =>
    page
      .getByRole('heading', { level: 1 })
      .evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  const headingTopBefore = await headingTop();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // The header row sits at the top of the screen (its top padding slid away), the announcement
  // line above it scrolled away with the page; the logo is smaller.
  const box = await header.boundingBox();
  expect(box?.y ?? 1, 'header top').toBeLessThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), 'header bottom').toBeGreaterThanOrEqual(44);
  expect((box?.y ?? 0) + (box?.height ?? 0), 'header bottom').toBeLessThanOrEqual(56);
  const announcement = await page.locator('.global-messages__item').first().boundingBox();
  expect((announcement?.y ?? 0) + (announcement?.height ?? 0)).toBeLessThanOrEqual(0);
  expect(await logo.evaluate((node) => getComputedStyle(node).transform)).not.toBe('none');
  // Shrinking moved nothing below the header: the heading is where it was in the page.
  expect(await headingTop()).toBe(headingTopBefore);
  await expect(header.getByRole('button', { name: /^Warenkorb, \d+ Artikel$/ })).toBeInViewport();
});

test('with reduced motion the phone header stays sticky but its logo does not shrink', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await routerReady(page);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.getByRole('banner').getByRole('link', { name: /Startseite/ })).toBeInViewport();
  expect(
    await page.locator('.site-header__logo img').evaluate((node) => getComputedStyle(node).transform),
  ).toBe('none');
  await context.close();
});

test('no screen is wider than the phone: nothing scrolls sideways', async ({ page }) => {
  const wider: string[] = [];
  for (const path of [
    '/',
    '/nahrungsergaenzung',
    '/search?q=tee',
    '/checkout/cart',
    '/login',
    '/create-account',
    '/forgot-password',
    '/contact',
    '/faq',
  ]) {
    await page.goto(storefrontUrl(path));
    await routerReady(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});

test.describe('early taps', () => {
  // Once the service worker has cached the scripts, it would answer them past the held route.
  test.use({ serviceWorkers: 'block' });

  test('on a phone a tap on the filter, menu, dropdown or search button before the page is live opens it at once, and the live page keeps it open', async ({
    page,
  }) => {
    // Each case: the buttons tapped in turn (a dropdown inside the opened menu), and how the live page
    // closes what the first opened.
    const cases = [
      { taps: ['.listing__filter-toggle'], close: 'Escape' },
      { taps: ['.main-menu__toggle', '.main-menu__expander >> nth=0'], close: 'tap' },
      { taps: ['.site-header__search-toggle'], close: 'tap' },
    ] as const;
    for (const { taps, close } of cases) {
      // The page's scripts are held back: it is painted, and cannot answer yet.
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      const scripts = /\/assets\/.*\.js$/;
      await page.route(scripts, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(storefrontUrl('/nahrungsergaenzung'), { waitUntil: 'commit' });
      const opened: { button: Locator; region: Locator; name: string }[] = [];
      for (const control of taps) {
        const button = page.locator(control);
        await button.tap();
        await expect(button, control).toHaveAttribute('aria-expanded', 'true');
        const region = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(region, `${control}: its region opened`).toBeVisible();
        opened.push({ button, region, name: control });
      }
      await expect(page.locator('html'), `${taps}: hydration has not started`).not.toHaveAttribute(
        'data-hydrated',
        /./,
      );
      release();
      await routerReady(page);
      for (const { button, region, name } of opened) {
        await expect(button, name).toHaveAttribute('aria-expanded', 'true');
        await expect(region, name).toBeVisible();
      }
      // React's state is the open one: closing works (the drawer covers its button: Escape in it).
      const [first] = opened;
      if (!first) throw new Error('no tap');
      if (close === 'tap') await first.button.tap();
      else await first.region.press('Escape');
      await expect(first.button, first.name).toHaveAttribute('aria-expanded', 'false');
      await page.unroute(scripts);
    }
  });
});
