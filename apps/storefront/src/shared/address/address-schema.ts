import { z } from 'zod';
import { fieldMessage } from '../forms/field-message';
import { checkPostcode, checkVatId, EVERY_TIME, nameField, optionalText, requiredText } from '../forms/rules';

// The address form of the registration, the address book and the checkout (docs/BEHAVIOUR.md#validation).

/** The address fields (registration and address book use the same names). */
export const addressFields = {
  firstname: nameField('firstname'),
  lastname: nameField('lastname'),
  company: optionalText(),
  coc: optionalText(),
  vat_id: optionalText(),
  street: requiredText('required.street'),
  house_number: requiredText('required.house_number'),
  house_number_addition: optionalText(),
  postcode: z.string(),
  city: requiredText('required.city'),
  country_code: z.string().min(1, { error: fieldMessage('account.address.required_country') }),
  telephone: requiredText('required.telephone'),
};

type AddressShape = { [Key in keyof typeof addressFields]: z.input<(typeof addressFields)[Key]> };

/** Company name and coc are required of business customers (docs/BEHAVIOUR.md#validation). */
export function checkBusinessFields<Values extends AddressShape>(isBusiness: (values: Values) => boolean) {
  return (values: Values, context: z.RefinementCtx) => {
    if (!isBusiness(values)) return;
    if (!values.company.trim()) {
      context.addIssue({ code: 'custom', path: ['company'], message: fieldMessage('required.company') });
    }
    if (!values.coc.trim()) {
      context.addIssue({ code: 'custom', path: ['coc'], message: fieldMessage('required.coc') });
    }
  };
}

export const addressSchema = z
  .object({ ...addressFields, default_shipping: z.boolean(), default_billing: z.boolean() })
  .superRefine(checkPostcode('country_code', 'postcode'), EVERY_TIME)
  .superRefine(
    checkVatId('country_code', 'vat_id', () => false),
    EVERY_TIME,
  );
export type AddressValues = z.input<typeof addressSchema>;

/** The address lines the api stores: street, house number and (if any) the addition. */
export function streetLines(
  values: Pick<AddressShape, 'street' | 'house_number' | 'house_number_addition'>,
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
