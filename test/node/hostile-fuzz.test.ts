// Fuzz: 10,000 malformed answers (test/fixtures/fuzz.ts, seeded) through the
// client in-process, and a sample over real HTTP on 127.0.0.1 with resets
// mid-body and slow bodies. Each call must end in a value that passes its
// schema, or a ReasoningError of a known kind; the oracle says which; nothing
// may escape as an uncaught exception or unhandled rejection.
// Reproduce one case: FUZZ_SEED=<seed> node --import tsx --test test/node/hostile-fuzz.test.ts
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { ReasoningClient, ReasoningError, attestHref, safeHttpUrl } from '../../src/client/index.js';
import { kindForStatus } from '../../src/client/errors.js';
import { AttestationSchema, ChainSchema, ReceiptSchema, RunResponseSchema, SessionSchema, parseWith } from '../../src/spec/index.js';
import { fuzzAnswer, toResponse, type FuzzAnswer, type Resource } from '../fixtures/fuzz.js';

const COUNT = 10_000;
const HTTP_SAMPLE = 400;
const BASE_SEED = Number(process.env.FUZZ_SEED_BASE ?? 0x5eed);
const RESOURCES: Resource[] = ['receipt', 'session', 'run', 'chain', 'attestation'];
const KINDS = new Set(['bad-request', 'unauthorized', 'tier', 'not-found', 'rate-limited', 'server', 'network', 'timeout', 'invalid-response']);
const MAX_BYTES = 1024 * 1024;
const SCHEMAS: Record<Resource, v.GenericSchema> = {
  receipt: ReceiptSchema,
  session: SessionSchema,
  run: RunResponseSchema,
  chain: ChainSchema,
  attestation: AttestationSchema,
};

/** The id each read asks for, and the field of the answer that must name it (a run asks for none). */
const ASKED: Partial<Record<Resource, { id: string; field: string }>> = {
  receipt: { id: 'rcpt_1', field: 'id' },
  session: { id: '550e8400-e29b-41d4-a716-446655440000', field: 'id' },
  chain: { id: 'chain_1', field: 'chain_id' },
  attestation: { id: 'att_1', field: 'id' },
};

/** Calls the client method for `resource` (ids are plain: the answer is what is hostile). */
function call(client: ReasoningClient, resource: Resource): Promise<unknown> {
  switch (resource) {
    case 'receipt':
      return client.getReceipt(ASKED.receipt!.id);
    case 'session':
      return client.getSession(ASKED.session!.id);
    case 'chain':
      return client.getChain(ASKED.chain!.id);
    case 'attestation':
      return client.getAttestation(ASKED.attestation!.id);
    case 'run':
      return client.run({ input: 'fuzz', session_name: 'fuzz' });
  }
}

/**
 * True when the client must load this answer: a whole 2xx JSON body under the cap whose value passes the
 * schema and, for a read by id, names the resource asked for.
 */
function mustLoad(a: FuzzAnswer): boolean {
  const size = typeof a.body === 'string' ? Buffer.byteLength(a.body) : a.body.length;
  const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(a.headers['content-type'] ?? '');
  const asked = ASKED[a.resource];
  const named = !asked || (a.value as Record<string, unknown> | null)?.[asked.field] === asked.id;
  return a.value !== undefined && a.status >= 200 && a.status < 300 && json && a.cutAt === undefined && size <= MAX_BYTES && v.safeParse(SCHEMAS[a.resource], a.value).success && named;
}

/** Checks one outcome against the oracle; returns a problem or null. */
function judge(a: FuzzAnswer, outcome: { value?: unknown; error?: unknown }): string | null {
  const where = `seed ${a.seed} (${a.resource}, ${a.label})`;
  if ('error' in outcome) {
    const e = outcome.error;
    if (!(e instanceof ReasoningError)) return `${where}: threw ${String((e as Error)?.stack ?? e)}`;
    if (!KINDS.has(e.kind)) return `${where}: unknown kind ${e.kind}`;
    if (typeof e.message !== 'string' || e.message === '') return `${where}: empty message`;
    if (mustLoad(a)) return `${where}: refused a valid answer: ${e.kind} ${e.message}`;
    if (a.status >= 300) {
      if (e.status !== a.status) return `${where}: status ${e.status} for HTTP ${a.status}`;
      if (e.kind !== kindForStatus(a.status)) return `${where}: kind ${e.kind} for HTTP ${a.status}`;
    }
    return null;
  }
  if (!mustLoad(a)) return `${where}: accepted an answer the schema refuses`;
  try {
    parseWith(SCHEMAS[a.resource], outcome.value, a.resource);
  } catch (error) {
    return `${where}: returned a value that fails its schema: ${(error as Error).message}`;
  }
  return null;
}

async function outcomeOf(p: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> {
  try {
    return { value: await p };
  } catch (error) {
    return { error };
  }
}

describe('fuzz: malformed answers through the client', () => {
  const escaped: string[] = [];
  const onUncaught = (e: unknown) => void escaped.push(`uncaught: ${String((e as Error)?.stack ?? e)}`);
  const onRejection = (e: unknown) => void escaped.push(`unhandled rejection: ${String((e as Error)?.stack ?? e)}`);
  before(() => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onRejection);
  });
  after(() => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onRejection);
  });

  it(`${COUNT.toLocaleString('en')} answers in-process: each a valid value or a typed error, as the oracle says`, async () => {
    const only = process.env.FUZZ_SEED;
    const seeds = only ? [Number(only)] : Array.from({ length: COUNT }, (_, i) => BASE_SEED + i);
    const problems: string[] = [];
    const tally = { loaded: 0, refused: 0 } as Record<string, number>;
    for (const seed of seeds) {
      const resource = RESOURCES[seed % RESOURCES.length]!;
      const answer = fuzzAnswer(seed, resource);
      const client = new ReasoningClient({ baseUrl: 'http://fuzz.invalid/api', fetch: async () => toResponse(answer), retries: 0, cacheTtlMs: 0 });
      const outcome = await outcomeOf(call(client, resource));
      const problem = judge(answer, outcome);
      if (problem) problems.push(problem);
      if ('error' in outcome && outcome.error instanceof ReasoningError) tally[outcome.error.kind] = (tally[outcome.error.kind] ?? 0) + 1;
      else tally.loaded = (tally.loaded ?? 0) + 1;
    }
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
    assert.deepEqual(escaped, []);
    if (!only) {
      // The generator reaches every branch: values load, and each failure kind shows up.
      for (const kind of ['loaded', 'invalid-response', 'network', 'server', 'bad-request', 'not-found', 'rate-limited', 'unauthorized', 'tier']) {
        assert.ok((tally[kind] ?? 0) > 0, `no case ended as ${kind}: ${JSON.stringify(tally)}`);
      }
    }
  });

  describe('over real HTTP on 127.0.0.1', () => {
    let server: Server;
    let url = '';
    before(async () => {
      // GET|POST /f/<seed>/<collection>/... answers fuzzAnswer(seed); /slow/<ms> drips a body.
      server = createServer((req, res) => {
        const [, head, a, b] = (req.url ?? '').split('/');
        req.resume();
        if (head === 'slow') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"id":');
          const t = setTimeout(() => res.end('"x"}'), Number(a));
          res.on('close', () => clearTimeout(t));
          return;
        }
        const resource = ({ receipts: 'receipt', sessions: 'session', chains: 'chain', attestations: 'attestation', run: 'run' } as Record<string, Resource>)[b ?? '']!;
        const answer = fuzzAnswer(Number(a), resource);
        const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body) : Buffer.from(answer.body);
        res.writeHead(answer.status, { ...answer.headers, 'content-length': String(bytes.length) });
        if (answer.cutAt === undefined) return void res.end(bytes);
        res.write(bytes.subarray(0, answer.cutAt), () => res.socket?.destroy());
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it(`${HTTP_SAMPLE} answers with real sockets (resets mid-body included)`, async () => {
      const problems: string[] = [];
      const seeds = Array.from({ length: HTTP_SAMPLE }, (_, i) => BASE_SEED + COUNT + i);
      // 8 at a time: several sockets open at once, like a page.
      for (let i = 0; i < seeds.length; i += 8) {
        await Promise.all(
          seeds.slice(i, i + 8).map(async (seed) => {
            const resource = RESOURCES[seed % RESOURCES.length]!;
            const answer = fuzzAnswer(seed, resource);
            if (answer.status === 101 || (answer.status >= 300 && answer.status < 400)) return;
            const client = new ReasoningClient({ baseUrl: `${url}/f/${seed}`, retries: 0, cacheTtlMs: 0, timeoutMs: 5000 });
            const problem = judge(answer, await outcomeOf(call(client, resource)));
            if (problem) problems.push(problem);
          }),
        );
      }
      assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
      assert.deepEqual(escaped, []);
    });

    it('a body slower than the timeout ends as kind "timeout"; a closed port as "network"', async () => {
      const slow = new ReasoningClient({ baseUrl: `${url}/slow/2000`, retries: 0, cacheTtlMs: 0, timeoutMs: 200 });
      const e1 = (await outcomeOf(slow.getReceipt('x'))).error as ReasoningError;
      assert.ok(e1 instanceof ReasoningError);
      assert.equal(e1.kind, 'timeout');
      const probe = createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const closedPort = (probe.address() as AddressInfo).port;
      await new Promise((r) => probe.close(r));
      const offline = new ReasoningClient({ baseUrl: `http://127.0.0.1:${closedPort}/api`, retries: 0, cacheTtlMs: 0 });
      const e2 = (await outcomeOf(offline.run({ input: 'x' }))).error as ReasoningError;
      assert.ok(e2 instanceof ReasoningError);
      assert.equal(e2.kind, 'network');
    });
  });

  it('URL helpers never throw on hostile strings (lone surrogates, controls, huge)', () => {
    const nasty = ['\ud800', 'a\udfffb', '\u0000', 'x'.repeat(100_000), '%', '%E0%A4%A', 'http://[::1', 'http://a\ud800.b/'];
    for (const s of nasty) {
      assert.doesNotThrow(() => attestHref(s, { baseUrl: 'http://127.0.0.1/api' }), JSON.stringify(s.slice(0, 20)));
      assert.doesNotThrow(() => attestHref('ok', { baseUrl: 'http://127.0.0.1/api', template: `${s}{attest_id}` }));
      assert.doesNotThrow(() => safeHttpUrl(s));
    }
    assert.equal(attestHref('att\ud800', { baseUrl: 'http://127.0.0.1/api' }), null);
  });
});
