/**
 * Where rate budgets live: the RateLimitStore interface (portable, so a Redis
 * client on Node or a Durable Object on Workers can stand behind it), the
 * in-memory default, and the guard that bounds a store's answer in time and
 * applies the outage rule, logging once per outage.
 */
import { SlidingWindowLimiter, type RateDecision, type RateLimitPolicy } from './rate-limit.js';
import type { Deadline } from './runtime.js';

export interface RateLimitStore {
  /**
   * Counts one request from `client` against `policy` and says whether it fits.
   * A local store answers at once; a shared one answers a promise, rejected
   * when it cannot answer (the proxy then applies `onStoreError`).
   */
  hit(client: string, policy: RateLimitPolicy): RateDecision | Promise<RateDecision>;
}

export interface RateLimitOptions extends RateLimitPolicy {
  /** Where budgets are kept. Default: this proxy's memory (one budget per process or isolate). */
  store?: RateLimitStore;
  /** When the store cannot answer: 'refuse' (503 `rate_limit_unavailable`, the default) or 'allow' (unlimited). */
  onStoreError?: 'refuse' | 'allow';
  /** Longest wait for the store's answer before it counts as unavailable. Default 2000 ms, never above `timeoutMs`. */
  storeTimeoutMs?: number;
}

/** Sliding-window budgets in this process's memory (see SlidingWindowLimiter). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #limiters = new Map<string, SlidingWindowLimiter>();
  readonly #maxClients: number | undefined;
  /** A proxy passes the same policy object every time: the last one's limiter is found without building its key. */
  #lastPolicy: RateLimitPolicy | undefined;
  #lastMax = 0;
  #lastWindowMs = 0;
  #last: SlidingWindowLimiter | undefined;

  /** `maxClients`: most clients tracked per policy (default 100,000; see SlidingWindowLimiter). */
  constructor(options: { maxClients?: number } = {}) {
    this.#maxClients = options.maxClients;
  }

  hit(client: string, policy: RateLimitPolicy): RateDecision {
    if (policy === this.#lastPolicy && policy.max === this.#lastMax && policy.windowMs === this.#lastWindowMs) return this.#last!.hit(client);
    const id = `${policy.max}/${policy.windowMs}`;
    let limiter = this.#limiters.get(id);
    if (!limiter) {
      limiter = new SlidingWindowLimiter({ ...policy, maxClients: this.#maxClients });
      this.#limiters.set(id, limiter);
    }
    this.#lastPolicy = policy;
    this.#lastMax = policy.max;
    this.#lastWindowMs = policy.windowMs;
    this.#last = limiter;
    return limiter.hit(client);
  }
}

/** A decision, or what to do because the store could not give one. */
export type RateVerdict = RateDecision | 'refuse' | 'allow';

export interface RateGuardOptions {
  policy: RateLimitPolicy;
  store: RateLimitStore;
  onStoreError: 'refuse' | 'allow';
  deadlineMs: number;
  /** Told once when the store stops answering and once when it answers again. */
  notify: (line: string) => void;
  /** Calls `onExpire` after `ms` unless cleared (the runtime's, see runtime.ts). Default: a timer per call. */
  deadline?: (ms: number, onExpire: () => void) => Deadline;
}

const timerDeadline = (ms: number, onExpire: () => void): Deadline => {
  const timer = setTimeout(onExpire, ms);
  return { clear: () => clearTimeout(timer) };
};

export function createRateGuard(options: RateGuardOptions): (client: string) => RateVerdict | Promise<RateVerdict> {
  const { policy, store, onStoreError, deadlineMs, notify } = options;
  const deadline = options.deadline ?? timerDeadline;
  let down = false;
  const failed = (error: unknown, client: string): RateVerdict => {
    if (!down) {
      down = true;
      const what = error instanceof Error ? `${error.name}: ${error.message}` : 'no answer';
      const then = onStoreError === 'refuse' ? 'refusing requests (503 rate_limit_unavailable)' : 'letting requests through unlimited';
      // The client's address is no business of an outage line.
      notify(`proxy: rate-limit store unavailable (${what.split(client).join('[client]')}); ${then} until it answers again`);
    }
    return onStoreError;
  };
  const answered = (decision: RateDecision): RateVerdict => {
    if (down) {
      down = false;
      notify('proxy: rate-limit store answers again; limits apply');
    }
    return decision;
  };
  return (client) => {
    let result: RateDecision | Promise<RateDecision>;
    try {
      result = store.hit(client, policy);
    } catch (error) {
      return failed(error, client);
    }
    if (!isThenable(result)) return answered(result);
    return new Promise<RateVerdict>((resolve) => {
      // Whichever comes first decides; a late answer changes nothing (it would make the outage log flap).
      let settled = false;
      const settle = (verdict: () => RateVerdict) => {
        if (settled) return;
        settled = true;
        timer.clear();
        resolve(verdict());
      };
      const timer = deadline(deadlineMs, () => settle(() => failed(new StoreTimeoutError(deadlineMs), client)));
      result.then(
        (decision) => settle(() => answered(decision)),
        (error: unknown) => settle(() => failed(error, client)),
      );
    });
  };
}

class StoreTimeoutError extends Error {
  override name = 'StoreTimeoutError';
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

function isThenable<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
