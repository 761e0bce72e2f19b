/**
 * What every request passes before anything is sent upstream, in order: an
 * allowed origin, the caller's identity (`authorize`), then the rate budget of
 * that identity (of the address without `authorize`). Adds CORS and rate
 * headers to `ctx.headers` and answers null, or answers the refusal (logged).
 */
import { identify, type Authorize } from './authorize.js';
import type { RequestContext } from './context.js';
import { originRefused, type Cors } from './cors.js';
import { fail } from './errors.js';
import { setRateHeaders } from './admission.js';
import type { RateVerdict } from './rate-store.js';

export interface GateOptions {
  cors: Cors;
  authorize: Authorize | undefined;
  /** The caller's address after `trustProxy`, when the runtime gives one. */
  addressOf: (request: Request, env: unknown) => string | undefined;
  /** The rate key without `authorize`: `clientKey`, else the address. */
  clientKeyOf: ((request: Request) => string) | undefined;
  /** The rate guard (see rate-store.ts); undefined when there is no limit. */
  rate: ((client: string) => RateVerdict | Promise<RateVerdict>) | undefined;
  /** The window in whole seconds, for `RateLimit-Policy`. */
  windowSeconds: number;
  /** Logs what `authorize` threw (scrubbed), never shown to the caller. */
  report: (error: unknown) => void;
  /** Said once: callers without an address share one budget. */
  notify: (line: string) => void;
}

export type Gate = (ctx: RequestContext) => Response | null | Promise<Response | null>;

/** The budget and quota key of a caller known by identity; addresses never look like it. */
export const identityKey = (identity: string): string => `user:${identity}`;

export function createGate(options: GateOptions): Gate {
  const { cors, authorize, addressOf, clientKeyOf, rate, windowSeconds, report, notify } = options;
  let toldAnonymous = false;
  const apply = (ctx: RequestContext, verdict: RateVerdict): Response | null => {
    if (verdict === 'allow') return null;
    if (verdict === 'refuse') {
      ctx.headers['retry-after'] = '1';
      return fail(ctx, 'rate_limit_unavailable', 'The rate limit cannot be checked right now; retry shortly.');
    }
    setRateHeaders(ctx.headers, verdict, windowSeconds);
    if (verdict.allowed) return null;
    ctx.headers['retry-after'] = String(verdict.retryAfterSeconds);
    return fail(ctx, 'rate_limited', `Too many requests; retry after ${verdict.retryAfterSeconds} s.`);
  };
  const limit = (ctx: RequestContext, key: string): Response | null | Promise<Response | null> => {
    if (!rate) return null;
    const verdict = rate(key);
    // A local store answers at once: no promise, no extra turn of the event loop.
    return verdict instanceof Promise ? verdict.then((v) => apply(ctx, v)) : apply(ctx, verdict);
  };
  const addressKey = (ctx: RequestContext): string => {
    const address = addressOf(ctx.request, ctx.env);
    if (address !== undefined) return address;
    if (!toldAnonymous && rate) {
      toldAnonymous = true;
      notify(
        'proxy: a request came with no client address (no connection in env, no trusted X-Forwarded-For): such callers share one rate budget; pass { remoteAddress } as env, set trustProxy or authorize',
      );
    }
    return 'anonymous';
  };
  const authorized = async (ctx: RequestContext, who: Authorize): Promise<Response | null> => {
    const identity = await identify(who, ctx, addressOf(ctx.request, ctx.env), report);
    if (identity instanceof Response) return identity;
    ctx.identity = identity;
    return limit(ctx, identityKey(identity));
  };
  return (ctx) => {
    const allowed = cors.headersFor(ctx.request);
    if (!allowed) {
      ctx.log(403, 'origin_not_allowed');
      return originRefused(ctx.rid);
    }
    for (const name in allowed) ctx.headers[name] = allowed[name]!;
    if (authorize) return authorized(ctx, authorize);
    if (!rate) return null;
    return limit(ctx, clientKeyOf ? clientKeyOf(ctx.request) : addressKey(ctx));
  };
}
