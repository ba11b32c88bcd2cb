import { randomBytes } from 'node:crypto';
import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { storefrontLink } from '../customer/mails.js';
import type { StoreView } from '../store/stores.js';

/** The order a payment is started for. */
export interface PaymentOrder {
  id: number;
  number: string;
  hash: string;
  grandTotal: number;
  currency: string;
  store: StoreView;
}

export interface PaymentMethodInfo {
  code: string;
  /** 'testpay', 'offline' … (payment_method.provider) */
  provider: string;
  /** The provider's own name of the method, e.g. 'ideal'. */
  providerMethod: string | null;
}

export interface PaymentStartRequest {
  order: PaymentOrder;
  method: PaymentMethodInfo;
  additionalData: Record<string, string>;
  /** The api's public origin (for a payment page the api serves itself). */
  apiOrigin: string;
  storefronts: StorefrontUrls;
}

export interface StartedPayment {
  /** Where the shopper goes next: the provider's page, or the storefront's success page. */
  redirectUrl: string;
  /** The provider's payment id, when it has one. */
  reference: string | null;
}

/** A provider's report about one payment, from its webhook call. */
export interface PaymentEvent {
  provider: string;
  /** The provider's id of this event: a second delivery of it changes nothing. */
  eventId: string;
  /** The provider's payment id (payment_transaction.reference). */
  reference: string;
  status: 'paid' | 'canceled' | 'failed' | 'expired';
  /** What the shopper chose at the provider (e.g. the bank): merged into the order's payment data. */
  details: Record<string, string>;
  payload: Record<string, unknown>;
}

/**
 * A payment provider: starts the payment of a placed order (inside the placement's transaction)
 * and reads the provider's webhook calls. Real providers (Mollie, Adyen …) are adapters of this.
 */
export interface PaymentProvider {
  code: string;
  start(tx: Queryable, request: PaymentStartRequest): Promise<StartedPayment>;
  /**
   * Checks a webhook call (signature, shape) and answers its event; `null` when it is not genuine
   * (the route answers 401 and changes nothing).
   */
  readWebhook?(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentEvent | null;
}

/** The storefront page the shopper returns to: `/{provider}/connect/success|cancel` (spec §2). */
export function returnUrl(
  storefronts: StorefrontUrls,
  store: StoreView,
  provider: string,
  outcome: 'success' | 'cancel',
  hash: string,
): string {
  return storefrontLink(storefronts, store, `${provider}/connect/${outcome}`, { hash });
}

/** Methods paid outside the shop (bank transfer, check): no redirect, the storefront's success page. */
export const offlineProvider: PaymentProvider = {
  code: 'offline',
  start: async (_tx, request) => ({
    redirectUrl: storefrontLink(request.storefronts, request.order.store, 'checkout/onepage/success', {
      hash: request.order.hash,
    }),
    reference: null,
  }),
};

/** A provider payment reference: unguessable, as it is part of the payment page's url. */
export function newPaymentReference(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}

/** Whether a value can be a reference of newPaymentReference (or of the seeded payments): asked before a lookup. */
export function isPaymentReference(value: string): boolean {
  return /^[a-z]+_[0-9a-f]{1,64}$/.test(value);
}
