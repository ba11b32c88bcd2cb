import { isValidEmail, isValidPostcode, isValidVatFormat, passwordProblems } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressSchema } from '../../shared/address/address-schema';
import { splitStreetLines, streetLines } from '../../shared/address/address-values';
import {
  changePasswordSchema,
  loginSchema,
  type RegisterValues,
  registerSchema,
  resetPasswordSchema,
} from './schemas';

/** The message keys a schema reports per field. */
function issues(schema: z.ZodType, values: unknown): Record<string, string[]> {
  const result = schema.safeParse(values);
  const found: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    found[path] = [...(found[path] ?? []), issue.message];
  }
  return found;
}

const consumer: RegisterValues = {
  account_type: 'consumer',
  email: 'erika@example.com',
  password: 'Secret-Pass1!',
  password_confirmation: 'Secret-Pass1!',
  is_subscribed: false,
  firstname: 'Erika',
  lastname: 'Mustermann',
  company: '',
  coc: '',
  vat_id: '',
  street: 'Hauptstraße',
  house_number: '5',
  house_number_addition: '',
  postcode: '10115',
  city: 'Berlin',
  country_code: 'DE',
  telephone: '+49 30 1234567',
};

const business: RegisterValues = {
  ...consumer,
  account_type: 'business',
  company: 'Jansen Bouw B.V.',
  coc: '12345678',
  vat_id: 'NL123456789B01',
  street: 'Damrak',
  house_number: '12',
  postcode: '1012 AB',
  city: 'Amsterdam',
  country_code: 'NL',
};

describe('registration schema', () => {
  it('accepts a complete consumer and business registration', () => {
    expect(issues(registerSchema, consumer)).toEqual({});
    expect(issues(registerSchema, business)).toEqual({});
  });

  it('reports every missing required field at once with its message key', () => {
    const empty = Object.fromEntries(
      Object.entries(business).map(([key, value]) => [key, typeof value === 'string' ? '' : value]),
    );
    expect(issues(registerSchema, { ...empty, account_type: 'business', country_code: 'NL' })).toEqual({
      email: ['required.email'],
      password: ['required.password'],
      password_confirmation: ['required.password_confirmation'],
      firstname: ['required.firstname'],
      lastname: ['required.lastname'],
      street: ['required.street'],
      house_number: ['required.house_number'],
      city: ['required.city'],
      telephone: ['required.telephone'],
      postcode: ['required.postcode'],
      company: ['required.company'],
      coc: ['required.coc'],
      vat_id: ['required.vat_id'],
    });
  });

  it('rejects names the package rejects with the not-valid messages', () => {
    expect(issues(registerSchema, { ...consumer, firstname: 'R2D2', lastname: '<b>x</b>' })).toEqual({
      firstname: ['invalid.firstname'],
      lastname: ['invalid.lastname'],
    });
  });

  it('does not ask a consumer for company, coc and VAT number', () => {
    expect(issues(registerSchema, { ...consumer, company: '', coc: '', vat_id: '' })).toEqual({});
  });

  it('needs the repeated password to match', () => {
    expect(issues(registerSchema, { ...consumer, password_confirmation: 'Secret-Pass1?' })).toEqual({
      password_confirmation: ['password.mismatch'],
    });
  });

  it.each([
    'abc',
    'lowercase1!',
    'UPPERCASE1!',
    'NoDigits!!',
    'NoSpecial11',
    'Ab1!',
    'Secret-Pass1!',
    'Straße-Ölbaum9',
  ])('reports exactly the password problems of @shop/validation for %j', (password) => {
    const found =
      issues(registerSchema, { ...consumer, password, password_confirmation: password }).password ?? [];
    expect(found).toEqual(passwordProblems(password).map((problem) => `password.${problem}`));
  });

  const postcodes: Array<[string, string]> = [
    ['DE', '10115'],
    ['DE', '01000'],
    ['DE', '99999'],
    ['DE', '01067'],
    ['DE', '1011'],
    ['NL', '1012 AB'],
    ['NL', '1012ab'],
    ['NL', '1012 SA'],
    ['NL', '0123 AB'],
    ['BE', '1000'],
    ['BE', '0999'],
    ['AT', '1010'],
    ['LU', 'L-1234'],
    ['LU', 'L1234'],
    ['SE', 'SE123 45'],
    ['GB', 'GIR 0AA'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'ABC'],
    ['RO', '010011'],
    ['FR', '7500'],
    ['ES', 'anything'],
  ];
  it.each(postcodes)('checks the postcode for %s %j exactly like isValidPostcode', (country, postcode) => {
    const found = issues(registerSchema, { ...consumer, country_code: country, postcode }).postcode;
    expect(found).toEqual(isValidPostcode(country, postcode) ? undefined : ['postcode.invalid']);
  });

  const vatIds: Array<[string, string]> = [
    ['NL', 'NL123456789B01'],
    ['NL', 'nl 1234.56.789 b01'],
    ['NL', 'NL123456789'],
    ['DE', 'DE123456789'],
    ['DE', 'DE12345'],
    ['BE', 'BE0123456749'],
    ['BE', 'BE123'],
    ['AT', 'ATU12345678'],
    ['FR', 'FR1'],
  ];
  it.each(vatIds)(
    'checks a business VAT number for %s %j exactly like isValidVatFormat',
    (country, vatId) => {
      const found = issues(registerSchema, {
        ...business,
        country_code: country,
        postcode: business.postcode,
        vat_id: vatId,
      }).vat_id;
      expect(found).toEqual(isValidVatFormat(country, vatId) ? undefined : ['vat.invalid']);
    },
  );

  it.each(['anna@example.com', 'anna@', 'anna example.com', 'a@b.c', 'first.last@sub.example.org', ' '])(
    'checks the e-mail %j like isValidEmail (after trimming)',
    (email) => {
      const found = issues(loginSchema, { email, password: 'x' }).email;
      const trimmed = email.trim();
      const expected =
        trimmed === '' ? ['required.email'] : isValidEmail(trimmed) ? undefined : ['email.invalid'];
      expect(found).toEqual(expected);
    },
  );
});

describe('password forms', () => {
  it('needs a reset token from the link', () => {
    expect(
      issues(resetPasswordSchema, {
        token: ' ',
        email: 'anna@example.com',
        password: 'Reset-Pass3#',
        password_confirmation: 'Reset-Pass3#',
      }),
    ).toEqual({ token: ['required.reset_token'] });
  });

  it('checks the new password but only the presence of the current one', () => {
    expect(
      issues(changePasswordSchema, {
        current_password: '',
        password: 'short',
        password_confirmation: 'other',
      }),
    ).toEqual({
      current_password: ['required.password'],
      password: ['password.min_length', 'password.uppercase', 'password.digit', 'password.special'],
      password_confirmation: ['password.mismatch'],
    });
  });
});

describe('address schema', () => {
  const address = {
    firstname: 'Jan',
    lastname: 'de Vries',
    company: '',
    coc: '',
    vat_id: '',
    street: 'Damrak',
    house_number: '12',
    house_number_addition: 'A',
    postcode: '1012 AB',
    city: 'Amsterdam',
    country_code: 'NL',
    telephone: '+31 20 1234567',
    default_shipping: false,
    default_billing: false,
  };

  it('accepts an address without company data, checks a VAT number only when given', () => {
    expect(issues(addressSchema, address)).toEqual({});
    expect(issues(addressSchema, { ...address, vat_id: 'NL12' })).toEqual({ vat_id: ['vat.invalid'] });
  });

  it('needs a country, and checks the postcode against the chosen one', () => {
    expect(issues(addressSchema, { ...address, country_code: '' })).toEqual({
      country_code: ['account.address.required_country'],
    });
    expect(issues(addressSchema, { ...address, country_code: 'DE' })).toEqual({
      postcode: ['postcode.invalid'],
    });
  });

  it('stores street, house number and addition as street lines and reads them back', () => {
    expect(streetLines(address)).toEqual(['Damrak', '12', 'A']);
    expect(streetLines({ ...address, house_number_addition: ' ' })).toEqual(['Damrak', '12']);
    expect(splitStreetLines(['Damrak', '12', 'A'])).toEqual({
      street: 'Damrak',
      house_number: '12',
      house_number_addition: 'A',
    });
  });
});
