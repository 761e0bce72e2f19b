/**
 * Small answer builders shared by the service's routes: JSON bodies, the
 * 404 for an unknown id, and method routing that answers 405 with Allow.
 */
import type { Context, Hono } from 'hono';
import { errorResponse } from './errors.js';

export type Handler = (c: Context) => Promise<Response> | Response;

/** A 200 JSON answer that a client revalidates before reuse. */
export function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  });
}

export function notFound(what: string): Response {
  return errorResponse(404, 'not_found', `No ${what} with that id.`);
}

/** Registers `handler` for some methods of `path`; any other method gets 405 with Allow. */
export function route(app: Hono, path: string, methods: readonly ('GET' | 'POST')[], handler: Handler): void {
  for (const m of methods) app.on(m, path, handler);
  const allow = methods.includes('GET') ? [...methods, 'HEAD'] : [...methods];
  app.all(path, () => errorResponse(405, 'method_not_allowed', `Use ${allow.join(' or ')} here.`, { allow: allow.join(', ') }));
}
