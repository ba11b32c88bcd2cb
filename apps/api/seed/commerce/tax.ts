import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import type { StoreCode } from './i18n.js';
import { rowsPerStore } from './i18n.js';

export type TaxClass = 'standard' | 'reduced';

/**
 * Standard and (main) reduced VAT rates in percent, as in force in 2025/2026. Countries without a
 * reduced rate for goods (DK) use the standard rate for both classes.
 */
const RATES: Readonly<Record<string, readonly [standard: number, reduced: number]>> = {
  AT: [20, 10],
  BE: [21, 6],
  BG: [20, 9],
  HR: [25, 13],
  CY: [19, 5],
  CZ: [21, 12],
  DK: [25, 25],
  EE: [24, 9],
  FI: [25.5, 14],
  FR: [20, 5.5],
  DE: [19, 7],
  GR: [24, 13],
  HU: [27, 5],
  IE: [23, 13.5],
  IT: [22, 10],
  LV: [21, 12],
  LT: [21, 9],
  LU: [17, 8],
  MT: [18, 7],
  NL: [21, 9],
  PL: [23, 8],
  PT: [23, 6],
  RO: [21, 11],
  SK: [23, 19],
  SI: [22, 9.5],
  ES: [21, 10],
  SE: [25, 12],
  CH: [8.1, 2.6],
  GB: [20, 5],
  NO: [25, 15],
};

const TAX_CLASSES: readonly TaxClass[] = ['standard', 'reduced'];

/** The rate (percent) a shipment to `country` pays for goods of `taxClass`. */
export function taxRate(country: string, taxClass: TaxClass): number {
  const rates = RATES[country];
  if (!rates) throw new Error(`no tax rates for country ${country}`);
  return taxClass === 'standard' ? rates[0] : rates[1];
}

export function taxRateCode(country: string, taxClass: TaxClass): string {
  return `${country}-${taxClass}`;
}

/** 'MwSt. 19 %', 'BTW 21%', 'VAT 20%': the name and number style of the store view's language. */
export function taxTitle(rate: number, store: StoreCode): string {
  switch (store) {
    case 'de':
      return `MwSt. ${String(rate).replace('.', ',')} %`;
    case 'nl':
      return `BTW ${String(rate).replace('.', ',')}%`;
    case 'en':
      return `VAT ${rate}%`;
  }
}

export async function seedTaxRates(db: Queryable): Promise<void> {
  const rates = Object.keys(RATES).flatMap((country) =>
    TAX_CLASSES.map((taxClass) => ({ country, taxClass, rate: taxRate(country, taxClass) })),
  );
  await insertRows(
    db,
    'tax_rate',
    ['id', 'code', 'country_code', 'tax_class', 'rate'],
    rates.map((rate, index) => [
      index + 1,
      taxRateCode(rate.country, rate.taxClass),
      rate.country,
      rate.taxClass,
      rate.rate,
    ]),
  );
  await insertRows(
    db,
    'tax_rate_store',
    ['tax_rate_id', 'store_code', 'title'],
    rates.flatMap((rate, index) => rowsPerStore((store) => [index + 1, store, taxTitle(rate.rate, store)])),
  );
}
