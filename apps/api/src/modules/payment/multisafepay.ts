import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutText } from '../checkout/messages.js';
import type { PaymentEvent, PaymentFieldChoice, PaymentProvider, PaymentStartRequest } from './provider.js';
import { PaymentServiceError, returnUrl } from './provider.js';

/** Where MultiSafepay sends its notifications (POST, or GET `?transactionid=`), under API_PUBLIC_URL. */
export const MULTISAFEPAY_NOTIFICATION_PATH = '/payment/webhook/multisafepay';
/**
 * A POST notification signed longer ago than this is refused (a replay); MultiSafepay signs each
 * repetition anew.
 */
const NOTIFICATION_TOLERANCE_SECONDS = 600;
/** The iDEAL banks change rarely: asked again after an hour, after a failure not before a minute. */
const ISSUERS_FRESH_MS = 60 * 60 * 1000;
const ISSUERS_RETRY_MS = 60 * 1000;
/** The bank chooser is part of a page load: it waits for the service no longer than this. */
const ISSUERS_TIMEOUT_MS = 3000;

/** Our order numbers as MultiSafepay's `order_id` (and a notification's `transactionid`). */
const ORDER_NUMBER = /^[0-9A-Za-z_-]{1,40}$/;

export function isMultisafepayOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

/** What the shop reads of an order as `GET orders/{order_id}` answers it. */
export interface MultisafepayOrder {
  order_id: string;
  transaction_id?: string | number;
  status: string;
  /** In cents. */
  amount: number;
  currency: string;
  payment_details?: { type?: string };
}

/**
 * MultiSafepay's statuses that end a waiting order; `initialized` and `uncleared` (waiting for the
 * shopper or the bank) and after-payment statuses (refunded, shipped …) change nothing.
 */
const EVENT_STATUSES: Readonly<Record<string, PaymentEvent['status']>> = {
  completed: 'paid',
  cancelled: 'canceled',
  void: 'canceled',
  declined: 'failed',
  expired: 'expired',
};

/** The `Auth` header MultiSafepay signs a POST notification with: base64 of `timestamp:HMAC-SHA512(timestamp:body)`. */
export function signNotification(
  apiKey: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha512', apiKey).update(`${timestamp}:${rawBody}`).digest('hex');
  return Buffer.from(`${timestamp}:${mac}`).toString('base64');
}

/** Whether a POST notification's `Auth` header signs exactly this body with the API key, recently. */
export function verifyNotification(
  apiKey: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now() / 1000,
): boolean {
  if (!header || header.length > 1000) return false;
  const decoded = Buffer.from(header, 'base64').toString('latin1');
  const separator = decoded.indexOf(':');
  const timestamp = decoded.slice(0, separator);
  const given = decoded.slice(separator + 1);
  if (!/^\d{1,12}(\.\d{1,9})?$/.test(timestamp) || !/^[0-9a-f]{128}$/i.test(given)) return false;
  if (Math.abs(now - Number(timestamp)) > NOTIFICATION_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha512', apiKey).update(`${timestamp}:${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

export interface MultisafepayOptions {
  apiKey: string;
  /** The JSON API's base url, ending in `/` (…/v1/json/). */
  apiUrl: string;
  /** The api's public origin: MultiSafepay's notifications go there. */
  apiPublicUrl: string;
  timeoutMs: number;
}

/** The MultiSafepay adapter: its payment methods are `multisafepay_<gateway>`, provider_method the gateway id. */
export interface MultisafepayProvider extends PaymentProvider {
  apiKey: string;
  /** Reads the order's truth at MultiSafepay: the event it means for the shop, or null (no change). */
  readOrderEvent(orderNumber: string): Promise<{ order: MultisafepayOrder; event: PaymentEvent | null }>;
}

export function multisafepayProvider(options: MultisafepayOptions): MultisafepayProvider {
  /** One call of the JSON API: its `data` when it answers `success: true`, else PaymentServiceError. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = options.timeoutMs,
  ) {
    const url = new URL(path, options.apiUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          api_key: options.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentServiceError(`MultiSafepay ${method} ${path}: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: T;
      error_code?: number;
      error_info?: string;
    } | null;
    if (!response.ok || answer?.success !== true || answer.data === undefined) {
      const reason = answer?.error_code ? ` ${answer.error_code} ${answer.error_info ?? ''}` : '';
      throw new PaymentServiceError(`MultiSafepay ${method} ${path}: HTTP ${response.status}${reason}`);
    }
    return answer.data;
  }

  const issuers: {
    list: PaymentFieldChoice[] | null;
    fetchedAt: number;
    failedAt: number;
    pending: Promise<void> | null;
  } = { list: null, fetchedAt: 0, failedAt: 0, pending: null };

  /** iDEAL's banks from `GET issuers/IDEAL`, kept an hour; while the service is down the last list (or null). */
  async function idealIssuers(): Promise<PaymentFieldChoice[] | null> {
    const now = Date.now();
    const fresh = now - issuers.fetchedAt < ISSUERS_FRESH_MS;
    const resting = now - issuers.failedAt < ISSUERS_RETRY_MS;
    if (!fresh && !resting) {
      issuers.pending ??= call<{ code?: unknown; description?: unknown }[]>(
        'GET',
        'issuers/IDEAL',
        undefined,
        Math.min(options.timeoutMs, ISSUERS_TIMEOUT_MS),
      )
        .then((data) => {
          const list = (Array.isArray(data) ? data : []).flatMap((issuer) =>
            typeof issuer?.code === 'string' &&
            /^[0-9A-Za-z]{1,32}$/.test(issuer.code) &&
            typeof issuer.description === 'string' &&
            issuer.description.trim() !== ''
              ? [{ value: issuer.code, label: issuer.description.trim().slice(0, 100) }]
              : [],
          );
          if (list.length === 0) throw new PaymentServiceError('MultiSafepay issuers/IDEAL: no banks');
          issuers.list = list;
          issuers.fetchedAt = Date.now();
        })
        .catch(() => {
          issuers.failedAt = Date.now();
        })
        .finally(() => {
          issuers.pending = null;
        });
      await issuers.pending;
    }
    return issuers.list;
  }

  async function readOrderEvent(orderNumber: string) {
    const order = await call<MultisafepayOrder>('GET', `orders/${encodeURIComponent(orderNumber)}`);
    if (typeof order?.status !== 'string') {
      throw new PaymentServiceError(`MultiSafepay GET orders/${orderNumber}: no status`);
    }
    const status = EVENT_STATUSES[order.status];
    if (!status) return { order, event: null };
    const details: Record<string, string> = {};
    if (order.transaction_id !== undefined)
      details.multisafepay_transaction_id = String(order.transaction_id);
    return {
      order,
      event: {
        provider: 'multisafepay',
        // One event per order and status: the repetitions of a notification change the order once.
        eventId: `${orderNumber}:${order.status}`,
        reference: orderNumber,
        status,
        details,
        payload: order as unknown as Record<string, unknown>,
      },
    };
  }

  function orderBody(request: PaymentStartRequest) {
    const { order, method, additionalData } = request;
    const address = order.billingAddress;
    const [street = '', ...houseNumber] = address.street;
    const gateway = method.providerMethod ?? '';
    return {
      type: 'redirect',
      order_id: order.number,
      gateway,
      currency: order.currency,
      amount: Math.round(order.grandTotal * 100),
      description: checkoutText(order.store.language, 'payment.description', { number: order.number }),
      customer: {
        locale: order.store.locale,
        ...(request.clientIp ? { ip_address: request.clientIp } : {}),
        first_name: address.firstname,
        last_name: address.lastname,
        ...(address.company ? { company_name: address.company } : {}),
        address1: street,
        house_number: houseNumber.join(' '),
        zip_code: address.postcode ?? '',
        city: address.city,
        country: address.countryCode,
        ...(address.telephone ? { phone: address.telephone } : {}),
        email: order.email,
      },
      ...(gateway === 'IDEAL' && additionalData.issuer
        ? { gateway_info: { issuer_id: additionalData.issuer } }
        : {}),
      payment_options: {
        notification_url: `${options.apiPublicUrl}${MULTISAFEPAY_NOTIFICATION_PATH}`,
        notification_method: 'POST',
        redirect_url: returnUrl(request.storefronts, order.store, 'multisafepay', 'success', order.hash),
        cancel_url: returnUrl(request.storefronts, order.store, 'multisafepay', 'cancel', order.hash),
        close_window: false,
      },
    };
  }

  return {
    code: 'multisafepay',
    apiKey: options.apiKey,
    async start(tx, request) {
      // The reference is our order number, MultiSafepay's order_id: its notifications name it.
      await tx.query(
        `INSERT INTO payment_transaction (order_id, provider, reference, status, amount, currency_code, payload)
         VALUES ($1, 'multisafepay', $2, 'open', $3, $4, $5::jsonb)`,
        [
          request.order.id,
          request.order.number,
          request.order.grandTotal,
          request.order.currency,
          JSON.stringify({ gateway: request.method.providerMethod, status: 'open' }),
        ],
      );
      return { redirectUrl: null, reference: request.order.number };
    },
    async openPaymentPage(request) {
      const data = await call<{ payment_url?: unknown }>('POST', 'orders', orderBody(request));
      const paymentUrl = typeof data?.payment_url === 'string' ? data.payment_url : '';
      if (!/^https?:\/\/[^\s]+$/.test(paymentUrl)) {
        throw new PaymentServiceError('MultiSafepay POST orders: no payment_url');
      }
      return paymentUrl;
    },
    async fieldChoices(providerMethod, fieldCode) {
      return providerMethod === 'IDEAL' && fieldCode === 'issuer' ? idealIssuers() : null;
    },
    readOrderEvent,
    async currentPaymentEvent(reference, expected) {
      const { order, event } = await readOrderEvent(reference);
      const paidInFull =
        order.amount === Math.round(expected.amount * 100) && order.currency === expected.currency;
      if (event?.status === 'paid' && !paidInFull) {
        throw new PaymentServiceError(
          `MultiSafepay reports ${order.amount} ${order.currency} paid for order ${reference}, not the order's amount`,
        );
      }
      return event;
    },
  };
}
