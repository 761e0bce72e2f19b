// Durability: nothing acknowledged is lost. The CLI runs as a child process
// with --data, is SIGKILLed during a stream of runs from 10 writers and restarted; every run
// that got a 200 must be there, in chains that still verify. A journal of an
// earlier version is migrated into the database on first start.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { access, rm, stat, writeFile } from 'node:fs/promises';
import type { ChainEntry } from 'reasoning-elements/spec';
import { join } from 'node:path';
import { createReasoningService, nextEntry } from '../src/service.js';
import { keyScope } from '../src/keys.js';
import { independentRoot } from '../../../test/server/harness.js';
import { startListening, type Listening } from '../../../test/helpers/run-process.js';
import { tempDir } from '../../../test/helpers/temp.js';
import { ENGINE_OUTPUT } from './store-turns.js';

const KEY = 'durability-key-1';
const CLI = new URL('../src/cli.ts', import.meta.url).pathname;

function startCli(dataDir: string): Promise<Listening> {
  return startListening(['--import', 'tsx', CLI, '--port', '0', '--data', dataDir, '--attest-delay', '5'], {
    env: { REASONING_API_KEYS: `${KEY}:asi` },
  });
}

async function run(url: string, input: string, session_name: string): Promise<any> {
  const res = await fetch(`${url}/api/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ input, session_name }),
  });
  if (res.status !== 200) throw new Error(`run answered ${res.status}`);
  return res.json();
}

describe('durability', () => {
  it('keeps every acknowledged run across a SIGKILL, with valid chains', async () => {
    const dir = tempDir('reasoning-durability-');
    try {
      const first = await startCli(dir);
      const publicKey = ((await (await fetch(`${first.url}/api/attestor`)).json()) as any).public_key;
      const acked: { session: string; chain_id: string; receipt_id: string; length: number; root: string }[] = [];
      let stop = false;
      const workers = Array.from({ length: 10 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          try {
            const body = await run(first.url, `worker ${w} turn ${i}: feedback loop`, `stream-${w}`);
            acked.push({ session: `stream-${w}`, chain_id: body.chain.id, receipt_id: body.receipt.id, length: body.chain.length, root: body.chain.root });
          } catch {
            return; // the server is gone
          }
        }
      });
      // Kill while requests are still in flight, once 120 runs are acknowledged (or every worker gave up).
      let working = workers.length;
      for (const w of workers) void w.finally(() => working--);
      while (acked.length < 120 && working > 0) await new Promise((r) => setTimeout(r, 5));
      assert.ok(acked.length >= 120, `the service stopped answering after ${acked.length} runs:\n${first.output()}`);
      const exited = new Promise((r) => first.child.once('exit', r));
      first.child.kill('SIGKILL');
      await exited;
      stop = true;
      await Promise.all(workers);

      const second = await startCli(dir);
      try {
        assert.equal(((await (await fetch(`${second.url}/api/attestor`)).json()) as any).public_key, publicKey, 'attestor key survives');
        const chains = new Map<string, any>();
        for (const a of acked) {
          let chain = chains.get(a.chain_id);
          if (!chain) {
            const res = await fetch(`${second.url}/api/chains/${a.chain_id}`);
            assert.equal(res.status, 200, `chain ${a.chain_id} present`);
            chain = await res.json();
            assert.equal(independentRoot(chain.entries), chain.root, 'chain verifies');
            chains.set(a.chain_id, chain);
          }
          assert.ok(chain.length >= a.length, `turn ${a.length} of ${a.session} present`);
          assert.equal(`0x${chain.entries[a.length - 1].xy}`, a.root, `turn ${a.length} of ${a.session} unchanged`);
          const receipt = await fetch(`${second.url}/api/receipts/${a.receipt_id}`);
          assert.equal(receipt.status, 200);
        }
        assert.equal(chains.size, 10);
        // The same session name continues its chain after the restart.
        const before = chains.get(acked.find((a) => a.session === 'stream-0')!.chain_id);
        const next = await run(second.url, 'after restart', 'stream-0');
        assert.equal(next.chain.id, before.chain_id);
        assert.equal(next.chain.length, before.length + 1);
      } finally {
        const exited2 = new Promise((r) => second.child.once('exit', r));
        second.child.kill('SIGTERM');
        const code = await exited2;
        assert.equal(code, 0, 'SIGTERM stops cleanly');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('migrates a journal of an earlier version on first start, a torn last line dropped, and appends after it', async () => {
    const dir = tempDir('reasoning-migrate-');
    const keys = `${KEY}:asi`;
    try {
      // The journal an earlier version kept: two turns and an attestation of an
      // idempotent session, 30 turns of another, then a write cut short.
      const lines: string[] = [];
      const tail: Record<string, ChainEntry> = {};
      const scope = `${keyScope(KEY)}:`;
      const turn = (name: string, n: number, idempotency?: object) => {
        const chain = { chain_id: `chain_${name}`, session_id: `00000000-0000-4000-8000-00000000000${name.length}`, receipt_id: `rcpt_${name}`, session_type: 'reasoning', title: `Reasoning: ${name}`, scope: `${scope}${name}`, created_at: '2026-01-01T00:00:00.000Z' };
        const record = { chain_id: chain.chain_id, index: n, session_type: 'reasoning', input: `${name} ${n}`, output: ENGINE_OUTPUT };
        const entry = nextEntry(tail[name], record, new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString());
        tail[name] = entry;
        lines.push(JSON.stringify({ type: 'turn', chain, entry, record, ...(idempotency ? { idempotency } : {}) }));
      };
      turn('old', 0);
      turn('old', 1, { key: `${keyScope(KEY)}:resend-1`, fingerprint: 'f', origin: 'http://127.0.0.1' });
      for (let i = 0; i < 30; i++) turn('many', i);
      await writeFile(join(dir, 'journal.jsonl'), `${lines.join('\n')}\n{"type":"turn","chain":{"chain_id":"chain_x","sess`);

      const warnings: string[] = [];
      const a = createReasoningService({ dataDir: dir, keys, attestDelayMs: 0, log: (m) => warnings.push(m) });
      await a.ready;
      assert.ok(warnings.some((w) => /torn last line/.test(w)), warnings.join('\n'));
      assert.ok(warnings.some((w) => /migrated 32 events/.test(w)), warnings.join('\n'));
      await access(join(dir, 'journal.jsonl.migrated'));
      await assert.rejects(access(join(dir, 'journal.jsonl')), /ENOENT/);
      const chain = async (svc: typeof a, id: string) => (await (await svc.fetch(new Request(`http://127.0.0.1/api/chains/${id}`))).json()) as any;
      const many = await chain(a, 'chain_many');
      assert.equal(many.length, 30);
      assert.equal(many.root, `0x${tail.many!.xy}`);
      const call = (svc: typeof a, input: string, session_name: string) =>
        svc.fetch(
          new Request('http://127.0.0.1/api/run', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
            body: JSON.stringify({ input, session_name }),
          }),
        );
      const third = (await (await call(a, 'three', 'old')).json()) as any;
      assert.equal(third.chain.id, 'chain_old');
      assert.equal(third.chain.length, 3);
      await a.settle();
      await a.close();

      // Started again: nothing to migrate, everything there, the chains verify.
      const warningsB: string[] = [];
      const b = createReasoningService({ dataDir: dir, keys, log: (m) => warningsB.push(m) });
      await b.ready;
      assert.deepEqual(warningsB, []);
      const old = await chain(b, 'chain_old');
      assert.equal(old.length, 3);
      assert.equal(independentRoot(old.entries), old.root);
      assert.equal(independentRoot((await chain(b, 'chain_many')).entries), many.root);
      await b.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps its data folder private: the folder 0700, its files 0600', async () => {
    const dir = join(tempDir('reasoning-modes-'), 'data');
    const svc = createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, log: () => {} });
    await svc.ready;
    try {
      const mode = async (p: string) => (await stat(p)).mode & 0o777;
      assert.equal(await mode(dir), 0o700);
      assert.equal(await mode(join(dir, 'lmdb')), 0o700);
      for (const file of ['attestor-key.pem', 'journal.lock', 'lmdb/data.mdb', 'lmdb/lock.mdb']) assert.equal(await mode(join(dir, file)), 0o600, file);
    } finally {
      await svc.close();
    }
  });

  it('refuses to start on a damaged line that is not the last', async () => {
    const dir = tempDir('reasoning-damaged-');
    try {
      await writeFile(join(dir, 'journal.jsonl'), 'not json\n{"type":"attestation"}\n');
      const svc = createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, log: () => {} });
      await assert.rejects(svc.ready, /line 1 is not valid JSON/);
      const res = await svc.fetch(new Request('http://127.0.0.1/api/receipts/x'));
      assert.equal(res.status, 503);
      await svc.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lets one service at a time use a data directory, and takes over the lock of a dead process', async () => {
    const dir = tempDir('reasoning-lock-');
    try {
      const a = createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, log: () => {} });
      await a.ready;
      const b = createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, log: () => {} });
      await assert.rejects(b.ready, /is in use by process/);
      await b.close();
      await a.close();
      await writeFile(join(dir, 'journal.lock'), '4194303'); // no such process
      const c = createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, log: () => {} });
      await c.ready;
      await c.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
