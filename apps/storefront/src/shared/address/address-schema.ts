import { z } from 'zod';
import { fieldMessage } from '../forms/field-message';
import { checkPostcode, checkVatId, EVERY_TIME, nameField, optionalText, requiredText } from '../forms/rules';

// The address form of the registration, the address book and the checkout (docs/BEHAVIOUR.md#validation),
// loaded with a form's first check (useLazyZodForm); address-values.ts has what the forms need at once.

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
