import { expect, type Page, test } from '@playwright/test';
import {
  apiMutation,
  apiQuery,
  createGuestCart,
  routerReady,
  stockedSimpleProducts,
  storeCartToken,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

// The cart page (/checkout/cart, docs/BEHAVIOUR.md#pages-and-routes, #cart-lifecycle "Cart lifecycle") in Chromium against the real api:
// lines with quantity and remove, the coupon form (docs/BEHAVIOUR.md#error-texts 'Coupon {code} is toegevoegd', the
// server's refusals), the totals as the api computes them, and the empty state.

interface PageCart {
  items: { quantity: number; product: { sku: string } }[];
  applied_coupons: { code: string }[] | null;
  prices: {
    grand_total: { value: number };
    subtotal_including_tax: { value: number };
    discounts: { amount: { value: number } }[] | null;
  };
}

async function apiCart(token: string, store: string): Promise<PageCart> {
  const data = await apiMutation<{ cart: PageCart }>(
    `query ($id: String!) { cart(cart_id: $id) {
      items { quantity product { sku } } applied_coupons { code }
      prices { grand_total { value } subtotal_including_tax { value } discounts { amount { value } } } } }`,
    { id: token },
    store,
  );
  return data.cart;
}

/** Money as the Dutch deployment shows it: ',-' for whole amounts. */
function nlMoney(amount: number): string {
  const text = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount);
  return Number.isInteger(Math.round(amount * 100) / 100) ? text.replace(/,00/, ',-') : text;
}

function total(page: Page, kind: string) {
  return page.getByTestId('totals').locator(`[data-total="${kind}"] dd`);
}

test('quantities, coupons and lines change on the cart page, and the totals follow the api', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [first, second] = await stockedSimpleProducts('nl', 10, 40);
  if (!first || !second) throw new Error('not enough products in stock');
  const token = await createGuestCart(
    [
      { sku: first.sku, quantity: 1 },
      { sku: second.sku, quantity: 2 },
    ],
    'nl',
  );
  await page.goto(storefrontNlUrl('/'));
  await storeCartToken(page, token);
  await page.goto(storefrontNlUrl('/checkout/cart'));
  await routerReady(page);

  const lines = page.locator('.cart-page__line');
  await expect(lines).toHaveCount(2);
  const firstLine = page.locator(`.cart-page__line[data-sku="${first.sku}"]`);
  const secondLine = page.locator(`.cart-page__line[data-sku="${second.sku}"]`);
  await expect(firstLine.getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    new RegExp(`${first.url_key}\\.html$`),
  );
  await expect(page.locator('.cart-page__count')).toHaveText('2 artikelen');
  await expect(total(page, 'grandTotal')).toHaveText(
    nlMoney((await apiCart(token, 'nl')).prices.grand_total.value),
  );
  await expect(page.getByRole('link', { name: 'Naar de kassa' })).toHaveAttribute('href', '/checkout');
  // The free-shipping hint (on in the Dutch deployment) with what is still missing.
  const free = (
    await apiQuery<{ freeShippingAmount: { default_amount: number } }>(
      '{ freeShippingAmount { default_amount } }',
      {},
      'nl',
    )
  ).freeShippingAmount.default_amount;
  const subtotal = (await apiCart(token, 'nl')).prices.subtotal_including_tax.value;
  const missing = Math.max(0, Math.round((free - subtotal) * 100) / 100);
  if (missing > 0) {
    await expect(page.locator('.cart-page__summary .free-shipping-hint')).toContainText(nlMoney(missing));
  }

  // One more with the + button, then a typed quantity confirmed with Enter (keyboard only).
  await firstLine.getByRole('button', { name: `Aantal van ${first.name} verhogen` }).click();
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('2');
  const quantityInput = firstLine.getByRole('spinbutton', { name: `Aantal van ${first.name}` });
  await quantityInput.focus();
  await quantityInput.fill('3');
  await quantityInput.press('Enter');
  await expect
    .poll(
      async () => (await apiCart(token, 'nl')).items.find((item) => item.product.sku === first.sku)?.quantity,
    )
    .toBe(3);
  await expect(page.locator('.cart-page__count')).toHaveText('2 artikelen');
  await expect(total(page, 'grandTotal')).toHaveText(
    nlMoney((await apiCart(token, 'nl')).prices.grand_total.value),
  );

  // WELKOM10 (typed in lower case): the spec's success text, a discount row with the api's amount.
  const couponField = page.getByRole('textbox', { name: 'Kortingscode' });
  await couponField.fill('welkom10');
  await couponField.press('Enter');
  await expect(page.getByText('Coupon WELKOM10 is toegevoegd')).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toContainText('WELKOM10');
  const discounted = await apiCart(token, 'nl');
  expect(discounted.applied_coupons).toEqual([{ code: 'WELKOM10' }]);
  const discount = discounted.prices.discounts?.[0]?.amount.value ?? 0;
  expect(discount).toBeGreaterThan(0);
  await expect(total(page, 'discount')).toHaveText(nlMoney(-discount));
  await expect(total(page, 'grandTotal')).toHaveText(nlMoney(discounted.prices.grand_total.value));

  // Removed again: no discount row, the api's cart has no coupon.
  await page.getByRole('button', { name: 'Kortingscode WELKOM10 verwijderen' }).click();
  await expect(total(page, 'discount')).toHaveCount(0);
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  expect((await apiCart(token, 'nl')).applied_coupons ?? []).toEqual([]);

  // An expired coupon: the server's text under the field, nothing applied.
  await couponField.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  const refusal = page.locator('.cart-page__coupon-errors');
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toContainText('De kortingscode "EXPIRED20" is verlopen');
  await expect(couponField).toHaveAttribute('aria-invalid', 'true');
  expect((await apiCart(token, 'nl')).applied_coupons ?? []).toEqual([]);
  await expect(total(page, 'discount')).toHaveCount(0);

  // A line removed: one left, here and in the api.
  await secondLine.getByRole('button', { name: `${second.name} verwijderen` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.locator('.cart-page__count')).toHaveText('1 artikel');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect((await apiCart(token, 'nl')).items.map((item) => item.product.sku)).toEqual([first.sku]);
  expect(problems).toEqual([]);
});

test('an empty cart says so and leads back to the shop', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl('/checkout/cart'));
  await routerReady(page);
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await page.getByRole('link', { name: 'Weiter einkaufen' }).click();
  await expect(page).toHaveURL(storefrontUrl('/'));
  expect(problems).toEqual([]);
});

test('the mini-cart leads to the cart page, which counts quantities in the German deployment', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [product] = await stockedSimpleProducts('de', 10, 40);
  if (!product) throw new Error('no product in stock');
  const token = await createGuestCart([{ sku: product.sku, quantity: 3 }]);
  await page.goto(storefrontUrl('/'));
  await storeCartToken(page, token);
  await page.reload();
  await routerReady(page);
  await page.locator('.mini-cart__toggle').click();
  await page.locator('.mini-cart__panel').getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(storefrontUrl('/checkout/cart'));
  await expect(page.locator(`.cart-page__line[data-sku="${product.sku}"]`)).toContainText(product.name);
  await expect(page.locator('.cart-page__count')).toHaveText('3 Artikel');
  // The checkout itself is another journey's: here only where the button leads.
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
  expect(problems).toEqual([]);
});
