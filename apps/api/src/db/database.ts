import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Anything that runs SQL: the database itself or one transaction of it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `work` on one dedicated connection (session-level locks need that). */
  withConnection<T>(work: (connection: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps the data in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const run = async <Row>(runner: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await runner.query<Row>(sql, params ? [...params] : undefined)).rows;
  const database: Database = {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    // PGlite is a single connection already.
    withConnection: (work) => work(database),
    close: () => lite.close(),
  };
  return database;
}

/** Most statement texts one process prepares (each connection keeps its prepared statements). */
const MAX_PREPARED_STATEMENTS = 500;
/** Texts seen once are counted up to this many, then forgotten (one-off texts such as bulk inserts). */
const MAX_COUNTED_STATEMENTS = 5_000;

/**
 * Names the statement texts that a process sends again and again, so that the pg driver prepares
 * each once per connection: PostgreSQL then parses it once and, where its plan does not depend
 * on the values (PostgreSQL's plan_cache_mode auto), plans it once instead of on every request.
 * A text is named the second time it is seen; texts seen once (bulk inserts of a seed) are not.
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  return (sql) => {
    const name = names.get(sql);
    if (name !== undefined || names.size >= MAX_PREPARED_STATEMENTS) return name;
    if (!seen.has(sql)) {
      if (seen.size >= MAX_COUNTED_STATEMENTS) seen.clear();
      seen.add(sql);
      return undefined;
    }
    seen.delete(sql);
    const named = `shop_${names.size + 1}`;
    names.set(sql, named);
    return named;
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // The api's statements are short: compiling them (JIT) costs more than it saves, and
    // parallel workers compete with the other requests for the cores.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`cannot connect to DATABASE_URL (${redactUrl(databaseUrl)}): ${error.message}`);
  });
  client.release();
  const nameOf = statementNames();
  const wrap = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      const values = params ? [...params] : undefined;
      const name = nameOf(sql);
      const result = name ? await runner.query({ name, text: sql, values }) : await runner.query(sql, values);
      return result.rows as Row[];
    },
    exec: async (sql: string) => {
      await runner.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(wrap(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    async withConnection(work) {
      const connection = await pool.connect();
      try {
        return await work(wrap(connection));
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The url without its password, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable url)';
  }
}
