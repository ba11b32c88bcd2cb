import { expect, test } from '@playwright/test';
import { routerReady, storefrontNlUrl, storefrontUrl, watchConsole } from './support.js';

// The contact form (docs/BEHAVIOUR.md#dynamic-routing /contact, docs/BEHAVIOUR.md#data "Dynamic form", docs/BEHAVIOUR.md#validation dynamic form rules, docs/BEHAVIOUR.md#api-calls form and
// submitForm): rendered from the api's definition, checked in the browser with the rules of
// @shop/validation in the page's language, the server's field errors beside the fields, and
// the form's thank-you text after a successful send; usable with the keyboard.

test('the contact form shows errors in the page language, then the server field error, then thanks', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('SubmitDynamicForm')) {
      submissions.push(request.postData() ?? '');
    }
  });
  await page.goto(storefrontUrl('/contact'));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  const form = page.locator('form.dynamic-form');
  await expect(form.getByRole('group', { name: 'Ihre Daten' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Ihre Nachricht' })).toBeVisible();

  // Sent empty: every required field says so beside it, with the summary; nothing is sent.
  await form.getByRole('button', { name: 'Absenden' }).click();
  const nameField = form.locator('.form-field', { has: page.getByLabel('Name', { exact: true }) });
  await expect(nameField.locator('.form-field__errors')).toHaveText('Dies ist ein Pflichtfeld.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.form-summary')).toContainText('Name, E-Mail-Adresse, Thema, Nachricht');
  expect(submissions).toEqual([]);

  // Rules beyond required: e-mail format and the minimum length with its count.
  await page.getByLabel('Name', { exact: true }).fill('Anna Müller');
  await page.getByLabel('E-Mail-Adresse').fill('anna@');
  await page.getByLabel('Nachricht').fill('Kurz');
  await page.getByLabel('Thema').selectOption('product');
  const emailField = form.locator('.form-field', { has: page.getByLabel('E-Mail-Adresse') });
  await expect(emailField.locator('.form-field__errors')).toHaveText(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  const messageField = form.locator('.form-field', { has: page.getByLabel('Nachricht') });
  await expect(messageField.locator('.form-field__errors')).toHaveText(
    'Bitte geben Sie mindestens 10 Zeichen ein.',
  );
  await page.getByLabel('E-Mail-Adresse').fill('anna.mueller@example.com');
  await page.getByLabel('Nachricht').fill('Ich habe eine Frage zu einem Produkt.');
  await expect(form.locator('.form-field__errors')).toHaveCount(1); // only the privacy checkbox is left

  // A client with other rules than the server (here: the message altered on its way): the
  // server's answer is shown beside the field it concerns.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !body?.includes('SubmitDynamicForm')) return route.fallback();
    const payload = JSON.parse(body) as {
      variables: { input: { fields: { name: string; value?: string }[] } };
    };
    for (const field of payload.variables.input.fields) {
      if (field.name === 'message') field.value = '<b>Ich habe eine Frage</b>';
    }
    return route.fallback({ postData: JSON.stringify(payload) });
  });
  // Keyboard only: tick the checkbox with Space, go to the button with Tab, send with Enter.
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen.').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Ich habe die Datenschutzerklärung gelesen.')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Absenden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(messageField.locator('.form-field__errors')).toHaveText('HTML-Tags sind nicht erlaubt.');
  await expect(page.getByLabel('Nachricht')).toBeFocused();
  expect(submissions).toHaveLength(1);
  await page.unroute('**/graphql');

  // Sent as typed: the form's thank-you text takes its place.
  await form.getByRole('button', { name: 'Absenden' }).click();
  const thanks = page.locator('.dynamic-form__thank-you');
  await expect(thanks).toHaveText('Danke für Ihre Nachricht! Wir antworten innerhalb eines Werktages.');
  await expect(thanks).toBeFocused();
  await expect(page.locator('form.dynamic-form')).toHaveCount(0);
  expect(submissions).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('the Dutch shop checks the contact form in Dutch', async ({ page }) => {
  await page.goto(storefrontNlUrl('/contact'));
  await routerReady(page);
  const form = page.locator('form.dynamic-form');
  await form.getByRole('button', { name: 'Versturen' }).click();
  const nameField = form.locator('.form-field', { has: page.getByLabel('Naam', { exact: true }) });
  await expect(nameField.locator('.form-field__errors')).toHaveText('Dit is een verplicht veld.');
  await page.getByLabel('E-mailadres').fill('jan@');
  await page.getByLabel('E-mailadres').blur();
  const emailField = form.locator('.form-field', { has: page.getByLabel('E-mailadres') });
  await expect(emailField.locator('.form-field__errors')).toHaveText('Vul een geldig e-mailadres in.');
});
