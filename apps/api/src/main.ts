// Starts the api: configuration, database (migrated, seeded on first start), HTTP server.
// Any failure to start ends the process with one line that says what went wrong and where.
// Tracing, when configured, starts before anything it instruments is imported: hence the imports
// of the database and the server inside the functions that use them.

import cluster from 'node:cluster';
import { runWorkers, workerCount } from '@shop/workers';
import { type ApiConfig, checkStorefrontUrlStores, loadConfig } from './config.js';
import type { SlowStatements } from './db/database.js';
import type { DatabaseServer } from './db/server.js';
import { startTracingWhenConfigured } from './observability/tracing-switch.js';

/** A stop (SIGTERM, SIGINT) that has not finished after this long ends the process at once. */
const STOP_DEADLINE_MS = 9_000;

async function main() {
  const config = loadConfig();
  await runWorkers({
    name: 'api',
    count: workerCount(process.env, 'API_WORKERS'),
    // The workers share one database, migrated and seeded once here before they start (an embedded
    // server runs in this process: its url reaches the workers as their DATABASE_URL).
    inPrimary: [
      async () => {
        const { server } = await prepareDatabase(config);
        return { env: { DATABASE_URL: server.url }, stop: () => server.stop() };
      },
      // One metrics endpoint for the machine: the primary adds up its workers' series.
      async () => {
        if (!config.metrics) return undefined;
        const { startApiMetricsServer } = await import('./observability/metrics.js');
        const metrics = await startMetricsEndpoint(() =>
          startApiMetricsServer(config.metrics as NonNullable<ApiConfig['metrics']>, {
            aggregateWorkers: true,
          }),
        );
        return { stop: async () => metrics?.close() };
      },
    ],
    work: () => serve(config),
  });
}

/** A metrics port that cannot be had costs the operator the metrics, not the shop its api. */
async function startMetricsEndpoint<Server extends { url: string }>(
  start: () => Promise<Server>,
): Promise<Server | undefined> {
  try {
    const metrics = await start();
    console.log(`api: metrics on ${metrics.url}`);
    return metrics;
  } catch (error) {
    console.error(`api: no metrics endpoint: ${(error as Error).message}`);
    return undefined;
  }
}

/** One api process: the database (prepared unless a primary did), then the HTTP server until a stop. */
async function serve(config: ApiConfig) {
  const stopTracing = await startTracingWhenConfigured('shop-api');
  const [
    { openDatabase },
    { startReplicas },
    { StoreRegistry },
    { buildServer },
    { collectProcessMetrics, startApiMetricsServer },
  ] = await Promise.all([
    import('./db/database.js'),
    import('./db/replicas.js'),
    import('./modules/store/stores.js'),
    import('./server.js'),
    import('./observability/metrics.js'),
  ]);
  let server: DatabaseServer | undefined;
  // Installed first: a stop during the seed of a first start must stop the database as well.
  const stopHandlers = onStopSignal(async () => server?.stop());
  const prepared = await prepareDatabase(config, (started) => {
    server = started;
  });

  const slowStatements: SlowStatements | undefined = config.testHooks
    ? { remaining: 0, seconds: 0 }
    : undefined;
  const db = await openDatabase({
    databaseUrl: prepared.server.url,
    statementTimeoutMs: config.statementTimeoutMs,
    slowStatements,
  });
  const replicas = config.replicaUrls.length > 0 ? startReplicas(db, config) : undefined;
  const stores = await StoreRegistry.load(db);
  checkStorefrontUrlStores(
    config,
    stores.all().map((store) => store.code),
  );
  const app = await buildServer({ config, db, stores, slowStatements, replicas });
  app.log.info(
    {
      database: prepared.server.description,
      migrationsApplied: prepared.applied,
      replicas: replicas?.describe(),
    },
    'database ready',
  );
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.port} is already in use (API_PORT)`);
    throw error;
  }
  // A worker's series are served by its primary (see main).
  let metrics: Awaited<ReturnType<typeof startApiMetricsServer>> | undefined;
  if (config.metrics) {
    collectProcessMetrics();
    const listener = config.metrics;
    if (!cluster.isWorker) metrics = await startMetricsEndpoint(() => startApiMetricsServer(listener));
  }
  stopHandlers.replace(async () => {
    // In-flight requests finish, then the pools and the database close cleanly; the last spans go out.
    await app.close();
    await metrics?.close();
    await replicas?.close();
    await db.close();
    await server?.stop();
    await stopTracing?.();
  });
}

/**
 * The shop's database server (DATABASE_URL's or the embedded one, started here and given to
 * `started` at once, so that a stop during the seed stops it too), migrated, and seeded on a first
 * start when configured.
 */
async function prepareDatabase(
  config: ApiConfig,
  started: (server: DatabaseServer) => void = () => {},
): Promise<{ server: DatabaseServer; applied: string[] }> {
  const [{ isEmpty, seedDatabase }, { openDatabase }, { migrate }, { databaseServer }] = await Promise.all([
    import('../seed/seed.js'),
    import('./db/database.js'),
    import('./db/migrate.js'),
    import('./db/server.js'),
  ]);
  const server = await databaseServer(config).catch((error: Error) => {
    throw new Error(`cannot start the database in ${config.dataDir}/postgres: ${error.message}`);
  });
  started(server);
  let applied: string[];
  try {
    // Migrations and the seed run without the statement time limit that requests have.
    const maintenance = await openDatabase({ databaseUrl: server.url, poolSize: 2 }).catch((error: Error) => {
      throw new Error(`cannot open the database at ${server.description}: ${error.message}`);
    });
    ({ applied } = await migrate(maintenance));
    if (config.seedOnStart && (await isEmpty(maintenance))) {
      console.log(
        `api: seeding the demo shop with ${config.seedProducts} products into ${server.description} …`,
      );
      const summary = await seedDatabase(maintenance, {
        products: config.seedProducts,
        mediaDir: config.mediaDir,
      });
      console.log(
        `api: seeded ${summary.products} products in ${(summary.milliseconds / 1000).toFixed(1)} s`,
      );
    }
    // Plans for the first requests read fresh statistics instead of waiting for autovacuum.
    if (applied.length > 0) await maintenance.exec('ANALYZE');
    await maintenance.close();
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
  return { server, applied };
}

/**
 * Runs the current stop work on SIGTERM/SIGINT, then exits; a second signal or the deadline
 * ends the process at once (the embedded database is sent its own stop on exit).
 */
function onStopSignal(initial: () => Promise<void>) {
  let work = initial;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`api: ${signal} again, stopping at once`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      console.error(`api: not stopped within ${STOP_DEADLINE_MS / 1000} s, stopping at once`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    work().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`api: stopping failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return {
    replace(next: () => Promise<void>) {
      work = next;
    },
  };
}

main().catch((error: Error) => {
  console.error(`api: ${error.message}`);
  process.exit(1);
});
