import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';

/** Anything that runs SQL: the database itself or one transaction of it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `COPY … FROM STDIN` (`sql`) with `data`, the rows in the format the statement names (text,
   * or bytes for the binary format): the fastest way to write many rows (bulk loads), no statement
   * to parse and plan per batch.
   */
  copyFrom(sql: string, data: string | Uint8Array): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `work` on one dedicated connection (session-level locks need that). */
  withConnection<T>(work: (connection: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handlers.notified` with the payload for each committed transaction that notified
   * `channel` (PostgreSQL folds equal payloads of one transaction into one): for a
   * transaction of this process before the call that committed it resolves, for one of another
   * process as soon as it arrives. `handlers.watching(false)` says notifications may be missed
   * from now on (the listening connection was lost), `watching(true)` that they are seen again.
   * Resolves once listening, with a function that stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** The pool's connections now: all of them, the idle ones, and the requests waiting for one. */
  connections(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notified(payload: string): void;
  watching(active: boolean): void;
}

export interface DatabaseOptions {
  /** postgres://… url of the database: a PostgreSQL server's or the embedded one's (embedded-postgres.ts). */
  databaseUrl: string;
  poolSize?: number;
  /**
   * Longest a statement may run (PostgreSQL's statement_timeout; also how long a transaction may
   * sit idle); 0: no limit (migrations, seeding). A statement that passes it fails with an error
   * `isDatabaseUnavailable` recognises, and its connection serves the next request.
   */
  statementTimeoutMs?: number;
  /** Test-only: makes statements slow on purpose (see SlowStatements). */
  slowStatements?: SlowStatements;
}

/**
 * Test-only: the next `remaining` statements first sleep `seconds` in the database (pg_sleep under
 * the same statement timeout), to show what a slow statement does to the api and its neighbours.
 */
export interface SlowStatements {
  remaining: number;
  seconds: number;
}

/** How long a request waits for a free connection of the pool before it is told the shop is busy. */
const CONNECTION_WAIT_MS = 5_000;

/**
 * SQLSTATE classes and codes of a database that cannot serve the statement now, though the
 * statement itself is fine: cancelled by statement_timeout (57014), server shutting down or
 * restarting (57P01–57P03), too many connections (53300), idle transaction timeout (25P03),
 * connection failures (class 08, but PROTOCOL_VIOLATION).
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '25P03']);
/**
 * Of class 08, the one the server answers to a message it cannot take (a statement bound with the
 * wrong number of parameters): the statement's fault, not the connection's.
 */
const PROTOCOL_VIOLATION = '08P01';
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly)/;

/**
 * A failure of the connection itself (no SQLSTATE: lost, or a statement given up on while the
 * server may still run it): that connection must not serve another statement.
 */
function isConnectionLost(error: unknown): boolean {
  return isDatabaseUnavailable(error) && !/^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));
}

/** True when `error` says the database is too busy or away, not that the statement is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as NodeJS.ErrnoException;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) || (code.startsWith('08') && code !== PROTOCOL_VIOLATION))
  ) {
    return true;
  }
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl, slowStatements } = options;
  const timeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: timeout > 0 ? CONNECTION_WAIT_MS : 0,
    // A server that stops answering altogether (frozen, its machine gone) is given up on here too.
    ...(timeout > 0 ? { query_timeout: timeout + CONNECTION_WAIT_MS } : {}),
    // The api's statements are short: compiling them (JIT) costs more than it saves, and
    // parallel workers compete with the other requests for the cores. A prepared statement keeps
    // its generic plan: left to choose, PostgreSQL plans statements with id lists (= ANY($1))
    // again on every call, which cost a product page 4 ms of planning for 1.3 ms of work (the
    // answers of 434 catalogue requests were the same either way, and no request got slower).
    options: [
      '-c jit=off -c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan',
      `-c statement_timeout=${timeout} -c idle_in_transaction_session_timeout=${timeout}`,
    ].join(' '),
  });
  // A connection that is lost must not crash the process: idle ones are dropped by the pool, and
  // one lost while checked out fails its next statement (with an error isDatabaseUnavailable knows).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect().catch((error: Error) => {
    throw new Error(`cannot connect to DATABASE_URL (${redactUrl(databaseUrl)}): ${error.message}`);
  });
  client.release();
  const notifications = postgresNotifications(databaseUrl);
  const nameOf = statementNames();
  const wrap = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      if (slowStatements && slowStatements.remaining > 0) {
        slowStatements.remaining--;
        await runner.query('SELECT pg_sleep($1)', [slowStatements.seconds]);
      }
      const values = params ? [...params] : undefined;
      const name = nameOf(sql);
      const result = name ? await runner.query({ name, text: sql, values }) : await runner.query(sql, values);
      return result.rows as Row[];
    },
    exec: async (sql: string) => {
      await runner.query(sql);
    },
    copyFrom: async (sql: string, data: string | Uint8Array) => {
      // A pool hands out a connection of its own; a transaction's stays its own.
      const connection = runner instanceof pg.Pool ? await runner.connect() : runner;
      let failure: unknown;
      try {
        await pipeline([data], connection.query(copyFromStdin(sql)));
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        if (connection !== runner) connection.release(isConnectionLost(failure));
      }
    },
  });
  return {
    // Each statement runs on a connection that listens, so that its own notifications arrive with
    // its answer (see postgresNotifications).
    query: async (sql, params) => {
      const connection = await pool.connect();
      let failure: unknown;
      try {
        await notifications.listenOn(connection);
        return await wrap(connection).query(sql, params);
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        connection.release(isConnectionLost(failure));
      }
    },
    exec: (sql) => wrap(pool).exec(sql),
    copyFrom: (sql, data) => wrap(pool).copyFrom(sql, data),
    async transaction(work) {
      const connection = await pool.connect();
      let failure: unknown;
      try {
        await notifications.listenOn(connection);
        await connection.query('BEGIN');
        const result = await work(wrap(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        failure = error;
        if (!isConnectionLost(error)) await connection.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release(isConnectionLost(failure));
      }
    },
    async withConnection(work) {
      const connection = await pool.connect();
      let failure: unknown;
      try {
        return await work(wrap(connection));
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        connection.release(isConnectionLost(failure));
      }
    },
    listen: notifications.listen,
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it reconnects. */
const LISTEN_RETRY_MILLISECONDS = 1_000;

/**
 * LISTEN on PostgreSQL, two ways: a pool connection listens before its first statement, so that
 * a statement's or transaction's own notification reaches this process before its answer or its
 * COMMIT resolves (PostgreSQL sends a session its own notifications on commit); and one dedicated
 * connection listens all the time, for commits of other processes. What the pool's connections
 * deliver themselves the dedicated one skips (by the notifying session's process id), so each
 * change arrives once.
 */
function postgresNotifications(databaseUrl: string) {
  const channels = new Map<string, Set<NotificationHandlers>>();
  const listeningOn = new WeakMap<pg.PoolClient, Set<string>>();
  /** Server process ids of the pool connections that listen. */
  const ownSessions = new Set<number>();
  const deliver = (message: pg.Notification) => {
    for (const handlers of channels.get(message.channel) ?? []) handlers.notified(message.payload ?? '');
  };
  const deliverOthers = (message: pg.Notification) => {
    if (!ownSessions.has(message.processId)) deliver(message);
  };
  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
  /** Makes a connection of the pool listen before a transaction runs on it. */
  const listenOn = async (client: pg.PoolClient) => {
    let heard = listeningOn.get(client);
    if (!heard) {
      heard = new Set();
      listeningOn.set(client, heard);
      const session = (client as pg.PoolClient & { processID: number }).processID;
      // Other sessions' notifications reach every listening connection: the dedicated one
      // delivers those (another pool connection's own arrive through that connection).
      client.on('notification', (message) => {
        if (message.processId === session) deliver(message);
      });
      ownSessions.add(session);
      client.once('end', () => ownSessions.delete(session));
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
    client.on('notification', deliverOthers);
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
