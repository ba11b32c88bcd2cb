import type { Queryable } from './database.js';

/**
 * Puts the transaction `tx` in bulk-load mode (migration 0017): the triggers that keep derived
 * data and send change notifications do not fire for its writes until finishBulkLoad. Worth it
 * for thousands of products; a few rows are cheaper through the triggers.
 */
export async function startBulkLoad(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('shop.bulk_load', 'on', true)`);
}

/**
 * Computes the derived data for the whole catalogue at once, sends one "anything may have
 * changed" and ends the bulk-load mode of `tx`.
 */
export async function finishBulkLoad(tx: Queryable): Promise<void> {
  await tx.query('SELECT finish_bulk_load()');
}

/**
 * Runs `load` with the indexes of `tables` that back no constraint (search, trigram, listing and
 * lookup indexes) dropped, and builds them again from their own definitions when it is done: one
 * build per index costs a fraction of updating it row by row, and finish_bulk_load() updates rows
 * of the loaded texts too. Same transaction, same indexes at the end. Keys and unique constraints
 * stay: the load's rows are checked as they are written.
 */
export async function withoutLookupIndexes<T>(
  tx: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  const result = await load();
  // Index builds, GIN ones above all, are much faster with more sort memory than the 64 MB default;
  // for this transaction only.
  const [setting] = await tx.query<{ memory: string }>(
    `SELECT current_setting('maintenance_work_mem') AS memory`,
  );
  await tx.query(`SELECT set_config('maintenance_work_mem', '256MB', true)`);
  for (const index of indexes) await tx.exec(index.definition);
  await tx.query(`SELECT set_config('maintenance_work_mem', $1, true)`, [setting?.memory ?? '64MB']);
  return result;
}
