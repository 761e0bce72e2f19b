/**
 * One rate budget for every Worker isolate: a Durable Object per client keeps
 * the count, and a RateLimitStore asks it. Portable (fetch only), no Workers types.
 *
 * Fixed window per client, like the Redis store: the budget starts at the client's
 * first request and is whole again `windowMs` later. A Durable Object runs one
 * request at a time and its storage survives eviction, so the count is exact
 * however many isolates share it.
 */
import type { RateDecision, RateLimitPolicy } from './rate-limit.js';
import type { RateLimitStore } from './rate-store.js';

/** The parts of a Durable Object namespace binding this store uses. */
export interface RateLimitNamespace {
  idFromName(name: string): unknown;
  get(id: never): { fetch(input: string, init?: RequestInit): Promise<Response> };
}

/** The parts of `DurableObjectState` the object uses. */
interface ObjectState {
  storage: {
    get<T>(key: string): Promise<T | undefined>;
    put<T>(key: string, value: T): Promise<void>;
  };
}

interface Window {
  start: number;
  count: number;
}

const KEY = 'window';

/**
 * The Durable Object class: export it from your Worker and bind it
 * (`[[durable_objects.bindings]] name = "RATE_LIMITER", class_name = "RateLimitObject"`).
 */
export class RateLimitObject {
  readonly #state: ObjectState;
  readonly #now: () => number;

  constructor(state: ObjectState, _env?: unknown, now: () => number = Date.now) {
    this.#state = state;
    this.#now = now;
  }

  async fetch(request: Request): Promise<Response> {
    const policy = policyOf(await request.json().catch(() => null));
    if (!policy) return new Response('expected {"max","windowMs"}', { status: 400 });
    return Response.json(await this.hit(policy));
  }

  async hit({ max, windowMs }: RateLimitPolicy): Promise<RateDecision> {
    const now = this.#now();
    const stored = await this.#state.storage.get<Window>(KEY);
    const window = stored && now < stored.start + windowMs ? stored : { start: now, count: 0 };
    const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    if (window.count >= max) return { allowed: false, limit: max, remaining: 0, resetSeconds, retryAfterSeconds: resetSeconds };
    window.count++;
    await this.#state.storage.put(KEY, window);
    return { allowed: true, limit: max, remaining: max - window.count, resetSeconds, retryAfterSeconds: 0 };
  }
}

/** A RateLimitStore backed by `RateLimitObject`s in `namespace`, one object per client. */
export function durableObjectRateLimitStore(namespace: RateLimitNamespace): RateLimitStore {
  if (!namespace || typeof namespace.idFromName !== 'function') {
    throw new TypeError('durableObjectRateLimitStore: pass the Durable Object namespace binding (env.RATE_LIMITER)');
  }
  return {
    async hit(client, policy) {
      const stub = namespace.get(namespace.idFromName(client) as never);
      const res = await stub.fetch('https://rate-limit.internal/hit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ max: policy.max, windowMs: policy.windowMs }),
      });
      if (!res.ok) throw new Error(`rate-limit object answered ${res.status}`);
      const decision = (await res.json()) as RateDecision;
      if (typeof decision?.allowed !== 'boolean') throw new Error('rate-limit object gave no decision');
      return decision;
    },
  };
}

function policyOf(body: unknown): RateLimitPolicy | undefined {
  const { max, windowMs } = (body ?? {}) as Partial<RateLimitPolicy>;
  if (!Number.isInteger(max) || max! < 1 || !Number.isFinite(windowMs) || windowMs! <= 0) return undefined;
  return { max: max!, windowMs: windowMs! };
}
