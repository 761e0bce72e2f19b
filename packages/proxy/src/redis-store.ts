/**
 * A RateLimitStore shared by every proxy process through one Redis: rate-limiter-flexible's
 * RateLimiterRedis (one atomic Lua INCR-with-expiry per hit) over ioredis. Node only.
 *
 * Fixed window per client: the budget starts at a client's first request and resets `windowMs`
 * later (rounded up to whole seconds, Redis expiries are seconds), so any number of processes
 * give a client exactly `max` requests per window between them. Every command has a deadline
 * and nothing queues while Redis is away, so an outage is an immediate rejection that the proxy
 * turns into its `onStoreError` answer, never a stalled request.
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateDecision, RateLimitPolicy } from './rate-limit.js';
import type { RateLimitStore } from './rate-store.js';
import { redisUrlFromEnv } from './env.js';

export interface RedisRateLimitStoreOptions {
  /** `redis://[[user]:password@]host:port[/db]` (or `rediss://`), e.g. REASONING_PROXY_REDIS_URL. */
  url?: string;
  /** An ioredis client of your own instead of `url`; `close()` then leaves it open. */
  client?: Redis;
  /** Prefix of the keys written to Redis. Default `reasoning-proxy:rl`. */
  keyPrefix?: string;
  /**
   * Longest one Redis command may take before ioredis gives up on it. Default 5000 ms: a backstop
   * that keeps commands from piling up; the proxy's own `storeTimeoutMs` (2 s) decides sooner.
   */
  commandTimeoutMs?: number;
}

export interface RedisRateLimitStore extends RateLimitStore {
  /** Resolves once connected; hits before that count as an outage. */
  ready(): Promise<void>;
  /** Closes the connection this store opened. */
  close(): Promise<void>;
}

export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RedisRateLimitStore {
  const own = !options.client;
  if (own && !options.url) throw new TypeError('createRedisRateLimitStore: give `url` or `client`');
  const client =
    options.client ??
    new Redis(options.url!, {
      commandTimeout: options.commandTimeoutMs ?? 5000,
      // Nothing waits for a reconnect: while Redis is away a hit fails at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
      // Hits issued in the same tick travel in one write (fewer syscalls under load).
      enableAutoPipelining: true,
    });
  // The proxy logs an outage once, from the failed hits; ioredis would print every reconnect attempt.
  if (own) client.on('error', () => {});
  const prefix = options.keyPrefix ?? 'reasoning-proxy:rl';
  const limiters = new Map<string, { limiter: RateLimiterRedis; windowS: number }>();

  const limiterFor = (policy: RateLimitPolicy) => {
    const windowS = Math.max(1, Math.ceil(policy.windowMs / 1000));
    const id = `${policy.max}/${windowS}`;
    let entry = limiters.get(id);
    if (!entry) {
      const limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${id}`,
        points: policy.max,
        duration: windowS,
        rejectIfRedisNotReady: true,
        // A client over its budget is refused from memory for the rest of its window, sparing Redis the flood.
        inMemoryBlockOnConsumed: policy.max + 1,
      });
      entry = { limiter, windowS };
      limiters.set(id, entry);
    }
    return entry;
  };

  return {
    async hit(key, policy): Promise<RateDecision> {
      const { limiter } = limiterFor(policy);
      try {
        const res = await limiter.consume(key);
        return decision(true, policy.max, res);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return decision(false, policy.max, refusal);
        throw refusal; // Redis could not answer: the proxy applies onStoreError
      }
    },
    ready() {
      if (client.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => client.once('ready', () => resolve()));
    },
    async close() {
      if (!own) return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

function decision(allowed: boolean, max: number, res: RateLimiterRes): RateDecision {
  const resetSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    allowed,
    limit: max,
    remaining: allowed ? res.remainingPoints : 0,
    resetSeconds,
    retryAfterSeconds: allowed ? 0 : resetSeconds,
  };
}

/** The shared store named by REASONING_PROXY_REDIS_URL, or undefined when it is not set. */
export function redisStoreFromEnv(env: Readonly<Record<string, string | undefined>>): RedisRateLimitStore | undefined {
  const url = redisUrlFromEnv(env);
  return url === undefined ? undefined : createRedisRateLimitStore({ url });
}
