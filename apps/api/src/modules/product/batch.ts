import type { Queryable } from '../../db/database.js';

type Row = Record<string, unknown>;

interface Pending {
  sql: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/**
 * A Queryable that sends the statements its callers issue in the same turn of the event loop
 * (the batch loaders of one request level: detail, media, attributes, configurable options …)
 * to the database as ONE statement, each as a JSON array column of it, and hands every caller its
 * own rows. Each statement costs a round trip and its own work in the driver and the server, so
 * a product page asks once per nesting level instead of once per field family.
 *
 * Rows arrive through JSON: numbers (also numeric and bigint) as numbers, booleans, arrays and
 * text as they are; callers convert values with Number()/String() and format dates in SQL, so
 * they read them alike. Each statement's own ORDER BY holds (json_agg over its sorted rows).
 */
export function batchingQueryable(db: Queryable): Queryable {
  let pending: Pending[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    const [only] = batch;
    if (batch.length === 1 && only) {
      db.query<Row>(only.sql, only.params).then(only.resolve, only.reject);
      return;
    }
    const params: unknown[] = [];
    const columns = batch.map((statement, index) => {
      const offset = params.length;
      params.push(...statement.params);
      // The statement's own $n become $(n + offset) of the combined statement.
      const sql = statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      return `(SELECT coalesce(json_agg(batched), '[]'::json) FROM (${sql}) batched) AS s${index}`;
    });
    try {
      const [row] = await db.query<Record<string, Row[]>>(`SELECT ${columns.join(',\n')}`, params);
      batch.forEach((statement, index) => {
        statement.resolve(row?.[`s${index}`] ?? []);
      });
    } catch (error) {
      for (const statement of batch) statement.reject(error);
    }
  };

  return {
    query: <R>(sql: string, params: readonly unknown[] = []) =>
      new Promise<R[]>((resolve, reject) => {
        pending.push({ sql, params, resolve: resolve as (rows: Row[]) => void, reject });
        // After the other batch loaders of this turn have queued theirs.
        if (pending.length === 1) setImmediate(flush);
      }),
    exec: (sql) => db.exec(sql),
    copyFrom: (sql, data) => db.copyFrom(sql, data),
  };
}
