/**
 * Reads a request body with a byte cap. A declared Content-Length above the
 * cap is refused before reading; a chunked body is counted while it streams
 * and the stream is cancelled the moment it passes the cap, so a hostile
 * client can never make the proxy buffer more than `max` bytes.
 */
import { readStreamCapped } from '@reasoning-elements/protocol';

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'unreadable' };

export async function readCappedBody(request: Request, max: number): Promise<CappedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return { ok: false, reason: 'unreadable' };
    if (length > max) return { ok: false, reason: 'too_large' };
    // The HTTP layer frames the body by Content-Length, so reading it whole is bounded.
    try {
      const bytes = new Uint8Array(await request.arrayBuffer());
      return bytes.byteLength > max ? { ok: false, reason: 'too_large' } : { ok: true, bytes };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  try {
    const { bytes, complete } = await readStreamCapped(request.body, max);
    return complete ? { ok: true, bytes } : { ok: false, reason: 'too_large' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
