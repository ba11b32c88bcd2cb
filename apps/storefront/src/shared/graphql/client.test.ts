import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MainMenuDocument } from '../../../generated/graphql/graphql';
import { ApiUnavailableError, GraphQLRequestError, request, type TypedDocument } from './client';

interface Received {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

// A real HTTP server stands in for the api, so the test sees exactly what goes over the wire.
let server: Server;
let endpoint: string;
let received: Received[] = [];
let nextAnswer: { status: number; body: unknown } = { status: 200, body: { data: { ok: true } } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://x'),
        headers: req.headers,
        body,
      });
      res.writeHead(nextAnswer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(nextAnswer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  nextAnswer = { status: 200, body: { data: { ok: true } } };
});

async function failureOf(promise: Promise<unknown>): Promise<GraphQLRequestError> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(GraphQLRequestError);
  return failure as GraphQLRequestError;
}

function document<TResult, TVariables>(text: string): TypedDocument<TResult, TVariables> {
  return { toString: () => text };
}

describe('GraphQL client', () => {
  it('sends a query as GET with query, operationName and variables in the query string', async () => {
    nextAnswer = { status: 200, body: { data: { categoryList: [] } } };
    const result = await request(
      MainMenuDocument,
      { rootCategoryId: '3' },
      { endpoint, store: 'nl', token: 'tok' },
    );

    expect(result).toEqual({ categoryList: [] });
    const [call] = received;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/graphql');
    expect(call?.url.searchParams.get('operationName')).toBe('MainMenu');
    expect(call?.url.searchParams.get('query')).toMatch(/^query MainMenu\(\$rootCategoryId: String!\) \{/);
    expect(call?.url.searchParams.get('query')).toContain('fragment MenuCategory on CategoryTree');
    expect(JSON.parse(call?.url.searchParams.get('variables') ?? '')).toEqual({ rootCategoryId: '3' });
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(call?.headers.store).toBe('nl');
    expect(call?.body).toBe('');
  });

  it('leaves variables out of the url when there are none', async () => {
    await request(document<{ ok: boolean }, Record<string, never>>('query Ping { ok }'), {}, { endpoint });
    expect(received[0]?.url.searchParams.has('variables')).toBe(false);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a mutation as POST with a JSON body and the headers', async () => {
    const mutation = document<{ ok: boolean }, { email: string }>(`
      # comment that must not reach the server
      mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }
    `);
    await request(mutation, { email: 'a@b.nl' }, { endpoint, store: 'de', token: 'shop' });

    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.url.search).toBe('');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.authorization).toBe('Bearer shop');
    expect(call?.headers.store).toBe('de');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      query: 'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
      operationName: 'Subscribe',
      variables: { email: 'a@b.nl' },
    });
  });

  it('finds the operation after fragment definitions', async () => {
    const mutation = document<{ ok: boolean }, Record<string, never>>(
      'fragment F on Cart { id } mutation CreateCart { createEmptyCart }',
    );
    await request(mutation, {}, { endpoint });
    expect(received[0]?.method).toBe('POST');
    expect(JSON.parse(received[0]?.body ?? '').operationName).toBe('CreateCart');
  });

  it('sends a read as POST when asked to', async () => {
    await request(document('query ShopReviews { shopReviews { total } }'), {}, { endpoint, method: 'POST' });
    expect(received[0]?.method).toBe('POST');
  });

  it('throws the server errors with their message and category', async () => {
    nextAnswer = {
      status: 200,
      body: {
        data: null,
        errors: [
          {
            message: 'The current customer isn\u2019t authorized.',
            extensions: { category: 'graphql-authorization' },
          },
        ],
      },
    };
    const failure = await failureOf(request(document('query Me { customer { email } }'), {}, { endpoint }));

    expect(failure.message).toBe('The current customer isn\u2019t authorized.');
    expect(failure.category).toBe('graphql-authorization');
    expect(failure.errors).toHaveLength(1);
    expect(failure.operationName).toBe('Me');
  });

  it('throws on an HTTP failure without a GraphQL answer', async () => {
    nextAnswer = { status: 502, body: {} };
    const failure = await failureOf(request(document('query Ping { ok }'), {}, { endpoint }));
    expect(failure.status).toBe(502);
    expect(failure.message).toBe('GraphQL Ping failed with HTTP 502');
  });

  it('needs an explicit endpoint on the server', async () => {
    await expect(request(document('query Ping { ok }'), {})).rejects.toThrow(/endpoint/);
  });
});

describe('GraphQL client when the api gives no answer', () => {
  it('says the api did not answer in time when the signal times out', async () => {
    // An api that takes the request and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentEndpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/graphql`;
    try {
      const failure = await request(
        document('query Ping { ok }'),
        {},
        { endpoint: silentEndpoint, signal: AbortSignal.timeout(200) },
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiUnavailableError);
      expect((failure as ApiUnavailableError).reason).toBe('timeout');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('says the api is not reachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await request(
      document('query Ping { ok }'),
      {},
      {
        endpoint: `http://127.0.0.1:${port}/graphql`,
      },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiUnavailableError);
    expect((failure as ApiUnavailableError).reason).toBe('unreachable');
  });
});
