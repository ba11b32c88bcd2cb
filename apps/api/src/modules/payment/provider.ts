import { randomBytes } from 'node:crypto';
import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import type { AddressValues } from '../customer/addresses.js';
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
  email: string;
  billingAddress: AddressValues;
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
  /** The shopper's address, for the provider's fraud checks. */
  clientIp: string | null;
}

export interface StartedPayment {
  /**
   * Where the shopper goes next: the provider's page, or the storefront's success page; null when
   * the provider's `openPaymentPage` answers it after the commit.
   */
  redirectUrl: string | null;
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

/** One choice of a method's field, e.g. a bank of iDEAL's bank chooser. */
export interface PaymentFieldChoice {
  value: string;
  label: string;
}

/** The provider's service failed or did not answer in time (never the shopper's fault). */
export class PaymentServiceError extends Error {}

/**
 * A payment provider: starts the payment of a placed order (inside the placement's transaction,
 * and for a provider with a service of its own at that service once the order is committed) and
 * reads the provider's webhook calls. MultiSafepay (multisafepay.ts) is an adapter of this.
 */
export interface PaymentProvider {
  code: string;
  start(tx: Queryable, request: PaymentStartRequest): Promise<StartedPayment>;
  /**
   * Creates the payment at the provider's service after the placement committed (never while it
   * holds stock locks) and answers the url of the provider's payment page; throws
   * PaymentServiceError when the service fails or does not answer in time.
   */
  openPaymentPage?(request: PaymentStartRequest): Promise<string>;
  /**
   * The provider's current choices of a method's field (e.g. iDEAL's banks); null: the method's
   * stored options.
   */
  fieldChoices?(providerMethod: string | null, fieldCode: string): Promise<PaymentFieldChoice[] | null>;
  /**
   * Checks a webhook call (signature, shape) and answers its event; `null` when it is not genuine
   * (the route answers 401 and changes nothing).
   */
  readWebhook?(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentEvent | null;
  /**
   * Asks the provider's service what became of a payment (before an unpaid order is cancelled): the
   * event its state means, or null while it waits; throws PaymentServiceError when the service
   * cannot answer, or reports a payment of another amount than `expected` (a case for a person).
   */
  currentPaymentEvent?(
    reference: string,
    expected: { amount: number; currency: string },
  ): Promise<PaymentEvent | null>;
}

/** The storefront page the shopper returns to: `/{provider}/connect/success|cancel` (docs/BEHAVIOUR.md#pages-and-routes). */
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
