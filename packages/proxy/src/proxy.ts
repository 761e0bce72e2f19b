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
import { isUnsafeTarget, pathOf, readRunRequest } from './admission.js';
import { clientAddress } from './client-key.js';
import { validate, type ProxyOptions } from './config.js';
import { createRequestLog, newContext, requestIdOf, type RequestContext } from './context.js';
import { createCors } from './cors.js';
import { errorResponse, fail } from './errors.js';
import { createForward } from './forward.js';
import { createGate, identityKey } from './gate.js';
import { IDEMPOTENCY_KEY, MAX_FORWARDED_VALUE, OPTIONAL_FORWARDED, REQUEST_ID } from './headers.js';
import { createQuotaGuard } from './quota.js';
import { createRateGuard } from './rate-store.js';
import type { ProxyRuntime } from './runtime.js';
import { createScope, scopeRunBody, scopeSecretOf } from './scope.js';
import { createScrubber } from './scrub.js';

export type { ProxyOptions } from './config.js';

export interface ProxyHandler {
  fetch(request: Request, env?: unknown, ctx?: unknown): Promise<Response>;
}

/**
 * `createProxy` for one runtime; `node.ts` and `index.ts` pick the runtime. Options are checked at
 * once, unless `upstream` is missing: then at the first request (a framework build evaluates route
 * modules before the environment is set), and a wrong configuration answers 500 `proxy_misconfigured`.
 */
export function buildProxy(options: ProxyOptions, runtime: ProxyRuntime): ProxyHandler {
  if (options.upstream !== undefined) return assemble(options, runtime);
  let built: ProxyHandler | undefined;
  let told = false;
  return {
    fetch(request, env, executionCtx) {
      if (!built) {
        try {
          built = assemble(options, runtime);
        } catch (error) {
          if (!told) {
            told = true;
            (options.log ?? console.error)(`proxy: not configured: ${error instanceof Error ? error.message : 'invalid options'}`);
          }
          return Promise.resolve(errorResponse(500, 'proxy_misconfigured', 'The proxy is not configured.', { [REQUEST_ID]: requestIdOf(request) }));
        }
      }
      return built.fetch(request, env, executionCtx);
    },
  };
}

function assemble(options: ProxyOptions, runtime: ProxyRuntime): ProxyHandler {
  const config = validate(options);
  const { apiKey, upstream, basePath } = config;
  const keyValue = apiKey === undefined ? undefined : config.keyScheme ? `${config.keyScheme} ${apiKey}` : apiKey;
  const scrub = apiKey === undefined ? (text: string) => text : createScrubber(apiKey);
  const userLog = options.log;
  if (apiKey === undefined) {
    // Said once, so a key that was meant to be set but is missing does not go unnoticed.
    (userLog ?? console.warn)(`proxy: no apiKey; forwarding to ${upstream}/run without ${config.keyHeader} (a server without auth)`);
  }
  const authorize = options.authorize;
  const secret = scopeSecretOf(options);
  if (authorize && secret === undefined) throw new TypeError('createProxy: `authorize` with no `apiKey` needs a `scopeSecret` (REASONING_PROXY_SECRET)');
  const scope = authorize && secret !== undefined ? createScope(secret) : undefined;
  if (!authorize) {
    // Said once: a public demo may want this, a dashboard never does.
    (userLog ?? console.warn)(
      `proxy: no authorize function: any caller that reaches ${basePath}/run may spend the key (within the rate limit and quota); give authorize for a dashboard with users`,
    );
  }
  const log = createRequestLog(userLog, scrub);
  const cors = createCors(config.allowedOrigins, config.publicOrigins);
  const notify = (line: string) => {
    try {
      (userLog ?? console.warn)(scrub(line));
    } catch {
      // A failing logger must not fail the request.
    }
  };
  const limit = config.rateLimit;
  const trust = config.trust;
  const addressOf = (request: Request, env: unknown) => clientAddress(request, env, trust);
  const clientKeyOf = options.clientKey ? (request: Request) => options.clientKey!(request) : undefined;
  const report = (error: unknown) => notify(`proxy: authorize failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'a non-error was thrown'}`);
  const gate = createGate({
    cors,
    authorize,
    addressOf,
    clientKeyOf,
    rate: limit && createRateGuard({ ...limit, deadlineMs: limit.storeTimeoutMs, notify, deadline: runtime.deadline }),
    windowSeconds: limit?.windowSeconds ?? 0,
    report,
    notify,
  });
  const quota =
    config.quota &&
    createQuotaGuard({
      quota: config.quota,
      onStoreError: limit?.onStoreError ?? 'refuse',
      deadlineMs: limit?.storeTimeoutMs ?? Math.min(2000, config.timeoutMs),
      notify,
      deadline: runtime.deadline,
    });
  /** Whom a quota counts: the identity, else the rate key (clientKey or address). */
  const quotaKeyOf = (ctx: RequestContext): string =>
    ctx.identity !== undefined ? identityKey(ctx.identity) : clientKeyOf ? clientKeyOf(ctx.request) : (addressOf(ctx.request, ctx.env) ?? 'anonymous');
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
    let { body, idempotencyKey } = admitted;
    const identity = ctx.identity;
    if (scope && identity !== undefined) {
      // This user's own chains and replays: the upstream sees an HMAC of the identity, never the identity.
      const scoped = await scopeRunBody(scope, identity, body);
      if (!scoped) return fail(ctx, 'bad_request', 'The body must be a JSON object whose session_name, if any, is a string.');
      body = scoped;
      if (idempotencyKey !== null) idempotencyKey = await scope.idempotencyKey(identity, idempotencyKey);
    }
    if (quota) {
      const refused = await quota(ctx, quotaKeyOf(ctx));
      if (refused) return refused;
    }
    const headers = upstreamHeaders(ctx, { 'content-type': 'application/json' });
    // The service answers a repeat of this key from its first run (a re-sent POST records one turn).
    if (idempotencyKey !== null) headers[IDEMPOTENCY_KEY] = idempotencyKey;
    if (keyValue !== undefined) headers[config.keyHeader] = keyValue;
    return forward(ctx, runUrl, { method: 'POST', headers, body });
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
