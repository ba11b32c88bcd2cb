import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { multisafepayProvider } from './multisafepay.js';
import { offlineProvider, type PaymentProvider } from './provider.js';
import { testpayProvider } from './testpay.js';

const providersByConfig = new WeakMap<ApiConfig, Map<string, PaymentProvider>>();

/**
 * The payment providers (by payment_method.provider) of the api with this configuration: only their
 * methods are offered, the routes read webhooks with them, checkout starts payments with them. The
 * test provider only with `testPayments` (TEST_PAYMENTS, else while no real provider is configured).
 * Made once per configuration, so that a provider's caches (MultiSafepay's banks) live as long.
 */
export function paymentProviders(config: ApiConfig): Map<string, PaymentProvider> {
  let providers = providersByConfig.get(config);
  if (!providers) {
    providers = new Map<string, PaymentProvider>([['offline', offlineProvider]]);
    if (config.testPayments) {
      providers.set(
        'testpay',
        testpayProvider(config.paymentWebhookSecret, { markOrdersAsTest: config.production }),
      );
    }
    if (config.multisafepay && config.apiPublicUrl) {
      providers.set(
        'multisafepay',
        multisafepayProvider({
          ...config.multisafepay,
          apiPublicUrl: config.apiPublicUrl,
          timeoutMs: config.paymentServiceTimeoutMs,
        }),
      );
    }
    providersByConfig.set(config, providers);
  }
  return providers;
}

/**
 * The random webhook secret of a production shop without PAYMENT_WEBHOOK_SECRET: made by the first
 * api process that asks and kept in the database, so that every process signs and checks the test
 * provider's calls with the same one (a payment started on one is paid through a call to another).
 */
export async function sharedWebhookSecret(db: Queryable): Promise<string> {
  await db.query(
    `INSERT INTO shared_secret (name, value) VALUES ('payment_webhook', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('hex')],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM shared_secret WHERE name = 'payment_webhook'`,
  );
  if (!row) throw new Error('the shared webhook secret could not be read back');
  return row.value;
}
