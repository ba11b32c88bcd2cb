import { expect, test } from '@playwright/test';
import {
  apiMutation,
  apiQuery,
  createGuestCart,
  placeOrder,
  routerReady,
  stockedSimpleProducts,
  storeCartToken,
  storedCartToken,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

// The payment result pages (docs/BEHAVIOUR.md#pages-and-routes, #cart-lifecycle "Cart lifecycle" and "Order statuses"): an order placed
// over GraphQL is paid or cancelled on the api's hosted test payment page, which sends the shopper
// back to /{provider}/connect/success|cancel?hash=…; the page shows the order and forgets the cart.

interface ApiOrder {
  number: string;
  status: string;
  status_code: string;
  items: { product_name: string }[];
  payment_methods: { name: string }[];
  total: { grand_total: { value: number } };
}

async function orderOf(hash: string): Promise<ApiOrder> {
  const data = await apiQuery<{ order: ApiOrder }>(
    `query ($hash: String!) { order(hash: $hash) {
      number status status_code items { product_name } payment_methods { name } total { grand_total { value } } } }`,
    { hash },
  );
  return data.order;
}

const deMoney = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount);

test('after paying, the success page shows the order and clears the stored cart token', async ({ page }) => {
  const problems = watchConsole(page);
  const [product] = await stockedSimpleProducts('de', 10, 40);
  if (!product) throw new Error('no product in stock');
  const placed = await placeOrder({
    items: [{ sku: product.sku, quantity: 2 }],
    paymentCode: 'testpay_paypal',
  });

  // A stored token of a cart the api still knows: only the success page's rule (docs/BEHAVIOUR.md#login-and-session: cleared
  // when the order is loaded by hash) can clear it, not the reset of a spent cart on reading it.
  const storedToken = await createGuestCart([{ sku: product.sku, quantity: 1 }]);
  await page.goto(storefrontUrl('/'));
  await storeCartToken(page, storedToken);
  await routerReady(page);
  expect(await storedCartToken(page)).toBe(storedToken);
  await page.goto(placed.redirectUrl);
  await page.locator('button[value="pay"]').click();
  await page.waitForURL(/\/testpay\/connect\/success\?hash=/);
  await routerReady(page);

  const order = await orderOf(placed.hash);
  expect(order.status_code).toBe('processing');
  await expect(
    page.getByText('Ihre Zahlung war erfolgreich. Vielen Dank für Ihre Bestellung!'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Bestellung ${placed.number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(order.status);
  await expect(page.getByTestId('order-payment-method')).toHaveText('PayPal');
  await expect(page.locator(`.order-result__line[data-sku="${product.sku}"]`)).toContainText(product.name);
  await expect(page.getByTestId('totals').locator('[data-total="grandTotal"] dd')).toHaveText(
    deMoney(order.total.grand_total.value),
  );
  await expect(page.getByText('Friedrichstraße 10').first()).toBeVisible();
  await expect.poll(() => storedCartToken(page)).toBeUndefined();
  expect(problems).toEqual([]);
});

test('after cancelling, the cancel page shows the cancelled order and the way back', async ({ page }) => {
  const [product] = await stockedSimpleProducts('de', 10, 40);
  if (!product) throw new Error('no product in stock');
  const placed = await placeOrder({
    items: [{ sku: product.sku, quantity: 1 }],
    paymentCode: 'testpay_paypal',
  });

  await page.goto(storefrontUrl('/'));
  await page.goto(placed.redirectUrl);
  await page.locator('button[value="cancel"]').click();
  await page.waitForURL(/\/testpay\/connect\/cancel\?hash=/);
  await routerReady(page);

  const order = await orderOf(placed.hash);
  expect(order.status_code).toBe('canceled');
  await expect(page.getByText('Die Zahlung wurde abgebrochen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Bestellung ${placed.number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(order.status);
  await expect(
    page.locator('.order-result__links').getByRole('link', { name: 'Zum Warenkorb' }),
  ).toHaveAttribute('href', '/checkout/cart');
});

test('a Dutch order returns to the Dutch storefront after paying', async ({ page }) => {
  const problems = watchConsole(page);
  const [product] = await stockedSimpleProducts('nl', 10, 40);
  if (!product) throw new Error('no product in stock');
  const placed = await placeOrder({
    items: [{ sku: product.sku, quantity: 1 }],
    paymentCode: 'testpay_paypal',
    store: 'nl',
  });

  await page.goto(placed.redirectUrl);
  await page.locator('button[value="pay"]').click();
  // The api's STOREFRONT_URLS names the Dutch deployment for the nl store view (global-setup.ts).
  await page.waitForURL(storefrontNlUrl(`/testpay/connect/success?hash=${placed.hash}`));
  await routerReady(page);
  await expect(page.getByText('Je betaling is gelukt. Bedankt voor je bestelling!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Bestelling ${placed.number}` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a success page without or with an unknown hash says so', async ({ page }) => {
  await page.goto(storefrontUrl('/checkout/onepage/success'));
  await routerReady(page);
  await expect(
    page.getByText('Diese Seite kennt keine Bestellung: Der Link ist unvollständig.'),
  ).toBeVisible();
  await page.goto(storefrontUrl(`/checkout/onepage/success?hash=${'0'.repeat(64)}`));
  await routerReady(page);
  await expect(page.getByText('Wir konnten diese Bestellung nicht finden.')).toBeVisible();
});

test("a logged-in customer's success page forgets the ordered cart and carries on with their customer cart; another customer's order is not found", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [product] = await stockedSimpleProducts('de', 10, 40);
  if (!product) throw new Error('no product in stock');
  const email = `bestellung.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Journey-Pass1!';
  const { createCustomerWithAddress } = await apiMutation<{ createCustomerWithAddress: { token: string } }>(
    `mutation ($input: CustomerWithAddressInput!) { createCustomerWithAddress(input: $input) { token } }`,
    {
      input: {
        customer: { firstname: 'Jonas', lastname: 'Becker', email, password },
        address: {
          firstname: 'Jonas',
          lastname: 'Becker',
          street: ['Friedrichstraße 10'],
          postcode: '10117',
          city: 'Berlin',
          telephone: '+49301234567',
          country_code: 'DE',
        },
      },
    },
  );

  await page.goto(storefrontUrl('/login'));
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(storefrontUrl('/account'));

  // Bank transfer: the api sends the shopper straight to the storefront's success page.
  const placed = await placeOrder({
    items: [{ sku: product.sku, quantity: 1 }],
    paymentCode: 'banktransfer',
    token: createCustomerWithAddress.token,
  });
  await expect.poll(() => storedCartToken(page)).toBe(placed.cartId);
  expect(placed.redirectUrl).toBe(storefrontUrl(`/checkout/onepage/success?hash=${placed.hash}`));
  await page.goto(placed.redirectUrl);
  await routerReady(page);
  await expect(page.getByRole('heading', { name: `Bestellung ${placed.number}` })).toBeVisible();

  // The stored token is now the customer's new cart, and they are still logged in.
  const next = await apiMutation<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    'de',
    createCustomerWithAddress.token,
  );
  expect(next.customerCart.id).not.toBe(placed.cartId);
  await expect.poll(() => storedCartToken(page)).toBe(next.customerCart.id);
  await page.goto(storefrontUrl('/account'));
  await expect(page).toHaveURL(storefrontUrl('/account'));

  // Another customer's order link is not theirs: the page does not know it, and they stay logged in.
  const other = await apiMutation<{ createCustomerWithAddress: { token: string } }>(
    `mutation ($input: CustomerWithAddressInput!) { createCustomerWithAddress(input: $input) { token } }`,
    {
      input: {
        customer: { firstname: 'Lena', lastname: 'Vogel', email: `andere.${email}`, password },
        address: {
          firstname: 'Lena',
          lastname: 'Vogel',
          street: ['Friedrichstraße 12'],
          postcode: '10117',
          city: 'Berlin',
          telephone: '+49301234568',
          country_code: 'DE',
        },
      },
    },
  );
  const foreign = await placeOrder({
    items: [{ sku: product.sku, quantity: 1 }],
    paymentCode: 'banktransfer',
    token: other.createCustomerWithAddress.token,
  });
  await page.goto(foreign.redirectUrl);
  await routerReady(page);
  await expect(page.getByText('Wir konnten diese Bestellung nicht finden.')).toBeVisible();
  await expect(page.getByText('Ihre Sitzung ist abgelaufen.', { exact: false })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toContain('"token":"');
  expect(problems).toEqual([]);
});
