import { formatMessage } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { type GraphQLResponse, graphql } from './graphql.js';

// postcodeLookup and vatLookup through GraphQL against the running test api, answered by the local
// demo datasets (the default providers; the HTTP providers are tested in lookup-http.test.ts).

type Store = 'de' | 'nl' | 'en';

const POSTCODE = `query ($postcode: String!, $number: Int!) {
  postcodeLookup(postcode: $postcode, housenumber: $number) { street number letter addition postcode city } }`;
const VAT = `query ($country: String!, $vat: String!) {
  vatLookup(country_code: $country, vat_id: $vat) { status message vat_id vat_country_code name address } }`;

function ask<T>(query: string, variables: Record<string, unknown>, store: Store = 'nl') {
  return graphql<T>(query, { variables, store, token: 'shop-demo-access-token' });
}

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

function failure(response: GraphQLResponse<unknown>) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
  return { message: error.message, category: error.extensions?.category, key: error.extensions?.key };
}

interface Address {
  street: string;
  number: number;
  letter: string | null;
  addition: string | null;
  postcode: string;
  city: string;
}

const lookUp = async (postcode: string, number: number) =>
  ok(await ask<{ postcodeLookup: Address[] }>(POSTCODE, { postcode, number })).postcodeLookup;

describe('postcodeLookup (local dataset)', () => {
  it('answers every address of a postcode and house number, sorted by letter, then numeric addition', async () => {
    const addresses = await lookUp('1012 ab', 6);
    expect(addresses.map((address) => `${address.letter ?? ''}-${address.addition ?? ''}`)).toEqual([
      '-',
      'A-1',
      'A-2',
      'A-10',
    ]);
    for (const address of addresses) {
      expect(address).toMatchObject({ street: 'Damrak', number: 6, postcode: '1012 AB', city: 'Amsterdam' });
    }
    expect((await lookUp('3511AB', 12)).map((address) => address.letter)).toEqual([null, 'A', 'B', 'C']);
  });

  it('answers an empty list when the combination does not exist', async () => {
    expect(await lookUp('1012 AB', 999)).toEqual([]);
    expect(await lookUp('1234 XY', 1)).toEqual([]);
  });

  it('refuses postcodes that are not Dutch postcodes, and bad house numbers, in the store view language', async () => {
    for (const postcode of ['0123 AB', '1012 SA', '10123', 'abc', '']) {
      for (const store of ['de', 'nl', 'en'] as const) {
        const error = failure(await ask(POSTCODE, { postcode, number: 1 }, store));
        expect(error).toEqual({
          category: 'graphql-input',
          key: 'postcode.invalid',
          message: formatMessage(store, 'postcode.invalid'),
        });
      }
    }
    for (const number of [0, -4, 100_000]) {
      const error = failure(await ask(POSTCODE, { postcode: '1012 AB', number }));
      expect(error).toMatchObject({ category: 'graphql-input', key: 'lookup.housenumber_invalid' });
    }
  });
});

interface VatResult {
  status: string;
  message: string;
  vat_id: string;
  vat_country_code: string | null;
  name: string | null;
  address: string | null;
}

const checkVat = async (country: string, vat: string, store: Store = 'nl') =>
  ok(await ask<{ vatLookup: VatResult }>(VAT, { country, vat }, store)).vatLookup;

describe('vatLookup (local dataset)', () => {
  it('answers VALID with the registered name for a known number, however it is typed', async () => {
    for (const typed of ['NL123456789B01', 'nl 1234.56.789 b01', '123456789B01']) {
      expect(await checkVat('NL', typed)).toEqual({
        status: 'VALID',
        message: formatMessage('nl', 'vat.valid'),
        vat_id: 'NL123456789B01',
        vat_country_code: 'NL',
        name: 'De Vries Bouwmaterialen B.V.',
        address: 'Oudegracht 120, 3511 AB Utrecht',
      });
    }
    expect((await checkVat('be', 'BE0123456749', 'de')).status).toBe('VALID');
    expect((await checkVat('AT', 'ATU12345678', 'en')).message).toBe(formatMessage('en', 'vat.valid'));
  });

  it('answers INVALID for numbers in the wrong format, unknown numbers and numbers the register marks invalid', async () => {
    for (const [country, vat] of [
      ['NL', 'NL12345'],
      ['NL', 'NL123456789'],
      ['DE', 'DE12345678X'],
      ['BE', 'BE123'],
      ['DE', 'DE999999999'],
      ['NL', 'NL000000000B00'],
    ] as const) {
      const answer = await checkVat(country, vat, 'de');
      expect(answer).toMatchObject({
        status: 'INVALID',
        message: formatMessage('de', 'vat.invalid'),
        vat_country_code: null,
        name: null,
      });
    }
  });

  it('answers COUNTRY_DIFFERS for a valid number of another country than the address', async () => {
    const answer = await checkVat('NL', 'DE123456789', 'en');
    expect(answer).toMatchObject({
      status: 'COUNTRY_DIFFERS',
      message: formatMessage('en', 'vat.country_mismatch'),
      vat_id: 'DE123456789',
      vat_country_code: 'DE',
      name: 'Becker Haustechnik GmbH',
    });
  });

  it('refuses a country that is no two-letter code and an empty number', async () => {
    expect(failure(await ask(VAT, { country: 'Nederland', vat: 'NL123456789B01' }))).toMatchObject({
      category: 'graphql-input',
      key: 'lookup.country_invalid',
    });
    expect(failure(await ask(VAT, { country: 'NL', vat: ' ' }))).toMatchObject({
      category: 'graphql-input',
      key: 'required.vat_id',
      message: formatMessage('nl', 'required.vat_id'),
    });
  });
});
