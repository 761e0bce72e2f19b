/**
 * A GET of JSON with retries: after a network error, a timeout, a 5xx or a
 * 429, wait (Retry-After, else doubling backoff with jitter) and try again.
 * Returns the parsed JSON unchecked; each caller checks what it reads. Shared
 * by `ReasoningClient` and `<chain-badge>`'s light read (no schema library).
 */
import { ReasoningError } from './errors.js';
import { requestJson } from './http.js';
import { isRetryable, retryDelay, sleep } from './retry.js';
import { takePrefetched } from './prefetched.js';

export interface GetOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  retries: number;
  retryBaseMs: number;
}

export const GET_DEFAULTS = {
  timeoutMs: 10_000,
  cacheTtlMs: 5_000,
  retries: 2,
  retryBaseMs: 250,
  maxResponseBytes: 1024 * 1024,
};

/**
 * The global fetch, looked up at call time and called unbound-safe (window.fetch throws "Illegal invocation" when detached);
 * a GET the CDN loader sent already is taken instead (prefetched.ts).
 */
export const globalFetch: typeof fetch = (input, init) => takePrefetched(input, init) ?? globalThis.fetch(input, init);

export async function getJsonWithRetries(url: string, init: RequestInit, options: GetOptions, signal: AbortSignal): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestJson(url, init, { fetch: options.fetch, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, signal });
    } catch (error) {
      if (!(error instanceof ReasoningError) || attempt >= options.retries || !isRetryable(error)) throw error;
      const delay = retryDelay(error, attempt, options.retryBaseMs);
      if (delay === null) throw error;
      await sleep(delay, signal);
    }
  }
}
