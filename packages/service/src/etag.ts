/**
 * Conditional GETs for the service's files: a strong ETag from the body's
 * hash, and 304 when the client already holds that body.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A body with ETag + Cache-Control; answers 304 when If-None-Match already names it. */
export function conditional(c: Context, body: string | Uint8Array, headers: Record<string, string>, etag = etagOf(body)): Response {
  const common = { etag, 'cache-control': 'public, no-cache', ...headers };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': common['cache-control'] } });
  }
  return new Response(body as ConstructorParameters<typeof Response>[0], { status: 200, headers: common });
}
