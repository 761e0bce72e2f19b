// verifyChain in Chromium: the chain and its Ed25519 attestation are built here with WebCrypto directly.
import { expect } from '@open-wc/testing';
import { chainEntryHash, turnHash, verifyChain } from '../../../src/client/index.js';
import { parseWith, ReceiptSchema, type Attestation, type Chain } from '../../../src/spec/index.js';
import { receipt } from '../../fixtures/resources.js';

const enc = new TextEncoder();
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
const sha256 = async (s: string) => hex(await crypto.subtle.digest('SHA-256', enc.encode(s)));
const b64 = (b: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(b)));

async function build(turns: number) {
  const entries: Chain['entries'] = [];
  let x = 'GENESIS';
  for (let index = 0; index < turns; index++) {
    const timestamp = new Date(Date.UTC(2026, 10, 1, 10, index)).toISOString();
    const y = await sha256(`{"input":"q${index}"}`);
    const xy = await sha256(`${x}:run:${y}:${timestamp}`);
    entries.push({ index, timestamp, operation: 'run', x, y, xy });
    x = xy;
  }
  const chain: Chain = { chain_id: 'chain_1', algorithm: 'xy-sha256-v1', root: `0x${x}`, length: turns, entries };
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = b64(await crypto.subtle.exportKey('raw', keys.publicKey));
  const signature = b64(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, enc.encode(`${chain.chain_id}:${chain.root}:${turns}`)));
  const attestation: Attestation = {
    id: 'att_1', chain_id: 'chain_1', root: chain.root, length: turns, attested_at: '2026-11-01T11:00:00.000Z',
    algorithm: 'ed25519', public_key: publicKey, signature,
  };
  const r = parseWith(ReceiptSchema, receipt({ chain_root: chain.root, chain_length: turns }));
  return { chain, attestation, receipt: r, publicKey };
}

describe('verifyChain in the browser', () => {
  it('passes a valid chain with a valid, pinned Ed25519 signature', async () => {
    const v = await build(3);
    const check = await verifyChain({ ...v, trustedKeys: [v.publicKey] });
    expect(check).to.deep.equal({
      ok: true, algorithm: 'xy-sha256-v1', links: 3, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [],
      signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: true,
    });
  });

  it('names the first bad link when an entry changed', async () => {
    const v = await build(3);
    v.chain.entries[1]!.y = await sha256('tampered');
    const check = await verifyChain(v);
    expect(check.ok).to.equal(false);
    expect(check.firstBadLink).to.equal(1);
  });

  it('fails a bad signature and an unpinned key', async () => {
    const v = await build(2);
    const other = await build(2);
    const bad = await verifyChain({ ...v, attestation: { ...v.attestation, signature: other.attestation.signature } });
    expect(bad.signature).to.equal('invalid');
    expect(bad.ok).to.equal(false);
    const unpinned = await verifyChain({ ...v, trustedKeys: [other.publicKey] });
    expect(unpinned.signature).to.equal('valid');
    expect(unpinned.keyPinned).to.equal(false);
    expect(unpinned.ok).to.equal(false);
  });

  it('hashes as the chain algorithm says', async () => {
    expect(await chainEntryHash('GENESIS', 'run', 'ab', 't')).to.equal(await sha256('GENESIS:run:ab:t'));
    expect(await turnHash({ b: 2, a: 1 })).to.equal(await sha256('{"a":1,"b":2}'));
  });
});
