// Fuzz: 10,000 seeded inputs through verifyChain: the real xy3 chain and an xy-sha256-v1 chain bent
// out of shape (wrong types, hostile values, throwing getters, cycles, deep nesting), and raw garbage.
// verifyChain must never throw and must never pass an input whose hashed fields were changed.
// Reproduce one case: FUZZ_SEED=<seed> node --import tsx --test test/node/verify-fuzz.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { verifyChain, type ChainCheck } from '../../src/client/index.js';
import { prng } from '../fixtures/fuzz.js';
import { sha256 } from '../fixtures/xycore.js';

const xy3Text = readFileSync(new URL('../fixtures/real/xy3.chain.json', import.meta.url), 'utf8');

function ourChain() {
  const entries = [];
  let x = 'GENESIS';
  for (let index = 0; index < 3; index++) {
    const timestamp = `2026-11-01T10:0${index}:00.000Z`;
    const y = sha256(`turn ${index}`);
    const xy = sha256(`${x}:run:${y}:${timestamp}`);
    entries.push({ index, timestamp, operation: 'run', x, y, xy });
    x = xy;
  }
  return { chain_id: 'chain_1', algorithm: 'xy-sha256-v1', root: `0x${x}`, length: 3, entries };
}

const throwing = () => new Proxy({}, { get() { throw new Error('hostile getter'); }, ownKeys() { throw new Error('hostile keys'); } });
function strange(random: () => number): unknown {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  let deep: unknown = 'bottom';
  for (let i = 0; i < 5000; i++) deep = { d: deep };
  const pool: unknown[] = [
    null, undefined, 0, -0, -1, 1.5, Number.NaN, Infinity, 2 ** 64, 10n, '', 'GENESIS', 'x'.repeat(100_000),
    '<img src=x onerror=alert(1)>', '\u0000\ud800', true, [], [null], {}, { entries: [] }, Symbol('s'), () => 1,
    new Date(0), new Uint8Array(4), cycle, deep, throwing(), Object.create(null), { toString: 'not a function' },
  ];
  return pool[Math.floor(random() * pool.length)];
}

const HASHED_XYCORE = ['x', 'y', 'xy', 'operation', 'timestamp', 'y_state', 'signature', 'public_key'];
const HASHED_OURS = ['x', 'y', 'xy', 'operation', 'timestamp'];

interface Case { label: string; input: unknown; mustFail: boolean }

function fuzzCase(seed: number): Case {
  const random = prng(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const shape = random();
  if (shape < 0.1) return { label: 'garbage input', input: strange(random), mustFail: true };
  const xycore = shape < 0.6;
  const chain: any = xycore ? JSON.parse(xy3Text) : ourChain();
  const HASHED = xycore ? HASHED_XYCORE : HASHED_OURS;
  const labels: string[] = [];
  let mustFail = false;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const entries: any[] = Array.isArray(chain.entries) ? chain.entries : [];
    const entry = entries.length ? pick(entries) : null;
    const move = pick(['entry field', 'entry field', 'chain field', 'swap', 'drop', 'entry', 'delete', 'state']);
    // A hostile value placed by an earlier move may throw when this generator touches it: skip that move.
    try { mutate(move, entries, entry); } catch { labels.push(`${move} skipped`); }
  }
  function mutate(move: string, entries: any[], entry: any): void {
    if (move === 'entry field' && entry && typeof entry === 'object') {
      const key = pick([...Object.keys(entry), ...HASHED]);
      const value = strange(random);
      if (HASHED.includes(key) && entry[key] !== value && !(key === 'y_state' && (value === null || value === undefined))) mustFail = true;
      entry[key] = value;
      labels.push(`entry.${key}`);
    } else if (move === 'chain field') {
      const key = pick(['entries', 'root', 'head', 'length', 'algorithm', 'id', 'chain_id']);
      const value = strange(random);
      if (chain[key] !== value && key !== 'id' && key !== 'chain_id' && (key !== 'head' || xycore) && (key !== 'algorithm' || !xycore)) mustFail = true;
      chain[key] = value;
      labels.push(`chain.${key}`);
    } else if (move === 'swap' && entries.length > 1 && !labels.includes('reversed')) {
      entries.reverse();
      mustFail = true;
      labels.push('reversed');
    } else if (move === 'drop' && entries.length) {
      entries.splice(Math.floor(random() * entries.length), 1);
      mustFail = true;
      labels.push('dropped');
    } else if (move === 'entry' && entries.length) {
      entries[Math.floor(random() * entries.length)] = strange(random);
      mustFail = true;
      labels.push('entry replaced');
    } else if (move === 'delete' && entry && typeof entry === 'object') {
      const key = pick(Object.keys(entry));
      if (HASHED.includes(key) && key !== 'y_state') mustFail = true;
      delete entry[key];
      labels.push(`delete ${key}`);
    } else if (move === 'state' && entry?.y_state && typeof entry.y_state === 'object') {
      const key = pick(['answer', 'turn', 'new']);
      const value = strange(random);
      if (entry.y_state[key] !== value) mustFail = true;
      entry.y_state[key] = value;
      labels.push('y_state edit');
    }
  }
  const input = pick<unknown>([{ chain }, { chain, trustedKeys: [strange(random)] }, { chain, receipt: strange(random) }, { chain, attestation: strange(random) }]);
  return { label: labels.join(', ') || 'unchanged', input, mustFail };
}

function assertResultShape(check: ChainCheck, label: string): void {
  assert.equal(typeof check.ok, 'boolean', label);
  assert.ok(Array.isArray(check.problems) && check.problems.every((p) => typeof p === 'string'), label);
  assert.equal(check.ok, check.problems.length === 0, label);
  assert.ok(check.algorithm === null || check.algorithm === 'xycore' || check.algorithm === 'xy-sha256-v1', label);
  assert.ok(Number.isInteger(check.links), label);
  assert.ok(check.firstBadLink === null || Number.isInteger(check.firstBadLink), label);
  assert.ok(['valid', 'invalid', 'missing'].includes(check.signature), label);
  for (const count of Object.values(check.signatures)) assert.ok(Number.isInteger(count) && count >= 0, label);
  assert.ok(check.problems.every((p) => p.length < 1000), `${label}: a problem line is bounded`);
}

const only = process.env.FUZZ_SEED ? [Number(process.env.FUZZ_SEED)] : null;

describe('fuzz: verifyChain never throws', () => {
  it('answers 10,000 seeded inputs with a well-formed result, never ok for a changed chain', async () => {
    const seeds = only ?? Array.from({ length: 10_000 }, (_, i) => i);
    let failed = 0;
    for (const seed of seeds) {
      const { label, input, mustFail } = fuzzCase(seed);
      let check: ChainCheck;
      try {
        check = await verifyChain(input as never);
      } catch (error) {
        assert.fail(`seed ${seed} (${label}) threw ${String(error)}`);
      }
      assertResultShape(check, `seed ${seed} (${label})`);
      if (mustFail) assert.equal(check.ok, false, `seed ${seed} (${label}) passed a changed chain`);
      if (!check.ok) failed++;
    }
    assert.ok(only || failed > 9000, `most fuzzed inputs fail the check (${failed})`);
  });

  it('answers a million entries with problems, not a throw or a hang', async () => {
    const check = await verifyChain({ chain: { id: 'big', entries: new Array(1_000_000).fill(null), root: null } });
    assert.equal(check.ok, false);
    assert.equal(check.firstBadLink, 0);
    assert.equal(check.links, 1_000_000);
    const refused = await verifyChain({ chain: { id: 'big', entries: new Array(1_000_001).fill({}) } });
    assert.match(refused.problems.join(), /1000001 entries, more than the 1000000/);
  });

  it('answers inputs that are not objects', async () => {
    for (const input of [null, undefined, 'chain', 42, [], { chain: null }, { chain: 'text' }, { chain: [] }, { chain: {} }, { chain: { entries: 'no' } }]) {
      const check = await verifyChain(input as never);
      assert.equal(check.ok, false, String(input));
      assert.equal(check.algorithm, null);
      assert.ok(check.problems[0]!.length > 0);
    }
  });
});
