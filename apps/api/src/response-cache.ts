/** What the api sent for a request, as the cache keeps it and sends it again. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes as sent: a kept answer is sent again without being encoded again. */
  body: Buffer;
}

export interface ComputedAnswer {
  answer: CachedAnswer;
  /** Whether every visitor may get this answer (public, no errors): only those are kept. */
  shareable: boolean;
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
}

/**
 * The public answers of this api process (anonymous GET reads), kept until the data behind them
 * changes: `changed()` forgets them all (the database notifies every process of each committed
 * change, migration 0011), and while changes cannot be seen (`watching(false)`) nothing is kept
 * or answered from it. Least recently used answers go first when the size limit is reached.
 * Requests for an answer that is being computed wait for it instead of computing it again.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly computing = new Map<string, Promise<CachedAnswer | undefined>>();
  private bytes = 0;
  private generation = 0;
  private active = false;
  private readonly now: () => number;

  constructor(private readonly limits: CacheLimits) {
    this.now = limits.now ?? Date.now;
  }

  /** Whether answers are kept and given: turned on and seeing every change. */
  get enabled(): boolean {
    return this.limits.maxBytes > 0 && this.active;
  }

  /** Data behind the answers changed: none of them may be given again. */
  changed(): void {
    this.generation++;
    this.entries.clear();
    this.computing.clear();
    this.bytes = 0;
  }

  /** Whether changes are seen; while they are not, the cache neither keeps nor gives answers. */
  watching(active: boolean): void {
    this.active = active;
    this.changed();
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
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
      if (shared) return { answer: shared, hit: true };
    }
    const generation = this.generation;
    const computed = compute();
    const shared = computed.then(
      (result) => (result.shareable ? result.answer : undefined),
      () => undefined,
    );
    this.computing.set(key, shared);
    try {
      const result = await computed;
      if (result.shareable && generation === this.generation && this.enabled) this.keep(key, result.answer);
      return { answer: result.answer, hit: false };
    } finally {
      if (this.computing.get(key) === shared) this.computing.delete(key);
    }
  }

  private lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.limits.maxAgeMilliseconds) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserted: the map's order is the order of last use.
    this.entries.set(key, entry);
    return entry.answer;
  }

  private keep(key: string, answer: CachedAnswer): void {
    const bytes = key.length + answer.body.length;
    if (bytes > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, { answer, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
