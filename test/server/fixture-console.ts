// Extra proxies for <reasoning-console>'s browser tests, mounted under
// /fixture-console/ on wtr's dev server. Each is the real createProxy()
// forwarding in-process to the test stack's own embedded service, so the
// console meets the service's real 401, 403 and 429 answers:
//
//   POST /fixture-console/agi/run             a proxy holding the AGI-tier key (structured: sessions → 403)
//   POST /fixture-console/bad-key/run         a proxy holding a key the service does not know (→ 401)
//   POST /fixture-console/limited/<token>/run a proxy allowing one request per minute (the second → 429),
//                                             one limiter per token so tests never share a budget
import { createProxy, type ProxyHandler } from '../../packages/proxy/src/node.js';
import type { Stack } from '../../packages/service/src/stack.js';
import { TEST_KEYS } from './constants.js';

export const CONSOLE_FIXTURE_PREFIX = '/fixture-console/';
const UPSTREAM = 'http://embedded.reasoning.invalid/api';

export function createConsoleFixture(stack: Stack): { handles(path: string): boolean; fetch(request: Request): Promise<Response> } {
  const toService = ((input: RequestInfo | URL, init?: RequestInit) => stack.service.fetch(new Request(input, init))) as typeof fetch;
  const make = (basePath: string, apiKey: string, limited = false) =>
    createProxy({
      upstream: UPSTREAM,
      apiKey,
      basePath,
      fetch: toService,
      rateLimit: limited ? { windowMs: 60_000, max: 1 } : false,
    });
  const agi = make('/fixture-console/agi', TEST_KEYS.agi);
  const badKey = make('/fixture-console/bad-key', 'not-a-key-the-service-knows');
  const limited = new Map<string, ProxyHandler>();

  return {
    handles: (path) => path.startsWith(CONSOLE_FIXTURE_PREFIX),
    async fetch(request) {
      const { pathname } = new URL(request.url);
      const [, , which = '', token = ''] = pathname.split('/');
      if (which === 'agi') return agi.fetch(request);
      if (which === 'bad-key') return badKey.fetch(request);
      if (which === 'limited' && /^[A-Za-z0-9_-]{1,64}$/.test(token)) {
        let proxy = limited.get(token);
        if (!proxy) {
          proxy = make(`/fixture-console/limited/${token}`, TEST_KEYS.asi, true);
          limited.set(token, proxy);
        }
        return proxy.fetch(request);
      }
      return new Response(JSON.stringify({ detail: 'no such console fixture', code: 'not_found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
