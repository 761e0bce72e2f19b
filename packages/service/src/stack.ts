/**
 * The whole embedded layout on one origin, as one fetch handler:
 *   /api, /files, /app  the embedded Reasoning Service (and its /healthz)
 *   /proxy              the key-hiding proxy (forwarding to /api in-process,
 *                       or to REASONING_BASE_URL with REASONING_API_KEY, where
 *                       REASONING_API_KEY=none means a server without auth)
 *   anything else       static roots (the built demo, dist files), else 404
 * Answers are compressed (brotli or gzip) when the client accepts it.
 * Used by the CLI, the Vite dev server and the browser tests.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createReasoningService, type ReasoningService, type ReasoningServiceOptions } from './service.js';
import { errorResponse } from './errors.js';
import { staticFiles, type StaticHandler } from './adapters/static.js';
import { compressResponse } from './adapters/compress.js';
import {
  createNodeFetch,
  createProxy,
  DEFAULT_RATE_LIMIT,
  isKeyless,
  proxyOptionsFromEnv,
  redisUrlFromEnv,
  type ProxyOptions,
  type RateLimitStore,
} from '@reasoning-elements/proxy/node';
import { authorizeFromEnv } from '@reasoning-elements/proxy/jwt';

export interface StackOptions {
  /** Options of the embedded service. */
  service?: ReasoningServiceOptions;
  /** Environment read for REASONING_BASE_URL / REASONING_API_KEY / REASONING_ALLOWED_ORIGINS (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Options for the proxy over those from the environment (e.g. `rateLimit: false` in tests). */
  proxy?: Partial<ProxyOptions>;
  /** Directories served as they are, tried in order after the mounted routes. */
  /** Directories served as they are; `anyOrigin` for files pages of other sites load (the elements' CDN file). */
  static?: readonly { prefix: string; dir: string; anyOrigin?: boolean }[];
}

export interface Stack {
  /** `env` is the adapter's per-connection context, passed on to the proxy (client address, raw path). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  readonly service: ReasoningService;
  /** Where the proxy forwards: "embedded" or the REASONING_BASE_URL. */
  readonly proxyTarget: string;
  close(): Promise<void>;
}

const SERVICE_PATH = /^\/(api|files|app)(\/|$)/;
const PROXY_PATH = /^\/proxy(\/|$)/;
/** Stands for the embedded service's own /api when the proxy calls it in-process. */
const IN_PROCESS_ORIGIN = 'http://embedded.reasoning.invalid';

export function createStack(options: StackOptions = {}): Stack {
  const env = options.env ?? process.env;
  const external = externalUpstream(env); // first: a refused configuration starts nothing
  const fromEnv = proxyOptionsFromEnv(env);
  // REASONING_PROXY_JWKS_URL or REASONING_PROXY_JWT_SECRET: only callers with a valid JWT spend the key.
  const authorize = authorizeFromEnv(env);
  // REASONING_PROXY_REDIS_URL: one rate budget shared by every process using that Redis.
  const store = redisStoreOf(env);
  const service = createReasoningService(options.service);
  const statics: StaticHandler[] = (options.static ?? []).map((s) => staticFiles(s.dir, s.prefix, { anyOrigin: s.anyOrigin }));

  // The proxy's in-process upstream: requests keep the public origin of the
  // request that reached the proxy, so URLs in answers point at this server.
  const currentOrigin = new AsyncLocalStorage<string>();
  const inProcessFetch = async (input: Parameters<typeof fetch>[0] | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const origin = currentOrigin.getStore();
    const target = origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
    return service.fetch(new Request(target, request));
  };
  // A real upstream over the network gets undici's keep-alive pool (several times less CPU than Node's fetch).
  const externalFetch = external ? createNodeFetch() : undefined;
  const publicUrl = options.service?.publicUrl;
  const proxyOptions: Partial<ProxyOptions> = {
    ...fromEnv,
    ...(authorize ? { authorize } : {}),
    // The service's own public origin serves same-origin pages (never inferred from the Host header).
    ...(publicUrl ? { publicOrigins: [...(fromEnv.publicOrigins ?? []), new URL(publicUrl).origin] } : {}),
    ...options.proxy,
  };
  const proxy = createProxy({
    ...proxyOptions,
    rateLimit: store && proxyOptions.rateLimit !== false ? { ...(proxyOptions.rateLimit ?? DEFAULT_RATE_LIMIT), store } : proxyOptions.rateLimit,
    basePath: '/proxy',
    upstream: external ?? `${IN_PROCESS_ORIGIN}/api`,
    apiKey: external ? fromEnv.apiKey : (fromEnv.apiKey ?? service.keys[0]!.key),
    fetch: externalFetch ?? (inProcessFetch as typeof fetch),
  });

  const route = async (request: Request, connection: unknown): Promise<Response> => {
    const { pathname, origin } = new URL(request.url);
    if (SERVICE_PATH.test(pathname) || pathname === '/healthz') return service.fetch(request);
    if (PROXY_PATH.test(pathname)) {
      return currentOrigin.run(origin, () => proxy.fetch(request, connection));
    }
    for (const serve of statics) {
      const response = await serve(request);
      if (response) return response;
    }
    return errorResponse(404, 'not_found', 'No such route.');
  };

  return {
    service,
    proxyTarget: external ?? 'embedded',
    async fetch(request, connection) {
      return compressResponse(request, await route(request, connection));
    },
    async close() {
      await Promise.all([service.close(), externalFetch?.close(), store?.close()]);
    },
  };
}

/**
 * The shared rate store named by REASONING_PROXY_REDIS_URL (checked now). Its
 * Redis client (ioredis, rate-limiter-flexible: some 20 MB and 50 ms at start)
 * is loaded only when that is set, and connects as it would have.
 */
function redisStoreOf(env: Readonly<Record<string, string | undefined>>): (RateLimitStore & { close(): Promise<void> }) | undefined {
  const url = redisUrlFromEnv(env);
  if (url === undefined) return undefined;
  const store = import('@reasoning-elements/proxy/redis').then((m) => m.createRedisRateLimitStore({ url }));
  return {
    hit: async (client, policy) => (await store).hit(client, policy),
    close: async () => (await store).close(),
  };
}

/**
 * REASONING_BASE_URL, when the proxy should forward there. It needs
 * REASONING_API_KEY: the service's key, or `none` for a server without auth.
 * Either half alone is refused rather than quietly serving the embedded service.
 */
function externalUpstream(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const baseUrl = env.REASONING_BASE_URL?.trim();
  const key = env.REASONING_API_KEY?.trim();
  if (baseUrl && !key) {
    throw new TypeError(
      'REASONING_BASE_URL is set but REASONING_API_KEY is not: set the key that service expects, or REASONING_API_KEY=none for a server without auth',
    );
  }
  if (!baseUrl && isKeyless(key)) {
    throw new TypeError('REASONING_API_KEY=none needs REASONING_BASE_URL: the embedded service always takes its own key');
  }
  return baseUrl ? baseUrl.replace(/\/+$/, '') : undefined;
}
