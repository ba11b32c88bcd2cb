import type { Database } from './database.js';

/** Drops every table, function and extension of the public schema (seed --reset, tests). */
export async function resetDatabase(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
