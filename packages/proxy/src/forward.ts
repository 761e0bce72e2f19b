/**
 * The upstream call: a deadline for the answer's headers, a cap on its body,
 * every failure mapped to the proxy's own error, and only allow-listed,
 * key-free headers relayed back.
 */
import { NULL_BODY_STATUSES, readStreamCapped } from '@reasoning-elements/protocol';
import type { RequestContext } from './context.js';
import { fail, ResponseTooLargeError } from './errors.js';
import { NO_CONTENT_POLICY, PASSED_RESPONSE_HEADERS } from './headers.js';
import { Cancellation, type DecodedAnswer, type ProxyRuntime } from './runtime.js';

export interface ForwardOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Removes the key from upstream text. */
  scrub: (text: string) => string;
  runtime: ProxyRuntime;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

export type Forward = (ctx: RequestContext, url: string, init: UpstreamRequest) => Promise<Response>;

/** How the upstream call ended when it gave no answer. */
type Failure = 'too_large' | 'timeout' | 'client_gone' | 'unreachable' | 'broke_off';

export function createForward(options: ForwardOptions): Forward {
  const { fetch: upstreamFetch, timeoutMs, maxResponseBytes, scrub, runtime } = options;
  // The injected fetch's cheaper way in, when it has one (createNodeFetch on Node).
  const direct = runtime.direct(upstreamFetch);

  const failure = (ctx: RequestContext, why: Failure): Response => {
    switch (why) {
      case 'too_large':
        return fail(ctx, 'upstream_response_too_large', 'The service answered with more than the proxy relays.');
      case 'timeout':
        return fail(ctx, 'upstream_timeout', `The service did not answer within ${timeoutMs} ms.`);
      case 'client_gone':
        return fail(ctx, 'client_closed', 'The client went away.');
      case 'broke_off':
        return fail(ctx, 'upstream_unreachable', 'The service broke off its answer.');
      default:
        return fail(ctx, 'upstream_unreachable', 'The service could not be reached.');
    }
  };

  /** Through the fetch signature: the deadline covers the headers, the cap the body. */
  const viaFetch = async (url: string, init: UpstreamRequest, cancellation: Cancellation, headersArrived: () => void): Promise<DecodedAnswer | Failure> => {
    const controller = new AbortController();
    cancellation.target = controller;
    const upstream = await upstreamFetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: controller.signal,
      redirect: 'manual',
    });
    headersArrived();
    const status = upstream.status;
    if (status >= 300 && status < 400) {
      upstream.body?.cancel().catch(() => {});
      return { status, headers: {}, text: '' };
    }
    const decoded = runtime.decoded(upstream);
    if (decoded) return { status, headers: decoded.headers, text: decoded.text };
    try {
      const text = await readCappedText(upstream, maxResponseBytes);
      const headers: Record<string, string> = {};
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return { status, headers, text };
    } catch (err) {
      if (cancellation.reason) return 'client_gone';
      return err instanceof ResponseTooLargeError ? 'too_large' : 'broke_off';
    }
  };

  return async (ctx, url, init) => {
    const cancellation = new Cancellation();
    let clientGone = false;
    const client = runtime.watchClient(ctx.request, ctx.env, () => {
      clientGone = true;
      cancellation.cancel(new Error('client closed the request'));
    });
    if (client.gone()) {
      client.stop();
      return fail(ctx, 'client_closed', 'The client went away.');
    }
    let timedOut = false;
    const deadline = runtime.deadline(timeoutMs, () => {
      timedOut = true;
      cancellation.cancel(new Error('upstream timeout'));
    });
    let answer: DecodedAnswer | Failure;
    try {
      const headersArrived = () => deadline.clear();
      answer = direct ? await direct(url, init, cancellation, headersArrived) : await viaFetch(url, init, cancellation, headersArrived);
    } catch (err) {
      if (err instanceof ResponseTooLargeError) answer = 'too_large';
      else if (timedOut) answer = 'timeout';
      else if (clientGone || client.gone()) answer = 'client_gone';
      else answer = 'unreachable';
    } finally {
      deadline.clear();
      client.stop();
    }
    if (typeof answer === 'string') return failure(ctx, answer);

    const status = answer.status;
    if (status >= 300 && status < 400) {
      return fail(ctx, 'upstream_redirect', 'The service answered with a redirect, which the proxy does not follow.');
    }
    const text = answer.text;
    if (text.length > maxResponseBytes) return failure(ctx, 'too_large');

    const headers: Record<string, string> = {};
    const raw = answer.headers;
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = raw[name];
      if (value !== undefined && scrub(value) === value) headers[name] = value;
    }
    const upstreamRetryAfter = headers['retry-after'];
    Object.assign(headers, ctx.headers); // ours win: request id, CORS, the proxy's own rate budget
    if (status === 429 && upstreamRetryAfter !== undefined) headers['retry-after'] = upstreamRetryAfter;
    headers['cache-control'] = 'no-store';
    headers['x-content-type-options'] = 'nosniff';
    headers['content-security-policy'] = NO_CONTENT_POLICY;
    ctx.log(status);
    if (status >= 400 && !isProblem(text)) {
      // Not the service's own `{detail, code}`: an error page, a stack trace, a gateway's text. Whatever it
      // says (and however it spells the key) stays here; the page gets the status and the proxy's words.
      headers['content-type'] = 'application/json; charset=utf-8';
      return new Response(JSON.stringify({ detail: `The service answered ${status}.`, code: 'upstream_error' }), { status, headers });
    }
    return new Response(NULL_BODY_STATUSES.has(status) ? null : scrub(text), { status, headers });
  };
}

/** The service's error shape: a JSON object with a `detail` (a message, or a validation list). */
function isProblem(text: string): boolean {
  if (text.charCodeAt(0) !== 123 /* { */) return false;
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === 'string' || Array.isArray(body.detail);
  } catch {
    return false;
  }
}

/** The upstream body as text, refusing bodies over `max` bytes. */
async function readCappedText(response: Response, max: number): Promise<string> {
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > max) {
    response.body?.cancel().catch(() => {});
    throw new ResponseTooLargeError();
  }
  if (!response.body) return '';
  if (declared !== null) return response.text();
  const { bytes, complete } = await readStreamCapped(response.body, max);
  if (!complete) throw new ResponseTooLargeError();
  return new TextDecoder().decode(bytes);
}
