/**
 * Order arithmetic in whole cents, so that stored totals add up exactly. Catalogue prices and
 * shipping prices include tax; tax is taken out at the destination's rate (tax = gross * r / (100 + r)).
 */

export interface LineInput {
  /** Unit price incl. tax, in cents. */
  unitPriceInclTax: number;
  qty: number;
  /** Percent. */
  taxRate: number;
}

export interface Discount {
  type: 'percent' | 'fixed';
  /** Percent, or cents incl. tax for 'fixed'. */
  amount: number;
}

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

export function taxIncluded(grossCents: number, rate: number): number {
  return Math.round((grossCents * rate) / (100 + rate));
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Discount per row: a percentage of each row, or a fixed amount (capped at the subtotal) spread over
 * the rows in proportion to their totals, the rounding rest on the last row.
 */
function rowDiscounts(rowTotals: readonly number[], discount: Discount | null): number[] {
  if (!discount) return rowTotals.map(() => 0);
  if (discount.type === 'percent') return rowTotals.map((row) => Math.round((row * discount.amount) / 100));
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0);
  const total = Math.min(discount.amount, subtotal);
  if (subtotal === 0) return rowTotals.map(() => 0);
  const shares = rowTotals.map((row) => Math.floor((row * total) / subtotal));
  const rest = total - shares.reduce((sum, share) => sum + share, 0);
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + rest;
  return shares;
}

export function computeOrderTotals(
  lines: readonly LineInput[],
  discount: Discount | null,
  shippingInclTax: number,
  shippingTaxRate: number,
): OrderTotals {
  const grossRows = lines.map((line) => line.unitPriceInclTax * line.qty);
  const discounts = rowDiscounts(grossRows, discount);
  const lineTotals = lines.map((line, index): LineTotals => {
    const gross = grossRows[index] as number;
    const lineDiscount = discounts[index] as number;
    return {
      unitPrice: line.unitPriceInclTax - taxIncluded(line.unitPriceInclTax, line.taxRate),
      unitPriceInclTax: line.unitPriceInclTax,
      rowTotal: gross - taxIncluded(gross, line.taxRate),
      rowTotalInclTax: gross,
      discount: lineDiscount,
      tax: taxIncluded(gross - lineDiscount, line.taxRate),
      taxRate: line.taxRate,
    };
  });
  const shippingTax = taxIncluded(shippingInclTax, shippingTaxRate);
  const taxByRate = new Map<number, number>();
  const addTax = (rate: number, cents: number) => taxByRate.set(rate, (taxByRate.get(rate) ?? 0) + cents);
  for (const line of lineTotals) addTax(line.taxRate, line.tax);
  if (shippingInclTax > 0) addTax(shippingTaxRate, shippingTax);
  const sum = (pick: (line: LineTotals) => number) =>
    lineTotals.reduce((total, line) => total + pick(line), 0);
  const subtotalInclTax = sum((line) => line.rowTotalInclTax);
  const discountTotal = sum((line) => line.discount);
  return {
    lines: lineTotals,
    subtotal: sum((line) => line.rowTotal),
    subtotalInclTax,
    discount: discountTotal,
    shippingAmount: shippingInclTax - shippingTax,
    shippingTax,
    shippingInclTax,
    tax: sum((line) => line.tax) + shippingTax,
    grandTotal: subtotalInclTax - discountTotal + shippingInclTax,
    taxByRate,
  };
}
