import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { STORE_CODES } from '../stores.js';
import type { CatalogSeedResult } from '../types.js';
import { ADDRESS_COLUMNS, addressValues } from './addresses.js';
import { insertRowsAsJson } from './bulk-insert.js';
import { couponId } from './coupons.js';
import type { SeededCustomer } from './customers.js';
import { REFERENCE_DATE, timestampAfter } from './dates.js';
import { type Translated, tr } from './i18n.js';
import { type OrderStatus, type PlannedOrder, planOrders } from './order-plan.js';
import { fromCents } from './order-totals.js';
import { taxRate, taxRateCode, taxTitle } from './tax.js';
import { randomDigits, secretHex } from './tokens.js';

/** One chosen configurable option, as the order item shows it. */
interface SelectedOption {
  attribute_code: string;
  option_id: number;
  label: string;
  value: string;
}

const INVOICED: ReadonlySet<OrderStatus> = new Set([
  'processing',
  'shipped',
  'delivered',
  'complete',
  'closed',
  'holded',
]);
const SHIPPED: ReadonlySet<OrderStatus> = new Set(['shipped', 'delivered', 'complete', 'closed']);

const TRANSACTION_STATUS: Readonly<Record<OrderStatus, string | null>> = {
  processing: 'paid',
  shipped: 'paid',
  delivered: 'paid',
  complete: 'paid',
  holded: 'paid',
  closed: 'refunded',
  canceled: 'canceled',
  pending_payment: 'open',
  payment_review: 'pending',
  fraud: 'authorized',
  pending: null,
};

const COMMENTS = {
  shipped: tr(
    'Ihre Bestellung wurde mit {carrier} versandt. Sendungsnummer: {track}',
    'Je bestelling is verzonden met {carrier}. Track & trace: {track}',
    'Your order has been shipped with {carrier}. Tracking number: {track}',
  ),
  readyForPickup: tr(
    'Ihre Bestellung liegt zur Abholung in {store} bereit.',
    'Je bestelling ligt klaar om af te halen in {store}.',
    'Your order is ready for collection at {store}.',
  ),
  delivered: tr('Die Sendung wurde zugestellt.', 'Het pakket is bezorgd.', 'The parcel has been delivered.'),
  canceled: tr(
    'Die Bestellung wurde auf Ihren Wunsch storniert.',
    'De bestelling is op jouw verzoek geannuleerd.',
    'The order was canceled at your request.',
  ),
  refunded: tr('Der Betrag wurde erstattet.', 'Het bedrag is terugbetaald.', 'The amount has been refunded.'),
  awaitingPayment: tr(
    'Wir warten auf den Eingang Ihrer Zahlung.',
    'Wij wachten op je betaling.',
    'We are waiting for your payment.',
  ),
  onHold: tr(
    'Angehalten: Adresse wird geprüft.',
    'In de wacht: adres wordt gecontroleerd.',
    'On hold: checking the address.',
  ),
  review: tr(
    'Zahlung wird vom Zahlungsanbieter geprüft.',
    'Betaling wordt gecontroleerd door de betaalprovider.',
    'The payment provider is reviewing the payment.',
  ),
  fraud: tr(
    'Verdacht auf Betrug: Zahlung wird manuell geprüft.',
    'Vermoedelijke fraude: betaling wordt handmatig gecontroleerd.',
    'Suspected fraud: payment is checked manually.',
  ),
} satisfies Record<string, Translated>;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Event times never lie after the reference date: the shop's "now". */
function eventTime(createdAt: string, minutes: number): string {
  const time = timestampAfter(createdAt, minutes);
  const reference = `${REFERENCE_DATE}T00:00:00.000Z`;
  return time < reference ? time : reference;
}

function trackingNumber(random: Random, carrier: string): string {
  if (carrier === 'dhl') return `00340434${randomDigits(random, 12)}`;
  if (carrier === 'postnl') return `3SSHOP${randomDigits(random, 9)}`;
  return `0${randomDigits(random, 13)}`;
}

/**
 * Labels of the configurable options each ordered child was chosen by, per store view, keyed
 * '<child id>:<store>'. The option ids come from one narrow query; their labels (a few thousand
 * rows) are joined here, which at 100 000 products is several times faster than joining them in SQL.
 */
async function selectedOptionsOf(
  db: Queryable,
  childIds: readonly number[],
): Promise<Map<string, SelectedOption[]>> {
  const options = new Map<string, SelectedOption[]>();
  if (childIds.length === 0) return options;
  const chosen = await db.query<{ child_id: number; attribute_code: string; option_id: number }>(
    `SELECT pao.product_id AS child_id, pao.attribute_code, pao.option_id
       FROM product_relation r
       JOIN product_configurable_attribute ca ON ca.product_id = r.parent_id
       JOIN product_attribute_option pao ON pao.product_id = r.child_id AND pao.attribute_code = ca.attribute_code
      WHERE r.kind = 'configurable' AND r.child_id = ANY($1::int[])
      ORDER BY pao.product_id, ca.position, pao.attribute_code`,
    [childIds],
  );
  const attributeLabels = new Map<string, string>();
  for (const row of await db.query<{ attribute_code: string; store_code: string; label: string }>(
    'SELECT attribute_code, store_code, label FROM attribute_store',
  )) {
    attributeLabels.set(`${row.attribute_code}:${row.store_code}`, row.label);
  }
  const optionLabels = new Map<string, string>();
  for (const row of await db.query<{ option_id: number; store_code: string; label: string }>(
    'SELECT option_id, store_code, label FROM attribute_option_store',
  )) {
    optionLabels.set(`${row.option_id}:${row.store_code}`, row.label);
  }
  for (const row of chosen) {
    for (const store of STORE_CODES) {
      const label = attributeLabels.get(`${row.attribute_code}:${store}`);
      const value = optionLabels.get(`${row.option_id}:${store}`);
      if (label === undefined || value === undefined) continue;
      const key = `${row.child_id}:${store}`;
      const list = options.get(key) ?? [];
      list.push({ attribute_code: row.attribute_code, option_id: row.option_id, label, value });
      options.set(key, list);
    }
  }
  return options;
}

interface OrderRows {
  orders: unknown[][];
  addresses: unknown[][];
  items: unknown[][];
  taxes: unknown[][];
  payments: unknown[][];
  transactions: unknown[][];
  comments: unknown[][];
  shipments: unknown[][];
  shipmentItems: unknown[][];
  tracks: unknown[][];
}

/** When things happened to an order, and how far it got. */
interface OrderProgress {
  invoiced: boolean;
  shipped: boolean;
  invoicedAt: string;
  shippedAt: string;
  deliveredAt: string;
  updatedAt: string;
}

function progressOf(random: Random, order: PlannedOrder): OrderProgress {
  const invoiced = INVOICED.has(order.status);
  const shipped = SHIPPED.has(order.status);
  const invoicedAt = eventTime(order.createdAt, 5 + random.int(0, 55));
  const shippedAt = eventTime(order.createdAt, 60 * random.int(18, 48));
  const deliveredAt = eventTime(shippedAt, 60 * random.int(20, 60));
  const updatedAt =
    order.status === 'delivered'
      ? deliveredAt
      : shipped
        ? shippedAt
        : invoiced
          ? invoicedAt
          : order.createdAt;
  return { invoiced, shipped, invoicedAt, shippedAt, deliveredAt, updatedAt };
}

function orderRow(orderId: number, order: PlannedOrder, progress: OrderProgress): unknown[] {
  const { store, status, totals, shippingMethod: method } = order;
  const grandTotal = fromCents(totals.grandTotal);
  return [
    orderId,
    String(orderId).padStart(9, '0'),
    secretHex(32),
    order.customer?.id ?? null,
    order.customer === null,
    store,
    status,
    order.email,
    order.name.prefix,
    order.name.firstname,
    order.name.middlename,
    order.name.lastname,
    order.customerNote,
    method.carrierCode,
    method.methodCode,
    `${method.carrierTitle[store]} - ${method.methodTitle[store]}`,
    order.pickup?.code ?? null,
    order.coupon?.code ?? null,
    order.coupon?.label[store] ?? null,
    order.lines.reduce((sum, line) => sum + line.qty, 0),
    fromCents(totals.subtotal),
    fromCents(totals.subtotalInclTax),
    fromCents(totals.discount),
    fromCents(totals.shippingAmount),
    fromCents(totals.shippingTax),
    fromCents(totals.shippingInclTax),
    fromCents(totals.tax),
    grandTotal,
    grandTotal,
    progress.invoiced ? grandTotal : 0,
    status === 'closed' ? grandTotal : 0,
    order.createdAt,
    progress.updatedAt,
  ];
}

/** Builds every table's rows of the planned orders, numbering items and addresses as it goes. */
class OrderRowBuilder {
  readonly rows: OrderRows = {
    orders: [],
    addresses: [],
    items: [],
    taxes: [],
    payments: [],
    transactions: [],
    comments: [],
    shipments: [],
    shipmentItems: [],
    tracks: [],
  };
  private lastItemId = 0;
  private lastAddressId = 0;

  constructor(
    private readonly random: Random,
    private readonly selectedOptions: ReadonlyMap<string, SelectedOption[]>,
  ) {}

  add(orderId: number, order: PlannedOrder): void {
    const progress = progressOf(this.random, order);
    this.rows.orders.push(orderRow(orderId, order, progress));
    this.addAddresses(orderId, order);
    const topLevelItemIds = this.addItems(orderId, order, progress);
    pushTaxes(this.rows, orderId, order);
    pushPayment(this.rows, orderId, order, progress);
    pushHistory(this.rows, this.random, orderId, order, progress, topLevelItemIds);
  }

  private addAddresses(orderId: number, order: PlannedOrder): void {
    for (const [type, address] of [
      ['shipping', order.shippingAddress],
      ['billing', order.billingAddress],
    ] as const) {
      this.rows.addresses.push([
        ++this.lastAddressId,
        orderId,
        type,
        address.customerAddressId,
        order.email,
        ...addressValues(address),
      ]);
    }
  }

  /** One row per line, plus Magento's child row for a configurable's variant; returns the line rows' ids. */
  private addItems(orderId: number, order: PlannedOrder, progress: OrderProgress): number[] {
    const { store, status } = order;
    return order.lines.map((line, lineIndex) => {
      const totals = order.totals.lines[lineIndex];
      if (!totals) throw new Error('order line without totals');
      const { product, parent } = line.item;
      const listed = parent ?? product;
      const options = parent ? (this.selectedOptions.get(`${product.id}:${store}`) ?? []) : [];
      const quantities = [
        line.qty,
        progress.invoiced ? line.qty : 0,
        progress.shipped ? line.qty : 0,
        status === 'canceled' ? line.qty : 0,
        status === 'closed' ? line.qty : 0,
      ];
      const id = ++this.lastItemId;
      this.rows.items.push([
        id,
        orderId,
        null,
        listed.id,
        parent ? 'configurable' : 'simple',
        product.sku,
        listed.name[store],
        listed.urlKey[store],
        ...quantities,
        fromCents(totals.unitPrice),
        fromCents(totals.unitPriceInclTax),
        fromCents(totals.unitPriceInclTax),
        fromCents(totals.rowTotal),
        fromCents(totals.rowTotalInclTax),
        totals.taxRate,
        fromCents(totals.tax),
        fromCents(totals.discount),
        options,
        [],
        order.createdAt,
      ]);
      if (parent) {
        // The variant itself; its prices and chosen options are on the parent row.
        this.rows.items.push([
          ++this.lastItemId,
          orderId,
          id,
          product.id,
          'simple',
          product.sku,
          product.name[store],
          product.urlKey[store],
          ...quantities,
          0,
          0,
          0,
          0,
          0,
          totals.taxRate,
          0,
          0,
          [],
          [],
          order.createdAt,
        ]);
      }
      return id;
    });
  }
}

function pushTaxes(rows: OrderRows, orderId: number, order: PlannedOrder): void {
  const country = order.shippingAddress.countryCode;
  const standard = taxRate(country, 'standard');
  for (const [rate, cents] of order.totals.taxByRate) {
    const taxClass = rate === standard ? 'standard' : 'reduced';
    rows.taxes.push([
      orderId,
      taxRateCode(country, taxClass),
      taxTitle(rate, order.store),
      rate,
      fromCents(cents),
    ]);
  }
}

function pushPayment(rows: OrderRows, orderId: number, order: PlannedOrder, progress: OrderProgress): void {
  const grandTotal = fromCents(order.totals.grandTotal);
  const transactionStatus = order.payment.provider === 'testpay' ? TRANSACTION_STATUS[order.status] : null;
  const reference = transactionStatus ? `tp_${secretHex(24)}` : null;
  rows.payments.push([
    orderId,
    order.payment.code,
    order.payment.title[order.store],
    order.payment.provider,
    reference,
    order.paymentData,
    grandTotal,
    progress.invoiced ? grandTotal : 0,
    order.status === 'closed' ? grandTotal : 0,
  ]);
  if (reference && transactionStatus) {
    const payload = {
      id: reference,
      method: order.payment.providerMethod,
      status: transactionStatus,
      amount: { value: grandTotal.toFixed(2), currency: 'EUR' },
      ...order.paymentData,
    };
    rows.transactions.push([
      orderId,
      order.payment.provider,
      reference,
      transactionStatus,
      grandTotal,
      'EUR',
      payload,
      order.createdAt,
      transactionStatus === 'open' ? order.createdAt : progress.invoicedAt,
    ]);
  }
}

/** Status history, and for shipped orders the shipment with its items and tracking number. */
function pushHistory(
  rows: OrderRows,
  random: Random,
  orderId: number,
  order: PlannedOrder,
  progress: OrderProgress,
  lineItemIds: readonly number[],
) {
  const { store, status } = order;
  const comment = (text: Translated, at: string, visible: boolean, values: Record<string, string> = {}) =>
    rows.comments.push([orderId, status, fill(text[store], values), visible, visible, at]);
  if (SHIPPED.has(status)) {
    const shipmentId = rows.shipments.length + 1;
    rows.shipments.push([shipmentId, orderId, String(shipmentId).padStart(9, '0'), progress.shippedAt]);
    order.lines.forEach((line, index) => {
      rows.shipmentItems.push([shipmentId, lineItemIds[index], line.qty]);
    });
    if (order.pickup) {
      comment(COMMENTS.readyForPickup, progress.shippedAt, true, { store: order.pickup.name });
    } else {
      const method = order.shippingMethod;
      const track = trackingNumber(random, method.carrierCode);
      rows.tracks.push([
        shipmentId,
        method.carrierCode,
        method.carrierTitle[store],
        track,
        progress.shippedAt,
      ]);
      comment(COMMENTS.shipped, progress.shippedAt, true, { carrier: method.carrierTitle[store], track });
    }
  }
  if (status === 'delivered') comment(COMMENTS.delivered, progress.deliveredAt, true);
  if (status === 'closed') comment(COMMENTS.refunded, progress.deliveredAt, true);
  if (status === 'canceled') comment(COMMENTS.canceled, progress.invoicedAt, true);
  if (status === 'pending_payment' || status === 'pending')
    comment(COMMENTS.awaitingPayment, order.createdAt, true);
  if (status === 'holded') comment(COMMENTS.onHold, progress.invoicedAt, false);
  if (status === 'payment_review') comment(COMMENTS.review, order.createdAt, false);
  if (status === 'fraud') comment(COMMENTS.fraud, order.createdAt, false);
}

async function insertOrderRows(db: Queryable, rows: OrderRows): Promise<void> {
  await insertRowsAsJson(
    db,
    'sales_order',
    [
      'id',
      'increment_id',
      'hash',
      'customer_id',
      'customer_is_guest',
      'store_code',
      'status',
      'customer_email',
      'customer_prefix',
      'customer_firstname',
      'customer_middlename',
      'customer_lastname',
      'customer_note',
      'shipping_carrier_code',
      'shipping_method_code',
      'shipping_description',
      'pickup_location_code',
      'coupon_code',
      'discount_description',
      'total_qty_ordered',
      'subtotal',
      'subtotal_incl_tax',
      'discount_amount',
      'shipping_amount',
      'shipping_tax_amount',
      'shipping_incl_tax',
      'tax_amount',
      'grand_total',
      'base_grand_total',
      'total_paid',
      'total_refunded',
      'created_at',
      'updated_at',
    ],
    rows.orders,
  );
  await insertRowsAsJson(
    db,
    'sales_order_address',
    ['id', 'order_id', 'address_type', 'customer_address_id', 'email', ...ADDRESS_COLUMNS],
    rows.addresses,
  );
  await insertRowsAsJson(
    db,
    'sales_order_item',
    [
      'id',
      'order_id',
      'parent_item_id',
      'product_id',
      'product_type',
      'sku',
      'name',
      'url_key',
      'qty_ordered',
      'qty_invoiced',
      'qty_shipped',
      'qty_canceled',
      'qty_refunded',
      'price',
      'price_incl_tax',
      'original_price',
      'row_total',
      'row_total_incl_tax',
      'tax_percent',
      'tax_amount',
      'discount_amount',
      'selected_options',
      'entered_options',
      'created_at',
    ],
    rows.items,
  );
  await insertRowsAsJson(
    db,
    'sales_order_tax',
    ['order_id', 'code', 'title', 'percent', 'amount'],
    rows.taxes,
  );
  await insertRowsAsJson(
    db,
    'sales_order_payment',
    [
      'order_id',
      'method_code',
      'method_title',
      'provider',
      'provider_reference',
      'additional_data',
      'amount_ordered',
      'amount_paid',
      'amount_refunded',
    ],
    rows.payments,
  );
  await insertRowsAsJson(
    db,
    'payment_transaction',
    [
      'order_id',
      'provider',
      'reference',
      'status',
      'amount',
      'currency_code',
      'payload',
      'created_at',
      'updated_at',
    ],
    rows.transactions,
  );
  await insertRowsAsJson(
    db,
    'sales_order_comment',
    ['order_id', 'status', 'message', 'is_visible_on_front', 'is_customer_notified', 'created_at'],
    rows.comments,
  );
  await insertRowsAsJson(
    db,
    'sales_order_shipment',
    ['id', 'order_id', 'increment_id', 'created_at'],
    rows.shipments,
  );
  await insertRowsAsJson(
    db,
    'sales_order_shipment_item',
    ['shipment_id', 'order_item_id', 'qty'],
    rows.shipmentItems,
  );
  await insertRowsAsJson(
    db,
    'sales_order_shipment_track',
    ['shipment_id', 'carrier_code', 'title', 'track_number', 'created_at'],
    rows.tracks,
  );
}

/** Coupon counters follow the orders that used them. */
async function recordCouponUse(db: Queryable, planned: readonly PlannedOrder[]): Promise<void> {
  const timesUsed = new Map<number, number>();
  const perCustomer = new Map<string, number>();
  for (const order of planned) {
    if (!order.coupon) continue;
    const id = couponId(order.coupon.code);
    timesUsed.set(id, (timesUsed.get(id) ?? 0) + 1);
    if (order.customer) {
      const key = `${id}:${order.customer.id}`;
      perCustomer.set(key, (perCustomer.get(key) ?? 0) + 1);
    }
  }
  if (timesUsed.size === 0) return;
  await db.query(
    `UPDATE coupon c SET times_used = u.times_used
       FROM unnest($1::int[], $2::int[]) AS u(coupon_id, times_used) WHERE c.id = u.coupon_id`,
    [[...timesUsed.keys()], [...timesUsed.values()]],
  );
  await insertRows(
    db,
    'coupon_usage',
    ['coupon_id', 'customer_id', 'times_used'],
    [...perCustomer].map(([key, count]) => [...key.split(':').map(Number), count]),
  );
}

export interface OrderSeedResult {
  orders: number;
  items: number;
}

/** Past orders of demo customers and guests, oldest first (increment ids follow time). */
export async function seedOrders(
  db: Queryable,
  catalog: CatalogSeedResult,
  customers: readonly SeededCustomer[],
): Promise<OrderSeedResult> {
  const random = new Random('commerce:orders');
  const planned = planOrders(random, catalog, customers);
  const childIds = new Set<number>();
  for (const order of planned)
    for (const line of order.lines) if (line.item.parent) childIds.add(line.item.product.id);
  const builder = new OrderRowBuilder(random, await selectedOptionsOf(db, [...childIds]));
  planned.forEach((order, index) => {
    builder.add(index + 1, order);
  });
  const rows = builder.rows;
  await insertOrderRows(db, rows);
  await recordCouponUse(db, planned);
  if (rows.orders.length > 0) {
    await db.query(`SELECT setval('sales_order_increment_seq', $1)`, [rows.orders.length]);
  }
  if (rows.shipments.length > 0) {
    await db.query(`SELECT setval('sales_shipment_increment_seq', $1)`, [rows.shipments.length]);
  }
  return { orders: rows.orders.length, items: rows.items.length };
}
