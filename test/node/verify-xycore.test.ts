// verifyChain on xycore/pruv exports: the recorded xy3 vectors, a chain made by xycore itself with
// hard values, chains built here with node:crypto, and each tampering failing at the right entry.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { verifyChain } from '../../src/client/index.js';
import { readChainJson } from '../../src/client/verify/read-json.js';
import { buildXycoreChain, newKeys, rawPublicKey, signEntry } from '../fixtures/xycore.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8');
const xy3 = () => JSON.parse(fixture('xy3.chain.json'));
const xy3Receipt = () => JSON.parse(fixture('xy3.receipt.json'));
const xy3Key: string = xy3().entries[0].public_key;

describe('verifyChain: the recorded xy3 chain', () => {
  it('verifies, with its receipt and its key pinned, as pruv verify did', async () => {
    const check = await verifyChain({ chain: xy3(), receipt: xy3Receipt(), trustedKeys: [xy3Key] });
    assert.deepEqual(check, {
      ok: true, algorithm: 'xycore', links: 3, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [],
      signature: 'valid', signatures: { valid: 3, invalid: 0, missing: 0 }, keyPinned: true,
    });
    const pruv = JSON.parse(fixture('xy3.pruv-verify.json'));
    assert.equal(check.ok, pruv.valid);
    assert.equal(check.links, pruv.length);
  });

  it('verifies without trusted keys, reporting the key as not pinned', async () => {
    const check = await verifyChain({ chain: xy3() });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.equal(check.keyPinned, false);
  });

  const tampered: Array<[string, (chain: any) => void, number, RegExp]> = [
    ['an edited y_state value', (c) => { c.entries[1].y_state.answer = 'answer one'; }, 1, /y does not match sha256 of its y_state/],
    ['an edited y_state number', (c) => { c.entries[2].y_state.confidence = 0.503; }, 2, /y_state/],
    ['an edited timestamp', (c) => { c.entries[1].timestamp += 1; }, 1, /xy does not match/],
    ['an edited operation', (c) => { c.entries[2].operation = 'start'; }, 2, /xy does not match/],
    ['two swapped entries', (c) => { [c.entries[1], c.entries[2]] = [c.entries[2], c.entries[1]]; }, 1, /index is 2, expected 1|x does not match/],
    ['a changed signature', (c) => {
      const bytes = Buffer.from(c.entries[1].signature, 'base64'); bytes[5]! ^= 1; c.entries[1].signature = bytes.toString('base64');
    }, 1, /signature is not valid/],
    ['another public key', (c) => { c.entries[0].public_key = rawPublicKey(newKeys().publicKey); }, 0, /signature is not valid/],
    ['a removed first entry', (c) => { c.entries.shift(); }, 0, /index is 1|GENESIS/],
    ['a rewritten y, its xy recomputed but not re-signed', (c) => { c.entries[1].y = 'f'.repeat(64); }, 1, /y_state|xy does not match/],
  ];
  for (const [name, tamper, at, why] of tampered) {
    it(`fails ${name} at entry ${at}`, async () => {
      const chain = xy3();
      tamper(chain);
      const check = await verifyChain({ chain });
      assert.equal(check.ok, false);
      assert.equal(check.firstBadLink, at, check.problems.join('; '));
      assert.match(check.firstBadLinkReason ?? '', why);
      assert.match(check.problems[0]!, new RegExp(`^entry ${at}: `));
    });
  }

  it('fails a chain re-signed by a key other than the pinned one (wrong key), at entry 0', async () => {
    const chain = xy3();
    const other = newKeys();
    for (const entry of chain.entries) signEntry(entry, other);
    assert.equal((await verifyChain({ chain })).ok, true, 'a consistent re-signing passes without pinning');
    const check = await verifyChain({ chain, trustedKeys: [xy3Key] });
    assert.equal(check.ok, false);
    assert.equal(check.firstBadLink, 0);
    assert.match(check.firstBadLinkReason!, /not one of the trusted keys/);
    assert.deepEqual(check.signatures, { valid: 0, invalid: 3, missing: 0 });
    assert.equal(check.keyPinned, false);
  });

  it('fails a wrong root, head or length', async () => {
    for (const [field, value, pattern] of [['root', 'xy_' + '0'.repeat(64), /root/], ['head', '0'.repeat(64), /head/], ['length', 4, /length is 4/]] as const) {
      const chain = xy3();
      chain[field] = value;
      const check = await verifyChain({ chain });
      assert.equal(check.ok, false, field);
      assert.match(check.problems.join(), pattern);
      assert.equal(check.firstBadLink, null);
    }
  });

  it('fails a receipt that does not match the chain or whose hash does not match its fields', async () => {
    for (const [field, value] of [['final_y', '0'.repeat(64)], ['entry_count', 2], ['root_xy', 'xy_00'], ['chain_id', 'other'], ['task', 'edited']] as const) {
      const receipt = xy3Receipt();
      receipt[field] = value;
      const check = await verifyChain({ chain: xy3(), receipt });
      assert.equal(check.ok, false, field);
      assert.match(check.problems.join(), /receipt/);
    }
  });

  it("reads Doorway's nested receipt and a hosted 0x root", async () => {
    const chain = xy3();
    const nested = { chain_id: chain.id, chain_root: chain.root, chain_length: 3, chain_verified: true, receipt: xy3Receipt() };
    assert.equal((await verifyChain({ chain, receipt: nested })).ok, true);
    const hosted = { ...nested, chain_root: `0x${chain.root.slice(3)}` };
    assert.equal((await verifyChain({ chain, receipt: hosted })).ok, true);
    assert.equal((await verifyChain({ chain, receipt: { ...nested, chain_length: 9 } })).ok, false);
  });
});

describe('verifyChain: a chain made by xycore itself with hard values', () => {
  // Astral and control characters, keys sorted by code point, 1e+16 and integral float timestamps,
  // 1.0 beside 1, -0.0, 1e-05, a state-less entry: made by xycore 1.0.2's own append() and verified there.
  it('verifies when read losslessly (1.0 stays a float)', async () => {
    const read = readChainJson(fixture('tricky.chain.json'));
    assert.ok(read.ok);
    const check = await verifyChain({ chain: read.value });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.deepEqual(check.signatures, { valid: 5, invalid: 0, missing: 0 });
  });

  it('verifies after plain JSON.parse too, trying the int/float forms JSON.parse forgot', async () => {
    const check = await verifyChain({ chain: JSON.parse(fixture('tricky.chain.json')) });
    assert.equal(check.ok, true, check.problems.join('; '));
  });

  it('still fails an edited number in such an entry after trying every form', async () => {
    const chain = JSON.parse(fixture('tricky.chain.json'));
    chain.entries[1].y_state.list[0] = 3;
    const check = await verifyChain({ chain });
    assert.equal(check.firstBadLink, 1);
    assert.match(check.firstBadLinkReason!, /y_state/);
  });
});

describe('verifyChain: built xycore chains', () => {
  it('verifies a signed chain and counts every signature', async () => {
    const keys = newKeys();
    const check = await verifyChain({ chain: buildXycoreChain(50, keys), trustedKeys: [rawPublicKey(keys.publicKey)] });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.deepEqual(check.signatures, { valid: 50, invalid: 0, missing: 0 });
    assert.equal(check.keyPinned, true);
  });

  it('passes an unsigned chain as unsigned, and fails it when keys are pinned', async () => {
    const chain = buildXycoreChain(4);
    const check = await verifyChain({ chain });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.equal(check.signature, 'missing');
    assert.deepEqual(check.signatures, { valid: 0, invalid: 0, missing: 4 });
    const pinned = await verifyChain({ chain, trustedKeys: [xy3Key] });
    assert.equal(pinned.ok, false);
    assert.match(pinned.problems.join(), /unsigned/);
  });

  it('fails a chain where one signature was stripped', async () => {
    const chain = buildXycoreChain(4, newKeys());
    delete chain.entries[2]!.signature;
    const check = await verifyChain({ chain });
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /1 of 4 entries are unsigned/);
  });

  it('lists five link problems, then sums the rest', async () => {
    const chain = buildXycoreChain(20);
    for (const entry of chain.entries) entry.operation = 'edited';
    const check = await verifyChain({ chain });
    assert.equal(check.firstBadLink, 0);
    assert.equal(check.problems.length, 6);
    assert.equal(check.problems[5], '15 more link problems');
  });

  it('does not change its input', async () => {
    const chain = buildXycoreChain(3, newKeys());
    const before = structuredClone(chain);
    await verifyChain({ chain });
    assert.deepEqual(chain, before);
  });
});

describe('verifyChain: onLink tells each entry as it is checked', () => {
  it('reports every link of xy3 in order, each holding and validly signed', async () => {
    const links: unknown[] = [];
    const check = await verifyChain({ chain: xy3(), onLink: (link) => links.push(link) });
    assert.equal(check.ok, true);
    assert.deepEqual(links, [0, 1, 2].map((index) => ({ index, problems: [], findings: [], signature: 'valid' })));
  });

  it('reports the tampered entry with its own problems, the others as holding', async () => {
    const chain = xy3();
    chain.entries[1].y_state.answer = 'answer one';
    const links: { index: number; problems: string[] }[] = [];
    const check = await verifyChain({ chain, onLink: (link) => links.push(link) });
    assert.equal(check.firstBadLink, 1);
    assert.deepEqual(links.map((l) => [l.index, l.problems]), [[0, []], [1, ['y does not match sha256 of its y_state']], [2, []]]);
  });

  it('goes on when the listener throws', async () => {
    const check = await verifyChain({ chain: xy3(), onLink: () => { throw new Error('listener'); } });
    assert.equal(check.ok, true);
  });
});
