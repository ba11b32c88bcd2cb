import { expect, type Page, test } from '@playwright/test';
import { apiQuery, routerReady, storefrontUrl, watchConsole } from './support.js';

// Each page type loads only its own code: the catch-all route loads the category,
// product, CMS and landing page modules lazily, so a category page never requests the product
// page's script and a product page never the category page's.

/** The names of the script files a page requested until it hydrated. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(storefrontUrl(path));
  await routerReady(page);
  return scripts;
}

test('a category page requests no product page script, a product page no category page script', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const categoryScripts = await scriptsOf(page, '/nahrungsergaenzung');
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');
  expect(categoryScripts.some((path) => /\/CategoryPage-[\w-]+\.js$/.test(path))).toBe(true);
  expect(categoryScripts.filter((path) => /\/ProductPage-[\w-]+\.js$/.test(path))).toEqual([]);

  const data = await apiQuery<{ products: { items: Array<{ url_key: string }> } }>(
    '{ products(pageSize: 1) { items { url_key } } }',
    {},
  );
  const productPage = await page.context().newPage();
  const productProblems = watchConsole(productPage);
  const productScripts = await scriptsOf(productPage, `/${data.products.items[0]?.url_key}.html`);
  expect(productScripts.some((path) => /\/ProductPage-[\w-]+\.js$/.test(path))).toBe(true);
  expect(productScripts.filter((path) => /\/CategoryPage-[\w-]+\.js$/.test(path))).toEqual([]);
  expect([...problems, ...productProblems]).toEqual([]);
});

test("a category page's scripts start after its first paint: its html names the category page script and no other page type's", async ({
  page,
  request,
}) => {
  const html = await (await request.get(storefrontUrl('/nahrungsergaenzung'))).text();
  // No preload or module script the browser would fetch while it parses: the module script waits
  // (a type that does not run) and a small script before </body> starts it once the page is painted.
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(
    /<script[^>]*type="text\/x-after-first-paint"[^>]*>[^<]*import\("\/assets\/entry\.client-/,
  );
  const starter = /<script nonce="[^"]+">\(function\(p\).*?\((\[.*?\])\)<\/script><\/body>/.exec(html)?.[1];
  expect(starter, 'the starter script ends the body').toBeTruthy();
  const preloads = JSON.parse(starter ?? '[]') as string[];
  expect(preloads.some((path) => /\/CategoryPage-[\w-]+\.js$/.test(path))).toBe(true);
  expect(preloads.filter((path) => /\/(ProductPage|CmsPage|LandingPage)-[\w-]+\.js$/.test(path))).toEqual([]);

  const problems = watchConsole(page);
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await routerReady(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
  expect(problems).toEqual([]);
});

test('the texts are a file of their own: not in the html, loaded once before hydration and kept across pages', async ({
  page,
  request,
}) => {
  const html = await (await request.get(storefrontUrl('/nahrungsergaenzung'))).text();
  // A key of the catalogue that no server-rendered page shows.
  expect(html).not.toContain('cartLabel_one');
  expect(html).toMatch(/<link rel="preload" as="fetch" href="\/assets\/de-[\w-]+\.json"/);

  const problems = watchConsole(page);
  const catalogueRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/(de|nl|en)-[\w-]+\.json$/.test(new URL(sent.url()).pathname))
      catalogueRequests.push(sent.url());
  });
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await routerReady(page);
  // The header's cart button is named by a text of the catalogue, rendered again by the browser.
  await expect(page.getByRole('button', { name: /Warenkorb/ })).toBeVisible();
  await page.locator('.product-card a').first().click();
  await expect(page.locator('h1')).toBeVisible();
  expect(new Set(catalogueRequests.map((url) => new URL(url).pathname)).size).toBe(1);
  expect(problems).toEqual([]);
});

test('when the texts file does not arrive, the page stays as the server sent it and the load error offers a reload', async ({
  page,
}) => {
  await page.route(/\/assets\/(de|nl|en)-[\w-]+\.json$/, (route) => route.abort('failed'));
  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  const loadError = page.getByRole('alert').filter({ hasText: 'Ein Teil der Seite ist nicht angekommen' });
  await expect(loadError).toBeVisible();
  // Not hydrated, but readable: the server's listing is there.
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await page.unroute(/\/assets\/(de|nl|en)-[\w-]+\.json$/);
  await loadError.getByRole('button', { name: 'Neu laden' }).click();
  await routerReady(page);
  await expect(loadError).toHaveCount(0);
});

// The form pages validate with zod, the schemas and the validation messages, loaded when a field is
// first checked: none of them is part of the first load.
const VALIDATION_SCRIPT = /\/(zod|zod-without-eval|messages|rules|schemas|address-schema)-[\w-]+\.js$/;

for (const path of ['/login', '/create-account', '/forgot-password', '/contact']) {
  test(`${path} loads its validation code when a field is first checked, not with the page`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const scripts = await scriptsOf(page, path);
    expect(scripts.filter((script) => VALIDATION_SCRIPT.test(script))).toEqual([]);

    const email = page.getByRole('textbox', { name: /E-Mail/ }).first();
    await email.focus();
    await email.blur();
    await expect(page.locator('.form-field__errors').first()).toBeVisible();
    expect(scripts.some((script) => /\/zod-[\w-]+\.js$/.test(script))).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('every page links the one stylesheet, which styles the pages a shopper then opens without loading more', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
  // The home page's product lists are grids with the category page's columns (two on a phone).
  const grid = page.locator('.product-grid').first();
  await grid.scrollIntoViewIfNeeded();
  expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  // A category and a product by client navigation, then the login page (whose two columns were once
  // styled only by the account area's stylesheet): the same one stylesheet, nothing more.
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .locator('a[href="/nahrungsergaenzung"]')
    .first()
    .click();
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('.product-card a').first().click();
  await expect(page.locator('.product-page')).toBeVisible();
  await page.goto(storefrontUrl('/login'));
  await routerReady(page);
  expect(
    await page.locator('.account-columns').evaluate((element) => getComputedStyle(element).display),
  ).toBe('grid');
  expect(new Set(stylesheets).size).toBe(1);
});

test('scripts and styles come compressed at build time: brotli when the browser takes it, else gzip, else plain', async ({
  request,
}) => {
  const html = await (await request.get(storefrontUrl('/nahrungsergaenzung'))).text();
  const script = /"(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page names the framework chunk').toBeTruthy();
  const url = storefrontUrl(script ?? '');
  const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await plain.body();
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Browsers list gzip first with the same weight: the smaller brotli copy is still chosen.
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const answer = await request.get(url, { headers: { 'accept-encoding': accepted ?? '' } });
    expect(answer.headers()['content-encoding'], accepted).toBe(encoding);
    expect(answer.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers()['cache-control']).toContain('immutable');
    expect(Number(answer.headers()['content-length'])).toBeLessThan(body.length / 3);
    expect((await answer.body()).equals(body), `${encoding} decodes to the script`).toBe(true);
  }
});
