import type { Queryable } from '../src/db/database.js';

/** PostgreSQL allows 65 535 parameters per statement; stay well below it. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows with multi-row INSERT statements, as few as the parameter limit allows.
 * `rows` are value arrays in the order of `columns`. The next statement is built while the one
 * before runs (a transaction's connection runs them in the order sent).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  onConflict = '',
): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  let previous: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`insert into ${table}: row has ${row.length} values for ${columns.length} columns`);
      }
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const inserting = db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${onConflict}`,
      params,
    );
    // Awaited below or at the next statement; a failure fails the load there.
    inserting.catch(() => {});
    await previous;
    previous = inserting;
  }
  await previous;
}
