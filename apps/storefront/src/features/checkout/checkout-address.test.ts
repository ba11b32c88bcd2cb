import { describe, expect, it } from 'vitest';
import type { CheckoutAddressFieldsFragment } from '../../../generated/graphql/graphql';
import { addressFormValues, cartAddressInput, sameCartAddress } from './checkout-address';

const berlin: CheckoutAddressFieldsFragment = {
  firstname: 'Mia',
  lastname: 'Schulz',
  company: null,
  coc: null,
  vat_id: null,
  street: ['Invalidenstraße', '12', 'b'],
  postcode: '10115',
  city: 'Berlin',
  telephone: '+49 30 1234567',
  country: { code: 'DE', label: 'Deutschland' },
};

describe('checkout addresses', () => {
  it('fills the form from a cart address and sends the same address back', () => {
    const values = addressFormValues(berlin, 'NL');
    expect(values).toMatchObject({
      street: 'Invalidenstraße',
      house_number: '12',
      house_number_addition: 'b',
    });
    expect(values.country_code).toBe('DE');
    expect(cartAddressInput({ ...values, vat_id: ' de123456789 ' }, true)).toEqual({
      firstname: 'Mia',
      lastname: 'Schulz',
      company: null,
      coc: null,
      vat_id: 'DE123456789',
      street: ['Invalidenstraße', '12', 'b'],
      postcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
      telephone: '+49 30 1234567',
      save_in_address_book: true,
    });
  });

  it('starts a new address in the shop country', () => {
    expect(addressFormValues(undefined, 'NL').country_code).toBe('NL');
  });

  it('tells whether the invoice address is the shipping address', () => {
    expect(sameCartAddress(berlin, { ...berlin, telephone: 'other' })).toBe(true);
    expect(sameCartAddress(berlin, { ...berlin, city: 'Potsdam' })).toBe(false);
    expect(sameCartAddress(berlin, null)).toBe(false);
  });
});
