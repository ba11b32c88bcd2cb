import type { TestProject } from 'vitest/node';
import { shareTestDatabaseServer, startTestApi } from './test-database.js';

/** Products in the test shop: enough for paging and every product type, small enough to seed fast. */
export const TEST_PRODUCTS = 200;

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The PostgreSQL database the api uses. */
    databaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the run (DATABASE_URL's, else an embedded one), one seeded database
 * and one real api on a free port for every integration test file.
 */
export default async function setup(project: TestProject) {
  const stopServer = await shareTestDatabaseServer();
  const api = await startTestApi({ products: TEST_PRODUCTS, logLevel: 'warn' });
  console.log(`api integration tests: ${api.database.description}, api at ${api.url}`);
  project.provide('apiUrl', api.url);
  project.provide('databaseUrl', api.database.databaseUrl);
  return async () => {
    await api.stop();
    await stopServer();
  };
}
