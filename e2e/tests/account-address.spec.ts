import { expect, test } from '@playwright/test';
import { apiMutation, storefrontNlUrl, watchConsole } from './support.js';

// The address book (docs/BEHAVIOUR.md#pages-and-routes): add an address with the NL postcode lookup, make it the default,
// and the old default cannot be deleted while it is one; then it can.

const PASSWORD = 'Journey-Pass1!';

test('a customer adds an address with the postcode lookup, sets defaults and deletes one', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = `adres.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await apiMutation(
    `mutation ($input: CustomerWithAddressInput!) { createCustomerWithAddress(input: $input) { token } }`,
    {
      input: {
        customer: { firstname: 'Anouk', lastname: 'Bakker', email, password: PASSWORD },
        address: {
          firstname: 'Anouk',
          lastname: 'Bakker',
          street: ['Coolsingel', '3'],
          postcode: '3011 AD',
          city: 'Rotterdam',
          telephone: '+31 10 1234567',
          country_code: 'NL',
        },
      },
    },
    'nl',
  );

  await page.goto(storefrontNlUrl('/login'));
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeEnabled();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(storefrontNlUrl('/account'));

  await page
    .getByRole('navigation', { name: 'Onderdelen van mijn account' })
    .getByRole('link', { name: 'Adresboek' })
    .click();
  await expect(page).toHaveURL(storefrontNlUrl('/account/addresses'));
  await expect(page.locator('.address-card')).toHaveCount(1);
  await expect(page.locator('.address-card').first()).toContainText('Coolsingel 3');

  await page.getByRole('button', { name: 'Nieuw adres toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Nieuw adres' });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText(/^De volgende velden zijn ongeldig: Voornaam, Achternaam/)).toBeVisible();

  await form.getByLabel('Voornaam').fill('Anouk');
  await form.getByLabel('Achternaam').fill('Bakker');
  await expect(form.getByLabel('Land')).toHaveValue('NL');
  await form.getByLabel('Postcode').fill('1012ab');
  await form.getByLabel('Huisnummer').fill('14');
  await expect(form.getByText('Toevoegingen bij dit huisnummer: 1, 2, 3')).toBeVisible();
  await expect(form.getByLabel('Straat')).not.toHaveValue('');
  const street = await form.getByLabel('Straat').inputValue();
  await form.getByLabel('Toevoeging').fill('2');
  await form.getByLabel('Telefoonnummer').fill('+31 20 7654321');
  await form.getByLabel('Gebruiken als standaard verzendadres').check();
  await form.getByLabel('Gebruiken als standaard factuuradres').check();
  await form.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByText('Het adres is opgeslagen.')).toBeVisible();
  const cards = page.locator('.address-card');
  await expect(cards).toHaveCount(2);
  const added = cards.filter({ hasText: `${street} 14 2` });
  await expect(added).toContainText('Standaard verzendadres');
  await expect(added).toContainText('Standaard factuuradres');

  // The old address is no default any more and can be deleted.
  const old = cards.filter({ hasText: 'Coolsingel 3' });
  await expect(old).not.toContainText('Standaard');
  await old.getByRole('button', { name: 'Verwijderen' }).click();
  await old.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText('Het adres is verwijderd.')).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The default one cannot be deleted: the api's text is shown.
  await added.getByRole('button', { name: 'Verwijderen' }).click();
  await added.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Adres niet verwijderd' })).toContainText(
    'standaard verzend- of factuuradres',
  );
  await expect(cards).toHaveCount(1);
  expect(problems).toEqual([]);
});
