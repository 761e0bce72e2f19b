// verifyChain against chains built here with node:crypto only, independent of the client's hashing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import { chainEntryHash, turnHash, verifyChain } from '../../src/client/index.js';
import { parseWith, ReceiptSchema, type Attestation, type Chain, type Receipt } from '../../src/spec/index.js';
import { receipt as receiptFixture } from '../fixtures/resources.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' }) as { x: string };
  return Buffer.from(jwk.x, 'base64url').toString('base64');
}

function buildChain(turns: number, chainId = 'chain_1'): Chain {
  const entries: Chain['entries'] = [];
  let x = 'GENESIS';
  for (let index = 0; index < turns; index++) {
    const timestamp = new Date(Date.UTC(2026, 10, 1, 10, index)).toISOString();
    const y = sha256(canonicalize({ input: `question ${index}`, answer: `answer ${index}` })!);
    const xy = sha256(`${x}:run:${y}:${timestamp}`);
    entries.push({ index, timestamp, operation: 'run', x, y, xy });
    x = xy;
  }
  return { chain_id: chainId, algorithm: 'xy-sha256-v1', root: `0x${x}`, length: turns, entries };
}

function attest(chain: Chain, privateKey: KeyObject, publicKey: KeyObject): Attestation {
  const message = `${chain.chain_id}:${chain.root}:${chain.length}`;
  return {
    id: 'att_1',
    chain_id: chain.chain_id,
    root: chain.root,
    length: chain.length,
    attested_at: '2026-11-01T11:00:00.000Z',
    algorithm: 'ed25519',
    public_key: rawPublicKey(publicKey),
    signature: sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
  };
}

function receiptFor(chain: Chain, patch: Record<string, unknown> = {}): Receipt {
  return parseWith(
    ReceiptSchema,
    receiptFixture({ chain_id: chain.chain_id, chain_root: chain.root, chain_length: chain.length, attest_id: 'att_1', ...patch }),
  );
}

const keys = generateKeyPairSync('ed25519');
const otherKeys = generateKeyPairSync('ed25519');

function valid() {
  const chain = buildChain(4);
  return { chain, receipt: receiptFor(chain), attestation: attest(chain, keys.privateKey, keys.publicKey) };
}

const clone = <T>(value: T): T => structuredClone(value);

describe('verifyChain', () => {
  it('passes a valid chain with its attestation and a pinned key', async () => {
    const check = await verifyChain({ ...valid(), trustedKeys: [rawPublicKey(keys.publicKey)] });
    assert.deepEqual(check, {
      ok: true, algorithm: 'xy-sha256-v1', links: 4, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [],
      signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: true,
    });
  });

  it('tells onLink each entry in order, with the first bad one\'s own problem', async () => {
    const input = valid();
    input.chain.entries[2]!.y = sha256('another turn');
    const links: unknown[] = [];
    await verifyChain({ ...input, onLink: (link) => links.push(link) });
    assert.deepEqual(links, [
      { index: 0, problems: [], findings: [] },
      { index: 1, problems: [], findings: [] },
      { index: 2, problems: ['xy does not match sha256(x:operation:y:timestamp)'], findings: [{ code: 'xy-mismatch', entry: 2 }] },
      { index: 3, problems: [], findings: [] },
    ]);
  });

  it('passes without trustedKeys, reporting the key as not pinned', async () => {
    const check = await verifyChain(valid());
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.equal(check.keyPinned, false);
  });

  it('passes an unattested chain when the receipt does not claim verified, signature missing', async () => {
    const chain = buildChain(2);
    const check = await verifyChain({ chain, receipt: receiptFor(chain, { verified: false, attest_id: '' }) });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.equal(check.signature, 'missing');
  });

  it('fails a receipt that claims verified when no attestation was checked', async () => {
    const { chain, receipt } = valid();
    const check = await verifyChain({ chain, receipt });
    assert.equal(check.ok, false);
    assert.equal(check.signature, 'missing');
    assert.match(check.problems.join(), /no attestation/);
  });

  it('fails when one byte of an entry changed, naming that entry', async () => {
    for (const field of ['y', 'timestamp', 'operation'] as const) {
      const v = valid();
      const entry = v.chain.entries[2]!;
      if (field === 'y') entry.y = `${entry.y[0] === 'a' ? 'b' : 'a'}${entry.y.slice(1)}`;
      if (field === 'timestamp') entry.timestamp = entry.timestamp.replace(':02:', ':03:');
      if (field === 'operation') entry.operation = 'rum';
      const check = await verifyChain(v);
      assert.equal(check.ok, false, field);
      assert.equal(check.firstBadLink, 2, field);
      assert.match(check.problems.join(), /entry 2: xy does not match/, field);
    }
  });

  it('fails when an xy was rewritten, naming the first entry it breaks', async () => {
    const v = valid();
    v.chain.entries[1]!.xy = sha256('forged');
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.equal(check.firstBadLink, 1);
    assert.match(check.problems.join(), /entry 2: x does not match the xy of entry 1/);
  });

  it('fails when two entries are swapped', async () => {
    const v = valid();
    const [a, b] = [v.chain.entries[1]!, v.chain.entries[2]!];
    v.chain.entries[1] = b;
    v.chain.entries[2] = a;
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.equal(check.firstBadLink, 1);
    assert.match(check.problems.join(), /entry 1: index is 2/);
  });

  it('fails when the first x is not GENESIS', async () => {
    const v = valid();
    v.chain.entries[0]!.x = sha256('elsewhere');
    const check = await verifyChain(v);
    assert.equal(check.firstBadLink, 0);
    assert.match(check.problems.join(), /GENESIS/);
  });

  it('fails on a wrong length', async () => {
    const v = valid();
    v.chain.length = 5;
    v.receipt = receiptFor(v.chain);
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /chain length is 5 but it has 4 entries/);
  });

  it('fails when an entry was dropped from the end', async () => {
    const v = valid();
    v.chain.entries.pop();
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /root is not/);
  });

  it('fails on a wrong root', async () => {
    const v = valid();
    v.chain.root = `0x${sha256('other')}`;
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /root is not 0x \+ the last entry's xy/);
  });

  it('fails when the receipt does not match the chain', async () => {
    for (const [patch, pattern] of [
      [{ chain_id: 'chain_2' }, /receipt chain_id/],
      [{ chain_root: `0x${sha256('x')}` }, /receipt chain_root/],
      [{ chain_length: 3 }, /receipt chain_length/],
    ] as const) {
      const v = valid();
      const check = await verifyChain({ ...v, receipt: receiptFor(v.chain, patch) });
      assert.equal(check.ok, false);
      assert.match(check.problems.join(), pattern);
    }
  });

  it('fails a bad signature', async () => {
    const v = valid();
    const bytes = Buffer.from(v.attestation.signature, 'base64');
    bytes[10]! ^= 1;
    v.attestation.signature = bytes.toString('base64');
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.equal(check.signature, 'invalid');
    assert.match(check.problems.join(), /signature is not valid/);
  });

  it('fails a signature over other values than the attestation states', async () => {
    const v = valid();
    const other = buildChain(3);
    v.attestation.signature = attest(other, keys.privateKey, keys.publicKey).signature;
    const check = await verifyChain(v);
    assert.equal(check.signature, 'invalid');
    assert.equal(check.ok, false);
  });

  it('fails a signature by a different key than the trusted one (keyPinned false)', async () => {
    const v = valid();
    v.attestation = attest(v.chain, otherKeys.privateKey, otherKeys.publicKey);
    const check = await verifyChain({ ...v, trustedKeys: [rawPublicKey(keys.publicKey)] });
    assert.equal(check.signature, 'valid', 'the signature itself is sound');
    assert.equal(check.keyPinned, false);
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /not one of the trusted keys/);
  });

  it('fails a key that is not the one that signed', async () => {
    const v = valid();
    v.attestation.public_key = rawPublicKey(otherKeys.publicKey);
    const check = await verifyChain(v);
    assert.equal(check.signature, 'invalid');
  });

  it('fails a wrong chain algorithm without checking links', async () => {
    const v = valid();
    v.chain.algorithm = 'xy-sha1-v0';
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.equal(check.links, 0);
    assert.match(check.problems.join(), /unsupported chain algorithm "xy-sha1-v0"/);
  });

  it('refuses a receipt given as the chain: not a chain, no algorithm (a receipt has a chain_id too)', async () => {
    const v = valid();
    const check = await verifyChain({ chain: v.receipt, attestation: v.attestation });
    assert.equal(check.ok, false);
    assert.equal(check.algorithm, null);
    assert.deepEqual(check.findings?.map((f) => f.code), ['not-a-chain']);
  });

  it('fails a wrong attestation algorithm', async () => {
    const v = valid();
    v.attestation.algorithm = 'rsa';
    const check = await verifyChain(v);
    assert.equal(check.ok, false);
    assert.equal(check.signature, 'invalid');
    assert.match(check.problems.join(), /unsupported attestation algorithm "rsa"/);
  });

  it('fails an attestation of another root, length or chain', async () => {
    for (const [patch, pattern] of [
      [{ root: `0x${sha256('z')}` }, /attestation root/],
      [{ length: 3 }, /attestation length/],
      [{ chain_id: 'chain_9' }, /attestation chain_id/],
      [{ id: 'att_2' }, /attestation id/],
    ] as const) {
      const v = valid();
      const check = await verifyChain({ ...v, attestation: { ...v.attestation, ...patch } });
      assert.equal(check.ok, false);
      assert.match(check.problems.join(), pattern);
    }
  });

  it('fails garbage keys and signatures without throwing', async () => {
    for (const patch of [{ public_key: 'not base64!' }, { public_key: 'AAAA' }, { signature: '@@@' }, { signature: 'AAAA' }]) {
      const v = valid();
      const check = await verifyChain({ ...v, attestation: { ...v.attestation, ...patch } });
      assert.equal(check.ok, false);
      assert.equal(check.signature, 'invalid');
    }
  });

  it('fails an empty chain', async () => {
    const chain = buildChain(0);
    const check = await verifyChain({ chain: { ...chain, root: '0x00' }, receipt: receiptFor({ ...chain, root: '0x00' }, { verified: false }) });
    assert.equal(check.ok, false);
    assert.match(check.problems.join(), /no entries/);
  });

  it('does not change its input', async () => {
    const v = valid();
    const before = clone(v);
    await verifyChain(v);
    assert.deepEqual(v, before);
  });
});

describe('chainEntryHash and turnHash', () => {
  it('chainEntryHash matches sha256(x:operation:y:timestamp)', async () => {
    const y = sha256('y');
    assert.equal(await chainEntryHash('GENESIS', 'run', y, '2026-11-01T10:00:00.000Z'), sha256(`GENESIS:run:${y}:2026-11-01T10:00:00.000Z`));
  });

  it('turnHash is sha256 of RFC 8785 canonical JSON: key order and number form do not matter', async () => {
    const a = await turnHash({ b: 1, a: [1.0, 'é', { d: null, c: true }] });
    const b = await turnHash({ a: [1, 'é', { c: true, d: null }], b: 1.0 });
    assert.equal(a, b);
    assert.equal(a, sha256('{"a":[1,"é",{"c":true,"d":null}],"b":1}'));
  });

  it('turnHash rejects values without a JSON form', async () => {
    await assert.rejects(turnHash(undefined), TypeError);
  });
});
