// Durability: nothing acknowledged is lost. The CLI runs as a child process
// with --data, is SIGKILLed during a stream of runs and restarted; every run
// that got a 200 must be there, in chains that still verify. A journal with
// a torn last line loads.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createReasoningService } from '../src/service.js';
import { independentRoot } from '../../../test/server/harness.js';
import { startListening, type Listening } from '../../../test/helpers/run-process.js';
import { tempDir } from '../../../test/helpers/temp.js';

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
      const workers = Array.from({ length: 6 }, async (_, w) => {
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
        assert.equal(chains.size, 6);
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

  it('loads a journal with a torn last line, warns, and appends cleanly after it', async () => {
    const dir = tempDir('reasoning-torn-');
    const keys = `${KEY}:asi`;
    try {
      const a = createReasoningService({ dataDir: dir, keys, attestDelayMs: 0, log: () => {} });
      await a.ready;
      const call = (svc: typeof a, input: string) =>
        svc
          .fetch(
            new Request('http://127.0.0.1/api/run', {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
              body: JSON.stringify({ input, session_name: 'torn' }),
            }),
          )
          .then((r) => r.json() as Promise<any>);
      await call(a, 'one');
      const second = await call(a, 'two');
      await a.settle();
      await a.close();
      const journal = join(dir, 'journal.jsonl');
      const intact = await readFile(journal, 'utf8');
      await appendFile(journal, '{"type":"turn","chain":{"chain_id":"chain_x","sess');

      const warnings: string[] = [];
      const b = createReasoningService({ dataDir: dir, keys, attestDelayMs: 0, log: (m) => warnings.push(m) });
      await b.ready;
      assert.ok(warnings.some((w) => /torn last line/.test(w)), warnings.join('\n'));
      assert.equal(await readFile(journal, 'utf8'), intact, 'the torn bytes are cut off');
      const third = await call(b, 'three');
      assert.equal(third.chain.id, second.chain.id);
      assert.equal(third.chain.length, 3);
      await b.close();

      const warningsC: string[] = [];
      const c = createReasoningService({ dataDir: dir, keys, log: (m) => warningsC.push(m) });
      await c.ready;
      assert.deepEqual(warningsC, []);
      const chain = (await (await c.fetch(new Request(`http://127.0.0.1/api/chains/${second.chain.id}`))).json()) as any;
      assert.equal(chain.length, 3);
      assert.equal(independentRoot(chain.entries), chain.root);
      await c.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
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
