import { shareTestDatabaseServer } from './test-database.js';

/** The unit tests that need a database share one embedded PostgreSQL server (or DATABASE_URL's). */
export default async function setup() {
  return shareTestDatabaseServer();
}
