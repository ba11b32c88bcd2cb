import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormat } from './format-money';

const german: MoneyFormat = {
  locale: 'de-DE',
  currency: 'EUR',
  showDashForWholeAmounts: false,
  hideZeroDecimals: false,
};
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats with locale and currency', () => {
    expect(formatMoney(1234.5, german)).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(12, german)).toBe(`12,00${nbsp}€`);
    expect(formatMoney(12.5, { ...german, locale: 'nl-NL' })).toBe(`€${nbsp}12,50`);
  });

  it("shows ',-' for whole amounts when configured", () => {
    expect(formatMoney(12, { ...german, showDashForWholeAmounts: true })).toBe(`12,-${nbsp}€`);
    expect(formatMoney(12.5, { ...german, showDashForWholeAmounts: true })).toBe(`12,50${nbsp}€`);
  });

  it('hides zero decimals when configured', () => {
    expect(formatMoney(12, { ...german, hideZeroDecimals: true })).toBe(`12${nbsp}€`);
    expect(formatMoney(12.05, { ...german, hideZeroDecimals: true })).toBe(`12,05${nbsp}€`);
  });
});
