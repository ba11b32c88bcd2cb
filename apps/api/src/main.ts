// Starts the api: configuration, database (migrated, seeded on first start), HTTP server.
// Any failure to start ends the process with one line that says what went wrong and where.
// Tracing, when configured, starts before anything it instruments is imported: hence the imports
// of the database and the server inside main().
import { checkStorefrontUrlStores, loadConfig } from './config.js';
import type { SlowStatements } from './db/database.js';
import type { DatabaseServer } from './db/server.js';
import { startTracingWhenConfigured } from './observability/tracing-switch.js';

/** A stop (SIGTERM, SIGINT) that has not finished after this long ends the process at once. */
const STOP_DEADLINE_MS = 9_000;

async function main() {
  const config = loadConfig();
  const stopTracing = await startTracingWhenConfigured('shop-api');
  const [
    { isEmpty, seedDatabase },
    { openDatabase },
    { migrate },
    { databaseServer },
    { StoreRegistry },
    { buildServer },
    { collectProcessMetrics, startApiMetricsServer },
  ] = await Promise.all([
    import('../seed/seed.js'),
    import('./db/database.js'),
    import('./db/migrate.js'),
    import('./db/server.js'),
    import('./modules/store/stores.js'),
    import('./server.js'),
    import('./observability/metrics.js'),
  ]);
  let server: DatabaseServer | undefined;
  // Installed first: a stop during the seed of a first start must stop the database as well.
  const stopHandlers = onStopSignal(async () => server?.stop());

  server = await databaseServer(config).catch((error: Error) => {
    throw new Error(`cannot start the database in ${config.dataDir}/postgres: ${error.message}`);
  });
  // Migrations and the seed run without the statement time limit that requests have.
  const maintenance = await openDatabase({ databaseUrl: server.url, poolSize: 2 }).catch((error: Error) => {
    throw new Error(`cannot open the database at ${server?.description}: ${error.message}`);
  });
  const { applied } = await migrate(maintenance);
  if (config.seedOnStart && (await isEmpty(maintenance))) {
    console.log(
      `api: seeding the demo shop with ${config.seedProducts} products into ${server.description} …`,
    );
    const summary = await seedDatabase(maintenance, {
      products: config.seedProducts,
      mediaDir: config.mediaDir,
    });
    console.log(`api: seeded ${summary.products} products in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  }
  // Plans for the first requests read fresh statistics instead of waiting for autovacuum.
  if (applied.length > 0) await maintenance.exec('ANALYZE');
  await maintenance.close();

  const slowStatements: SlowStatements | undefined = config.testHooks
    ? { remaining: 0, seconds: 0 }
    : undefined;
  const db = await openDatabase({
    databaseUrl: server.url,
    statementTimeoutMs: config.statementTimeoutMs,
    slowStatements,
  });
  const stores = await StoreRegistry.load(db);
  checkStorefrontUrlStores(
    config,
    stores.all().map((store) => store.code),
  );
  const app = await buildServer({ config, db, stores, slowStatements });
  app.log.info({ database: server.description, migrationsApplied: applied }, 'database ready');
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.port} is already in use (API_PORT)`);
    throw error;
  }
  // A metrics port that cannot be had costs the operator the metrics, not the shop its api.
  let metrics: Awaited<ReturnType<typeof startApiMetricsServer>> | undefined;
  if (config.metrics) {
    collectProcessMetrics();
    try {
      metrics = await startApiMetricsServer(config.metrics);
      app.log.info({ metrics: metrics.url }, 'metrics ready');
    } catch (error) {
      app.log.error(`no metrics endpoint: ${(error as Error).message}`);
    }
  }
  stopHandlers.replace(async () => {
    // In-flight requests finish, then the pool and the database close cleanly; the last spans go out.
    await app.close();
    await metrics?.close();
    await db.close();
    await server?.stop();
    await stopTracing?.();
  });
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
