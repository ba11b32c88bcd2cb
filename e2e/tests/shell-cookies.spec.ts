import { expect, test } from '@playwright/test';
import { routerReady, storeCookieChoice, storefrontUrl, watchConsole } from './support.js';

// The cookie bar (docs/BEHAVIOUR.md#pages-and-routes): necessary / other / accept; the choice is remembered.

test('the cookie choice is remembered after a reload, and focus moves on to the content', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl('/'));
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor();
  // By keyboard: the choice is made, and focus goes on to the page's content, not to the document.
  await bar.getByRole('button', { name: 'Nur notwendige' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page.locator('main#content')).toBeFocused();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? '{}').state.consent,
  ).toMatchObject({ necessary: true, other: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Give hydration its moment: the bar must stay away.
  await page.waitForLoadState('networkidle');
  await expect(bar).toBeHidden();
  expect(problems).toEqual([]);
});

test('other cookies can be chosen one by one, or all accepted', async ({ page }) => {
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const bar = page.getByRole('region', { name: 'Cookies' });
  await bar.getByRole('button', { name: 'Andere Cookies wählen' }).click();
  await bar.getByRole('checkbox', { name: /Andere Cookies/ }).check();
  await bar.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(bar).toBeHidden();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? '{}').state.consent,
  ).toMatchObject({ other: true });

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await routerReady(page);
  await bar.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(bar).toBeHidden();
});

test('the cookie bar comes with the html: shown before any script runs, and not to a visitor who chose', async ({
  page,
}) => {
  // No script of the build runs: what shows is the server's html and the head's inline check.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('failed'));
  await page.goto(storefrontUrl('/checkout/cart'));
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();

  await storeCookieChoice(page, false);
  await page.reload();
  await expect(page.locator('footer')).toBeVisible();
  await expect(bar).toBeHidden();
});
