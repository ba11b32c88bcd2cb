import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './listing-support.js';
import { apiQuery, apiUrl, mailsTo, storefrontNlUrl, storefrontUrl, watchConsole } from './support.js';

// The wishlist (docs/BEHAVIOUR.md#wishlist, docs/BEHAVIOUR.md#roles-and-permissions, #error-texts): a logged-in customer toggles a product into the
// wishlist from a product card, changes and shares it on /wishlist and removes it there; a guest
// is told that the wishlist needs login; a shared wishlist is shown read-only by its code.

const CATEGORY = '/nahrungsergaenzung';

interface ApiWishlist {
  items: { id: number; qty: number; description: string | null; product: { sku: string } }[];
}

/** The customer token the storefront keeps (docs/BEHAVIOUR.md#local-storage local storage keys). */
async function storedUserToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('userToken');
    return stored ? (JSON.parse(stored) as { state?: { token?: string } }).state?.token : undefined;
  });
  if (!token) throw new Error('no customer token stored');
  return token;
}

/** The customer's wishlist as the api holds it. */
async function wishlistOf(token: string): Promise<ApiWishlist> {
  const response = await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'de', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: '{ customer { wishlist { items { id qty description product { sku } } } } }',
    }),
  });
  const body = (await response.json()) as { data: { customer: { wishlist: ApiWishlist } } };
  return body.data.customer.wishlist;
}

test('a customer toggles a product into the wishlist from a card, edits and shares it, and removes it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl('/login'));
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill('anna.mueller@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('Demo-Pass1!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(storefrontUrl('/account'));
  const token = await storedUserToken(page);
  const before = await wishlistOf(token);

  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  const skus = await page
    .locator('.product-grid .product-card')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sku') ?? ''));
  const types = await apiQuery<{ products: { items: { sku: string; name: string; __typename: string }[] } }>(
    'query ($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) { items { sku name __typename } } }',
    { skus },
  );
  const held = new Set(before.items.map((item) => item.product.sku));
  const product = types.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && !held.has(item.sku),
  );
  if (!product) throw new Error('no simple product on the page that is not in the wishlist yet');

  const card = page.locator(`.product-card[data-sku="${product.sku}"]`);
  await card.getByRole('button', { name: `${product.name} auf die Wunschliste setzen` }).click();
  const remove = card.getByRole('button', { name: `${product.name} von der Wunschliste entfernen` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Das Produkt ist jetzt auf Ihrer Wunschliste.' }),
  ).toBeVisible();
  expect((await wishlistOf(token)).items.map((item) => item.product.sku)).toContain(product.sku);

  // The wishlist page lists it; quantity and comment are saved together.
  await page.goto(storefrontUrl('/wishlist'));
  const item = page.locator(`.wishlist-item[data-sku="${product.sku}"]`);
  await expect(item.getByRole('heading', { name: product.name })).toBeVisible();
  await item.getByLabel('Menge').fill('3');
  await item.getByLabel('Kommentar').fill('Für die Winterzeit');
  await item.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre Wunschliste wurde aktualisiert.' }),
  ).toBeVisible();
  const saved = (await wishlistOf(token)).items.find((entry) => entry.product.sku === product.sku);
  expect(saved).toMatchObject({ qty: 3, description: 'Für die Winterzeit' });

  // Sharing: a wrong address is named beside the field, then the e-mail goes out.
  const recipient = `wishlist-friend-${Date.now()}@example.com`;
  await page.getByLabel('E-Mail-Adressen (durch Kommas getrennt)').fill(`${recipient}, kein-mail`);
  await page.getByRole('button', { name: 'Teilen' }).click();
  await expect(page.getByText('Keine gültige E-Mail-Adresse: kein-mail')).toBeVisible();
  await page.getByLabel('E-Mail-Adressen (durch Kommas getrennt)').fill(recipient);
  await page.getByLabel('Nachricht').fill('Schau mal!');
  await page.getByRole('button', { name: 'Teilen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre Wunschliste wurde an 1 Empfänger gesendet.' }),
  ).toBeVisible();
  await expect.poll(async () => (await mailsTo(recipient)).length).toBe(1);

  // Removing it from the page.
  await item.getByRole('button', { name: `${product.name} von der Wunschliste entfernen` }).click();
  await expect(item).toHaveCount(0);
  expect((await wishlistOf(token)).items.map((entry) => entry.product.sku)).not.toContain(product.sku);
  if (before.items.length === 0)
    await expect(page.getByText('Ihre Wunschliste ist noch leer.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a guest toggling a product is told that the wishlist needs login (German and Dutch shop)', async ({
  page,
}) => {
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  const toggle = page.locator('.product-grid .product-card').first().locator('.wishlist-toggle');
  await toggle.click();
  const message = page.locator('.message').filter({ hasText: 'Wunschliste' });
  await expect(message).toContainText('Sie können die Wunschliste nur verwenden, wenn Sie angemeldet sind');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.localStorage.getItem('wishlistId'))).toBeNull();

  // The spec's own text in the Dutch shop, titled 'Wensenlijst'.
  await page.goto(storefrontNlUrl('/'));
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await page.locator('.product-card').first().locator('.wishlist-toggle').click();
  const dutch = page.locator('.message').filter({ hasText: 'Wensenlijst' });
  await expect(dutch).toContainText('Je kan alleen de wensenlijst gebruiken als je bent ingelogd');
});

/** The sharing code of the demo wishlist Jan shared: random in every seed, so read from his account. */
async function demoSharingCode(): Promise<string> {
  const login = await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl' },
    body: JSON.stringify({
      query:
        'mutation { generateCustomerToken(email: "jan.devries@example.nl", password: "Demo-Pass1!") { token } }',
    }),
  });
  const token = ((await login.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken.token;
  const response = await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ customer { wishlists { sharing_code is_shared } } }' }),
  });
  const body = (await response.json()) as {
    data: { customer: { wishlists: { sharing_code: string; is_shared: boolean }[] } };
  };
  const code = body.data.customer.wishlists.find((wishlist) => wishlist.is_shared)?.sharing_code;
  if (!code) throw new Error('no shared demo wishlist');
  return code;
}

test('a shared wishlist is shown read-only by its code', async ({ page }) => {
  const problems = watchConsole(page);
  const SHARED_CODE = await demoSharingCode();
  const data = await apiQuery<{
    sharedWishlist: { customer_name: string; items_count: number; items: { product: { name: string } }[] };
  }>(
    'query ($code: String!) { sharedWishlist(code: $code) { customer_name items_count items { product { name } } } }',
    { code: SHARED_CODE },
  );
  expect(data.sharedWishlist.items.length).toBeGreaterThan(0);
  await page.goto(storefrontUrl(`/wishlist/${SHARED_CODE}`));
  // Rendered in the browser only: the list arrives after the page has started.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Wunschliste von ${data.sharedWishlist.customer_name}`,
    { timeout: 15_000 },
  );
  const names = page.locator('.wishlist-item__name');
  await expect(names).toHaveText(data.sharedWishlist.items.map((item) => item.product.name));
  // Read-only: nothing to change or remove.
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(page.getByLabel('Menge')).toHaveCount(0);

  await page.goto(storefrontUrl('/wishlist/not-a-real-code'));
  await expect(page.getByText('Diese Wunschliste gibt es nicht (mehr).')).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
});
