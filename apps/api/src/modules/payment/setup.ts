import { loadPaymentConfig, type PaymentConfig } from './config.js';
import { offlineProvider, type PaymentProvider } from './provider.js';
import { testpayProvider } from './testpay.js';

const configs = new WeakMap<object, { config: PaymentConfig; providers: Map<string, PaymentProvider> }>();

function providersOf(config: PaymentConfig): Map<string, PaymentProvider> {
  return new Map([
    ['testpay', testpayProvider(config.webhookSecret)],
    ['offline', offlineProvider],
  ]);
}

/**
 * The payment settings and providers (by payment_method.provider) of the api serving this database:
 * the routes read webhooks with them, checkout starts payments with them. Read once per process.
 */
export function paymentSetup(db: object, production: boolean) {
  let setup = configs.get(db);
  if (!setup) {
    const config = loadPaymentConfig(process.env, production);
    setup = { config, providers: providersOf(config) };
    configs.set(db, setup);
  }
  return setup;
}
