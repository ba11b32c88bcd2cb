import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkoutText } from '../checkout/messages.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';
import { newPaymentReference } from './provider.js';

/** The built-in test provider: its hosted page lives in the api under this path. */
export const TESTPAY_PAGE_PATH = '/testpay/checkout';
export const WEBHOOK_PATH = '/payment/webhook';
export const SIGNATURE_HEADER = 'testpay-signature';
/** A signed call older than this is refused (replay of an old call). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const STATUSES = new Set<PaymentEvent['status']>(['paid', 'canceled', 'failed', 'expired']);

/** The body of a test provider webhook call. */
export interface TestpayWebhookBody {
  id: string;
  type: 'payment.updated';
  payment: {
    reference: string;
    status: PaymentEvent['status'];
    method: string | null;
    issuer?: string | null;
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the provider signs its calls. */
export function signWebhook(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** A new event of the provider about a payment, ready to send: its body and signature header. */
export function testpayEvent(
  secret: string,
  payment: TestpayWebhookBody['payment'],
): { body: string; signature: string; eventId: string } {
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({ id: eventId, type: 'payment.updated', payment } satisfies TestpayWebhookBody);
  return { body, signature: signWebhook(secret, body), eventId };
}

/**
 * The built-in test provider. `markOrdersAsTest` (a production shop with TEST_PAYMENTS=true) adds a
 * comment to each of its orders that no real money was paid.
 */
export function testpayProvider(secret: string, options: { markOrdersAsTest: boolean }): PaymentProvider {
  return {
    code: 'testpay',
    async start(tx, request) {
      if (options.markOrdersAsTest) {
        await tx.query(
          `INSERT INTO sales_order_comment (order_id, status, message, is_visible_on_front, is_customer_notified)
           VALUES ($1, 'pending_payment', $2, true, false)`,
          [request.order.id, checkoutText(request.order.store.language, 'payment.test_order')],
        );
      }
      const reference = newPaymentReference('tp');
      await tx.query(
        `INSERT INTO payment_transaction (order_id, provider, reference, status, amount, currency_code, payload)
         VALUES ($1, 'testpay', $2, 'open', $3, $4, $5::jsonb)`,
        [
          request.order.id,
          reference,
          request.order.grandTotal,
          request.order.currency,
          JSON.stringify({
            id: reference,
            method: request.method.providerMethod,
            status: 'open',
            amount: { value: request.order.grandTotal.toFixed(2), currency: request.order.currency },
            ...request.additionalData,
          }),
        ],
      );
      return { redirectUrl: `${request.apiOrigin}${TESTPAY_PAGE_PATH}/${reference}`, reference };
    },
    readWebhook(headers, rawBody) {
      const signature = headers[SIGNATURE_HEADER];
      if (!verifyWebhookSignature(secret, rawBody, Array.isArray(signature) ? signature[0] : signature)) {
        return null;
      }
      let body: TestpayWebhookBody;
      try {
        body = JSON.parse(rawBody) as TestpayWebhookBody;
      } catch {
        return null;
      }
      const payment = body?.payment;
      if (
        typeof body?.id !== 'string' ||
        typeof payment?.reference !== 'string' ||
        !STATUSES.has(payment.status)
      ) {
        return null;
      }
      const details: Record<string, string> = {};
      if (typeof payment.issuer === 'string' && payment.issuer) details.issuer = payment.issuer;
      return {
        provider: 'testpay',
        eventId: body.id,
        reference: payment.reference,
        status: payment.status,
        details,
        payload: body as unknown as Record<string, unknown>,
      };
    },
  };
}
