import type { FastifyBaseLogger } from 'fastify';
import type { StorefrontUrls } from '../../config.js';
import type { Database } from '../../db/database.js';
import { messageLanguage } from '../../texts.js';
import { cancelUnpaidOrder } from '../checkout/cancel-order.js';
import type { StoreView } from '../store/stores.js';
import { applyPaymentEvent } from './events.js';
import { type PaymentProvider, PaymentServiceError } from './provider.js';

/** How often each api process looks for unpaid orders past their lifetime. */
export const EXPIRY_INTERVAL_MS = 60_000;

/** Orders one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

const EXPIRED_COMMENT = {
  de: 'Die Zahlung ist nicht rechtzeitig eingegangen; die Bestellung ist storniert.',
  nl: 'De betaling is niet op tijd ontvangen; de bestelling is geannuleerd.',
  en: 'The payment did not arrive in time; the order has been cancelled.',
} as const;

export interface ExpiryOptions {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** PENDING_PAYMENT_LIFETIME_MINUTES */
  lifetimeMinutes: number;
  storefronts: StorefrontUrls;
  stores: () => readonly StoreView[];
  log: FastifyBaseLogger;
}

/**
 * Ends the wait of orders for an online payment that did not come within the lifetime (as
 * Magento's "pending payment order lifetime" does): each provider with a service of its own is
 * asked first whether the order was paid after all (then it becomes paid as by a notification);
 * otherwise the order is cancelled, its stock and coupon use given back and its cart usable again.
 * Orders paid offline (bank transfer) keep their stock; checkout limits how many stay open. When a
 * provider cannot answer, its orders wait for the next sweep. Safe with several api processes: a
 * cancellation locks the order and checks its status again.
 */
export async function expirePendingPayments(
  options: ExpiryOptions,
): Promise<{ paid: number; cancelled: number }> {
  const { db, providers, log } = options;
  const due = await db.query<{
    id: number;
    store_code: string;
    provider: string;
    reference: string | null;
    grand_total: string;
    currency_code: string;
  }>(
    `SELECT o.id, o.store_code, p.provider, p.provider_reference AS reference, o.grand_total, o.currency_code
       FROM sales_order o JOIN sales_order_payment p ON p.order_id = o.id
      WHERE o.status = 'pending_payment' AND p.provider <> 'offline'
        AND o.created_at < now() - make_interval(mins => $1)
      ORDER BY o.created_at, o.id LIMIT $2`,
    [options.lifetimeMinutes, SWEEP_BATCH],
  );
  const result = { paid: 0, cancelled: 0 };
  for (const order of due) {
    const provider = providers.get(order.provider);
    if (provider?.currentPaymentEvent && order.reference) {
      try {
        const event = await provider.currentPaymentEvent(order.reference, {
          amount: Number(order.grand_total),
          currency: order.currency_code,
        });
        if (event?.status === 'paid') {
          await applyPaymentEvent(db, event, { storefronts: options.storefronts, stores: options.stores });
          result.paid += 1;
          continue;
        }
      } catch (error) {
        if (!(error instanceof PaymentServiceError)) throw error;
        log.warn({ err: error, orderId: order.id }, 'payment status unavailable: unpaid order kept for now');
        continue;
      }
    }
    const store = options.stores().find((candidate) => candidate.code === order.store_code);
    const comment = EXPIRED_COMMENT[messageLanguage(store?.language ?? 'en')];
    if (await cancelUnpaidOrder(db, order.id, { comment, storefronts: options.storefronts })) {
      result.cancelled += 1;
    }
  }
  if (result.paid + result.cancelled > 0) log.info(result, 'unpaid orders past their lifetime handled');
  return result;
}

/** Runs expirePendingPayments every EXPIRY_INTERVAL_MS until stopped; a failed sweep is logged and retried. */
export function startPendingPaymentExpiry(options: ExpiryOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= expirePendingPayments(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'expiring unpaid orders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, EXPIRY_INTERVAL_MS).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
