import type { Queryable } from '../../db/database.js';
import { type AddressValues, addressParams } from '../customer/addresses.js';

/**
 * The country whose VAT applies before the shopper gives an address: docs/BEHAVIOUR.md#limits "Default country".
 * Prices incl. tax stay the same; only the split into net and tax follows the destination.
 */
export const DEFAULT_COUNTRY = 'DE';

export type AddressType = 'shipping' | 'billing';

/** A cart's shipping or billing address (cart_address). */
export interface CartAddress extends AddressValues {
  id: number;
  type: AddressType;
  /** The address-book entry it was copied from. */
  customerAddressId: number | null;
  saveInAddressBook: boolean;
}

export async function loadCartAddresses(
  db: Queryable,
  cartId: number,
): Promise<{ shipping: CartAddress | null; billing: CartAddress | null }> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, address_type, customer_address_id, save_in_address_book, prefix, firstname, middlename,
            lastname, suffix, company, coc, vat_id, street, postcode, city, region, region_code, region_id,
            country_code, telephone, fax
       FROM cart_address WHERE cart_id = $1`,
    [cartId],
  );
  const text = (row: Record<string, unknown>, column: string) =>
    row[column] === null ? null : String(row[column]);
  const addresses = rows.map(
    (row): CartAddress => ({
      id: Number(row.id),
      type: row.address_type as AddressType,
      customerAddressId: row.customer_address_id === null ? null : Number(row.customer_address_id),
      saveInAddressBook: row.save_in_address_book === true,
      prefix: text(row, 'prefix'),
      firstname: String(row.firstname),
      middlename: text(row, 'middlename'),
      lastname: String(row.lastname),
      suffix: text(row, 'suffix'),
      company: text(row, 'company'),
      coc: text(row, 'coc'),
      vatId: text(row, 'vat_id'),
      street: row.street as string[],
      postcode: text(row, 'postcode'),
      city: String(row.city),
      region: text(row, 'region'),
      regionCode: text(row, 'region_code'),
      regionId: row.region_id === null ? null : Number(row.region_id),
      countryCode: String(row.country_code),
      telephone: text(row, 'telephone'),
      fax: text(row, 'fax'),
    }),
  );
  return {
    shipping: addresses.find((address) => address.type === 'shipping') ?? null,
    billing: addresses.find((address) => address.type === 'billing') ?? null,
  };
}

/** Writes (replaces) the cart's address of `type`. */
export async function saveCartAddress(
  db: Queryable,
  cartId: number,
  type: AddressType,
  values: AddressValues,
  source: { customerAddressId: number | null; saveInAddressBook: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO cart_address (cart_id, address_type, customer_address_id, save_in_address_book, prefix,
       firstname, middlename, lastname, suffix, company, coc, vat_id, street, postcode, city, region,
       region_code, region_id, country_code, telephone, fax)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (cart_id, address_type) DO UPDATE SET
       customer_address_id = EXCLUDED.customer_address_id, save_in_address_book = EXCLUDED.save_in_address_book,
       prefix = EXCLUDED.prefix, firstname = EXCLUDED.firstname, middlename = EXCLUDED.middlename,
       lastname = EXCLUDED.lastname, suffix = EXCLUDED.suffix, company = EXCLUDED.company, coc = EXCLUDED.coc,
       vat_id = EXCLUDED.vat_id, street = EXCLUDED.street, postcode = EXCLUDED.postcode, city = EXCLUDED.city,
       region = EXCLUDED.region, region_code = EXCLUDED.region_code, region_id = EXCLUDED.region_id,
       country_code = EXCLUDED.country_code, telephone = EXCLUDED.telephone, fax = EXCLUDED.fax`,
    [cartId, type, source.customerAddressId, source.saveInAddressBook, ...addressParams(values)],
  );
}

/** The address fields of two addresses agree (Magento's same_as_billing). */
export function sameAddress(a: AddressValues, b: AddressValues): boolean {
  const keys: (keyof AddressValues)[] = [
    'prefix',
    'firstname',
    'middlename',
    'lastname',
    'suffix',
    'company',
    'coc',
    'vatId',
    'postcode',
    'city',
    'region',
    'countryCode',
    'telephone',
    'fax',
  ];
  return keys.every((key) => a[key] === b[key]) && a.street.join('\n') === b.street.join('\n');
}

/** A pickup location that takes orders. */
export interface PickupPoint {
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  region: string | null;
  countryCode: string;
  phone: string | null;
}

export async function findPickupLocation(db: Queryable, code: string): Promise<PickupPoint | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT pickup_location_code, name, street, postcode, city, region, country_id, phone
       FROM pickup_location WHERE pickup_location_code = $1 AND is_active`,
    [code],
  );
  if (!row) return null;
  return {
    code: String(row.pickup_location_code),
    name: String(row.name),
    street: String(row.street),
    postcode: String(row.postcode),
    city: String(row.city),
    region: row.region === null ? null : String(row.region),
    countryCode: String(row.country_id),
    phone: row.phone === null ? null : String(row.phone),
  };
}

/** A shipping method with its rate for one destination country, titles in the store view's language. */
export interface ShippingRate {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  isPickup: boolean;
  freeShippingEligible: boolean;
  /** The method's price for the country, incl. tax, before free shipping. */
  rateInclTax: number;
}

/** The active methods that have a rate for `country`, in their sort order. */
export async function shippingRates(
  db: Queryable,
  storeCode: string,
  country: string,
): Promise<ShippingRate[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT m.carrier_code, m.method_code, m.is_pickup, m.free_shipping_eligible,
            r.price_incl_tax::float8 AS price,
            coalesce(s.carrier_title, d.carrier_title, m.carrier_code) AS carrier_title,
            coalesce(s.method_title, d.method_title, m.method_code) AS method_title
       FROM shipping_method m
       JOIN shipping_method_rate r ON r.shipping_method_id = m.id AND r.country_code = $2
       LEFT JOIN shipping_method_store s ON s.shipping_method_id = m.id AND s.store_code = $1
       LEFT JOIN shipping_method_store d
              ON d.shipping_method_id = m.id AND d.store_code = (SELECT code FROM store WHERE is_default)
      WHERE m.is_active
      ORDER BY m.sort_order, m.id`,
    [storeCode, country],
  );
  return rows.map((row) => ({
    carrierCode: String(row.carrier_code),
    methodCode: String(row.method_code),
    carrierTitle: String(row.carrier_title),
    methodTitle: String(row.method_title),
    isPickup: row.is_pickup === true,
    freeShippingEligible: row.free_shipping_eligible === true,
    rateInclTax: Number(row.price),
  }));
}

/** The free-shipping amount for a country: its own, else the default; null when switched off. */
export async function freeShippingThreshold(
  db: Queryable,
  country: string,
): Promise<{ amount: number; includeTax: boolean } | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT coalesce(m.amount, c.default_amount)::float8 AS amount,
            coalesce(m.include_tax, c.include_tax) AS include_tax
       FROM free_shipping_config c
       LEFT JOIN free_shipping_message_country mc ON mc.country_code = $1
       LEFT JOIN free_shipping_message m ON m.id = mc.free_shipping_message_id
      WHERE c.is_enabled`,
    [country],
  );
  return row ? { amount: Number(row.amount), includeTax: row.include_tax === true } : null;
}
