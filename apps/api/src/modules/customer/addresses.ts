import { isValidPostcode, isValidVatFormat, normalizeVatId } from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import { authorizationError, noSuchEntityError } from '../../errors.js';
import { text } from './messages.js';
import {
  assertNoViolations,
  checkLength,
  checkName,
  clean,
  MAX_TEXT_LENGTH,
  ruleError,
  type Violation,
} from './validation.js';

/** The parts of a store view the account services need: names of regions, language of texts. */
export interface StoreLike {
  code: string;
  language: string;
}

/** One address of a customer's address book (docs/BEHAVIOUR.md#data "Address"). */
export interface AddressRow {
  id: number;
  customerId: number;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  coc: string | null;
  vatId: string | null;
  street: string[];
  postcode: string | null;
  city: string;
  region: string | null;
  regionCode: string | null;
  regionId: number | null;
  countryCode: string;
  telephone: string | null;
  fax: string | null;
  /** Filled in by the reads below from the customer's default address ids. */
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

/** Address fields as a client sends them (CustomerAddressInput); absent means "not given". */
export interface AddressFields {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  company?: string | null;
  coc?: string | null;
  vat_id?: string | null;
  street?: ReadonlyArray<string | null> | null;
  postcode?: string | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  country_code?: string | null;
  /** Magento's deprecated name of country_code. */
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
}

/** A checked address, ready to store. */
export type AddressValues = Omit<AddressRow, 'id' | 'customerId' | 'isDefaultShipping' | 'isDefaultBilling'>;

export const MAX_STREET_LINES = 4;

const COLUMNS = `a.id, a.customer_id, a.prefix, a.firstname, a.middlename, a.lastname, a.suffix, a.company,
  a.coc, a.vat_id, a.street, a.postcode, a.city, a.region, a.region_code, a.region_id, a.country_code,
  a.telephone, a.fax, a.id = c.default_shipping_id AS is_default_shipping,
  a.id = c.default_billing_id AS is_default_billing`;

interface AddressDbRow {
  id: number;
  customer_id: number;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  coc: string | null;
  vat_id: string | null;
  street: string[];
  postcode: string | null;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  is_default_shipping: boolean | null;
  is_default_billing: boolean | null;
}

function toRow(row: AddressDbRow): AddressRow {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    suffix: row.suffix,
    company: row.company,
    coc: row.coc,
    vatId: row.vat_id,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    region: row.region,
    regionCode: row.region_code,
    regionId: row.region_id === null ? null : Number(row.region_id),
    countryCode: row.country_code,
    telephone: row.telephone,
    fax: row.fax,
    isDefaultShipping: Boolean(row.is_default_shipping),
    isDefaultBilling: Boolean(row.is_default_billing),
  };
}

/** The customer's address book, oldest first. */
export async function listAddresses(db: Queryable, customerId: number): Promise<AddressRow[]> {
  const rows = await db.query<AddressDbRow>(
    `SELECT ${COLUMNS} FROM customer_address a JOIN customer c ON c.id = a.customer_id
      WHERE a.customer_id = $1 ORDER BY a.id`,
    [customerId],
  );
  return rows.map(toRow);
}

/**
 * One address of the logged-in customer (locked for the rest of the transaction). An unknown id
 * answers `graphql-no-such-entity`; another customer's address `graphql-authorization`.
 */
export async function findOwnAddress(
  tx: Queryable,
  customerId: number,
  id: number,
  language: string,
): Promise<AddressRow> {
  const [row] = await tx.query<AddressDbRow>(
    `SELECT ${COLUMNS} FROM customer_address a JOIN customer c ON c.id = a.customer_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  if (!row) {
    throw noSuchEntityError(text(language, 'customer.address_not_found', { id }), {
      key: 'customer.address_not_found',
    });
  }
  if (Number(row.customer_id) !== customerId) {
    throw authorizationError(text(language, 'customer.address_forbidden', { id }), {
      key: 'customer.address_forbidden',
    });
  }
  return toRow(row);
}

export interface AddressRules {
  /** A business address needs company, coc and vat_id. */
  business?: boolean;
  /** Prefix of the field names in errors, e.g. 'address.' inside createCustomerWithAddress. */
  fieldPrefix?: string;
}

/**
 * Checks a complete address with the rules of docs/BEHAVIOUR.md#validation (required fields, postcode format of the
 * country, VAT format) and answers it normalised: trimmed, VAT id upper-cased without spaces and
 * dots, postcode upper-cased, region resolved against the country. Collects every violation into
 * `violations` (the caller throws them together with its own).
 */
export async function checkAddress(
  db: Queryable,
  fields: AddressFields,
  store: StoreLike,
  violations: Violation[],
  rules: AddressRules = {},
): Promise<AddressValues> {
  const at = (field: string) => `${rules.fieldPrefix ?? ''}${field}`;
  const value = (field: keyof AddressFields) => clean(fields[field] as string | null | undefined);
  const firstname = value('firstname');
  const lastname = value('lastname');
  checkName('firstname', firstname, violations, at('firstname'));
  checkName('lastname', lastname, violations, at('lastname'));
  const optional = { prefix: value('prefix'), middlename: value('middlename'), suffix: value('suffix') };
  for (const [field, text] of Object.entries(optional)) checkLength(at(field), text, violations);

  const street = (fields.street ?? []).map((line) => line?.trim() ?? '');
  while (street.length > 0 && !street.at(-1)) street.pop();
  if (!street[0]) violations.push({ field: at('street'), key: 'required.street' });
  if (street.length > MAX_STREET_LINES) {
    violations.push({
      field: at('street'),
      key: 'customer.street_lines',
      params: { count: MAX_STREET_LINES },
    });
  }
  street.forEach((line) => {
    checkLength(at('street'), line, violations);
  });

  const city = value('city');
  if (!city) violations.push({ field: at('city'), key: 'required.city' });
  checkLength(at('city'), city, violations);

  const telephone = value('telephone');
  if (!telephone) violations.push({ field: at('telephone'), key: 'required.telephone' });
  checkLength(at('telephone'), telephone, violations, 50);
  const fax = value('fax');
  checkLength(at('fax'), fax, violations, 50);

  const countryCode = (value('country_code') ?? value('country_id'))?.toUpperCase() ?? null;
  const country = countryCode ? await activeCountry(db, countryCode) : false;
  if (!countryCode) violations.push({ field: at('country_code'), key: 'customer.required_country' });
  else if (!country) {
    violations.push({
      field: at('country_code'),
      key: 'customer.country_unavailable',
      params: { country: countryCode },
    });
  }

  const postcode = value('postcode')?.toUpperCase() ?? null;
  if (!postcode) violations.push({ field: at('postcode'), key: 'required.postcode' });
  else if (countryCode && !isValidPostcode(countryCode, postcode)) {
    violations.push({ field: at('postcode'), key: 'postcode.invalid' });
  }

  const company = value('company');
  const coc = value('coc');
  const rawVat = value('vat_id');
  const vatId = rawVat ? normalizeVatId(rawVat) : null;
  if (rules.business) {
    if (!company) violations.push({ field: at('company'), key: 'required.company' });
    if (!coc) violations.push({ field: at('coc'), key: 'required.coc' });
    if (!vatId) violations.push({ field: at('vat_id'), key: 'required.vat_id' });
  }
  if (vatId && countryCode && !isValidVatFormat(countryCode, vatId)) {
    violations.push({ field: at('vat_id'), key: 'vat.invalid' });
  }
  checkLength(at('company'), company, violations);
  checkLength(at('coc'), coc, violations, 50);

  const region =
    countryCode && country ? await resolveRegion(db, countryCode, fields.region, store.code) : null;
  if (region === 'invalid') violations.push({ field: at('region'), key: 'customer.region_invalid' });
  const resolved = region === 'invalid' || region === null ? { region: null, code: null, id: null } : region;

  return {
    prefix: optional.prefix,
    firstname: firstname ?? '',
    middlename: optional.middlename,
    lastname: lastname ?? '',
    suffix: optional.suffix,
    company,
    coc,
    vatId,
    street,
    postcode,
    city: city ?? '',
    region: resolved.region,
    regionCode: resolved.code,
    regionId: resolved.id,
    countryCode: countryCode ?? '',
    telephone,
    fax,
  };
}

async function activeCountry(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM country WHERE id = $1 AND is_active', [code]);
  return rows.length > 0;
}

type ResolvedRegion = { region: string | null; code: string | null; id: number | null };

/** A region by id or code of the country (named in the store view's language), or free text. */
async function resolveRegion(
  db: Queryable,
  countryCode: string,
  input: AddressFields['region'],
  storeCode: string,
): Promise<ResolvedRegion | 'invalid' | null> {
  if (!input) return null;
  const id = input.region_id ?? null;
  const code = clean(input.region_code);
  const name = clean(input.region);
  if (id === null && !code)
    return name ? { region: name.slice(0, MAX_TEXT_LENGTH), code: null, id: null } : null;
  const [row] = await db.query<{ id: number; code: string; name: string | null }>(
    `SELECT r.id, r.code, coalesce(local.name, english.name, r.code) AS name
       FROM region r
       LEFT JOIN region_store local ON local.region_id = r.id AND local.store_code = $4
       LEFT JOIN region_store english ON english.region_id = r.id AND english.store_code = 'en'
      WHERE r.country_id = $1 AND (r.id = $2 OR ($2::int IS NULL AND upper(r.code) = upper($3)))
      LIMIT 1`,
    [countryCode, id, code, storeCode],
  );
  return row ? { region: row.name, code: row.code, id: Number(row.id) } : 'invalid';
}

/** Merges the given fields over a stored address (for updateCustomerAddress). */
export function mergeAddress(stored: AddressRow, fields: AddressFields): AddressFields {
  const pick = <K extends keyof AddressFields>(key: K, current: AddressFields[K]): AddressFields[K] =>
    fields[key] === undefined ? current : fields[key];
  const region =
    fields.region === undefined
      ? { region: stored.region, region_code: stored.regionCode, region_id: stored.regionId }
      : fields.region;
  const givenCountry = fields.country_code ?? fields.country_id;
  return {
    prefix: pick('prefix', stored.prefix),
    firstname: pick('firstname', stored.firstname),
    middlename: pick('middlename', stored.middlename),
    lastname: pick('lastname', stored.lastname),
    suffix: pick('suffix', stored.suffix),
    company: pick('company', stored.company),
    coc: pick('coc', stored.coc),
    vat_id: pick('vat_id', stored.vatId),
    street: pick('street', stored.street),
    postcode: pick('postcode', stored.postcode),
    city: pick('city', stored.city),
    // A new country without a new region drops the old country's region.
    region:
      givenCountry && givenCountry !== stored.countryCode && fields.region === undefined ? null : region,
    country_code: givenCountry === undefined || givenCountry === null ? stored.countryCode : givenCountry,
    telephone: pick('telephone', stored.telephone),
    fax: pick('fax', stored.fax),
  };
}

/** The address columns prefix … fax as query parameters, in the order of the address tables. */
export function addressParams(values: AddressValues): unknown[] {
  return [
    values.prefix,
    values.firstname,
    values.middlename,
    values.lastname,
    values.suffix,
    values.company,
    values.coc,
    values.vatId,
    values.street,
    values.postcode,
    values.city,
    values.region,
    values.regionCode,
    values.regionId,
    values.countryCode,
    values.telephone,
    values.fax,
  ];
}

export interface DefaultFlags {
  /** true: make it the default; false: stop it being the default; absent: leave as is. */
  shipping?: boolean | null | undefined;
  billing?: boolean | null | undefined;
}

/**
 * Stores a new address for the customer. It becomes the default shipping (billing) address when
 * asked to, or when the customer has none yet.
 */
export async function insertAddress(
  tx: Queryable,
  customerId: number,
  values: AddressValues,
  defaults: DefaultFlags = {},
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customer_address (customer_id, prefix, firstname, middlename, lastname, suffix, company, coc,
       vat_id, street, postcode, city, region, region_code, region_id, country_code, telephone, fax)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [customerId, ...addressParams(values)],
  );
  const id = Number(row?.id);
  await tx.query(
    `UPDATE customer SET
       default_shipping_id = CASE WHEN $3::boolean OR ($3 IS NULL AND default_shipping_id IS NULL) THEN $2
                                  ELSE default_shipping_id END,
       default_billing_id = CASE WHEN $4::boolean OR ($4 IS NULL AND default_billing_id IS NULL) THEN $2
                                 ELSE default_billing_id END,
       updated_at = now()
     WHERE id = $1`,
    [customerId, id, defaults.shipping ?? null, defaults.billing ?? null],
  );
  return id;
}

/** Rewrites a stored address and applies the default flags. */
export async function updateAddress(
  tx: Queryable,
  customerId: number,
  id: number,
  values: AddressValues,
  defaults: DefaultFlags = {},
): Promise<void> {
  await tx.query(
    `UPDATE customer_address SET prefix = $3, firstname = $4, middlename = $5, lastname = $6, suffix = $7,
       company = $8, coc = $9, vat_id = $10, street = $11::text[], postcode = $12, city = $13, region = $14,
       region_code = $15, region_id = $16, country_code = $17, telephone = $18, fax = $19, updated_at = now()
     WHERE id = $1 AND customer_id = $2`,
    [id, customerId, ...addressParams(values)],
  );
  await tx.query(
    `UPDATE customer SET
       default_shipping_id = CASE WHEN $3::boolean IS TRUE THEN $2
                                  WHEN $3::boolean IS FALSE AND default_shipping_id = $2 THEN NULL
                                  ELSE default_shipping_id END,
       default_billing_id = CASE WHEN $4::boolean IS TRUE THEN $2
                                 WHEN $4::boolean IS FALSE AND default_billing_id = $2 THEN NULL
                                 ELSE default_billing_id END,
       updated_at = now()
     WHERE id = $1`,
    [customerId, id, defaults.shipping ?? null, defaults.billing ?? null],
  );
}

/**
 * Deletes one of the customer's addresses. Like Magento, a default shipping or billing address
 * cannot be deleted (`graphql-input`): the customer first makes another address the default.
 */
export async function deleteAddress(tx: Queryable, address: AddressRow, language: string): Promise<void> {
  if (address.isDefaultShipping || address.isDefaultBilling) {
    throw ruleError(language, 'id', 'customer.address_is_default', { id: address.id });
  }
  await tx.query('DELETE FROM customer_address WHERE id = $1 AND customer_id = $2', [
    address.id,
    address.customerId,
  ]);
}

/** Checks the address fields and throws every violation at once. */
export async function checkedAddress(
  db: Queryable,
  fields: AddressFields,
  store: StoreLike,
  rules: AddressRules = {},
): Promise<AddressValues> {
  const violations: Violation[] = [];
  const values = await checkAddress(db, fields, store, violations, rules);
  assertNoViolations(store.language, violations);
  return values;
}
