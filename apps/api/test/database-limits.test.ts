import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { apiUrl, graphql } from './graphql.js';

// What a database that is slow or loses its connections does to the api: the request at hand is
// told the shop is busy (at the statement time limit, not whenever the statement would end), every
// other request goes on being answered, and the next request works.

const STATEMENT_LIMIT_MS = loadConfig({}).statementTimeoutMs;
/** Computed every time (POST is never answered from the response cache). */
const SEARCH = '{ products(search: "tee", pageSize: 5) { total_count } }';

async function slowDownNextStatements(count: number, seconds: number) {
  const response = await fetch(`${apiUrl()}/test-hooks/slow-statements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count, seconds }),
  });
  expect(response.status).toBe(200);
}

describe('a statement that runs past its limit', () => {
  it('ends with a clear busy error at the limit while /healthz keeps answering, and the next request works', async () => {
    const sleepSeconds = (STATEMENT_LIMIT_MS * 3) / 1000;
    // Every statement of the request is slow (some of a search are allowed to fail quietly).
    await slowDownNextStatements(10, sleepSeconds);
    const started = performance.now();
    const slow = graphql(SEARCH, { method: 'POST', store: 'de' });

    // While the statement runs, the api answers what needs no database at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = performance.now();
    expect((await fetch(`${apiUrl()}/healthz`)).status).toBe(200);
    expect(performance.now() - health).toBeLessThan(1_000);

    const answer = await slow;
    const waited = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Der Shop ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.',
      extensions: { category: 'graphql-unavailable' },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/statement timeout|canceling statement/i);
    // Ended by the limit, long before the statement itself would have.
    expect(waited).toBeLessThan(sleepSeconds * 1000);
    await slowDownNextStatements(0, 0);

    const next = await graphql<{ products: { total_count: number } }>(SEARCH, { method: 'POST' });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data?.products.total_count).toBeGreaterThan(0);
  }, 60_000);

  it('answers in the store view language', async () => {
    await slowDownNextStatements(10, (STATEMENT_LIMIT_MS * 2) / 1000);
    const answer = await graphql(SEARCH, { method: 'POST', store: 'nl' });
    await slowDownNextStatements(0, 0);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'De winkel is op dit moment erg druk. Probeer het over een moment opnieuw.',
      extensions: { category: 'graphql-unavailable' },
    });
  }, 60_000);
});

describe('connections the database server ends', () => {
  it('are replaced: the requests after a server-side kill of every api connection are answered', async () => {
    // Warm the pool, then end every connection the api holds, as a server restart would.
    await Promise.all(Array.from({ length: 4 }, () => graphql(SEARCH, { method: 'POST' })));
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await graphql(SEARCH, { method: 'POST' }));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      for (const error of answer.body.errors ?? [])
        expect(error.extensions?.category).toBe('graphql-unavailable');
    }
    expect(answers.at(-1)?.body.errors).toBeUndefined();
    expect((await fetch(`${apiUrl()}/readyz`)).status).toBe(200);
    // The response cache's listening connection was ended too: the cache is off until it has
    // listened again (it retries every second). Wait for that, so later test files find it on.
    const deadline = Date.now() + 20_000;
    let cacheHeader: string | null = null;
    while (!cacheHeader && Date.now() < deadline) {
      cacheHeader = (await graphql('{ storeConfig { store_code } }')).headers.get('x-cache');
      if (!cacheHeader) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(cacheHeader).toMatch(/HIT|MISS/);
  }, 60_000);
});
