/**
 * The storefront's cache of server state (docs/ARCHITECTURE.md#data-in-the-browser): one entry per
 * query key with what the api last answered, read by the components through useQuery and changed
 * by the answers of changes. Only what the shop uses: one read per key at a time, fresh for a while
 * (staleTime), read again when marked out of date, cancelled when nobody waits for it any more,
 * and forgotten a while after the last component showing it has gone. Reads go out offline too and
 * fail at once (the query shows the failure) instead of waiting for the network. What is read again
 * when the tab comes back is app/tab-sync.ts's choice (it marks those queries out of date).
 */

export type QueryKey = readonly unknown[];

export type QueryStatus = 'pending' | 'error' | 'success';

/** What the cache knows of a query: a new object on every change, so React sees the change. */
export interface QueryState<T> {
  /** The last answer; kept when a later read fails. */
  data: T | undefined;
  error: unknown;
  /** 'pending': no answer and no failure yet; 'error': the last read failed. */
  status: QueryStatus;
  /** When data was answered or set (ms since the epoch). */
  updatedAt: number;
  /** Marked out of date: read again where shown, otherwise when next shown. */
  invalidated: boolean;
  /** A read is under way. */
  fetching: boolean;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  /** Reads the data; its signal aborts once the read is no longer wanted. None: nothing to read yet. */
  queryFn?: (context: { signal: AbortSignal }) => Promise<T>;
  /** How long an answer is fresh (ms): shown without asking again. */
  staleTime?: number;
  /** How many times a failed read is tried again, a second apart (doubling). */
  retry?: number | false;
}

export interface QueryFilter {
  /** The key, or the first parts of the keys, of the queries meant. */
  queryKey: QueryKey;
  exact?: boolean;
}

export const PENDING_QUERY: QueryState<never> = {
  data: undefined,
  error: null,
  status: 'pending',
  updatedAt: 0,
  invalidated: false,
  fetching: false,
};

const DEFAULT_STALE_TIME = 60_000;
const DEFAULT_RETRY = 1;
/** How long an entry that no component shows is kept (ms). */
const DEFAULT_GC_TIME = 5 * 60_000;

interface Read {
  controller: AbortController;
  promise: Promise<unknown>;
  /** The query function took the signal: it can stop, so the read is aborted when unwanted. */
  abortable: boolean;
  /** The query was out of date when the read started: it still is when the read is cancelled. */
  answersInvalidation: boolean;
}

interface Entry {
  key: QueryKey;
  hash: string;
  state: QueryState<unknown>;
  read?: Read;
  /** How long it is kept once no component shows it (the gcTime of the last one that did). */
  gcTime: number;
  removal?: ReturnType<typeof setTimeout>;
}

export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key);
}

export class QueryClient {
  private readonly entries = new Map<string, Entry>();
  /** The components showing each key (useQuery), by key hash. */
  private readonly observers = new Map<string, Set<() => void>>();
  private readonly changes = new Map<string, number>();
  private readonly changeObservers = new Set<() => void>();

  getQueryState<T>(key: QueryKey): QueryState<T> | undefined {
    return this.entries.get(hashQueryKey(key))?.state as QueryState<T> | undefined;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.getQueryState<T>(key)?.data;
  }

  /**
   * Puts an answer in place (a change's answer). A read of the key under way is cancelled: it
   * started before this answer, so its own may be older and must not replace it.
   */
  setQueryData<T>(key: QueryKey, value: T | ((known: T | undefined) => T)): void {
    const entry = this.entry(key);
    this.cancel(entry);
    const data =
      typeof value === 'function' ? (value as (known: T | undefined) => T)(entry.state.data as T) : value;
    this.succeed(entry, data);
  }

  /** The data when fresh, else the answer of a read (the one under way, or a new one). */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.entry(options.queryKey);
    if (!isStale(entry.state, options.staleTime)) return Promise.resolve(entry.state.data as T);
    return (entry.read?.promise as Promise<T> | undefined) ?? this.read(entry, options);
  }

  /** The data when there is any, however old, else the answer of a read. */
  ensureQueryData<T>(options: QueryOptions<T>): Promise<T> {
    const { state } = this.entry(options.queryKey);
    return state.data !== undefined ? Promise.resolve(state.data as T) : this.fetchQuery(options);
  }

  /** Reads again now: a read under way is cancelled (its answer may be older than what is asked). */
  refetch<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.entry(options.queryKey);
    this.cancel(entry);
    return this.read(entry, options);
  }

  /** Marks queries out of date: those shown are read again, the others when next shown. */
  invalidateQueries(filter: QueryFilter): void {
    for (const entry of this.matching(filter)) this.update(entry, { invalidated: true });
  }

  /** Stops the reads under way: their answers are dropped, the data stays as it was. */
  cancelQueries(filter: QueryFilter): void {
    for (const entry of this.matching(filter)) this.cancel(entry);
  }

  /** Forgets queries; components showing them show them as not loaded. */
  removeQueries(filter: QueryFilter): void {
    for (const entry of this.matching(filter)) {
      this.cancel(entry);
      clearTimeout(entry.removal);
      this.entries.delete(entry.hash);
      this.notify(entry.hash);
    }
  }

  /**
   * A component shows the query of `hash` (the subscribe of useSyncExternalStore). When the last one
   * goes, a read it no longer needs is aborted and the entry is forgotten after `gcTime`.
   */
  observe(hash: string, changed: () => void, gcTime = DEFAULT_GC_TIME): () => void {
    const observers = this.observers.get(hash) ?? new Set<() => void>();
    this.observers.set(hash, observers);
    observers.add(changed);
    clearTimeout(this.entries.get(hash)?.removal);
    return () => {
      observers.delete(changed);
      if (observers.size > 0) return;
      this.observers.delete(hash);
      const entry = this.entries.get(hash);
      if (!entry) return;
      if (entry.read?.abortable) this.cancel(entry);
      entry.gcTime = gcTime;
      this.scheduleRemoval(entry);
    };
  }

  /** Runs a change (a cart change) and counts it, by kind, while it runs. */
  async trackChange<T>(kind: string, change: () => Promise<T>): Promise<T> {
    this.countChange(kind, 1);
    try {
      return await change();
    } finally {
      this.countChange(kind, -1);
    }
  }

  changesUnderWay(kind: string): number {
    return this.changes.get(kind) ?? 0;
  }

  observeChanges = (changed: () => void): (() => void) => {
    this.changeObservers.add(changed);
    return () => this.changeObservers.delete(changed);
  };

  private countChange(kind: string, step: number): void {
    this.changes.set(kind, this.changesUnderWay(kind) + step);
    for (const changed of this.changeObservers) changed();
  }

  private entry(key: QueryKey): Entry {
    const hash = hashQueryKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key, hash, state: PENDING_QUERY, gcTime: DEFAULT_GC_TIME };
      this.entries.set(hash, entry);
      if (!this.observers.has(hash)) this.scheduleRemoval(entry);
    }
    return entry;
  }

  private matching(filter: QueryFilter): Entry[] {
    const hash = hashQueryKey(filter.queryKey);
    return [...this.entries.values()].filter(
      (entry) => hashQueryKey(filter.exact ? entry.key : entry.key.slice(0, filter.queryKey.length)) === hash,
    );
  }

  private read<T>(entry: Entry, { queryFn, retry = DEFAULT_RETRY }: QueryOptions<T>): Promise<T> {
    const controller = new AbortController();
    const read: Read = {
      controller,
      promise: Promise.resolve(),
      abortable: false,
      answersInvalidation: entry.state.invalidated,
    };
    const context = {
      get signal() {
        read.abortable = true;
        return controller.signal;
      },
    };
    const run = async (): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        try {
          if (!queryFn) throw new Error(`query ${entry.hash} has nothing to read`);
          const data = await queryFn(context);
          controller.signal.throwIfAborted();
          return this.succeed(entry, data, read);
        } catch (error) {
          if (controller.signal.aborted) throw error;
          if (attempt >= Number(retry)) {
            this.finish(entry, read, { error, status: 'error' });
            throw error;
          }
        }
        await new Promise((resume) => setTimeout(resume, 1000 * 2 ** attempt));
        controller.signal.throwIfAborted();
      }
    };
    entry.read = read;
    // The read answers this invalidation; one made while it runs asks for another.
    this.update(entry, { fetching: true, invalidated: false });
    read.promise = run();
    return read.promise as Promise<T>;
  }

  /** Stores an answer (as the same object when it equals the last one), unless its read was cancelled. */
  private succeed<T>(entry: Entry, data: T, read?: Read): T {
    const shared = (equalData(entry.state.data, data) ? entry.state.data : data) as T;
    const answer = { data: shared, error: null, status: 'success', updatedAt: Date.now() } as const;
    if (read) this.finish(entry, read, answer);
    else this.update(entry, { ...answer, invalidated: false });
    return shared;
  }

  private finish(entry: Entry, read: Read, change: Partial<QueryState<unknown>>): void {
    if (entry.read !== read) return;
    entry.read = undefined;
    this.update(entry, { ...change, fetching: false });
    if (!this.observers.has(entry.hash)) this.scheduleRemoval(entry);
  }

  private cancel(entry: Entry): void {
    const { read } = entry;
    if (!read) return;
    read.controller.abort();
    entry.read = undefined;
    this.update(entry, { fetching: false, invalidated: entry.state.invalidated || read.answersInvalidation });
  }

  /** Forgets the entry after its gcTime, unless a component shows it or it is being read by then. */
  private scheduleRemoval(entry: Entry): void {
    clearTimeout(entry.removal);
    entry.removal = setTimeout(() => {
      if (!this.observers.has(entry.hash) && !entry.read && this.entries.get(entry.hash) === entry) {
        this.entries.delete(entry.hash);
      }
    }, entry.gcTime);
  }

  private update(entry: Entry, change: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...change };
    this.notify(entry.hash);
  }

  private notify(hash: string): void {
    for (const changed of this.observers.get(hash) ?? []) changed();
  }
}

/** Should the query be read (by a component that shows it): no answer yet, out of date, or older than staleTime. */
function isStale(state: QueryState<unknown>, staleTime = DEFAULT_STALE_TIME): boolean {
  return state.status !== 'success' || state.invalidated || Date.now() - state.updatedAt >= staleTime;
}

/** Plain data (objects, arrays, primitives) equal in every part; anything else only when the same. */
function equalData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlainData(a) || !isPlainData(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && equalData(a[key], b[key]))
  );
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

let browserQueryClient: QueryClient | undefined;

/**
 * The query client of a page: on the server a new one for every render (no visitor's data is kept
 * for the next; nothing is read there, see useQuery), in the browser one for the whole visit, so
 * that code outside React (the cart after a login or logout) changes the same cache the components read.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient();
  browserQueryClient ??= new QueryClient();
  return browserQueryClient;
}
