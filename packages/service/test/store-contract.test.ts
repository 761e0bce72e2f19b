// The store contract, the same on every store: memory, LMDB and a real
// Postgres (a temporary cluster). Reads answer what was written, a write that
// does not extend its chain is refused, keys, attestations and files are kept;
// and the service over each store runs and reads back over real HTTP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import { createReasoningService } from '../src/service.js';
import { openStore, type Store, type StoreOptions } from '../src/store/index.js';
import { chainMeta as meta, nextTurn as turn } from './store-turns.js';
import { listen } from '../../proxy/src/adapters/node.js';
import { tempDir } from '../../../test/helpers/temp.js';
import { startPostgres, type PostgresServer } from '../../../test/helpers/postgres.js';
import { TEST_INPUTS } from '../../../test/server/constants.js';


let pg: PostgresServer;
const kinds: { name: string; open: (options?: StoreOptions) => Promise<Store> }[] = [
  { name: 'memory', open: (options) => openStore({ ...options, memory: true }) },
  { name: 'LMDB', open: (options) => openStore({ ...options, dataDir: join(tempDir('store-contract-'), 'data'), warn: () => {} }) },
  { name: 'Postgres', open: async (options) => openStore({ ...options, url: await pg.database(), warn: () => {} }) },
];

before(async () => {
  pg = await startPostgres();
});
after(async () => {
  await pg?.stop();
});



for (const kind of kinds) {
  describe(`store contract: ${kind.name}`, () => {
    it('answers every read with what was written, and refuses a write that does not extend its chain', async () => {
      const store = await kind.open();
      try {
        const a = meta('a');
        const b = meta('b');
        const first = turn(a, undefined);
        await store.appendTurn(a, first.entry, first.record, { key: 'scope:k1', fingerprint: 'f1', origin: 'http://127.0.0.1:1' });
        const stale = turn(a, undefined);
        await assert.rejects(store.appendTurn(a, stale.entry, stale.record), /expected entry 1, got 0/);
        assert.equal(store.health().ok, true, 'a refused turn is no fault of the store');
        const next = turn(a, first.entry);
        const state = await store.appendTurn(a, next.entry, next.record);
        assert.equal(state.entries.length, 2);
        const other = turn(b, undefined);
        await store.appendTurn(b, other.entry, other.record);

        for (const read of [store.chain(a.chain_id), store.chainByScope(a.scope), store.chainByReceipt(a.receipt_id), store.chainBySession(a.session_id)]) {
          const chain = (await read)!;
          assert.equal(chain.chain_id, a.chain_id);
          assert.equal(chain.title, 'a');
          assert.deepEqual([...chain.entries], [first.entry, next.entry]);
          assert.deepEqual([...chain.records], [first.record, next.record]);
        }
        assert.equal(await store.chain('chain_none'), undefined);
        assert.deepEqual((await store.pendingChains()).sort(), [a.chain_id, b.chain_id]);

        const turnUnderKey = (await store.idempotentTurn('scope:k1'))!;
        assert.deepEqual([turnUnderKey.chain_id, turnUnderKey.index, turnUnderKey.fingerprint, turnUnderKey.origin], [a.chain_id, 0, 'f1', 'http://127.0.0.1:1']);
        assert.equal(await store.idempotentTurn('scope:k2'), undefined);

        const attestation: Attestation = { id: 'att_1', chain_id: a.chain_id, root: `0x${next.entry.xy}`, length: 2, attested_at: new Date().toISOString(), algorithm: 'ed25519', public_key: 'pk', signature: 'sig' };
        await store.addAttestation(attestation);
        assert.deepEqual(await store.attestation('att_1'), attestation);
        assert.deepEqual((await store.chain(a.chain_id))!.attestation, attestation);
        assert.deepEqual(await store.pendingChains(), [b.chain_id]);
        assert.equal(store.health().ok, true);
      } finally {
        await store.close();
      }
    });

    it('holds a chain for a turn: the head and a key recorded under it are read, one turn appended', async () => {
      const store = await kind.open();
      try {
        const c = meta('held');
        const tag = { key: 'scope:held', fingerprint: 'f', origin: 'http://o' };
        const appended = await store.withTurn(c.scope, tag.key, async (slot) => {
          assert.equal(slot.head, undefined);
          assert.equal(slot.recorded, undefined);
          const t = turn(c, undefined);
          return slot.append(c, t.entry, t.record, tag);
        });
        assert.equal(appended.entries.length, 1);
        await store.withTurn(c.scope, tag.key, async (slot) => {
          assert.equal(slot.head?.entries.length, 1);
          assert.equal(slot.recorded?.index, 0);
          assert.equal((await slot.chain(c.chain_id))?.chain_id, c.chain_id);
        });
      } finally {
        await store.close();
      }
    });

    it('keeps at most maxKeys idempotency keys, forgetting the oldest first', async () => {
      const store = await kind.open({ idempotency: { maxKeys: 4, windowMs: 60_000 } });
      try {
        const c = meta('bound');
        let previous: ChainEntry | undefined;
        for (let i = 0; i < 7; i++) {
          const t = turn(c, previous);
          await store.appendTurn(c, t.entry, t.record, { key: `scope:k${i}`, fingerprint: 'f', origin: 'http://o' });
          previous = t.entry;
        }
        const kept = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(async (i) => (await store.idempotentTurn(`scope:k${i}`))?.index ?? null));
        assert.deepEqual(kept, [null, null, null, 3, 4, 5, 6]);
      } finally {
        await store.close();
      }
    });

    it('keeps files, a new version dropping the older ones under the same first two parts', async () => {
      const store = await kind.open();
      try {
        const body = new Uint8Array([0, 1, 2, 255]);
        await store.putFile(['pdf', 'rcpt_x', 'v1'], { etag: '"1"', body });
        assert.deepEqual(await store.file(['pdf', 'rcpt_x', 'v1']), { etag: '"1"', body });
        await store.putFile(['pdf', 'rcpt_x', 'v2'], { etag: '"2"', body: new Uint8Array([9]) });
        assert.equal(await store.file(['pdf', 'rcpt_x', 'v1']), undefined);
        assert.equal((await store.file(['pdf', 'rcpt_x', 'v2']))?.etag, '"2"');
      } finally {
        await store.close();
      }
    });

    it('serves a run and its reads over HTTP, then attests the chain', async () => {
      const store = await kind.open();
      const service = createReasoningService({ keys: 'contract-key:asi', store, attestDelayMs: 5, log: () => {} });
      const server = await listen(service, { port: 0 });
      try {
        const run = async (session_name: string) => {
          const res = await fetch(`${server.url}/api/run`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer contract-key' },
            body: JSON.stringify({ input: TEST_INPUTS.ground, session_name }),
          });
          assert.equal(res.status, 200);
          return (await res.json()) as any;
        };
        const one = await run('round-trip');
        const two = await run('round-trip');
        assert.equal(two.chain.id, one.chain.id);
        await service.settle();
        const receipt = (await (await fetch(`${server.url}/api/receipts/${two.receipt.id}`)).json()) as any;
        assert.equal(receipt.chain_length, 2);
        assert.equal(receipt.verified, true);
        const chain = (await (await fetch(`${server.url}/api/chains/${one.chain.id}`)).json()) as any;
        assert.equal(chain.entries.length, 2);
        assert.equal(chain.entries[1].x, chain.entries[0].xy);
        const pdf = await fetch(`${server.url}/files/${two.receipt.id}.pdf`);
        assert.equal(pdf.status, 200);
        assert.equal((await pdf.arrayBuffer()).byteLength > 1000, true);
        assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
      } finally {
        await server.close();
        await service.close();
        await store.close();
      }
    });
  });
}
