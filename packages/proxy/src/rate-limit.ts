/**
 * Per-client sliding-window limiter (the "sliding window counter": the
 * previous fixed window's count, weighted by how much of it still overlaps
 * the sliding window, plus the current window's count). O(1) per request,
 * no timers (the process or isolate can always exit), bounded memory.
 *
 * Clients live in a Map, and their names in a queue in the order their
 * windows last moved: a client goes to the tail when its window rolls over, so
 * the head holds the clients idle longest (a name whose client moved on is
 * skipped when it reaches the head). Not the Map's own order: deleting from a
 * Map's head leaves holes that every later walk from the head steps over.
 * Each request drops a few stale clients from the head (each is dropped once,
 * so this is O(1) amortised). When the table is full
 * of live clients, a new one takes the place of the longest-idle client that
 * is within its budget; a client over its budget is never dropped (that would
 * hand it a fresh budget), and when the few heads looked at all are, the new
 * client is refused until one frees up.
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
  /** Where this client's live name is in the queue (absolute position). */
  slot: number;
}

/** Default cap on tracked clients, so a flood of fake addresses cannot grow memory without bound. */
export const DEFAULT_MAX_CLIENTS = 100_000;
/** Stale clients dropped per request at most (amortised O(1): each is dropped once). */
const CLEAN_STEPS = 256;
/** Longest-idle live clients looked at for one eviction. */
const EVICT_TRIES = 8;

export interface LimiterOptions extends RateLimitPolicy {
  /** Most clients tracked at once. Default 100,000. */
  maxClients?: number;
}

export class SlidingWindowLimiter {
  readonly #windowMs: number;
  readonly #max: number;
  readonly #maxClients: number;
  readonly #now: () => number;
  readonly #clients = new Map<string, Entry>();
  /** Client names, longest idle first; `#head` is the first not yet taken, `#base` the absolute position of index 0. */
  #queue: (string | undefined)[] = [];
  #head = 0;
  #base = 0;

  constructor(options: LimiterOptions, now: () => number = Date.now) {
    if (!(options.windowMs > 0) || !Number.isFinite(options.windowMs)) throw new RangeError('rateLimit.windowMs must be a positive number');
    if (!(options.max >= 1) || !Number.isInteger(options.max)) throw new RangeError('rateLimit.max must be a positive integer');
    const maxClients = options.maxClients ?? DEFAULT_MAX_CLIENTS;
    if (!Number.isSafeInteger(maxClients) || maxClients < 1) throw new RangeError('maxClients must be a positive integer');
    this.#windowMs = options.windowMs;
    this.#max = options.max;
    this.#maxClients = maxClients;
    this.#now = now;
  }

  /** Counts one request for `client` if the budget allows it. */
  hit(client: string): RateDecision {
    const now = this.#now();
    const w = this.#windowMs;
    const start = now - (now % w);
    const clients = this.#clients;
    this.#clean(start);

    let entry = clients.get(client);
    if (!entry) {
      if (clients.size >= this.#maxClients && !this.#evict(now, start)) return this.#full(now, start);
      entry = { start, prev: 0, curr: 0, slot: 0 };
      clients.set(client, entry);
      this.#enqueue(client, entry);
    } else if (entry.start !== start) {
      entry.prev = entry.start === start - w ? entry.curr : 0;
      entry.curr = 0;
      entry.start = start;
      // To the tail: the head keeps the clients idle longest.
      this.#enqueue(client, entry);
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

  #enqueue(client: string, entry: Entry): void {
    entry.slot = this.#base + this.#queue.length;
    this.#queue.push(client);
  }

  /** The longest-idle client still tracked, skipping names whose client has moved on or left. */
  #peek(): [string, Entry] | undefined {
    const queue = this.#queue;
    while (this.#head < queue.length) {
      const key = queue[this.#head]!;
      const entry = this.#clients.get(key);
      if (entry && entry.slot === this.#base + this.#head) return [key, entry];
      this.#shift();
    }
    return undefined;
  }

  #shift(): void {
    this.#queue[this.#head++] = undefined;
    // Compacted once the taken part is most of the array: amortised O(1).
    if (this.#head >= 1024 && this.#head * 2 >= this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#base += this.#head;
      this.#head = 0;
    }
  }

  /** Drops clients from the head whose windows no longer weigh on anything. */
  #clean(start: number): void {
    const oldest = start - this.#windowMs;
    for (let steps = CLEAN_STEPS; steps > 0; steps--) {
      const head = this.#peek();
      if (!head || head[1].start >= oldest) return;
      this.#clients.delete(head[0]);
      this.#shift();
    }
  }

  /** Makes room for one client: drops the longest-idle one within its budget. False when none of the first few is. */
  #evict(now: number, start: number): boolean {
    const w = this.#windowMs;
    for (let tries = 0; tries < EVICT_TRIES; tries++) {
      const head = this.#peek();
      if (!head) return false;
      const [key, entry] = head;
      this.#shift();
      const prev = entry.start === start ? entry.prev : entry.start === start - w ? entry.curr : 0;
      const curr = entry.start === start ? entry.curr : 0;
      if (prev * (1 - (now - start) / w) + curr + 1 <= this.#max) {
        this.#clients.delete(key);
        return true;
      }
      // Over its budget: kept, and sent to the tail so the next eviction looks at others.
      this.#enqueue(key, entry);
    }
    return false;
  }

  /** The answer to a new client while every client looked at is over its budget. */
  #full(now: number, start: number): RateDecision {
    const seconds = Math.max(1, Math.ceil((start + this.#windowMs - now) / 1000));
    return { allowed: false, limit: this.#max, remaining: 0, resetSeconds: seconds, retryAfterSeconds: seconds };
  }

  /** Tracked clients (for tests and metrics). */
  get size(): number {
    return this.#clients.size;
  }
}
