// The api under benchmark, in a process of its own (forked by bench/api.ts) so that the load
// generator and the server do not share one event loop. Counts the SQL statements it sends.
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';

export interface ApiServerData {
  databaseUrl: string;
  dataDir: string;
  mediaDir: string;
  /** RESPONSE_CACHE_MB of the api (unset: its default); 0 computes every answer. */
  responseCacheMegabytes?: number;
  /** Every so many milliseconds a change to public data reaches the response cache (unset or 0: never). */
  changeEveryMilliseconds?: number;
  /** 'anything' (default): a notification that may concern anything; 'order': a stock move of a random product. */
  change?: 'anything' | 'order';
}

export type ApiServerMessage =
  | { type: 'ready'; url: string }
  /** `cpuMilliseconds`: the api process's CPU time so far (user and system). */
  | { type: 'statements'; count: number; cpuMilliseconds: number }
  | { type: 'stopped' };

const data = JSON.parse(process.env.BENCH_API_SERVER ?? 'null') as ApiServerData | null;
const send = process.send?.bind(process);
if (!data || !send) throw new Error('bench/api-server.ts is forked by bench/api.ts');

const defaults = loadConfig({});
// Requests run as in a shop: with the statement time limit.
const db = await openDatabase({
  databaseUrl: data.databaseUrl,
  statementTimeoutMs: defaults.statementTimeoutMs,
});
// Every statement of a request goes through db.query: count them.
let statements = 0;
const query = db.query.bind(db);
db.query = (sql, params) => {
  statements++;
  return query(sql, params);
};

const config = {
  ...defaults,
  databaseUrl: data.databaseUrl,
  dataDir: data.dataDir,
  mediaDir: data.mediaDir,
  // Logs as a production api does (LOG_LEVEL's default); bench/api.ts reads and drops its output.
  logLevel: defaults.logLevel,
  // Every shopper of the checkout benchmark comes from this machine's one address.
  rateLimits: { ...defaults.rateLimits, order: { perAddress: 1_000_000, perAccount: 1_000_000 } },
  responseCacheBytes:
    data.responseCacheMegabytes === undefined
      ? defaults.responseCacheBytes
      : data.responseCacheMegabytes * 1024 * 1024,
};
const app = await buildServer({ config, db, stores: await StoreRegistry.load(db) });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
// What a price import (a change that may concern anything: migration 0011's notification) or an
// order (a stock move that names its product, migration 0014) does to the cache, without changing
// the data the benchmark reads: the order's stock update writes the value the product has.
const change =
  data.change === 'order'
    ? `WITH sold AS (SELECT id FROM product
                     WHERE is_enabled AND visibility IN (2, 4) AND type_id = 'simple'
                       AND id >= (SELECT floor(random() * max(id)) FROM product)
                     ORDER BY id LIMIT 1)
       UPDATE product p SET stock_qty = p.stock_qty, updated_at = p.updated_at FROM sold WHERE p.id = sold.id`
    : "SELECT pg_notify('shop_public_data_changed', '')";
const changes = data.changeEveryMilliseconds
  ? setInterval(() => {
      query(change).catch(() => {});
    }, data.changeEveryMilliseconds)
  : undefined;

process.on('message', async (message: { type: 'statements' | 'stop' }) => {
  if (message.type === 'statements') {
    const { user, system } = process.cpuUsage();
    send({
      type: 'statements',
      count: statements,
      cpuMilliseconds: (user + system) / 1000,
    } satisfies ApiServerMessage);
  } else {
    clearInterval(changes);
    await app.close();
    // Requests the load generator gave up on may still be running: let them finish first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await db.close();
    send({ type: 'stopped' } satisfies ApiServerMessage, undefined, undefined, () => process.exit(0));
  }
});
send({ type: 'ready', url } satisfies ApiServerMessage);
