import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.js';

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
