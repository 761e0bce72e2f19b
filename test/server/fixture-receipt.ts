// Path-keyed answers for <reasoning-receipt> tests, mounted at /fixture-receipt/ on wtr's dev server.
// Lets a test serve a tampered chain, a hostile receipt or a receipt that turns verified later,
// each under its own base URL (`/fixture-receipt/<name>`), and count the requests per path.
//
//   POST /fixture-receipt/_set/<name>   body: { "<path>": { status?, json?, text? }, ... }  (merged into <name>)
//   GET  /fixture-receipt/_hits/<name>  { "<path>": count }
//   GET  /fixture-receipt/<name><path>  the answer set for <path>, else 404 {"detail","code"}
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RouteAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  /** The content type of `text` (default text/plain). */
  type?: string;
}

interface Bucket {
  routes: Map<string, RouteAnswer>;
  hits: Map<string, number>;
}

const PREFIX = '/fixture-receipt/';
const MAX_BODY = 1024 * 1024;

export function createReceiptFixture() {
  const buckets = new Map<string, Bucket>();
  const bucket = (name: string) => {
    let b = buckets.get(name);
    if (!b) buckets.set(name, (b = { routes: new Map(), hits: new Map() }));
    return b;
  };
  const send = (res: ServerResponse, status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fixture.invalid').pathname.slice(PREFIX.length);
    const [head = '', ...rest] = path.split('/');
    if (head === '_set' && req.method === 'POST') {
      const routes = JSON.parse(await readBody(req)) as Record<string, RouteAnswer>;
      const b = bucket(rest[0] ?? '');
      for (const [route, value] of Object.entries(routes)) b.routes.set(route, value);
      return send(res, 200, '{"ok":true}');
    }
    if (head === '_hits') return send(res, 200, JSON.stringify(Object.fromEntries(bucket(rest[0] ?? '').hits)));
    const b = bucket(head);
    const route = `/${rest.map((s) => decodeURIComponent(s)).join('/')}`;
    b.hits.set(route, (b.hits.get(route) ?? 0) + 1);
    const a = b.routes.get(route);
    if (!a) return send(res, 404, JSON.stringify({ detail: `no ${route}`, code: 'not_found' }));
    if (a.text !== undefined) return send(res, a.status ?? 200, a.text, a.type ?? 'text/plain');
    return send(res, a.status ?? 200, JSON.stringify(a.json ?? null));
  }

  return {
    handles: (path: string) => path.startsWith(PREFIX),
    handle(req: IncomingMessage, res: ServerResponse): void {
      answer(req, res).catch((error: unknown) => send(res, 500, JSON.stringify({ detail: String(error) })));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      if ((size += c.length) > MAX_BODY) return req.destroy(new Error('too large'));
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
