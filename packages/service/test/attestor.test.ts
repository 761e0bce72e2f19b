// The attestor verifies incrementally: after the first attestation of a chain
// in a process it re-hashes only the links added since, a full verification
// yields to the event loop between batches, and a stored entry tampered with
// before the checkpoint is still caught by the full verification after a
// restart (the attestor then refuses to sign). Chains attested before a
// restart are re-verified in full at start, and their old attestation does not
// count until that re-check has passed in the new process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicKey, verify } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { open as openLmdb } from 'lmdb';
import { join } from 'node:path';
import { Attestor, attestationMessage, DEFAULT_VERIFY_BATCH } from '../src/attestor/index.js';
import { privateKeyFromSeed } from '../src/attestor/keys.js';
import { nextEntry } from '../src/chain/index.js';
import { createRuleEngine, type EngineOutput } from '../src/engine/index.js';
import { openStore, type Store, type ChainMeta, type TurnRecord } from '../src/store/index.js';
import { TEST_ATTESTOR_SEED_HEX } from '../../../test/server/constants.js';
import { independentRoot, startService, waitFor } from '../../../test/server/harness.js';
import { tempDir } from '../../../test/helpers/temp.js';

const KEY = privateKeyFromSeed(Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex'));

interface Built {
  store: Store;
  meta: ChainMeta;
  output: EngineOutput;
  append(count: number): Promise<void>;
}

/** A memory store holding one chain of `turns` real entries, built through the store's own API (no HTTP). */
async function buildChain(turns: number): Promise<Built> {
  const store = await openStore({ memory: true });
  const output = await createRuleEngine().run({ input: 'why does ice float', session_name: 'long', session_type: 'reasoning', turn: 0 });
  const meta: ChainMeta = {
    chain_id: 'chain_long',
    session_id: 'session-long',
    receipt_id: 'rcpt_long',
    session_type: 'reasoning',
    title: 'Reasoning: long',
    scope: 'test:long',
    created_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  };
  const append = async (count: number) => {
    for (let n = 0; n < count; n++) {
      const chain = store.chain(meta.chain_id);
      const index = chain?.entries.length ?? 0;
      const record: TurnRecord = { chain_id: meta.chain_id, index, session_type: 'reasoning', input: `turn ${index}`, output };
      const timestamp = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
      await store.appendTurn(meta, nextEntry(chain?.entries[index - 1], record, timestamp), record);
    }
  };
  await append(turns);
  return { store, meta, output, append };
}

/**
 * Rewrites, while the service is stopped, the stored turn record of entry
 * `index` of the chain `chainId` (any chain when omitted) in the database under `dir`.
 */
async function tamperTurnRecord(dir: string, index: number, input: string, chainId?: string): Promise<void> {
  const root = openLmdb({ path: join(dir, 'lmdb'), maxDbs: 16 });
  try {
    const records = root.openDB<TurnRecord, [string, number]>('records', { keyEncoding: 'ordered-binary' });
    const found = [...records.getRange()].find(({ key }) => key[1] === index && (chainId === undefined || key[0] === chainId));
    assert.ok(found, `entry ${index} is in the database`);
    await records.put(found.key, { ...found.value, input });
  } finally {
    await root.close();
  }
}

function attestorFor(store: Store, log?: (m: string) => void): Attestor {
  return new Attestor({
    privateKey: KEY,
    delayMs: 0,
    load: (id) => store.chain(id),
    commit: (a) => store.addAttestation(a),
    ...(log ? { log } : {}),
  });
}

test('after the first attestation, each one re-hashes only the new links', async () => {
  const { store, meta, append } = await buildChain(3000);
  const attestor = attestorFor(store);
  try {
    const first = await attestor.attestNow(meta.chain_id);
    assert.ok(first);
    assert.equal(first.length, 3000);
    assert.equal(attestor.stats.entriesHashed, 3000, 'the first attestation verifies the whole chain');
    assert.equal(attestor.stats.fullVerifies, 1);
    assert.equal(first.root, independentRoot(store.chain(meta.chain_id)!.entries));

    await append(1);
    const second = await attestor.attestNow(meta.chain_id);
    assert.equal(second?.length, 3001);
    assert.equal(attestor.stats.entriesHashed, 3001, 'one new link, one entry hashed');

    await append(7);
    const third = await attestor.attestNow(meta.chain_id);
    assert.equal(third?.length, 3008);
    assert.equal(attestor.stats.entriesHashed, 3008, 'seven new links, seven entries hashed');
    assert.equal(attestor.stats.fullVerifies, 1);
    assert.equal(attestor.stats.incrementalVerifies, 2);

    // Still a real signature over the current root and length.
    const message = attestationMessage(meta.chain_id, third!.root, 3008);
    assert.ok(verify(null, Buffer.from(message), createPublicKey(KEY), Buffer.from(third!.signature, 'base64')));
    assert.equal(third!.root, independentRoot(store.chain(meta.chain_id)!.entries));

    // Nothing new: nothing hashed, nothing signed.
    assert.equal(await attestor.attestNow(meta.chain_id), null);
    assert.equal(attestor.stats.entriesHashed, 3008);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('a new link that does not match its turn record is refused, and stays refused', async () => {
  const { store, meta, append } = await buildChain(600);
  const logs: string[] = [];
  const attestor = attestorFor(store, (m) => logs.push(m));
  try {
    assert.ok(await attestor.attestNow(meta.chain_id));
    await append(2);
    (store.chain(meta.chain_id)!.records[601] as TurnRecord).input = 'rewritten after hashing';
    await assert.rejects(attestor.attestNow(meta.chain_id), /entry 601: y does not match the turn record/);
    // The checkpoint did not move past the bad link: the next try checks it again.
    await assert.rejects(attestor.attestNow(meta.chain_id), /entry 601/);
    assert.equal(store.chain(meta.chain_id)!.attestation?.length, 600);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('a fresh attestor (a restart) verifies in full and catches a link changed before the old checkpoint', async () => {
  const { store, meta, append } = await buildChain(1200);
  const before = attestorFor(store);
  assert.ok(await before.attestNow(meta.chain_id));
  await before.close();
  (store.chain(meta.chain_id)!.records[10] as TurnRecord).input = 'changed while stopped';
  await append(1);
  const after = attestorFor(store);
  try {
    await assert.rejects(after.attestNow(meta.chain_id), /entry 10: y does not match the turn record/);
    assert.equal(after.stats.fullVerifies, 1);
    assert.equal(store.chain(meta.chain_id)!.attestation?.length, 1200, 'nothing new was signed');
  } finally {
    await after.close();
    await store.close();
  }
});

test('a full verification of a long chain yields to the event loop between batches', async () => {
  const { store, meta } = await buildChain(6000);
  const attestor = attestorFor(store);
  try {
    let hashedWhenImmediateRan = -1;
    // Scheduled alongside: it can only run before the verification ends if the verification yields.
    setImmediate(() => (hashedWhenImmediateRan = attestor.stats.entriesHashed));
    const attestation = await attestor.attestNow(meta.chain_id);
    assert.equal(attestation?.length, 6000);
    assert.equal(attestor.stats.entriesHashed, 6000);
    // It ran right after the first batch, with the rest of the chain still to verify.
    assert.equal(hashedWhenImmediateRan, DEFAULT_VERIFY_BATCH);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('turns appended while a long verification yields are left for the next attestation', async () => {
  const { store, meta, append } = await buildChain(3000);
  const attestor = attestorFor(store);
  try {
    const first = attestor.attestNow(meta.chain_id);
    const appended = append(3); // lands between batches
    const attestation = await first;
    await appended;
    assert.equal(attestation?.length, 3000);
    assert.equal(attestation?.root, independentRoot(store.chain(meta.chain_id)!.entries.slice(0, 3000)));
    const next = await attestor.attestNow(meta.chain_id);
    assert.equal(next?.length, 3003);
    assert.equal(attestor.stats.entriesHashed, 3003);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('concurrent attestations of one chain verify its links once', async () => {
  const { store, meta } = await buildChain(2000);
  const attestor = attestorFor(store);
  try {
    const [a, b] = await Promise.all([attestor.attestNow(meta.chain_id), attestor.attestNow(meta.chain_id)]);
    assert.equal(a?.length, 2000);
    assert.equal(b, null, 'the second caller found the chain attested');
    assert.equal(attestor.stats.entriesHashed, 2000);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('service with --data: full verify once after restart, then incremental; a tampered stored entry is refused', async () => {
  const dir = tempDir('reasoning-attestor-');
  const session = { session_name: 'journal-tamper' };
  try {
    // Run 1: 40 turns over HTTP, all attested.
    let h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    let receiptId = '';
    try {
      for (let i = 0; i < 40; i++) {
        const r = await h.run({ input: `why does ice float, take ${i}`, ...session });
        assert.equal(r.status, 200);
        receiptId = r.body.receipt.id;
      }
      await h.service.settle();
      assert.equal((await h.get(`/api/receipts/${receiptId}`)).body.verified, true);
      assert.equal(h.service.attestorStats().entriesHashed, 40, 'incremental within one process');
    } finally {
      await h.close();
    }

    // Run 2 (store untouched): the start-up re-check verifies all 40 links, each later attestation only its turn.
    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    try {
      assert.equal((await h.run({ input: 'and why does it crack', ...session })).status, 200);
      await h.service.settle();
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 41, fullVerifies: 1, incrementalVerifies: 1 });
      assert.equal((await h.run({ input: 'and in salt water', ...session })).status, 200);
      await h.service.settle();
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 42, fullVerifies: 1, incrementalVerifies: 2 });
      assert.equal((await h.get(`/api/receipts/${receiptId}`)).body.verified, true);
    } finally {
      await h.close();
    }

    // Between runs, rewrite the stored turn record of entry 5 (well before the checkpoint at 42).
    await tamperTurnRecord(dir, 5, 'something the user never asked');

    // Run 3: the start-up re-check finds entry 5; so does the next turn's attestation
    // (a chain that failed has no checkpoint, so it is verified in full again), which refuses to sign.
    const logs: string[] = [];
    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5, log: (m) => logs.push(m) });
    try {
      const refusals = () => logs.filter((m) => /entry 5: y does not match the turn record/.test(m)).length;
      await waitFor(async () => refusals() === 1, 'the re-check to fail');
      assert.equal(h.service.attestorStats().fullVerifies, 1);
      const r = await h.run({ input: 'one more turn', ...session });
      assert.equal(r.status, 200);
      assert.equal(r.body.receipt.verified, false);
      await waitFor(async () => refusals() === 2, 'the attestor to refuse');
      assert.equal(h.service.attestorStats().fullVerifies, 2);
      const receipt = (await h.get(`/api/receipts/${receiptId}`)).body;
      assert.equal(receipt.verified, false);
      assert.equal(receipt.attest_id, '');
      assert.equal(receipt.chain_length, 43);
    } finally {
      await h.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('an attestation from an earlier process covers the chain only once this process has re-verified it', async () => {
  const { store, meta } = await buildChain(1200);
  const before = attestorFor(store);
  const attestation = await before.attestNow(meta.chain_id);
  assert.ok(attestation);
  assert.equal(before.hasVerified(store.chain(meta.chain_id)!, 1200), true, 'its own attestation counts');
  await before.close();

  const after = attestorFor(store);
  try {
    const chain = store.chain(meta.chain_id)!;
    assert.equal(chain.attestation?.id, attestation.id);
    assert.equal(after.hasVerified(chain, 1200), false, 'inherited, not yet re-verified');
    await after.recheck([meta.chain_id]);
    assert.equal(after.hasVerified(chain, 1200), true);
    assert.deepEqual(after.stats, { entriesHashed: 1200, fullVerifies: 1, incrementalVerifies: 0 });
    // Nothing new to sign, and the re-check is not repeated.
    assert.equal(await after.attestNow(meta.chain_id), null);
    await after.recheck([meta.chain_id]);
    assert.equal(after.stats.entriesHashed, 1200);
  } finally {
    await after.close();
    await store.close();
  }
});

test('a re-check that finds a changed record leaves the chain unverified and names its first bad entry', async () => {
  const { store, meta } = await buildChain(1200);
  const before = attestorFor(store);
  assert.ok(await before.attestNow(meta.chain_id));
  await before.close();
  (store.chain(meta.chain_id)!.records[700] as TurnRecord).input = 'changed while stopped';
  const logs: string[] = [];
  const after = attestorFor(store, (m) => logs.push(m));
  try {
    await after.recheck([meta.chain_id]);
    assert.equal(after.hasVerified(store.chain(meta.chain_id)!, 1200), false);
    assert.equal(after.hasVerified(store.chain(meta.chain_id)!, 1), false, 'not even the sound prefix is vouched for');
    assert.equal(logs.length, 1);
    assert.match(logs[0]!, /chain chain_long failed re-verification at start \(entry 700: y does not match the turn record\)/);
  } finally {
    await after.close();
    await store.close();
  }
});

test('service restart after the store was edited: the receipt never reads verified, the warning names the chain and entry', async () => {
  const dir = tempDir('reasoning-attestor-');
  try {
    // Run 1: two chains over HTTP, both attested.
    let h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    const ids = { edited: { chain: '', receipt: '' }, intact: { chain: '', receipt: '' } };
    try {
      for (const name of ['edited', 'intact'] as const) {
        for (let i = 0; i < 12; i++) {
          const r = await h.run({ input: `why does ice float, take ${i}`, session_name: `restart-${name}` });
          assert.equal(r.status, 200);
          ids[name] = { chain: r.body.chain.id, receipt: r.body.receipt.id };
        }
      }
      await h.service.settle();
      for (const name of ['edited', 'intact'] as const) {
        assert.equal((await h.get(`/api/receipts/${ids[name].receipt}`)).body.verified, true);
      }
    } finally {
      await h.close();
    }

    // Untouched restart: after the re-check both read verified again, one full verify per chain.
    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    try {
      for (const name of ['edited', 'intact'] as const) {
        await waitFor(async () => (await h.get(`/api/receipts/${ids[name].receipt}`)).body.verified === true, `${name} to read verified`);
      }
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 24, fullVerifies: 2, incrementalVerifies: 0 });
      const receipt = (await h.get(`/api/receipts/${ids.edited.receipt}`)).body;
      assert.match(receipt.attest_id, /^att_/);
    } finally {
      await h.close();
    }

    await tamperTurnRecord(dir, 3, 'something the user never asked', ids.edited.chain);

    // Edited restart: from the first request on, the edited chain never reads verified.
    const logs: string[] = [];
    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5, log: (m) => logs.push(m) });
    try {
      const warned = () => logs.some((m) => m.includes(`chain ${ids.edited.chain} failed re-verification at start (entry 3: y does not match the turn record)`));
      const seen: boolean[] = [];
      // Poll from right after ready until well after the warning.
      for (let polls = 0; polls < 40 || !warned(); polls++) {
        assert.ok(polls < 400, 'the re-check warning was logged');
        const [receipt, pdf] = await Promise.all([
          h.get(`/api/receipts/${ids.edited.receipt}`),
          polls % 10 === 0 ? h.get(`/files/${ids.edited.receipt}.pdf`) : undefined,
        ]);
        assert.equal(receipt.status, 200);
        seen.push(receipt.body.verified);
        assert.equal(receipt.body.attest_id, '', 'no attestation is linked from the receipt');
        if (pdf) assert.equal(pdf.status, 200);
        await new Promise((r) => setTimeout(r, 5));
      }
      assert.ok(!seen.includes(true), 'the edited chain never read verified');
      const badge = await h.get(`/files/badge/${ids.edited.receipt}.svg`);
      assert.doesNotMatch(badge.body, />verified</);
      // The untouched chain is re-verified and reads verified again.
      await h.service.settle();
      assert.equal((await h.get(`/api/receipts/${ids.intact.receipt}`)).body.verified, true);
      assert.equal(h.service.attestorStats().fullVerifies, 2);
      assert.equal(logs.filter((m) => m.includes('failed re-verification')).length, 1);
    } finally {
      await h.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
