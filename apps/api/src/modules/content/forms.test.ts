import { formatMessage } from '@shop/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedForms } from '../../../seed/commerce/forms.js';
import { seedStores } from '../../../seed/stores.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { loadForm, submitForm } from './forms.js';

let db: Database;

let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase();

  db = testDatabase.db;
  await migrate(db);
  await seedStores(db);
  await seedForms(db);
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
});

async function submissions(): Promise<
  { id: number; store_code: string; field_values: Record<string, unknown> }[]
> {
  return db.query('SELECT id, store_code, field_values FROM form_submission ORDER BY id');
}

const validContact = [
  { name: 'name', value: '  Jan Jansen ' },
  { name: 'email', value: 'jan@example.com' },
  { name: 'subject', value: 'order' },
  { name: 'message', value: 'Where is my parcel, please?' },
  { name: 'privacy', value: '1' },
];

describe('submitForm (service)', () => {
  it('stores a valid submission with its trimmed values, store view and a mail to the recipient', async () => {
    const before = await submissions();
    const outboxBefore = await db.query('SELECT id FROM email_outbox');
    const result = await submitForm(
      db,
      { type: 'contact', fields: validContact },
      { storeCode: 'nl', language: 'nl', customerId: null },
    );
    const form = await loadForm(db, 'nl', 'contact');
    expect(result).toEqual({
      hasErrors: false,
      thankYouMessage: form?.thankYouMessage,
      submissionId: expect.any(Number),
    });
    const after = await submissions();
    expect(after).toHaveLength(before.length + 1);
    const stored = after.at(-1);
    expect(stored?.id).toBe(result.hasErrors ? undefined : result.submissionId);
    expect(stored?.store_code).toBe('nl');
    expect(stored?.field_values).toEqual({
      name: 'Jan Jansen',
      email: 'jan@example.com',
      subject: 'order',
      message: 'Where is my parcel, please?',
      privacy: '1',
    });
    const outbox = await db.query<{ to_address: string; text: string; template: string }>(
      'SELECT to_address, text, template FROM email_outbox ORDER BY id',
    );
    expect(outbox).toHaveLength(outboxBefore.length + 1);
    expect(outbox.at(-1)).toMatchObject({ to_address: form?.recipientEmail, template: 'form_submission' });
    expect(outbox.at(-1)?.text).toContain('Jan Jansen');
  });

  it('stores nothing when a rule fails and answers every failing field in the store language', async () => {
    const before = await submissions();
    const result = await submitForm(
      db,
      {
        type: 'contact',
        fields: [
          { name: 'name', value: '<b>Jan</b>' },
          { name: 'email', value: 'not-an-address' },
          { name: 'message', value: 'short' },
          { name: 'privacy', value: '0' },
        ],
      },
      { storeCode: 'de', language: 'de', customerId: null },
    );
    expect(result.hasErrors).toBe(true);
    if (!result.hasErrors) return;
    const byName = Object.fromEntries(result.fields.map((field) => [field.name, field.errors]));
    expect(byName).toEqual({
      name: [{ code: 'form.no_html', message: formatMessage('de', 'form.no_html') }],
      email: [{ code: 'form.email', message: formatMessage('de', 'form.email') }],
      subject: [{ code: 'form.required', message: formatMessage('de', 'form.required') }],
      message: [{ code: 'form.min_length', message: formatMessage('de', 'form.min_length', { count: 10 }) }],
      privacy: [{ code: 'form.required', message: formatMessage('de', 'form.required') }],
    });
    expect(await submissions()).toEqual(before);
  });

  it('refuses unknown fields, repeated fields, choices outside the options and unknown products', async () => {
    const context = { storeCode: 'en', language: 'en', customerId: null };
    const before = await submissions();
    await expect(
      submitForm(db, { type: 'contact', fields: [...validContact, { name: 'hobby', value: 'x' }] }, context),
    ).rejects.toMatchObject({
      message: expect.stringContaining('hobby'),
      extensions: { category: 'graphql-input' },
    });
    await expect(
      submitForm(
        db,
        { type: 'contact', fields: [...validContact, { name: 'email', value: 'b@example.com' }] },
        context,
      ),
    ).rejects.toMatchObject({
      message: expect.stringContaining('email'),
      extensions: { category: 'graphql-input' },
    });
    await expect(
      submitForm(
        db,
        {
          type: 'contact',
          fields: validContact.map((f) => (f.name === 'subject' ? { ...f, value: 'pizza' } : f)),
        },
        context,
      ),
    ).rejects.toMatchObject({
      message: expect.stringContaining('pizza'),
      extensions: { category: 'graphql-input' },
    });
    await expect(
      submitForm(db, { type: 'product', fields: [], productSku: 'NO-SUCH-SKU' }, context),
    ).rejects.toMatchObject({
      message: expect.stringContaining('NO-SUCH-SKU'),
      extensions: { category: 'graphql-input' },
    });
    expect(await submissions()).toEqual(before);
  });

  it('answers a multiselect given as values and rejects an empty required one', async () => {
    const form = await loadForm(db, 'en', 'category');
    const fields = form?.fieldsets.flatMap((fieldset) => fieldset.fields) ?? [];
    expect(fields.length).toBeGreaterThan(0);
    const result = await submitForm(
      db,
      { type: 'category', fields: [{ name: 'room', values: [] }] },
      { storeCode: 'en', language: 'en', customerId: null },
    );
    expect(result.hasErrors).toBe(true);
    if (result.hasErrors) {
      expect(result.fields.find((field) => field.name === 'room')?.errors).toEqual([
        { code: 'form.required', message: formatMessage('en', 'form.required') },
      ]);
    }
  });
});
