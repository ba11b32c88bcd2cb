import { describe, expect, it } from 'vitest';
import { isValidPostcode } from './postcode.js';

type CountryCase = { country: string; valid: string[]; invalid: string[] };

const countryCases: CountryCase[] = [
  { country: 'AT', valid: ['1010', '8010', '0000'], invalid: ['101', '10101', '1O10', 'A-1010'] },
  { country: 'CH', valid: ['8001', '3000', '1200'], invalid: ['800', '80011', 'CH-8001'] },
  { country: 'DK', valid: ['1050', '8000', '2100'], invalid: ['105', '10500', 'DK1050'] },
  { country: 'LI', valid: ['9490', '9485', '9494'], invalid: ['949', '94900', '94a0'] },
  { country: 'BE', valid: ['1000', '9000', '2018'], invalid: ['0999', '0100', '100', '10000', 'B-1000'] },
  {
    country: 'DE',
    valid: ['01001', '01067', '09999', '10115', '80331', '99998'],
    invalid: ['01000', '99999', '00123', '00999', '1011', '101155', '1O115'],
  },
  { country: 'FR', valid: ['75001', '13001', '01000'], invalid: ['7500', '750011', 'F-75001'] },
  { country: 'IT', valid: ['00118', '20121', '99999'], invalid: ['0011', '001181', 'I-00118'] },
  { country: 'LU', valid: ['1234', 'L-1234', 'l-2449'], invalid: ['L1234', 'L-123', '12345', 'LU-1234'] },
  {
    country: 'NL',
    valid: ['1012 AB', '1012ab', '1012AB', '9999 zz', '1000 AA'],
    invalid: ['1012 SA', '1012 sd', '1012SS', '0123 AB', '1012', '1012 A', '1012  AB', '1012-AB'],
  },
  { country: 'RO', valid: ['010011', '400001', '900000'], invalid: ['01001', '0100111', '01001A'] },
  {
    country: 'SE',
    valid: ['SE 123 45', 'SE123 45', '123 45', 'se 114 55'],
    invalid: ['12345', '123-45', 'S 123 45', '1234 56', 'SE 12345'],
  },
  {
    country: 'UK',
    valid: [
      'GIR 0AA',
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'EC1A 1BB',
    ],
    invalid: ['SW1A', '1AA SW1', 'QA1 1AA', 'W1A 1CA', 'SW1A 1AAA', 'GIR 1AA', 'AA1 1A'],
  },
  { country: 'GB', valid: ['GIR 0AA', 'SW1A 1AA', 'EH1 1YZ'], invalid: ['12345', 'SW1A-1AA', 'Z1 1ZZ Z'] },
];

describe.each(countryCases)('isValidPostcode for $country', ({ country, valid, invalid }) => {
  it.each(valid)('accepts %j', (postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(true);
  });

  it.each(invalid)('rejects %j', (postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(false);
  });
});

describe('isValidPostcode input handling', () => {
  it.each([
    ['nl', '1012 AB'],
    [' De ', '10115'],
    ['NL', '  1012 AB  '],
    ['LU', ' L-1234 '],
  ])('trims and ignores case of the country: (%j, %j)', (country, postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(true);
  });

  it.each([
    ['US', '90210'],
    ['ES', '28001'],
    ['PL', '00-950'],
    ['', 'anything'],
  ])('accepts any non-empty value for a country without a format: (%j, %j)', (country, postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(true);
  });

  it.each([
    ['US', ''],
    ['ES', '   '],
    ['NL', ''],
    ['DE', ' '],
  ])('rejects an empty value: (%j, %j)', (country, postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(false);
  });
});
