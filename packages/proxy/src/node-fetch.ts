/**
 * A fetch for Node that the proxy can take as its `fetch` option: undici's
 * core `request()` on a keep-alive Agent, which skips most of the WHATWG
 * fetch machinery (streams, body mixins, redirect logic). It handles exactly
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
import { RAW_HEADERS, RAW_TEXT } from './node-runtime.js';
import { ResponseTooLargeError } from './errors.js';

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

  const nodeFetch = async (input: Parameters<typeof fetch>[0] | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body;
    const simpleBody = body == null || typeof body === 'string' || body instanceof Uint8Array;
    if ((typeof input !== 'string' && !(input instanceof URL)) || !simpleBody || (init.redirect && init.redirect !== 'manual')) {
      return globalThis.fetch(input, init);
    }
    const href = String(input);
    let target = origins.get(href);
    if (!target) {
      const url = new URL(href);
      target = { origin: url.origin, path: `${url.pathname}${url.search}` };
      // Proxy URLs are a handful of fixed strings; reads add one per id, so keep the cache bounded.
      if (origins.size > 1000) origins.clear();
      origins.set(href, target);
    }
    const { statusCode, headers, body: stream } = await dispatcher.request({
      origin: target.origin,
      path: target.path,
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: toRecord(init.headers),
      body: (body as string | Uint8Array | null | undefined) ?? null,
      signal: init.signal ?? null,
    });
    const declared = headers['content-length'];
    if (declared !== undefined && Number(declared) > maxResponseBytes) {
      discard(stream);
      throw new ResponseTooLargeError();
    }
    const chunks = await readAll(stream, maxResponseBytes);
    let bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const encoding = String(headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    // Nothing asks for compression, but an upstream may compress anyway: decode it, bounded.
    if (encoding !== 'identity' && bytes.length > 0) bytes = decompress(bytes, encoding, maxResponseBytes);
    const text = bytes.toString('utf8');
    const out: Record<string, string> = {};
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    if (encoding !== 'identity') {
      delete out['content-encoding'];
      delete out['content-length'];
    }
    const response = new Response(NULL_BODY_STATUSES.has(statusCode) ? null : text, { status: statusCode, headers: out });
    Object.defineProperty(response, RAW_TEXT, { value: text });
    Object.defineProperty(response, RAW_HEADERS, { value: out });
    return response;
  };

  return Object.assign(nodeFetch as typeof fetch, {
    close: async () => {
      if (own) await dispatcher.close();
    },
  });
}

/** Collects a body up to `max` bytes (plain listeners: cheaper than an async iterator per response). */
function readAll(stream: Dispatcher.ResponseData['body'], max: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > max && !settled) {
        settled = true;
        discard(stream);
        reject(new ResponseTooLargeError());
      } else chunks.push(chunk);
    });
    stream.once('end', () => {
      settled = true;
      resolve(chunks);
    });
    stream.once('error', (err) => {
      settled = true;
      reject(err);
    });
    // Errors are built only when needed: 'close' follows every 'end'.
    stream.once('close', () => {
      if (!settled) reject(new Error('response body closed early'));
    });
  });
}

/** Drops a body we will not read; destroying undici's body emits an error no one else listens to. */
function discard(stream: Dispatcher.ResponseData['body']): void {
  stream.on('error', () => {});
  stream.destroy();
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
