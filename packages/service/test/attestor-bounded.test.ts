// The attestor's memory does not grow with the chains stored: it keeps the
// checkpoints of the most recently used chains only. A chain whose checkpoint
// was dropped is still reported verified, from its stored attestation (one
// entry read and one signature check), and its next attestation verifies only
// the links after that attestation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Attestor } from '../src/attestor/index.js';
import { BoundedMap } from '../src/attestor/bounded.js';
import { privateKeyFromSeed } from '../src/attestor/keys.js';
import { nextEntry } from '../src/chain/index.js';
import { createRuleEngine } from '../src/engine/index.js';
import { openStore, type ChainMeta, type Store, type TurnRecord } from '../src/store/index.js';
import { TEST_ATTESTOR_SEED_HEX } from '../../../test/server/constants.js';

const KEY = privateKeyFromSeed(Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex'));

async function append(store: Store, id: string, count: number): Promise<void> {
  const output = await createRuleEngine().run({ input: 'why does ice float', session_name: id, session_type: 'reasoning', turn: 0 });
  const meta: ChainMeta = {
    chain_id: id,
    session_id: `session-${id}`,
    receipt_id: `rcpt-${id}`,
    session_type: 'reasoning',
    title: `Reasoning: ${id}`,
    scope: `test:${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  };
  for (let n = 0; n < count; n++) {
    const chain = await store.chain(id);
    const index = chain?.entries.length ?? 0;
    const record: TurnRecord = { chain_id: id, index, session_type: 'reasoning', input: `turn ${index}`, output };
    await store.appendTurn(meta, nextEntry(chain?.entries[index - 1], record, new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString()), record);
  }
}

test('BoundedMap keeps the most recently used entries', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2);
  assert.equal(map.get('a'), 1, 'reading a makes b the least recently used');
  map.set('c', 3);
  assert.deepEqual([map.has('a'), map.has('b'), map.has('c'), map.size], [true, false, true, 2]);
});

test('an attestor keeping 2 checkpoints over 5 chains still verifies each link once and reports every chain verified', async () => {
  const store = await openStore({ memory: true });
  const attestor = new Attestor({ privateKey: KEY, maxCheckpoints: 2, load: (id) => store.chain(id), commit: (a) => store.addAttestation(a) });
  try {
    const ids = ['c0', 'c1', 'c2', 'c3', 'c4'];
    for (const id of ids) {
      await append(store, id, 10);
      assert.ok(await attestor.attestNow(id));
    }
    assert.equal(attestor.stats.entriesHashed, 50);
    assert.equal(attestor.stats.attestationsTrusted, 0, 'each checkpoint came from its own verification');

    // c0's checkpoint was dropped: its stored attestation stands for it again.
    assert.equal(attestor.hasVerified((await store.chain('c0'))!, 10), true);
    assert.equal(attestor.stats.attestationsTrusted, 1);
    await append(store, 'c0', 3);
    const next = await attestor.attestNow('c0');
    assert.equal(next?.length, 13);
    assert.equal(attestor.stats.entriesHashed, 53, 'only the 3 new links are hashed');
    assert.equal(attestor.stats.fullVerifies, 5);
    for (const id of ids) {
      const chain = (await store.chain(id))!;
      assert.equal(attestor.hasVerified(chain, chain.entries.length), true, id);
    }
  } finally {
    await attestor.close();
    await store.close();
  }
});
