import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMessage } from '@shop/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookupMessages } from '../src/modules/lookup/messages.js';
import type { GraphQLResponse } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The HTTP lookup providers, configured by environment as in production, through GraphQL of an api
// of this file's own, against a small real HTTP server standing in for the external services.

const CLIENT_ID = 'client-4711';
const CLIENT_SECRET = 'secret-never-leaves-the-api';

interface Recorded {
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/** What the stand-in service answers next: status and JSON body, or a delay beyond the timeout. */
type Behaviour = { status: number; body?: unknown; raw?: string; delayMs?: number };

let service: Server;
let serviceUrl: string;
const requests: Recorded[] = [];
let behaviour: Behaviour = { status: 200, body: [] };

let api: TestApi | undefined;
let apiUrl: string;

beforeAll(async () => {
  service = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://service');
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    const { status, body, raw, delayMs } = behaviour;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(raw ?? JSON.stringify(body ?? null));
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  api = await startTestApi({
    env: {
      POSTCODE_LOOKUP_URL: `${serviceUrl}/postcode`,
      POSTCODE_LOOKUP_CLIENT_ID: CLIENT_ID,
      POSTCODE_LOOKUP_CLIENT_SECRET: CLIENT_SECRET,
      VAT_LOOKUP_URL: `${serviceUrl}/vat`,
      LOOKUP_TIMEOUT_MS: '300',
    },
    products: 10,
    logLevel: 'silent',
  });
  apiUrl = api.url;
});

afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => service?.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

async function ask<T>(query: string, variables: Record<string, unknown>, store = 'nl') {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${apiUrl}/graphql?${params}`, {
    headers: { store, authorization: 'Bearer shop-demo-access-token' },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json(),
  } as GraphQLResponse<T>;
}

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

const POSTCODE = `query ($postcode: String!, $number: Int!) {
  postcodeLookup(postcode: $postcode, housenumber: $number) { street number letter addition postcode city } }`;
const VAT = `query ($country: String!, $vat: String!, $rc: String, $rv: String) {
  vatLookup(country_code: $country, vat_id: $vat, requester_country_code: $rc, requester_vat_id: $rv) {
    status message vat_id vat_country_code name address } }`;

describe('HTTP postcode provider', () => {
  it('asks the service with postcode, number and the client credentials, and sorts its answer', async () => {
    behaviour = {
      status: 200,
      body: [
        {
          street: 'Teststraat',
          number: 5,
          letter: 'b',
          addition: null,
          postcode: '1234AB',
          city: 'Teststad',
        },
        {
          street: 'Teststraat',
          number: 5,
          letter: null,
          addition: '10',
          postcode: '1234AB',
          city: 'Teststad',
        },
        {
          street: 'Teststraat',
          number: 5,
          letter: null,
          addition: '2',
          postcode: '1234AB',
          city: 'Teststad',
        },
      ],
    };
    const answer = await ask<{ postcodeLookup: Record<string, unknown>[] }>(POSTCODE, {
      postcode: '1234 ab',
      number: 5,
    });
    expect(ok(answer).postcodeLookup).toEqual([
      { street: 'Teststraat', number: 5, letter: null, addition: '2', postcode: '1234 AB', city: 'Teststad' },
      {
        street: 'Teststraat',
        number: 5,
        letter: null,
        addition: '10',
        postcode: '1234 AB',
        city: 'Teststad',
      },
      { street: 'Teststraat', number: 5, letter: 'B', addition: null, postcode: '1234 AB', city: 'Teststad' },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: '/postcode', query: { postcode: '1234AB', number: '5' } });
    expect(requests[0]?.headers['x-client-id']).toBe(CLIENT_ID);
    expect(requests[0]?.headers['x-client-secret']).toBe(CLIENT_SECRET);
    expect(JSON.stringify(answer.body)).not.toContain(CLIENT_SECRET);
  });

  it('answers an empty list when the service knows no address (404)', async () => {
    behaviour = { status: 404, body: { error: 'not found' } };
    expect(
      ok(await ask<{ postcodeLookup: unknown[] }>(POSTCODE, { postcode: '1234AB', number: 7 }))
        .postcodeLookup,
    ).toEqual([]);
  });

  it('never asks the service about a postcode in the wrong format', async () => {
    const answer = await ask(POSTCODE, { postcode: '0123 AB', number: 5 });
    expect(answer.body.errors?.[0]?.extensions?.key).toBe('postcode.invalid');
    expect(requests).toEqual([]);
  });

  it.each([
    ['an error status', { status: 500, body: { error: 'boom' } }],
    ['no JSON', { status: 200, raw: '<html>maintenance</html>' }],
    ['no list', { status: 200, body: { unexpected: true } }],
    ['no answer in time', { status: 200, body: [], delayMs: 1_000 }],
  ] as const)(
    'answers a clear graphql error when the service gives %s, and keeps working',
    async (_case, failing) => {
      behaviour = failing;
      const answer = await ask<{ postcodeLookup: unknown[] | null }>(
        POSTCODE,
        { postcode: '1234AB', number: 5 },
        'de',
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data?.postcodeLookup ?? null).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: lookupMessages.de['lookup.unavailable'],
        extensions: { category: 'graphql', key: 'lookup.unavailable' },
      });
      behaviour = { status: 200, body: [] };
      expect(
        ok(await ask<{ postcodeLookup: unknown[] }>(POSTCODE, { postcode: '1234AB', number: 5 }))
          .postcodeLookup,
      ).toEqual([]);
    },
  );
});

describe('HTTP VAT provider', () => {
  it('asks the service with the number, its country and the requester, and answers its verdict', async () => {
    behaviour = {
      status: 200,
      body: { valid: true, name: 'Test B.V.', address: 'Teststraat 5, 1234 AB Teststad' },
    };
    const answer = ok(
      await ask<{ vatLookup: unknown }>(VAT, {
        country: 'NL',
        vat: 'nl 9999.99.999 b01',
        rc: 'de',
        rv: 'DE 123456789',
      }),
    );
    expect(answer.vatLookup).toEqual({
      status: 'VALID',
      message: formatMessage('nl', 'vat.valid'),
      vat_id: 'NL999999999B01',
      vat_country_code: 'NL',
      name: 'Test B.V.',
      address: 'Teststraat 5, 1234 AB Teststad',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      path: '/vat',
      query: {
        country_code: 'NL',
        vat_id: 'NL999999999B01',
        requester_country_code: 'DE',
        requester_vat_id: 'DE123456789',
      },
    });
  });

  it('answers INVALID when the service says so or does not know the number', async () => {
    behaviour = { status: 200, body: { valid: false } };
    expect(
      ok(await ask<{ vatLookup: { status: string } }>(VAT, { country: 'DE', vat: 'DE111111111' })).vatLookup
        .status,
    ).toBe('INVALID');
    behaviour = { status: 404 };
    expect(
      ok(await ask<{ vatLookup: { status: string } }>(VAT, { country: 'DE', vat: 'DE111111111' })).vatLookup
        .status,
    ).toBe('INVALID');
    expect(requests).toHaveLength(2);
  });

  it('answers COUNTRY_DIFFERS for a valid number of another country', async () => {
    behaviour = { status: 200, body: { valid: true } };
    const answer = ok(
      await ask<{ vatLookup: Record<string, unknown> }>(VAT, { country: 'DE', vat: 'ATU99999999' }, 'en'),
    ).vatLookup;
    expect(answer).toMatchObject({ status: 'COUNTRY_DIFFERS', vat_country_code: 'AT', name: null });
    expect(requests[0]?.query.country_code).toBe('AT');
  });

  it('answers INVALID for a number in the wrong format without asking the service', async () => {
    behaviour = { status: 200, body: { valid: true } };
    for (const vat of ['NL123', 'NL123456789', 'DE12345678', 'BE12345']) {
      const country = vat.slice(0, 2);
      expect(ok(await ask<{ vatLookup: { status: string } }>(VAT, { country, vat })).vatLookup.status).toBe(
        'INVALID',
      );
    }
    expect(requests).toEqual([]);
  });

  it('answers a clear graphql error when the service fails', async () => {
    behaviour = { status: 503, body: { error: 'maintenance' } };
    const answer = await ask(VAT, { country: 'NL', vat: 'NL123456789B01' }, 'en');
    expect(answer.body.errors?.[0]).toMatchObject({
      message: lookupMessages.en['lookup.unavailable'],
      extensions: { category: 'graphql', key: 'lookup.unavailable' },
    });
  });
});
