/**
 * The docs' edge recipes (docs/recipes/proxy-worker.js, proxy-worker-shared.js,
 * proxy-deno.ts, proxy-bun.ts), run for real: the built `@reasoning-elements/proxy`
 * inside workerd (miniflare), Bun and Deno, each against a scriptable upstream.
 * test/node/docs.test.ts checks that the pages show these files as they are.
 */
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { startProcess, startWorker, startWorkerPair, type EdgeProxy } from '../../../test/edge/runtimes.js';
import { KEY, startUpstream, type FakeUpstream, type UpstreamBehaviour } from '../../../test/helpers/proxy.js';

const ORIGIN = 'https://docs.example.com';
const MAX_BODY = 2048;
const RATE_MAX = 3;

/** `hang` never answers, `drop` cuts the connection, `leak` repeats the key; anything else is echoed. */
const scripted: UpstreamBehaviour = (req, res, body) => {
  const input = (() => {
    try {
      return String(JSON.parse(body).input);
    } catch {
      return '';
    }
  })();
  if (input === 'hang') return;
  if (input === 'drop') return void req.socket.destroy();
  if (input === 'leak') {
    res.writeHead(401, { 'content-type': 'application/json', 'x-debug-key': KEY });
    return void res.end(JSON.stringify({ detail: `key ${KEY} is not valid` }));
  }
  res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' });
  res.end(JSON.stringify({ echoed: input, authorization: req.headers.authorization }));
};

function settings(upstream: FakeUpstream): Record<string, string> {
  return {
    REASONING_BASE_URL: upstream.url,
    REASONING_API_KEY: KEY,
    REASONING_ALLOWED_ORIGINS: ORIGIN,
    REASONING_PROXY_RATE_LIMIT: `${RATE_MAX}/60s`,
    REASONING_PROXY_MAX_BODY_BYTES: String(MAX_BODY),
    REASONING_PROXY_TIMEOUT_MS: '800',
  };
}

interface Runtime {
  name: string;
  start(env: Record<string, string>): Promise<EdgeProxy>;
  /** Headers that make a request count as coming from client `id`. */
  client(id: string): Record<string, string>;
}

const runtimes: Runtime[] = [
  {
    name: 'workerd (miniflare), module worker with secrets from bindings',
    start: (env) => startWorker('proxy-worker.js', env),
    client: (id) => ({ 'cf-connecting-ip': `203.0.113.${id}` }),
  },
  {
    name: 'Bun',
    start: (env) => startProcess('bun', 'proxy-bun.ts', { ...env, REASONING_PROXY_TRUST_PROXY: '1' }),
    client: (id) => ({ 'x-forwarded-for': `203.0.113.${id}` }),
  },
  {
    name: 'Deno',
    start: (env) => startProcess('deno', 'proxy-deno.ts', { ...env, REASONING_PROXY_TRUST_PROXY: '1' }),
    client: (id) => ({ 'x-forwarded-for': `203.0.113.${id}` }),
  },
];

for (const runtime of runtimes) {
  describe(`the proxy recipe on ${runtime.name}`, () => {
    let upstream: FakeUpstream;
    let proxy: EdgeProxy;
    const seenByBrowser: string[] = [];
    let nextClient = 1;

    const call = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
      const headers = { ...runtime.client(String(nextClient++)), ...init.headers };
      const res = await proxy.fetch(path, { ...init, headers });
      const text = await res.text();
      seenByBrowser.push([...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n'), text);
      return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
    };
    const run = (input: string, headers: Record<string, string> = {}) =>
      call('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers }, body: JSON.stringify({ input }) });

    before(async () => {
      upstream = await startUpstream(scripted);
      proxy = await runtime.start(settings(upstream));
    });
    after(async () => {
      await proxy?.close();
      await upstream?.close();
    });

    it('adds the key upstream and keeps it out of the answer', async () => {
      const res = await run('hello');
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json().echoed, 'hello');
      assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN);
      assert.equal(res.headers.get('set-cookie'), null, 'upstream cookies are not passed back');
      const last = upstream.seen.at(-1)!;
      assert.equal(last.url, '/api/run');
      assert.equal(last.headers.authorization, `Bearer ${KEY}`);
      assert.ok(!res.text.includes(KEY), 'the echoed key is scrubbed');
    });

    it('scrubs the key from an upstream error body and drops a header carrying it', async () => {
      const res = await run('leak');
      assert.equal(res.status, 401);
      assert.equal(res.headers.get('x-debug-key'), null);
      assert.ok(!res.text.includes(KEY));
    });

    it('refuses routes, methods and origins outside the allowlists before any upstream call', async () => {
      const before = upstream.seen.length;
      assert.equal((await call('/proxy/admin', { method: 'POST' })).status, 404);
      assert.equal((await call('/proxy/receipts/abc')).status, 404, 'reads are off unless passThroughReads');
      assert.equal((await call('/proxy/run', { method: 'GET' })).status, 405);
      assert.equal((await call('/proxy/run%2f..%2fadmin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status, 404);
      const foreign = await run('x', { origin: 'https://evil.example' });
      assert.equal(foreign.status, 403);
      assert.equal(foreign.json().code, 'origin_not_allowed');
      const form = await call('/proxy/run', { method: 'POST', headers: { 'content-type': 'text/plain', origin: ORIGIN }, body: 'input=x' });
      assert.equal(form.status, 415);
      assert.equal(upstream.seen.length, before, 'nothing refused reached the upstream');
    });

    it('answers 413 for a body over the cap', async () => {
      const res = await run('x'.repeat(MAX_BODY + 1));
      assert.equal(res.status, 413);
      assert.equal(res.json().code, 'payload_too_large');
    });

    it('answers 429 with Retry-After once a client spends its budget, and only that client', async () => {
      const client = { ...runtime.client('250') };
      const statuses: number[] = [];
      for (let i = 0; i < RATE_MAX + 1; i++) {
        const res = await proxy.fetch('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', ...client }, body: '{"input":"r"}' });
        seenByBrowser.push(await res.text());
        statuses.push(res.status);
        if (res.status === 429) {
          assert.ok(Number(res.headers.get('retry-after')) > 0);
          assert.equal(res.headers.get('ratelimit-remaining') ?? '0', '0');
        }
      }
      assert.deepEqual(statuses, [...Array(RATE_MAX).fill(200), 429]);
      assert.equal((await run('other client')).status, 200);
    });

    it('maps a dropped upstream connection to 502 and a silent one to 504', async () => {
      const dropped = await run('drop');
      assert.equal(dropped.status, 502);
      assert.equal(dropped.json().code, 'upstream_unreachable');
      const silent = await run('hang');
      assert.equal(silent.status, 504);
      assert.equal(silent.json().code, 'upstream_timeout');
    });

    it('never shows the key to the browser', () => {
      const forms = [KEY, encodeURIComponent(KEY), Buffer.from(KEY).toString('base64')];
      assert.ok(seenByBrowser.length > 10);
      assert.deepEqual(seenByBrowser.filter((t) => forms.some((f) => t.includes(f))), []);
    });
  });
}

describe('one budget across Worker isolates (the Durable Object recipe)', () => {
  it('gives a client exactly max requests between two isolates, then 429 from both', async () => {
    const upstream = await startUpstream(scripted);
    const pair = await startWorkerPair('proxy-worker-shared.js', settings(upstream));
    try {
      const hit = async (via: EdgeProxy, client: string) => {
        const res = await via.fetch('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': client }, body: '{"input":"r"}' });
        const text = await res.text();
        assert.ok(!text.includes(KEY));
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      };
      const statuses: number[] = [];
      for (let i = 0; i < RATE_MAX * 2; i++) statuses.push((await hit(i % 2 ? pair.b : pair.a, '198.51.100.7')).status);
      assert.deepEqual(statuses, [...Array(RATE_MAX).fill(200), ...Array(RATE_MAX).fill(429)]);
      const refused = await hit(pair.b, '198.51.100.7');
      assert.ok(Number(refused.retryAfter) > 0);
      assert.equal((await hit(pair.b, '198.51.100.8')).status, 200, 'another client keeps its own budget');
      assert.equal(upstream.seen.length, RATE_MAX + 1, 'refused requests never reached the upstream');
    } finally {
      await pair.close();
      await upstream.close();
    }
  });
});

describe('a quota for the whole key across Worker isolates (the Durable Object store)', () => {
  it('refuses the run past the quota from either isolate, whichever client asks', async () => {
    const upstream = await startUpstream(scripted);
    const pair = await startWorkerPair('proxy-worker-shared.js', { ...settings(upstream), REASONING_PROXY_QUOTA_TOTAL: '4/1d' });
    try {
      const statuses: (number | string)[] = [];
      for (let i = 0; i < 6; i++) {
        const via = i % 2 ? pair.b : pair.a;
        const res = await via.fetch('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${i}` }, body: '{"input":"r"}' });
        const body = (await res.json()) as { code?: string };
        statuses.push(res.status === 429 ? `429 ${body.code}` : res.status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, '429 quota_exceeded', '429 quota_exceeded']);
      assert.equal(upstream.seen.length, 4);
    } finally {
      await pair.close();
      await upstream.close();
    }
  });
});

describe("the README's Workers example", () => {
  it('gives each caller its own rate budget (the default, 60 a minute)', { timeout: 60_000 }, async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = /## Example: Cloudflare Workers\n+```js\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(example, 'the README has a Workers example');
    const upstream = await startUpstream(scripted);
    const proxy = await startWorker('readme-worker.js', { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY }, example);
    const call = (ip: string) =>
      proxy.fetch('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: '{"input":"r"}' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await call('203.0.113.7')).status);
      assert.deepEqual(statuses, [...Array(60).fill(200), 429]);
      assert.equal((await call('198.51.100.9')).status, 200, 'another caller keeps its own budget');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
