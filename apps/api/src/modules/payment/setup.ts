import type { ApiConfig } from '../../config.js';
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
