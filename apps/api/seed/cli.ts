// `npm run seed -- [--products N] [--reset]`: migrates the configured database and fills it with
// the demo shop. Without --reset an already seeded database is left as it is.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { resetDatabase } from '../src/db/reset.js';
import { databaseServer } from '../src/db/server.js';
import { isEmpty, seedDatabase } from './seed.js';

const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});

try {
  const config = loadConfig();
  const products = values.products === undefined ? config.seedProducts : Number(values.products);
  if (!Number.isInteger(products) || products < 1)
    throw new Error(`--products must be a positive whole number`);
  const server = await databaseServer(config);
  const db = await openDatabase({ databaseUrl: server.url });
  if (values.reset) await resetDatabase(db);
  await migrate(db);
  if (!(await isEmpty(db))) {
    console.log('The database already holds a shop; run with --reset to replace it.');
  } else {
    const summary = await seedDatabase(db, { products, mediaDir: config.mediaDir, log: console.log });
    const [size] = await db.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database())::text AS bytes',
    );
    console.log(
      `seeded ${summary.products} products in ${(summary.milliseconds / 1000).toFixed(1)} s; ` +
        `database size ${(Number(size?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB (${server.description})`,
    );
  }
  await db.close();
  await server.stop();
} catch (error) {
  console.error(`seed failed: ${(error as Error).message}`);
  process.exit(1);
}
