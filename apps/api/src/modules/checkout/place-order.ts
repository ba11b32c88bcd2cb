import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Caller } from '../../auth.js';
import type { ApiConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { categorizedError, inputError } from '../../errors.js';
import { orderPlacements } from '../../observability/metrics.js';
import { messageLanguage } from '../../texts.js';
import {
  availablePaymentMethods,
  type CartAddress,
  type CartPricing,
  checkedAdditionalData,
  findCartForCaller,
  orderProblems,
  type PricedLine,
  priceCart,
} from '../cart/index.js';
import { createCustomerAccount, loadCustomer } from '../customer/customers.js';
import { text } from '../customer/messages.js';
import { issueCustomerToken } from '../customer/tokens.js';
import { kickMailDelivery } from '../mail/delivery.js';
import { findOrderById, type OrderRow } from '../order/orders.js';
import {
  offlineProvider,
  type PaymentProvider,
  PaymentServiceError,
  type PaymentStartRequest,
} from '../payment/provider.js';
import type { StoreView } from '../store/stores.js';
import { saveAddressesInBook } from './address-book.js';
import { cancelUnpaidOrder } from './cancel-order.js';
import { enqueueOrderConfirmationMail } from './mails.js';
import { checkoutInputError, checkoutText } from './messages.js';
import { type StockNeed, takeStock } from './stock.js';

/** The request a placement runs for. */
export interface PlacementRequest {
  db: Database;
  caller: Caller;
  store: StoreView;
  config: Pick<
    ApiConfig,
    'storefrontUrl' | 'storefrontUrls' | 'customerTokenLifetimeHours' | 'unpaidOrderLimits'
  >;
  /** The api's public origin (the test provider's page lives there). */
  apiOrigin: string;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The shopper's address, passed on to the payment provider and kept with the order. */
  clientIp: string | null;
  log: FastifyBaseLogger;
  /** Counts the placement against the rate limit of the shopper's address and e-mail; throws past it. */
  limitPlacement(email: string | null): Promise<void>;
}

export interface PlacementOptions {
  /** setPaymentMethod: the method to record first (Magento's flow set it with setPaymentMethodOnCart). */
  payment?: { code: string; additionalData: readonly { key: string; value: string }[] };
  /** setPaymentMethod: the customer note; undefined keeps the cart's. */
  customerNote?: string | null;
  /** setPaymentMethod: create an account for the guest with this password. */
  createAccountPassword?: string | null;
}

export interface PlacedOrder {
  order: OrderRow;
  redirectUrl: string;
  /** The token of the account created with the order. */
  customerToken: string | null;
}

const MAX_NOTE_LENGTH = 1000;

const AWAITING_PAYMENT_COMMENT = {
  de: 'Wir warten auf den Eingang Ihrer Zahlung.',
  nl: 'Wij wachten op je betaling.',
  en: 'We are waiting for your payment.',
} as const;

/**
 * Places the order of a cart, in one transaction: the cart is locked (a second placement of the same
 * cart waits and then finds it inactive), checked (what is missing answers graphql-input), the stock
 * taken, marked new addresses saved in the customer's address book, the order written with status
 * `pending_payment`, the coupon use counted, the cart deactivated and the payment started. Any
 * failure rolls all of it back: cart, stock and address book unchanged. A provider with a service of
 * its own (MultiSafepay) is asked for its payment page only after the commit, so no stock stays
 * locked while it answers; when it fails, the order is cancelled (stock and coupon given back, the
 * cart active again) and the shopper is told to try again. Shared by placeOrder and setPaymentMethod.
 */
export async function placeOrder(
  request: PlacementRequest,
  cartId: string,
  options: PlacementOptions = {},
): Promise<PlacedOrder> {
  try {
    const placed = await placeOrderOnce(request, cartId, options);
    orderPlacements.inc({ outcome: 'placed' });
    return placed;
  } catch (error) {
    // An error with a category is the shopper's to fix (input, stock, limits); others are ours.
    const category = error instanceof GraphQLError ? error.extensions?.category : undefined;
    orderPlacements.inc({ outcome: category && category !== 'internal' ? 'refused' : 'failed' });
    throw error;
  }
}

async function placeOrderOnce(
  request: PlacementRequest,
  cartId: string,
  options: PlacementOptions,
): Promise<PlacedOrder> {
  const { store } = request;
  const language = store.language;
  // Counted before the transaction, on a connection of its own: a placement that waited inside its
  // transaction for a second connection could starve the pool when many place at once.
  const shopper = await findCartForCaller(request.db, { caller: request.caller, language }, cartId);
  await request.limitPlacement(shopper.email);
  const placed = await request.db.transaction(async (tx) => {
    const cart = await findCartForCaller(tx, { caller: request.caller, language }, cartId, {
      forUpdate: true,
    });
    const pricing = await priceCart(tx, cart, store);
    checkReadiness(pricing, store);
    const note =
      options.customerNote === undefined ? cart.customerNote : options.customerNote?.trim() || null;
    if (note && note.length > MAX_NOTE_LENGTH) {
      throw checkoutInputError(language, 'customer.too_long', {
        field: 'customer_note',
        count: MAX_NOTE_LENGTH,
      });
    }
    // setPaymentMethod brings the method; Magento's placeOrder uses the one setPaymentMethodOnCart recorded.
    const code = options.payment?.code.trim() ?? cart.paymentMethodCode;
    if (!code) throw checkoutInputError(language, 'checkout.payment_method_missing', {}, { field: 'code' });
    const method = (await availablePaymentMethods(tx, store.code, pricing, request.providers)).find(
      (candidate) => candidate.code === code,
    );
    if (!method)
      throw checkoutInputError(language, 'checkout.payment_method_unavailable', { code }, { field: 'code' });
    const additionalData = checkedAdditionalData(
      method,
      options.payment?.additionalData ??
        Object.entries(cart.paymentAdditionalData).map(([key, value]) => ({ key, value: String(value) })),
      language,
    );
    const provider = request.providers.get(method.provider);
    if (!provider) throw new Error(`no payment provider "${method.provider}" for method ${method.code}`);
    if (provider.code === offlineProvider.code) {
      await checkOpenUnpaidOrders(tx, pricing.email as string, request, language);
    }

    let customerId = cart.customerId;
    let customerToken: string | null = null;
    if (options.createAccountPassword !== undefined && options.createAccountPassword !== null) {
      if (customerId !== null)
        throw checkoutInputError(language, 'checkout.already_customer', {}, { field: 'create_account' });
      const billing = pricing.billingAddress as CartAddress;
      const customer = await createCustomerAccount(
        tx,
        {
          customer: {
            prefix: billing.prefix,
            firstname: billing.firstname,
            middlename: billing.middlename,
            lastname: billing.lastname,
            suffix: billing.suffix,
            email: pricing.email,
            password: options.createAccountPassword,
          },
        },
        { store, storefronts: request.config },
      );
      customerId = customer.id;
      customerToken = await issueCustomerToken(tx, customer.id, request.config.customerTokenLifetimeHours);
    }

    const shortages = await takeStock(tx, stockNeeds(pricing.lines));
    if (shortages.length > 0) {
      throw outOfStockError(
        language,
        shortages.map((shortage) => lineName(pricing.lines, shortage.productId) ?? shortage.sku),
      );
    }

    const addresses = {
      shipping: pricing.shippingAddress as CartAddress,
      billing: pricing.billingAddress as CartAddress,
    };
    const ordered =
      cart.customerId === null ? addresses : await saveAddressesInBook(tx, cart.customerId, addresses);
    const orderId = await insertOrder(tx, {
      pricing: { ...pricing, shippingAddress: ordered.shipping, billingAddress: ordered.billing },
      store,
      customerId,
      note,
      remoteIp: request.clientIp,
    });
    await useCoupon(tx, pricing, customerId, language);
    await tx.query('UPDATE cart SET is_active = false, updated_at = now() WHERE id = $1', [cart.id]);

    const [order] = await tx.query<{ increment_id: string; hash: string }>(
      'SELECT increment_id, hash FROM sales_order WHERE id = $1',
      [orderId],
    );
    const payment: PaymentStartRequest = {
      order: {
        id: orderId,
        number: String(order?.increment_id),
        hash: String(order?.hash),
        grandTotal: pricing.grandTotal,
        currency: pricing.currency,
        store,
        email: pricing.email as string,
        billingAddress: ordered.billing,
      },
      method: { code: method.code, provider: method.provider, providerMethod: method.providerMethod },
      additionalData,
      apiOrigin: request.apiOrigin,
      storefronts: request.config,
      clientIp: request.clientIp,
    };
    const started = await provider.start(tx, payment);
    await tx.query('UPDATE sales_order SET payment_redirect_url = $2 WHERE id = $1', [
      orderId,
      started.redirectUrl,
    ]);
    await tx.query(
      `INSERT INTO sales_order_payment (order_id, method_code, method_title, provider, provider_reference,
         additional_data, amount_ordered)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        orderId,
        method.code,
        method.title,
        method.provider,
        started.reference,
        JSON.stringify(additionalData),
        pricing.grandTotal,
      ],
    );
    // Offline methods are not paid online: their confirmation (with the payment instructions) goes now;
    // online ones are confirmed when the provider reports the payment.
    if (!started.reference) {
      await enqueueOrderConfirmationMail(tx, {
        orderId,
        store,
        storefronts: request.config,
        occasion: 'placed',
      });
    }
    return { orderId, redirectUrl: started.redirectUrl, customerToken, payment, provider };
  });
  kickMailDelivery(request.db);
  const redirectUrl = placed.redirectUrl ?? (await openPaymentPage(request, placed.provider, placed.payment));
  const order = await findOrderById(request.db, placed.orderId);
  if (!order) throw new Error(`order ${placed.orderId} vanished`);
  return { order, redirectUrl, customerToken: placed.customerToken };
}

/**
 * Asks the provider's service for the payment page of a committed order. When the service fails or
 * does not answer in time, the order is cancelled (cancelUnpaidOrder) and the shopper gets a
 * clear `graphql` error (key `checkout.payment_unavailable`) and can try again.
 */
async function openPaymentPage(
  request: PlacementRequest,
  provider: PaymentProvider,
  payment: PaymentStartRequest,
): Promise<string> {
  const orderId = payment.order.id;
  try {
    if (!provider.openPaymentPage) throw new Error(`payment provider ${provider.code} answered no redirect`);
    const url = await provider.openPaymentPage(payment);
    await request.db.query('UPDATE sales_order SET payment_redirect_url = $2 WHERE id = $1', [orderId, url]);
    return url;
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error;
    request.log.warn(
      { err: error, order: payment.order.number, provider: provider.code },
      'payment service failed: order cancelled',
    );
    await cancelUnpaidOrder(request.db, orderId, {
      comment: checkoutText(request.store.language, 'payment.not_started'),
      storefronts: request.config,
    });
    const language = request.store.language;
    throw categorizedError('graphql', checkoutText(language, 'checkout.payment_unavailable'), {
      key: 'checkout.payment_unavailable',
    });
  }
}

/**
 * An order paid outside the shop (bank transfer, cheque …) keeps its stock until the money comes,
 * so one shopper may keep only a few such orders open: per e-mail address and per client address.
 */
async function checkOpenUnpaidOrders(
  tx: Queryable,
  email: string,
  request: PlacementRequest,
  language: string,
): Promise<void> {
  const [open] = await tx.query<{ by_email: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE lower(o.customer_email) = lower($1))::int AS by_email,
            count(*) FILTER (WHERE $2::inet IS NOT NULL AND o.remote_ip = $2::inet)::int AS by_address
       FROM sales_order o JOIN sales_order_payment p ON p.order_id = o.id
      WHERE o.status = 'pending_payment' AND p.provider = 'offline'
        AND (lower(o.customer_email) = lower($1) OR ($2::inet IS NOT NULL AND o.remote_ip = $2::inet))`,
    [email, request.clientIp],
  );
  const limits = request.config.unpaidOrderLimits;
  if ((open?.by_email ?? 0) >= limits.perEmail || (open?.by_address ?? 0) >= limits.perAddress) {
    throw checkoutInputError(language, 'checkout.too_many_unpaid', {}, { field: 'code' });
  }
}

/** Everything missing answers one graphql-input error; missing stock answers the out-of-stock text. */
function checkReadiness(pricing: CartPricing, store: StoreView): void {
  const problems = orderProblems(pricing, store);
  if (problems.length === 0) return;
  if (problems.every((problem) => problem.code === 'stock')) {
    throw outOfStockError(
      store.language,
      problems.map((problem) => pricing.lines.find((line) => line.id === problem.itemId)?.name ?? ''),
    );
  }
  throw inputError(
    checkoutText(store.language, 'checkout.incomplete', {
      missing: problems.map((problem) => problem.message).join(' '),
    }),
    {
      key: 'checkout.incomplete',
      problems: problems.map((problem) => ({ code: problem.code, message: problem.message })),
    },
  );
}

/** '{name}: Productoptie niet op voorraad' (docs/BEHAVIOUR.md#error-texts), in the store view's language. */
function outOfStockError(language: string, names: readonly string[]) {
  const message = text(language, 'product.option_out_of_stock');
  return inputError(
    names.map((name) => checkoutText(language, 'checkout.item_out_of_stock', { name, message })).join(' '),
    {
      key: 'product.option_out_of_stock',
      products: names,
    },
  );
}

function lineName(lines: readonly PricedLine[], productId: number): string | undefined {
  return lines.find(
    (line) =>
      line.productId === productId || line.components.some((component) => component.productId === productId),
  )?.name;
}

/** The units an order takes: each line's product (a configurable's child), a bundle's components. Samples take none. */
function stockNeeds(lines: readonly PricedLine[]): StockNeed[] {
  return lines.flatMap((line): StockNeed[] => {
    if (line.isSample) return [];
    if (line.isBundle) {
      return line.components.map((component) => ({
        productId: component.productId,
        qty: component.qty * line.qty,
      }));
    }
    return [{ productId: line.productId, qty: line.qty }];
  });
}

interface ItemInsert {
  id: number;
  parent_item_id: number | null;
  product_id: number;
  product_type: string;
  sku: string;
  name: string;
  url_key: string | null;
  qty_ordered: number;
  price: number;
  price_incl_tax: number;
  original_price: number | null;
  row_total: number;
  row_total_incl_tax: number;
  tax_percent: number;
  tax_amount: number;
  discount_amount: number;
  selected_options: { attribute_code?: string; option_id?: number; label: string; value: string }[];
}

async function insertOrder(
  tx: Queryable,
  input: {
    pricing: CartPricing;
    store: StoreView;
    customerId: number | null;
    note: string | null;
    remoteIp: string | null;
  },
): Promise<number> {
  const { pricing, store, customerId } = input;
  const shipping = pricing.shippingAddress as CartAddress;
  const billing = pricing.billingAddress as CartAddress;
  const customer = customerId === null ? null : await loadCustomer(tx, customerId);
  const name = customer ?? billing;
  const method = pricing.shippingMethod;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO sales_order (increment_id, hash, cart_id, customer_id, customer_is_guest, store_code, status,
       customer_email, customer_prefix, customer_firstname, customer_middlename, customer_lastname, customer_suffix,
       customer_note, shipping_carrier_code, shipping_method_code, shipping_description, pickup_location_code,
       coupon_code, discount_description, currency_code, base_currency_code, total_qty_ordered, subtotal,
       subtotal_incl_tax, discount_amount, shipping_amount, shipping_tax_amount, shipping_incl_tax, tax_amount,
       grand_total, base_grand_total, remote_ip)
     VALUES (lpad(nextval('sales_order_increment_seq')::text, 9, '0'), $1, $2, $3, $4, $5, 'pending_payment',
       $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21, $22, $23, $24, $25, $26,
       $27, $28, $28, $29)
     RETURNING id`,
    [
      randomBytes(32).toString('hex'),
      pricing.cart.id,
      customerId,
      customerId === null,
      store.code,
      pricing.email,
      name.prefix,
      name.firstname,
      name.middlename,
      name.lastname,
      name.suffix,
      input.note,
      method?.carrierCode ?? null,
      method?.methodCode ?? null,
      method ? `${method.carrierTitle} - ${method.methodTitle}` : null,
      method?.isPickup ? pricing.cart.pickupLocationCode : null,
      pricing.coupon?.code ?? null,
      pricing.coupon?.label ?? null,
      pricing.currency,
      pricing.totalQuantity,
      pricing.subtotalExclTax,
      pricing.subtotalInclTax,
      pricing.discount,
      pricing.shippingExclTax,
      pricing.shippingTax,
      pricing.shippingInclTax,
      pricing.taxTotal,
      pricing.grandTotal,
      input.remoteIp,
    ],
  );
  const orderId = Number(created?.id);
  await insertAddresses(tx, orderId, pricing.email as string, [shipping, billing]);
  await insertItems(tx, orderId, store, pricing.lines);
  if (pricing.taxes.length > 0) {
    await tx.query(
      `INSERT INTO sales_order_tax (order_id, code, title, percent, amount)
       SELECT $1, t.code, t.title, t.percent, t.amount
         FROM json_to_recordset($2::json) AS t(code text, title text, percent numeric, amount numeric)`,
      [
        orderId,
        JSON.stringify(
          pricing.taxes.map((tax) => ({
            code: tax.code,
            title: tax.label,
            percent: tax.rate,
            amount: tax.amount,
          })),
        ),
      ],
    );
  }
  await tx.query(
    `INSERT INTO sales_order_comment (order_id, status, message, is_visible_on_front, is_customer_notified)
     VALUES ($1, 'pending_payment', $2, true, false)`,
    [orderId, AWAITING_PAYMENT_COMMENT[messageLanguage(store.language)]],
  );
  return orderId;
}

async function insertAddresses(
  tx: Queryable,
  orderId: number,
  email: string,
  addresses: readonly CartAddress[],
) {
  await tx.query(
    `INSERT INTO sales_order_address (order_id, address_type, customer_address_id, email, prefix, firstname,
       middlename, lastname, suffix, company, coc, vat_id, street, postcode, city, region, region_code, region_id,
       country_code, telephone, fax)
     SELECT $1, a.type, a.customer_address_id, $2, a.prefix, a.firstname, a.middlename, a.lastname, a.suffix,
            a.company, a.coc, a.vat_id, ARRAY(SELECT json_array_elements_text(a.street)), a.postcode, a.city,
            a.region, a.region_code, a.region_id, a.country_code, a.telephone, a.fax
       FROM json_to_recordset($3::json) AS a(type text, customer_address_id int, prefix text, firstname text,
            middlename text, lastname text, suffix text, company text, coc text, vat_id text, street json,
            postcode text, city text, region text, region_code text, region_id int, country_code text,
            telephone text, fax text)`,
    [
      orderId,
      email,
      JSON.stringify(
        addresses.map((address) => ({
          type: address.type,
          customer_address_id: address.customerAddressId,
          prefix: address.prefix,
          firstname: address.firstname,
          middlename: address.middlename,
          lastname: address.lastname,
          suffix: address.suffix,
          company: address.company,
          coc: address.coc,
          vat_id: address.vatId,
          street: address.street,
          postcode: address.postcode,
          city: address.city,
          region: address.region,
          region_code: address.regionCode,
          region_id: address.regionId,
          country_code: address.countryCode,
          telephone: address.telephone,
          fax: address.fax,
        })),
      ),
    ],
  );
}

/**
 * The order lines as the seed writes them: one row per line carrying its prices; a configurable's
 * chosen child and a bundle's components as child rows (quantities only) that hold the stock.
 */
async function insertItems(tx: Queryable, orderId: number, store: StoreView, lines: readonly PricedLine[]) {
  const productIds = lines.flatMap((line) => [
    line.productId,
    ...(line.parentProductId ? [line.parentProductId] : []),
    ...line.components.map((component) => component.productId),
  ]);
  const products = new Map(
    (
      await tx.query<{ id: number; sku: string; name: string; url_key: string }>(
        `SELECT p.id, p.sku, ps.name, ps.url_key FROM product p
           JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $2
          WHERE p.id = ANY($1::int[])`,
        [productIds, store.code],
      )
    ).map((row) => [Number(row.id), row]),
  );
  const options = await optionLabels(tx, store.code, lines);
  const rowCount = lines.reduce(
    (count, line) => count + 1 + (line.parentProductId ? 1 : 0) + line.components.length,
    0,
  );
  const ids = (
    await tx.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('sales_order_item', 'id')) AS id FROM generate_series(1, $1)`,
      [rowCount],
    )
  ).map((row) => Number(row.id));
  const rows: ItemInsert[] = [];
  const zero = {
    price: 0,
    price_incl_tax: 0,
    original_price: 0,
    row_total: 0,
    row_total_incl_tax: 0,
    tax_amount: 0,
    discount_amount: 0,
  };
  for (const line of lines) {
    const id = ids[rows.length] as number;
    const listed = products.get(line.parentProductId ?? line.productId);
    rows.push({
      id,
      parent_item_id: null,
      product_id: line.parentProductId ?? line.productId,
      product_type: line.parentProductId ? 'configurable' : line.isBundle ? 'bundle' : 'simple',
      sku: line.sku,
      name: line.name,
      url_key: listed?.url_key ?? null,
      qty_ordered: line.qty,
      price: line.price,
      price_incl_tax: line.priceInclTax,
      original_price: line.originalPriceInclTax,
      row_total: line.rowTotal,
      row_total_incl_tax: line.rowTotalInclTax,
      tax_percent: line.taxRate,
      tax_amount: line.tax,
      discount_amount: line.discount,
      selected_options: options.get(line.id) ?? [],
    });
    const children = line.parentProductId
      ? [{ productId: line.productId, qty: line.qty }]
      : line.components.map((component) => ({
          productId: component.productId,
          qty: component.qty * line.qty,
        }));
    for (const child of children) {
      const product = products.get(child.productId);
      rows.push({
        id: ids[rows.length] as number,
        parent_item_id: id,
        product_id: child.productId,
        product_type: 'simple',
        sku: product?.sku ?? line.sku,
        name: product?.name ?? line.name,
        url_key: product?.url_key ?? null,
        qty_ordered: child.qty,
        tax_percent: line.taxRate,
        selected_options: [],
        ...zero,
      });
    }
  }
  await tx.query(
    `INSERT INTO sales_order_item (id, order_id, parent_item_id, product_id, product_type, sku, name, url_key,
       qty_ordered, price, price_incl_tax, original_price, row_total, row_total_incl_tax, tax_percent, tax_amount,
       discount_amount, selected_options)
     SELECT i.id, $1, i.parent_item_id, i.product_id, i.product_type, i.sku, i.name, i.url_key, i.qty_ordered,
            i.price, i.price_incl_tax, i.original_price, i.row_total, i.row_total_incl_tax, i.tax_percent,
            i.tax_amount, i.discount_amount, i.selected_options
       FROM jsonb_to_recordset($2::jsonb) AS i(id int, parent_item_id int, product_id int, product_type text,
            sku text, name text, url_key text, qty_ordered numeric, price numeric, price_incl_tax numeric,
            original_price numeric, row_total numeric, row_total_incl_tax numeric, tax_percent numeric,
            tax_amount numeric, discount_amount numeric, selected_options jsonb)
      ORDER BY i.id`,
    [orderId, JSON.stringify(rows)],
  );
}

/**
 * The options a line was chosen by, labelled in the store view: a configurable's attributes
 * (e.g. Größe: M), a bundle's components (option title: qty × product).
 */
async function optionLabels(
  tx: Queryable,
  storeCode: string,
  lines: readonly PricedLine[],
): Promise<Map<number, ItemInsert['selected_options']>> {
  const result = new Map<number, ItemInsert['selected_options']>();
  const configurable = lines.flatMap((line) =>
    line.parentProductId
      ? (line.line.selectedOptions as { attribute_code: string; option_id: number }[]).map((choice) => ({
          line: line.id,
          attribute_code: choice.attribute_code,
          option_id: choice.option_id,
        }))
      : [],
  );
  const bundles = lines.flatMap((line) =>
    line.components.map((component) => ({
      line: line.id,
      option_id: component.optionId,
      product_id: component.productId,
      qty: component.qty,
    })),
  );
  if (configurable.length > 0) {
    const rows = await tx.query<{
      line: number;
      attribute_code: string;
      option_id: number;
      label: string;
      value: string;
    }>(
      `SELECT c.line, c.attribute_code, c.option_id, COALESCE(s.label, c.attribute_code) AS label,
              COALESCE(os.label, c.option_id::text) AS value
         FROM json_to_recordset($1::json) AS c(n int, line int, attribute_code text, option_id int)
         LEFT JOIN attribute_store s ON s.attribute_code = c.attribute_code AND s.store_code = $2
         LEFT JOIN attribute_option_store os ON os.option_id = c.option_id AND os.store_code = $2
        ORDER BY c.n`,
      [JSON.stringify(configurable.map((choice, n) => ({ n, ...choice }))), storeCode],
    );
    for (const row of rows) {
      const list = result.get(Number(row.line)) ?? [];
      list.push({
        attribute_code: row.attribute_code,
        option_id: Number(row.option_id),
        label: row.label,
        value: row.value,
      });
      result.set(Number(row.line), list);
    }
  }
  if (bundles.length > 0) {
    const rows = await tx.query<{ line: number; title: string; name: string; qty: string }>(
      `SELECT b.line, COALESCE(bos.title, '') AS title, COALESCE(ps.name, '') AS name, b.qty
         FROM json_to_recordset($1::json) AS b(n int, line int, option_id int, product_id int, qty numeric)
         LEFT JOIN bundle_option_store bos ON bos.option_id = b.option_id AND bos.store_code = $2
         LEFT JOIN product_store ps ON ps.product_id = b.product_id AND ps.store_code = $2
        ORDER BY b.n`,
      [JSON.stringify(bundles.map((component, n) => ({ n, ...component }))), storeCode],
    );
    for (const row of rows) {
      const list = result.get(Number(row.line)) ?? [];
      list.push({ label: row.title, value: `${Number(row.qty)} × ${row.name}` });
      result.set(Number(row.line), list);
    }
  }
  return result;
}

/** Counts the coupon's use; a coupon used up meanwhile (its usage limit) stops the placement. */
async function useCoupon(tx: Queryable, pricing: CartPricing, customerId: number | null, language: string) {
  if (!pricing.coupon) return;
  const [coupon] = await tx.query<{ id: number }>(
    `UPDATE coupon SET times_used = times_used + 1
      WHERE code = $1 AND (usage_limit IS NULL OR times_used < usage_limit)
      RETURNING id`,
    [pricing.coupon.code],
  );
  if (!coupon) throw checkoutInputError(language, 'checkout.coupon_used_up', { code: pricing.coupon.code });
  if (customerId === null) return;
  await tx.query(
    `INSERT INTO coupon_usage (coupon_id, customer_id, times_used) VALUES ($1, $2, 1)
     ON CONFLICT (coupon_id, customer_id) DO UPDATE SET times_used = coupon_usage.times_used + 1`,
    [coupon.id, customerId],
  );
}
