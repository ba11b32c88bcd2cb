import { describe, expect, it } from 'vitest';
import { isWithin, priceDisplay, stockQuantityText } from './price-display';

const today = '2026-11-21';

describe('price display rules', () => {
  it('shows only the final price when there is no discount', () => {
    expect(priceDisplay({ regular: 19.95, final: 19.95 }, today)).toEqual({ final: 19.95 });
  });

  it('shows the regular price and the discount in whole percent (rounded down)', () => {
    const display = priceDisplay(
      { regular: 45.49, final: 33.95, discount: { percentOff: 25.37, amountOff: 11.54 } },
      today,
    );
    expect(display.regular).toBe(45.49);
    expect(display.discount).toEqual({ kind: 'percent', percent: 25 });
  });

  it('shows the amount off when the discount is below one percent', () => {
    const display = priceDisplay(
      { regular: 1000, final: 995, discount: { percentOff: 0.5, amountOff: 5 } },
      today,
    );
    expect(display.discount).toEqual({ kind: 'amount', amount: 5 });
  });

  it('shows a special price only within its dates', () => {
    const fields = { regular: 20, final: 14, specialPrice: 14, specialFrom: '2026-11-20 00:00:00' };
    expect(priceDisplay({ ...fields, specialTo: '2026-11-21 00:00:00' }, today).special).toEqual({
      price: 14,
      until: '2026-11-21',
    });
    expect(priceDisplay({ ...fields, specialTo: null }, today).special).toEqual({ price: 14 });
    expect(priceDisplay({ ...fields, specialTo: '2026-11-20' }, today).special).toBeUndefined();
    expect(priceDisplay({ ...fields, specialFrom: '2026-11-22' }, today).special).toBeUndefined();
  });

  it('shows the manufacturer price only above the final price', () => {
    expect(priceDisplay({ regular: 20, final: 14, manufacturerPrice: 22 }, today).manufacturerPrice).toBe(22);
    expect(
      priceDisplay({ regular: 20, final: 14, manufacturerPrice: 14 }, today).manufacturerPrice,
    ).toBeUndefined();
  });

  it('shows a cashback promotion only while it runs', () => {
    const cashback = { amount: 10, description: 'Cashback', startDate: '2026-11-01', endDate: '2026-11-21' };
    expect(priceDisplay({ regular: 20, final: 20, cashback }, today).cashback).toEqual({
      amount: 10,
      description: 'Cashback',
      endDate: '2026-11-21',
    });
    expect(priceDisplay({ regular: 20, final: 20, cashback }, '2026-11-22').cashback).toBeUndefined();
    expect(priceDisplay({ regular: 20, final: 20, cashback }, '2026-10-31').cashback).toBeUndefined();
  });

  it('computes the German base price from inhalt and grundeinheit', () => {
    const display = priceDisplay(
      { regular: 30, final: 29.99, inhalt: 2.4, verkaufseinheit: 'Paket', grundeinheit: 'm²' },
      today,
    );
    expect(display.basePrice).toEqual({ price: 12.5, unit: 'm²', content: 2.4, salesUnit: 'Paket' });
    expect(
      priceDisplay({ regular: 30, final: 30, inhalt: 0, grundeinheit: 'm²' }, today).basePrice,
    ).toBeUndefined();
    expect(priceDisplay({ regular: 30, final: 30, inhalt: 2 }, today).basePrice).toBeUndefined();
  });

  it('compares calendar days with open ends', () => {
    expect(isWithin(today, null, null)).toBe(true);
    expect(isWithin(today, '2026-11-21 10:00:00', '2026-11-21')).toBe(true);
    expect(isWithin(today, '2026-11-22', undefined)).toBe(false);
  });

  it('shows the stock quantity up to the display limit', () => {
    expect(stockQuantityText(3, 10)).toBe('3');
    expect(stockQuantityText(10, 10)).toBe('10+');
    expect(stockQuantityText(227, null)).toBe('227');
    expect(stockQuantityText(0, 10)).toBeUndefined();
    expect(stockQuantityText(null, 10)).toBeUndefined();
  });
});
