import { describe, expect, it } from 'vitest';
import { apiUrl, graphql } from './graphql.js';

describe('GraphQL over HTTP', () => {
  it('answers a query over GET and over POST alike', async () => {
    const query = '{ storeConfig { store_code } }';
    const overGet = await graphql(query);
    const overPost = await graphql(query, { method: 'POST' });
    expect(overGet.status).toBe(200);
    expect(overGet.body).toEqual(overPost.body);
    expect(overGet.body.data).toEqual({ storeConfig: { store_code: 'de' } });
  });

  it('refuses a mutation sent over GET with a clear error', async () => {
    const response = await graphql('mutation { __typename }'); // any mutation document
    expect(response.status).toBe(405);
    expect(response.body.errors?.[0]?.message).toMatch(/mutation.*POST/i);
  });

  it('answers a syntax error as a GraphQL error, never a 500', async () => {
    const response = await graphql('{ storeConfig { store_code }');
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql');
  });

  it('names an unknown field', async () => {
    const response = await graphql('{ storeConfig { no_such_field } }');
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toContain('no_such_field');
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql');
  });

  it('rejects a variable of the wrong type', async () => {
    const response = await graphql('query ($size: Int) { products(pageSize: $size) { total_count } }', {
      variables: { size: 'many' },
    });
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toMatch(/\$size/);
    expect(response.body.data ?? null).toBeNull();
  });

  it('refuses a query deeper than the limit before running it', async () => {
    const deep = `{ categoryList { ${'children { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const response = await graphql(deep);
    expect(response.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(response.body.data ?? null).toBeNull();
  });

  it('answers every value GraphQL refuses for its type as bad input, and every armor limit too', async () => {
    const categoryOf = async (query: string, variables?: Record<string, unknown>) => {
      const response = await graphql(query, { variables, method: 'POST' });
      expect(response.status, query).toBeLessThan(500);
      expect(response.body.data ?? null, query).toBeNull();
      return response.body.errors?.[0]?.extensions?.category;
    };
    const input = [
      // Literals: the values rule, whatever it says.
      ['{ products(pageSize: 1.5) { total_count } }'],
      ['{ route(url: null) { __typename } }'],
      ['{ products(pageSize: "many") { total_count } }'],
      // Variables: their coercion.
      ['query ($size: Int) { products(pageSize: $size) { total_count } }', { size: 'many' }],
      ['query ($size: Int) { products(pageSize: $size) { total_count } }', { size: 2 ** 40 }],
      ['query ($url: String!) { route(url: $url) { __typename } }', {}],
      ['query ($url: String!) { route(url: $url) { __typename } }', { url: null }],
      // graphql-armor's limits.
      [`{ categoryList { ${'children { '.repeat(14)}id${' }'.repeat(14)} } }`],
      [`{ ${Array.from({ length: 31 }, (_, index) => `a${index}: storeConfig { store_code }`).join(' ')} }`],
      [`{ storeConfig { store_code ${'@include(if: true) '.repeat(31)}} }`],
      [`{ storeConfig { ${'store_code '.repeat(3000)}} }`],
    ] as const;
    for (const [query, variables] of input) {
      expect(await categoryOf(query, variables), query.slice(0, 80)).toBe('graphql-input');
    }
    // What is not a value or a limit stays GraphQL's.
    expect(await categoryOf('{ storeConfig { no_such_field } }')).toBe('graphql');
  });

  it('marks anonymous GET reads cacheable by a CDN and POST answers private', async () => {
    const overGet = await graphql('{ storeConfig { store_code } }');
    expect(overGet.headers.get('cache-control')).toMatch(/public/);
    const overPost = await graphql('{ storeConfig { store_code } }', { method: 'POST' });
    expect(overPost.headers.get('cache-control')).toMatch(/private/);
  });

  it('echoes a request id so a log line can be found', async () => {
    const response = await graphql('{ storeConfig { store_code } }', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    const generated = await graphql('{ storeConfig { store_code } }');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness', async () => {
    const health = await fetch(`${apiUrl()}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${apiUrl()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('Store header', () => {
  it('selects the store view', async () => {
    const query = '{ storeConfig { store_code locale base_currency_code default_display_currency_code } }';
    const de = await graphql(query, { store: 'de' });
    const nl = await graphql(query, { store: 'nl' });
    const en = await graphql(query, { store: 'en' });
    expect(de.body.data).toEqual({
      storeConfig: {
        store_code: 'de',
        locale: 'de_DE',
        base_currency_code: 'EUR',
        default_display_currency_code: 'EUR',
      },
    });
    expect(nl.body.data?.storeConfig).toMatchObject({ store_code: 'nl', locale: 'nl_NL' });
    expect(en.body.data?.storeConfig).toMatchObject({ store_code: 'en' });
  });

  it('means the default store view when missing', async () => {
    const response = await graphql('{ storeConfig { store_code is_default_store } }');
    expect(response.body.data).toEqual({ storeConfig: { store_code: 'de', is_default_store: true } });
  });

  it('is an error naming an unknown store view', async () => {
    const response = await graphql('{ storeConfig { store_code } }', { store: 'fr' });
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toContain('"fr"');
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
