/** What the api sent for a request, as the cache keeps it and sends it again. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes as sent: a kept answer is sent again without being encoded again. */
  body: Buffer;
  /** The operation's metrics label (observability/metrics.ts), for counting the answers given again. */
  operation?: string;
}

export interface ComputedAnswer {
  answer: CachedAnswer;
  /** Whether every visitor may get this answer (public, no errors): only those are kept. */
  shareable: boolean;
  /**
   * The products the answer depends on, when a change to any other product cannot change it
   * (see `changed`); undefined when any change may.
   */
  products?: ReadonlySet<number>;
}

export interface CacheLimits {
  /** Size of all kept bodies and keys together; 0 turns the cache off. */
  maxBytes: number;
  /**
   * Longest time an answer is kept even if no data changes: answers that depend on the date
   * (special prices, opening hours, messages with a period) must not outlive it by much.
   */
  maxAgeMilliseconds: number;
  now?: () => number;
}

interface Entry {
  answer: CachedAnswer;
  bytes: number;
  storedAt: number;
  /** Asked for since the size limit last passed it over (see keep). */
  used: boolean;
  products?: ReadonlySet<number>;
}

/** What changed while an answer was being computed: whether it may still be kept. */
interface Computation {
  everything: boolean;
  /** Some change happened (forgets answers that do not name their products). */
  anything: boolean;
  products: Set<number>;
}

/** Bytes counted for each product id an answer names (a Set entry, roughly). */
const BYTES_PER_PRODUCT = 16;

/**
 * The public answers of this api process (anonymous GET reads), kept until the data behind them
 * changes: the database notifies every process of each committed change (migrations 0011, 0014)
 * and `changed` forgets the answers it may concern; while changes cannot be seen
 * (`watching(false)`) nothing is kept or answered from it. When the size limit is reached, the
 * oldest answers not asked for since the limit last passed them over go first (a second chance,
 * close to least recently used: a hit only marks its answer, it does not move it). Requests for an answer that is being computed wait for it
 * instead of computing it again.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly computing = new Map<string, Promise<CachedAnswer | undefined>>();
  private readonly running = new Set<Computation>();
  private bytes = 0;
  private active = false;
  /** Counted for the metrics (read when scraped): answers given, computed, dropped for room, forgotten. */
  readonly counts = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };
  private readonly now: () => number;

  constructor(private readonly limits: CacheLimits) {
    this.now = limits.now ?? Date.now;
  }

  /** Whether answers are kept and given: turned on and seeing every change. */
  get enabled(): boolean {
    return this.limits.maxBytes > 0 && this.active;
  }

  /**
   * Data behind the answers changed. Without `products`: anything may have changed, no answer may
   * be given again. With `products` (the change concerns only those, migration 0014): answers that
   * name their products are forgotten only when they name one of these, the others always.
   * Answers being computed meanwhile are not kept if the change may concern them, and later
   * requests do not wait for them.
   */
  changed(products?: readonly number[]): void {
    this.computing.clear();
    for (const computation of this.running) {
      computation.anything = true;
      if (!products) computation.everything = true;
      else for (const id of products) computation.products.add(id);
    }
    if (!products) {
      this.counts.invalidations += this.entries.size;
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (!entry.products || products.some((id) => entry.products?.has(id))) {
        this.forget(key, entry);
        this.counts.invalidations++;
      }
    }
  }

  /** Whether changes are seen; while they are not, the cache neither keeps nor gives answers. */
  watching(active: boolean): void {
    this.active = active;
    this.changed();
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  /** The answer kept for `key`, if there is one (what `answer` would give at once). */
  kept(key: string): CachedAnswer | undefined {
    return this.enabled ? this.lookup(key) : undefined;
  }

  /**
   * The kept answer for `key`, or the one `compute` gives (kept when shareable and no change
   * happened meanwhile). `hit` says whether the answer came from the cache.
   */
  async answer(
    key: string,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<{ answer: CachedAnswer; hit: boolean }> {
    if (!this.enabled) return { answer: (await compute()).answer, hit: false };
    const kept = this.lookup(key);
    if (kept) return { answer: kept, hit: true };
    const pending = this.computing.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) {
        this.counts.hits++;
        return { answer: shared, hit: true };
      }
    }
    this.counts.misses++;
    const computation: Computation = { everything: false, anything: false, products: new Set() };
    this.running.add(computation);
    const computed = compute();
    const shared = computed.then(
      (result) => (result.shareable ? result.answer : undefined),
      () => undefined,
    );
    this.computing.set(key, shared);
    try {
      const result = await computed;
      if (result.shareable && this.enabled && !concerns(computation, result.products)) {
        this.keep(key, result.answer, result.products);
      }
      return { answer: result.answer, hit: false };
    } finally {
      this.running.delete(computation);
      if (this.computing.get(key) === shared) this.computing.delete(key);
    }
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.limits.maxAgeMilliseconds) {
      this.forget(key, entry);
      this.counts.invalidations++;
      return undefined;
    }
    entry.used = true;
    this.counts.hits++;
    return entry.answer;
  }

  private keep(key: string, answer: CachedAnswer, products?: ReadonlySet<number>): void {
    const bytes = key.length + answer.body.length + (products?.size ?? 0) * BYTES_PER_PRODUCT;
    if (bytes > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    this.entries.set(key, {
      answer,
      bytes,
      storedAt: this.now(),
      used: false,
      ...(products ? { products } : {}),
    });
    this.bytes += bytes;
    // The map's order is the order of keeping; an answer used since it was last passed over moves
    // to the end (the loop meets it again there) and the next one goes.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      if (entry.used) {
        entry.used = false;
        this.entries.set(oldest, entry);
      } else {
        this.bytes -= entry.bytes;
        this.counts.evictions++;
      }
    }
  }
}

/** Whether a change during the computation may have changed an answer that depends on `products`. */
function concerns(computation: Computation, products: ReadonlySet<number> | undefined): boolean {
  if (computation.everything) return true;
  if (!products) return computation.anything;
  for (const id of computation.products) if (products.has(id)) return true;
  return false;
}
