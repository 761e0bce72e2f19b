// The open-source server behind the real proxy with no key, for the console's
// browser tests, mounted under /fixture-doorway/ on wtr's dev server:
//
//   POST /fixture-doorway/proxy/run   keyless createProxy() -> the Doorway replay over HTTP (same-origin pages only)
//   POST /fixture-doorway/any/run     the same, allowing any origin
//   POST /fixture-doorway/strict/run  the same, allowing only https://docs.example (so the test page is refused)
//   GET  /fixture-doorway/_seen       what the replay received: [{ authorization, body }]
//   POST /fixture-doorway/_queue      {status, body}: the next /run gets exactly this
//   POST /fixture-doorway/_answer     {input, body}: this input gets this body
//   GET  /fixture-doorway/_log        the proxies' log lines
import { createNodeFetch, createProxy } from '../../packages/proxy/src/node.js';
import { startDoorwayReplay } from './doorway-replay.js';

export const DOORWAY_FIXTURE_PREFIX = '/fixture-doorway/';

export async function createDoorwayFixture() {
  const replay = await startDoorwayReplay();
  const upstreamFetch = createNodeFetch();
  const logs: string[] = [];
  const make = (name: string, allowedOrigins?: string[]) =>
    createProxy({
      upstream: replay.url,
      basePath: `/fixture-doorway/${name}`,
      fetch: upstreamFetch,
      rateLimit: false,
      log: (line) => logs.push(line),
      ...(allowedOrigins ? { allowedOrigins } : {}),
    });
  const proxies = new Map([
    ['proxy', make('proxy')],
    ['any', make('any', ['*'])],
    ['strict', make('strict', ['https://docs.example'])],
  ]);
  const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  return {
    handles: (path: string) => path.startsWith(DOORWAY_FIXTURE_PREFIX),
    async fetch(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      const which = pathname.split('/')[2] ?? '';
      const proxy = proxies.get(which);
      if (proxy) return proxy.fetch(request);
      if (which === '_seen') return reply(replay.seen.map((s) => ({ authorization: s.headers.authorization ?? null, body: s.body })));
      if (which === '_log') return reply(logs);
      if (which === '_queue' && request.method === 'POST') {
        replay.queue((await request.json()) as { status: number; body: unknown });
        return reply({ queued: true });
      }
      if (which === '_answer' && request.method === 'POST') {
        const { input, body } = (await request.json()) as { input: string; body: unknown };
        replay.answer(input, body);
        return reply({ ok: true });
      }
      return reply({ detail: 'no such doorway fixture', code: 'not_found' }, 404);
    },
  };
}
