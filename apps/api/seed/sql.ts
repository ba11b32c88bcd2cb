import pg from 'pg';
import type { Queryable } from '../src/db/database.js';

/** Rows per COPY: a few megabytes of text, built while the COPY before runs. */
const ROWS_PER_COPY = 20_000;

/**
 * The driver's conversion of a parameter value to text (dates, arrays, JSON), so that COPY writes
 * exactly what a parameter of the same value would. `pg.utils` is the driver's, untyped in @types/pg.
 */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/** One value in COPY's text format: NULL as \N, backslash, tab and line breaks escaped. */
function copyText(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return '\\N';
  if (typeof prepared !== 'string') throw new Error(`COPY cannot write a value of type ${typeof prepared}`);
  return prepared.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char] as string);
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Writes `rows` (value arrays in the order of `columns`) with one COPY. */
export function copyRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  let data = '';
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`insert into ${table}: row has ${row.length} values for ${columns.length} columns`);
    }
    data += `${row.map(copyText).join('\t')}\n`;
  }
  return db.copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`, data);
}

/** How copyBinaryRows writes a column: as int4, text or boolean, or as bytes already in the column type's binary form (tsvectorsend). */
export type BinaryColumn = 'integer' | 'text' | 'boolean' | 'binary';

/**
 * Writes `rows` (values in the order of `columns`) with one COPY in PostgreSQL's binary format:
 * the server parses nothing, where the text form of some types costs it much (a search vector's
 * text is parsed back into lexemes and positions).
 */
export async function copyBinaryRows(
  db: Queryable,
  table: string,
  columns: readonly (readonly [name: string, kind: BinaryColumn])[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const data = new BinaryCopyData();
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`insert into ${table}: row has ${row.length} values for ${columns.length} columns`);
    }
    data.int16(columns.length);
    for (let index = 0; index < columns.length; index++) {
      data.value((columns[index] as (typeof columns)[number])[1], row[index]);
    }
  }
  const names = columns.map(([name]) => name).join(', ');
  return db.copyFrom(`COPY ${table} (${names}) FROM STDIN (FORMAT binary)`, data.end());
}

/** The bytes of a binary COPY: its header, then per row the field count and each field's length and bytes. */
class BinaryCopyData {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private length = 0;

  constructor() {
    this.bytes(Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'));
    this.int32(0); // flags
    this.int32(0); // length of the header extension
  }

  int16(value: number): void {
    this.reserve(2);
    this.length = this.buffer.writeInt16BE(value, this.length);
  }

  value(kind: BinaryColumn, value: unknown): void {
    if (value === null || value === undefined) {
      this.int32(-1);
      return;
    }
    if (kind === 'integer' && Number.isInteger(value)) {
      this.int32(4);
      this.int32(value as number);
      return;
    }
    if (kind === 'boolean' && typeof value === 'boolean') {
      this.int32(1);
      this.bytes(value ? TRUE_BYTE : FALSE_BYTE);
      return;
    }
    if (kind === 'text' && typeof value === 'string') {
      const size = Buffer.byteLength(value);
      this.int32(size);
      this.reserve(size);
      this.length += this.buffer.write(value, this.length, 'utf8');
      return;
    }
    if (kind === 'binary' && value instanceof Uint8Array) {
      this.int32(value.length);
      this.bytes(value);
      return;
    }
    throw new Error(`binary COPY cannot write ${typeof value} ${String(value)} as ${kind}`);
  }

  /** The data with the end marker. */
  end(): Uint8Array {
    this.int16(-1);
    return this.buffer.subarray(0, this.length);
  }

  private int32(value: number): void {
    this.reserve(4);
    this.length = this.buffer.writeInt32BE(value, this.length);
  }

  private bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

const TRUE_BYTE = Uint8Array.of(1);
const FALSE_BYTE = Uint8Array.of(0);

/**
 * Inserts many rows with COPY: no statement to parse, plan and bind per batch (the 208 177 rows of
 * `product` cost the database 36 % less CPU than as multi-row INSERTs, and this process 44 % less).
 * `rows` are value arrays in the order of `columns`, converted as query parameters are. The next
 * batch's text is built while the one before is written (a transaction's connection runs them in
 * the order sent).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  let previous: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < rows.length; start += ROWS_PER_COPY) {
    const copying = copyRows(db, table, columns, rows.slice(start, start + ROWS_PER_COPY));
    // Awaited below or at the next batch; a failure fails the load there.
    copying.catch(() => {});
    await previous;
    previous = copying;
  }
  await previous;
}

/**
 * Runs `load` with the foreign keys of `tables` dropped and adds them again afterwards, from their
 * own definitions: PostgreSQL then checks each key once for all rows (one join) instead of once per
 * written row (a third of the database's time copying the product texts went to those checks).
 * Same transaction, same constraints at the end; a row that breaks one fails the load there.
 */
export async function withoutForeignKeys<T>(
  db: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[])
      ORDER BY conrelid, conname`,
    [tables],
  );
  for (const key of keys) await db.exec(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  const result = await load();
  for (const key of keys) {
    await db.exec(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  }
  return result;
}

/**
 * Runs `load` with the indexes of `tables` that back no constraint (search, trigram and lookup
 * indexes) dropped, and builds them again afterwards from their own definitions: one sorted build
 * per index costs far less than inserting every row into it. Same transaction, same indexes at the
 * end. Primary keys and unique constraints stay: they check the rows as they come.
 */
export async function withoutSecondaryIndexes<T>(
  db: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY i.indrelid, c.relname`,
    [tables],
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  const result = await load();
  // Index builds sort in memory up to maintenance_work_mem (64 MB by default); for this transaction only.
  const [setting] = await db.query<{ memory: string }>(
    `SELECT current_setting('maintenance_work_mem') AS memory`,
  );
  await db.query(`SELECT set_config('maintenance_work_mem', '256MB', true)`);
  for (const index of indexes) await db.exec(index.definition);
  await db.query(`SELECT set_config('maintenance_work_mem', $1, true)`, [setting?.memory]);
  return result;
}

/** Runs `load` without the foreign keys and secondary indexes of `tables`, both made again after it. */
export function withoutKeysAndIndexes<T>(
  db: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  return withoutForeignKeys(db, tables, () => withoutSecondaryIndexes(db, tables, load));
}
