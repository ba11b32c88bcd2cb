// The access log at `info` (src/server.ts, AccessLog): a line for each computed, failed or slow
// request, none for each answer from the response cache but their count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../seed/stores.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

type App = Awaited<ReturnType<typeof buildServer>>;

describe('access log', () => {
  let database: TestDatabase;
  let app: App;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
    await database.db.transaction((tx) => seedStores(tx));
    const config = { ...loadConfig({}), logLevel: 'info', mediaDir: `${database.dataDir}/media` };
    app = await buildServer({
      config,
      db: database.db,
      stores: await StoreRegistry.load(database.db),
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    app.get('/failing', async () => {
      throw new Error('on purpose');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      return { slow: true };
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  const linesFor = (url: string) => lines.filter((line) => line.url === url);

  it('logs a computed answer once, and its answers from the cache only as a count', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`;
    const caches: unknown[] = [];
    for (let request = 0; request < 3; request++) {
      caches.push((await app.inject({ url, headers: { store: 'de' } })).headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT']);
    expect(linesFor(url)).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', status: 200 }),
    ]);
    expect(linesFor(url)[0]?.reqId).toEqual(expect.any(String));
  });

  it('always logs failed and slow requests', async () => {
    await app.inject({ url: '/failing' });
    await app.inject({ url: '/slow' });
    expect(linesFor('/failing')).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'request completed with an error', status: 500 }),
    );
    expect(linesFor('/slow')).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', status: 200 }),
    ]);
  });

  it('counts the answers from the cache when it closes', async () => {
    await app.close();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'answers from the response cache since the last count', cacheHits: 2 }),
    );
  });
});
