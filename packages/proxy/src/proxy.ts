/**
 * The key-hiding proxy: a standard fetch handler (Request in, Response out)
 * built on Hono, so the same code serves Node, Vite's dev server and edge
 * runtimes. The browser calls `{basePath}/run` with no key; the proxy adds the
 * server-held key (none for a server without auth) and forwards to `{upstream}/run`, passing through only
 * allow-listed routes and headers, and answering its own errors as JSON.
 *
 * Upstream URLs are fixed strings built here, never derived from the request
 * path, so no path trick can send the key anywhere but `{upstream}/run`.
 * This file wires the parts: config, cors, admission, forward. POST {basePath}/run,
 * the route pages call, is dispatched here directly; Hono routes everything else.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isPlainId } from '@reasoning-elements/protocol';
import { createGate, isUnsafeTarget, pathOf, readRunRequest } from './admission.js';
import { defaultClientKey } from './client-key.js';
import { validate, type ProxyOptions } from './config.js';
import { createRequestLog, newContext, requestIdOf, type RequestContext } from './context.js';
import { createCors } from './cors.js';
import { errorResponse, fail } from './errors.js';
import { createForward } from './forward.js';
import { IDEMPOTENCY_KEY, MAX_FORWARDED_VALUE, OPTIONAL_FORWARDED, REQUEST_ID } from './headers.js';
import { createRateGuard } from './rate-store.js';
import type { ProxyRuntime } from './runtime.js';
import { createScrubber } from './scrub.js';

export type { ProxyOptions } from './config.js';

export interface ProxyHandler {
  fetch(request: Request, env?: unknown, ctx?: unknown): Promise<Response>;
}

/** `createProxy` for one runtime; `portable.ts` and `index.ts` pick the runtime. */
export function buildProxy(options: ProxyOptions, runtime: ProxyRuntime): ProxyHandler {
  const config = validate(options);
  const { apiKey, upstream, basePath } = config;
  const keyValue = apiKey === undefined ? undefined : config.keyScheme ? `${config.keyScheme} ${apiKey}` : apiKey;
  const scrub = apiKey === undefined ? (text: string) => text : createScrubber(apiKey);
  const userLog = options.log;
  if (apiKey === undefined) {
    // Said once, so a key that was meant to be set but is missing does not go unnoticed.
    (userLog ?? console.warn)(`proxy: no apiKey; forwarding to ${upstream}/run without ${config.keyHeader} (a server without auth)`);
  }
  const log = createRequestLog(userLog, scrub);
  const cors = createCors(config.allowedOrigins);
  const notify = (line: string) => {
    try {
      (userLog ?? console.warn)(scrub(line));
    } catch {
      // A failing logger must not fail the request.
    }
  };
  const limit = config.rateLimit;
  const gate = createGate({
    cors,
    rate: limit && createRateGuard({ ...limit, deadlineMs: limit.storeTimeoutMs, notify, deadline: runtime.deadline }),
    clientKeyOf: options.clientKey
      ? (request) => options.clientKey!(request)
      : (request, env) => defaultClientKey(request, env, options.trustProxy === true),
    windowSeconds: limit?.windowSeconds ?? 0,
  });
  const forward = createForward({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: config.timeoutMs,
    maxResponseBytes: config.maxResponseBytes,
    scrub,
    runtime,
  });
  const runUrl = `${upstream}/run`;
  const contextOf = (c: Context): RequestContext => newContext(c.req.raw, c.env, log);

  /** Request id plus the short optional headers, as every upstream request carries them. */
  const upstreamHeaders = (ctx: RequestContext, base: Record<string, string>): Record<string, string> => {
    base[REQUEST_ID] = ctx.rid;
    for (const name of OPTIONAL_FORWARDED) {
      const value = ctx.request.headers.get(name);
      if (value !== null && value.length <= MAX_FORWARDED_VALUE) base[name] = value;
    }
    return base;
  };

  const run = async (request: Request, env: unknown): Promise<Response> => {
    const ctx = newContext(request, env, log);
    const gated = gate(ctx);
    const refused = gated instanceof Promise ? await gated : gated;
    if (refused) return refused;
    const admitted = await readRunRequest(ctx, config.maxBodyBytes);
    if (admitted instanceof Response) return admitted;
    const headers = upstreamHeaders(ctx, { 'content-type': 'application/json' });
    // The service answers a repeat of this key from its first run (a re-sent POST records one turn).
    if (admitted.idempotencyKey !== null) headers[IDEMPOTENCY_KEY] = admitted.idempotencyKey;
    if (keyValue !== undefined) headers[config.keyHeader] = keyValue;
    return forward(ctx, runUrl, { method: 'POST', headers, body: admitted.body });
  };

  const read = (route: 'receipts' | 'sessions') => async (c: Context): Promise<Response> => {
    const ctx = contextOf(c);
    const gated = gate(ctx);
    const refused = gated instanceof Promise ? await gated : gated;
    if (refused) return refused;
    const id = c.req.param('id');
    if (!isPlainId(id)) return fail(ctx, 'invalid_id', 'The id is not a plain token.');
    // Reads are public: the key is not sent with them.
    return forward(ctx, `${upstream}/${route}/${encodeURIComponent(id)}`, { method: 'GET', headers: upstreamHeaders(ctx, {}) });
  };

  const preflight = (methods: string) => (c: Context): Response => {
    const request = c.req.raw;
    const rid = requestIdOf(request);
    const answer = cors.preflight(request, rid, methods);
    if (answer.status === 403) log(request, rid, 403, Date.now(), 'origin_not_allowed');
    return answer;
  };

  const wrongMethod = (methods: string) => (c: Context): Response => {
    const ctx = contextOf(c);
    ctx.headers.allow = `${methods}, OPTIONS`;
    return fail(ctx, 'method_not_allowed', `Use ${methods}.`);
  };

  const app = new Hono({ strict: true });
  const routes = basePath ? app.basePath(basePath) : app;
  routes.post('/run', (c) => run(c.req.raw, c.env));
  routes.options('/run', preflight('POST'));
  routes.all('/run', wrongMethod('POST'));
  if (options.passThroughReads) {
    for (const route of ['receipts', 'sessions'] as const) {
      routes.get(`/${route}/:id`, read(route));
      routes.options(`/${route}/:id`, preflight('GET'));
      routes.all(`/${route}/:id`, wrongMethod('GET'));
    }
  }
  app.notFound((c) => fail(contextOf(c), 'not_found', 'No such route on the proxy.'));
  const failed = (err: unknown, request: Request): Response => {
    const rid = requestIdOf(request);
    try {
      userLog?.(scrub(`proxy error rid=${rid}: ${err instanceof Error ? err.message : String(err)}`));
    } catch {
      // A failing logger must not turn one error into two.
    }
    return errorResponse(500, 'proxy_error', 'The proxy failed.', { [REQUEST_ID]: rid });
  };
  app.onError((err, c) => failed(err, c.req.raw));
  const runPath = `${basePath}/run`;

  return {
    async fetch(request: Request, env?: unknown, executionCtx?: unknown): Promise<Response> {
      const url = request.url;
      const path = pathOf(url);
      if (isUnsafeTarget(url, runtime.rawTarget(env), path)) {
        return fail(newContext(request, env, log), 'not_found', 'No such route on the proxy.');
      }
      // The one route every page calls goes straight to its handler, past Hono's router, context and
      // middleware chain (less code run per request). Any other method or path, including spellings
      // of this path that Hono would normalise, still goes through the app below.
      if (path === runPath && request.method === 'POST') {
        try {
          return await run(request, env);
        } catch (err) {
          return failed(err, request);
        }
      }
      return app.fetch(request, env, executionCtx as never);
    },
  };
}
