import { normalizeVatId } from '@shop/validation';
import type { CartAddressInput, CheckoutAddressFieldsFragment } from '../../../generated/graphql/graphql';
import type { AddressValues } from '../../shared/address/address-schema';
import { splitStreetLines, streetLines } from '../../shared/address/address-values';

// Between the address form (the account feature's fields and schema) and the cart's addresses.

/** Where an address part comes from: a saved address of the customer, or one typed in. */
export type AddressSource = { customer_address_id: number } | { address: CartAddressInput };

/** The form's values of a cart address (empty for a new one, in the shop's country). */
export function addressFormValues(
  address: CheckoutAddressFieldsFragment | null | undefined,
  defaultCountry: string,
): AddressValues {
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    company: address?.company ?? '',
    coc: address?.coc ?? '',
    vat_id: address?.vat_id ?? '',
    ...splitStreetLines(address?.street),
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    country_code: address?.country.code ?? defaultCountry,
    telephone: address?.telephone ?? '',
    // Address-book flags of the shared schema; the checkout does not change the defaults.
    default_shipping: false,
    default_billing: false,
  };
}

/** The cart address input of checked form values. */
export function cartAddressInput(values: AddressValues, saveInAddressBook: boolean): CartAddressInput {
  const vatId = normalizeVatId(values.vat_id);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim() || null,
    coc: values.coc.trim() || null,
    vat_id: vatId || null,
    street: streetLines(values),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    country_code: values.country_code,
    telephone: values.telephone.trim(),
    save_in_address_book: saveInAddressBook,
  };
}

/** Whether two cart addresses are the same place and person (billing "same as shipping"). */
export function sameCartAddress(
  first: CheckoutAddressFieldsFragment | null | undefined,
  second: CheckoutAddressFieldsFragment | null | undefined,
): boolean {
  if (!first || !second) return false;
  const key = (address: CheckoutAddressFieldsFragment) =>
    JSON.stringify([
      address.firstname,
      address.lastname,
      address.company ?? '',
      address.street,
      address.postcode ?? '',
      address.city,
      address.country.code,
    ]);
  return key(first) === key(second);
}

/** The lines an address is shown with. */
export function addressLines(address: CheckoutAddressFieldsFragment): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    address.street.join(' '),
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.country.label,
  ].filter((line) => line !== '');
}
