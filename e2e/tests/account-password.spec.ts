import { expect, type Page, test } from '@playwright/test';
import { apiMutation, mailsTo, storefrontUrl, watchConsole } from './support.js';

// Passwords (docs/BEHAVIOUR.md#pages-and-routes change password, /forgot-password, /customer/account/createPassword; docs/BEHAVIOUR.md#validation, #error-texts):
// each journey starts with a fresh customer created through the api.

const PASSWORD = 'Journey-Pass1!';

async function newCustomer(): Promise<string> {
  const email = `password.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await apiMutation(
    `mutation ($input: CustomerWithAddressInput!) { createCustomerWithAddress(input: $input) { token } }`,
    {
      input: {
        customer: { firstname: 'Paula', lastname: 'Passwort', email, password: PASSWORD },
        address: {
          firstname: 'Paula',
          lastname: 'Passwort',
          street: ['Hauptstraße', '7'],
          postcode: '10115',
          city: 'Berlin',
          telephone: '+49 30 7654321',
          country_code: 'DE',
        },
      },
    },
  );
  return email;
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${process.env.E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'de' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      variables: { email, password },
    }),
  });
  const body = (await response.json()) as { data?: { generateCustomerToken: { token: string } | null } };
  return Boolean(body.data?.generateCustomerToken?.token);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(storefrontUrl('/login'));
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(storefrontUrl('/account'));
}

test('changing the password checks the current one', async ({ page }) => {
  const problems = watchConsole(page);
  const email = await newCustomer();
  await logIn(page, email, PASSWORD);
  await page.getByRole('link', { name: 'Passwort ändern' }).first().click();
  await expect(page).toHaveURL(storefrontUrl('/account/change-password'));
  const form = page.getByRole('form', { name: 'Passwort ändern' });

  await form.getByLabel('Aktuelles Passwort').fill('Not-The-Pass1!');
  await form.getByLabel('Neues Passwort', { exact: true }).fill('Changed-Pass2#');
  await form.getByLabel('Passwort wiederholen').fill('Changed-Pass2#');
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwort nicht geändert' })).toContainText(
    'Das aktuelle Passwort ist falsch.',
  );
  expect(await canLogIn(email, PASSWORD)).toBe(true);

  await form.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  await expect(form.getByLabel('Aktuelles Passwort')).toHaveValue('');
  expect(await canLogIn(email, 'Changed-Pass2#')).toBe(true);
  expect(await canLogIn(email, PASSWORD)).toBe(false);
  // The session of this browser goes on.
  await page.getByRole('link', { name: 'Mein Konto' }).first().click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  expect(problems).toEqual([]);
});

test('forgot password answers neutrally; the mailed link sets a new password', async ({ page }) => {
  const problems = watchConsole(page);
  const email = await newCustomer();
  const neutral =
    'Wenn zu dieser E-Mail-Adresse ein Konto existiert, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen gesendet.';
  await page.goto(storefrontUrl('/forgot-password'));
  const submit = page.getByRole('button', { name: 'Link anfordern' });
  await expect(submit).toBeEnabled();
  for (const address of [`nobody.${Date.now()}@example.com`, email]) {
    await page.getByLabel('E-Mail-Adresse').fill(address);
    await submit.click();
    await expect(page.getByText(neutral)).toBeVisible();
    await page.getByRole('button', { name: 'Meldung schließen' }).first().click();
    await expect(page.getByText(neutral)).toHaveCount(0);
  }

  const [mail] = (await mailsTo(email)).filter((item) => item.template !== 'account_created');
  const link = /https?:\/\/\S+\/customer\/account\/createPassword\?\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const { searchParams } = new URL(link as string);
  expect(searchParams.get('email')).toBe(email);

  // Without the token the form says so.
  await page.goto(storefrontUrl(`/customer/account/createPassword?email=${encodeURIComponent(email)}`));
  await expect(page.getByRole('button', { name: 'Passwort speichern' })).toBeEnabled();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Reset-Pass3#');
  await page.getByLabel('Passwort wiederholen').fill('Reset-Pass3#');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Der Code zum Zurücksetzen des Passworts darf nicht leer sein.')).toBeVisible();

  await page.goto(storefrontUrl(`/customer/account/createPassword?${searchParams}`));
  await expect(page.getByRole('button', { name: 'Passwort speichern' })).toBeEnabled();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('schwach');
  await page.getByLabel('Passwort wiederholen').fill('schwach');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss eine Ziffer enthalten.')).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Reset-Pass3#');
  await page.getByLabel('Passwort wiederholen').fill('Reset-Pass3#');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(storefrontUrl('/login'));
  await expect(page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.')).toBeVisible();
  expect(await canLogIn(email, 'Reset-Pass3#')).toBe(true);
  expect(await canLogIn(email, PASSWORD)).toBe(false);
  expect(problems).toEqual([]);
});
