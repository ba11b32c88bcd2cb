import { messageLanguage } from '../../texts.js';

/** Order statuses (docs/BEHAVIOUR.md#order-statuses; `closed` is a refunded order), in display order. */
export const ORDER_STATUSES = [
  'pending_payment',
  'pending',
  'payment_review',
  'processing',
  'holded',
  'shipped',
  'delivered',
  'complete',
  'canceled',
  'closed',
  'fraud',
] as const;

export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

const LABELS: Record<'de' | 'nl' | 'en', Record<OrderStatusCode, string>> = {
  de: {
    pending_payment: 'Zahlung ausstehend',
    pending: 'Offen',
    payment_review: 'Zahlung wird geprüft',
    processing: 'In Bearbeitung',
    holded: 'Angehalten',
    shipped: 'Versendet',
    delivered: 'Zugestellt',
    complete: 'Abgeschlossen',
    canceled: 'Storniert',
    closed: 'Erstattet',
    fraud: 'Betrugsverdacht',
  },
  nl: {
    pending_payment: 'Wacht op betaling',
    pending: 'In afwachting',
    payment_review: 'Betaling wordt gecontroleerd',
    processing: 'In behandeling',
    holded: 'In de wacht',
    shipped: 'Verzonden',
    delivered: 'Bezorgd',
    complete: 'Voltooid',
    canceled: 'Geannuleerd',
    closed: 'Terugbetaald',
    fraud: 'Vermoedelijke fraude',
  },
  en: {
    pending_payment: 'Pending payment',
    pending: 'Pending',
    payment_review: 'Payment review',
    processing: 'Processing',
    holded: 'On hold',
    shipped: 'Shipped',
    delivered: 'Delivered',
    complete: 'Complete',
    canceled: 'Cancelled',
    closed: 'Refunded',
    fraud: 'Suspected fraud',
  },
};

function isStatus(code: string): code is OrderStatusCode {
  return (ORDER_STATUSES as readonly string[]).includes(code);
}

/** The status's label in the store view's language (an unknown code is shown as it is). */
export function statusLabel(code: string, language: string): string {
  return isStatus(code) ? LABELS[messageLanguage(language)][code] : code;
}
