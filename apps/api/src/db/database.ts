import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
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
  /**
   * Calls `handlers.notified` with the payload for each committed transaction that notified
   * `channel` (PostgreSQL folds equal payloads of one transaction into one): for a
   * transaction of this process before the call that committed it resolves, for one of another
   * process (PostgreSQL) as soon as it arrives. `handlers.watching(false)` says notifications may
   * be missed from now on (the listening connection was lost), `watching(true)` that they are
   * seen again. Resolves once listening, with a function that stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notified(payload: string): void;
  watching(active: boolean): void;
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
  const lite = await PGlite.create(dataDir, { extensions: { btree_gin, pg_trgm } });
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
    // One session in this process: every notification arrives with the call that committed it.
    listen: async (channel, handlers) => {
      const stop = await lite.listen(channel, (payload) => handlers.notified(payload));
      handlers.watching(true);
      return () => stop();
    },
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
    // parallel workers compete with the other requests for the cores. A prepared statement keeps
    // its generic plan: left to choose, PostgreSQL plans statements with id lists (= ANY($1))
    // again on every call, which cost a product page 4 ms of planning for 1.3 ms of work (the
    // answers of 434 catalogue requests were the same either way, and no request got slower).
    options: '-c jit=off -c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`cannot connect to DATABASE_URL (${redactUrl(databaseUrl)}): ${error.message}`);
  });
  client.release();
  const notifications = postgresNotifications(databaseUrl);
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
        await notifications.listenOn(connection);
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
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it reconnects. */
const LISTEN_RETRY_MILLISECONDS = 1_000;

/**
 * LISTEN on PostgreSQL, two ways: a pool connection listens from its first transaction, so that
 * a transaction's own notification reaches this process before its COMMIT resolves (PostgreSQL
 * sends a session its own notifications on commit); and one dedicated connection listens all the
 * time, for commits of other processes (and single statements outside a transaction).
 */
function postgresNotifications(databaseUrl: string) {
  const channels = new Map<string, Set<NotificationHandlers>>();
  const listeningOn = new WeakMap<pg.PoolClient, Set<string>>();
  const deliver = (message: pg.Notification) => {
    for (const handlers of channels.get(message.channel) ?? []) handlers.notified(message.payload ?? '');
  };
  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
  /** Makes a connection of the pool listen before a transaction runs on it. */
  const listenOn = async (client: pg.PoolClient) => {
    let heard = listeningOn.get(client);
    if (!heard) {
      heard = new Set();
      listeningOn.set(client, heard);
      client.on('notification', deliver);
    }
    for (const channel of channels.keys()) {
      if (heard.has(channel)) continue;
      await client.query(listenSql(channel));
      heard.add(channel);
    }
  };

  let closed = false;
  let watcher: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const everyHandler = () => [...channels.values()].flatMap((set) => [...set]);
  const connectWatcher = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', deliver);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    await client.connect();
    for (const channel of channels.keys()) await client.query(listenSql(channel));
    watcher = client;
    for (const handlers of everyHandler()) handlers.watching(true);
  };
  const lost = (client: pg.Client) => {
    if (watcher !== client || closed) return;
    watcher = undefined;
    client.end().catch(() => {});
    for (const handlers of everyHandler()) handlers.watching(false);
    const reconnect = () => {
      retry = undefined;
      if (closed) return;
      connectWatcher().catch(() => {
        retry = setTimeout(reconnect, LISTEN_RETRY_MILLISECONDS);
      });
    };
    retry = setTimeout(reconnect, LISTEN_RETRY_MILLISECONDS);
  };

  return {
    listenOn,
    async listen(channel: string, handlers: NotificationHandlers) {
      const known = channels.get(channel);
      channels.set(channel, (known ?? new Set()).add(handlers));
      if (!watcher) await connectWatcher();
      else {
        if (!known) await watcher.query(listenSql(channel));
        handlers.watching(true);
      }
      return async () => {
        channels.get(channel)?.delete(handlers);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = watcher;
      watcher = undefined;
      await client?.end().catch(() => {});
    },
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
