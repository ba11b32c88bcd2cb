import { readdir, readFile } from 'node:fs/promises';
import { apiPath } from '../paths.js';
import type { Database } from './database.js';

const MIGRATIONS_DIR = apiPath('src/db/migrations');
/** Arbitrary constant shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_202_611;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the numbered SQL files of `src/db/migrations` that this database has not seen yet,
 * each in its own transaction, while holding an advisory lock so that several api processes
 * starting together never migrate twice.
 */
export async function migrate(database: Database): Promise<MigrationResult> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  return database.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await connection.query(
        'CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await connection.query<{ version: string }>('SELECT version FROM schema_migration')).map(
          (row) => row.version,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(`${MIGRATIONS_DIR}/${file}`, 'utf8');
        await connection.query('BEGIN');
        try {
          await connection.exec(sql);
          await connection.query('INSERT INTO schema_migration (version) VALUES ($1)', [file]);
          await connection.query('COMMIT');
        } catch (error) {
          await connection.query('ROLLBACK');
          throw new Error(`migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
      return { applied };
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
