/**
 * ReasoningClient: the reads of ReasoningReader (./reader.ts) and POST /run.
 * Every answer is checked against `spec/`; every failure is a ReasoningError
 * (or, when the caller aborted, the caller's own AbortError).
 */
import {
  RunRequestSchema,
  RunResponseSchema,
  isIdempotencyKey,
  IDEMPOTENCY_KEY_RULE,
  type RunRequest,
  type RunResponse,
} from '../spec/index.js';
import { ReasoningError } from './errors.js';
import { requestJson } from './http.js';
import { pageSharer } from './share.js';
import { ReasoningReader, trimBase, validated } from './reader.js';

export { ReasoningReader, sharedReader, type ClientOptions, type RequestOptions } from './reader.js';

export interface RunOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`. Default: a fresh random id per call, so a POST
   * the browser re-sends on its own records one turn. Pass the key of an
   * earlier call to make a deliberate repeat return that call's answer.
   */
  idempotencyKey?: string;
  /**
   * Extra request headers, e.g. `{ authorization: 'Bearer …' }` for a proxy whose `authorize` reads a
   * token; names in lower case. They cannot replace the content type or the Idempotency-Key.
   */
  headers?: Readonly<Record<string, string>>;
}

export class ReasoningClient extends ReasoningReader {
  /**
   * POST {proxyUrl ?? baseUrl}/run. Never retried and never shared: a run
   * appends to a chain, so sending it twice would record two turns. Each call
   * carries an `Idempotency-Key`, so a copy the network stack re-sends is
   * answered from the first instead of recorded again.
   */
  async run(request: RunRequest, options: RunOptions = {}): Promise<RunResponse> {
    if (options.signal?.aborted) throw options.signal.reason;
    const body = validated(RunRequestSchema, request, 'run request', 'bad-request');
    const key = options.idempotencyKey ?? newIdempotencyKey();
    if (!isIdempotencyKey(key)) {
      throw new ReasoningError('bad-request', `Refused idempotency key: ${IDEMPOTENCY_KEY_RULE}`);
    }
    const url = `${this.proxyUrl ?? this.baseUrl}/run`;
    const json = await requestJson(
      url,
      {
        method: 'POST',
        // Ours last: the caller's (lower-case) names cannot replace them. Cookies go as fetch's default
        // `credentials: 'same-origin'` sends them: to the page's own origin only.
        headers: { ...options.headers, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      },
      { fetch: this.fetchImpl, timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, signal: options.signal },
    );
    return validated(RunResponseSchema, json, 'run response', 'invalid-response');
  }
}

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (a
 * page on plain http://host has `getRandomValues` alone), hence the fallback.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const shared = new Map<string, ReasoningClient>();

/**
 * One client per (baseUrl, proxyUrl) per page, so every element on it shares
 * request de-duplication and the short cache.
 */
export function sharedClient(options: { baseUrl: string; proxyUrl?: string }): ReasoningClient {
  const baseUrl = trimBase(options.baseUrl);
  const proxyUrl = options.proxyUrl === undefined ? undefined : trimBase(options.proxyUrl);
  const key = `${baseUrl}\n${proxyUrl ?? ''}`;
  let client = shared.get(key);
  if (!client) {
    client = new ReasoningClient({ baseUrl, proxyUrl }, pageSharer);
    shared.set(key, client);
  }
  return client;
}
