/** When and how long to wait before retrying a GET. */
import type { ReasoningError } from './errors.js';

/** Longest Retry-After honoured by waiting; a longer one ends the retries. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** Transient failures: the same request may well succeed a moment later. */
export function isRetryable(error: ReasoningError): boolean {
  return error.kind === 'network' || error.kind === 'server' || error.kind === 'rate-limited';
}

/**
 * Milliseconds to wait before retry number `attempt + 1`, or null when the
 * service asked for a longer pause than we are willing to hold a page for.
 * Retry-After wins; otherwise exponential backoff with full jitter on top.
 */
export function retryDelay(error: ReasoningError, attempt: number, baseMs: number, random = Math.random): number | null {
  if (error.retryAfter !== undefined) {
    const ms = error.retryAfter * 1000;
    return ms > MAX_RETRY_AFTER_MS ? null : ms;
  }
  const backoff = baseMs * 2 ** attempt;
  return backoff + Math.floor(random() * backoff);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
