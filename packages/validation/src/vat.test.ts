import { describe, expect, it } from 'vitest';
import { isValidVatFormat, normalizeTaxvat, normalizeVatId } from './vat.js';

describe('isValidVatFormat', () => {
  it.each([
    ['NL', 'NL123456789B01'],
    ['NL', 'nl123456789b01'],
    ['NL', 'NL 1234.56.789 B01'],
    ['DE', 'DE123456789'],
    ['DE', 'de123456789'],
    ['BE', 'BE0123456789'],
    ['be', 'be 0123.456.789'],
    ['FR', 'FR12345678901'],
    ['AT', 'ATU12345678'],
    ['DK', 'DK12345678'],
    ['IT', 'IT123456789012'],
    ['fr', 'frxx123456789'],
  ])('accepts %s %j', (country, vatId) => {
    expect(isValidVatFormat(country, vatId)).toBe(true);
  });

  it.each([
    ['NL', 'NL123456789'],
    ['NL', 'NL123456789B1'],
    ['NL', 'NL12345678B01'],
    ['NL', 'BE123456789B01'],
    ['DE', 'DE12345678'],
    ['DE', 'DE1234567890'],
    ['DE', '12DE3456789'],
    ['BE', 'BE123456789'],
    ['BE', 'NL0123456789'],
    ['FR', 'FR1234567'],
    ['FR', 'FR1234567890123'],
    ['FR', 'F123456789'],
    ['AT', 'ATU1234-5678'],
    ['AT', ''],
  ])('rejects %s %j', (country, vatId) => {
    expect(isValidVatFormat(country, vatId)).toBe(false);
  });
});

describe.each([
  ['normalizeVatId', normalizeVatId],
  ['normalizeTaxvat', normalizeTaxvat],
])('%s', (_name, normalize) => {
  it.each([
    ['nl123456789b01', 'NL123456789B01'],
    ['  NL 1234.56.789 B01 ', 'NL123456789B01'],
    ['be 0123.456.789', 'BE0123456789'],
    ['DE123456789', 'DE123456789'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });
});
