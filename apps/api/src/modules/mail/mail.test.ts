import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../../../seed/stores.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { DELIVERY, deliverPendingMail, type MailTransport } from './delivery.js';
import { registerMailbox } from './mailbox.js';
import { enqueueMail, renderMail } from './outbox.js';

let db: Database;

let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase();

  db = testDatabase.db;
  await migrate(db);
  await seedStores(db);
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
});

const mail = (to: string) => ({
  to,
  subject: 'Hello <you>',
  html: '<p>Hi</p>',
  text: 'Hi',
  template: 'test',
  storeCode: 'de',
});

function fakeTransport(failFor: Set<string> = new Set()) {
  const sent: { from: string; to: string; subject: string }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      if (failFor.has(message.to)) throw new Error('mailbox unavailable');
      sent.push({ from: message.from, to: message.to, subject: message.subject });
    },
  };
  return { sent, transport };
}

describe('SMTP delivery of the outbox', () => {
  it('sends each unsent mail once, records failures and retries them only after a pause', async () => {
    await db.query('UPDATE email_outbox SET sent_at = now()');
    const good = await db.transaction((tx) => enqueueMail(tx, mail('good@example.com')));
    const bad = await db.transaction((tx) => enqueueMail(tx, mail('bad@example.com')));
    const { sent, transport } = fakeTransport(new Set(['bad@example.com']));

    expect(await deliverPendingMail(db, transport, 'Shop <shop@example.com>')).toEqual({
      sent: 1,
      failed: 1,
    });
    expect(sent).toEqual([
      { from: 'Shop <shop@example.com>', to: 'good@example.com', subject: 'Hello <you>' },
    ]);
    const rows = await db.query<{
      id: number;
      sent_at: Date | null;
      attempts: number;
      last_error: string | null;
    }>('SELECT id, sent_at, attempts, last_error FROM email_outbox WHERE id = ANY($1) ORDER BY id', [
      [good, bad],
    ]);
    expect(rows.map((row) => [row.id, row.sent_at !== null, row.attempts, row.last_error])).toEqual([
      [good, true, 1, null],
      [bad, false, 1, 'mailbox unavailable'],
    ]);

    // Nothing is sent twice, and the failed mail waits for its retry.
    expect(await deliverPendingMail(db, transport, 'x@example.com')).toEqual({ sent: 0, failed: 0 });
    await db.query(
      `UPDATE email_outbox SET last_attempt_at = now() - make_interval(secs => $2 + 1) WHERE id = $1`,
      [bad, DELIVERY.retryAfterSeconds],
    );
    const retry = fakeTransport();
    expect(await deliverPendingMail(db, retry.transport, 'x@example.com')).toEqual({ sent: 1, failed: 0 });
    expect(retry.sent.map((message) => message.to)).toEqual(['bad@example.com']);
  });

  it('gives up after the last attempt', async () => {
    await db.query('UPDATE email_outbox SET sent_at = now()');
    await db.transaction((tx) => enqueueMail(tx, mail('never@example.com')));
    await db.query(`UPDATE email_outbox SET attempts = $1 WHERE to_address = 'never@example.com'`, [
      DELIVERY.maxAttempts,
    ]);
    expect(await deliverPendingMail(db, fakeTransport().transport, 'x@example.com')).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});

describe('dev mailbox', () => {
  async function server(env: NodeJS.ProcessEnv) {
    const app = Fastify();
    await registerMailbox(app, { db, config: { ...loadConfig(env), smtpUrl: undefined } });
    return app;
  }

  it('lists the outbox and shows one mail, escaped', async () => {
    const id = await db.transaction((tx) => enqueueMail(tx, mail('reader@example.com')));
    const app = await server({ DEV_MAILBOX: 'true' });
    const list = await app.inject({ url: '/dev/mailbox?to=READER@example.com' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);
    expect(list.body).toContain('Hello &lt;you&gt;');
    expect(list.body).not.toContain('Hello <you>');
    const page = await app.inject({ url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<pre id="text">Hi</pre>');
    expect((await app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/mailbox/abc' })).statusCode).toBe(404);
    const json = await app.inject({ url: '/dev/mailbox.json?to=reader@example.com' });
    expect(json.json().items[0]).toMatchObject({
      id,
      to: 'reader@example.com',
      template: 'test',
      text: 'Hi',
    });
    await app.close();
  });

  it('is off unless DEV_MAILBOX=true, whatever NODE_ENV says', async () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production' }]) {
      const app = await server(env);
      expect((await app.inject({ url: '/dev/mailbox' })).statusCode, JSON.stringify(env)).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox.json' })).statusCode, JSON.stringify(env)).toBe(404);
      await app.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(ConfigError);
  });
});

describe('mail rendering', () => {
  it('escapes every value in the HTML part and keeps the text part plain', () => {
    const rendered = renderMail(
      {
        subject: 'A & B',
        greeting: 'Hi <b>you</b>,',
        paragraphs: ['1 < 2'],
        action: { label: 'Go', url: 'https://shop.test/?a=1&b="2"' },
      },
      'en',
    );
    expect(rendered.html).toContain('<p>Hi &lt;b&gt;you&lt;/b&gt;,</p>');
    expect(rendered.html).toContain('href="https://shop.test/?a=1&amp;b=&quot;2&quot;"');
    expect(rendered.text).toBe('Hi <b>you</b>,\n\n1 < 2\n\nGo:\nhttps://shop.test/?a=1&b="2"\n');
  });
});

describe('mail and account configuration', () => {
  it('reads SMTP_URL, MAIL_FROM, STOREFRONT_URL and the token lifetimes with defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Shop <no-reply@shop.localhost>',
      storefrontUrl: 'http://localhost:3000',
      customerTokenLifetimeHours: 24,
      passwordResetLifetimeMinutes: 120,
      trustProxy: ['127.0.0.1', '::1'],
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Webshop <shop@example.com>',
        STOREFRONT_URL: 'https://shop.example.com/',
        CUSTOMER_TOKEN_LIFETIME_HOURS: '2',
        TRUST_PROXY: 'false',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Webshop <shop@example.com>',
      storefrontUrl: 'https://shop.example.com',
      customerTokenLifetimeHours: 2,
      trustProxy: [],
    });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'nobody', /MAIL_FROM must be an e-mail address/],
    ['STOREFRONT_URL', 'shop.example.com', /STOREFRONT_URL must be an http/],
    ['CUSTOMER_TOKEN_LIFETIME_HOURS', '0', /CUSTOMER_TOKEN_LIFETIME_HOURS must be a whole number from 1/],
    [
      'PASSWORD_RESET_TOKEN_LIFETIME_MINUTES',
      'soon',
      /PASSWORD_RESET_TOKEN_LIFETIME_MINUTES must be a whole number/,
    ],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
