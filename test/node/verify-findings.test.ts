/**
 * A check's findings: codes with values, one for each line of `problems` (the same in English),
 * the first bad entry's finding beside `firstBadLinkReason`, and an English term for every code.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { verifyChain, type ChainCheck } from '../../src/client/verify.js';
import { findingText, problemLine } from '../../src/client/verify/finding-text.js';
import { chainTerms, claimTerms } from '../../src/i18n/lang/en.chain.js';
import { partOfFinding } from '../../src/i18n/chain-part.js';

const XY3 = JSON.parse(await (await import('node:fs/promises')).readFile(new URL('../fixtures/real/xy3.chain.json', import.meta.url), 'utf8'));
const copy = () => structuredClone(XY3) as { id: string; length: number; entries: Array<Record<string, unknown>> };

function aligned(check: ChainCheck): void {
  assert.ok(check.findings, 'no findings');
  assert.equal(check.findings.length, check.problems.length);
  check.findings.forEach((finding, i) => assert.equal(problemLine(finding), check.problems[i]));
  if (check.firstBadLink === null) assert.equal(check.firstBadLinkFinding, null);
  else {
    assert.equal(check.firstBadLinkFinding?.entry, check.firstBadLink);
    assert.equal(findingText(check.firstBadLinkFinding!), check.firstBadLinkReason);
  }
}

describe('findings', () => {
  it('are empty when the chain holds', async () => {
    const check = await verifyChain({ chain: copy() });
    assert.equal(check.ok, true);
    assert.deepEqual(check.findings, []);
    assert.equal(check.firstBadLinkFinding, null);
  });

  it('name the code, entry and values of each problem, one for each English line', async () => {
    const chain = copy();
    chain.entries[1]!.y_state = { edited: true };
    chain.entries[2]!.index = [2];
    chain.length = 5;
    const check = await verifyChain({ chain, receipt: { chain_id: chain.id, chain_root: 'xy_00', chain_length: 3 } });
    aligned(check);
    assert.deepEqual(check.firstBadLinkFinding, { code: 'y-state-mismatch', entry: 1 });
    assert.deepEqual(check.findings!.find((f) => f.code === 'index-mismatch'), { code: 'index-mismatch', entry: 2, found: '[…]', expected: 2 });
    assert.deepEqual(check.findings!.find((f) => f.code === 'length-mismatch'), { code: 'length-mismatch', found: '5', count: 3 });
    assert.ok(check.findings!.some((f) => f.code === 'receipt-root'));
    assert.ok(check.problems.includes('chain length is 5 but it has 3 entries'));
  });

  it('sum up link problems past five with a count, in the plural the count needs', async () => {
    const chain = copy();
    const entries = Array.from({ length: 7 }, () => 'nope');
    const many = await verifyChain({ chain: { ...chain, entries, length: 7 } });
    aligned(many);
    assert.deepEqual(many.findings!.slice(0, 6).map((f) => f.code), [...Array(5).fill('entry-not-object'), 'more-link-problems']);
    assert.equal(many.problems[5], '2 more link problems');
    const six = await verifyChain({ chain: { ...chain, entries: entries.slice(1), length: 6 } });
    assert.equal(six.problems[5], '1 more link problem');
  });

  it('say why nothing was checked', async () => {
    for (const [input, code] of [
      [null, 'no-input'],
      [{ chain: 'text' }, 'chain-not-object'],
      [{ chain: {} }, 'not-a-chain'],
      [{ chain: copy(), trustedKeys: 'k' }, 'bad-trusted-keys'],
    ] as const) {
      const check = await verifyChain(input as never);
      aligned(check);
      assert.equal(check.findings![0]!.code, code);
    }
    assert.equal((await verifyChain({ chain: 'text' } as never)).problems[0], 'the chain is not a chain object (string)');
  });

  it('tell each entry to onLink with its findings and their English', async () => {
    const chain = copy();
    chain.entries[1]!.y_state = { edited: true };
    const links: Array<{ index: number; problems: string[]; findings: unknown[] }> = [];
    await verifyChain({ chain, onLink: (link) => links.push(link) });
    assert.deepEqual(links[1]!.findings, [{ code: 'y-state-mismatch', entry: 1 }]);
    assert.deepEqual(links[1]!.problems, ['y does not match sha256 of its y_state']);
    assert.deepEqual(links[0]!.findings, []);
  });

  it('have English words for every code, each in the part the elements load for it', () => {
    const codes = new Set(Object.keys({ ...chainTerms, ...claimTerms }));
    for (const code of Object.keys(chainTerms)) assert.equal(partOfFinding(code).name, 'chain', code);
    for (const code of Object.keys(claimTerms)) assert.equal(partOfFinding(code).name, 'claims', code);
    assert.ok(codes.has('entry-problem'));
  });
});
