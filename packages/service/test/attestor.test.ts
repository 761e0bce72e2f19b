// The attestor verifies incrementally: after the first attestation of a chain
// it re-hashes only the links added since, and a full verification yields to
// the event loop between batches. A restart reads no history: the attestor's
// own stored attestation is the chain's checkpoint (its links were verified
// before it was signed), only links after it are verified, and a changed one
// among them is refused. An attestation that is not the attestor's own is not
// trusted: the chain is verified in full and attested again.
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
import { startPostgres } from '../../../test/helpers/postgres.js';
import type { ReasoningServiceOptions } from '../src/service.js';

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
      const chain = await store.chain(meta.chain_id);
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

function attestorFor(store: Store, log?: (m: string) => void, privateKey = KEY): Attestor {
  return new Attestor({
    privateKey,
    delayMs: 0,
    load: (id) => store.chain(id),
    commit: (a) => store.addAttestation(a),
    ...(log ? { log } : {}),
  });
}

/** An attestor whose `load` seam counts every entry and turn record it reads. */
function countingAttestorFor(store: Store): { attestor: Attestor; reads: { entries: number; records: number } } {
  const reads = { entries: 0, records: 0 };
  const counted = <T>(list: readonly T[], kind: keyof typeof reads): readonly T[] =>
    new Proxy(list, {
      get(target, p, receiver) {
        if (typeof p === 'string' && /^\d+$/.test(p)) reads[kind]++;
        return Reflect.get(target, p, receiver);
      },
    });
  const attestor = new Attestor({
    privateKey: KEY,
    delayMs: 0,
    load: async (id) => {
      const chain = await store.chain(id);
      return chain && { ...chain, entries: counted(chain.entries, 'entries'), records: counted(chain.records, 'records') };
    },
    commit: (a) => store.addAttestation(a),
  });
  return { attestor, reads };
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
    assert.equal(first.root, independentRoot((await store.chain(meta.chain_id))!.entries));

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
    assert.equal(third!.root, independentRoot((await store.chain(meta.chain_id))!.entries));

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
    ((await store.chain(meta.chain_id))!.records[601] as TurnRecord).input = 'rewritten after hashing';
    await assert.rejects(attestor.attestNow(meta.chain_id), /entry 601: y does not match the turn record/);
    // The checkpoint did not move past the bad link: the next try checks it again.
    await assert.rejects(attestor.attestNow(meta.chain_id), /entry 601/);
    assert.equal((await store.chain(meta.chain_id))!.attestation?.length, 600);
  } finally {
    await attestor.close();
    await store.close();
  }
});

test('a fresh attestor (a restart) takes its own stored attestation as the checkpoint and reads only the links after it', async () => {
  const { store, meta, append } = await buildChain(1200);
  const before = attestorFor(store);
  assert.ok(await before.attestNow(meta.chain_id));
  await before.close();
  await append(3);
  const { attestor: after, reads } = countingAttestorFor(store);
  try {
    const attestation = await after.attestNow(meta.chain_id);
    assert.equal(attestation?.length, 1203);
    assert.deepEqual(after.stats, { entriesHashed: 3, fullVerifies: 0, incrementalVerifies: 1, attestationsTrusted: 1 });
    assert.equal(reads.records, 3, 'only the three new turn records were read');
    assert.ok(reads.entries <= 12, `a few entries read around the new links, not the chain (${reads.entries})`);
  } finally {
    await after.close();
    await store.close();
  }
});

test('a changed link after the last attestation is refused after a restart', async () => {
  const { store, meta, append } = await buildChain(1200);
  const before = attestorFor(store);
  assert.ok(await before.attestNow(meta.chain_id));
  await before.close();
  await append(2);
  ((await store.chain(meta.chain_id))!.records[1201] as TurnRecord).input = 'changed while stopped';
  const after = attestorFor(store);
  try {
    await assert.rejects(after.attestNow(meta.chain_id), /entry 1201: y does not match the turn record/);
    assert.equal(after.stats.fullVerifies, 0);
    assert.equal((await store.chain(meta.chain_id))!.attestation?.length, 1200, 'nothing new was signed');
  } finally {
    await after.close();
    await store.close();
  }
});

test('an attestation made with another key is not trusted: the chain is verified in full and a changed link is caught', async () => {
  const { store, meta, append } = await buildChain(1200);
  const other = attestorFor(store, undefined, privateKeyFromSeed(Buffer.alloc(32, 7)));
  assert.ok(await other.attestNow(meta.chain_id));
  await other.close();
  ((await store.chain(meta.chain_id))!.records[10] as TurnRecord).input = 'changed while stopped';
  await append(1);
  const logs: string[] = [];
  const after = attestorFor(store, (m) => logs.push(m));
  try {
    await assert.rejects(after.attestNow(meta.chain_id), /entry 10: y does not match the turn record/);
    assert.equal(after.stats.fullVerifies, 1);
    assert.equal(after.stats.attestationsTrusted, 0);
    assert.equal((await store.chain(meta.chain_id))!.attestation?.length, 1200, 'nothing new was signed');
    assert.ok(logs.some((m) => m.includes('is not this attestor\'s')));
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
    assert.equal(attestation?.root, independentRoot((await store.chain(meta.chain_id))!.entries.slice(0, 3000)));
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

/**
 * Run 1: 40 turns over HTTP, all attested. Run 2 (store untouched): the
 * receipt reads verified at once, nothing re-verified; each later attestation
 * verifies only its turn. Resolves with the receipt id.
 */
async function attestedThenRestarted(options: ReasoningServiceOptions, session: { session_name: string }): Promise<string> {
  let h = await startService({ ...options, attestDelayMs: 5 });
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

  h = await startService({ ...options, attestDelayMs: 5 });
  try {
    assert.equal((await h.get(`/api/receipts/${receiptId}`)).body.verified, true);
    assert.equal((await h.run({ input: 'and why does it crack', ...session })).status, 200);
    await h.service.settle();
    assert.deepEqual(h.service.attestorStats(), { entriesHashed: 1, fullVerifies: 0, incrementalVerifies: 1, attestationsTrusted: 1 });
    assert.equal((await h.run({ input: 'and in salt water', ...session })).status, 200);
    await h.service.settle();
    assert.deepEqual(h.service.attestorStats(), { entriesHashed: 2, fullVerifies: 0, incrementalVerifies: 2, attestationsTrusted: 1 });
    assert.equal((await h.get(`/api/receipts/${receiptId}`)).body.verified, true);
  } finally {
    await h.close();
  }
  return receiptId;
}

test('service on Postgres: a restart verifies nothing already attested, then each new turn only', async (t) => {
  const pg = await startPostgres();
  t.after(() => pg.stop());
  await attestedThenRestarted({ store: await pg.database() }, { session_name: 'postgres-restart' });
});

test('service with --data: a restart verifies nothing already attested, then each new turn only; a changed unattested turn is refused', async () => {
  const dir = tempDir('reasoning-attestor-');
  const session = { session_name: 'journal-tamper' };
  try {
    const receiptId = await attestedThenRestarted({ memory: false, dataDir: dir }, session);

    // Run 3: one more turn, stopped before its attestation (entry 42 stays unattested).
    let h = await startService({ memory: false, dataDir: dir, attestDelayMs: 600_000 });
    try {
      assert.equal((await h.run({ input: 'one more turn', ...session })).status, 200);
    } finally {
      await h.close();
    }
    await tamperTurnRecord(dir, 42, 'something the user never asked');

    // Run 4: catching up verifies entry 42 only, finds it changed and refuses to sign.
    const logs: string[] = [];
    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5, log: (m) => logs.push(m) });
    try {
      await waitFor(async () => logs.some((m) => /entry 42: y does not match the turn record/.test(m)), 'the attestor to refuse');
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 1, fullVerifies: 0, incrementalVerifies: 1, attestationsTrusted: 1 });
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

test('an attestation from an earlier process counts at once, without reading the chain', async () => {
  const { store, meta } = await buildChain(1200);
  const before = attestorFor(store);
  const attestation = await before.attestNow(meta.chain_id);
  assert.ok(attestation);
  await before.close();

  const { attestor: after, reads } = countingAttestorFor(store);
  try {
    const chain = (await store.chain(meta.chain_id))!;
    assert.equal(chain.attestation?.id, attestation.id);
    assert.equal(after.hasVerified(chain, 1200), true);
    // Nothing new to sign, and nothing of the chain read or hashed to learn it.
    assert.equal(await after.attestNow(meta.chain_id), null);
    assert.deepEqual(after.stats, { entriesHashed: 0, fullVerifies: 0, incrementalVerifies: 0, attestationsTrusted: 1 });
    assert.equal(reads.records, 0);
    assert.ok(reads.entries <= 2, `at most the attested entry read (${reads.entries})`);
  } finally {
    await after.close();
    await store.close();
  }
});

test('a stored attestation with a broken signature is not trusted: the chain is verified in full and attested again', async () => {
  const { store, meta } = await buildChain(1200);
  const before = attestorFor(store);
  const attestation = await before.attestNow(meta.chain_id);
  assert.ok(attestation);
  await before.close();
  const signature = attestation.signature; // the store holds this very object
  const forged = Buffer.from(signature, 'base64');
  forged[0]! ^= 1;
  (await store.chain(meta.chain_id))!.attestation!.signature = forged.toString('base64');

  const logs: string[] = [];
  const after = attestorFor(store, (m) => logs.push(m));
  try {
    assert.equal(after.hasVerified((await store.chain(meta.chain_id))!, 1200), false);
    assert.equal(logs.length, 1);
    assert.match(logs[0]!, /attestation att_\w+ of chain chain_long is not this attestor's/);
    // Reading it scheduled a new attestation, which verifies the whole chain.
    await waitFor(async () => (await store.chain(meta.chain_id))!.attestation!.signature === signature, 'the chain to be attested again');
    assert.equal(after.hasVerified((await store.chain(meta.chain_id))!, 1200), true);
    assert.deepEqual(after.stats, { entriesHashed: 1200, fullVerifies: 1, incrementalVerifies: 0, attestationsTrusted: 0 });
  } finally {
    await after.close();
    await store.close();
  }
});

test('a restart with many attested chains re-verifies and hashes nothing, and every receipt reads verified', async () => {
  const dir = tempDir('reasoning-attestor-');
  const CHAINS = 6;
  try {
    let h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    const receipts: string[] = [];
    try {
      for (let c = 0; c < CHAINS; c++) {
        for (let i = 0; i < 12; i++) {
          const r = await h.run({ input: `why does ice float, take ${i}`, session_name: `restart-${c}` });
          assert.equal(r.status, 200);
          if (i === 0) receipts.push(r.body.receipt.id);
        }
      }
      await h.service.settle();
      assert.equal(h.service.attestorStats().entriesHashed, CHAINS * 12);
    } finally {
      await h.close();
    }

    h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
    try {
      await h.service.settle();
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 0, fullVerifies: 0, incrementalVerifies: 0, attestationsTrusted: 0 }, 'a start reads no chain');
      for (const id of receipts) {
        const receipt = (await h.get(`/api/receipts/${id}`)).body;
        assert.equal(receipt.verified, true, 'verified from the first read');
        assert.match(receipt.attest_id, /^att_/);
        assert.equal(receipt.chain_length, 12);
      }
      await h.service.settle();
      assert.deepEqual(h.service.attestorStats(), { entriesHashed: 0, fullVerifies: 0, incrementalVerifies: 0, attestationsTrusted: CHAINS });
    } finally {
      await h.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
