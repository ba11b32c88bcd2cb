import { expect, type Page, test } from '@playwright/test';
import { apiMutation, apiQuery, mailsTo, storefrontNlUrl, storefrontUrl, watchConsole } from './support.js';

// Registration (docs/BEHAVIOUR.md#pages-and-routes /create-account, docs/BEHAVIOUR.md#validation): a consumer in the German shop, a business customer
// in the Dutch shop with the NL postcode lookup; afterwards the new customer is logged in.

const PASSWORD = 'Journey-Pass1!';

function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The form is interactive (its submit button is enabled once the page has hydrated). */
async function formReady(page: Page, submit: string) {
  await expect(page.getByRole('button', { name: submit })).toBeEnabled();
}

async function customerOf(email: string, store: string) {
  const { generateCustomerToken } = await apiMutation<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
    store,
  );
  const response = await fetch(
    `${process.env.E2E_API_URL}/graphql?query=${encodeURIComponent(
      '{ customer { email firstname is_approved is_subscribed addresses { company coc vat_id street postcode city country_code default_billing } } }',
    )}`,
    { headers: { store, authorization: `Bearer ${generateCustomerToken.token}` } },
  );
  return (
    (await response.json()) as {
      data: { customer: Record<string, unknown> & { addresses: Record<string, unknown>[] } };
    }
  ).data.customer;
}

test('a consumer registers in the German shop and lands logged in on the account page', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('consumer');
  await page.goto(storefrontUrl('/create-account'));
  await formReady(page, 'Konto erstellen');

  // An empty form: the summary lists the invalid fields, each field says what is missing.
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(
    page.getByText(/^Die folgenden Felder sind ungültig: Vorname, Nachname, E-Mail-Adresse/),
  ).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();

  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  // One message per broken password rule, from @shop/validation.
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('anders');
  await page.getByLabel('Passwort', { exact: true }).blur();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Das Passwort muss einen Großbuchstaben enthalten.')).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByLabel('Ich möchte den Newsletter erhalten.').check();
  await expect(page.getByLabel('Land')).toHaveValue('DE');
  // A postcode is checked for the selected country.
  await page.getByLabel('Postleitzahl').fill('01000');
  await page.getByLabel('Postleitzahl').blur();
  await expect(page.getByText('Dies ist keine gültige Postleitzahl.')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Hausnummer').fill('5');
  await page.getByLabel('Straße').fill('Hauptstraße');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
  await page.getByLabel('Telefonnummer').fill('+49 30 1234567');
  await expect(page.getByText('Dies ist keine gültige Postleitzahl.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(storefrontUrl('/account'));
  await expect(page.getByText('Ihr Konto wurde erstellt. Willkommen!')).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByText('Hallo Erika Mustermann!')).toBeVisible();

  // The newsletter waits for the link of its confirmation mail (double opt-in), confirmed with a button.
  expect(await customerOf(email, 'de')).toMatchObject({ is_subscribed: false });
  const [confirmation] = (await mailsTo(email)).filter((mail) => mail.template === 'newsletter_confirmation');
  const link = /http\S+\/newsletter\/confirm\?code=[0-9a-f]{32}/.exec(confirmation?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in ${confirmation?.text}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter-Anmeldung bestätigen');
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Vielen Dank! Ihre Anmeldung ist bestätigt: Sie erhalten ab jetzt unseren Newsletter.',
  );
  await page.goto(storefrontUrl('/account'));

  const customer = await customerOf(email, 'de');
  expect(customer).toMatchObject({ email, firstname: 'Erika', is_approved: true, is_subscribed: true });
  expect(customer.addresses).toEqual([
    expect.objectContaining({
      street: ['Hauptstraße', '5'],
      postcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
    }),
  ]);

  // A second registration with the same address is refused before sending.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(storefrontUrl('/'));
  await page.goto(storefrontUrl('/create-account'));
  await formReady(page, 'Konto erstellen');
  await page.getByLabel('E-Mail-Adresse').fill(email.toUpperCase());
  await page.getByLabel('E-Mail-Adresse').blur();
  await expect(page.getByText('Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse.')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe(() => {
  // The scripts must come from the network, where the route below delays them: a service worker
  // that has taken the page over by then answers them from its cache, which routes do not see
  // (the journey then found no script asked for, once in a full run).
  test.use({ serviceWorkers: 'block' });

  test("an address that has an account is refused on leaving the field, also when the form's rules load after the api's answer", async ({
    page,
  }) => {
    await page.goto(storefrontUrl('/create-account'));
    await formReady(page, 'Konto erstellen');
    // From now on every script arrives late: the rules of the form's first check (schema, zod, the
    // messages) come after the api's answer that the address is taken, and must not clear it.
    let delayed = 0;
    let pending = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      delayed++;
      pending++;
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
      pending--;
    });
    await page.getByLabel('E-Mail-Adresse').fill('anna.mueller@example.com');
    await page.getByLabel('E-Mail-Adresse').blur();
    await expect.poll(() => delayed).toBeGreaterThan(0);
    await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
    await expect(page.getByText('Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse.')).toBeVisible();
  });
});

test('a business registers in the Dutch shop; the postcode lookup fills street and city', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('zakelijk');
  // A street of the seeded NL postcode dataset (apps/api/seed/commerce/lookups.ts, people.ts).
  const lookup = await apiQuery<{
    postcodeLookup: { street: string; city: string; letter: string | null }[];
  }>('query { postcodeLookup(postcode: "1012 AB", housenumber: 12) { street city letter } }', {}, 'nl');
  const [address] = lookup.postcodeLookup;
  expect(address).toBeDefined();

  await page.goto(storefrontNlUrl('/create-account'));
  await formReady(page, 'Account aanmaken');
  await page.getByLabel('Zakelijk').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Vul de bedrijfsnaam in.')).toBeVisible();
  await expect(page.getByText('Vul het KvK-nummer in.')).toBeVisible();
  await expect(page.getByText('Vul het btw-nummer in.')).toBeVisible();

  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByLabel('Bedrijfsnaam').fill('Jansen Bouw B.V.');
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByLabel('Btw-nummer').fill('NL12');
  await page.getByLabel('Btw-nummer').blur();
  await expect(page.getByText('Het btw-nummer is ongeldig.')).toBeVisible();
  await page.getByLabel('Btw-nummer').fill('nl 1234.56.789 b01');
  await page.getByLabel('Btw-nummer').blur();
  await expect(page.getByText('Het btw-nummer is geldig.')).toBeVisible();

  await expect(page.getByLabel('Land')).toHaveValue('NL');
  await page.getByLabel('Postcode').fill('1012 AB');
  // A number the dataset does not have.
  await page.getByLabel('Huisnummer').fill('999');
  await expect(page.getByText('De combinatie van postcode en huisnummer is niet gevonden.')).toBeVisible();
  await page.getByLabel('Huisnummer').fill('12');
  await expect(page.getByLabel('Straat')).toHaveValue(address?.street ?? '');
  await expect(page.getByLabel('Plaats')).toHaveValue(address?.city ?? '');
  await expect(page.getByText('Toevoegingen bij dit huisnummer: A, B, C')).toBeVisible();
  await expect(page.getByText('De combinatie van postcode en huisnummer is niet gevonden.')).toHaveCount(0);
  await page.getByLabel('Toevoeging').fill('b');
  await page.getByLabel('Telefoonnummer').fill('+31 20 1234567');

  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(storefrontNlUrl('/account'));
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(
    page.getByText('Je zakelijke account wordt nog gecontroleerd.', { exact: false }),
  ).toBeVisible();

  const customer = await customerOf(email, 'nl');
  expect(customer.is_approved).toBe(false);
  expect(customer.addresses).toEqual([
    expect.objectContaining({
      company: 'Jansen Bouw B.V.',
      coc: '12345678',
      vat_id: 'NL123456789B01',
      street: expect.arrayContaining([address?.street, '12']),
      postcode: '1012 AB',
      city: address?.city,
      country_code: 'NL',
    }),
  ]);
  expect(problems).toEqual([]);
});
