import { expect, type Page, test } from '@playwright/test';
import {
  apiQuery,
  cartOf,
  createGuestCart,
  routerReady,
  storeCartToken,
  storedCartToken,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

// The cart of docs/BEHAVIOUR.md#cart-lifecycle in the browser against the real api: adding from a product page creates a
// guest cart, the header's mini-cart counts quantities and opens a flyout with the lines, the
// subtotal and the free-shipping hint; quantities change and lines go from the flyout.

interface Candidate {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  stock_status: string;
  stock_qty: number | null;
}

/** In-stock simple products in a price range, with stock for a few more pieces. */
async function simpleProducts(store: string, from: number, to: number): Promise<Candidate[]> {
  const data = await apiQuery<{ products: { items: Candidate[] } }>(
    `query ($from: String, $to: String) {
      products(filter: { price: { from: $from, to: $to } }, pageSize: 100) {
        items { __typename sku name url_key stock_status stock_qty } } }`,
    { from: String(from), to: String(to) },
    store,
  );
  const products = data.products.items.filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      (item.stock_qty === null || item.stock_qty >= 10),
  );
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products;
}

async function freeShippingAmount(store: string): Promise<number> {
  const data = await apiQuery<{ freeShippingAmount: { default_amount: number } }>(
    '{ freeShippingAmount { default_amount } }',
    {},
    store,
  );
  return data.freeShippingAmount.default_amount;
}

/** Money as the deployments show it: de plain, nl with ',-' for whole amounts. */
function money(amount: number, locale: 'de-DE' | 'nl-NL'): string {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
  return locale === 'nl-NL' && Number.isInteger(Math.round(amount * 100) / 100)
    ? text.replace(/,00/, ',-')
    : text;
}

const remaining = (free: number, subtotal: number) => Math.max(0, Math.round((free - subtotal) * 100) / 100);

function miniCart(page: Page) {
  return {
    toggle: page.locator('.mini-cart__toggle'),
    count: page.getByTestId('cart-count'),
    flyout: page.locator('.mini-cart__panel'),
  };
}

test('adding a product on its page creates a guest cart; the mini-cart counts it and hints at free shipping, in a second tab too', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  const [product] = await simpleProducts('de', 5, 30);
  if (!product) throw new Error('no product');
  const free = await freeShippingAmount('de');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  const cart = miniCart(page);
  await expect(cart.count).toHaveCount(0);
  expect(await storedCartToken(page)).toBeUndefined();

  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(page.getByText('Das Produkt wurde in den Warenkorb gelegt.')).toBeVisible();
  await expect(cart.count).toHaveText('1');
  const token = await storedCartToken(page);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  const stored = await cartOf(token ?? '');
  expect(stored.items.map((item) => [item.product.sku, item.quantity])).toEqual([[product.sku, 1]]);

  await expect(cart.toggle).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await cart.toggle.click();
  await expect(cart.flyout).toBeVisible();
  await expect(cart.flyout.getByRole('link', { name: product.name })).toBeVisible();
  const subtotal = stored.prices.subtotal_including_tax.value;
  await expect(cart.flyout.getByTestId('mini-cart-subtotal')).toHaveText(money(subtotal, 'de-DE'));
  expect(subtotal).toBeLessThan(free);
  await expect(
    cart.flyout.getByText(
      `Bestellen Sie noch für ${money(remaining(free, subtotal), 'de-DE')} und zahlen Sie keine Versandkosten!`,
    ),
  ).toBeVisible();
  await expect(cart.flyout.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    '/checkout/cart',
  );

  // The cart survives a new page load: a second tab reads it with the stored token.
  const other = await context.newPage();
  const otherProblems = watchConsole(other);
  await other.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(other);
  await expect(miniCart(other).count).toHaveText('1');

  // A change in the first tab shows in the second once the shopper switches back to it.
  await page.bringToFront();
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(cart.count).toHaveText('2');
  // Headless Chromium keeps every tab visible and focused: the switch is the focus event it would send.
  await other.bringToFront();
  await other.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  await expect(miniCart(other).count).toHaveText('2');
  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
});

test('the flyout works by keyboard; quantities change and lines are removed (nl)', async ({ page }) => {
  const problems = watchConsole(page);
  const candidates = await simpleProducts('nl', 2, 12);
  // The first one manages its stock, so that too large a quantity is refused.
  const first = candidates.find((product) => product.stock_qty !== null);
  const second = candidates.find((product) => product !== first);
  if (!first || !second) throw new Error('no products');
  const free = await freeShippingAmount('nl');
  const token = await createGuestCart(
    [
      { sku: first.sku, quantity: 1 },
      { sku: second.sku, quantity: 2 },
    ],
    'nl',
  );
  await page.goto(storefrontNlUrl('/'));
  await storeCartToken(page, token);
  await page.reload();
  await routerReady(page);
  const cart = miniCart(page);
  // The mini-cart counts quantities (docs/BEHAVIOUR.md#cart-lifecycle).
  await expect(cart.count).toHaveText('3');

  await cart.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(cart.flyout).toBeVisible();
  await expect(cart.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(cart.flyout.getByRole('heading', { name: /Winkelwagen/ })).toBeFocused();

  const hint = async () => {
    const subtotal = (await cartOf(token, 'nl')).prices.subtotal_including_tax.value;
    const text = cart.flyout.locator('.free-shipping-hint');
    if (subtotal < free) {
      await expect(text).toHaveText(
        `Bestel nog voor ${money(remaining(free, subtotal), 'nl-NL')} en betaal geen verzendkosten!`,
      );
    } else {
      await expect(text).toHaveCount(0);
    }
    await expect(cart.flyout.getByTestId('mini-cart-subtotal')).toHaveText(money(subtotal, 'nl-NL'));
  };
  await hint();

  const firstLine = cart.flyout.locator(`[data-sku="${first.sku}"]`);
  await firstLine.getByRole('button', { name: `Aantal van ${first.name} verhogen` }).click();
  await expect(firstLine.getByRole('spinbutton', { name: `Aantal van ${first.name}` })).toHaveValue('2');
  await expect(cart.count).toHaveText('4');

  const quantity = firstLine.getByRole('spinbutton', { name: `Aantal van ${first.name}` });
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(cart.count).toHaveText('7');
  await expect
    .poll(async () => (await cartOf(token, 'nl')).items.map((item) => [item.product.sku, item.quantity]))
    .toEqual([
      [first.sku, 5],
      [second.sku, 2],
    ]);
  await hint();

  await cart.flyout.getByRole('button', { name: `${second.name} verwijderen` }).click();
  await expect(cart.flyout.locator(`[data-sku="${second.sku}"]`)).toHaveCount(0);
  await expect(cart.count).toHaveText('5');
  expect((await cartOf(token, 'nl')).items.map((item) => item.product.sku)).toEqual([first.sku]);
  await hint();

  // More than is in stock: the server's text as a danger message, the line as it was.
  await quantity.fill('9999');
  await quantity.press('Enter');
  const refusal = page.locator('.messages').getByText('Productoptie niet op voorraad');
  await expect(refusal).toBeVisible();
  await expect(quantity).toHaveValue('5');
  expect((await cartOf(token, 'nl')).items.map((item) => item.quantity)).toEqual([5]);
  await quantity.focus();

  await page.keyboard.press('Escape');
  await expect(cart.flyout).toBeHidden();
  await expect(cart.toggle).toBeFocused();
  await expect(cart.toggle).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('a stored token of a cart the server does not know is forgotten (docs/BEHAVIOUR.md#login-and-session: reset)', async ({
  page,
}) => {
  await page.goto(storefrontUrl('/'));
  await storeCartToken(page, 'f'.repeat(32));
  await page.reload();
  await routerReady(page);
  await expect.poll(() => storedCartToken(page)).toBeUndefined();
  const cart = miniCart(page);
  await expect(cart.count).toHaveCount(0);
  await cart.toggle.click();
  await expect(cart.flyout.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});
