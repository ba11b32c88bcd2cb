import type { Queryable } from '../../db/database.js';
import type { StoreView } from '../store/stores.js';
import { type CartProduct, loadCartProducts, type TaxClass } from './catalog.js';
import { couponRefusal, findCoupon } from './coupons.js';
import { type BundleChoice, type CartLine, isBundleLine, loadCartLines, unavailableLines } from './items.js';
import type { CartRecord } from './records.js';
import {
  type CartAddress,
  DEFAULT_COUNTRY,
  freeShippingThreshold,
  loadCartAddresses,
  type ShippingRate,
  shippingRates,
} from './shipping.js';

// --- Arithmetic in whole cents ----------------------------------------------------------------------

/** One line for the arithmetic: unit prices incl. tax in cents. */
export interface LineAmounts {
  unitPriceInclTax: number;
  originalUnitPriceInclTax: number;
  qty: number;
  /** Percent. */
  taxRate: number;
}

/** A coupon's discount: percent, or cents incl. tax off the subtotal. */
export interface DiscountRule {
  type: 'percent' | 'fixed';
  amount: number;
}

export interface LineTotalsCents {
  unitPrice: number;
  unitPriceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  originalRowTotalInclTax: number;
  /** Coupon discount incl. tax. */
  discount: number;
  /** Tax of the row after its discount. */
  tax: number;
}

export interface TotalsCents {
  lines: LineTotalsCents[];
  subtotal: number;
  subtotalInclTax: number;
  subtotalWithDiscount: number;
  discount: number;
  shippingInclTax: number;
  shippingTax: number;
  tax: number;
  /** subtotalInclTax - discount + shippingInclTax (the CHECK of sales_order). */
  grandTotal: number;
}

/** The tax inside a gross amount: gross * r / (100 + r), rounded to the cent. */
export function taxIncluded(grossCents: number, rate: number): number {
  return Math.round((grossCents * rate) / (100 + rate));
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * Discount per row: a percentage of each row, or a fixed amount (capped at the subtotal) spread over
 * the rows in proportion to their totals, the rounding rest on the last row that has a total.
 */
function rowDiscounts(rows: readonly number[], rule: DiscountRule | null): number[] {
  if (!rule) return rows.map(() => 0);
  if (rule.type === 'percent') return rows.map((row) => Math.round((row * Math.min(rule.amount, 100)) / 100));
  const subtotal = rows.reduce((sum, row) => sum + row, 0);
  if (subtotal === 0) return rows.map(() => 0);
  const total = Math.min(rule.amount, subtotal);
  const shares = rows.map((row) => Math.floor((row * total) / subtotal));
  const rest = total - shares.reduce((sum, share) => sum + share, 0);
  const last = rows.findLastIndex((row) => row > 0);
  shares[last] = (shares[last] ?? 0) + rest;
  return shares;
}

/**
 * Every total of a cart or order from its lines (prices incl. tax), the discount rule and the
 * shipping price incl. tax, in cents. Tax is taken out of each row after its discount, and out of
 * shipping at `shippingTaxRate`.
 */
export function computeTotals(
  lines: readonly LineAmounts[],
  rule: DiscountRule | null,
  shippingInclTax: number,
  shippingTaxRate: number,
): TotalsCents {
  const grossRows = lines.map((line) => Math.round(line.unitPriceInclTax * line.qty));
  const discounts = rowDiscounts(grossRows, rule);
  const totals = lines.map((line, index): LineTotalsCents => {
    const gross = grossRows[index] as number;
    const discount = discounts[index] as number;
    return {
      unitPrice: line.unitPriceInclTax - taxIncluded(line.unitPriceInclTax, line.taxRate),
      unitPriceInclTax: line.unitPriceInclTax,
      rowTotal: gross - taxIncluded(gross, line.taxRate),
      rowTotalInclTax: gross,
      originalRowTotalInclTax: Math.round(line.originalUnitPriceInclTax * line.qty),
      discount,
      tax: taxIncluded(gross - discount, line.taxRate),
    };
  });
  const sum = (pick: (line: LineTotalsCents) => number) =>
    totals.reduce((total, line) => total + pick(line), 0);
  const subtotalInclTax = sum((line) => line.rowTotalInclTax);
  const discount = sum((line) => line.discount);
  const shippingTax = taxIncluded(shippingInclTax, shippingTaxRate);
  return {
    lines: totals,
    subtotal: sum((line) => line.rowTotal),
    subtotalInclTax,
    subtotalWithDiscount: sum((line) => line.rowTotalInclTax - line.discount - line.tax),
    discount,
    shippingInclTax,
    shippingTax,
    tax: sum((line) => line.tax) + shippingTax,
    grandTotal: subtotalInclTax - discount + shippingInclTax,
  };
}

// --- A cart's prices ------------------------------------------------------------------------------

/** One bundle component of a priced bundle line. */
export interface PricedComponent {
  optionId: number;
  selectionId: number;
  productId: number;
  /** Units per bundle. */
  qty: number;
  priceInclTax: number;
  originalPriceInclTax: number;
}

/** A cart line with its prices; money in euros (2 decimals), incl. tax unless named otherwise. */
export interface PricedLine {
  /** cart_item id. */
  id: number;
  productId: number;
  parentProductId: number | null;
  sku: string;
  name: string;
  qty: number;
  isSample: boolean;
  isBundle: boolean;
  line: CartLine;
  taxClass: TaxClass;
  taxRate: number;
  /** Unit price excl. tax. */
  price: number;
  priceInclTax: number;
  /** Unit price before catalogue discounts (special prices). */
  originalPriceInclTax: number;
  /** Row total excl. tax, before the coupon. */
  rowTotal: number;
  rowTotalInclTax: number;
  originalRowTotalInclTax: number;
  /** Coupon discount on the row. */
  discount: number;
  /** The coupon behind the discount (when there is one on this row). */
  coupon: { code: string; label: string } | null;
  /** Tax of the row after the discount. */
  tax: number;
  /** False when a product is disabled or the cart wants more than is in stock. */
  available: boolean;
  components: PricedComponent[];
}

/** A shipping method for the destination with the price the shopper pays. */
export interface PricedShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  isPickup: boolean;
  /** Free through the free-shipping amount or a free-shipping coupon. */
  isFree: boolean;
  priceInclTax: number;
  priceExclTax: number;
  tax: number;
}

export interface AppliedTax {
  /** tax_rate.code, e.g. 'DE-standard'. */
  code: string;
  label: string;
  rate: number;
  amount: number;
}

/** Everything the cart shows and an order copies; money in euros (2 decimals). */
export interface CartPricing {
  cart: CartRecord;
  /** The guest's e-mail, or the customer's account e-mail. */
  email: string | null;
  currency: string;
  /** The country whose VAT applies: the shipping address's, else DEFAULT_COUNTRY. */
  taxCountry: string;
  lines: PricedLine[];
  totalQuantity: number;
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  /** The applied coupon while it is valid for the cart. */
  coupon: { code: string; label: string; freeShipping: boolean } | null;
  /** The methods for the tax country (the shipping address's, else the default country). */
  availableShippingMethods: PricedShippingMethod[];
  /** The selected method while it is available for the destination. */
  shippingMethod: PricedShippingMethod | null;
  /** The amount from which shipping is free for the destination (null: switched off). */
  freeShippingAmount: number | null;
  subtotalExclTax: number;
  subtotalInclTax: number;
  subtotalWithDiscountExclTax: number;
  discount: number;
  shippingInclTax: number;
  shippingExclTax: number;
  shippingTax: number;
  taxes: AppliedTax[];
  taxTotal: number;
  grandTotal: number;
  grandTotalExclTax: number;
}

interface TaxRateInfo {
  code: string;
  rate: number;
  label: string;
}

async function taxRatesFor(
  db: Queryable,
  country: string,
  storeCode: string,
): Promise<Map<TaxClass, TaxRateInfo>> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT t.code, t.tax_class, t.rate::float8 AS rate, coalesce(s.title, t.code) AS title
       FROM tax_rate t LEFT JOIN tax_rate_store s ON s.tax_rate_id = t.id AND s.store_code = $2
      WHERE t.country_code = $1`,
    [country, storeCode],
  );
  const result = new Map<TaxClass, TaxRateInfo>(
    rows.map((row) => [
      row.tax_class as TaxClass,
      { code: String(row.code), rate: Number(row.rate), label: String(row.title) },
    ]),
  );
  return result;
}

/** Today in the store view's time zone, as YYYY-MM-DD. */
export function storeToday(store: Pick<StoreView, 'timezone'>): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: store.timezone }).format(new Date());
}

/** Money and days in the store view's style, for messages. */
export function storeFormats(store: Pick<StoreView, 'locale' | 'defaultDisplayCurrencyCode'>) {
  const locale = store.locale.replace('_', '-');
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: store.defaultDisplayCurrencyCode,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (amount: number) => money.format(amount),
    date: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
  };
}

interface LineBasis {
  line: CartLine;
  product: CartProduct;
  name: string;
  unitInclTax: number;
  originalUnitInclTax: number;
  components: PricedComponent[];
}

/** Unit prices in cents: a bundle is the sum of its components at their quantities; a sample is free. */
async function lineBases(db: Queryable, storeCode: string, lines: readonly CartLine[]): Promise<LineBasis[]> {
  const bundleChoices = lines.flatMap((line) =>
    isBundleLine(line) ? (line.selectedOptions as BundleChoice[]) : [],
  );
  const selectionIds = bundleChoices.flatMap((choice) => choice.selection_ids);
  const selections = new Map<number, number>();
  if (selectionIds.length > 0) {
    const rows = await db.query<{ id: number; product_id: number }>(
      'SELECT id, product_id FROM bundle_selection WHERE id = ANY($1::int[])',
      [selectionIds],
    );
    for (const row of rows) selections.set(Number(row.id), Number(row.product_id));
  }
  const productIds = [
    ...lines.flatMap((line) => [line.productId, ...(line.parentProductId ? [line.parentProductId] : [])]),
    ...selections.values(),
  ];
  const products = await loadCartProducts(db, storeCode, productIds);
  return lines.flatMap((line): LineBasis[] => {
    const product = products.get(line.productId);
    if (!product) return [];
    const parent = line.parentProductId ? products.get(line.parentProductId) : undefined;
    const components: PricedComponent[] = [];
    if (isBundleLine(line)) {
      for (const choice of line.selectedOptions as BundleChoice[]) {
        for (const selectionId of choice.selection_ids) {
          const component = products.get(selections.get(selectionId) ?? -1);
          if (!component) continue;
          components.push({
            optionId: choice.option_id,
            selectionId,
            productId: component.id,
            qty: choice.qty,
            priceInclTax: component.finalPrice,
            originalPriceInclTax: component.price,
          });
        }
      }
    }
    // A component sold by measure may be a fraction: its share is rounded up, never below its cost.
    const sumOf = (pick: (component: PricedComponent) => number) =>
      components.reduce(
        (sum, component) => sum + Math.ceil(toCents(pick(component)) * component.qty - 1e-6),
        0,
      );
    const unitInclTax = line.isSample
      ? 0
      : isBundleLine(line)
        ? sumOf((component) => component.priceInclTax)
        : toCents(product.finalPrice);
    const originalUnitInclTax = line.isSample
      ? 0
      : isBundleLine(line)
        ? sumOf((component) => component.originalPriceInclTax)
        : toCents(product.price);
    return [
      { line, product, name: parent?.name ?? product.name, unitInclTax, originalUnitInclTax, components },
    ];
  });
}

/**
 * Prices the cart: lines (row totals excl./incl. tax, coupon discount per row), taxes by the
 * destination country and tax class, the coupon while it is valid, shipping methods with the
 * free-shipping rules, and the totals (grand total = subtotal incl. tax - discount + shipping
 * incl. tax). Reads only; `db` may be a transaction to see its changes.
 */
export async function priceCart(db: Queryable, cart: CartRecord, store: StoreView): Promise<CartPricing> {
  const lines = await loadCartLines(db, cart.id);
  const addresses = await loadCartAddresses(db, cart.id);
  const taxCountry = addresses.shipping?.countryCode ?? DEFAULT_COUNTRY;
  const rates = await taxRatesFor(db, taxCountry, store.code);
  const zeroRate = (taxClass: TaxClass): TaxRateInfo => ({
    code: `${taxCountry}-${taxClass}`,
    rate: 0,
    label: '',
  });
  const rateOf = (taxClass: TaxClass) => rates.get(taxClass) ?? zeroRate(taxClass);
  const bases = await lineBases(db, store.code, lines);
  const unavailable = await unavailableLines(db, store.code, lines);
  const amounts = bases.map((basis) => ({
    unitPriceInclTax: basis.unitInclTax,
    originalUnitPriceInclTax: basis.originalUnitInclTax,
    qty: basis.line.qty,
    taxRate: rateOf(basis.product.taxClass).rate,
  }));
  const before = computeTotals(amounts, null, 0, 0);

  const coupon = cart.couponCode ? await findCoupon(db, cart.couponCode, store.code, cart) : null;
  const validCoupon =
    coupon &&
    coupon.label !== null &&
    !couponRefusal(coupon, fromCents(before.subtotalInclTax), storeToday(store), storeFormats(store))
      ? coupon
      : null;
  const rule: DiscountRule | null =
    validCoupon && validCoupon.amount > 0
      ? {
          type: validCoupon.type,
          amount: validCoupon.type === 'fixed' ? toCents(validCoupon.amount) : validCoupon.amount,
        }
      : null;

  const threshold = await freeShippingThreshold(db, taxCountry);
  const thresholdBasis = threshold?.includeTax === false ? before.subtotal : before.subtotalInclTax;
  const freeByAmount = threshold !== null && lines.length > 0 && thresholdBasis >= toCents(threshold.amount);
  const shippingRate = rateOf('standard').rate;
  const priceMethod = (method: ShippingRate): PricedShippingMethod => {
    const isFree = method.freeShippingEligible && (freeByAmount || validCoupon?.freeShipping === true);
    const gross = isFree ? 0 : toCents(method.rateInclTax);
    const tax = taxIncluded(gross, shippingRate);
    return {
      carrierCode: method.carrierCode,
      methodCode: method.methodCode,
      carrierTitle: method.carrierTitle,
      methodTitle: method.methodTitle,
      isPickup: method.isPickup,
      isFree,
      priceInclTax: fromCents(gross),
      priceExclTax: fromCents(gross - tax),
      tax: fromCents(tax),
    };
  };
  const available = (await shippingRates(db, store.code, taxCountry)).map(priceMethod);
  const selected =
    addresses.shipping && cart.shippingCarrierCode
      ? (available.find(
          (method) =>
            method.carrierCode === cart.shippingCarrierCode && method.methodCode === cart.shippingMethodCode,
        ) ?? null)
      : null;

  const totals = computeTotals(amounts, rule, toCents(selected?.priceInclTax ?? 0), shippingRate);
  const taxes = new Map<string, AppliedTax>();
  const addTax = (info: TaxRateInfo, cents: number) => {
    if (cents === 0) return;
    const entry = taxes.get(info.code) ?? { code: info.code, label: info.label, rate: info.rate, amount: 0 };
    entry.amount = fromCents(toCents(entry.amount) + cents);
    taxes.set(info.code, entry);
  };
  const pricedLines = bases.map((basis, index): PricedLine => {
    const line = totals.lines[index] as LineTotalsCents;
    const rate = rateOf(basis.product.taxClass);
    addTax(rate, line.tax);
    return {
      id: basis.line.id,
      productId: basis.line.productId,
      parentProductId: basis.line.parentProductId,
      sku: basis.line.sku,
      name: basis.name,
      qty: basis.line.qty,
      isSample: basis.line.isSample,
      isBundle: isBundleLine(basis.line),
      line: basis.line,
      taxClass: basis.product.taxClass,
      taxRate: rate.rate,
      price: fromCents(line.unitPrice),
      priceInclTax: fromCents(line.unitPriceInclTax),
      originalPriceInclTax: fromCents(basis.originalUnitInclTax),
      rowTotal: fromCents(line.rowTotal),
      rowTotalInclTax: fromCents(line.rowTotalInclTax),
      originalRowTotalInclTax: fromCents(line.originalRowTotalInclTax),
      discount: fromCents(line.discount),
      coupon:
        validCoupon && line.discount > 0
          ? { code: validCoupon.code, label: validCoupon.label ?? validCoupon.code }
          : null,
      tax: fromCents(line.tax),
      available: !unavailable.has(basis.line.id),
      components: basis.components,
    };
  });
  addTax(rateOf('standard'), totals.shippingTax);

  return {
    cart,
    email: await cartEmail(db, cart),
    currency: cart.currencyCode,
    taxCountry,
    lines: pricedLines,
    totalQuantity: lines.reduce((sum, line) => sum + line.qty, 0),
    shippingAddress: addresses.shipping,
    billingAddress: addresses.billing,
    coupon: validCoupon
      ? {
          code: validCoupon.code,
          label: validCoupon.label ?? validCoupon.code,
          freeShipping: validCoupon.freeShipping,
        }
      : null,
    availableShippingMethods: available,
    shippingMethod: selected,
    freeShippingAmount: threshold?.amount ?? null,
    subtotalExclTax: fromCents(totals.subtotal),
    subtotalInclTax: fromCents(totals.subtotalInclTax),
    subtotalWithDiscountExclTax: fromCents(totals.subtotalWithDiscount),
    discount: fromCents(totals.discount),
    shippingInclTax: fromCents(totals.shippingInclTax),
    shippingExclTax: fromCents(totals.shippingInclTax - totals.shippingTax),
    shippingTax: fromCents(totals.shippingTax),
    taxes: [...taxes.values()],
    taxTotal: fromCents(totals.tax),
    grandTotal: fromCents(totals.grandTotal),
    grandTotalExclTax: fromCents(totals.grandTotal - totals.tax),
  };
}

/** A customer cart's e-mail is the account's; a guest cart's the one the guest gave. */
async function cartEmail(db: Queryable, cart: CartRecord): Promise<string | null> {
  if (cart.customerId === null) return cart.email;
  const [row] = await db.query<{ email: string }>('SELECT email FROM customer WHERE id = $1', [
    cart.customerId,
  ]);
  return row?.email ?? cart.email;
}
