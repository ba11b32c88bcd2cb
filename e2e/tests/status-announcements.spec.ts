import { expect, test } from '@playwright/test';
import { routerReady, type StockedProduct, stockedSimpleProducts, storefrontUrl } from './support.js';

// Status messages are announced: add to cart (success and error) lands in the shop's
// polite live region, which is in the accessibility tree before any message arrives (a region that
// is display: none when its text comes is not read); form errors appear as alerts.

test('add to cart, its refusal and a form error are announced in live regions', async ({ page }) => {
  // One that manages its stock (the list holds stock_qty too), so that too large a quantity is refused.
  const products = (await stockedSimpleProducts('de', 5, 80)) as (StockedProduct & {
    stock_qty: number | null;
  })[];
  const product = products.find((item) => item.stock_qty !== null);
  if (!product) throw new Error('no stocked product with a stock quantity');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();

  const region = page.getByRole('region', { name: 'Meldungen' });
  await expect(region, 'the live region is in the accessibility tree before a message').toHaveCount(1);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveText('');

  const summary = page.locator('.product-page__summary');
  await summary.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(region.getByRole('status')).toContainText('Das Produkt wurde in den Warenkorb gelegt.');

  await summary.getByRole('spinbutton', { name: 'Menge' }).fill('99999');
  await summary.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(region.getByRole('alert')).not.toBeEmpty();

  // A form sent with empty required fields: each field's error is an alert.
  await page.goto(storefrontUrl('/login'));
  await routerReady(page);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(/\S/);
});
