/**
 * GET /healthz, for a supervisor or a load balancer: 200 while the store can
 * write, 503 with the reason while it cannot (runs are refused meanwhile;
 * reads go on). It recovers by itself once writes succeed again.
 */
import type { Hono } from 'hono';
import type { Store } from './store/index.js';
import { route } from './respond.js';

export function registerHealth(app: Hono, store: Store): void {
  route(app, '/healthz', ['GET'], () => {
    const health = store.health();
    const body = health.ok ? { status: 'ok', durable: store.durable } : { status: 'unavailable', reason: health.reason };
    return new Response(JSON.stringify(body), {
      status: health.ok ? 200 : 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
}
