/**
 * ReasoningClient: typed access to the service's public GETs and POST /run.
 * Every answer is checked against `spec/`; every failure is a ReasoningError
 * (or, when the caller aborted, the caller's own AbortError).
 */
import type * as v from 'valibot';
import {
  AttestationSchema,
  ChainSchema,
  ReceiptSchema,
  RunRequestSchema,
  RunResponseSchema,
  SchemaError,
  SessionSchema,
  isIdempotencyKey,
  IDEMPOTENCY_KEY_RULE,
  MAX_ID_LENGTH,
  isPlainId,
  parseWith,
  type Attestation,
  type Chain,
  type Receipt,
  type RunRequest,
  type RunResponse,
  type Session,
} from '../spec/index.js';
import { ReasoningError } from './errors.js';
import { requestJson } from './http.js';
import { GET_DEFAULTS, getJsonWithRetries, globalFetch, type GetOptions } from './get.js';
import { RequestSharer, pageSharer } from './share.js';

export interface ClientOptions {
  /** The service's base URL, e.g. `https://host/api` or `/api`. */
  baseUrl: string;
  /** Where POST /run goes instead of baseUrl (the key-adding proxy). */
  proxyUrl?: string;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Per attempt, in ms. Default 10000. */
  timeoutMs?: number;
  /** How long a successful GET is reused, in ms. Default 5000; 0 turns the cache off. */
  cacheTtlMs?: number;
  /** Extra attempts of a GET after a network error, 5xx or 429. Default 2. */
  retries?: number;
  /** First backoff step in ms (doubled each retry, plus jitter). Default 250. */
  retryBaseMs?: number;
  /** Largest answer read, in bytes. Default 1 MiB. */
  maxResponseBytes?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Bypass the short cache and any older request in flight (e.g. when polling). */
  fresh?: boolean;
}

export interface RunOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`. Default: a fresh random id per call, so a POST
   * the browser re-sends on its own records one turn. Pass the key of an
   * earlier call to make a deliberate repeat return that call's answer.
   */
  idempotencyKey?: string;
}

const DEFAULTS = GET_DEFAULTS;

/** `https://h/api/` → `https://h/api`, so paths join with exactly one slash. */
function trimBase(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function nonNegative(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export class ReasoningClient {
  readonly baseUrl: string;
  readonly proxyUrl: string | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryBaseMs: number;
  private readonly maxBytes: number;
  private readonly sharer: RequestSharer;

  /** `sharer`: the page-wide GET cache, for `sharedClient` (default: one of its own, per `cacheTtlMs`). */
  constructor(options: ClientOptions, sharer?: RequestSharer) {
    if (!options || typeof options.baseUrl !== 'string') throw new TypeError('ReasoningClient: baseUrl is required.');
    this.baseUrl = trimBase(options.baseUrl);
    this.proxyUrl = options.proxyUrl === undefined ? undefined : trimBase(options.proxyUrl);
    const custom = options.fetch;
    this.fetchImpl = custom ? (input, init) => custom(input, init) : globalFetch;
    this.timeoutMs = nonNegative(options.timeoutMs, DEFAULTS.timeoutMs) || DEFAULTS.timeoutMs;
    this.retries = Math.floor(nonNegative(options.retries, DEFAULTS.retries));
    this.retryBaseMs = nonNegative(options.retryBaseMs, DEFAULTS.retryBaseMs);
    this.maxBytes = nonNegative(options.maxResponseBytes, DEFAULTS.maxResponseBytes) || DEFAULTS.maxResponseBytes;
    this.sharer = sharer ?? new RequestSharer(nonNegative(options.cacheTtlMs, DEFAULTS.cacheTtlMs));
  }

  /** GET {baseUrl}/receipts/{id} — a public receipt. */
  getReceipt(id: string, options?: RequestOptions): Promise<Receipt> {
    return this.getResource('receipts', id, ReceiptSchema, 'receipt', options);
  }

  /** GET {baseUrl}/sessions/{id}. */
  getSession(id: string, options?: RequestOptions): Promise<Session> {
    return this.getResource('sessions', id, SessionSchema, 'session', options);
  }

  /** GET {baseUrl}/chains/{chainId} — the chain's links, for verifyChain. */
  getChain(chainId: string, options?: RequestOptions): Promise<Chain> {
    return this.getResource('chains', chainId, ChainSchema, 'chain', options);
  }

  /** GET {baseUrl}/attestations/{attestId}. */
  getAttestation(attestId: string, options?: RequestOptions): Promise<Attestation> {
    return this.getResource('attestations', attestId, AttestationSchema, 'attestation', options);
  }

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
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      },
      { fetch: this.fetchImpl, timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, signal: options.signal },
    );
    return validated(RunResponseSchema, json, 'run response', 'invalid-response');
  }

  /** Forgets cached answers, e.g. after a run changed a receipt. */
  clearCache(): void {
    this.sharer.clear();
  }

  private getResource<S extends v.GenericSchema>(
    collection: string,
    id: string,
    schema: S,
    what: string,
    options: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    if (options.signal?.aborted) return Promise.reject(options.signal.reason);
    if (!isPlainId(id)) {
      return Promise.reject(
        new ReasoningError('bad-request', `Refused ${what} id: use letters, digits, "_", "-" or "." (at most ${MAX_ID_LENGTH}).`),
      );
    }
    const url = `${this.baseUrl}/${collection}/${encodeURIComponent(id)}`;
    // `fresh` also skips the browser's HTTP cache, so polling sees a changed receipt.
    const init: RequestInit = { method: 'GET', headers: { accept: 'application/json' } };
    if (options.fresh) init.cache = 'no-store';
    // The shared answer is the JSON as read; each caller checks it against its own schema.
    const getOptions: GetOptions = { fetch: this.fetchImpl, timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, retries: this.retries, retryBaseMs: this.retryBaseMs };
    return this.sharer
      .get(url, (signal) => getJsonWithRetries(url, init, getOptions, signal), options)
      .then((json) => validated(schema, json, what, 'invalid-response'));
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

function validated<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  what: string,
  kind: 'invalid-response' | 'bad-request',
): v.InferOutput<S> {
  try {
    return parseWith(schema, data, what);
  } catch (error) {
    if (error instanceof SchemaError) throw new ReasoningError(kind, error.message, { path: error.path, cause: error });
    throw error;
  }
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
