import type { Queryable } from '../../src/db/database.js';

/**
 * The seed writes explicit ids (so that rows can refer to each other without reading back);
 * afterwards every identity column must continue after them, or the api's first insert collides.
 */
export async function continueIdentitiesAfterSeed(db: Queryable, tables: readonly string[]): Promise<void> {
  const calls = tables.map(
    (table) =>
      `setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
  );
  await db.query(`SELECT ${calls.join(', ')}`);
}
