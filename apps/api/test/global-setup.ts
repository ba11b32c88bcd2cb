import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../seed/seed.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase } from './test-database.js';

/** Products in the test shop: enough for paging and every product type, small enough to seed fast. */
export const TEST_PRODUCTS = 200;

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** Seeds one database and starts one real api on a free port for every integration test file. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({}),
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    mediaDir: `${database.dataDir}/media`,
    logLevel: 'warn',
  };
  await migrate(database.db);
  await seedDatabase(database.db, { products: TEST_PRODUCTS, mediaDir: config.mediaDir });
  const app = await buildServer({ config, db: database.db, stores: await StoreRegistry.load(database.db) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`api integration tests: ${database.description}, api at ${address}`);
  project.provide('apiUrl', address);
  return async () => {
    await app.close();
    await database.drop();
  };
}
