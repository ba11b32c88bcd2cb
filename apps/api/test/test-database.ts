import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';

export interface TestDatabase {
  db: Database;
  /** Where it lives, for log lines. */
  description: string;
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A database nobody else uses: with DATABASE_URL a freshly created PostgreSQL database on that
 * server (so reruns and parallel CI jobs never collide), otherwise PGlite in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: join(scratch, 'pglite') });
    return {
      db,
      description: `PGlite in ${scratch}`,
      databaseUrl: undefined,
      dataDir: scratch,
      drop: async () => {
        await db.close();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = await openDatabase({ databaseUrl, dataDir: scratch });
  return {
    db,
    description: `PostgreSQL database ${name}`,
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
    ...loadConfig(options.env ?? {}),
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    mediaDir: `${database.dataDir}/media`,
    logLevel: options.logLevel,
  };
  await migrate(database.db);
  await seedDatabase(database.db, { products: options.products, mediaDir: config.mediaDir });
  const app = await buildServer({ config, db: database.db, stores: await StoreRegistry.load(database.db) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    database,
    stop: async () => {
      await app.close();
      await database.drop();
    },
  };
}
