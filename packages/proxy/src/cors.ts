/**
 * Who may call the proxy from a page: requests without Origin, the proxy's own
 * configured public origins, and the allowed cross-origin ones; preflight
 * answers for the allowed ones.
 *
 * Same-origin is decided against configuration, never against the Host header:
 * a DNS-rebinding page (`Origin: http://attacker.example:PORT` reaching this
 * server under `Host: attacker.example:PORT`) has a matching Host. The one
 * exception is a loopback origin on the loopback host it names (a local dev
 * server): no rebinding page can have a loopback origin.
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
const SAME: Readonly<Record<string, string>> = Object.freeze({ vary: 'origin' });
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function createCors(allowedOrigins: ReadonlySet<string>, publicOrigins: ReadonlySet<string>): Cors {
  const anyOrigin = allowedOrigins.has('*');
  const headersFor = (request: Request): Readonly<Record<string, string>> | null => {
    const origin = request.headers.get('origin');
    if (origin === null) return NONE;
    if (publicOrigins.has(origin)) return SAME;
    if (anyOrigin) return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE_HEADERS };
    if (allowedOrigins.has(origin)) {
      // No allow-credentials: a cross-origin page proves its user with a bearer token, not ambient cookies.
      return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSE_HEADERS, vary: 'origin' };
    }
    return isLoopbackSameOrigin(origin, request) ? SAME : null;
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

/** A loopback page calling the loopback server it was served from. */
function isLoopbackSameOrigin(origin: string, request: Request): boolean {
  const match = LOOPBACK.exec(origin);
  if (!match) return false;
  const host = request.headers.get('host') ?? hostOf(request.url);
  return host === origin.slice('http://'.length);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
