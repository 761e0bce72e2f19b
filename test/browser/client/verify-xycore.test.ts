// verifyChain on xycore/pruv chains in Chromium (WebCrypto): the recorded xy3 chain and the chain made
// by xycore itself with hard values, tampered copies failing at the right entry, and a chain signed here.
import { expect } from '@open-wc/testing';
import { verifyChain } from '../../../src/client/index.js';

const load = async (name: string) => (await fetch(`/test/fixtures/real/${name}`)).json();
const enc = new TextEncoder();
const b64 = (b: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(b)));

describe('verifyChain on xycore chains in Chromium', () => {
  it('verifies the recorded xy3 chain with its receipt and pinned key', async () => {
    const chain = await load('xy3.chain.json');
    const check = await verifyChain({ chain, receipt: await load('xy3.receipt.json'), trustedKeys: [chain.entries[0].public_key] });
    expect(check.problems).to.deep.equal([]);
    expect(check.ok).to.equal(true);
    expect(check.algorithm).to.equal('xycore');
    expect(check.signatures).to.deep.equal({ valid: 3, invalid: 0, missing: 0 });
    expect(check.keyPinned).to.equal(true);
  });

  it('verifies the chain xycore made with astral text, 1e+16 and integral float timestamps', async () => {
    const check = await verifyChain({ chain: await load('tricky.chain.json') });
    expect(check.problems).to.deep.equal([]);
    expect(check.signatures.valid).to.equal(5);
  });

  const tampers: Array<[string, (chain: any) => void, number]> = [
    ['y_state value', (c) => { c.entries[2].y_state.input = 'question 2 — cafe'; }, 2],
    ['timestamp', (c) => { c.entries[1].timestamp = 1795411121.567888; }, 1],
    ['operation', (c) => { c.entries[1].operation = 'start'; }, 1],
    ['swapped entries', (c) => { [c.entries[0], c.entries[1]] = [c.entries[1], c.entries[0]]; }, 0],
    ['signature', (c) => { c.entries[2].signature = c.entries[1].signature; }, 2],
  ];
  for (const [name, tamper, at] of tampers) {
    it(`fails an edited ${name} at entry ${at}`, async () => {
      const chain = await load('xy3.chain.json');
      tamper(chain);
      const check = await verifyChain({ chain });
      expect(check.ok).to.equal(false);
      expect(check.firstBadLink).to.equal(at);
    });
  }

  it('fails a chain re-signed with another key when the real key is pinned', async () => {
    const chain = await load('xy3.chain.json');
    const realKey = chain.entries[0].public_key;
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const publicKey = b64(await crypto.subtle.exportKey('raw', keys.publicKey));
    for (const e of chain.entries) {
      e.signature = b64(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, enc.encode(`${e.x}:${e.operation}:${e.y}:${e.xy}`)));
      e.public_key = publicKey;
    }
    expect((await verifyChain({ chain, trustedKeys: [publicKey] })).ok).to.equal(true);
    const pinned = await verifyChain({ chain, trustedKeys: [realKey] });
    expect(pinned.ok).to.equal(false);
    expect(pinned.firstBadLink).to.equal(0);
    expect(pinned.firstBadLinkReason).to.match(/not one of the trusted keys/);
  });

  it('answers garbage with problems instead of throwing', async () => {
    for (const input of [null, 'chain', { chain: null }, { chain: { entries: [null, 1, 'x'] } }]) {
      const check = await verifyChain(input as never);
      expect(check.ok).to.equal(false);
      expect(check.problems.length).to.be.greaterThan(0);
    }
  });
});
