import { type Database, isDatabaseUnavailable, openDatabase, redactUrl } from './database.js';

/** How often each replica is asked how far it has replayed (and whether it answers at all). */
const REPLICA_POLL_MS = 250;
/** A replica's pool: anonymous reads only, the primary keeps the rest. */
const REPLICA_POOL_SIZE = 10;
/** How long a failed lookup of the primary's WAL position waits before it is tried again. */
const LSN_RETRY_MS = 200;

/**
 * Failures after which a read is run again on the primary: the replica cannot answer now
 * (connection lost or refused, shutting down), it cancelled the read because replay needed its
 * rows (40001, a recovery conflict), or the statement writes (25006, read-only transaction). A
 * statement timeout is not among them: the read would be as slow on the primary.
 */
function readBelongsOnPrimary(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === '40001' || code === '25006') return true;
  return isDatabaseUnavailable(error) && code !== '57014';
}

/** A WAL position (`16/B374D848`) as a number that compares. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

interface ReplicaState {
  url: string;
  db: Database | undefined;
  /** Answered its last poll as a standby. */
  up: boolean;
  replayed: bigint;
  lagMs: number;
  /** What was last logged about it, so that a change of state is logged once. */
  reported: string;
  /** A poll is running (a replica that hangs must not gather polls). */
  checking: boolean;
  /** The primary with its plain reads sent here: one object, so that caches per database hold. */
  reader: Database | undefined;
}

export interface ReplicaOptions {
  replicaUrls: readonly string[];
  replicaMaxLagMs: number;
  statementTimeoutMs: number;
  log?: (message: string) => void;
}

/**
 * The read replicas of the primary `primary`, and which database an anonymous read may use now.
 *
 * A read may go to a replica that answers, is at most `replicaMaxLagMs` behind, and has replayed
 * every change this process was notified of. The notification says a change committed, not where
 * in the WAL its commit is (a trigger runs before its transaction's commit record is written), so
 * on each notification the primary's current position is read; until that answer is back, and
 * until a replica has replayed past it, reads go to the primary. An answer kept by the response
 * cache is therefore never older than the change notifications before it, and a price seen once
 * never reverts to an older one on this process.
 */
export class ReadReplicas {
  private readonly replicas: ReplicaState[];
  private required = 0n;
  private lookingUp = false;
  /** A notification arrived since the position was last asked for. */
  private dirty = false;
  /** Whether notifications are seen: while not, replicas could be behind without our knowing. */
  private watching = false;
  private next = 0;
  private closed = false;
  private readonly poll: NodeJS.Timeout;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly primary: Database,
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = options.replicaUrls.map((url) => ({
      url,
      db: undefined,
      up: false,
      replayed: 0n,
      lagMs: 0,
      reported: 'starting',
      checking: false,
      reader: undefined,
    }));
    this.poll = setInterval(() => {
      for (const replica of this.replicas) void this.check(replica);
    }, REPLICA_POLL_MS).unref();
    for (const replica of this.replicas) void this.check(replica);
  }

  /** The replicas for a log line, without passwords. */
  describe(): string[] {
    return this.replicas.map((replica) => redactUrl(replica.url));
  }

  /** A change committed on the primary (a public-data notification). */
  changed(): void {
    this.dirty = true;
    if (!this.lookingUp) void this.lookUpPosition();
  }

  /** Whether change notifications are seen (the listening connection is up). */
  setWatching(active: boolean): void {
    this.watching = active;
    if (active) this.changed();
  }

  /** The database an anonymous catalogue or content read runs on: a fitting replica, else the primary. */
  forPublicRead(): Database {
    if (!this.watching || this.lookingUp || this.dirty) return this.primary;
    const count = this.replicas.length;
    for (let tried = 0; tried < count; tried++) {
      const replica = this.replicas[(this.next + tried) % count] as ReplicaState;
      if (this.fits(replica)) {
        this.next = (this.next + tried + 1) % count;
        replica.reader ??= this.readingFrom(replica);
        return replica.reader;
      }
    }
    return this.primary;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    clearTimeout(this.retry);
    await Promise.all(this.replicas.map((replica) => replica.db?.close().catch(() => {})));
  }

  private fits(replica: ReplicaState): boolean {
    return (
      replica.up &&
      replica.db !== undefined &&
      replica.lagMs <= this.options.replicaMaxLagMs &&
      replica.replayed >= this.required
    );
  }

  /** The primary with its plain reads sent to `replica`, and back to the primary when it fails them. */
  private readingFrom(replica: ReplicaState): Database {
    const { primary } = this;
    const replicaDb = replica.db as Database;
    return {
      ...primary,
      query: async (sql, params) => {
        if (replica.up) {
          try {
            return await replicaDb.query(sql, params);
          } catch (error) {
            if (!readBelongsOnPrimary(error)) throw error;
            if (isDatabaseUnavailable(error)) this.mark(replica, false, 'does not answer');
          }
        }
        return primary.query(sql, params);
      },
    };
  }

  private async check(replica: ReplicaState): Promise<void> {
    if (this.closed || replica.checking) return;
    replica.checking = true;
    try {
      replica.db ??= await openDatabase({
        databaseUrl: replica.url,
        poolSize: REPLICA_POOL_SIZE,
        statementTimeoutMs: this.options.statementTimeoutMs,
      });
      // Lag: none while everything received is replayed (an idle primary sends nothing; after a
      // restart nothing is received until streaming resumes), else the age of the last replayed
      // commit. Whether it has every change this process was notified of is the position's to say.
      const [row] = await replica.db.query<{ replayed: string | null; lag_ms: number | null }>(
        `SELECT pg_last_wal_replay_lsn()::text AS replayed,
                CASE WHEN coalesce(pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn(), true) THEN 0
                     ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000, 0)
                END::float8 AS lag_ms`,
      );
      if (!row?.replayed) {
        this.mark(replica, false, 'is not a standby (pg_last_wal_replay_lsn() is null)');
        return;
      }
      replica.replayed = lsnValue(row.replayed);
      replica.lagMs = Number(row.lag_ms ?? 0);
      if (replica.lagMs > this.options.replicaMaxLagMs) {
        this.mark(replica, true, `lags ${Math.round(replica.lagMs)} ms (skipped)`);
      } else this.mark(replica, true, 'in use');
    } catch (error) {
      this.mark(replica, false, `does not answer (${(error as Error).message})`);
    } finally {
      replica.checking = false;
    }
  }

  private mark(replica: ReplicaState, up: boolean, state: string): void {
    replica.up = up;
    const reported = up ? state : state.replace(/ \(.*$/, '');
    if (reported === replica.reported) return;
    replica.reported = reported;
    this.options.log?.(`read replica ${redactUrl(replica.url)} ${state}`);
  }

  /** Reads the primary's WAL position after a notification: replicas must replay that far. */
  private async lookUpPosition(): Promise<void> {
    this.lookingUp = true;
    try {
      while (this.dirty && !this.closed) {
        this.dirty = false;
        const [row] = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
        const position = lsnValue(row?.lsn ?? '0/0');
        if (position > this.required) this.required = position;
      }
      this.lookingUp = false;
    } catch {
      // Until the position is known, reads stay on the primary.
      this.dirty = true;
      this.retry = setTimeout(() => void this.lookUpPosition(), LSN_RETRY_MS);
      this.retry.unref();
    }
  }
}

export function startReplicas(
  primary: Database,
  config: { replicaUrls: readonly string[]; replicaMaxLagMs: number; statementTimeoutMs: number },
  log: (message: string) => void = (message) => console.log(`api: ${message}`),
): ReadReplicas {
  return new ReadReplicas(primary, { ...config, log });
}
