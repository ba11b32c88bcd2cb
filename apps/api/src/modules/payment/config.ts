import { randomBytes } from 'node:crypto';

/** Settings of the payment providers, from the environment (PAYMENT_WEBHOOK_SECRET, API_PUBLIC_URL). */
export interface PaymentConfig {
  /**
   * Secret the test provider signs its webhook calls with (PAYMENT_WEBHOOK_SECRET). Without it a
   * development api uses DEV_WEBHOOK_SECRET and a production api a random one of its own process.
   */
  webhookSecret: string;
  /**
   * The api's public origin for the payment page links (API_PUBLIC_URL, e.g. https://api.shop.example);
   * unset: the origin the GraphQL request came to.
   */
  publicApiUrl: string | undefined;
}

/** The development webhook secret: known to tests and scripts that sign their own provider calls. */
export const DEV_WEBHOOK_SECRET = 'testpay-dev-webhook-secret';

export function loadPaymentConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentConfig {
  const secret = env.PAYMENT_WEBHOOK_SECRET?.trim();
  const publicApiUrl = env.API_PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (publicApiUrl && !/^https?:\/\/[^/]+/.test(publicApiUrl)) {
    throw new Error(`API_PUBLIC_URL must be an http:// or https:// url (got "${publicApiUrl}")`);
  }
  return {
    webhookSecret: secret || (production ? randomBytes(32).toString('hex') : DEV_WEBHOOK_SECRET),
    publicApiUrl: publicApiUrl || undefined,
  };
}
