import type { TestProject } from 'vitest/node';
import { startTestApi } from './test-database.js';

/** Products in the test shop: enough for paging and every product type, small enough to seed fast. */
export const TEST_PRODUCTS = 200;

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The PostgreSQL database the api uses, or '' on PGlite (which only the api's process can open). */
    databaseUrl: string;
  }
}

/** Seeds one database and starts one real api on a free port for every integration test file. */
export default async function setup(project: TestProject) {
  const api = await startTestApi({ products: TEST_PRODUCTS, logLevel: 'warn' });
  console.log(`api integration tests: ${api.database.description}, api at ${api.url}`);
  project.provide('apiUrl', api.url);
  project.provide('databaseUrl', api.database.databaseUrl ?? '');
  return api.stop;
}
