/**
 * Request sharing for GETs: callers asking for one URL at once share one
 * request, and successes are kept for a short time. The shared request is
 * cancelled only when every caller that could still use it has aborted.
 * Errors are never kept.
 */
interface Flight<T> {
  readonly seq: number;
  readonly controller: AbortController;
  readonly promise: Promise<T>;
  /** Callers still waiting; callers without a signal can never leave. */
  waiting: number;
  settled: boolean;
}

interface Cached {
  readonly seq: number;
  readonly value: unknown;
  readonly expires: number;
}

/** Most URLs remembered at once; the oldest is dropped first. */
const MAX_CACHED = 200;

export class RequestSharer {
  private readonly flights = new Map<string, Flight<unknown>>();
  private readonly cache = new Map<string, Cached>();
  private seq = 0;

  constructor(private readonly ttlMs: number) {}

  /**
   * Answers from the cache, joins a request in flight, or starts `load`.
   * `fresh` skips both the cache and any older request in flight.
   */
  get<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<T> {
    const { signal, fresh } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (!fresh) {
      const cached = this.kept(key);
      if (cached) return Promise.resolve(cached.value as T);
      const flight = this.flights.get(key);
      if (flight) return this.join(key, flight as Flight<T>, signal);
    }
    return this.join(key, this.start(key, load), signal);
  }

  /** The kept answer for `key`, while fresh; undefined otherwise (nothing is started). */
  peek(key: string): unknown {
    return this.kept(key)?.value;
  }

  /** The cache's entry for `key` while it is fresh. */
  private kept(key: string): Cached | undefined {
    const cached = this.cache.get(key);
    return cached && cached.expires > Date.now() ? cached : undefined;
  }

  /** Forgets every cached answer (requests in flight go on). */
  clear(): void {
    this.cache.clear();
  }

  private start<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    const seq = ++this.seq;
    const promise = Promise.resolve().then(() => load(controller.signal));
    const flight: Flight<T> = { seq, controller, promise, waiting: 0, settled: false };
    const done = () => {
      flight.settled = true;
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    promise.then(
      (value) => {
        done();
        this.remember(key, seq, value);
      },
      done,
    );
    this.flights.set(key, flight as Flight<unknown>);
    return flight;
  }

  private remember(key: string, seq: number, value: unknown): void {
    if (this.ttlMs <= 0) return;
    const current = this.cache.get(key);
    if (current && current.seq > seq) return; // a newer answer is already kept
    this.cache.delete(key);
    this.cache.set(key, { seq, value, expires: Date.now() + this.ttlMs });
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }

  private join<T>(key: string, flight: Flight<T>, signal: AbortSignal | undefined): Promise<T> {
    flight.waiting++;
    if (!signal) return flight.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason);
        this.leave(key, flight);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  private leave(key: string, flight: Flight<unknown>): void {
    flight.waiting--;
    if (flight.waiting > 0 || flight.settled) return;
    // Nobody is left to use the answer: stop the request, and let the next caller start anew.
    if (this.flights.get(key) === flight) this.flights.delete(key);
    flight.controller.abort(new DOMException('Every caller aborted.', 'AbortError'));
  }
}

/**
 * The page's GET cache, shared by every `sharedClient` and `<chain-badge>`'s
 * light read: one request per URL at a time, successes kept for 5 s (as JSON,
 * each reader checks what it needs).
 */
export const pageSharer = new RequestSharer(5_000);
