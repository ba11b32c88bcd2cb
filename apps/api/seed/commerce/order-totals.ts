/**
 * The totals of a seeded order, by the cart's own arithmetic (`computeTotals` of the cart module), so
 * that demo orders add up exactly as the orders the api places: whole cents, prices incl. tax, tax
 * taken out at the destination's rate (tax = gross * r / (100 + r)) after the discount.
 */
import { computeTotals, type DiscountRule, fromCents, toCents } from '../../src/modules/cart/index.js';

export { fromCents, toCents };

export interface LineInput {
  /** Unit price incl. tax, in cents. */
  unitPriceInclTax: number;
  qty: number;
  /** Percent. */
  taxRate: number;
}

/** Percent, or cents incl. tax for 'fixed'. */
export type Discount = DiscountRule;

export interface LineTotals {
  unitPrice: number;
  unitPriceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  discount: number;
  /** Tax on the row after its discount. */
  tax: number;
  taxRate: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  subtotal: number;
  subtotalInclTax: number;
  discount: number;
  shippingAmount: number;
  shippingTax: number;
  shippingInclTax: number;
  tax: number;
  grandTotal: number;
  /** Tax per rate (percent → cents), shipping included at its rate. */
  taxByRate: Map<number, number>;
}

/** `computeTotals` plus what an order row stores beside it: each line's rate and the tax per rate. */
export function computeOrderTotals(
  lines: readonly LineInput[],
  discount: Discount | null,
  shippingInclTax: number,
  shippingTaxRate: number,
): OrderTotals {
  const totals = computeTotals(
    lines.map((line) => ({ ...line, originalUnitPriceInclTax: line.unitPriceInclTax })),
    discount,
    shippingInclTax,
    shippingTaxRate,
  );
  const lineTotals = totals.lines.map(
    (line, index): LineTotals => ({
      unitPrice: line.unitPrice,
      unitPriceInclTax: line.unitPriceInclTax,
      rowTotal: line.rowTotal,
      rowTotalInclTax: line.rowTotalInclTax,
      discount: line.discount,
      tax: line.tax,
      taxRate: lines[index]?.taxRate ?? 0,
    }),
  );
  const taxByRate = new Map<number, number>();
  const addTax = (rate: number, cents: number) => taxByRate.set(rate, (taxByRate.get(rate) ?? 0) + cents);
  for (const line of lineTotals) addTax(line.taxRate, line.tax);
  if (shippingInclTax > 0) addTax(shippingTaxRate, totals.shippingTax);
  return {
    lines: lineTotals,
    subtotal: totals.subtotal,
    subtotalInclTax: totals.subtotalInclTax,
    discount: totals.discount,
    shippingAmount: shippingInclTax - totals.shippingTax,
    shippingTax: totals.shippingTax,
    shippingInclTax,
    tax: totals.tax,
    grandTotal: totals.grandTotal,
    taxByRate,
  };
}
