// createChainCheck fed in pages gives what verifyChain gives on the whole chain, onLink included:
// on the recorded xy3 chain and the tricky vectors, chains built here in both formats with their
// receipts and attestations, and the 10,000 fuzzed inputs of verify-fuzz.test.ts, each split into
// pages of seeded sizes. Between pages it keeps only what it needs: a million bad entries leave five
// problems and a count. Reproduce one fuzz case: FUZZ_SEED=<seed> node --import tsx --test test/node/verify-stream.test.ts
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { generateKeyPairSync, sign } from 'node:crypto';
import { createChainCheck, verifyChain, type ChainCheck, type LinkCheck, type VerifyChainInput } from '../../src/client/index.js';
import { readChainJson } from '../../src/client/verify/read-json.js';
import { prng } from '../fixtures/fuzz.js';
import { buildXycoreChain, newKeys, rawPublicKey } from '../fixtures/xycore.js';
import { fuzzCase } from '../fixtures/chain-fuzz.js';
import { xySha256Entries } from '../bench/long-chains.js';

const text = (name: string) => readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8');
const XY3_KEY = 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=';

interface Run {
  check: ChainCheck;
  links: LinkCheck[];
}

async function whole(input: VerifyChainInput): Promise<Run> {
  const links: LinkCheck[] = [];
  const check = await verifyChain({ ...input, onLink: (link) => links.push(link) });
  return { check, links };
}

/**
 * The same input fed in pages of `sizes()` entries, the format chosen as verifyChain chooses it.
 * Null when verifyChain refuses the input before any entry (nothing to page).
 */
async function paged(input: VerifyChainInput, sizes: () => number): Promise<Run | null> {
  const chain = input.chain as Record<string, unknown>;
  if (typeof chain !== 'object' || chain === null || Array.isArray(chain)) return null;
  let entries: unknown;
  let algorithm: 'xycore' | 'xy-sha256-v1';
  try {
    entries = chain.entries;
    if (Array.isArray(entries) && chain.algorithm === undefined) algorithm = 'xycore';
    else if ('algorithm' in chain) algorithm = 'xy-sha256-v1';
    else return null;
  } catch {
    return null; // a hostile chain this harness cannot even look at; verifyChain's own refusal is tested elsewhere
  }
  if (input.trustedKeys !== undefined && !Array.isArray(input.trustedKeys)) return null;
  const links: LinkCheck[] = [];
  const check = createChainCheck({ chain, algorithm, receipt: input.receipt, attestation: input.attestation, trustedKeys: input.trustedKeys, onLink: (link) => links.push(link) });
  if (Array.isArray(entries)) {
    // At least one push, as a reader does with an empty first page: an empty chain has an entries array.
    let start = 0;
    do {
      const size = Math.max(1, sizes());
      await check.push(entries.slice(start, start + size));
      start += size;
    } while (start < entries.length);
  }
  return { check: await check.finish(), links };
}

const pagesOf = (seed: number) => {
  const random = prng(seed);
  // Mostly small pages (boundaries everywhere), sometimes one page for all.
  return () => (random() < 0.1 ? 1_000_000 : 1 + Math.floor(random() * 3));
};

function ourChain(turns: number, keys = generateKeyPairSync('ed25519')) {
  const entries = [...xySha256Entries(turns)].map(({ record: _record, ...entry }) => entry);
  const root = `0x${entries.at(-1)!.xy}`;
  const chain = { chain_id: 'chain_long0000000000000000', algorithm: 'xy-sha256-v1', root, length: turns, entries };
  const publicKey = Buffer.from((keys.publicKey.export({ format: 'jwk' }) as { x: string }).x, 'base64url').toString('base64');
  const attestation = {
    id: 'att_1', chain_id: chain.chain_id, root, length: turns, attested_at: '2026-01-01T01:00:00.000Z', algorithm: 'ed25519', public_key: publicKey,
    signature: sign(null, Buffer.from(`${chain.chain_id}:${root}:${turns}`), keys.privateKey).toString('base64'),
  };
  const receipt = { id: 'rcpt_1', chain_id: chain.chain_id, chain_root: root, chain_length: turns, verified: true, attest_id: 'att_1' };
  return { chain, attestation, receipt, publicKey };
}

describe('createChainCheck in pages gives verifyChain\'s result', () => {
  it('on the recorded xy3 chain, its receipt and a pinned key, and on the tricky vectors read with their number text', async () => {
    const read = readChainJson(text('tricky.chain.json'));
    assert.ok(read.ok);
    const inputs: VerifyChainInput[] = [
      { chain: JSON.parse(text('xy3.chain.json')), receipt: JSON.parse(text('xy3.receipt.json')), trustedKeys: [XY3_KEY] },
      { chain: JSON.parse(text('xy3.chain.json')), trustedKeys: [rawPublicKey(newKeys().publicKey)] },
      { chain: read.value },
    ];
    for (const [n, input] of inputs.entries()) {
      const expected = await whole(input);
      for (const size of [1, 2, 3, 1000]) assert.deepEqual(await paged(input, () => size), expected, `input ${n}, pages of ${size}`);
    }
    assert.equal((await whole(inputs[0]!)).check.ok, true);
  });

  it('on chains built here in both formats, sound and tampered, with receipts and attestations', async () => {
    const keys = newKeys();
    const xycore = buildXycoreChain(120, keys);
    const ours = ourChain(1300);
    const cases: Array<[string, VerifyChainInput]> = [
      ['xycore signed', { chain: xycore, trustedKeys: [rawPublicKey(keys.publicKey)] }],
      ['xycore, entry 77 edited', { chain: { ...xycore, entries: xycore.entries.map((e, i) => (i === 77 ? { ...e, y_state: { ...e.y_state, answer: 'x' } } : e)) } }],
      ['xycore, entries 3..110 shifted', { chain: { ...xycore, entries: [...xycore.entries.slice(0, 3), ...xycore.entries.slice(4)] } }],
      ['ours with receipt and attestation', { chain: ours.chain, receipt: ours.receipt, attestation: ours.attestation, trustedKeys: [ours.publicKey] }],
      ['ours, entry 999 changed', { chain: { ...ours.chain, entries: ours.chain.entries.map((e, i) => (i === 999 ? { ...e, timestamp: '2027-01-01T00:00:00.000Z' } : e)) }, receipt: ours.receipt, attestation: ours.attestation }],
      ['ours, another key pinned', { chain: ours.chain, attestation: ours.attestation, trustedKeys: [rawPublicKey(newKeys().publicKey)] }],
    ];
    for (const [name, input] of cases) {
      const expected = await whole(input);
      assert.deepEqual(await paged(input, () => 1), expected, `${name}: pages of 1`);
      assert.deepEqual(await paged(input, () => 499), expected, `${name}: pages of 499`);
      assert.deepEqual(await paged(input, pagesOf(name.length)), expected, `${name}: seeded pages`);
    }
  });

  it('on the 10,000 fuzzed inputs, split into seeded pages', async () => {
    const only = process.env.FUZZ_SEED ? [Number(process.env.FUZZ_SEED)] : null;
    let compared = 0;
    for (const seed of only ?? Array.from({ length: 10_000 }, (_, i) => i)) {
      const { input, label } = fuzzCase(seed);
      // Garbage that is no { chain } at all never reaches the entries (verify-fuzz.test.ts has it).
      if (label === 'garbage input' || typeof input !== 'object' || input === null) continue;
      const expected = await whole(input as VerifyChainInput);
      const got = await paged(input as VerifyChainInput, pagesOf(seed));
      if (got === null) continue;
      // An entry that cannot even be read ends the check; pages before it were told to onLink already.
      if (expected.check.algorithm === null) assert.deepEqual(got.check, expected.check, `seed ${seed} (${label})`);
      else assert.deepEqual(got, expected, `seed ${seed} (${label})`);
      compared++;
    }
    assert.ok(only || compared > 8000, `most fuzzed inputs are compared (${compared})`);
  });
});

describe('createChainCheck holds little between pages', () => {
  it('a million bad entries in pages: five problems listed and a count, the first bad entry kept', async () => {
    const check = createChainCheck({ chain: { id: 'big', root: null } });
    const page = new Array(10_000).fill(null);
    for (let n = 0; n < 100; n++) await check.push(page);
    const result = await check.finish();
    assert.equal(result.links, 1_000_000);
    assert.equal(result.firstBadLink, 0);
    assert.deepEqual(result.problems.slice(0, 6), ['entry 0: is not an object', 'entry 1: is not an object', 'entry 2: is not an object', 'entry 3: is not an object', 'entry 4: is not an object', '999995 more link problems']);
  });

  it('takes fields that come after the entries at finish (an xycore export writes root and head last)', async () => {
    const keys = newKeys();
    const chain = buildXycoreChain(5, keys);
    const { entries, ...fields } = chain;
    const check = createChainCheck();
    await check.push(entries.slice(0, 2));
    await check.push(entries.slice(2));
    assert.deepEqual(await check.finish({ chain: fields }), await verifyChain({ chain }));
    const wrong = createChainCheck();
    await wrong.push(entries);
    assert.match((await wrong.finish({ chain: { ...fields, head: 'f'.repeat(64) } })).problems.join(), /chain head is not the last entry's y/);
  });

  it('refuses past maxEntries, counts what it was given, and never throws', async () => {
    const check = createChainCheck({ maxEntries: 3 });
    await check.push([{}, {}]);
    await check.push([{}, {}]);
    assert.equal(check.links, 4);
    assert.deepEqual((await check.finish()).problems, ['the chain has 4 entries, more than the 3 this check reads']);
    const odd = createChainCheck({ trustedKeys: 'key' as never });
    await odd.push('entries' as never);
    assert.equal((await odd.finish()).algorithm, null);
    const hostile = createChainCheck();
    await hostile.push([new Proxy({}, { get() { throw new Error('hostile getter'); } })]);
    assert.match((await hostile.finish()).problems[0]!, /the input could not be read \(Error: hostile getter\)/);
  });
});
