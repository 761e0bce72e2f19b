/**
 * The key-hiding proxy: a standard fetch handler (Request in, Response out)
 * built on Hono, so the same code serves Node, Vite's dev server and edge
 * runtimes. The browser calls `{basePath}/run` with no key; the proxy adds the
 * server-held key (none for a server without auth) and forwards to `{upstream}/run`, passing through only
 * allow-listed routes and headers, and answering its own errors as JSON.
 *
 * Upstream URLs are fixed strings built here, never derived from the request
 * path, so no path trick can send the key anywhere but `{upstream}/run`.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isIdempotencyKey, isPlainId, MAX_BODY_BYTES, MAX_IDEMPOTENCY_KEY_LENGTH } from '../../spec/index.js';
import { readCappedBody, readStreamCapped } from './body.js';
import { defaultClientKey } from './client-key.js';
import { errorResponse, ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
import { SlidingWindowLimiter, type RateDecision, type RateLimitOptions } from './rate-limit.js';
import { createScrubber } from './scrub.js';

export interface ProxyOptions {
  /** The service's base_url, e.g. `http://127.0.0.1:8787/api`. */
  upstream: string;
  /**
   * The server-held key; it never leaves towards the browser. At least 8 characters.
   * Leave it out for a server without auth (the open-source Doorway server): the
   * proxy then forwards with no key header and says so once, at creation, on `log`.
   */
  apiKey?: string;
  /** Path prefix the handler is mounted under, e.g. `/proxy`. Default ''. */
  basePath?: string;
  /** Header that carries the key upstream. Default `authorization`. */
  keyHeader?: string;
  /** Scheme before the key; '' sends the raw key. Default `Bearer`. */
  keyScheme?: string;
  /** Origins allowed to call the proxy cross-origin (`*` for any). Same-host requests are always allowed. */
  allowedOrigins?: string[];
  /** Largest request body, counted while streaming. Default 64 KiB. */
  maxBodyBytes?: number;
  /** Per-client sliding window. Default 60 requests per minute; `false` turns it off. */
  rateLimit?: RateLimitOptions | false;
  /** Time allowed until the upstream's response headers arrive. Default 15 s. */
  timeoutMs?: number;
  /** Also forward GET `/receipts/{id}` and `/sessions/{id}` (without the key). Default false. */
  passThroughReads?: boolean;
  /** The fetch used to reach the upstream (an in-process service, an undici pool...). */
  fetch?: typeof fetch;
  /** Identifies a client for rate limiting. Default: see `trustProxy`. */
  clientKey?: (request: Request) => string;
  /** Believe `X-Forwarded-For` for the client address (only behind your own reverse proxy). Default false. */
  trustProxy?: boolean;
  /** Largest upstream body the proxy relays. Default 4 MiB. */
  maxResponseBytes?: number;
  /** Receives one line per request; lines are scrubbed of the key. */
  log?: (line: string) => void;
}

export interface ProxyHandler {
  fetch(request: Request, env?: unknown, ctx?: unknown): Promise<Response>;
}

/** Responses from `createNodeFetch` carry their decoded body here so it is not decoded twice. */
export const RAW_TEXT: unique symbol = Symbol.for('reasoning-elements.proxy.text') as never;
/** ...and their headers as a plain lower-case record here. */
export const RAW_HEADERS: unique symbol = Symbol.for('reasoning-elements.proxy.headers') as never;

const REQUEST_ID = 'x-request-id';
const IDEMPOTENCY_KEY = 'idempotency-key';
const IDEMPOTENT_REPLAYED = 'idempotent-replayed';
const UPSTREAM_RATE_HEADERS = ['ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];
const PASSED_RESPONSE_HEADERS = ['content-type', 'retry-after', ...UPSTREAM_RATE_HEADERS, REQUEST_ID, IDEMPOTENT_REPLAYED];
const ALLOW_HEADERS = 'content-type, accept, accept-language, x-request-id, idempotency-key';
const EXPOSE_HEADERS = `retry-after, ${UPSTREAM_RATE_HEADERS.join(', ')}, x-request-id, ${IDEMPOTENT_REPLAYED}`;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const FORWARDED_NAMES = new Set(['content-type', 'accept', 'accept-language', REQUEST_ID, IDEMPOTENCY_KEY, 'host', 'cookie', 'content-length']);
const MAX_FORWARDED_VALUE = 512;
/** Path shapes that never name a route: dot segments, empty segments, encoded dots, slashes or backslashes. */
const UNSAFE_PATH = /\/\/|\/\.\.?(?:\/|$)|%2e|%2f|%5c|\\/i;
const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);
const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 60_000, max: 60 };

type Route = 'run' | 'receipts' | 'sessions';

export function createProxy(options: ProxyOptions): ProxyHandler {
  const config = validate(options);
  const { apiKey, upstream, basePath, timeoutMs, maxBodyBytes, maxResponseBytes } = config;
  const keyValue = apiKey === undefined ? undefined : config.keyScheme ? `${config.keyScheme} ${apiKey}` : apiKey;
  const scrub = apiKey === undefined ? (text: string) => text : createScrubber(apiKey);
  const upstreamFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limiter = options.rateLimit === false ? undefined : new SlidingWindowLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const rateLimitWindowS = options.rateLimit ? Math.ceil(options.rateLimit.windowMs / 1000) : DEFAULT_RATE_LIMIT.windowMs / 1000;
  const clientKeyOf = options.clientKey
    ? (request: Request) => options.clientKey!(request)
    : (request: Request, env: unknown) => defaultClientKey(request, env, options.trustProxy === true);
  const userLog = options.log;
  const anyOrigin = config.allowedOrigins.has('*');
  if (apiKey === undefined) {
    // Said once, so a key that was meant to be set but is missing does not go unnoticed.
    (userLog ?? console.warn)(`proxy: no apiKey; forwarding to ${upstream}/run without ${config.keyHeader} (a server without auth)`);
  }

  const log = (request: Request, rid: string, status: number, started: number, code?: string) => {
    if (!userLog) return;
    let path = request.url;
    const at = path.indexOf('/', path.indexOf('//') + 2);
    path = at < 0 ? '/' : path.slice(at);
    const line = `proxy ${request.method} ${path} ${status}${code ? ` ${code}` : ''} ${Date.now() - started}ms rid=${rid}`;
    try {
      userLog(scrub(line));
    } catch {
      // A failing logger must not fail the request.
    }
  };

  /** CORS headers for this request, or null when its origin is refused. */
  const corsFor = (request: Request): Record<string, string> | null => {
    const origin = request.headers.get('origin');
    if (origin === null) return {};
    if (anyOrigin) return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE_HEADERS };
    if (config.allowedOrigins.has(origin)) {
      return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSE_HEADERS, vary: 'origin' };
    }
    return isSameHost(origin, request) ? { vary: 'origin' } : null;
  };

  const rateHeaders = (d: RateDecision): Record<string, string> => ({
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSeconds),
    'ratelimit-policy': `${d.limit};w=${rateLimitWindowS}`,
  });

  /** Headers every answer carries, or an early refusal (origin, rate). */
  const admit = (c: Context, rid: string): { headers: Record<string, string> } | { refuse: Response } => {
    const request = c.req.raw;
    const cors = corsFor(request);
    if (!cors) return { refuse: errorResponse(403, 'origin_not_allowed', 'This origin may not call the proxy.', { [REQUEST_ID]: rid, vary: 'origin' }) };
    const headers: Record<string, string> = { [REQUEST_ID]: rid, ...cors };
    if (limiter) {
      const decision = limiter.hit(clientKeyOf(request, c.env));
      Object.assign(headers, rateHeaders(decision));
      if (!decision.allowed) {
        headers['retry-after'] = String(decision.retryAfterSeconds);
        return { refuse: errorResponse(429, 'rate_limited', `Too many requests; retry after ${decision.retryAfterSeconds} s.`, headers) };
      }
    }
    return { headers };
  };

  const own = (c: Context, rid: string, started: number, status: number, code: ProxyErrorCode, detail: string, headers: Record<string, string>) => {
    log(c.req.raw, rid, status, started, code);
    return errorResponse(status, code, detail, { ...headers });
  };

  const forward = async (
    c: Context,
    rid: string,
    started: number,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> },
    base: Record<string, string>,
  ): Promise<Response> => {
    const request = c.req.raw;
    const controller = new AbortController();
    const client = watchClient(request, c.env, () => controller.abort(new Error('client closed the request')));
    if (client.gone()) {
      client.stop();
      return own(c, rid, started, 499, 'client_closed', 'The client went away.', base);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('upstream timeout'));
    }, timeoutMs);

    try {
      let upstreamResponse: Response;
      try {
        upstreamResponse = await upstreamFetch(url, {
          method: init.method,
          headers: init.headers,
          body: init.body ?? null,
          signal: controller.signal,
          redirect: 'manual',
        });
      } catch (err) {
        if (err instanceof ResponseTooLargeError) {
          return own(c, rid, started, 502, 'upstream_response_too_large', 'The service answered with more than the proxy relays.', base);
        }
        if (timedOut) return own(c, rid, started, 504, 'upstream_timeout', `The service did not answer within ${timeoutMs} ms.`, base);
        if (client.gone()) return own(c, rid, started, 499, 'client_closed', 'The client went away.', base);
        return own(c, rid, started, 502, 'upstream_unreachable', 'The service could not be reached.', base);
      } finally {
        clearTimeout(timer);
      }

      const status = upstreamResponse.status;
      if (status >= 300 && status < 400) {
        upstreamResponse.body?.cancel().catch(() => {});
        return own(c, rid, started, 502, 'upstream_redirect', 'The service answered with a redirect, which the proxy does not follow.', base);
      }
      let text: string;
      try {
        text = await readCappedText(upstreamResponse, maxResponseBytes);
      } catch (err) {
        if (client.gone()) return own(c, rid, started, 499, 'client_closed', 'The client went away.', base);
        if (err instanceof ResponseTooLargeError) {
          return own(c, rid, started, 502, 'upstream_response_too_large', 'The service answered with more than the proxy relays.', base);
        }
        return own(c, rid, started, 502, 'upstream_unreachable', 'The service broke off its answer.', base);
      }

      const headers: Record<string, string> = {};
      const get = headerReader(upstreamResponse);
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = get(name);
        if (value !== null && scrub(value) === value) headers[name] = value;
      }
      const upstreamRetryAfter = headers['retry-after'];
      Object.assign(headers, base); // ours win: request id, CORS, the proxy's own rate budget
      if (status === 429 && upstreamRetryAfter !== undefined) headers['retry-after'] = upstreamRetryAfter;
      headers['cache-control'] = 'no-store';
      headers['x-content-type-options'] = 'nosniff';
      // Whatever the upstream calls its body, it never runs as a page on this origin.
      headers['content-security-policy'] = NO_CONTENT_POLICY;
      log(request, rid, status, started);
      return new Response(NULL_BODY_STATUS.has(status) ? null : scrub(text), { status, headers });
    } finally {
      client.stop();
    }
  };

  const requestIdOf = (request: Request): string => {
    const given = request.headers.get(REQUEST_ID);
    return given !== null && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
  };

  const copyOptional = (request: Request, into: Record<string, string>) => {
    for (const name of ['accept', 'accept-language']) {
      const value = request.headers.get(name);
      if (value !== null && value.length <= MAX_FORWARDED_VALUE) into[name] = value;
    }
  };

  const runUrl = `${upstream}/run`;

  /** What every route does first: name the request, then admit it (origin, rate) or log the refusal. */
  const begin = (c: Context) => {
    const started = Date.now();
    const request = c.req.raw;
    const rid = requestIdOf(request);
    const admitted = admit(c, rid);
    if ('refuse' in admitted) {
      log(request, rid, admitted.refuse.status, started, admitted.refuse.status === 429 ? 'rate_limited' : 'origin_not_allowed');
      return admitted.refuse;
    }
    return { started, request, rid, headers: admitted.headers };
  };

  const run = async (c: Context): Promise<Response> => {
    const begun = begin(c);
    if (begun instanceof Response) return begun;
    const { started, request, rid, headers: base } = begun;
    // Checked before the body is read: a bad key is refused without touching the upstream.
    const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY);
    if (idempotencyKey !== null && !isIdempotencyKey(idempotencyKey)) {
      return own(c, rid, started, 400, 'invalid_idempotency_key',
        `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters without spaces.`, base);
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return own(c, rid, started, 415, 'unsupported_media_type', 'Send the body as Content-Type: application/json (UTF-8).', base);
    }
    const body = await readCappedBody(request, maxBodyBytes);
    if (!body.ok) {
      if (body.reason === 'too_large') {
        return own(c, rid, started, 413, 'payload_too_large', `The body is larger than ${maxBodyBytes} bytes.`, base);
      }
      if (request.signal.aborted) return own(c, rid, started, 499, 'client_closed', 'The client went away.', base);
      return own(c, rid, started, 400, 'bad_request', 'The request body could not be read.', base);
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', [REQUEST_ID]: rid };
    copyOptional(request, headers);
    // The service answers a repeat of this key from its first run (a re-sent POST records one turn).
    if (idempotencyKey !== null) headers[IDEMPOTENCY_KEY] = idempotencyKey;
    if (keyValue !== undefined) headers[config.keyHeader] = keyValue;
    return forward(c, rid, started, runUrl, { method: 'POST', headers, body: body.bytes }, base);
  };

  const read = (route: Exclude<Route, 'run'>) => async (c: Context): Promise<Response> => {
    const begun = begin(c);
    if (begun instanceof Response) return begun;
    const { started, request, rid, headers: base } = begun;
    const id = c.req.param('id');
    if (!isPlainId(id)) return own(c, rid, started, 400, 'invalid_id', 'The id is not a plain token.', base);
    const headers: Record<string, string> = { [REQUEST_ID]: rid };
    copyOptional(request, headers);
    // Reads are public: the key is not sent with them.
    return forward(c, rid, started, `${upstream}/${route}/${encodeURIComponent(id)}`, { method: 'GET', headers }, base);
  };

  const preflight = (methods: string) => (c: Context): Response => {
    const request = c.req.raw;
    const cors = corsFor(request);
    const rid = requestIdOf(request);
    if (!cors) {
      log(request, rid, 403, Date.now(), 'origin_not_allowed');
      return errorResponse(403, 'origin_not_allowed', 'This origin may not call the proxy.', { [REQUEST_ID]: rid, vary: 'origin' });
    }
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        allow: `${methods}, OPTIONS`,
        'access-control-allow-methods': methods,
        'access-control-allow-headers': ALLOW_HEADERS,
        'access-control-max-age': '600',
        [REQUEST_ID]: rid,
      },
    });
  };

  const wrongMethod = (methods: string) => (c: Context): Response => {
    const rid = requestIdOf(c.req.raw);
    return own(c, rid, Date.now(), 405, 'method_not_allowed', `Use ${methods}.`, { allow: `${methods}, OPTIONS`, [REQUEST_ID]: rid });
  };

  const app = new Hono({ strict: true });
  const routes = basePath ? app.basePath(basePath) : app;
  routes.post('/run', run);
  routes.options('/run', preflight('POST'));
  routes.all('/run', wrongMethod('POST'));
  if (options.passThroughReads) {
    for (const route of ['receipts', 'sessions'] as const) {
      routes.get(`/${route}/:id`, read(route));
      routes.options(`/${route}/:id`, preflight('GET'));
      routes.all(`/${route}/:id`, wrongMethod('GET'));
    }
  }
  app.notFound((c) => {
    const rid = requestIdOf(c.req.raw);
    return own(c, rid, Date.now(), 404, 'not_found', 'No such route on the proxy.', { [REQUEST_ID]: rid });
  });
  app.onError((err, c) => {
    const rid = requestIdOf(c.req.raw);
    try {
      userLog?.(scrub(`proxy error rid=${rid}: ${err instanceof Error ? err.message : String(err)}`));
    } catch {
      // A failing logger must not turn one error into two.
    }
    return errorResponse(500, 'proxy_error', 'The proxy failed.', { [REQUEST_ID]: rid });
  });

  return {
    async fetch(request: Request, env?: unknown, ctx?: unknown): Promise<Response> {
      if (UNSAFE_PATH.test(pathOf(request.url)) || hasUnsafeRawTarget(env)) {
        const rid = requestIdOf(request);
        log(request, rid, 404, Date.now(), 'not_found');
        return errorResponse(404, 'not_found', 'No such route on the proxy.', { [REQUEST_ID]: rid });
      }
      return app.fetch(request, env, ctx as never);
    },
  };
}

/**
 * Header lookup on an upstream response. Responses from `createNodeFetch`
 * carry their headers as a plain lower-case record under RAW_HEADERS, which
 * saves building a Headers object per request.
 */
function headerReader(response: Response): (name: string) => string | null {
  const raw = (response as unknown as { [RAW_HEADERS]?: Record<string, string> })[RAW_HEADERS];
  if (raw) return (name) => raw[name] ?? null;
  const headers = response.headers;
  return (name) => headers.get(name);
}

interface ClientWatch {
  gone(): boolean;
  stop(): void;
}

/**
 * Notices a client that goes away. Portable: `request.signal`. When the
 * adapter exposes node:http's response (`env.outgoing`, as @hono/node-server
 * does), its 'close' event says the same without an extra AbortSignal per request.
 */
function watchClient(request: Request, env: unknown, onGone: () => void): ClientWatch {
  const outgoing = (env as { outgoing?: NodeLikeResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.once === 'function' && typeof outgoing.off === 'function') {
    let gone = outgoing.destroyed === true && !outgoing.writableFinished;
    const onClose = () => {
      if (outgoing.writableFinished) return;
      gone = true;
      onGone();
    };
    outgoing.once('close', onClose);
    return { gone: () => gone, stop: () => void outgoing.off('close', onClose) };
  }
  const signal = request.signal;
  signal.addEventListener('abort', onGone, { once: true });
  return { gone: () => signal.aborted, stop: () => signal.removeEventListener('abort', onGone) };
}

interface NodeLikeResponse {
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  destroyed?: boolean;
  writableFinished?: boolean;
}

/** The upstream body as text, refusing bodies over `max` bytes. */
async function readCappedText(response: Response, max: number): Promise<string> {
  const raw = (response as unknown as { [RAW_TEXT]?: unknown })[RAW_TEXT];
  if (typeof raw === 'string') {
    if (raw.length > max) throw new ResponseTooLargeError();
    return raw;
  }
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > max) {
    response.body?.cancel().catch(() => {});
    throw new ResponseTooLargeError();
  }
  if (!response.body) return '';
  if (declared !== null) return response.text();
  const bytes = await readStreamCapped(response.body, max);
  if (!bytes) throw new ResponseTooLargeError();
  return new TextDecoder().decode(bytes);
}

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  let end = url.length;
  const q = url.indexOf('?', start);
  if (q >= 0) end = q;
  const h = url.indexOf('#', start);
  if (h >= 0 && h < end) end = h;
  return url.slice(start, end);
}

/**
 * Runtimes normalise `..` out of request.url before a handler sees it. Where
 * the adapter still exposes the raw request target (node:http's
 * `incoming.url`), refuse dot segments there too, so `/run/../receipts` is
 * refused rather than read as `/receipts`.
 */
function hasUnsafeRawTarget(env: unknown): boolean {
  const raw = (env as { incoming?: { url?: unknown } } | undefined)?.incoming?.url;
  if (typeof raw !== 'string') return false;
  if (raw.startsWith('/')) {
    const end = raw.search(/[?#]/);
    return UNSAFE_PATH.test(end < 0 ? raw : raw.slice(0, end));
  }
  return UNSAFE_PATH.test(pathOf(raw));
}

function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  if (value === 'application/json') return true; // the common case, without parsing
  const [type, ...params] = value.split(';');
  if (type!.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const [name, v] = param.split('=');
    if (name!.trim().toLowerCase() === 'charset' && v?.trim().replace(/^"|"$/g, '').toLowerCase() !== 'utf-8') return false;
  }
  return true;
}

function isSameHost(origin: string, request: Request): boolean {
  try {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

interface Config {
  upstream: string;
  /** Undefined: a keyless upstream. */
  apiKey: string | undefined;
  basePath: string;
  keyHeader: string;
  keyScheme: string;
  allowedOrigins: Set<string>;
  maxBodyBytes: number;
  maxResponseBytes: number;
  timeoutMs: number;
}

/** Checks the options once, with errors that never quote the key. */
function validate(options: ProxyOptions): Config {
  let upstreamUrl: URL;
  try {
    upstreamUrl = new URL(options.upstream);
  } catch {
    throw new TypeError('createProxy: `upstream` must be an absolute http(s) URL');
  }
  if (upstreamUrl.protocol !== 'http:' && upstreamUrl.protocol !== 'https:') {
    throw new TypeError('createProxy: `upstream` must be an http(s) URL');
  }
  if (upstreamUrl.search || upstreamUrl.hash || upstreamUrl.username || upstreamUrl.password) {
    throw new TypeError('createProxy: `upstream` must not carry a query, fragment or credentials');
  }
  const upstream = upstreamUrl.href.replace(/\/+$/, '');
  const apiKey = options.apiKey;
  if (apiKey !== undefined) {
    if (typeof apiKey !== 'string' || apiKey.length < 8) {
      throw new TypeError('createProxy: `apiKey` must be a string of at least 8 characters, or left out for a server without auth');
    }
    if (/[\u0000-\u001f\u007f]/.test(apiKey)) throw new TypeError('createProxy: `apiKey` contains control characters');
  }
  const keyHeader = (options.keyHeader ?? 'authorization').toLowerCase();
  if (!TOKEN.test(keyHeader) || FORWARDED_NAMES.has(keyHeader)) throw new TypeError('createProxy: `keyHeader` must be a header name not otherwise forwarded');
  const keyScheme = options.keyScheme ?? 'Bearer';
  if (keyScheme !== '' && !TOKEN.test(keyScheme)) throw new TypeError('createProxy: `keyScheme` must be a token or empty');
  let basePath = options.basePath ?? '';
  basePath = basePath.replace(/\/+$/, '');
  if (basePath && (!basePath.startsWith('/') || UNSAFE_PATH.test(basePath))) throw new TypeError('createProxy: `basePath` must start with "/"');
  const allowedOrigins = new Set<string>();
  for (const origin of options.allowedOrigins ?? []) {
    if (origin === '*') allowedOrigins.add('*');
    else {
      try {
        allowedOrigins.add(new URL(origin).origin);
      } catch {
        throw new TypeError(`createProxy: allowed origin ${JSON.stringify(origin)} is not a URL origin`);
      }
    }
  }
  const positive = (value: number | undefined, fallback: number, name: string) => {
    const v = value ?? fallback;
    if (!Number.isFinite(v) || v <= 0) throw new RangeError(`createProxy: \`${name}\` must be a positive number`);
    return v;
  };
  return {
    upstream,
    apiKey,
    basePath,
    keyHeader,
    keyScheme,
    allowedOrigins,
    maxBodyBytes: positive(options.maxBodyBytes, MAX_BODY_BYTES, 'maxBodyBytes'),
    maxResponseBytes: positive(options.maxResponseBytes, 4 * 1024 * 1024, 'maxResponseBytes'),
    timeoutMs: positive(options.timeoutMs, 15_000, 'timeoutMs'),
  };
}
