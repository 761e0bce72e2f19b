/**
 * ReasoningReader: typed reads of the service's public resources (receipts,
 * sessions, chains, attestations), with timeouts, retries and the page's
 * shared GET cache. `ReasoningClient` (./client.ts) adds POST /run; a page
 * that only reads (the receipt card) carries none of the run's schemas.
 * Every answer is checked against `spec/`; every failure is a ReasoningError
 * (or, when the caller aborted, the caller's own AbortError).
 */
import type * as v from 'valibot';
import {
  AttestationSchema,
  ChainSchema,
  ReceiptSchema,
  SessionSchema,
  isPlainId,
  type Attestation,
  type Chain,
  type Receipt,
  type Session,
} from '../spec/index.js';
import { otherResource, refusedId } from './errors.js';
import { GET_DEFAULTS, getJsonWithRetries, globalFetch, type GetOptions } from './get.js';
import { RequestSharer, pageSharer } from './share.js';
import { validated } from './validated.js';
import type { ChainPageRead, ChainPagesOptions } from './chain-pages.js';

export type { ChainPageRead, ChainPagesOptions } from './chain-pages.js';
export { validated };

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

/** `https://h/api/` → `https://h/api`, so paths join with exactly one slash. */
export function trimBase(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function nonNegative(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The reader of chain pages, once loaded: a walk then asks for its first page at once, where an import() of a loaded module still waits for a task. */
let chainPagesModule: typeof import('./chain-pages.js') | undefined;

/** Loads the reader of chain pages (its own chunk), for a walk soon to start; `chainPages()` loads it anyway. */
export function loadChainPages(): Promise<typeof import('./chain-pages.js')> {
  return import('./chain-pages.js').then((module) => (chainPagesModule = module));
}

export class ReasoningReader {
  readonly baseUrl: string;
  readonly proxyUrl: string | undefined;
  protected readonly fetchImpl: typeof fetch;
  protected readonly timeoutMs: number;
  protected readonly retries: number;
  protected readonly retryBaseMs: number;
  protected readonly maxBytes: number;
  protected readonly sharer: RequestSharer;

  /** `sharer`: the page-wide GET cache, for `sharedClient`/`sharedReader` (default: one of its own, per `cacheTtlMs`). */
  constructor(options: ClientOptions, sharer?: RequestSharer) {
    if (!options || typeof options.baseUrl !== 'string') throw new TypeError('ReasoningClient: baseUrl is required.');
    this.baseUrl = trimBase(options.baseUrl);
    this.proxyUrl = options.proxyUrl === undefined ? undefined : trimBase(options.proxyUrl);
    const custom = options.fetch;
    this.fetchImpl = custom ? (input, init) => custom(input, init) : globalFetch;
    this.timeoutMs = nonNegative(options.timeoutMs, GET_DEFAULTS.timeoutMs) || GET_DEFAULTS.timeoutMs;
    this.retries = Math.floor(nonNegative(options.retries, GET_DEFAULTS.retries));
    this.retryBaseMs = nonNegative(options.retryBaseMs, GET_DEFAULTS.retryBaseMs);
    this.maxBytes = nonNegative(options.maxResponseBytes, GET_DEFAULTS.maxResponseBytes) || GET_DEFAULTS.maxResponseBytes;
    this.sharer = sharer ?? new RequestSharer(nonNegative(options.cacheTtlMs, GET_DEFAULTS.cacheTtlMs));
  }

  /** GET {baseUrl}/receipts/{id} — a public receipt. */
  getReceipt(id: string, options?: RequestOptions): Promise<Receipt> {
    return this.getResource('receipts', id, ReceiptSchema, 'receipt', 'id', options);
  }

  /** GET {baseUrl}/sessions/{id}. */
  getSession(id: string, options?: RequestOptions): Promise<Session> {
    return this.getResource('sessions', id, SessionSchema, 'session', 'id', options);
  }

  /** GET {baseUrl}/chains/{chainId} — the chain's links, for verifyChain. */
  getChain(chainId: string, options?: RequestOptions): Promise<Chain> {
    return this.getResource('chains', chainId, ChainSchema, 'chain', 'chain_id', options);
  }

  /**
   * A chain page by page, for checks of chains too long for one answer: GET
   * {baseUrl}/chains/{chainId}/entries?offset=&limit= of this project's service, or of pruv
   * (base URL `…/v1`). Yields each page with the chain's fields and `{ done, total }`, fetching
   * the next two pages while the caller handles this one; `signal` stops the walk. Feed the pages to
   * `createChainCheck()`. Each answer is capped at `maxResponseBytes` like any other.
   */
  async *chainPages(chainId: string, options: ChainPagesOptions = {}): AsyncGenerator<ChainPageRead, void, undefined> {
    const { readChainPages } = chainPagesModule ?? (await loadChainPages());
    const getOptions: GetOptions = { fetch: this.fetchImpl, timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, retries: this.retries, retryBaseMs: this.retryBaseMs };
    const init: RequestInit = { method: 'GET', headers: { accept: 'application/json' }, cache: 'no-store' };
    yield* readChainPages({ baseUrl: this.baseUrl, get: (url, signal) => getJsonWithRetries(url, init, getOptions, signal) }, chainId, options);
  }

  /** GET {baseUrl}/attestations/{attestId}. */
  getAttestation(attestId: string, options?: RequestOptions): Promise<Attestation> {
    return this.getResource('attestations', attestId, AttestationSchema, 'attestation', 'id', options);
  }

  /** Forgets cached answers, e.g. after a run changed a receipt. */
  clearCache(): void {
    this.sharer.clear();
  }

  protected getResource<S extends v.GenericSchema>(
    collection: string,
    id: string,
    schema: S,
    what: string,
    /** The field that names the resource: an answer naming another is refused. */
    idField: string,
    options: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    if (options.signal?.aborted) return Promise.reject(options.signal.reason);
    if (!isPlainId(id)) {
      return Promise.reject(refusedId(what));
    }
    const url = `${this.baseUrl}/${collection}/${encodeURIComponent(id)}`;
    // `fresh` also skips the browser's HTTP cache, so polling sees a changed receipt.
    const init: RequestInit = { method: 'GET', headers: { accept: 'application/json' } };
    if (options.fresh) init.cache = 'no-store';
    // The shared answer is the JSON as read; each caller checks it against its own schema.
    const getOptions: GetOptions = { fetch: this.fetchImpl, timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, retries: this.retries, retryBaseMs: this.retryBaseMs };
    return this.sharer
      .get(url, (signal) => getJsonWithRetries(url, init, getOptions, signal), options)
      .then((json) => {
        const value = validated(schema, json, what, 'invalid-response');
        const named = (value as Record<string, unknown>)[idField];
        if (named !== id) throw otherResource(what, idField, id, named);
        return value;
      });
  }
}


const readers = new Map<string, ReasoningReader>();

/** One reader per baseUrl per page, sharing the page's GET cache with every element. */
export function sharedReader(options: { baseUrl: string }): ReasoningReader {
  const baseUrl = trimBase(options.baseUrl);
  let reader = readers.get(baseUrl);
  if (!reader) {
    reader = new ReasoningReader({ baseUrl }, pageSharer);
    readers.set(baseUrl, reader);
  }
  return reader;
}
