import type { ApiConfig } from '../../config.js';
import { offlineProvider, type PaymentProvider } from './provider.js';
import { testpayProvider } from './testpay.js';

const providersByConfig = new WeakMap<ApiConfig, Map<string, PaymentProvider>>();

/**
 * The payment providers (by payment_method.provider) of the api with this configuration: the routes
 * read webhooks with them, checkout starts payments with them. Made once per configuration.
 */
export function paymentProviders(config: ApiConfig): Map<string, PaymentProvider> {
  let providers = providersByConfig.get(config);
  if (!providers) {
    providers = new Map([
      ['testpay', testpayProvider(config.paymentWebhookSecret)],
      ['offline', offlineProvider],
    ]);
    providersByConfig.set(config, providers);
  }
  return providers;
}
