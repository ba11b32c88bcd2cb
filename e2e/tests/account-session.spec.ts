import { expect, type Page, test } from '@playwright/test';
import { routerReady, storefrontNlUrl, storefrontUrl, watchConsole } from './support.js';

// Login and session (docs/BEHAVIOUR.md#login-and-session, #error-texts): a demo customer logs in and out; a wrong password is a
// 'Login Fout' danger message with the api's text; a stored token that no longer works ends the
// session with 'session_expired'.

const DEMO_PASSWORD = 'Demo-Pass1!';

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test('a demo customer logs in, sees the account page, and logs out, in a second tab too', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  // Guests are sent from the account page to login.
  await page.goto(storefrontUrl('/account/addresses'));
  // The guard redirects while the page hydrates (the login screen's data is fetched first).
  await expect(page).toHaveURL(storefrontUrl('/login'), { timeout: 15_000 });

  await logIn(page, 'anna.mueller@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(storefrontUrl('/account'));
  await expect(page.getByText('Sie haben sich erfolgreich angemeldet.')).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText('anna.mueller@example.com');
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toContain('"token":"');

  // Logged in, the login page sends to the account page; a reload keeps the session.
  await page.goto(storefrontUrl('/login'));
  await expect(page).toHaveURL(storefrontUrl('/account'));
  await expect(page.getByTestId('account-email')).toHaveText('anna.mueller@example.com');

  // A second tab shares the session; the logout in the first ends it there too, at once.
  const other = await context.newPage();
  await other.goto(storefrontUrl('/account'));
  // The account's data is read after hydration: slow on a busy machine.
  await expect(other.getByTestId('account-email')).toHaveText('anna.mueller@example.com', {
    timeout: 15_000,
  });

  // One navigation there: each one started anew aborts the one before, and the tab never arrives.
  const loginDataRequests: string[] = [];
  other.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/login.data')) loginDataRequests.push(request.url());
  });
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(other).toHaveURL(storefrontUrl('/login'), { timeout: 15_000 });
  await expect(other.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  expect(loginDataRequests).toHaveLength(1);
  await expect(page).toHaveURL(storefrontUrl('/'));
  await expect(page.getByText('Sie haben sich abgemeldet.')).toBeVisible();
  expect((await page.evaluate(() => localStorage.getItem('userToken'))) ?? '').not.toContain('"token":"');
  await page.goto(storefrontUrl('/account'));
  await expect(page).toHaveURL(storefrontUrl('/login'));
  expect(problems).toEqual([]);
});

test('a wrong password shows the Login Fout message with the api text in the Dutch shop', async ({
  page,
}) => {
  await page.goto(storefrontNlUrl('/login'));
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByText('De volgende velden zijn ongeldig: E-mailadres, Wachtwoord')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('jan.devries@example.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Wrong-Pass1!');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Login Fout' });
  await expect(alert).toContainText('Het e-mailadres of wachtwoord is onjuist.');
  await expect(page).toHaveURL(storefrontNlUrl('/login'));
  expect((await page.evaluate(() => localStorage.getItem('userToken'))) ?? '').not.toContain('"token":"');
});

test('a stored token the api no longer accepts ends the session with session_expired', async ({ page }) => {
  // A hydrated page first (its startup check has run), so that only the next page load sees the token.
  await page.goto(storefrontUrl('/forgot-password'));
  // The server's button is enabled before hydration, which starts after the first paint: wait for it.
  await routerReady(page);
  await page.evaluate(() =>
    localStorage.setItem('userToken', JSON.stringify({ state: { token: 'revoked-or-expired' }, version: 0 })),
  );
  await page.goto(storefrontUrl('/account'));
  await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  // The login screen's data comes from the server first: slow on a loaded machine (not a speed check).
  await expect(page).toHaveURL(storefrontUrl('/login'), { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).not.toContain('revoked-or-expired');
});
