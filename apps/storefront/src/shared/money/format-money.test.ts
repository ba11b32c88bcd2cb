import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormat } from './format-money';

const nbsp = '\u00a0';

function format(locale: string, showDashForWholeAmounts: boolean, hideZeroDecimals: boolean): MoneyFormat {
  return { locale, currency: 'EUR', showDashForWholeAmounts, hideZeroDecimals };
}

describe('formatMoney', () => {
  it('formats with locale and currency', () => {
    expect(formatMoney(1234.5, format('de-DE', false, false))).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(12.5, format('nl-NL', false, false))).toBe(`€${nbsp}12,50`);
    expect(formatMoney(12.5, format('en-GB', false, false))).toBe('€12.50');
    expect(formatMoney(12.5, format('de-DE', false, false), 'USD')).toBe(`12,50${nbsp}$`);
  });

  // Every combination of the two options, for a whole amount and an amount with cents, in the
  // German (symbol after) and Dutch (symbol before) locale.
  it.each([
    ['de-DE', false, false, 12, `12,00${nbsp}€`],
    ['de-DE', false, false, 12.5, `12,50${nbsp}€`],
    ['de-DE', true, false, 12, `12,-${nbsp}€`],
    ['de-DE', true, false, 12.5, `12,50${nbsp}€`],
    ['de-DE', false, true, 12, `12${nbsp}€`],
    ['de-DE', false, true, 12.05, `12,05${nbsp}€`],
    // Both on: the dash wins (it says "whole amount" more clearly than nothing).
    ['de-DE', true, true, 12, `12,-${nbsp}€`],
    ['de-DE', true, true, 12.5, `12,50${nbsp}€`],
    ['nl-NL', false, false, 1250, `€${nbsp}1.250,00`],
    ['nl-NL', true, false, 1250, `€${nbsp}1.250,-`],
    ['nl-NL', true, false, 0.99, `€${nbsp}0,99`],
    ['nl-NL', false, true, 1250, `€${nbsp}1.250`],
    ['nl-NL', true, true, 7, `€${nbsp}7,-`],
    ['en-GB', true, false, 7, '€7.-'],
    ['en-GB', false, true, 7, '€7'],
  ])('%s dash=%s hideZero=%s formats %d as %s', (locale, dash, hideZero, amount, expected) => {
    expect(formatMoney(amount, format(locale, dash, hideZero))).toBe(expected);
  });

  it('rounds to cents before deciding an amount is whole', () => {
    expect(formatMoney(11.999, format('de-DE', true, false))).toBe(`12,-${nbsp}€`);
    expect(formatMoney(-5, format('de-DE', false, true))).toBe(`-5${nbsp}€`);
  });
});
