/**
 * HTTP rules shared by the client, the proxy and the embedded service, so every
 * hop answers the same: the JSON media type, the capped body reader, the lone
 * surrogate test, the statuses that carry no body and what names a service's address.
 * Pure: fetch types only.
 */

/** True for an absolute http: or https: URL: what a service's address or a public URL may be. */
export function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * True for a JSON body's Content-Type: `application/json` or
 * `application/problem+json`, with no charset or `charset=utf-8`.
 *
 * One rule for client, proxy and service alike, so a request the proxy passes
 * is one the service takes and an answer the service gives is one the client
 * reads. Other `+json` types are refused on purpose: the suffix (RFC 6839) only
 * says the syntax is JSON, while the type names a different document (JSON
 * Patch, JSON-LD, Merge Patch) that a run request or a resource is not.
 * `problem+json` (RFC 9457) is kept because gateways in front of a service
 * answer errors with it. JSON is UTF-8 (RFC 8259), so another charset is refused.
 */
export function isJsonContentType(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (value === 'application/json') return true; // the common case, without parsing
  const [type, ...params] = value.split(';');
  const name = type!.trim().toLowerCase();
  if (name !== 'application/json' && name !== 'application/problem+json') return false;
  for (const param of params) {
    const [key, v] = param.split('=');
    if (key!.trim().toLowerCase() === 'charset' && v?.trim().replace(/^"|"$/g, '').toLowerCase() !== 'utf-8') return false;
  }
  return true;
}

/** Statuses whose response has no body (a Response built with one throws). */
export const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

export interface CappedRead {
  /** The bytes read: all of them when `complete`, else the first `max`. */
  bytes: Uint8Array<ArrayBuffer>;
  /** False when the stream held more than `max` bytes (it was cancelled there). */
  complete: boolean;
}

/**
 * Reads a stream, counting bytes as they arrive. Past `max` it cancels the
 * stream and answers the first `max` bytes with `complete: false`, so a hostile
 * peer can never make the reader hold more. Read errors propagate.
 */
export async function readStreamCapped(stream: ReadableStream<Uint8Array>, max: number): Promise<CappedRead> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let complete = true;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > max) {
      reader.cancel().catch(() => {});
      chunks.push(value.subarray(0, max - total));
      total = max;
      complete = false;
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  // One chunk (the usual small body) is answered as it is, without a copy.
  if (chunks.length === 1 && complete && chunks[0]!.buffer instanceof ArrayBuffer) {
    return { bytes: chunks[0] as Uint8Array<ArrayBuffer>, complete };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, complete };
}

/**
 * A UTF-16 surrogate with no partner. It has no UTF-8 form, so it cannot be
 * hashed as canonical JSON, percent-encoded (encodeURIComponent throws) or
 * written into XML.
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** `text` with every lone surrogate replaced by U+FFFD (what a UTF-8 encoder writes). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\ufffd');
}
