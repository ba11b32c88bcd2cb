import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDemoPassword } from '../../../seed/commerce/passwords.js';
import { seedStores } from '../../../seed/stores.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { type AccountRequest, login, requestPasswordReset, resetPassword } from './account.js';
import { createCustomerAccount } from './customers.js';
import type { ThrottlePolicy } from './throttle.js';

// The account flows on an in-memory database, where time can be faked by moving stored
// timestamps: reset-token expiry and the login lock running out (the limits on reset mails are
// rate limits, tested through the api in test/rate-limits.test.ts).

let db: Database;

let testDatabase: TestDatabase | undefined;
const PASSWORD = 'Secret-Pass1!';
const store = { code: 'en', language: 'en', baseUrl: '/' };
let waits: number[] = [];
let sequence = 0;

function request(
  address: string | null = '203.0.113.7',
  policy?: { email: ThrottlePolicy; address: ThrottlePolicy },
) {
  return {
    db,
    store,
    config: {
      customerTokenLifetimeHours: 1,
      passwordResetLifetimeMinutes: 30,
      storefrontUrl: 'https://shop.test',
      storefrontUrls: {},
    },
    address,
    throttle: {
      wait: async (ms: number) => {
        waits.push(ms);
      },
      ...(policy ? { policy } : {}),
    },
  } satisfies AccountRequest;
}

async function customer(): Promise<string> {
  sequence += 1;
  const email = `unit${sequence}@example.com`;
  await db.transaction((tx) =>
    createCustomerAccount(
      tx,
      { customer: { firstname: 'Unit', lastname: 'Test', email, password: PASSWORD } },
      { store, storefronts: { storefrontUrl: 'https://shop.test', storefrontUrls: {} } },
    ),
  );
  return email;
}

async function errorKey(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { extensions?: { key?: string } }).extensions?.key;
  }
  throw new Error('expected an error');
}

async function resetTokenFromOutbox(email: string): Promise<string> {
  const [mail] = await db.query<{ text: string }>(
    `SELECT text FROM email_outbox WHERE to_address = $1 AND template = 'password_reset' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();

  db = testDatabase.db;
  await migrate(db);
  await seedStores(db);
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
});

describe('password reset tokens', () => {
  it('refuses an expired token and keeps the password', async () => {
    const email = await customer();
    expect(await requestPasswordReset(request(), email)).toBe(true);
    const token = await resetTokenFromOutbox(email);
    await db.query(
      `UPDATE password_reset_token SET expires_at = now() - interval '1 minute'
        WHERE customer_id = (SELECT id FROM customer WHERE email = $1)`,
      [email],
    );
    expect(await errorKey(resetPassword(request(), email, token, 'Other-Pass2!'))).toBe(
      'customer.reset_token_expired',
    );
    expect(await login(request(), email, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('works once, and only for its own account', async () => {
    const email = await customer();
    const other = await customer();
    await requestPasswordReset(request(), email);
    const token = await resetTokenFromOutbox(email);
    expect(await errorKey(resetPassword(request(), other, token, 'Other-Pass2!'))).toBe(
      'customer.reset_token_invalid',
    );
    expect(await resetPassword(request(), email, token, 'Other-Pass2!')).toBe(true);
    expect(await errorKey(resetPassword(request(), email, token, 'Third-Pass3!'))).toBe(
      'customer.reset_token_invalid',
    );
    expect(await login(request(), email, 'Other-Pass2!')).toBeTruthy();
  });

  it('links to the storefront reset page and stores only a hash of the token', async () => {
    const email = await customer();
    await requestPasswordReset(request(), email);
    const token = await resetTokenFromOutbox(email);
    const [mail] = await db.query<{ text: string; store_code: string }>(
      `SELECT text, store_code FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
    expect(mail?.text).toContain(
      `https://shop.test/customer/account/createPassword?email=${encodeURIComponent(email)}&token=${token}`,
    );
    expect(mail?.store_code).toBe('en');
    const stored = await db.query('SELECT 1 FROM password_reset_token WHERE token_hash = $1', [token]);
    expect(stored).toEqual([]);
  });
});

describe('login', () => {
  it('replaces a seeded scrypt hash by argon2id on the first successful login', async () => {
    const email = await customer();
    await db.query('UPDATE customer SET password_hash = $2 WHERE email = $1', [
      email,
      hashDemoPassword(PASSWORD, 'a1b2c3d4e5f60718293a4b5c6d7e8f90'),
    ]);
    await login(request(), email, PASSWORD);
    const [row] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customer WHERE email = $1',
      [email],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await login(request(), email, PASSWORD)).toBeTruthy();
  });

  it('slows an e-mail down, locks it, and lets it in again once the failures are old', async () => {
    const email = await customer();
    waits = [];
    for (let i = 0; i < 6; i++) {
      expect(await errorKey(login(request(), email, 'Wrong-Pass1!'))).toBe('customer.invalid_login');
    }
    expect(waits).toEqual([500, 1_000, 1_500]);
    expect(await errorKey(login(request(), email, PASSWORD))).toBe('customer.login_locked');
    await db.query(
      `UPDATE login_attempt SET attempted_at = attempted_at - interval '16 minutes' WHERE lower(email) = $1`,
      [email],
    );
    expect(await login(request(), email, PASSWORD)).toBeTruthy();
  });

  it('locks one client address that fails with many e-mail addresses', async () => {
    const policy = {
      email: { windowMinutes: 15, slowAfter: 100, lockAfter: 100, stepMs: 0, maxDelayMs: 0 },
      address: { windowMinutes: 15, slowAfter: 2, lockAfter: 4, stepMs: 10, maxDelayMs: 100 },
    };
    const email = await customer();
    waits = [];
    for (let i = 0; i < 4; i++) {
      expect(
        await errorKey(login(request('198.51.100.9', policy), `guess${i}@example.com`, 'Wrong-Pass1!')),
      ).toBe('customer.invalid_login');
    }
    expect(waits).toEqual([10, 20]);
    expect(await errorKey(login(request('198.51.100.9', policy), email, PASSWORD))).toBe(
      'customer.login_locked',
    );
    expect(await login(request('198.51.100.10', policy), email, PASSWORD)).toBeTruthy();
  });

  it('locks a burst of parallel guesses as fast as a sequence', async () => {
    const email = await customer();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => errorKey(login(request(null), email, 'Wrong-Pass1!'))),
    );
    const failures = results.filter((key) => key === 'customer.invalid_login').length;
    expect(failures).toBeLessThanOrEqual(6);
    expect(results.filter((key) => key === 'customer.login_locked').length).toBe(12 - failures);
  });
});
