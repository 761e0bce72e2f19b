// Fuzz: 10,000 seeded inputs through verifyChain: the real xy3 chain and an xy-sha256-v1 chain bent
// out of shape (wrong types, hostile values, throwing getters, cycles, deep nesting), and raw garbage.
// verifyChain must never throw and must never pass an input whose hashed fields were changed.
// Reproduce one case: FUZZ_SEED=<seed> node --import tsx --test test/node/verify-fuzz.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { verifyChain, type ChainCheck } from '../../src/client/index.js';
import { fuzzCase } from '../fixtures/chain-fuzz.js';
import { fieldsRead } from '../../src/client/verify/xy-sha256.js';

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

  it("finds the same in an xy-sha256-v1 chain's entries as in only the fields the check reads of them (what a worker is sent)", async () => {
    let compared = 0;
    for (const seed of only ?? Array.from({ length: 3_000 }, (_, i) => i)) {
      const { label, input } = fuzzCase(seed);
      // What a page can hold: JSON values (no getters, no cycles).
      let page: { chain?: { algorithm?: unknown; entries?: unknown } };
      try {
        page = JSON.parse(JSON.stringify(input));
      } catch {
        continue;
      }
      const chain = page?.chain;
      if (chain?.algorithm !== 'xy-sha256-v1' || !Array.isArray(chain.entries)) continue;
      const whole = await verifyChain(page as never);
      const read = await verifyChain({ ...page, chain: { ...chain, entries: chain.entries.map(fieldsRead) } } as never);
      assert.deepEqual(read, whole, `seed ${seed} (${label})`);
      compared++;
    }
    assert.ok(only || compared > 500, `enough xy-sha256-v1 cases compared (${compared})`);
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
