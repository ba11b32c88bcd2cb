import type { Queryable } from '../../src/db/database.js';

const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts many rows passed as one JSON document per statement: one parameter instead of one per
 * value (PostgreSQL allows 65 535 parameters a statement, and binding each costs time on the order
 * tables' hundreds of thousands of rows at 100 000 products). Values go in as
 * JSON, so jsonb columns take plain objects or arrays here (not JSON text), text[] columns arrays.
 */
export async function insertRowsAsJson(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const list = columns.join(', ');
  let previous: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`insert into ${table}: row has ${row.length} values for ${columns.length} columns`);
      }
      const record: Record<string, unknown> = {};
      columns.forEach((column, index) => {
        record[column] = row[index];
      });
      return record;
    });
    const inserting = db.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(records)],
    );
    // As insertRows: the next statement is built while this one runs; a failure fails the load below.
    inserting.catch(() => {});
    await previous;
    previous = inserting;
  }
  await previous;
}
