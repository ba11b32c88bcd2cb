import type { RequestContext } from '../../context.js';
import { noSuchEntityError } from '../../errors.js';
import type { OrderTotalResolvers, Resolvers } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import { checkoutInputError, checkoutText } from '../checkout/messages.js';
import { notAuthorizedError, requireCustomerId } from '../customer/session.js';
import { createAccountFromOrder } from './account.js';
import {
  createOrderLoaders,
  findOrderByHash,
  listCustomerOrders,
  type OrderCreditMemo,
  type OrderItemRow,
  type OrderLoaders,
  type OrderRow,
  type OrderTaxRow,
} from './orders.js';
import { ORDER_STATUSES, statusLabel } from './statuses.js';

/** The largest page of customer orders (api hardening: bounded answers). */
export const MAX_ORDERS_PAGE_SIZE = 100;

const loadersByRequest = new WeakMap<RequestContext, OrderLoaders>();

/** The order loaders of this request (created on first use, so requests without orders pay nothing). */
export function orderLoaders(context: RequestContext): OrderLoaders {
  let loaders = loadersByRequest.get(context);
  if (!loaders) {
    loaders = createOrderLoaders(context.db);
    loadersByRequest.set(context, loaders);
  }
  return loaders;
}

const money = (value: number, currency: string) => ({ value, currency: currency as 'EUR' });

/**
 * The order of a hash. The hash is the key: whoever holds it may read the order, except a
 * logged-in customer asking for another customer's order: for them it does not exist (not an
 * authorization error, which would end their own, valid session). A stale token is refused
 * (session expiry).
 */
export async function orderForHash(context: RequestContext, hash: string): Promise<OrderRow> {
  // One shopper's order: never let a shared cache keep it (its status changes with the payment).
  context.responseCache.shareable = false;
  const { caller } = context;
  if (caller.kind === 'invalid-token') throw notAuthorizedError(context.store.language);
  const order = hash.trim() ? await findOrderByHash(context.db, hash.trim()) : null;
  const foreign =
    order !== null &&
    caller.kind === 'customer' &&
    order.customerId !== null &&
    order.customerId !== caller.customerId;
  if (!order || foreign) {
    throw noSuchEntityError(checkoutText(context.store.language, 'order.not_found'), {
      key: 'order.not_found',
    });
  }
  return order;
}

function itemDiscounts(item: OrderItemRow) {
  if (item.discountAmount <= 0) return [];
  return [
    {
      amount: money(item.discountAmount, item.currency),
      applied_to: 'ITEM' as const,
      label: item.discountLabel ?? item.couponCode ?? '',
      coupon: item.couponCode ? { code: item.couponCode } : null,
    },
  ];
}

function itemStatus(item: OrderItemRow): string {
  if (item.qtyRefunded > 0) return 'refunded';
  if (item.qtyCanceled >= item.qtyOrdered) return 'canceled';
  if (item.qtyShipped >= item.qtyOrdered) return 'shipped';
  if (item.qtyInvoiced >= item.qtyOrdered) return 'invoiced';
  return 'ordered';
}

/** Unit price before catalogue discounts, incl. and excl. tax (the stored one includes tax). */
function originalPrices(item: OrderItemRow) {
  const including = item.originalPrice ?? item.priceInclTax;
  const excluding = Math.round((including * 10_000) / (100 + item.taxPercent)) / 100;
  return { including, excluding };
}

const ORDER_ITEM_FIELDS = {
  gift_message: () => null,
  id: (item: OrderItemRow) => encodeUid(item.id),
  product_name: (item: OrderItemRow) => item.name,
  product_sku: (item: OrderItemRow) => item.sku,
  product_url_key: (item: OrderItemRow) => item.urlKey,
  product_type: (item: OrderItemRow) => item.type,
  status: (item: OrderItemRow) => itemStatus(item),
  product_sale_price: (item: OrderItemRow) => money(item.priceInclTax, item.currency),
  discounts: (item: OrderItemRow) => itemDiscounts(item),
  selected_options: (item: OrderItemRow) => item.selectedOptions,
  entered_options: (item: OrderItemRow) => item.enteredOptions,
  quantity_ordered: (item: OrderItemRow) => item.qtyOrdered,
  quantity_shipped: (item: OrderItemRow) => item.qtyShipped,
  quantity_refunded: (item: OrderItemRow) => item.qtyRefunded,
  quantity_invoiced: (item: OrderItemRow) => item.qtyInvoiced,
  quantity_canceled: (item: OrderItemRow) => item.qtyCanceled,
  quantity_returned: () => 0,
  product: (item: OrderItemRow, _args: unknown, context: RequestContext) =>
    item.productId === null ? null : context.loaders.product.rows.load(item.productId),
  prices: (item: OrderItemRow) => item,
  image: (item: OrderItemRow, _args: unknown, context: RequestContext) =>
    item.imageFile ? `${context.config.mediaBaseUrl}${item.imageFile}` : null,
};

function taxItems(taxes: readonly OrderTaxRow[], currency: string) {
  return taxes.map((tax) => ({ amount: money(tax.amount, currency), title: tax.title, rate: tax.percent }));
}

/** The totals of an order; its invoice (the whole order) shows the same, less the subtotal variants. */
const ORDER_TOTAL_FIELDS: OrderTotalResolvers<RequestContext, OrderRow> = {
  subtotal: (order) => money(order.subtotal, order.currency),
  subtotal_excl_tax: (order) => money(order.subtotal, order.currency),
  subtotal_incl_tax: (order) => money(order.subtotalInclTax, order.currency),
  discounts: (order) =>
    order.discountAmount > 0
      ? [
          {
            amount: money(order.discountAmount, order.currency),
            applied_to: 'ITEM' as const,
            label: order.discountDescription ?? order.couponCode ?? '',
            coupon: order.couponCode ? { code: order.couponCode } : null,
          },
        ]
      : [],
  total_tax: (order) => money(order.taxAmount, order.currency),
  taxes: async (order, _args, context) =>
    taxItems(await orderLoaders(context).taxes.load(order.id), order.currency),
  grand_total: (order) => money(order.grandTotal, order.currency),
  base_grand_total: (order) => money(order.baseGrandTotal, order.currency),
  total_shipping: (order) => money(order.shippingInclTax, order.currency),
  shipping_handling: (order) => order,
};

const {
  subtotal_excl_tax: _excludingTax,
  subtotal_incl_tax: _includingTax,
  ...INVOICE_TOTAL_FIELDS
} = ORDER_TOTAL_FIELDS;

/**
 * The amounts of a credit memo. A refund of the whole order pays back the order's amounts; a
 * partial one its lines' (their share of the discount taken off), the rest of the refund being the
 * adjustment.
 */
function refunded(memo: OrderCreditMemo) {
  const { order, items } = memo;
  const round = (value: number) => Math.round(value * 100) / 100;
  if (order.totalRefunded >= order.grandTotal) {
    return {
      whole: true,
      subtotal: order.subtotal,
      tax: order.taxAmount,
      discount: order.discountAmount,
      shipping: order.shippingInclTax,
      adjustment: round(order.totalRefunded - order.grandTotal),
    };
  }
  const share = (item: OrderItemRow) => (item.qtyOrdered > 0 ? item.qtyRefunded / item.qtyOrdered : 0);
  const subtotal = round(items.reduce((sum, item) => sum + item.price * item.qtyRefunded, 0));
  const inclTax = round(items.reduce((sum, item) => sum + item.priceInclTax * item.qtyRefunded, 0));
  const discount = round(items.reduce((sum, item) => sum + item.discountAmount * share(item), 0));
  return {
    whole: false,
    subtotal,
    tax: round(inclTax - subtotal),
    discount,
    shipping: 0,
    adjustment: round(order.totalRefunded - (inclTax - discount)),
  };
}

function orderArgs(
  context: RequestContext,
  args: {
    currentPage?: number | null;
    pageSize?: number | null;
  },
) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 10;
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw checkoutInputError(context.store.language, 'order.invalid_page', {}, { field: 'currentPage' });
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_ORDERS_PAGE_SIZE) {
    throw checkoutInputError(
      context.store.language,
      'order.invalid_page_size',
      { max: MAX_ORDERS_PAGE_SIZE },
      { field: 'pageSize' },
    );
  }
  return { currentPage, pageSize };
}

const numberOrNull = (value: string | null | undefined) => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The values of a filter's `in` and `eq` together; null when neither is given. */
function listOrNull(values: readonly (string | null)[] | null | undefined, value: string | null | undefined) {
  const list = [...(values ?? []), value].filter((entry): entry is string => Boolean(entry));
  return list.length > 0 ? list : null;
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, args, context) => orderForHash(context, args.hash),
    guestOrderByToken: (_parent, args, context) => orderForHash(context, args.input.token),
    orderStatuses: (_parent, _args, context) =>
      ORDER_STATUSES.map((code) => ({ code, label: statusLabel(code, context.store.language) })),
  },
  Mutation: {
    createAccountFromOrder: async (_parent, args, context) => {
      const order = await orderForHash(context, args.order_id);
      return createAccountFromOrder(context, order, args.email, args.password);
    },
  },
  Customer: {
    orders: async (customer, args, context) => {
      // Only the logged-in customer's own record resolves here (Query.customer checks the token).
      if (requireCustomerId(context) !== customer.id) throw notAuthorizedError(context.store.language);
      const { currentPage, pageSize } = orderArgs(context, args);
      const filter = args.filter;
      return listCustomerOrders(context.db, {
        customerId: customer.id,
        storeCode: args.scope === 'GLOBAL' || args.scope === 'WEBSITE' ? null : context.store.code,
        numberEq: listOrNull(filter?.number?.in, filter?.number?.eq),
        numberMatch: filter?.number?.match?.trim() || null,
        statuses: listOrNull(filter?.status?.in, filter?.status?.eq),
        dateFrom: filter?.order_date?.from || null,
        dateTo: filter?.order_date?.to || null,
        totalFrom: numberOrNull(filter?.grand_total?.from),
        totalTo: numberOrNull(filter?.grand_total?.to),
        sortField: args.sort?.sort_field ?? 'CREATED_AT',
        sortDirection: args.sort?.sort_direction ?? 'DESC',
        pageSize,
        currentPage,
      });
    },
  },
  CustomerOrders: {
    items: (page) => page.items,
    total_count: (page) => page.totalCount,
    date_of_first_order: (page) => page.dateOfFirstOrder,
    page_info: (page) => ({
      page_size: page.pageSize,
      current_page: page.currentPage,
      total_pages: Math.ceil(page.totalCount / page.pageSize),
    }),
  },
  CustomerOrder: {
    id: (order) => encodeUid(order.id),
    number: (order) => order.number,
    increment_id: (order) => order.number,
    order_number: (order) => order.number,
    hash: (order) => order.hash,
    token: (order) => order.hash,
    redirect_url: (order) => order.redirectUrl,
    order_date: (order) => order.createdAt,
    created_at: (order) => order.createdAt,
    order_status_change_date: (order) => order.updatedAt,
    status: (order, _args, context) => statusLabel(order.status, context.store.language),
    status_code: (order) => order.status,
    carrier: (order) => order.carrierTitle,
    shipping_method: (order) => order.shippingDescription,
    pickup_location_code: (order) => order.pickupLocationCode,
    email: (order) => order.email,
    customer_email: (order) => order.email,
    customer_info: (order) => ({
      firstname: order.firstname,
      lastname: order.lastname,
      middlename: order.middlename,
      prefix: order.prefix,
      suffix: order.suffix,
    }),
    billing_address: async (order, _args, context) =>
      (await orderLoaders(context).addresses.load(order.id)).find((address) => address.type === 'billing') ??
      null,
    shipping_address: async (order, _args, context) =>
      (await orderLoaders(context).addresses.load(order.id)).find((address) => address.type === 'shipping') ??
      null,
    items: (order, _args, context) => orderLoaders(context).items.load(order.id),
    shipments: (order, _args, context) => orderLoaders(context).shipments.load(order.id),
    gift_message: () => null,
    available_actions: () => [],
    credit_memos: async (order, _args, context) => {
      if (order.totalRefunded <= 0) return [];
      const items = (await orderLoaders(context).items.load(order.id)).filter((item) => item.qtyRefunded > 0);
      return [{ order, items }];
    },
    invoices: async (order, _args, context) => {
      const items = (await orderLoaders(context).items.load(order.id)).filter((item) => item.qtyInvoiced > 0);
      return items.length > 0 ? [{ order, items }] : [];
    },
    payment_methods: async (order, _args, context) =>
      (await orderLoaders(context).payments.load(order.id)).map((payment) => ({
        name: payment.methodTitle,
        type: payment.methodCode,
        additional_data: Object.entries(payment.additionalData).map(([name, value]) => ({ name, value })),
      })),
    comments: async (order, _args, context) =>
      (await orderLoaders(context).comments.load(order.id)).map((comment) => ({
        timestamp: comment.createdAt,
        message: comment.message,
      })),
    total: (order) => order,
    grand_total: (order) => order.grandTotal,
    applied_coupons: (order) => (order.couponCode ? [{ code: order.couponCode }] : []),
    is_virtual: () => false,
  },
  OrderTotal: ORDER_TOTAL_FIELDS,
  Invoice: {
    id: (invoice) => encodeUid(`invoice/${invoice.order.id}`),
    number: (invoice) => invoice.order.number,
    total: (invoice) => invoice.order,
    items: (invoice) => invoice.items,
    comments: () => [],
  },
  InvoiceTotal: INVOICE_TOTAL_FIELDS,
  CreditMemo: {
    id: (memo) => encodeUid(`creditmemo/${memo.order.id}`),
    number: (memo) => memo.order.number,
    total: (memo) => memo,
    items: (memo) => memo.items,
    comments: () => [],
  },
  CreditMemoTotal: {
    subtotal: (memo) => money(refunded(memo).subtotal, memo.order.currency),
    discounts: (memo) => {
      const { discount } = refunded(memo);
      return discount > 0 && memo.order.discountAmount > 0
        ? [
            {
              amount: money(discount, memo.order.currency),
              applied_to: 'ITEM' as const,
              label: memo.order.discountDescription ?? memo.order.couponCode ?? '',
              coupon: memo.order.couponCode ? { code: memo.order.couponCode } : null,
            },
          ]
        : [];
    },
    total_tax: (memo) => money(refunded(memo).tax, memo.order.currency),
    taxes: async (memo, _args, context) =>
      refunded(memo).whole
        ? taxItems(await orderLoaders(context).taxes.load(memo.order.id), memo.order.currency)
        : [],
    grand_total: (memo) => money(memo.order.totalRefunded, memo.order.currency),
    base_grand_total: (memo) => money(memo.order.totalRefunded, memo.order.currency),
    total_shipping: (memo) => money(refunded(memo).shipping, memo.order.currency),
    shipping_handling: (memo) => (refunded(memo).whole ? memo.order : null),
    adjustment: (memo) => money(refunded(memo).adjustment, memo.order.currency),
  },
  CreditMemoItemInterface: {
    __resolveType: () => 'CreditMemoItem',
  },
  CreditMemoItem: {
    id: (item) => encodeUid(`creditmemo/${item.orderId}/${item.id}`),
    order_item: (item) => item,
    product_name: (item) => item.name,
    product_sku: (item) => item.sku,
    product_sale_price: (item) => money(item.priceInclTax, item.currency),
    discounts: (item) => itemDiscounts(item),
    quantity_refunded: (item) => item.qtyRefunded,
  },
  InvoiceItemInterface: {
    __resolveType: () => 'InvoiceItem',
  },
  InvoiceItem: {
    id: (item) => encodeUid(`invoice/${item.orderId}/${item.id}`),
    order_item: (item) => item,
    product_name: (item) => item.name,
    product_sku: (item) => item.sku,
    product_sale_price: (item) => money(item.priceInclTax, item.currency),
    discounts: (item) => itemDiscounts(item),
    quantity_invoiced: (item) => item.qtyInvoiced,
  },
  ShippingHandling: {
    total_amount: (order) => money(order.shippingInclTax, order.currency),
    amount_including_tax: (order) => money(order.shippingInclTax, order.currency),
    amount_excluding_tax: (order) => money(order.shippingAmount, order.currency),
    // Shipping is taxed at the destination's standard rate: the order's highest rate.
    taxes: async (order, _args, context) => {
      if (order.shippingTaxAmount <= 0) return [];
      const [standard] = await orderLoaders(context).taxes.load(order.id);
      return standard
        ? [
            {
              amount: money(order.shippingTaxAmount, order.currency),
              title: standard.title,
              rate: standard.percent,
            },
          ]
        : [];
    },
    discounts: () => [],
  },
  OrderAddress: {
    firstname: (address) => address.firstname,
    lastname: (address) => address.lastname,
    middlename: (address) => address.middlename,
    prefix: (address) => address.prefix,
    suffix: (address) => address.suffix,
    company: (address) => address.company,
    coc: (address) => address.coc,
    vat_id: (address) => address.vatId,
    street: (address) => address.street,
    postcode: (address) => address.postcode,
    city: (address) => address.city,
    region: (address) => address.region,
    region_id: (address) => (address.regionId === null ? null : String(address.regionId)),
    country_code: (address) => address.countryCode as never,
    telephone: (address) => address.telephone,
    fax: (address) => address.fax,
  },
  OrderItemInterface: {
    __resolveType: (item) => (item.type === 'configurable' ? 'ConfigurableOrderItem' : 'OrderItem'),
  },
  OrderItem: ORDER_ITEM_FIELDS,
  ConfigurableOrderItem: { ...ORDER_ITEM_FIELDS, parent_sku: (item) => item.parentSku },
  OrderItemPrices: {
    price: (item) => money(item.price, item.currency),
    price_including_tax: (item) => money(item.priceInclTax, item.currency),
    row_total: (item) => money(item.rowTotal, item.currency),
    row_total_including_tax: (item) => money(item.rowTotalInclTax, item.currency),
    discounts: (item) => itemDiscounts(item),
    total_item_discount: (item) => money(item.discountAmount, item.currency),
    original_price: (item) => money(originalPrices(item).excluding, item.currency),
    original_price_including_tax: (item) => money(originalPrices(item).including, item.currency),
    original_row_total: (item) =>
      money(Math.round(originalPrices(item).excluding * item.qtyOrdered * 100) / 100, item.currency),
    original_row_total_including_tax: (item) =>
      money(Math.round(originalPrices(item).including * item.qtyOrdered * 100) / 100, item.currency),
  },
  OrderShipment: {
    id: (shipment) => encodeUid(shipment.id),
    number: (shipment) => shipment.number,
    tracking: (shipment) =>
      shipment.tracks.map((track) => ({ title: track.title, carrier: track.carrier, number: track.number })),
    items: (shipment) =>
      shipment.items.map((item) => ({
        shipmentId: shipment.id,
        orderId: shipment.orderId,
        orderItemId: item.orderItemId,
        qty: item.qty,
      })),
    comments: () => [],
  },
  ShipmentItemInterface: {
    __resolveType: () => 'ShipmentItem',
  },
  ShipmentItem: {
    id: (item) => encodeUid(`${item.shipmentId}/${item.orderItemId}`),
    order_item: async (item, _args, context) =>
      (await orderLoaders(context).items.load(item.orderId)).find((line) => line.id === item.orderItemId) ??
      null,
    product_name: async (item, _args, context) =>
      (await orderLoaders(context).items.load(item.orderId)).find((line) => line.id === item.orderItemId)
        ?.name ?? null,
    product_sku: async (item, _args, context) =>
      (await orderLoaders(context).items.load(item.orderId)).find((line) => line.id === item.orderItemId)
        ?.sku ?? '',
    product_sale_price: async (item, _args, context) => {
      const line = (await orderLoaders(context).items.load(item.orderId)).find(
        (candidate) => candidate.id === item.orderItemId,
      );
      return money(line?.priceInclTax ?? 0, line?.currency ?? 'EUR');
    },
    quantity_shipped: (item) => item.qty,
  },
};
