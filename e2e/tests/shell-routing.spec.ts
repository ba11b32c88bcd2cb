import { expect, test } from '@playwright/test';
import { apiMutation, apiQuery, routerReady, storefrontUrl, watchConsole } from './support.js';

// Dynamic routing (docs/BEHAVIOUR.md#dynamic-routing): route(url) decides; a 301 answer redirects, an unknown url is the
// not-found page with status 404 and the spec's texts (docs/BEHAVIOUR.md#error-texts).

interface RouteAnswer {
  route: { type: string; relative_url: string; redirect_code: number; name?: string } | null;
}

// The demo data renames "Nahrungsergänzungsmittel" to "Nahrungsergänzung": the old url stays as a 301.
const OLD_URL = 'nahrungsergaenzungsmittel';

async function routeOf(url: string) {
  return (
    await apiQuery<RouteAnswer>(
      'query ($url: String!) { route(url: $url) { type relative_url redirect_code ... on CategoryTree { name } } }',
      { url },
    )
  ).route;
}

test('an old url answers 301 on the server and lands on the new url in the browser', async ({ page }) => {
  const problems = watchConsole(page);
  const old = await routeOf(OLD_URL);
  expect(old).toMatchObject({ type: 'CATEGORY', redirect_code: 301 });
  const target = await routeOf(old?.relative_url ?? '');
  expect(target).toMatchObject({ type: 'CATEGORY', redirect_code: 0 });
  const newPath = `/${old?.relative_url}`;

  const response = await fetch(storefrontUrl(`/${OLD_URL}`), { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(new URL(response.headers.get('location') ?? '', storefrontUrl()).pathname).toBe(newPath);

  await page.goto(storefrontUrl(`/${OLD_URL}`));
  await expect(page).toHaveURL(storefrontUrl(newPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target?.name ?? '');

  // Client-side: the router goes straight to the new url; the old one is not in the history.
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    `/${OLD_URL}`,
  );
  await expect(page).toHaveURL(storefrontUrl(newPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target?.name ?? '');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.goBack();
  await expect(page).toHaveURL(storefrontUrl('/'));
  expect(problems).toEqual([]);
});

test('an unknown url shows the not-found texts with status 404', async ({ page }) => {
  const unknown = '/diese-seite-gibt-es-nicht-4711';
  expect(await routeOf(unknown.slice(1))).toBeNull();

  const response = await page.goto(storefrontUrl(unknown));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404, etwas ist schiefgelaufen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByText('Diese Seite ist nicht mehr erreichbar')).toBeVisible();
  await expect(page).toHaveTitle(/Seite nicht gefunden/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  // Also after a client-side navigation, and in English.
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    `${unknown}-b`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  expect((await fetch(storefrontUrl('/page-not-found'))).status).toBe(404);
});

test('the fixed routes exist with their titles, and the account page sends visitors to login', async ({
  page,
}) => {
  const screens: Array<[path: string, title: string]> = [
    ['/login', 'Anmelden'],
    ['/create-account', 'Konto erstellen'],
    ['/merken', 'Marken'],
    ['/faq', 'Häufige Fragen'],
    ['/checkout/cart', 'Warenkorb'],
  ];
  for (const [path, title] of screens) {
    await page.goto(storefrontUrl(path));
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  }
  await page.goto(storefrontUrl('/account'));
  await expect(page).toHaveURL(storefrontUrl('/login'));

  // A stored customer token: login and create-account lead to the account page.
  const { generateCustomerToken } = await apiMutation<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: 'sam.taylor@example.com', password: 'Demo-Pass1!' },
  );
  await page.evaluate(
    (token) => localStorage.setItem('userToken', JSON.stringify({ state: { token }, version: 0 })),
    generateCustomerToken.token,
  );
  await page.goto(storefrontUrl('/login'));
  await expect(page).toHaveURL(storefrontUrl('/account'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
});

test('a category url is server-rendered with its name, title, canonical and JSON-LD', async () => {
  const categories = await apiQuery<{ categoryList: { children: { name: string; url_path: string }[] }[] }>(
    'query { categoryList(filters: { ids: { eq: "3" } }) { children { name url_path } } }',
    {},
  );
  const category = categories.categoryList[0]?.children[0];
  if (!category) throw new Error('no category');
  const response = await fetch(storefrontUrl(`/${category.url_path}`));
  expect(response.status).toBe(200);
  // Only the browser keeps a page: its CSP nonce must not reach shared caches (docs/SECURITY.md).
  expect(response.headers.get('cache-control')).toBe('private, max-age=0');
  const html = await response.text();
  const name = category.name.replaceAll('&', '&amp;');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(html).toContain(`<title>`);
  expect(html).toContain(`<link rel="canonical" href="${storefrontUrl(`/${category.url_path}`)}"/>`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );
  expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  expect(html).toContain('property="og:title"');
});

test('resolved pages are remembered: going back needs no new request', async ({ page }) => {
  const categories = await apiQuery<{ categoryList: { children: { name: string; url_path: string }[] }[] }>(
    'query { categoryList(filters: { ids: { eq: "3" } }) { children { name url_path include_in_menu } } }',
    {},
  );
  const [first, second] = categories.categoryList[0]?.children ?? [];
  if (!first || !second) throw new Error('two categories needed');
  const navigate = (path: string) =>
    page.evaluate(
      (to) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(to),
      path,
    );
  // The category page's script comes late, as on a slow phone: the shopper moves on while the first page
  // still waits for it to hydrate, and that page must be remembered all the same.
  let heldOnce = false;
  await page.route(/\/assets\/CategoryPage-[^/]*\.js$/, async (route) => {
    if (!heldOnce) {
      heldOnce = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.goto(storefrontUrl(`/${first.url_path}`));
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await navigate(`/${second.url_path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);

  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
  });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  expect(dataRequests).toEqual([]);
});

test('the web app manifest names the shop and has 192 and 512 pixel icons', async () => {
  const html = await (await fetch(storefrontUrl('/'))).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const manifest = (await (await fetch(storefrontUrl('/manifest.webmanifest'))).json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const response = await fetch(storefrontUrl(icon.src));
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The PNG header holds width and height at bytes 16-23.
    const view = new DataView(bytes.buffer);
    expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
  }
});
