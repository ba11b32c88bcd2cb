import { expect, test } from '@playwright/test';
import { apiUrl, menuCategories, routerReady, storefrontUrl } from './support.js';

// A shopper without a mouse: cookie choice, menu dropdown, a listing filter, a product,
// add to cart, the mini-cart, the cart page and the checkout to the payment page, by Tab, Enter and Space only.
// Each control is reached with Tab from its neighbour where the order matters, otherwise focused.

test('keyboard only: menu, filter, product, add to cart, mini-cart, cart and checkout to the payment page', async ({
  page,
}) => {
  const parent = (await menuCategories('de')).find((category) => (category.children?.length ?? 0) > 0);
  const child = parent?.children?.[0];
  if (!parent || !child) throw new Error('the api has no menu category with children');

  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();

  // The menu: the parent's toggle opens its dropdown, Tab reaches the subcategory.
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: parent.name, exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const childLink = menu.getByRole('link', { name: child.name, exact: true });
  await expect(childLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(childLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.name);
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');

  // A filter value by Space.
  const value = page.locator('.listing__filter').first().getByRole('checkbox').first();
  await value.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/f\//);
  await expect(value).toBeChecked();

  // The first product whose card can go to the cart: its page by Enter, then add to cart.
  await page.locator('.listing .product-card__name a').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.product-page')).toBeVisible();
  await routerReady(page);
  for (const fieldset of await page.locator('.configurable-options fieldset').all()) {
    await fieldset.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await add.focus();
  await page.keyboard.press('Enter');
  const cartToggle = page.getByRole('button', { name: /^Warenkorb, 1 Artikel$/ });
  await expect(cartToggle).toBeVisible();

  // The mini-cart opens by Enter, its link leads to the cart page, then to the checkout.
  await cartToggle.focus();
  await page.keyboard.press('Enter');
  const viewCart = page.getByRole('dialog').getByRole('link', { name: 'Zum Warenkorb' });
  await expect(viewCart).toBeVisible();
  await viewCart.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storefrontUrl('/checkout/cart'));
  await page.getByRole('link', { name: 'Zur Kasse' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storefrontUrl('/checkout'));
  await routerReady(page);
  const email = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
  await email.focus();
  await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  const shipping = page.getByRole('form', { name: 'Lieferadresse' });
  await expect(shipping).toBeVisible();

  // The address by typing, sent by Enter; shipping and payment method by Space; the order by Enter
  // leads to the payment provider's page.
  const address: [string, string][] = [
    ['Vorname', 'Mia'],
    ['Nachname', 'Schulz'],
    ['Postleitzahl', '10115'],
    ['Hausnummer', '12'],
    ['Straße', 'Invalidenstraße'],
    ['Ort', 'Berlin'],
    ['Telefonnummer', '+49 30 1234567'],
  ];
  for (const [label, text] of address) {
    await shipping.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invalidenstraße 12')).toBeVisible();
  const dhl = page.getByRole('radio', { name: /DHL – Standardversand/ });
  await dhl.focus();
  await page.keyboard.press('Space');
  await expect(dhl).toBeChecked();
  const paypal = page.getByRole('radio', { name: 'PayPal' });
  await paypal.focus();
  await page.keyboard.press('Space');
  await expect(paypal).toBeChecked();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${apiUrl('/').replace(/\/$/, '')}/`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
});
