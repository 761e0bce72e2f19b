/**
 * Headers every answer of the service carries, and CORS for the public reads
 * (receipts are embedded on other sites' pages); POST /api/run gets no CORS.
 */
import type { MiddlewareHandler } from 'hono';

const PUBLIC_PATH = /^\/(api\/(receipts|sessions|chains|attestations|attestor)(\/|$)|files\/)/;

export const publicReadHeaders: MiddlewareHandler = async (c, next) => {
  const isPublic = PUBLIC_PATH.test(c.req.path);
  if (isPublic && c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'accept, if-none-match',
        'access-control-max-age': '86400',
      },
    });
  }
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
  if (isPublic) {
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', 'etag');
  }
};
