import { expect, test } from '@playwright/test';
import { hydrated } from './listing-support.js';
import { apiMutation, apiUrl, storefrontUrl } from './support.js';

// Login merges the guest wishlist kept in local storage into the customer's (docs/BEHAVIOUR.md#login-and-session "Login and
// session": items not already present by sku are added), and logout forgets the wishlist.

const CATEGORY = '/nahrungsergaenzung';

test('the guest wishlist of local storage is merged at login and forgotten at logout', async ({ page }) => {
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  const card = page.locator('.product-grid .product-card').first();
  const sku = (await card.getAttribute('data-sku')) ?? '';

  // A guest wishlist on the server holding that product, its id where the storefront keeps it.
  const created = await apiMutation<{ createEmptyWishlist: string }>('mutation { createEmptyWishlist }', {});
  const guestId = created.createEmptyWishlist;
  const added = await apiMutation<{ addProductsToWishlist: { user_errors: { message: string }[] } }>(
    `mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
      user_errors { message } } }`,
    { id: guestId, sku },
  );
  expect(added.addProductsToWishlist.user_errors).toEqual([]);
  await page.evaluate(
    (id) =>
      window.localStorage.setItem(
        'wishlistId',
        JSON.stringify({ state: { guestWishlistId: id }, version: 0 }),
      ),
    guestId,
  );

  await page.goto(storefrontUrl('/login'));
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill('sam.taylor@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('Demo-Pass1!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(storefrontUrl('/account'));

  // The guest id is forgotten, and the customer's wishlist holds the product.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = window.localStorage.getItem('wishlistId');
        return stored
          ? ((JSON.parse(stored) as { state?: { guestWishlistId?: string } }).state?.guestWishlistId ?? null)
          : null;
      }),
    )
    .toBeNull();
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  const toggle = page.locator(`.product-grid .product-card[data-sku="${sku}"] .wishlist-toggle`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const token = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('userToken') ?? '{}') as { state?: { token?: string } }).state
        ?.token,
  );
  const response = await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'de', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ customer { wishlist { items { product { sku } } } } }' }),
  });
  const body = (await response.json()) as {
    data: { customer: { wishlist: { items: { product: { sku: string } }[] } } };
  };
  expect(body.data.customer.wishlist.items.map((item) => item.product.sku)).toContain(sku);

  // Logout forgets the customer's wishlist: the card is no longer marked.
  await page.goto(storefrontUrl('/account'));
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(storefrontUrl('/'));
  await page.goto(storefrontUrl(CATEGORY));
  await hydrated(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('.message').filter({ hasText: 'Wunschliste' })).toContainText(
    'Sie können die Wunschliste nur verwenden, wenn Sie angemeldet sind',
  );

  // Leaves the demo customer's wishlist as the seed made it.
  const login = await apiMutation<{ generateCustomerToken: { token: string } }>(
    'mutation { generateCustomerToken(email: "sam.taylor@example.com", password: "Demo-Pass1!") { token } }',
    {},
  );
  const headers = {
    'content-type': 'application/json',
    store: 'de',
    authorization: `Bearer ${login.generateCustomerToken.token}`,
  };
  const current = (await (
    await fetch(apiUrl('/graphql'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ customer { wishlist { id items { id product { sku } } } } }' }),
    })
  ).json()) as {
    data: { customer: { wishlist: { id: string; items: { id: number; product: { sku: string } }[] } } };
  };
  const merged = current.data.customer.wishlist.items
    .filter((item) => item.product.sku === sku)
    .map((item) => String(item.id));
  await fetch(apiUrl('/graphql'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      query:
        'mutation ($id: ID!, $items: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) { user_errors { message } } }',
      variables: { id: current.data.customer.wishlist.id, items: merged },
    }),
  });
});
