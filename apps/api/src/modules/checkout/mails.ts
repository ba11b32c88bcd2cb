import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { messageLanguage } from '../../texts.js';
import { storefrontLink } from '../customer/mails.js';
import { enqueueMail, renderMail } from '../mail/outbox.js';
import { createOrderLoaders, findOrderById } from '../order/orders.js';
import type { StoreView } from '../store/stores.js';

export const ORDER_MAIL_TEXTS = {
  de: {
    subject: (number: string) => `Ihre Bestellung ${number}`,
    greeting: (name: string) => `Hallo ${name},`,
    placed: (number: string) => `vielen Dank für Ihre Bestellung ${number}. Wir haben sie erhalten.`,
    paid: (number: string) =>
      `vielen Dank für Ihre Bestellung ${number}. Ihre Zahlung ist eingegangen; wir bereiten den Versand vor.`,
    items: 'Ihre Artikel:',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    grandTotal: 'Gesamtsumme',
    tax: 'Enthaltene MwSt.',
    address: 'Lieferadresse',
    payment: 'Zahlungsart',
    action: 'Meine Bestellungen',
  },
  nl: {
    subject: (number: string) => `Je bestelling ${number}`,
    greeting: (name: string) => `Beste ${name},`,
    placed: (number: string) => `bedankt voor je bestelling ${number}. We hebben hem ontvangen.`,
    paid: (number: string) =>
      `bedankt voor je bestelling ${number}. Je betaling is ontvangen; we maken je pakket klaar.`,
    items: 'Je artikelen:',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzending',
    grandTotal: 'Totaal',
    tax: 'Inclusief btw',
    address: 'Bezorgadres',
    payment: 'Betaalmethode',
    action: 'Mijn bestellingen',
  },
  en: {
    subject: (number: string) => `Your order ${number}`,
    greeting: (name: string) => `Hello ${name},`,
    placed: (number: string) => `thank you for your order ${number}. We have received it.`,
    paid: (number: string) =>
      `thank you for your order ${number}. Your payment has arrived; we are preparing the shipment.`,
    items: 'Your items:',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    grandTotal: 'Grand total',
    tax: 'Including VAT',
    address: 'Shipping address',
    payment: 'Payment method',
    action: 'My orders',
  },
} as const;

/**
 * The order confirmation e-mail in the order's store view language, enqueued in the caller's
 * transaction: `placed` for offline payment methods (with their instructions), `paid` when an
 * online payment arrived. Kick the mail delivery after the commit.
 */
export async function enqueueOrderConfirmationMail(
  tx: Queryable,
  options: { orderId: number; store: StoreView; storefronts: StorefrontUrls; occasion: 'placed' | 'paid' },
): Promise<number> {
  const order = await findOrderById(tx, options.orderId);
  if (!order) throw new Error(`order ${options.orderId} not found`);
  const loaders = createOrderLoaders(tx);
  // One after the other: a transaction is one connection.
  const items = await loaders.items.load(order.id);
  const addresses = await loaders.addresses.load(order.id);
  const payments = await loaders.payments.load(order.id);
  const language = messageLanguage(options.store.language);
  const texts = ORDER_MAIL_TEXTS[language];
  const format = new Intl.NumberFormat(options.store.locale.replace('_', '-'), {
    style: 'currency',
    currency: order.currency,
  });
  const amount = (value: number) => format.format(value);
  const lines = items.map(
    (item) =>
      `${item.qtyOrdered} × ${item.name} (${item.sku}${item.selectedOptions.length ? `, ${item.selectedOptions.map((option) => `${option.label}: ${option.value}`).join(', ')}` : ''}): ${amount(item.rowTotalInclTax)}`,
  );
  const totals = [
    `${texts.subtotal}: ${amount(order.subtotalInclTax)}`,
    ...(order.discountAmount > 0 ? [`${texts.discount}: -${amount(order.discountAmount)}`] : []),
    `${texts.shipping}: ${amount(order.shippingInclTax)}`,
    `${texts.grandTotal}: ${amount(order.grandTotal)}`,
    `${texts.tax}: ${amount(order.taxAmount)}`,
  ];
  const shipping = addresses.find((address) => address.type === 'shipping');
  const payment = payments[0];
  const instructions =
    options.occasion === 'placed' && payment
      ? (
          await tx.query<{ instructions: string | null }>(
            'SELECT instructions FROM payment_method_store WHERE payment_method_code = $1 AND store_code = $2',
            [payment.methodCode, options.store.code],
          )
        )[0]?.instructions
      : null;
  const mail = renderMail(
    {
      subject: texts.subject(order.number),
      greeting: texts.greeting(order.firstname),
      paragraphs: [
        options.occasion === 'paid' ? texts.paid(order.number) : texts.placed(order.number),
        [texts.items, ...lines].join('\n'),
        totals.join('\n'),
        ...(shipping
          ? [
              [
                `${texts.address}:`,
                [shipping.company, `${shipping.firstname} ${shipping.lastname}`].filter(Boolean).join(', '),
                shipping.street.join(' '),
                `${shipping.postcode ?? ''} ${shipping.city}`.trim(),
                shipping.countryCode,
              ].join('\n'),
            ]
          : []),
        ...(payment ? [`${texts.payment}: ${payment.methodTitle}`] : []),
        ...(instructions ? [instructions] : []),
      ],
      ...(order.customerId !== null
        ? {
            action: {
              label: texts.action,
              url: storefrontLink(options.storefronts, options.store, 'account'),
            },
          }
        : {}),
    },
    language,
  );
  return enqueueMail(tx, {
    ...mail,
    to: order.email,
    template: 'order_confirmation',
    storeCode: options.store.code,
  });
}
