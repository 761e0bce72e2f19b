// Idempotency-Key on POST /run, end to end over real HTTP on 127.0.0.1: a
// repeated key records one turn and gets the first answer back (also while
// the first is still running, and after a restart from the journal); another
// body under the same key is refused; keys are scoped per API key; the proxy
// lets the header through; the client sends a fresh key per run.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createRuleEngine, type Engine, type EngineInput, type ReasoningServiceOptions } from '../src/service.js';
import { IdempotencyIndex } from '../src/idempotency.js';
import { createProxy } from '../../proxy/src/node.js';
import { listen, type Listening } from '../../proxy/src/adapters/node.js';
import { ReasoningClient, ReasoningError } from '../../../src/client/index.js';
import { runResponse } from '../../../test/fixtures/resources.js';
import { openStore } from '../src/store/index.js';
import { Attestor } from '../src/attestor/index.js';
import { privateKeyFromSeed } from '../src/attestor/keys.js';
import { KeyRing } from '../src/keys.js';
import { createRoutes } from '../src/routes.js';
import { startService, type Harness } from '../../../test/server/harness.js';
import { TEST_ATTESTOR_SEED_HEX, TEST_INPUTS, TEST_KEYS } from '../../../test/server/constants.js';
import { tempDir } from '../../../test/helpers/temp.js';
import { startPostgres, type PostgresServer } from '../../../test/helpers/postgres.js';

const key = (name: string) => ({ headers: { 'idempotency-key': name } });

async function chainLength(h: Harness, chainId: string): Promise<number> {
  const res = await h.get(`/api/chains/${encodeURIComponent(chainId)}`);
  assert.equal(res.status, 200);
  return res.body.length;
}

describe('service: Idempotency-Key on POST /api/run', () => {
  let h: Harness;
  before(async () => {
    h = await startService();
  });
  after(() => h.close());

  it('records one turn for a repeated key and answers the repeat with the identical body', async () => {
    const body = { input: TEST_INPUTS.ground, session_name: 'idem-repeat' };
    const first = await h.run(body, TEST_KEYS.asi, key('k-repeat-1'));
    assert.equal(first.status, 200);
    assert.equal(first.body.chain.length, 1);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const firstText = JSON.stringify(first.body);

    // Let the attestation land: the repeat still says what the first answer said.
    await h.service.settle();
    const second = await h.run(body, TEST_KEYS.asi, key('k-repeat-1'));
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(JSON.stringify(second.body), firstText);
    assert.equal(await chainLength(h, first.body.chain.id), 1);

    // Another key is a new turn.
    const third = await h.run(body, TEST_KEYS.asi, key('k-repeat-2'));
    assert.equal(third.body.chain.length, 2);
    // And the first key, after the chain moved on, still answers its own turn.
    const again = await h.run(body, TEST_KEYS.asi, key('k-repeat-1'));
    assert.equal(JSON.stringify(again.body), firstText);
    assert.equal(await chainLength(h, first.body.chain.id), 2);
  });

  it('treats the same request written differently as the same body (parsed fields, default session)', async () => {
    const a = await h.run(null, TEST_KEYS.asi, { headers: { 'idempotency-key': 'k-format' }, raw: `{"input":${JSON.stringify(TEST_INPUTS.bridge)}}` });
    const b = await h.run(null, TEST_KEYS.asi, {
      headers: { 'idempotency-key': 'k-format' },
      raw: `{ "session_name": "default",\n  "input": ${JSON.stringify(TEST_INPUTS.bridge)} }`,
    });
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.deepEqual(b.body, a.body);
  });

  it('refuses the same key with a different body: 422 idempotency_mismatch, nothing recorded', async () => {
    const ok = await h.run({ input: TEST_INPUTS.ground, session_name: 'idem-mismatch' }, TEST_KEYS.asi, key('k-mismatch'));
    assert.equal(ok.status, 200);
    for (const other of [
      { input: TEST_INPUTS.conflict, session_name: 'idem-mismatch' },
      { input: TEST_INPUTS.ground, session_name: 'idem-mismatch-elsewhere' },
    ]) {
      const res = await h.run(other, TEST_KEYS.asi, key('k-mismatch'));
      assert.equal(res.status, 422);
      assert.equal(res.body.code, 'idempotency_mismatch');
      assert.match(res.body.detail, /different request body/);
    }
    assert.equal(await chainLength(h, ok.body.chain.id), 1);
    assert.equal((await h.run({ input: TEST_INPUTS.ground, session_name: 'idem-mismatch-elsewhere' })).body.chain.length, 1);
  });

  it('scopes keys per API key: the same key under two API keys records two independent turns', async () => {
    const body = { input: TEST_INPUTS.provisional, session_name: 'idem-scoped' };
    const asi = await h.run(body, TEST_KEYS.asi, key('k-shared'));
    const agi = await h.run(body, TEST_KEYS.agi, key('k-shared'));
    assert.equal(asi.status, 200);
    assert.equal(agi.status, 200);
    assert.notEqual(agi.body.chain.id, asi.body.chain.id);
    assert.equal(agi.headers.get('idempotent-replayed'), null);
    // A different body under the other API key is not a mismatch either.
    const agiOther = await h.run({ input: TEST_INPUTS.conflict, session_name: 'idem-scoped-2' }, TEST_KEYS.agi, key('k-asi-only'));
    const asiFirst = await h.run({ input: TEST_INPUTS.ground, session_name: 'idem-scoped-2' }, TEST_KEYS.asi, key('k-asi-only'));
    assert.equal(agiOther.status, 200);
    assert.equal(asiFirst.status, 200);
  });

  it('refuses a malformed key with 400 before running anything', async () => {
    for (const bad of ['', 'x'.repeat(129), 'has space', 'tab\there', 'non-ascii-é']) {
      const res = await fetch(`${h.url}/api/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}`, 'idempotency-key': Buffer.from(bad, 'utf8').toString('latin1') },
        body: JSON.stringify({ input: TEST_INPUTS.ground, session_name: 'idem-bad-key' }),
      });
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(((await res.json()) as any).code, 'invalid_idempotency_key');
    }
    const ok = await h.run({ input: TEST_INPUTS.ground, session_name: 'idem-bad-key' }, TEST_KEYS.asi, key('x'.repeat(128)));
    assert.equal(ok.body.chain.length, 1, 'no bad-key request recorded a turn');
  });

  it('does not remember a failed run: the same key may be sent again', async () => {
    const failing = { input: TEST_INPUTS.engineError, session_name: 'idem-failed' };
    assert.equal((await h.run(failing, TEST_KEYS.asi, key('k-failed'))).status, 500);
    assert.equal((await h.run(failing, TEST_KEYS.asi, key('k-failed'))).status, 500);
    assert.equal((await h.run({ input: TEST_INPUTS.ground, session_name: 'idem-failed' }, TEST_KEYS.asi, key('k-failed'))).status, 200);
  });

  it('still answers a repeat without a key as a new turn (the header is optional)', async () => {
    const body = { input: TEST_INPUTS.ground, session_name: 'idem-none' };
    await h.run(body);
    assert.equal((await h.run(body)).body.chain.length, 2);
  });
});

/** The stand-in engine behind a gate: `entered` resolves when the first run reaches it. */
function gatedEngine() {
  const inner = createRuleEngine();
  let open!: () => void;
  let enter!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const entered = new Promise<void>((r) => (enter = r));
  const state = { runs: 0, open, entered };
  const engine: Engine = {
    name: 'gated',
    async run(input: EngineInput) {
      state.runs++;
      enter();
      await gate;
      return inner.run(input);
    },
  };
  return { engine, state };
}

/**
 * The service's routes over a store whose idempotency look-ups are counted:
 * `looked(n)` resolves once `n` look-ups were made. Each request looks its
 * key up once, and the first looks it up again while it holds its chain
 * (before its engine runs). The run handler joins a run under way as soon as
 * its look-up answers, so a request counted here while the first is held at
 * the gate has joined it.
 */
async function countedStack(engine: Engine) {
  const store = await openStore({ memory: true });
  const lookups = { count: 0, waiters: [] as { n: number; done: () => void }[] };
  const lookUp = store.idempotentTurn.bind(store);
  store.idempotentTurn = (k: string) => {
    lookups.count++;
    for (const w of lookups.waiters) if (lookups.count >= w.n) w.done();
    return lookUp(k);
  };
  const attestor = new Attestor({
    privateKey: privateKeyFromSeed(Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex')),
    delayMs: 30,
    load: (id) => store.chain(id),
    commit: (a) => store.addAttestation(a),
    log: () => {},
  });
  const app = createRoutes({ store, attestor, engine, keyRing: new KeyRing([{ key: TEST_KEYS.asi, tier: 'asi' }]), elementsScript: '/x.js', log: () => {} });
  const server = await listen(app, { port: 0 });
  const run = async (body: unknown, idempotencyKey: string) => {
    const res = await fetch(`${server.url}/api/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}`, 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };
  return {
    run,
    store,
    looked: (n: number) => new Promise<void>((done) => (lookups.count >= n ? done() : lookups.waiters.push({ n, done }))),
    async close() {
      await server.close();
      await attestor.close();
      await store.close();
    },
  };
}

describe('service: a repeat while the first is still running', () => {
  it('joins the first run and answers with its body; the engine runs once', async () => {
    const { engine, state } = gatedEngine();
    const stack = await countedStack(engine);
    try {
      const body = { input: TEST_INPUTS.bridge, session_name: 'idem-concurrent' };
      const first = stack.run(body, 'k-concurrent');
      await state.entered;
      const mismatch = await stack.run({ ...body, input: TEST_INPUTS.ground }, 'k-concurrent');
      // The mismatch was answered while the first is still held at the gate: it is known in flight.
      assert.equal(mismatch.status, 422);
      assert.equal(mismatch.body.code, 'idempotency_mismatch');
      const repeats = Array.from({ length: 4 }, () => stack.run(body, 'k-concurrent'));
      // First (twice) + mismatch + 4 repeats have looked the key up, all while the first is held: the repeats joined it.
      await stack.looked(7);
      assert.equal(state.runs, 1, 'nothing but the first reached the engine yet');
      state.open();
      const answers = await Promise.all([first, ...repeats]);
      assert.equal(state.runs, 1);
      for (const a of answers) {
        assert.equal(a.status, 200);
        assert.deepEqual(a.body, answers[0]!.body);
      }
      assert.equal(answers[0]!.headers.get('idempotent-replayed'), null);
      assert.equal(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length, 4);
      assert.equal((await stack.store.chain(answers[0]!.body.chain.id))?.entries.length, 1);
    } finally {
      state.open();
      await stack.close();
    }
  });

  it('hands a joined repeat the failure of the run it joined (a failure is not remembered after)', async () => {
    const { engine, state } = gatedEngine();
    const stack = await countedStack(engine);
    try {
      const body = { input: TEST_INPUTS.engineError, session_name: 'idem-concurrent-fail' };
      const first = stack.run(body, 'k-fail');
      await state.entered;
      const repeat = stack.run(body, 'k-fail');
      await stack.looked(3);
      state.open();
      const [a, b] = await Promise.all([first, repeat]);
      assert.equal(a.status, 500);
      assert.equal(b.status, 500);
      assert.equal(b.headers.get('idempotent-replayed'), 'true');
      assert.equal(state.runs, 1, 'the repeat joined; it did not run again');
      // Once the failed run is over, the key is free: the same request runs again.
      assert.equal((await stack.run(body, 'k-fail')).status, 500);
      assert.equal(state.runs, 2);
    } finally {
      state.open();
      await stack.close();
    }
  });
});

describe('service: idempotency survives a restart (database)', () => {
  let pg: PostgresServer | undefined;
  after(() => pg?.stop());
  /** The same service twice over one store: LMDB in a folder, or a Postgres database. */
  const stores: { name: string; open: () => Promise<{ options: ReasoningServiceOptions; dir?: string }> }[] = [
    { name: 'LMDB', open: async () => { const dir = tempDir('reasoning-idem-'); return { options: { memory: false, dataDir: dir }, dir }; } },
    { name: 'Postgres', open: async () => { pg ??= await startPostgres(); return { options: { store: await pg.database() } }; } },
  ];

  for (const kind of stores) it(`replays the key from the database and answers the original body (${kind.name})`, async () => {
    const { options, dir } = await kind.open();
    try {
      const body = { input: TEST_INPUTS.ground, session_name: 'idem-durable' };
      const one = await startService(options);
      let original: any;
      try {
        original = await one.run(body, TEST_KEYS.asi, key('k-durable'));
        assert.equal(original.status, 200);
        await one.service.settle();
      } finally {
        await one.close();
      }
      if (dir) {
        // The database holds the scoped key (its strings are stored as UTF-8), never the API key itself.
        const stored = (await readFile(join(dir, 'lmdb', 'data.mdb'))).toString('latin1');
        assert.match(stored, /[0-9a-f]{32}:k-durable/);
        assert.ok(!stored.includes(TEST_KEYS.asi), 'the API key itself is not stored');
      }

      const two = await startService(options);
      try {
        const repeat = await two.run(body, TEST_KEYS.asi, key('k-durable'));
        assert.equal(repeat.status, 200);
        assert.equal(repeat.headers.get('idempotent-replayed'), 'true');
        // Same text, even though this server listens on another port (the original origin is journaled).
        assert.equal(JSON.stringify(repeat.body), JSON.stringify(original.body));
        assert.equal(await chainLength(two, original.body.chain.id), 1);
        const mismatch = await two.run({ ...body, input: TEST_INPUTS.conflict }, TEST_KEYS.asi, key('k-durable'));
        assert.equal(mismatch.status, 422);
        // A new key still extends the same chain.
        assert.equal((await two.run(body, TEST_KEYS.asi, key('k-durable-2'))).body.chain.length, 2);
      } finally {
        await two.close();
      }
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('extends with a key a chain whose turns were recorded without one', async () => {
    const dir = tempDir('reasoning-idem-old-');
    try {
      const one = await startService({ memory: false, dataDir: dir });
      let first: any;
      try {
        first = await one.run({ input: TEST_INPUTS.ground, session_name: 'idem-old' });
      } finally {
        await one.close();
      }
      const two = await startService({ memory: false, dataDir: dir });
      try {
        assert.equal(await chainLength(two, first.body.chain.id), 1);
        const next = await two.run({ input: TEST_INPUTS.ground, session_name: 'idem-old' }, TEST_KEYS.asi, key('k-old'));
        assert.equal(next.body.chain.length, 2);
      } finally {
        await two.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('IdempotencyIndex: bounded in time and number', () => {
  const turn = (key: string, at: number) => ({ key, fingerprint: 'f', origin: 'http://x', chain_id: 'c', index: 0, at });

  it('forgets the oldest key beyond its bound', () => {
    const index = new IdempotencyIndex({ maxKeys: 2, windowMs: 1000 });
    index.add(turn('a', 0), 0);
    index.add(turn('b', 1), 1);
    index.add(turn('c', 2), 2);
    assert.equal(index.size, 2);
    assert.equal(index.get('a', 3), undefined);
    assert.equal(index.get('c', 3)?.key, 'c');
  });

  it('forgets keys older than its window, and never adds one replayed from long ago', () => {
    const index = new IdempotencyIndex({ windowMs: 1000 });
    index.add(turn('old', 0), 0);
    assert.equal(index.get('old', 999)?.key, 'old');
    assert.equal(index.get('old', 1000), undefined);
    index.add(turn('ancient', 0), 5000);
    assert.equal(index.size, 0);
    index.add(turn('x', 4000), 4000);
    index.add(turn('y', 6000), 6000); // x is expired by now and dropped from the front
    assert.equal(index.size, 1);
  });
});

describe('proxy: Idempotency-Key reaches the service', () => {
  let h: Harness;
  let proxy: Listening;
  before(async () => {
    h = await startService();
    proxy = await listen(
      createProxy({ upstream: `${h.url}/api`, apiKey: TEST_KEYS.asi, basePath: '/proxy', rateLimit: false, allowedOrigins: ['http://app.example'] }),
      { port: 0 },
    );
  });
  after(async () => {
    await proxy.close();
    await h.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}/proxy/run`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('allows the header on preflight and exposes idempotent-replayed', async () => {
    const res = await fetch(`${proxy.url}/proxy/run`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });
    assert.equal(res.status, 204);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((s) => s.trim());
    assert.ok(allowed.includes('idempotency-key'), allowed.join());
    assert.ok(allowed.includes('content-type'));
    const posted = await post({ input: TEST_INPUTS.ground, session_name: 'proxy-expose' }, { origin: 'http://app.example', 'idempotency-key': 'p-expose' });
    assert.match(posted.headers.get('access-control-expose-headers') ?? '', /idempotent-replayed/);
  });

  it('forwards the key: a repeat through the proxy records one turn and answers the same body', async () => {
    const body = { input: TEST_INPUTS.bridge, session_name: 'proxy-idem' };
    const a = await post(body, { 'idempotency-key': 'p-1' });
    const aText = await a.text();
    assert.equal(a.status, 200);
    const b = await post(body, { 'idempotency-key': 'p-1' });
    assert.equal(b.status, 200);
    assert.equal(b.headers.get('idempotent-replayed'), 'true');
    assert.equal(await b.text(), aText);
    assert.equal(await chainLength(h, JSON.parse(aText).chain.id), 1);
    const mismatch = await post({ ...body, input: TEST_INPUTS.ground }, { 'idempotency-key': 'p-1' });
    assert.equal(mismatch.status, 422);
    assert.equal(((await mismatch.json()) as any).code, 'idempotency_mismatch');
  });

  it('refuses a malformed key itself with 400 JSON, and the key never shows', async () => {
    const res = await post({ input: TEST_INPUTS.ground, session_name: 'proxy-bad' }, { 'idempotency-key': 'y'.repeat(129) });
    assert.equal(res.status, 400);
    const text = await res.text();
    assert.equal(JSON.parse(text).code, 'invalid_idempotency_key');
    assert.ok(!text.includes(TEST_KEYS.asi));
    const fresh = await (await post({ input: TEST_INPUTS.ground, session_name: 'proxy-bad' })).json();
    assert.equal((fresh as any).chain.length, 1, 'the refused request never reached the service');
  });
});

describe('client: an Idempotency-Key per run()', () => {
  const seen: IncomingHttpHeaders[] = [];
  let server: ReturnType<typeof createServer>;
  let base: string;
  before(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(runResponse()));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('sends a fresh UUID per call, or the key the caller passes', async () => {
    const c = new ReasoningClient({ baseUrl: base });
    seen.length = 0;
    await c.run({ input: 'one' });
    await c.run({ input: 'one' });
    await c.run({ input: 'two' }, { idempotencyKey: 'turn-7-attempt' });
    const keys = seen.map((h) => h['idempotency-key']);
    assert.equal(keys.length, 3);
    for (const k of keys.slice(0, 2)) assert.match(String(k), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(keys[0], keys[1]);
    assert.equal(keys[2], 'turn-7-attempt');
  });

  it('refuses a malformed key before sending anything', async () => {
    const c = new ReasoningClient({ baseUrl: base });
    seen.length = 0;
    const error = await c.run({ input: 'x' }, { idempotencyKey: 'has space' }).catch((e: unknown) => e);
    assert.ok(error instanceof ReasoningError);
    assert.equal(error.kind, 'bad-request');
    assert.equal(seen.length, 0);
  });
});
