/**
 * Response compression for the Node stack: brotli or gzip, as the request's
 * Accept-Encoding allows, for text that compresses (HTML, CSS, JavaScript,
 * JSON, SVG) above 1 kB. Static files (answers with Last-Modified) are
 * compressed once at brotli's best level and remembered; other answers
 * (JSON, pages) at a fast level each time. Nothing else changes: status and
 * headers stay, `Vary: Accept-Encoding` is added, and a strong ETag becomes
 * weak (the bytes differ, the representation does not).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { staticFileOf } from './static.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/(html|css|javascript|plain)|application\/(json|javascript|manifest\+json|[\w.-]+\+json)|image\/svg\+xml)\b/i;
const MIN_BYTES = 1024;
/** Remembered compressed static files, in bytes (they are the demo's and dist's few files). */
const MAX_REMEMBERED = 32 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli first); undefined for none. */
export function acceptedEncoding(header: string | null): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

interface Remembered {
  key: string;
  body: Buffer;
}
const remembered = new Map<string, Remembered>();
let rememberedBytes = 0;

/** How many compressed static files are remembered (tests). */
export function rememberedCount(): number {
  return remembered.size;
}

function remember(key: string, body: Buffer): void {
  if (body.length > MAX_REMEMBERED / 4) return;
  while (rememberedBytes + body.length > MAX_REMEMBERED && remembered.size) {
    const [oldest, entry] = remembered.entries().next().value as [string, Remembered];
    remembered.delete(oldest);
    rememberedBytes -= entry.body.length;
  }
  remembered.set(key, { key, body });
  rememberedBytes += body.length;
}

async function encode(data: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzipAsync(data, { level: best ? 9 : 6 });
}

/** A Buffer as a body (its ArrayBuffer type is wider than BodyInit's). */
const bytes = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);

/** `response`, compressed for `request` when both allow it; otherwise `response` itself. */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (request.method === 'HEAD' || !response.body || response.status < 200 || response.status === 204 || response.status === 206) return response;
  const headers = response.headers;
  if (headers.has('content-encoding') || /\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return response;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return response;
  const length = Number(headers.get('content-length') ?? NaN);
  if (length < MIN_BYTES) return response;
  const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
  if (!encoding) {
    if (!headers.has('vary') || !/accept-encoding/i.test(headers.get('vary')!)) {
      const out = new Response(response.body, response);
      out.headers.append('vary', 'Accept-Encoding');
      return out;
    }
    return response;
  }
  const data = Buffer.from(await response.arrayBuffer());
  const out = new Headers(headers);
  out.append('vary', 'Accept-Encoding');
  if (data.length < MIN_BYTES) return new Response(bytes(data), { status: response.status, statusText: response.statusText, headers: out });

  // A static file (Last-Modified) is compressed once, at the best level, under the file it was read from:
  // the many spellings of one path (percent-encoded, doubled slashes) share one copy.
  const modified = headers.get('last-modified');
  const file = staticFileOf(response) ?? new URL(request.url).pathname;
  const key = modified ? `${encoding}\u0000${file}\u0000${modified}\u0000${data.length}` : undefined;
  let body = key ? remembered.get(key)?.body : undefined;
  if (!body) {
    body = await encode(data, encoding, key !== undefined);
    if (key) remember(key, body);
  }
  out.set('content-encoding', encoding);
  out.set('content-length', String(body.length));
  const etag = out.get('etag');
  if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`);
  return new Response(bytes(body), { status: response.status, statusText: response.statusText, headers: out });
}
