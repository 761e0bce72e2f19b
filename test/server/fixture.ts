// A scriptable HTTP fixture for client tests (node:http style, no framework),
// used in-process by Node tests and mounted at /fixture/ on wtr's dev server.
//
//   POST /fixture/_script/<scenario>   body: Step[] (JSON): the answers to give, in order; the last repeats.
//                                      A step with `path` answers only a request whose path contains it
//                                      (requests a client sends at the same time arrive in either order).
//   GET  /fixture/_hits/<scenario>     { count, aborted, requests: [{ method, path, body, idempotencyKey? }] }
//   POST /fixture/_release/<scenario>  lets every held answer go (a step with `hold`), now and later
//   ANY  /fixture/<scenario>/...       the next scripted answer (404 {"detail"} for an unknown scenario)
//
// Scenarios are independent, so concurrent test files use distinct names.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Step {
  status?: number;
  /** JSON-encoded as the body (content type application/json unless `headers` says otherwise). */
  json?: unknown;
  /** Sent as it is (content type text/plain unless `headers` says otherwise). */
  text?: string;
  /** A body of this many bytes of valid-looking JSON padding. */
  bigBytes?: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (cut short when the client goes away). */
  delayMs?: number;
  /** Drop the connection without answering (the client sees a network error). */
  destroy?: boolean;
  /** Hold the answer until the scenario is released (or the client goes away): a gate, not a delay. */
  hold?: boolean;
  /** Answer only a request whose path (with its query) contains this; the other requests take the other steps, in order. */
  path?: string;
}

export interface Hit {
  method: string;
  path: string;
  body: string;
  /** The request's Idempotency-Key header, when it had one. */
  idempotencyKey?: string;
}

interface Scenario {
  steps: Step[];
  /** Steps already answered, by index. */
  used: boolean[];
  hits: Hit[];
  /** Requests whose client went away before the answer was sent. */
  aborted: number;
  /** Resolves when POST _release is called. */
  released: Promise<void>;
  release: () => void;
}

export interface Fixture {
  /** Handles a request when its path is under `prefix`; false otherwise (nothing sent). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  script(scenario: string, steps: Step[]): void;
  hits(scenario: string): { count: number; aborted: number; requests: Hit[] };
}

const MAX_SCRIPT_BYTES = 4 * 1024 * 1024;

export function createFixture(prefix = '/fixture/'): Fixture {
  const scenarios = new Map<string, Scenario>();

  const scenario = (name: string): Scenario => {
    let s = scenarios.get(name);
    if (!s) {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      s = { steps: [], used: [], hits: [], aborted: 0, released, release };
      scenarios.set(name, s);
    }
    return s;
  };

  const script = (name: string, steps: Step[]) => {
    const s = scenario(name);
    s.steps = steps;
    s.used = [];
    s.hits = [];
    s.aborted = 0;
  };

  const hits = (name: string) => {
    const s = scenarios.get(name);
    return { count: s?.hits.length ?? 0, aborted: s?.aborted ?? 0, requests: s?.hits ?? [] };
  };

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const rest = url.pathname.slice(prefix.length);
    const [head = '', name = ''] = rest.split('/');
    const body = await readBody(req);
    if (head === '_script' && req.method === 'POST') {
      let steps: unknown;
      try {
        steps = JSON.parse(body);
      } catch {
        return sendJson(res, 400, { detail: 'script body must be JSON' });
      }
      if (!Array.isArray(steps)) return sendJson(res, 400, { detail: 'script body must be an array of steps' });
      script(name, steps as Step[]);
      return sendJson(res, 200, { ok: true });
    }
    if (head === '_hits') return sendJson(res, 200, hits(name));
    if (head === '_release' && req.method === 'POST') {
      scenario(name).release();
      return sendJson(res, 200, { ok: true });
    }

    const s = scenarios.get(head);
    if (!s || s.steps.length === 0) return sendJson(res, 404, { detail: `no scenario "${head}"`, code: 'no_scenario' });
    const idempotencyKey = req.headers['idempotency-key'];
    s.hits.push({ method: req.method ?? 'GET', path: url.pathname + url.search, body, ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}) });
    const step = pick(s, url.pathname + url.search);

    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished && !gone) {
        gone = true;
        s.aborted++;
      }
    });
    if (step.delayMs) await wait(step.delayMs, res);
    if (step.hold) await Promise.race([s.released, new Promise((r) => res.once('close', r))]);
    if (gone || res.destroyed) return;
    if (step.destroy) {
      req.socket.destroy();
      return;
    }
    const headers: Record<string, string> = { 'cache-control': 'no-store', ...step.headers };
    const lower = Object.keys(headers).map((h) => h.toLowerCase());
    let payload: string;
    if (step.bigBytes !== undefined) {
      payload = `{"pad":"${'x'.repeat(Math.max(0, step.bigBytes - 10))}"}`;
      if (!lower.includes('content-type')) headers['content-type'] = 'application/json';
    } else if (step.text !== undefined) {
      payload = step.text;
      if (!lower.includes('content-type')) headers['content-type'] = 'text/plain; charset=utf-8';
    } else {
      payload = step.json === undefined ? '' : JSON.stringify(step.json);
      if (!lower.includes('content-type') && payload) headers['content-type'] = 'application/json';
    }
    res.writeHead(step.status ?? 200, headers);
    res.end(payload);
  }

  return {
    script,
    hits,
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fixture.invalid');
      if (!url.pathname.startsWith(prefix)) return false;
      answer(req, res, url).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { detail: `fixture error: ${String(error)}` });
        else res.destroy();
      });
      return true;
    },
  };
}

/** The first step not yet answered that fits this path; once none is left, the last that fits repeats. */
function pick(s: Scenario, path: string): Step {
  const fits = (step: Step) => step.path === undefined || path.includes(step.path);
  const index = s.steps.findIndex((step, i) => !s.used[i] && fits(step));
  if (index >= 0) {
    s.used[index] = true;
    return s.steps[index]!;
  }
  return s.steps.findLast(fits) ?? s.steps[s.steps.length - 1]!;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_SCRIPT_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Resolves after `ms`, or as soon as the client goes away. */
function wait(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    res.once('close', done);
    function done() {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    }
  });
}
