import type { StorefrontUrls } from '../../config.js';
import type { Database } from '../../db/database.js';
import { paymentNotifications } from '../../observability/metrics.js';
import { messageLanguage } from '../../texts.js';
import { sendBackInStockAlerts } from '../alert/index.js';
import { enqueueOrderConfirmationMail } from '../checkout/mails.js';
import { releaseOrderStock } from '../checkout/stock.js';
import { kickMailDelivery } from '../mail/delivery.js';
import type { StoreView } from '../store/stores.js';
import type { PaymentEvent } from './provider.js';

/** Statuses an order waits for its payment in; only these change on a provider's report. */
const AWAITING_PAYMENT = new Set(['pending_payment', 'payment_review', 'pending']);

const COMMENTS = {
  paid: {
    de: 'Zahlung eingegangen.',
    nl: 'Betaling ontvangen.',
    en: 'Payment received.',
  },
  canceled: {
    de: 'Die Zahlung wurde abgebrochen; die Bestellung ist storniert.',
    nl: 'De betaling is afgebroken; de bestelling is geannuleerd.',
    en: 'The payment was cancelled; the order has been cancelled.',
  },
  failed: {
    de: 'Die Zahlung ist fehlgeschlagen; die Bestellung ist storniert.',
    nl: 'De betaling is mislukt; de bestelling is geannuleerd.',
    en: 'The payment failed; the order has been cancelled.',
  },
} as const;

export type PaymentEventOutcome =
  | { kind: 'unknown-payment' }
  /** The event id was seen before: nothing changed. */
  | { kind: 'duplicate'; orderId: number }
  /** Recorded; `applied` false when the order had moved on (e.g. paid, then a late cancel). */
  | { kind: 'recorded'; orderId: number; applied: boolean; status: string };

/**
 * Applies a provider's report to its order, once: in one transaction the order row is locked, the
 * event id recorded (a second delivery of the same event stops here), and an order still waiting
 * for its payment becomes `processing` (paid: items invoiced, confirmation e-mail) or `canceled`
 * (cancelled, failed, expired: stock released, back-in-stock alerts sent).
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  options: { storefronts: StorefrontUrls; stores: () => readonly StoreView[] },
): Promise<PaymentEventOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    const [payment] = await tx.query<{ order_id: number }>(
      'SELECT order_id FROM payment_transaction WHERE provider = $1 AND reference = $2',
      [event.provider, event.reference],
    );
    if (!payment) return { kind: 'unknown-payment' };
    const orderId = Number(payment.order_id);
    const [order] = await tx.query<{ status: string; store_code: string; grand_total: string }>(
      'SELECT status, store_code, grand_total FROM sales_order WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) return { kind: 'unknown-payment' };
    const applies = AWAITING_PAYMENT.has(order.status);
    const recorded = await tx.query(
      `INSERT INTO payment_webhook_event (provider, event_id, order_id, status, applied)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [event.provider, event.eventId, orderId, event.status, applies],
    );
    if (recorded.length === 0) return { kind: 'duplicate', orderId };
    if (!applies) return { kind: 'recorded', orderId, applied: false, status: order.status };

    const store = options.stores().find((candidate) => candidate.code === order.store_code);
    if (!store) throw new Error(`store view ${order.store_code} of order ${orderId} is gone`);
    const language = messageLanguage(store.language);
    await tx.query(
      `UPDATE payment_transaction SET status = $3, payload = $4::jsonb, updated_at = now()
        WHERE provider = $1 AND reference = $2`,
      [event.provider, event.reference, event.status, JSON.stringify(event.payload)],
    );
    if (event.status === 'paid') {
      await tx.query(
        `UPDATE sales_order SET status = 'processing', total_paid = grand_total, updated_at = now() WHERE id = $1`,
        [orderId],
      );
      await tx.query('UPDATE sales_order_item SET qty_invoiced = qty_ordered WHERE order_id = $1', [orderId]);
      await tx.query(
        `UPDATE sales_order_payment SET amount_paid = amount_ordered, additional_data = additional_data || $2::jsonb
          WHERE order_id = $1`,
        [orderId, JSON.stringify(event.details)],
      );
      await addComment(tx, orderId, 'processing', COMMENTS.paid[language]);
      await enqueueOrderConfirmationMail(tx, {
        orderId,
        store,
        storefronts: options.storefronts,
        occasion: 'paid',
      });
      return { kind: 'recorded', orderId, applied: true, status: 'processing' };
    }
    await tx.query(`UPDATE sales_order SET status = 'canceled', updated_at = now() WHERE id = $1`, [orderId]);
    const backInStock = await releaseOrderStock(tx, orderId);
    await addComment(
      tx,
      orderId,
      'canceled',
      COMMENTS[event.status === 'failed' ? 'failed' : 'canceled'][language],
    );
    await sendBackInStockAlerts(tx, backInStock, { storefronts: options.storefronts });
    return { kind: 'recorded', orderId, applied: true, status: 'canceled' };
  });
  if (outcome.kind === 'recorded' && outcome.applied) kickMailDelivery(db);
  paymentNotifications.inc({
    provider: event.provider,
    status: event.status,
    outcome:
      outcome.kind === 'recorded'
        ? outcome.applied
          ? 'applied'
          : 'ignored'
        : outcome.kind === 'duplicate'
          ? 'duplicate'
          : 'unknown_payment',
  });
  return outcome;
}

async function addComment(
  tx: Pick<Database, 'query'>,
  orderId: number,
  status: string,
  message: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO sales_order_comment (order_id, status, message, is_visible_on_front, is_customer_notified)
     VALUES ($1, $2, $3, true, false)`,
    [orderId, status, message],
  );
}
