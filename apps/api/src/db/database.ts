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

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`cannot connect to DATABASE_URL (${redactUrl(databaseUrl)}): ${error.message}`);
  });
  client.release();
  const wrap = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await runner.query(sql, params ? [...params] : undefined)).rows as Row[],
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
