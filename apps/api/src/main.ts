// Starts the api: configuration, database (migrated, seeded on first start), HTTP server.
// Any failure to start ends the process with one line that says what went wrong and where.
import { isEmpty, seedDatabase } from '../seed/seed.js';
import { checkStorefrontUrlStores, loadConfig } from './config.js';
import { openDatabase, redactUrl } from './db/database.js';
import { migrate } from './db/migrate.js';
import { StoreRegistry } from './modules/store/stores.js';
import { buildServer } from './server.js';

async function main() {
  const config = loadConfig();
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : `${config.dataDir}/pglite`;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
  }).catch((error: Error) => {
    throw new Error(`cannot open the database at ${where}: ${error.message}`);
  });
  const { applied } = await migrate(db);
  if (config.seedOnStart && (await isEmpty(db))) {
    console.log(`api: seeding the demo shop with ${config.seedProducts} products into ${where} …`);
    const summary = await seedDatabase(db, { products: config.seedProducts, mediaDir: config.mediaDir });
    console.log(`api: seeded ${summary.products} products in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  }
  const stores = await StoreRegistry.load(db);
  checkStorefrontUrlStores(
    config,
    stores.all().map((store) => store.code),
  );
  const app = await buildServer({ config, db, stores });
  app.log.info({ database: db.kind, migrationsApplied: applied }, 'database ready');
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.port} is already in use (API_PORT)`);
    throw error;
  }
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`api: ${error.message}`);
  process.exit(1);
});
