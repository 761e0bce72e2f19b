// Faults over real sockets for the hostile-input browser tests, mounted at
// /fixture-hostile/ on wtr's dev server. Like /fixture/, a scenario answers
// scripted steps in order (the last repeats), but steps can also fail the way
// networks do: a reset mid-body, a body that drips slowly, no answer at all.
//
//   POST /fixture-hostile/_script/<scenario>  body: Step[]
//   GET  /fixture-hostile/_hits/<scenario>    { count }
//   ANY  /fixture-hostile/<scenario>/...      the next step
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HostileStep {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Close the socket without any answer (like a server that went away). */
  destroy?: boolean;
  /** Send the headers (with the full Content-Length) and this many body bytes, then reset the connection. */
  cutAt?: number;
  /** Send the body in `dripChunks` pieces spread over this many ms. */
  dripMs?: number;
  dripChunks?: number;
  /** Never answer (until the client goes away). */
  hang?: boolean;
}

const PREFIX = '/fixture-hostile/';

export function createHostileFixture() {
  const scenarios = new Map<string, { steps: HostileStep[]; next: number; hits: number }>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fixture.invalid').pathname.slice(PREFIX.length);
    const [head = '', name = ''] = path.split('/');
    const body = await readBody(req);
    if (head === '_script' && req.method === 'POST') {
      scenarios.set(name, { steps: JSON.parse(body) as HostileStep[], next: 0, hits: 0 });
      return send(res, 200, { ok: true });
    }
    if (head === '_hits') return send(res, 200, { count: scenarios.get(name)?.hits ?? 0 });
    const s = scenarios.get(head);
    if (!s || !s.steps.length) return send(res, 404, { detail: `no scenario ${head}`, code: 'no_scenario' });
    s.hits++;
    const step = s.steps[Math.min(s.next++, s.steps.length - 1)]!;
    if (step.hang) return; // the socket stays open until the client aborts
    if (step.destroy) return void req.socket.destroy();
    const text = step.text ?? (step.json === undefined ? '' : JSON.stringify(step.json));
    const bytes = Buffer.from(text);
    res.writeHead(step.status ?? 200, {
      'content-type': step.text !== undefined ? 'text/plain' : 'application/json',
      'cache-control': 'no-store',
      'content-length': String(bytes.length),
      ...step.headers,
    });
    if (step.cutAt !== undefined) {
      res.write(bytes.subarray(0, step.cutAt), () => setTimeout(() => res.socket?.destroy(), 20));
      return;
    }
    if (step.dripMs) {
      const n = Math.max(2, step.dripChunks ?? 5);
      const size = Math.ceil(bytes.length / n);
      for (let i = 0; i < n && !res.destroyed; i++) {
        res.write(bytes.subarray(i * size, (i + 1) * size));
        await new Promise((r) => setTimeout(r, step.dripMs! / n));
      }
      res.end();
      return;
    }
    res.end(bytes);
  }

  return {
    handles: (path: string) => path.startsWith(PREFIX),
    handle(req: IncomingMessage, res: ServerResponse): void {
      answer(req, res).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, { detail: String(error) });
        else res.destroy();
      });
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
