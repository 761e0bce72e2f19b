/**
 * Quotas: runs per identity (per address without `authorize`) and for the
 * whole key over long windows, counted only for runs about to be forwarded.
 * Kept in the same kind of store as the rate budget (memory, Redis, a Durable
 * Object), under keys no rate budget uses. Over either, 429 `quota_exceeded`
 * with Retry-After and RateLimit-* headers, and the upstream is not called.
 */
import { setRateHeaders } from './admission.js';
import type { QuotaConfig } from './config.js';
import type { RequestContext } from './context.js';
import { fail } from './errors.js';
import type { RateLimitPolicy } from './rate-limit.js';
import { createRateGuard, type RateVerdict } from './rate-store.js';
import type { Deadline } from './runtime.js';

export interface QuotaGuardOptions {
  quota: QuotaConfig;
  onStoreError: 'refuse' | 'allow';
  deadlineMs: number;
  notify: (line: string) => void;
  deadline: (ms: number, onExpire: () => void) => Deadline;
}

/** Counts one run for `who` (an identity or address key); null when it fits, else the refusal. */
export type QuotaGuard = (ctx: RequestContext, who: string) => Promise<Response | null>;

export const TOTAL_KEY = 'quota:total';

export function createQuotaGuard(options: QuotaGuardOptions): QuotaGuard {
  const { quota } = options;
  const guard = (policy: RateLimitPolicy | undefined) =>
    policy && { policy, check: createRateGuard({ ...options, policy, store: quota.store }) };
  const user = guard(quota.user);
  const total = guard(quota.total);
  const apply = (ctx: RequestContext, policy: RateLimitPolicy, verdict: RateVerdict): Response | null => {
    if (verdict === 'allow') return null;
    if (verdict === 'refuse') {
      ctx.headers['retry-after'] = '1';
      return fail(ctx, 'rate_limit_unavailable', 'The quota cannot be checked right now; retry shortly.');
    }
    if (verdict.allowed) return null;
    setRateHeaders(ctx.headers, verdict, Math.ceil(policy.windowMs / 1000));
    ctx.headers['retry-after'] = String(verdict.retryAfterSeconds);
    return fail(ctx, 'quota_exceeded', `The run quota is used up; retry after ${verdict.retryAfterSeconds} s.`);
  };
  return async (ctx, who) => {
    if (user) {
      const refused = apply(ctx, user.policy, await user.check(`quota:${who}`));
      if (refused) return refused;
    }
    if (total) return apply(ctx, total.policy, await total.check(TOTAL_KEY));
    return null;
  };
}
