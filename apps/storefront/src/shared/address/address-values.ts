import type { AddressValues } from './address-schema';

// The address form's values as the api takes and gives them, apart from address-schema.ts: the
// forms use them from the first render, the schema only loads with the first check.

/** The address lines the api stores: street, house number and (if any) the addition. */
export function streetLines(
  values: Pick<AddressValues, 'street' | 'house_number' | 'house_number_addition'>,
): string[] {
  const lines = [values.street.trim(), values.house_number.trim()];
  const addition = values.house_number_addition.trim();
  return addition ? [...lines, addition] : lines;
}

/** The form's street, house number and addition of stored street lines (the inverse of streetLines). */
export function splitStreetLines(lines: ReadonlyArray<string | null> | null | undefined) {
  const [street = '', houseNumber = '', ...rest] = (lines ?? []).map((line) => line ?? '');
  return { street, house_number: houseNumber, house_number_addition: rest.join(' ') };
}

/** The api's field names of an address input, and the form's (for the api's field errors). */
export const ADDRESS_SERVER_FIELDS = {
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  coc: 'coc',
  vat_id: 'vat_id',
  street: 'street',
  postcode: 'postcode',
  city: 'city',
  telephone: 'telephone',
  country_code: 'country_code',
} as const;
