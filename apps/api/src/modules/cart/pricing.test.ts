import { describe, expect, it } from 'vitest';
import { computeTotals, taxIncluded } from './pricing.js';

describe('computeTotals', () => {
  const line = (unitPriceInclTax: number, qty: number, taxRate: number) => ({
    unitPriceInclTax,
    originalUnitPriceInclTax: unitPriceInclTax,
    qty,
    taxRate,
  });

  it('takes tax out of gross prices per row and adds shipping to the grand total', () => {
    const totals = computeTotals([line(1190, 2, 19), line(1070, 1, 7)], null, 495, 19);
    expect(totals.subtotalInclTax).toBe(3450);
    expect(totals.lines.map((row) => row.tax)).toEqual([380, 70]);
    expect(totals.subtotal).toBe(3450 - 450);
    expect(totals.shippingTax).toBe(taxIncluded(495, 19));
    expect(totals.tax).toBe(450 + taxIncluded(495, 19));
    expect(totals.grandTotal).toBe(3450 + 495);
  });

  it('spreads a fixed discount over the rows in proportion, the rounding rest on the last row', () => {
    const totals = computeTotals(
      [line(1000, 1, 19), line(333, 1, 19), line(0, 1, 19)],
      { type: 'fixed', amount: 500 },
      0,
      19,
    );
    expect(totals.lines.map((row) => row.discount)).toEqual([375, 125, 0]);
    expect(totals.discount).toBe(500);
    expect(totals.grandTotal).toBe(1333 - 500);
    // Tax is taken from what is paid after the discount.
    expect(totals.lines[0]?.tax).toBe(taxIncluded(625, 19));
  });

  it('caps a fixed discount at the subtotal and rounds a percentage per row', () => {
    expect(computeTotals([line(300, 1, 21)], { type: 'fixed', amount: 500 }, 0, 21).grandTotal).toBe(0);
    const percent = computeTotals([line(999, 1, 21), line(1, 3, 21)], { type: 'percent', amount: 10 }, 0, 21);
    expect(percent.lines.map((row) => row.discount)).toEqual([100, 0]);
    expect(percent.grandTotal).toBe(1002 - 100);
  });
});
