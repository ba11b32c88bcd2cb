// The api's Prometheus endpoint (src/observability/metrics.ts): requests counted by operation,
// outcome and response cache, the cache's own counts, the pool, on a port of its own.

import type { MetricsServer } from '@shop/metrics-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../seed/stores.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { startApiMetricsServer } from '../src/observability/metrics.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

type App = Awaited<ReturnType<typeof buildServer>>;

/** The value of the one series with these labels (in any order); 0 when there is none. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return 0;
}

describe('metrics', () => {
  let database: TestDatabase;
  let app: App;
  let metrics: MetricsServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
    await database.db.transaction((tx) => seedStores(tx));
    const config = { ...loadConfig({}), logLevel: 'warn', mediaDir: `${database.dataDir}/media` };
    app = await buildServer({ config, db: database.db, stores: await StoreRegistry.load(database.db) });
    await app.ready();
    metrics = await startApiMetricsServer({ host: '127.0.0.1', port: 0 });
  }, 120_000);

  afterAll(async () => {
    await metrics?.close();
    await app?.close();
    await database?.drop();
  });

  const scrape = async () => {
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('counts GraphQL requests by operation, outcome and cache, and the cache its hits and misses', async () => {
    const before = await scrape();
    const url = `/graphql?query=${encodeURIComponent('query StoreCodes { storeConfig { store_code } }')}`;
    const caches: unknown[] = [];
    for (let request = 0; request < 3; request++) {
      caches.push((await app.inject({ url, headers: { store: 'de' } })).headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT']);
    const broken = await app.inject({
      url: `/graphql?query=${encodeURIComponent('query Broken { noSuchField }')}`,
      headers: { store: 'de' },
    });
    expect(broken.json().errors).toHaveLength(1);

    const after = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      seriesValue(text, 'shop_api_graphql_request_duration_seconds_count', labels);
    const stores = { operation: 'StoreCodes', outcome: 'ok' };
    expect(count(after, { ...stores, cache: 'miss' }) - count(before, { ...stores, cache: 'miss' })).toBe(1);
    expect(count(after, { ...stores, cache: 'hit' }) - count(before, { ...stores, cache: 'hit' })).toBe(2);
    // Never executed: no operation to name; the caller's mistake, not ours.
    const invalid = { operation: 'invalid', outcome: 'rejected' };
    expect(count(after, invalid) - count(before, invalid)).toBe(1);
    const cacheCount = (text: string, name: string) =>
      seriesValue(text, `shop_api_response_cache_${name}_total`);
    expect(cacheCount(after, 'hits') - cacheCount(before, 'hits')).toBe(2);
    expect(cacheCount(after, 'misses') - cacheCount(before, 'misses')).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(after, 'shop_api_http_responses_total', { status: '200' }) -
        seriesValue(before, 'shop_api_http_responses_total', { status: '200' }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("shows the pool's connections", async () => {
    const text = await scrape();
    expect(text).toMatch(/^shop_api_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^shop_api_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^shop_api_db_pool_connections\{state="waiting"\} \d+$/m);
  });

  it('labels operation names within bounds', async () => {
    const { operationLabel } = await import('../src/observability/metrics.js');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('x'.repeat(65))).toBe('invalid');
    expect(operationLabel('not a name')).toBe('invalid');
    expect(operationLabel('ProductPage')).toBe('ProductPage');
  });

  it('answers only GET /metrics', async () => {
    const origin = new URL(metrics.url).origin;
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(metrics.url, { method: 'POST' })).status).toBe(405);
    // The api's own port has no such route.
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
