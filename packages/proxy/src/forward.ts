/**
 * The upstream call: a deadline for the answer's headers, a cap on its body,
 * every failure mapped to the proxy's own error, and only allow-listed,
 * key-free headers relayed back.
 */
import { NULL_BODY_STATUSES, readStreamCapped } from '@reasoning-elements/protocol';
import type { RequestContext } from './context.js';
import { fail, ResponseTooLargeError } from './errors.js';
import { NO_CONTENT_POLICY, PASSED_RESPONSE_HEADERS } from './headers.js';
import type { ProxyRuntime } from './runtime.js';

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

export function createForward(options: ForwardOptions): Forward {
  const { fetch: upstreamFetch, timeoutMs, maxResponseBytes, scrub, runtime } = options;
  const tooLarge = (ctx: RequestContext) => fail(ctx, 'upstream_response_too_large', 'The service answered with more than the proxy relays.');
  const clientClosed = (ctx: RequestContext) => fail(ctx, 'client_closed', 'The client went away.');

  return async (ctx, url, init) => {
    const controller = new AbortController();
    const client = runtime.watchClient(ctx.request, ctx.env, () => controller.abort(new Error('client closed the request')));
    if (client.gone()) {
      client.stop();
      return clientClosed(ctx);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('upstream timeout'));
    }, timeoutMs);

    try {
      let upstream: Response;
      try {
        upstream = await upstreamFetch(url, {
          method: init.method,
          headers: init.headers,
          body: init.body ?? null,
          signal: controller.signal,
          redirect: 'manual',
        });
      } catch (err) {
        if (err instanceof ResponseTooLargeError) return tooLarge(ctx);
        if (timedOut) return fail(ctx, 'upstream_timeout', `The service did not answer within ${timeoutMs} ms.`);
        if (client.gone()) return clientClosed(ctx);
        return fail(ctx, 'upstream_unreachable', 'The service could not be reached.');
      } finally {
        clearTimeout(timer);
      }

      const status = upstream.status;
      if (status >= 300 && status < 400) {
        upstream.body?.cancel().catch(() => {});
        return fail(ctx, 'upstream_redirect', 'The service answered with a redirect, which the proxy does not follow.');
      }
      const decoded = runtime.decoded(upstream);
      let text: string;
      try {
        text = decoded ? decoded.text : await readCappedText(upstream, maxResponseBytes);
        if (text.length > maxResponseBytes) throw new ResponseTooLargeError();
      } catch (err) {
        if (client.gone()) return clientClosed(ctx);
        if (err instanceof ResponseTooLargeError) return tooLarge(ctx);
        return fail(ctx, 'upstream_unreachable', 'The service broke off its answer.');
      }

      const headers: Record<string, string> = {};
      const raw = decoded?.headers;
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = raw ? (raw[name] ?? null) : upstream.headers.get(name);
        if (value !== null && scrub(value) === value) headers[name] = value;
      }
      const upstreamRetryAfter = headers['retry-after'];
      Object.assign(headers, ctx.headers); // ours win: request id, CORS, the proxy's own rate budget
      if (status === 429 && upstreamRetryAfter !== undefined) headers['retry-after'] = upstreamRetryAfter;
      headers['cache-control'] = 'no-store';
      headers['x-content-type-options'] = 'nosniff';
      headers['content-security-policy'] = NO_CONTENT_POLICY;
      ctx.log(status);
      return new Response(NULL_BODY_STATUSES.has(status) ? null : scrub(text), { status, headers });
    } finally {
      client.stop();
    }
  };
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
