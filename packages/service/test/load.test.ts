// Load, bounded: the reasoning-service CLI (journal on disk, synced before
// each 200) under 50 connections on 127.0.0.1. Nothing acknowledged is lost
// and every chain stays valid, re-checked with the client's verifyChain and
// its attestation's signature. Then a SIGKILL in the middle of the same load:
// after a restart from the same --data dir, every run that got a 200 is there.
// (test/node/service-durability.test.ts kills under 6 sequential workers; this
// kills under 50 concurrent connections.) Figures go to the bench, not here.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { ReasoningClient, verifyChain } from '../../../src/client/index.js';
import { independentRoot, waitFor } from '../../../test/server/harness.js';
import { percentile, runLoad, startCli, type Acked } from './load.helpers.js';
import { tempDir } from '../../../test/helpers/temp.js';

const CONNECTIONS = 50;
const SESSIONS = 12;

/** Every acknowledged turn is in its chain, unchanged; every chain verifies. Returns the chains' total length. */
async function checkAcked(url: string, acked: Acked[], opts: { attested: boolean }): Promise<number> {
  const client = new ReasoningClient({ baseUrl: `${url}/api`, cacheTtlMs: 0, retries: 0 });
  const chains = new Map<string, Awaited<ReturnType<ReasoningClient['getChain']>>>();
  for (const a of acked) {
    let chain = chains.get(a.chain_id);
    if (!chain) {
      chain = await client.getChain(a.chain_id);
      chains.set(a.chain_id, chain);
      assert.equal(independentRoot(chain.entries), chain.root, `${a.chain_id} links`);
    }
    assert.ok(chain.length >= a.length, `turn ${a.length} of ${a.session} is in its chain`);
    assert.equal(`0x${chain.entries[a.length - 1]!.xy}`, a.root, `turn ${a.length} of ${a.session} unchanged`);
  }
  // Each chain's newest receipt: the chain checks out in the client's own verifier.
  const newest = new Map<string, Acked>();
  for (const a of acked) if ((newest.get(a.chain_id)?.length ?? 0) < a.length) newest.set(a.chain_id, a);
  for (const [chainId, a] of newest) {
    const chain = chains.get(chainId)!;
    if (a.length !== chain.length) continue; // a later turn was written but its 200 never arrived (killed)
    const receipt = await client.getReceipt(a.receipt_id);
    const attestation = receipt.attest_id ? await client.getAttestation(receipt.attest_id) : undefined;
    const check = await verifyChain({ receipt, chain, ...(attestation ? { attestation } : {}) });
    assert.deepEqual(check.problems, [], `${chainId}`);
    assert.equal(check.ok, true);
    if (opts.attested) assert.equal(check.signature, 'valid', `${chainId} attested`);
  }
  // Every receipt of an acknowledged run can be read.
  await Promise.all(acked.filter((_, i) => i % 10 === 0).map((a) => client.getReceipt(a.receipt_id)));
  return [...chains.values()].reduce((n, c) => n + c.length, 0);
}

async function waitAttested(url: string, acked: Acked[]): Promise<void> {
  const client = new ReasoningClient({ baseUrl: `${url}/api`, cacheTtlMs: 0, retries: 0 });
  const newest = new Map<string, Acked>();
  for (const a of acked) if ((newest.get(a.chain_id)?.length ?? 0) < a.length) newest.set(a.chain_id, a);
  for (const a of newest.values()) {
    await waitFor(async () => (await client.getReceipt(a.receipt_id, { fresh: true })).verified, `${a.chain_id} to be attested`);
  }
}

describe('load (50 connections, loopback)', () => {
  it('loses no acknowledged run and keeps every chain valid', async () => {
    const dir = tempDir('reasoning-load-');
    const cli = await startCli(['--data', dir, '--attest-delay', '5']);
    try {
      const result = await runLoad(cli.url, { connections: CONNECTIONS, durationS: 6, sessions: SESSIONS });
      assert.equal(result.errors, 0, 'no socket errors');
      assert.equal(result.timeouts, 0, 'no timeouts');
      assert.equal(result.non2xx, 0, 'every run answered 200');
      assert.ok(result.acked.length > 100, `only ${result.acked.length} runs`);
      await waitAttested(cli.url, result.acked);
      const total = await checkAcked(cli.url, result.acked, { attested: true });
      // None lost; the only turns beyond the acknowledged ones are the runs still in flight
      // when the load stopped (autocannon drops their answers), at most one per connection.
      assert.ok(total >= result.acked.length, `${total} turns for ${result.acked.length} acknowledged`);
      assert.ok(total - result.acked.length <= CONNECTIONS, `${total - result.acked.length} unacknowledged turns`);
      assert.equal(new Set(result.acked.map((a) => a.chain_id)).size, SESSIONS);
      process.stderr.write(
        `  load: ${result.acked.length} runs in ${result.durationS.toFixed(1)} s = ${Math.round(result.acked.length / result.durationS)} runs/s, p50 ${percentile(result.times, 0.5).toFixed(1)} ms, p99 ${percentile(result.times, 0.99).toFixed(1)} ms\n`,
      );
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('SIGKILL under load, restart from the same --data: every run that got a 200 is there', async () => {
    const dir = tempDir('reasoning-load-kill-');
    try {
      const first = await startCli(['--data', dir, '--attest-delay', '5']);
      // Kill once the load is well under way, with requests in flight on every connection. The load's
      // duration only bounds a run that never gets there (a slow machine reaches 300 runs in seconds).
      let timer: NodeJS.Timeout | undefined;
      let killed = false;
      const loaded = runLoad(first.url, { connections: CONNECTIONS, durationS: 90, sessions: SESSIONS, label: 'kill' }, (instance, live) => {
        timer = setInterval(() => {
          if (live.length >= 300) {
            clearInterval(timer);
            killed = true;
            first.child.kill('SIGKILL');
            void first.exited.then(() => instance.stop());
          }
        }, 5);
      });
      const { acked } = await loaded.finally(() => clearInterval(timer));
      assert.ok(killed, `the load ended before 300 runs were acknowledged (${acked.length})`);
      assert.ok(acked.length >= 1, 'some runs were acknowledged before the kill');
      assert.equal(await first.exited, null, 'killed by signal');

      const second = await startCli(['--data', dir, '--attest-delay', '5']);
      try {
        const total = await checkAcked(second.url, acked, { attested: false });
        assert.ok(total >= acked.length, `${total} turns on disk for ${acked.length} acknowledged`);
        // A chain goes on where it stopped.
        const after = await runLoad(second.url, { connections: 2, durationS: 1, sessions: 1, label: 'kill' });
        assert.equal(after.non2xx + after.errors, 0);
        const before = Math.max(...acked.filter((a) => a.session === 'kill-0').map((a) => a.length));
        assert.ok(Math.min(...after.acked.map((a) => a.length)) > before, 'the chain continues after the restart');
      } finally {
        second.child.kill('SIGTERM');
        assert.equal(await second.exited, 0, 'SIGTERM stops cleanly');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
