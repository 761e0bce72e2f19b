/**
 * A fetch for Node that the proxy can take as its `fetch` option: undici's
 * `dispatch()` on a keep-alive Agent, which skips the WHATWG fetch machinery
 * (streams, body mixins, redirect logic) and even undici's own response stream. It handles exactly
 * what the proxy sends (string/URL input, a plain headers record or Headers,
 * a string or byte body, an AbortSignal) and hands anything else to the
 * global fetch, so it stays a drop-in `typeof fetch`.
 *
 * Responses carry their decoded text under `RAW_TEXT`, so the proxy does not
 * stream and decode the body a second time. Node only: edge runtimes keep
 * their own fetch.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Agent, type Dispatcher } from 'undici';
import { NULL_BODY_STATUSES } from '@reasoning-elements/protocol';
import { NODE_SEND, RAW_HEADERS, RAW_TEXT, type DecodedAnswer } from './node-runtime.js';
import { ResponseTooLargeError } from './errors.js';
import { Cancellation, type DirectSend } from './runtime.js';

export interface NodeFetchOptions {
  /** Sockets per upstream origin. Default 128. */
  connections?: number;
  /** How long an idle keep-alive socket is kept. Default 10 s. */
  keepAliveTimeoutMs?: number;
  /** Largest response body read. Default 4 MiB. */
  maxResponseBytes?: number;
  /** Use this dispatcher instead of a new Agent (then `close()` leaves it open). */
  dispatcher?: Dispatcher;
}

export type NodeFetch = typeof fetch & {
  /** Closes the keep-alive sockets. */
  close(): Promise<void>;
  /** The proxy's own way in (see node-runtime.ts): the decoded answer, cancelled without an AbortSignal. */
  [NODE_SEND]: DirectSend;
};

export function createNodeFetch(options: NodeFetchOptions = {}): NodeFetch {
  const own = !options.dispatcher;
  const dispatcher =
    options.dispatcher ??
    new Agent({
      connections: options.connections ?? 128,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
      // The proxy enforces its own deadline for headers; the body has the response cap.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
  const maxResponseBytes = options.maxResponseBytes ?? 4 * 1024 * 1024;
  const origins = new Map<string, { origin: string; path: string }>();
  const targetOf = (href: string) => {
    let target = origins.get(href);
    if (!target) {
      const url = new URL(href);
      target = { origin: url.origin, path: `${url.pathname}${url.search}` };
      // Proxy URLs are a handful of fixed strings; reads add one per id, so keep the cache bounded.
      if (origins.size > 1000) origins.clear();
      origins.set(href, target);
    }
    return target;
  };
  const send: DirectSend = (href, init, cancellation, onHeaders) =>
    new Promise((resolve, reject) => {
      const { origin, path } = targetOf(href);
      const collect = new Collect(maxResponseBytes, resolve, reject, cancellation, onHeaders);
      dispatcher.dispatch({ origin, path, method: init.method as Dispatcher.HttpMethod, headers: init.headers, body: init.body ?? null }, collect);
    });

  const nodeFetch = async (input: Parameters<typeof fetch>[0] | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body;
    const simpleBody = body == null || typeof body === 'string' || body instanceof Uint8Array;
    if ((typeof input !== 'string' && !(input instanceof URL)) || !simpleBody || (init.redirect && init.redirect !== 'manual')) {
      return globalThis.fetch(input, init);
    }
    const signal = init.signal ?? undefined;
    let cancellation: Cancellation | undefined;
    let onAbort: (() => void) | undefined;
    if (signal) {
      signal.throwIfAborted();
      cancellation = new Cancellation();
      onAbort = () => cancellation!.cancel(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
    }
    let answer: DecodedAnswer;
    try {
      answer = await send(String(input), { method: init.method ?? 'GET', headers: toRecord(init.headers), body: body as string | Uint8Array | null | undefined }, cancellation);
    } finally {
      if (onAbort) signal!.removeEventListener('abort', onAbort);
    }
    const response = new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.text, { status: answer.status, headers: answer.headers });
    Object.defineProperty(response, RAW_TEXT, { value: answer.text });
    Object.defineProperty(response, RAW_HEADERS, { value: answer.headers });
    return response;
  };

  return Object.assign(nodeFetch as typeof fetch, {
    [NODE_SEND]: send,
    close: async () => {
      if (own) await dispatcher.close();
    },
  });
}

/**
 * Gathers one answer from undici's dispatch API: no response stream, no
 * AbortSignal, no async resource per request, the body counted against the cap
 * as it arrives.
 */
class Collect implements Dispatcher.DispatchHandler {
  #chunks: Buffer[] = [];
  #total = 0;
  #status = 0;
  #headers: Record<string, string | string[] | undefined> = {};
  #done = false;
  readonly #max: number;
  readonly #resolve: (answer: DecodedAnswer) => void;
  readonly #reject: (error: unknown) => void;
  readonly #cancellation: Cancellation | undefined;
  readonly #onHeaders: (() => void) | undefined;

  constructor(
    max: number,
    resolve: (answer: DecodedAnswer) => void,
    reject: (error: unknown) => void,
    cancellation: Cancellation | undefined,
    onHeaders: (() => void) | undefined,
  ) {
    this.#max = max;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#cancellation = cancellation;
    this.#onHeaders = onHeaders;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    const cancellation = this.#cancellation;
    if (!cancellation) return;
    if (cancellation.reason) controller.abort(cancellation.reason);
    else cancellation.target = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    // 1xx answers come before the real one: only the last counts.
    this.#status = statusCode;
    this.#headers = headers;
    const declared = headers['content-length'];
    if (declared !== undefined && Number(declared) > this.#max) this.#fail(controller, new ResponseTooLargeError());
    // The deadline is for the headers; the body has the cap (and the client's patience).
    else if (statusCode >= 200) this.#onHeaders?.();
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#done) return;
    this.#total += chunk.length;
    if (this.#total > this.#max) this.#fail(controller, new ResponseTooLargeError());
    else this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.#done) return;
    this.#done = true;
    if (this.#cancellation) this.#cancellation.target = undefined;
    try {
      this.#resolve(decodeAnswer(this.#status, this.#headers, this.#chunks, this.#max));
    } catch (err) {
      this.#reject(err);
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.#done) return;
    this.#done = true;
    if (this.#cancellation) this.#cancellation.target = undefined;
    this.#reject(error);
  }

  #fail(controller: Dispatcher.DispatchController, error: Error): void {
    this.#done = true;
    this.#reject(error);
    controller.abort(error);
  }
}

/** The answer's text and flat lower-case headers, decompressed (bounded) if the upstream compressed it. */
function decodeAnswer(status: number, headers: Record<string, string | string[] | undefined>, chunks: Buffer[], max: number): DecodedAnswer {
  let bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const encoding = out['content-encoding'];
  // Nothing asks for compression, but an upstream may compress anyway: decode it, bounded.
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    if (bytes.length > 0) bytes = decompress(bytes, encoding.trim().toLowerCase(), max);
    delete out['content-encoding'];
    delete out['content-length'];
  }
  return { status, headers: out, text: bytes.toString('utf8') };
}

function decompress(bytes: Buffer, encoding: string, max: number): Buffer {
  const options = { maxOutputLength: max };
  try {
    return decode(bytes, encoding, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ResponseTooLargeError();
    throw err;
  }
}

function decode(bytes: Buffer, encoding: string, options: { maxOutputLength: number }): Buffer {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(bytes, options);
    case 'deflate':
      return inflateSync(bytes, options);
    case 'br':
      return brotliDecompressSync(bytes, options);
    default:
      throw new TypeError(`unsupported content-encoding ${encoding}`);
  }
}

function toRecord(headers: ConstructorParameters<typeof Headers>[0] | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return Object.fromEntries(headers);
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}
