import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { COUNTRIES } from './countries.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

export interface ShippingMethodData {
  carrierCode: string;
  methodCode: string;
  carrierTitle: Translated;
  methodTitle: Translated;
  isPickup: boolean;
  freeShippingEligible: boolean;
  /** Price incl. tax per destination country; a country without one cannot use the method. */
  rates: Readonly<Record<string, number>>;
}

const EU_COUNTRIES = COUNTRIES.filter((country) => country.eu).map((country) => country.id);
const NON_EU_COUNTRIES = COUNTRIES.filter((country) => !country.eu).map((country) => country.id);

/** `price` for every country in `countries`, overridden by `special`. */
function ratesFor(countries: readonly string[], price: number, special: Record<string, number> = {}) {
  return { ...Object.fromEntries(countries.map((country) => [country, price])), ...special };
}

export const SHIPPING_METHODS: readonly ShippingMethodData[] = [
  {
    carrierCode: 'dhl',
    methodCode: 'standard',
    carrierTitle: tr('DHL', 'DHL', 'DHL'),
    methodTitle: tr('Standardversand', 'Standaardverzending', 'Standard delivery'),
    isPickup: false,
    freeShippingEligible: true,
    rates: {
      ...ratesFor(EU_COUNTRIES, 12.95, { DE: 4.95, AT: 6.95, NL: 6.95, BE: 6.95, LU: 6.95 }),
      ...ratesFor(NON_EU_COUNTRIES, 19.95),
    },
  },
  {
    carrierCode: 'postnl',
    methodCode: 'standard',
    carrierTitle: tr('PostNL', 'PostNL', 'PostNL'),
    methodTitle: tr('Paket', 'Pakket', 'Parcel'),
    isPickup: false,
    freeShippingEligible: true,
    rates: { NL: 4.95, BE: 5.95 },
  },
  {
    carrierCode: 'dpd',
    methodCode: 'express',
    carrierTitle: tr('DPD', 'DPD', 'DPD'),
    methodTitle: tr('Express (nächster Werktag)', 'Express (volgende werkdag)', 'Express (next working day)'),
    isPickup: false,
    // Express is never free.
    freeShippingEligible: false,
    rates: { DE: 9.95, NL: 9.95, AT: 12.95, BE: 12.95, LU: 12.95, FR: 14.95 },
  },
  {
    carrierCode: 'instore',
    methodCode: 'pickup',
    carrierTitle: tr('Abholung', 'Afhalen', 'Collection'),
    methodTitle: tr('Im Geschäft abholen', 'Afhalen in de winkel', 'Pick up in store'),
    isPickup: true,
    freeShippingEligible: true,
    rates: { DE: 0, NL: 0 },
  },
];

/** The default free-shipping amount (incl. tax) and the countries with their own amount. */
export const FREE_SHIPPING = {
  defaultAmount: 50,
  includeTax: true,
  messages: [
    { amount: 50, countries: ['DE', 'NL'] },
    { amount: 75, countries: ['AT', 'BE', 'LU'] },
    { amount: 150, countries: ['CH', 'GB', 'NO'] },
  ],
} as const;

/** The amount (incl. tax) from which shipping to `country` is free. */
export function freeShippingAmount(country: string): number {
  const message = FREE_SHIPPING.messages.find((candidate) =>
    (candidate.countries as readonly string[]).includes(country),
  );
  return message?.amount ?? FREE_SHIPPING.defaultAmount;
}

export function findShippingMethod(carrierCode: string, methodCode: string): ShippingMethodData {
  const method = SHIPPING_METHODS.find(
    (candidate) => candidate.carrierCode === carrierCode && candidate.methodCode === methodCode,
  );
  if (!method) throw new Error(`unknown shipping method ${carrierCode}/${methodCode}`);
  return method;
}

export async function seedShipping(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'shipping_method',
    ['id', 'carrier_code', 'method_code', 'is_pickup', 'free_shipping_eligible', 'sort_order'],
    SHIPPING_METHODS.map((method, index) => [
      index + 1,
      method.carrierCode,
      method.methodCode,
      method.isPickup,
      method.freeShippingEligible,
      index * 10,
    ]),
  );
  await insertRows(
    db,
    'shipping_method_store',
    ['shipping_method_id', 'store_code', 'carrier_title', 'method_title'],
    SHIPPING_METHODS.flatMap((method, index) =>
      rowsPerStore((store) => [index + 1, store, method.carrierTitle[store], method.methodTitle[store]]),
    ),
  );
  await insertRows(
    db,
    'shipping_method_rate',
    ['shipping_method_id', 'country_code', 'price_incl_tax'],
    SHIPPING_METHODS.flatMap((method, index) =>
      Object.entries(method.rates).map(([country, price]) => [index + 1, country, price]),
    ),
  );
  await insertRows(
    db,
    'free_shipping_config',
    ['id', 'is_enabled', 'default_amount', 'include_tax'],
    [[true, true, FREE_SHIPPING.defaultAmount, FREE_SHIPPING.includeTax]],
  );
  await insertRows(
    db,
    'free_shipping_message',
    ['id', 'amount', 'include_tax'],
    FREE_SHIPPING.messages.map((message, index) => [index + 1, message.amount, true]),
  );
  await insertRows(
    db,
    'free_shipping_message_country',
    ['country_code', 'free_shipping_message_id'],
    FREE_SHIPPING.messages.flatMap((message, index) =>
      message.countries.map((country) => [country, index + 1]),
    ),
  );
}
