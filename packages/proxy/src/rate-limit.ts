/**
 * Per-client sliding-window limiter (the "sliding window counter": the
 * previous fixed window's count, weighted by how much of it still overlaps
 * the sliding window, plus the current window's count). O(1) memory per
 * client, no timers (the process or isolate can always exit), and stale
 * clients are swept lazily.
 */
/** A budget: at most `max` requests per client in any `windowMs`. */
export interface RateLimitPolicy {
  windowMs: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the budget is (partly) back. */
  resetSeconds: number;
  /** Seconds to wait before retrying; only when refused. */
  retryAfterSeconds: number;
}

interface Entry {
  start: number;
  prev: number;
  curr: number;
}

/** Hard cap on tracked clients so a flood of fake addresses cannot grow memory without bound. */
const MAX_CLIENTS = 100_000;

export class SlidingWindowLimiter {
  readonly #windowMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #clients = new Map<string, Entry>();
  #nextSweep = 0;

  constructor(options: RateLimitPolicy, now: () => number = Date.now) {
    if (!(options.windowMs > 0) || !Number.isFinite(options.windowMs)) throw new RangeError('rateLimit.windowMs must be a positive number');
    if (!(options.max >= 1) || !Number.isInteger(options.max)) throw new RangeError('rateLimit.max must be a positive integer');
    this.#windowMs = options.windowMs;
    this.#max = options.max;
    this.#now = now;
  }

  /** Counts one request for `client` if the budget allows it. */
  hit(client: string): RateDecision {
    const now = this.#now();
    const w = this.#windowMs;
    const start = now - (now % w);
    if (now >= this.#nextSweep || this.#clients.size >= MAX_CLIENTS) this.#sweep(start);

    let entry = this.#clients.get(client);
    if (!entry) {
      entry = { start, prev: 0, curr: 0 };
      this.#clients.set(client, entry);
    } else if (entry.start !== start) {
      entry.prev = entry.start === start - w ? entry.curr : 0;
      entry.curr = 0;
      entry.start = start;
    }
    const overlap = 1 - (now - start) / w;
    const used = entry.prev * overlap + entry.curr;
    const max = this.#max;
    const untilWindowEnd = start + w - now;
    if (used + 1 > max) {
      return {
        allowed: false,
        limit: max,
        remaining: 0,
        resetSeconds: Math.max(1, Math.ceil(untilWindowEnd / 1000)),
        retryAfterSeconds: Math.max(1, Math.ceil(this.#waitMs(entry, now, start) / 1000)),
      };
    }
    entry.curr++;
    return {
      allowed: true,
      limit: max,
      remaining: Math.max(0, Math.floor(max - used - 1)),
      resetSeconds: Math.max(1, Math.ceil(untilWindowEnd / 1000)),
      retryAfterSeconds: 0,
    };
  }

  /** How long until one more request fits, given the current counts. */
  #waitMs(entry: Entry, now: number, start: number): number {
    const w = this.#windowMs;
    const max = this.#max;
    if (entry.curr + 1 <= max) {
      // Fits once the previous window's weight has decayed enough, within this window.
      const needed = 1 - (max - 1 - entry.curr) / entry.prev;
      return Math.max(0, start + needed * w - now);
    }
    // Needs the next window, where this window's count becomes the decaying one.
    const needed = Math.max(0, 1 - (max - 1) / entry.curr);
    return start + w + needed * w - now;
  }

  #sweep(start: number): void {
    this.#nextSweep = start + this.#windowMs;
    const oldest = start - this.#windowMs;
    for (const [key, entry] of this.#clients) if (entry.start < oldest) this.#clients.delete(key);
    // Still full of live clients: drop the oldest-inserted ones (fail open for them, never grow).
    if (this.#clients.size >= MAX_CLIENTS) {
      let excess = this.#clients.size - MAX_CLIENTS + 1;
      for (const key of this.#clients.keys()) {
        if (excess-- <= 0) break;
        this.#clients.delete(key);
      }
    }
  }

  /** Tracked clients (for tests and metrics). */
  get size(): number {
    return this.#clients.size;
  }
}
