/**
 * Only the dashboard's users spend the key, each in their own chains: the
 * `authorize` hook, per-identity scoping of session names and Idempotency-Keys,
 * same-origin by configuration (never the Host header), trusted hops counted
 * from the right, and a proxy made before its environment exists. Over real
 * HTTP on 127.0.0.1 against a fake upstream.
 */
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { createProxy, proxyOptionsFromEnv, createScope, scopeSecretOf, type ProxyHandler } from '../src/node.js';
import { assertNoKeyLeak, KEY, rawRequest, runInit, serveProxy, startUpstream, Witness, type FakeUpstream } from '../../../test/helpers/proxy.js';

/** A verify function as a dashboard has one: `Authorization: User <name>` names the user in these tests. */
const byHeader = (request: Request) => request.headers.get('authorization')?.match(/^User (\w+)$/)?.[1] ?? null;
const bodyOf = (upstream: FakeUpstream, i: number) => JSON.parse(upstream.seen[i]!.body) as Record<string, unknown>;

let upstream: FakeUpstream;
before(async () => {
  upstream = await startUpstream();
});
after(async () => {
  await upstream.close();
});

describe('authorize', () => {
  it('sends nothing upstream without an identity: 401 for null, the app\'s own Response as it is, 500 without the message for a throw', async () => {
    const witness = new Witness();
    const proxy = await serveProxy(
      {
        upstream: upstream.url,
        authorize: (request) => {
          const who = request.headers.get('x-who');
          if (who === 'throw') throw new Error(`secret detail ${KEY}`);
          if (who === 'banned') return new Response('{"detail":"banned","code":"banned"}', { status: 403, headers: { 'content-type': 'application/json' } });
          if (who === 'object') return { id: 1 } as never;
          return who;
        },
      },
      witness,
    );
    const before = upstream.seen.length;
    const none = await proxy.call('/proxy/run', runInit());
    assert.equal(none.status, 401);
    assert.deepEqual(none.json(), { detail: 'Sign in to use this service.', code: 'unauthorized' });
    const threw = await proxy.call('/proxy/run', runInit(undefined, { 'x-who': 'throw' }));
    assert.equal(threw.status, 500);
    assert.doesNotMatch(threw.text, /secret detail/);
    const banned = await proxy.call('/proxy/run', runInit(undefined, { 'x-who': 'banned' }));
    assert.equal(banned.status, 403);
    assert.equal(banned.json().code, 'banned');
    assert.ok(banned.headers.get('x-request-id'), 'the app\'s answer carries the request id');
    const odd = await proxy.call('/proxy/run', runInit(undefined, { 'x-who': 'object' }));
    assert.equal(odd.status, 500);
    assert.equal(upstream.seen.length, before, 'nothing reached the upstream');
    const ok = await proxy.call('/proxy/run', runInit(undefined, { 'x-who': 'alice' }));
    assert.equal(ok.status, 200);
    assert.equal(upstream.seen.length, before + 1);
    assert.ok(witness.logs.some((l) => l.includes('authorize failed') && l.includes('[redacted]')), 'the throw is logged, scrubbed');
    assertNoKeyLeak(witness);
    await proxy.close();
  });

  it('is given the runtime env and the caller\'s address', async () => {
    const seen: { address?: string; hasEnv: boolean }[] = [];
    const proxy = await serveProxy({
      upstream: upstream.url,
      authorize: (_request, context) => {
        seen.push({ address: context.address, hasEnv: context.env !== undefined });
        return 'alice';
      },
    });
    await proxy.call('/proxy/run', runInit());
    assert.equal(seen.length, 1);
    assert.match(seen[0]!.address ?? '', /127\.0\.0\.1/);
    assert.equal(seen[0]!.hasEnv, true);
    await proxy.close();
  });

  it('budgets identities, not addresses: one user is limited, another from the same address is not', async () => {
    const proxy = await serveProxy({ upstream: upstream.url, authorize: byHeader, rateLimit: { windowMs: 60_000, max: 2 } });
    const as = (user: string) => proxy.call('/proxy/run', runInit(undefined, { authorization: `User ${user}` }));
    assert.deepEqual([(await as('alice')).status, (await as('alice')).status, (await as('alice')).status], [200, 200, 429]);
    assert.equal((await as('bob')).status, 200);
    await proxy.close();
  });

  it('says once, at creation, that any caller may spend the key when there is no authorize', () => {
    const lines: string[] = [];
    createProxy({ upstream: upstream.url, apiKey: KEY, log: (l) => lines.push(l) });
    assert.equal(lines.filter((l) => /any caller .* may spend the key/.test(l)).length, 1);
    const quiet: string[] = [];
    createProxy({ upstream: upstream.url, apiKey: KEY, authorize: byHeader, log: (l) => quiet.push(l) });
    assert.deepEqual(quiet, []);
  });
});

describe('each identity its own chains', () => {
  let proxy: Awaited<ReturnType<typeof serveProxy>>;
  before(async () => {
    proxy = await serveProxy({ upstream: upstream.url, authorize: byHeader, scopeSecret: 'a-proxy-secret-of-enough-length', rateLimit: false });
  });
  after(() => proxy.close());

  it('gives two users\' "notes" and "default" different session names, naming neither user upstream', async () => {
    const start = upstream.seen.length;
    for (const user of ['alice', 'bob']) {
      await proxy.call('/proxy/run', runInit({ input: 'x', session_name: 'notes' }, { authorization: `User ${user}` }));
      await proxy.call('/proxy/run', runInit({ input: 'x' }, { authorization: `User ${user}` }));
    }
    const names = [0, 1, 2, 3].map((i) => bodyOf(upstream, start + i).session_name as string);
    assert.equal(new Set(names).size, 4, 'four different chains');
    const scope = createScope('a-proxy-secret-of-enough-length');
    assert.equal(names[0], await scope.sessionName('alice', 'notes'), 'a server computes the same name');
    assert.equal(names[3], await scope.sessionName('bob', 'default'));
    assert.ok(names[0]!.startsWith(await scope.tag('alice')) && names[1]!.startsWith(await scope.tag('alice')));
    for (let i = 0; i < 4; i++) {
      const seen = upstream.seen[start + i]!;
      assert.doesNotMatch(`${JSON.stringify(seen.headers)}${seen.body}`, /alice|bob/i, 'no identity upstream');
      assert.equal(seen.headers.authorization, `Bearer ${KEY}`, 'the page\'s own Authorization is replaced by the key');
    }
  });

  it('scopes the Idempotency-Key: one user\'s key never names another\'s run', async () => {
    const start = upstream.seen.length;
    await proxy.call('/proxy/run', runInit({ input: 'x' }, { authorization: 'User alice', 'idempotency-key': 'same-key-1' }));
    await proxy.call('/proxy/run', runInit({ input: 'x' }, { authorization: 'User bob', 'idempotency-key': 'same-key-1' }));
    await proxy.call('/proxy/run', runInit({ input: 'x' }, { authorization: 'User alice', 'idempotency-key': 'same-key-1' }));
    const keys = [0, 1, 2].map((i) => upstream.seen[start + i]!.headers['idempotency-key']);
    assert.notEqual(keys[0], keys[1]);
    assert.equal(keys[0], keys[2], 'one user\'s retry is still a retry');
    assert.ok(keys.every((k) => typeof k === 'string' && !k.includes('same-key-1')));
  });

  it('keeps a long session name within the service\'s 128 characters, still per user', async () => {
    const start = upstream.seen.length;
    const long = 'n'.repeat(128);
    await proxy.call('/proxy/run', runInit({ input: 'x', session_name: long }, { authorization: 'User alice' }));
    await proxy.call('/proxy/run', runInit({ input: 'x', session_name: long }, { authorization: 'User bob' }));
    const [a, b] = [bodyOf(upstream, start).session_name as string, bodyOf(upstream, start + 1).session_name as string];
    assert.ok(a.length <= 128 && b.length <= 128);
    assert.notEqual(a, b);
  });

  it('without a scopeSecret, scopes with one derived from the key, which a server can derive too', async () => {
    const derived = await serveProxy({ upstream: upstream.url, authorize: byHeader, rateLimit: false });
    const start = upstream.seen.length;
    await derived.call('/proxy/run', runInit({ input: 'x', session_name: 'notes' }, { authorization: 'User alice' }));
    const scope = createScope(scopeSecretOf({ apiKey: KEY })!);
    assert.equal(bodyOf(upstream, start).session_name, await scope.sessionName('alice', 'notes'));
    assert.notEqual(bodyOf(upstream, start).session_name, await createScope('a-proxy-secret-of-enough-length').sessionName('alice', 'notes'));
    await derived.close();
  });

  it('refuses a body whose session name is not a string, before the upstream', async () => {
    const start = upstream.seen.length;
    const res = await proxy.call('/proxy/run', runInit({ input: 'x', session_name: { $ne: 1 } }, { authorization: 'User alice' }));
    assert.equal(res.status, 400);
    assert.equal(upstream.seen.length, start);
  });
});

describe('same origin is configured, never the Host header', () => {
  it('refuses the DNS-rebinding shape with 403 before any upstream call, and serves the configured public origin', async () => {
    const witness = new Witness();
    const proxy = await serveProxy({ upstream: upstream.url, publicOrigins: ['https://dash.example.com'], allowedOrigins: ['https://other.example.com'] }, witness);
    const start = upstream.seen.length;
    const body = '{"input":"x"}';
    const raw = (host: string, origin: string) =>
      rawRequest(
        proxy.port,
        `POST /proxy/run HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        witness,
      );
    const rebinding = await raw(`attacker.example:${proxy.port}`, `http://attacker.example:${proxy.port}`);
    assert.equal(rebinding.status, 403);
    assert.equal(upstream.seen.length, start, 'the upstream was not called');
    const dash = await raw('dash.example.com', 'https://dash.example.com');
    assert.equal(dash.status, 200);
    assert.equal(dash.headers['access-control-allow-origin'], undefined, 'same-origin: no CORS grant needed');
    const local = await raw(`127.0.0.1:${proxy.port}`, `http://127.0.0.1:${proxy.port}`);
    assert.equal(local.status, 200, 'a loopback page on its own loopback host is same-origin');
    const localOther = await raw(`127.0.0.1:${proxy.port}`, `http://localhost:${proxy.port}`);
    assert.equal(localOther.status, 403);
    await proxy.close();
  });
});

describe('trustProxy counts hops from the right', () => {
  it('keys the budget on the entry the last trusted hop added, so rotating the first entry does not help', async () => {
    const proxy = await serveProxy({ upstream: upstream.url, trustProxy: 2, rateLimit: { windowMs: 60_000, max: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // client-written, then what the CDN saw (the client), then what the load balancer saw (the CDN)
      const res = await proxy.call('/proxy/run', runInit(undefined, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7, 10.0.0.2` }));
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429, 429, 429]);
    await proxy.close();
  });

  it('walks trusted addresses from the connection leftwards', async () => {
    const seen: (string | undefined)[] = [];
    const proxy = await serveProxy({
      upstream: upstream.url,
      trustProxy: ['127.0.0.1', '10.0.0.2'],
      authorize: (_r, { address }) => (seen.push(address), 'u'),
    });
    await proxy.call('/proxy/run', runInit(undefined, { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' }));
    await proxy.call('/proxy/run', runInit(undefined, { 'x-forwarded-for': '203.0.113.8' }));
    assert.deepEqual(seen, ['203.0.113.7', '203.0.113.8']);
    await proxy.close();
  });
});

describe('a proxy made before its environment', () => {
  it('type-checks spread from the environment, starts nothing at creation, and answers 500 proxy_misconfigured until configured', async () => {
    const lines: string[] = [];
    const build = (env: Record<string, string | undefined>): ProxyHandler =>
      createProxy({ ...proxyOptionsFromEnv(env), basePath: '/proxy', authorize: byHeader, log: (l) => lines.push(l) });
    const atBuild = build({});
    assert.deepEqual(lines, [], 'nothing said or checked at creation');
    const res = await atBuild.fetch(new Request('http://x/proxy/run', runInit(undefined, { authorization: 'User alice' })));
    assert.equal(res.status, 500);
    assert.equal(((await res.json()) as { code: string }).code, 'proxy_misconfigured');
    assert.equal(lines.filter((l) => /upstream.*REASONING_BASE_URL/.test(l)).length, 1);
    const atStart = build({ REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY });
    const ok = await atStart.fetch(new Request('http://x/proxy/run', runInit(undefined, { authorization: 'User alice' })), { remoteAddress: '203.0.113.1' });
    assert.equal(ok.status, 200);
  });
});
