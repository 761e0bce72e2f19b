/**
 * Who may call the proxy from a page: requests without Origin, the same host,
 * and the configured origins; preflight answers for the allowed ones.
 */
import { errorResponse } from './errors.js';
import { ALLOW_HEADERS, EXPOSE_HEADERS, REQUEST_ID } from './headers.js';

export interface Cors {
  /** CORS headers for this request, or null when its origin is refused. */
  headersFor(request: Request): Readonly<Record<string, string>> | null;
  /** The answer to an OPTIONS request for a route that takes `methods`. */
  preflight(request: Request, rid: string, methods: string): Response;
}

/** A request without Origin (not a cross-origin page): no CORS headers. Shared, since most requests are these. */
const NONE: Readonly<Record<string, string>> = Object.freeze({});

export function createCors(allowedOrigins: ReadonlySet<string>): Cors {
  const anyOrigin = allowedOrigins.has('*');
  const headersFor = (request: Request): Readonly<Record<string, string>> | null => {
    const origin = request.headers.get('origin');
    if (origin === null) return NONE;
    if (anyOrigin) return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE_HEADERS };
    if (allowedOrigins.has(origin)) {
      return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSE_HEADERS, vary: 'origin' };
    }
    return isSameHost(origin, request) ? { vary: 'origin' } : null;
  };
  return {
    headersFor,
    preflight(request, rid, methods) {
      const cors = headersFor(request);
      if (!cors) return originRefused(rid);
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          allow: `${methods}, OPTIONS`,
          'access-control-allow-methods': methods,
          'access-control-allow-headers': ALLOW_HEADERS,
          'access-control-max-age': '600',
          [REQUEST_ID]: rid,
        },
      });
    },
  };
}

/** 403 for a refused origin; it carries no CORS headers, so the page cannot read it (the log can). */
export function originRefused(rid: string): Response {
  return errorResponse(403, 'origin_not_allowed', 'This origin may not call the proxy.', { [REQUEST_ID]: rid, vary: 'origin' });
}

function isSameHost(origin: string, request: Request): boolean {
  try {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
