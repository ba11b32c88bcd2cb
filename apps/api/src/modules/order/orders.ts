import DataLoader from 'dataloader';
import type { Queryable } from '../../db/database.js';

/** An order as the api answers it (docs/BEHAVIOUR.md#data Order); amounts in the order's currency. */
export interface OrderRow {
  id: number;
  number: string;
  hash: string;
  storeCode: string;
  status: string;
  customerId: number | null;
  isGuest: boolean;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  customerNote: string | null;
  carrierCode: string | null;
  /** The carrier's title in the order's store view. */
  carrierTitle: string | null;
  shippingDescription: string | null;
  pickupLocationCode: string | null;
  couponCode: string | null;
  discountDescription: string | null;
  currency: string;
  subtotal: number;
  subtotalInclTax: number;
  discountAmount: number;
  shippingAmount: number;
  shippingTaxAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  grandTotal: number;
  baseGrandTotal: number;
  /** What was paid back (refunds are recorded on the order and its lines). */
  totalRefunded: number;
  redirectUrl: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

export interface OrderItemRow {
  id: number;
  orderId: number;
  productId: number | null;
  type: string;
  sku: string;
  name: string;
  urlKey: string | null;
  /** The configurable product's sku, for a configurable line. */
  parentSku: string | null;
  qtyOrdered: number;
  qtyInvoiced: number;
  qtyShipped: number;
  qtyCanceled: number;
  qtyRefunded: number;
  price: number;
  priceInclTax: number;
  originalPrice: number | null;
  rowTotal: number;
  rowTotalInclTax: number;
  taxPercent: number;
  discountAmount: number;
  selectedOptions: { label: string; value: string }[];
  enteredOptions: { label: string; value: string }[];
  /** Path below the media base url: the chosen child's first image, else the product's. */
  imageFile: string | null;
  currency: string;
  discountLabel: string | null;
  couponCode: string | null;
}

/** The invoice of a paid order: the whole order, with the lines it invoiced. */
export interface OrderInvoice {
  order: OrderRow;
  items: OrderItemRow[];
}

/** The credit memo of a refunded order: what was paid back, with the lines it refunded. */
export type OrderCreditMemo = OrderInvoice;

export interface OrderAddressRow {
  type: 'shipping' | 'billing';
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  coc: string | null;
  vatId: string | null;
  street: string[];
  postcode: string | null;
  city: string;
  region: string | null;
  regionId: number | null;
  countryCode: string;
  telephone: string | null;
  fax: string | null;
}

export interface OrderTaxRow {
  title: string;
  percent: number;
  amount: number;
}

export interface OrderPaymentRow {
  methodCode: string;
  methodTitle: string;
  provider: string;
  reference: string | null;
  additionalData: Record<string, string>;
}

export interface OrderCommentRow {
  message: string;
  createdAt: string;
}

export interface ShipmentRow {
  id: number;
  orderId: number;
  number: string;
  tracks: { carrier: string; title: string; number: string }[];
  items: { orderItemId: number; qty: number }[];
}

/** One shipped line of a shipment. */
export interface ShipmentItemRef {
  shipmentId: number;
  orderId: number;
  orderItemId: number;
  qty: number;
}

const ORDER_COLUMNS = `o.id, o.increment_id, o.hash, o.store_code, o.status, o.customer_id, o.customer_is_guest,
  o.customer_email, o.customer_prefix, o.customer_firstname, o.customer_middlename, o.customer_lastname,
  o.customer_suffix, o.customer_note, o.shipping_carrier_code, sms.carrier_title, o.shipping_description,
  o.pickup_location_code, o.coupon_code, o.discount_description, o.currency_code, o.subtotal,
  o.subtotal_incl_tax, o.discount_amount, o.shipping_amount, o.shipping_tax_amount, o.shipping_incl_tax,
  o.tax_amount, o.grand_total, o.base_grand_total, o.total_refunded, o.payment_redirect_url, o.created_at, o.updated_at`;

/** The order with its carrier's title in its own store view. */
const ORDER_FROM = `sales_order o
  LEFT JOIN shipping_method sm
    ON sm.carrier_code = o.shipping_carrier_code AND sm.method_code = o.shipping_method_code
  LEFT JOIN shipping_method_store sms ON sms.shipping_method_id = sm.id AND sms.store_code = o.store_code`;

type DbRow = Record<string, unknown>;

const money = (value: unknown) => Number(value ?? 0);
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function toOrder(row: DbRow): OrderRow {
  return {
    id: Number(row.id),
    number: String(row.increment_id),
    hash: String(row.hash),
    storeCode: String(row.store_code),
    status: String(row.status),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    isGuest: Boolean(row.customer_is_guest),
    email: String(row.customer_email),
    prefix: textOrNull(row.customer_prefix),
    firstname: String(row.customer_firstname),
    middlename: textOrNull(row.customer_middlename),
    lastname: String(row.customer_lastname),
    suffix: textOrNull(row.customer_suffix),
    customerNote: textOrNull(row.customer_note),
    carrierCode: textOrNull(row.shipping_carrier_code),
    carrierTitle: textOrNull(row.carrier_title),
    shippingDescription: textOrNull(row.shipping_description),
    pickupLocationCode: textOrNull(row.pickup_location_code),
    couponCode: textOrNull(row.coupon_code),
    discountDescription: textOrNull(row.discount_description),
    currency: String(row.currency_code),
    subtotal: money(row.subtotal),
    subtotalInclTax: money(row.subtotal_incl_tax),
    discountAmount: money(row.discount_amount),
    shippingAmount: money(row.shipping_amount),
    shippingTaxAmount: money(row.shipping_tax_amount),
    shippingInclTax: money(row.shipping_incl_tax),
    taxAmount: money(row.tax_amount),
    grandTotal: money(row.grand_total),
    baseGrandTotal: money(row.base_grand_total),
    totalRefunded: money(row.total_refunded),
    redirectUrl: textOrNull(row.payment_redirect_url),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findOrderByHash(db: Queryable, hash: string): Promise<OrderRow | null> {
  const [row] = await db.query<DbRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.hash = $1`, [hash]);
  return row ? toOrder(row) : null;
}

export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | null> {
  const [row] = await db.query<DbRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`, [id]);
  return row ? toOrder(row) : null;
}

export interface CustomerOrdersQuery {
  customerId: number;
  /** null: every store view. */
  storeCode: string | null;
  numberEq: string[] | null;
  numberMatch: string | null;
  statuses: string[] | null;
  dateFrom: string | null;
  dateTo: string | null;
  totalFrom: number | null;
  totalTo: number | null;
  sortField: 'NUMBER' | 'CREATED_AT';
  sortDirection: 'ASC' | 'DESC';
  pageSize: number;
  currentPage: number;
}

export interface CustomerOrdersPage {
  items: OrderRow[];
  totalCount: number;
  dateOfFirstOrder: string | null;
  pageSize: number;
  currentPage: number;
}

/** A page of a customer's orders with the filter's total count (one statement, two past the last page). */
export async function listCustomerOrders(
  db: Queryable,
  query: CustomerOrdersQuery,
): Promise<CustomerOrdersPage> {
  const direction = query.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const order =
    query.sortField === 'NUMBER'
      ? `o.increment_id ${direction}`
      : `o.created_at ${direction}, o.increment_id ${direction}`;
  const where = `o.customer_id = $1
        AND ($2::text IS NULL OR o.store_code = $2)
        AND ($3::text[] IS NULL OR o.increment_id = ANY($3))
        AND ($4::text IS NULL OR o.increment_id ILIKE '%' || $4 || '%')
        AND ($5::text[] IS NULL OR o.status = ANY($5))
        AND ($6::timestamptz IS NULL OR o.created_at >= $6)
        AND ($7::timestamptz IS NULL OR o.created_at <= $7)
        AND ($8::numeric IS NULL OR o.base_grand_total >= $8)
        AND ($9::numeric IS NULL OR o.base_grand_total <= $9)`;
  const params = [
    query.customerId,
    query.storeCode,
    query.numberEq,
    query.numberMatch?.replace(/[\\%_]/g, (character) => `\\${character}`) ?? null,
    query.statuses,
    query.dateFrom,
    query.dateTo,
    query.totalFrom,
    query.totalTo,
  ];
  const rows = await db.query<DbRow & { total_count: string; first_order: Date | null }>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total_count, min(o.created_at) OVER () AS first_order
       FROM ${ORDER_FROM} WHERE ${where}
      ORDER BY ${order} LIMIT $10 OFFSET $11`,
    [...params, query.pageSize, (query.currentPage - 1) * query.pageSize],
  );
  const [summary] = rows.length
    ? rows
    : await db.query<{ total_count: string; first_order: Date | null }>(
        `SELECT count(*) AS total_count, min(o.created_at) AS first_order FROM sales_order o WHERE ${where}`,
        params,
      );
  return {
    items: rows.map(toOrder),
    totalCount: Number(summary?.total_count ?? 0),
    dateOfFirstOrder: summary?.first_order ? iso(summary.first_order) : null,
    pageSize: query.pageSize,
    currentPage: query.currentPage,
  };
}

/** Per-request batch loaders of an order's parts, keyed by order id: one statement per part. */
export function createOrderLoaders(db: Queryable) {
  const grouped = <V>(load: (ids: readonly number[]) => Promise<Map<number, V[]>>) =>
    new DataLoader<number, V[]>(async (ids) => {
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? []);
    });
  return {
    items: grouped(async (ids) => groupBy(await loadItems(db, ids), (item) => item.orderId)),
    addresses: grouped(async (ids) => loadAddresses(db, ids)),
    taxes: grouped(async (ids) => loadTaxes(db, ids)),
    payments: grouped(async (ids) => loadPayments(db, ids)),
    comments: grouped(async (ids) => loadComments(db, ids)),
    shipments: grouped(async (ids) => groupBy(await loadShipments(db, ids), (shipment) => shipment.orderId)),
  };
}

export type OrderLoaders = ReturnType<typeof createOrderLoaders>;

function groupBy<V>(values: readonly V[], key: (value: V) => number): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const value of values) {
    const list = groups.get(key(value));
    if (list) list.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

const optionList = (value: unknown) =>
  Array.isArray(value)
    ? value.map((option: { label?: unknown; value?: unknown }) => ({
        label: String(option.label ?? ''),
        value: String(option.value ?? ''),
      }))
    : [];

/** The order lines (top-level items); a configurable line carries its child's sku and image. */
async function loadItems(db: Queryable, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  const rows = await db.query<DbRow>(
    `SELECT i.id, i.order_id, i.product_id, i.product_type, i.sku, i.name, i.url_key, parent.sku AS parent_sku,
            i.qty_ordered, i.qty_invoiced, i.qty_shipped, i.qty_canceled, i.qty_refunded,
            i.price, i.price_incl_tax, i.original_price, i.row_total, i.row_total_incl_tax, i.tax_percent,
            i.discount_amount, i.selected_options, i.entered_options, media.file AS image_file,
            o.currency_code, o.discount_description, o.coupon_code
       FROM sales_order_item i
       JOIN sales_order o ON o.id = i.order_id
       LEFT JOIN product parent ON parent.id = i.product_id AND i.product_type = 'configurable'
       LEFT JOIN LATERAL (
         SELECT c.product_id FROM sales_order_item c WHERE c.parent_item_id = i.id ORDER BY c.id LIMIT 1
       ) child ON i.product_type = 'configurable'
       LEFT JOIN LATERAL (
         SELECT file FROM product_media
          WHERE product_id IN (child.product_id, i.product_id) AND NOT disabled
          ORDER BY product_id = child.product_id DESC, position, id LIMIT 1
       ) media ON true
      WHERE i.order_id = ANY($1::int[]) AND i.parent_item_id IS NULL
      ORDER BY i.order_id, i.id`,
    [orderIds],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: Number(row.order_id),
    productId: row.product_id === null ? null : Number(row.product_id),
    type: String(row.product_type),
    sku: String(row.sku),
    name: String(row.name),
    urlKey: textOrNull(row.url_key),
    parentSku: textOrNull(row.parent_sku),
    qtyOrdered: Number(row.qty_ordered),
    qtyInvoiced: Number(row.qty_invoiced),
    qtyShipped: Number(row.qty_shipped),
    qtyCanceled: Number(row.qty_canceled),
    qtyRefunded: Number(row.qty_refunded),
    price: money(row.price),
    priceInclTax: money(row.price_incl_tax),
    originalPrice: row.original_price === null ? null : money(row.original_price),
    rowTotal: money(row.row_total),
    rowTotalInclTax: money(row.row_total_incl_tax),
    taxPercent: Number(row.tax_percent),
    discountAmount: money(row.discount_amount),
    selectedOptions: optionList(row.selected_options),
    enteredOptions: optionList(row.entered_options),
    imageFile: textOrNull(row.image_file),
    currency: String(row.currency_code),
    discountLabel: textOrNull(row.discount_description),
    couponCode: textOrNull(row.coupon_code),
  }));
}

async function loadAddresses(db: Queryable, orderIds: readonly number[]) {
  const rows = await db.query<DbRow>(
    `SELECT a.*, COALESCE(a.region, rs.name) AS region_name
       FROM sales_order_address a
       JOIN sales_order o ON o.id = a.order_id
       LEFT JOIN region_store rs ON rs.region_id = a.region_id AND rs.store_code = o.store_code
      WHERE a.order_id = ANY($1::int[]) ORDER BY a.order_id, a.address_type`,
    [orderIds],
  );
  return groupBy(
    rows.map((row) => ({
      orderId: Number(row.order_id),
      type: row.address_type as 'shipping' | 'billing',
      prefix: textOrNull(row.prefix),
      firstname: String(row.firstname),
      middlename: textOrNull(row.middlename),
      lastname: String(row.lastname),
      suffix: textOrNull(row.suffix),
      company: textOrNull(row.company),
      coc: textOrNull(row.coc),
      vatId: textOrNull(row.vat_id),
      street: (row.street as string[]) ?? [],
      postcode: textOrNull(row.postcode),
      city: String(row.city),
      region: textOrNull(row.region_name),
      regionId: row.region_id === null ? null : Number(row.region_id),
      countryCode: String(row.country_code),
      telephone: textOrNull(row.telephone),
      fax: textOrNull(row.fax),
    })),
    (row) => row.orderId,
  ) as Map<number, OrderAddressRow[]>;
}

async function loadTaxes(db: Queryable, orderIds: readonly number[]) {
  const rows = await db.query<DbRow>(
    'SELECT order_id, title, percent, amount FROM sales_order_tax WHERE order_id = ANY($1::int[]) ORDER BY order_id, percent DESC',
    [orderIds],
  );
  return groupBy(
    rows.map((row) => ({
      orderId: Number(row.order_id),
      title: String(row.title),
      percent: Number(row.percent),
      amount: money(row.amount),
    })),
    (row) => row.orderId,
  ) as Map<number, OrderTaxRow[]>;
}

async function loadPayments(db: Queryable, orderIds: readonly number[]) {
  const rows = await db.query<DbRow>(
    `SELECT order_id, method_code, method_title, provider, provider_reference, additional_data
       FROM sales_order_payment WHERE order_id = ANY($1::int[])`,
    [orderIds],
  );
  return groupBy(
    rows.map((row) => ({
      orderId: Number(row.order_id),
      methodCode: String(row.method_code),
      methodTitle: String(row.method_title),
      provider: String(row.provider),
      reference: textOrNull(row.provider_reference),
      additionalData: Object.fromEntries(
        Object.entries((row.additional_data as Record<string, unknown>) ?? {}).map(([key, value]) => [
          key,
          String(value),
        ]),
      ),
    })),
    (row) => row.orderId,
  ) as Map<number, OrderPaymentRow[]>;
}

/** The comments the shopper may see, oldest first. */
async function loadComments(db: Queryable, orderIds: readonly number[]) {
  const rows = await db.query<DbRow>(
    `SELECT order_id, message, created_at FROM sales_order_comment
      WHERE order_id = ANY($1::int[]) AND is_visible_on_front ORDER BY order_id, created_at, id`,
    [orderIds],
  );
  return groupBy(
    rows.map((row) => ({
      orderId: Number(row.order_id),
      message: String(row.message),
      createdAt: iso(row.created_at),
    })),
    (row) => row.orderId,
  ) as Map<number, OrderCommentRow[]>;
}

async function loadShipments(db: Queryable, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  const rows = await db.query<DbRow>(
    `SELECT s.id, s.order_id, s.increment_id,
            COALESCE((SELECT json_agg(json_build_object('carrier', t.carrier_code, 'title', t.title, 'number', t.track_number) ORDER BY t.id)
                        FROM sales_order_shipment_track t WHERE t.shipment_id = s.id), '[]') AS tracks,
            COALESCE((SELECT json_agg(json_build_object('orderItemId', si.order_item_id, 'qty', si.qty) ORDER BY si.order_item_id)
                        FROM sales_order_shipment_item si WHERE si.shipment_id = s.id), '[]') AS items
       FROM sales_order_shipment s WHERE s.order_id = ANY($1::int[]) ORDER BY s.order_id, s.id`,
    [orderIds],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: Number(row.order_id),
    number: String(row.increment_id),
    tracks: row.tracks as ShipmentRow['tracks'],
    items: (row.items as { orderItemId: number; qty: number | string }[]).map((item) => ({
      orderItemId: Number(item.orderItemId),
      qty: Number(item.qty),
    })),
  }));
}
