import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, freshEmail, type GraphQLResponse } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The api's hardening: the client address behind a proxy, CORS, GraphiQL and introspection, and bad path or
// query input on the api's HTTP routes. The shared test api runs with the default configuration
// (NODE_ENV unset); a production api of this file's own trusts a proxy the test does not come from.

const EMAIL_AVAILABLE = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

async function ask(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse['body']> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse['body'];
}

describe('a production api behind a proxy at another address', () => {
  let api: TestApi | undefined;

  beforeAll(async () => {
    api = await startTestApi({
      env: { NODE_ENV: 'production', TRUST_PROXY: '10.9.9.9', RATE_LIMITS: 'email_check=3/100' },
      products: 20,
      logLevel: 'warn',
    });
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('ignores X-Forwarded-For from a client that is not the proxy: a new address does not reset a limit', async () => {
    const url = (api as TestApi).url;
    for (let i = 1; i <= 3; i++) {
      const body = await ask(
        url,
        EMAIL_AVAILABLE,
        { email: freshEmail('spoof') },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(body.errors).toBeUndefined();
    }
    const refused = await ask(
      url,
      EMAIL_AVAILABLE,
      { email: freshEmail('spoof') },
      { 'x-forwarded-for': '198.51.100.99' },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      key: 'request.rate_limited',
    });
    expect(refused.errors?.[0]?.message).toMatch(/^Too many requests/);
  });

  it('offers no GraphiQL and refuses introspection', async () => {
    const url = (api as TestApi).url;
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
    const schema = await ask(url, '{ __schema { queryType { name } } }', {});
    expect(schema.data ?? null).toBeNull();
    expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
    const type = await ask(url, '{ __type(name: "Query") { name } }', {});
    expect(type.data ?? null).toBeNull();
  });
});

describe('GraphiQL', () => {
  it('is not served unless GRAPHIQL=true', async () => {
    const page = await fetch(`${apiUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });
});

describe('CORS', () => {
  function preflight(origin: string) {
    return fetch(`${apiUrl()}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,store',
      },
    });
  }

  it('lets the storefront origin call the api, without credentials', async () => {
    const response = await preflight('http://localhost:3000');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin no permission', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await fetch(
      `${apiUrl()}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bad path and query input on HTTP routes', () => {
  it.each([
    ['GET', '/testpay/checkout/%00'],
    ['POST', '/testpay/checkout/%00'],
    ['GET', '/testpay/checkout/tp_%00%ff'],
    ['POST', '/payment/webhook/%00'],
    ['GET', '/dev/mailbox?to=%00'],
    ['GET', '/dev/mailbox.json?to=a%00b'],
    ['GET', '/dev/mailbox/%00'],
    ['GET', '/media/%00'],
    ['GET', '/media/..%2f..%2fetc%2fpasswd'],
  ])('%s %s answers a client error without database text', async (method, path) => {
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' }
        : {}),
    });
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(text).not.toMatch(/UTF8|0x00|invalid byte|syntax for type|relation|SELECT/i);
  });
});
