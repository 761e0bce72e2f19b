/**
 * The caller's identity: the dashboard's own check of its user (a session
 * cookie, a bearer token, a header from a trusted front). Nothing reaches the
 * upstream unless it named one; a Response it returns is sent as it is.
 */
import type { RequestContext } from './context.js';
import { fail } from './errors.js';

export interface AuthorizeContext {
  /** What the runtime's adapter passed beside the request (connection info, Workers bindings). */
  env?: unknown;
  /** The caller's address as the proxy sees it (after `trustProxy`), when the runtime gives one. */
  address?: string;
}

export type AuthorizeResult = string | Response | null | undefined;

/**
 * The caller's identity (a non-empty string), a Response to send instead, or
 * null/undefined for 401 `unauthorized`. A throw is a 500 that never shows its message.
 */
export type Authorize = (request: Request, context: AuthorizeContext) => AuthorizeResult | Promise<AuthorizeResult>;

/** Longest identity kept; longer ones are refused (an identity is a user id, not a document). */
const MAX_IDENTITY = 512;

/** Runs `authorize`: the identity, or the answer to send (already logged). */
export async function identify(
  authorize: Authorize,
  ctx: RequestContext,
  address: string | undefined,
  report: (error: unknown) => void,
): Promise<string | Response> {
  let result: AuthorizeResult;
  try {
    result = await authorize(ctx.request, { env: ctx.env, address });
  } catch (error) {
    report(error);
    return fail(ctx, 'proxy_error', 'The proxy failed.');
  }
  if (result === null || result === undefined || result === '') {
    // The challenge tells a client the person must sign in (a service refusing the proxy's key sends none through it).
    ctx.headers['www-authenticate'] = 'Bearer realm="reasoning-proxy"';
    return fail(ctx, 'unauthorized', 'Sign in to use this service.');
  }
  if (typeof result === 'string') {
    if (result.length > MAX_IDENTITY) {
      report(new RangeError(`authorize returned an identity longer than ${MAX_IDENTITY} characters`));
      return fail(ctx, 'proxy_error', 'The proxy failed.');
    }
    return result;
  }
  if (result instanceof Response) return ownAnswer(ctx, result);
  report(new TypeError('authorize must return a string, a Response, null or undefined'));
  return fail(ctx, 'proxy_error', 'The proxy failed.');
}

/** The app's own refusal, with the request id and CORS headers so the page can read it. */
function ownAnswer(ctx: RequestContext, response: Response): Response {
  ctx.log(response.status, 'authorize_response');
  const copy = new Response(response.body, response);
  for (const name in ctx.headers) if (!copy.headers.has(name)) copy.headers.set(name, ctx.headers[name]!);
  return copy;
}
