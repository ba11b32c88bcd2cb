import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase, type Queryable, redactUrl } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';

export interface TestDatabase {
  db: Database;
  /** Where it lives, for log lines. */
  description: string;
  databaseUrl: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** Set by the test projects' global setup to the url of the embedded server they share. */
const SHARED_SERVER_VARIABLE = 'TEST_DATABASE_SERVER_URL';

/**
 * Starts one embedded PostgreSQL server for a test run (unless DATABASE_URL names a server) and
 * makes it the server of every test database; resolves with the function that stops it.
 */
export async function shareTestDatabaseServer(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL || process.env[SHARED_SERVER_VARIABLE]) return async () => {};
  const folder = mkdtempSync(join(tmpdir(), 'shop-test-postgres-'));
  const server = await startEmbeddedPostgres({ dataDir: join(folder, 'postgres'), durability: 'scratch' });
  process.env[SHARED_SERVER_VARIABLE] = server.serverUrl;
  return async () => {
    delete process.env[SHARED_SERVER_VARIABLE];
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}

let ownServer: Promise<string> | undefined;

/** The server test databases are created on: DATABASE_URL's, the shared embedded one, or one of this process. */
async function testServerUrl(): Promise<string> {
  const named = process.env.DATABASE_URL ?? process.env[SHARED_SERVER_VARIABLE];
  if (named) return named;
  ownServer ??= shareTestDatabaseServer().then(() => process.env[SHARED_SERVER_VARIABLE] as string);
  return ownServer;
}

/**
 * A database nobody else uses, freshly created on the test server (DATABASE_URL's, else the
 * embedded one), so that reruns and parallel CI jobs never collide; dropped by `drop()`.
 */
export async function createTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<TestDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const serverUrl = await testServerUrl();
  const name = `shop_test_${process.pid}_${Date.now().toString(36)}_${(databases++).toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = await openDatabase({ databaseUrl, ...options });
  return {
    db,
    description: `PostgreSQL database ${name} on ${redactUrl(serverUrl)}`,
    databaseUrl,
    dataDir: scratch,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

let databases = 0;

export interface TestApi {
  url: string;
  database: TestDatabase;
  /** Stops the api and drops its database. */
  stop(): Promise<void>;
}

/**
 * A real api on a free port over a database of its own, migrated and seeded with `products`
 * products, configured by `env` as a deployment would be.
 */
export async function startTestApi(options: {
  env?: NodeJS.ProcessEnv;
  products: number;
  logLevel: string;
}): Promise<TestApi> {
  const database = await createTestDatabase();
  const config = {
    // The test hooks (slow statements on request) and the dev mailbox wherever the configuration allows them.
    ...loadConfig({
      ENABLE_TEST_HOOKS: String(options.env?.NODE_ENV !== 'production'),
      DEV_MAILBOX: String(options.env?.NODE_ENV !== 'production'),
      ...options.env,
    }),
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    mediaDir: `${database.dataDir}/media`,
    logLevel: options.logLevel,
  };
  await migrate(database.db);
  await seedDatabase(database.db, { products: options.products, mediaDir: config.mediaDir });
  // Requests run as in a shop: on a pool of their own, with the statement time limit.
  const slowStatements = { remaining: 0, seconds: 0 };
  const db = await openDatabase({
    databaseUrl: database.databaseUrl,
    statementTimeoutMs: config.statementTimeoutMs,
    slowStatements,
  });
  const app = await buildServer({ config, db, stores: await StoreRegistry.load(db), slowStatements });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    database,
    stop: async () => {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}

/** The constraints and indexes of the database: a load that drops some (a seed, an import into an empty shop) must restore them. */
export async function constraintsAndIndexes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ definition: string }>(
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) ||
            CASE WHEN convalidated THEN '' ELSE ' NOT VALID' END AS definition
       FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
     UNION ALL
     SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()
     ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}
