import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, type MoneyFormat, moneyParts } from './format-money';

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

describe('moneyParts', () => {
  // The shop's own patterns for euros must write exactly what Intl writes (the full ICU data of
  // Node.js), rounding included.
  const amounts = [
    0, -0, 0.004, 0.005, 0.01, 0.1, 1, 1.005, 1.015, 1.255, 2.675, 8.345, 9.99, 10.235, 12, 99.995, 100,
    999.995, 1000, 1234.5, 12345.678, 123456.78, 999999.999, 1234567.891, 99999999999.99, -0.001, -5,
    -1234.56, 1e-7, 1e12, 1e21,
  ];
  for (let index = 0; index < 200; index++)
    amounts.push(Math.round(Math.random() * 10 ** (index % 9) * 1000) / 1000);

  it.each(['de-DE', 'nl-NL', 'en-GB'])('writes euros in %s as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    for (const amount of amounts) {
      expect(moneyParts(amount, locale, 'EUR'), String(amount)).toEqual(
        intl.formatToParts(amount).map(({ type, value }) => ({ type, value })),
      );
    }
  });

  it('leaves other currencies and locales to Intl', () => {
    expect(
      moneyParts(5, 'de-AT', 'EUR')
        .map((part) => part.value)
        .join(''),
    ).toBe(new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(5));
    expect(
      moneyParts(5, 'de-DE', 'CHF')
        .map((part) => part.value)
        .join(''),
    ).toBe(`5,00${nbsp}CHF`);
  });
});

describe('formatNumber', () => {
  const values = [
    0, -0, 0.0004, 0.0005, 0.05, 0.25, 0.35, 1, 1.0005, 1.25, 2.675, 4.25, 4.75, 9.95, 9.999, 12, 100,
    999.9995, 1000, 1234.5, 12345.6789, 999999.9999, 1234567.891, 99999999999.99, -0.0004, -0.4, -5, -1234.56,
    1e-7, 1e12,
  ];
  for (let index = 0; index < 200; index++)
    values.push(Math.round(Math.random() * 10 ** (index % 9) * 10000) / 10000);

  it.each([
    ['de-DE', 3],
    ['nl-NL', 3],
    ['en-GB', 3],
    ['de-DE', 1],
    ['nl-NL', 1],
    ['en-GB', 0],
  ])('writes a number in %s with at most %d decimals as Intl.NumberFormat does', (locale, decimals) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals });
    for (const value of values)
      expect(formatNumber(value, locale, decimals), String(value)).toBe(intl.format(value));
  });

  it('leaves other locales to Intl', () => {
    expect(formatNumber(1234.5, 'de-CH')).toBe(new Intl.NumberFormat('de-CH').format(1234.5));
  });
});
