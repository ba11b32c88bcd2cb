import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookupMessages } from '../src/modules/lookup/messages.js';
import type { GraphQLResponse } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// VAT_LOOKUP_PROVIDER=vies through GraphQL of an api of this file's own, against a stand-in of the
// European Commission's VIES REST service (POST check-vat-number) on a free port.

interface Recorded {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** What the stand-in answers next. */
let behaviour: { status: number; body: unknown } = { status: 200, body: {} };
const requests: Recorded[] = [];
let service: Server;
let api: TestApi | undefined;

beforeAll(async () => {
  service = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    requests.push({
      method: request.method ?? '',
      path: new URL(request.url ?? '/', 'http://vies').pathname,
      body: JSON.parse(text || '{}') as Record<string, unknown>,
    });
    response.writeHead(behaviour.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(behaviour.body));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  api = await startTestApi({
    env: {
      VAT_LOOKUP_PROVIDER: 'vies',
      VAT_LOOKUP_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/taxation_customs/vies/rest-api/check-vat-number`,
      LOOKUP_TIMEOUT_MS: '1000',
    },
    products: 10,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => service?.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const VAT = `query ($country: String!, $vat: String!, $rc: String, $rv: String) {
  vatLookup(country_code: $country, vat_id: $vat, requester_country_code: $rc, requester_vat_id: $rv) {
    status vat_id vat_country_code name address } }`;

async function vatLookup(variables: Record<string, unknown>) {
  const params = new URLSearchParams({ query: VAT, variables: JSON.stringify(variables) });
  const response = await fetch(`${api?.url}/graphql?${params}`, {
    headers: { store: 'en', authorization: 'Bearer shop-demo-access-token' },
  });
  return (await response.json()) as GraphQLResponse<{ vatLookup: Record<string, unknown> }>['body'];
}

/** A VIES answer of check-vat-number. */
function viesAnswer(fields: Record<string, unknown>) {
  return {
    countryCode: 'NL',
    vatNumber: '999999999B01',
    requestDate: '2025-01-01T10:00:00.000Z',
    requestIdentifier: 'WAPIAAAAW1234567',
    ...fields,
  };
}

describe('VIES VAT provider', () => {
  it('asks check-vat-number with the number, its member state and the requester, and answers VALID with name and address', async () => {
    behaviour = {
      status: 200,
      body: viesAnswer({
        valid: true,
        userError: 'VALID',
        name: 'TEST B.V.',
        address: 'TESTSTRAAT 5\n1234AB TESTSTAD',
      }),
    };
    const answer = await vatLookup({ country: 'NL', vat: 'NL 9999.99.999 B01', rc: 'EL', rv: 'EL123456789' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.vatLookup).toEqual({
      status: 'VALID',
      vat_id: 'NL999999999B01',
      vat_country_code: 'NL',
      name: 'TEST B.V.',
      address: 'TESTSTRAAT 5\n1234AB TESTSTAD',
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/taxation_customs/vies/rest-api/check-vat-number',
        body: {
          countryCode: 'NL',
          vatNumber: '999999999B01',
          requesterMemberStateCode: 'EL',
          requesterNumber: '123456789',
        },
      },
    ]);
  });

  it('writes Greece as EL and leaves undisclosed names out', async () => {
    behaviour = {
      status: 200,
      body: viesAnswer({ valid: true, userError: 'VALID', name: '---', address: '---' }),
    };
    const answer = await vatLookup({ country: 'GR', vat: 'EL123456789' });
    expect(answer.data?.vatLookup).toMatchObject({
      status: 'VALID',
      vat_country_code: 'GR',
      name: null,
      address: null,
    });
    expect(requests[0]?.body).toEqual({ countryCode: 'EL', vatNumber: '123456789' });
  });

  it('answers INVALID for a number VIES does not know or cannot read', async () => {
    behaviour = { status: 200, body: viesAnswer({ valid: false, userError: 'INVALID', name: '---' }) };
    expect((await vatLookup({ country: 'DE', vat: 'DE111111111' })).data?.vatLookup.status).toBe('INVALID');
    behaviour = {
      status: 400,
      body: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT', message: 'invalid input' }] },
    };
    expect((await vatLookup({ country: 'DE', vat: 'DE111111111' })).data?.vatLookup.status).toBe('INVALID');
  });

  it.each([
    [
      'a member state that is unavailable',
      { status: 200, body: viesAnswer({ valid: false, userError: 'MS_UNAVAILABLE' }) },
    ],
    [
      'a member state that is busy',
      { status: 200, body: viesAnswer({ valid: false, userError: 'MS_MAX_CONCURRENT_REQ' }) },
    ],
    [
      'a timeout',
      {
        status: 500,
        body: { actionSucceed: false, errorWrappers: [{ error: 'TIMEOUT', message: 'timeout' }] },
      },
    ],
    [
      'a service that is unavailable',
      {
        status: 503,
        body: { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE', message: 'down' }] },
      },
    ],
  ])('answers "cannot check now" for %s, never INVALID', async (_case, answer) => {
    behaviour = answer;
    const response = await vatLookup({ country: 'NL', vat: 'NL123456789B01' });
    expect(requests.map((request) => request.method)).toEqual(['POST']);
    expect(response.data?.vatLookup ?? null).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      message: lookupMessages.en['lookup.unavailable'],
      extensions: { category: 'graphql', key: 'lookup.unavailable' },
    });
  });
});
