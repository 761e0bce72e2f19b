/**
 * Fills a data directory with `size` runs as the service itself would have
 * stored them, without HTTP: the chain meta POST /api/run makes for a session
 * name under an API key, the rule engine's answer, entries linked by
 * nextEntry, appended through the service's own store (LmdbStore.appendTurn,
 * one synced commit per batch, as concurrent runs are grouped), and
 * attestations signed by the service's own Attestor with the key kept in the
 * directory, after every batch (as the running attestor would have, its
 * delay past). Only the clock is made up: one run per second from 2026-01-01.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Attestor } from '../../packages/service/src/attestor/index.js';
import { loadOrCreateKey } from '../../packages/service/src/attestor/keys.js';
import { nextEntry } from '../../packages/service/src/chain/index.js';
import { createRuleEngine } from '../../packages/service/src/engine/index.js';
import { keyScope } from '../../packages/service/src/keys.js';
import { LmdbStore } from '../../packages/service/src/store/lmdb.js';
import type { ChainMeta, TurnRecord } from '../../packages/service/src/store/index.js';
import type { ChainEntry } from 'reasoning-elements/spec';

export interface SeedOptions {
  /** The API key the runs were sent with (session names are scoped by it). */
  apiKey: string;
  sessions: number;
  input: string;
  /** Session `s` is named `${prefix}${s}`. */
  prefix: string;
  /** Runs per commit (spread over the sessions). */
  batch?: number;
  progress?: (done: number) => void;
}

/** Stores `size` runs spread evenly over `sessions` chains; resolves with the receipt ids. */
export async function seedStore(dataDir: string, size: number, options: SeedOptions): Promise<string[]> {
  const { apiKey, sessions, input, prefix } = options;
  const batch = Math.max(sessions, options.batch ?? 2000);
  const store = await LmdbStore.openIn(dataDir, { warn: () => {} });
  try {
    const attestor = new Attestor({
      privateKey: await loadOrCreateKey(dataDir),
      load: (id) => store.chain(id),
      commit: (attestation) => store.addAttestation(attestation),
    });
    const engine = createRuleEngine();
    const scope = keyScope(apiKey);
    const start = Date.UTC(2026, 0, 1);
    const chains: ChainMeta[] = [];
    const tails: (ChainEntry | undefined)[] = [];
    for (let s = 0; s < sessions; s++) {
      const name = `${prefix}${s}`;
      chains.push({
        chain_id: `chain_${randomBytes(12).toString('hex')}`,
        session_id: randomUUID(),
        receipt_id: `rcpt_${randomBytes(12).toString('hex')}`,
        session_type: 'reasoning',
        title: `Reasoning: ${name}`,
        scope: `${scope}:${name}`,
        created_at: new Date(start + s * 1000).toISOString(),
      });
    }
    for (let done = 0; done < size; ) {
      const end = Math.min(size, done + batch);
      const writes: Promise<unknown>[] = [];
      for (let i = done; i < end; i++) {
        const s = i % sessions;
        const chain = chains[s]!;
        const index = Math.floor(i / sessions);
        const output = await engine.run({ input, session_name: `${prefix}${s}`, session_type: 'reasoning', turn: index });
        const record: TurnRecord = { chain_id: chain.chain_id, index, session_type: 'reasoning', input, output };
        const entry = nextEntry(tails[s], record, new Date(start + i * 1000).toISOString());
        tails[s] = entry;
        writes.push(store.appendTurn(chain, entry, record));
      }
      // Queued in one turn of the event loop: one synced commit.
      await Promise.all(writes);
      // Each attestation verifies the links added since the chain's last one, then is committed (grouped likewise).
      await Promise.all(chains.map((c) => attestor.attestNow(c.chain_id)));
      done = end;
      options.progress?.(done);
    }
    await attestor.close();
    return chains.map((c) => c.receipt_id);
  } finally {
    await store.close();
  }
}
