// `verify` and `with-session`: the in-browser check against the embedded service, and against
// tampered copies of its chain and attestation served from /fixture-receipt/.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ReceiptLoadEvent } from '../../../src/elements/shared/events.js';
import type { Attestation, Chain, Receipt } from '../../../src/spec/index.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../server/constants.js';
import { axeViolations, makeReceipt, serveAll, settled, shadow, text, verifiedReceipt } from './helpers.js';
import { heard } from '../shared/live-region.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Flips one hex digit: one byte of the hash changes. */
const flipHex = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);

function flipSignature(b64: string): string {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  bytes[10]! ^= 0x01;
  return btoa(String.fromCharCode(...bytes));
}

const checkPart = (el: HTMLElement) => shadow(el).querySelector('[part="check"]')!;

describe('<reasoning-receipt verify>', () => {
  it('checks a real chain and its Ed25519 attestation in this browser', async () => {
    const { receipt } = await verifiedReceipt(3);
    const el = await makeReceipt({ id: receipt.id, verify: true, trustedKeys: TEST_ATTESTOR_PUBLIC_KEY });
    await settled(el);
    const check = checkPart(el).textContent!.replace(/\s+/g, ' ');
    expect(check).to.contain('Checked in this browser');
    expect(check).to.contain('Passed');
    expect(check).to.contain('All 3 links recomputed');
    expect(check).to.contain('signature');
    expect(check).to.contain('trusted key');
    expect(el.check?.ok).to.equal(true);
    expect(el.check?.signature).to.equal('valid');
    // The service's own flag is shown apart from the check.
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain('Verified');
    // The outcome is announced.
    await waitUntil(() => heard().some((line) => line.startsWith('Passed.')), 'check not announced');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  async function tampered(edit: (parts: { receipt: Receipt; chain: Chain; attestation: Attestation }) => void) {
    const real = await verifiedReceipt(3);
    const parts = { receipt: clone(real.receipt), chain: clone(real.chain), attestation: clone(real.attestation) };
    edit(parts);
    const base = await serveAll(parts);
    const el = await makeReceipt({ id: parts.receipt.id, base, verify: true });
    await settled(el);
    return el;
  }

  it('fails, naming the first bad link, when one byte of an entry changed', async () => {
    const el = await tampered(({ chain }) => {
      chain.entries[1]!.y = flipHex(chain.entries[1]!.y);
    });
    expect(el.check?.ok).to.equal(false);
    expect(el.check?.firstBadLink).to.equal(1);
    const check = checkPart(el).textContent!.replace(/\s+/g, ' ');
    expect(check).to.contain('Check failed');
    expect(check).to.contain('The first bad link is entry 1');
    expect(check).to.contain('entry 1: xy does not match');
    // The service still says verified; the page says what it found.
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain('Verified');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('fails on a wrong signature', async () => {
    const el = await tampered(({ attestation }) => {
      attestation.signature = flipSignature(attestation.signature);
    });
    expect(el.check?.ok).to.equal(false);
    expect(el.check?.signature).to.equal('invalid');
    expect(checkPart(el).textContent).to.contain('signature is not valid');
  });

  it('fails on a wrong length (chain and receipt claim one more turn than exists)', async () => {
    const el = await tampered(({ chain, receipt, attestation }) => {
      chain.length += 1;
      receipt.chain_length += 1;
      attestation.length += 1;
    });
    expect(el.check?.ok).to.equal(false);
    expect(checkPart(el).textContent).to.contain('chain length is 4 but it has 3 entries');
  });

  it('fails when the receipt claims a length its chain does not have', async () => {
    const el = await tampered(({ receipt }) => {
      receipt.chain_length = 7;
    });
    expect(el.check?.ok).to.equal(false);
    expect(checkPart(el).textContent).to.contain('receipt chain_length does not match');
  });

  it('checks the links of a pending receipt and says there is no attestation yet', async () => {
    const real = await verifiedReceipt(2);
    const receipt = { ...real.receipt, verified: false, attest_id: '' };
    const base = await serveAll({ receipt, chain: real.chain });
    const el = await makeReceipt({ id: receipt.id, base, verify: true, refresh: 0 });
    await settled(el);
    const check = checkPart(el).textContent!.replace(/\s+/g, ' ');
    expect(check).to.contain('Links pass; not attested yet');
    expect(check).to.contain('no attestation to check yet');
    expect(el.check?.signature).to.equal('missing');
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain('Not yet verified');
    expect(text(el)).to.contain('Pending'); // the attestation field
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('fails a receipt that says verified when no attestation can be fetched', async () => {
    const el = await tampered(({ receipt }) => {
      receipt.attest_id = 'https://verifier.example/r/1'; // a URL: nothing to fetch and check here
    });
    expect(el.check?.ok).to.equal(false);
    expect(checkPart(el).textContent).to.contain('says verified but no attestation was checked');
  });

  it('says it could not check (never passes silently) when the chain is missing', async () => {
    const real = await verifiedReceipt(1);
    const base = await serveAll({ receipt: real.receipt }); // no chain route: 404
    const el = await makeReceipt({ id: real.receipt.id, base, verify: true });
    await settled(el);
    const check = checkPart(el).textContent!.replace(/\s+/g, ' ');
    expect(check).to.contain('Could not be checked');
    expect(check).to.contain('nothing is confirmed');
    expect(el.check).to.equal(undefined);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

describe('<reasoning-receipt with-session>', () => {
  it('shows the session and says receipt and session agree', async () => {
    const { receipt, session } = await verifiedReceipt(2);
    const el = document.createElement('reasoning-receipt');
    el.receiptId = receipt.id;
    el.withSession = true;
    const loads: ReceiptLoadEvent[] = [];
    el.addEventListener('receipt-load', (e) => loads.push(e));
    (await fixture(html`<main></main>`)).append(el);
    await settled(el);
    expect(loads).to.have.length(1);
    expect(loads[0]!.detail.session?.id).to.equal(session.id);
    expect(loads[0]!.detail.receipt.id).to.equal(receipt.id);
    const part = shadow(el).querySelector('[part="session"]')!.textContent!.replace(/\s+/g, ' ');
    expect(part).to.contain(session.title);
    expect(part).to.contain('Turns 2');
    expect(part).to.contain('Receipt and session agree');
    expect(el.session?.id).to.equal(session.id);
    expect(text(el)).to.contain('Reasoning');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('says plainly when they disagree (root, turn count, receipt id)', async () => {
    const real = await verifiedReceipt(2);
    const session = { ...real.session, chain_root: `0x${'cd'.repeat(32)}`, turn_count: 5, receipt_id: 'rcpt_other' };
    const base = await serveAll({ receipt: real.receipt, session });
    const el = await makeReceipt({ id: real.receipt.id, base, withSession: true });
    await settled(el);
    const part = shadow(el).querySelector('[part="session"]')!.textContent!.replace(/\s+/g, ' ');
    expect(part).to.contain('Receipt and session disagree');
    expect(part).to.contain("chain root differs from the receipt's");
    expect(part).to.contain('has 5 turns but the receipt');
    expect(part).to.contain('names receipt rcpt_other');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('still shows the receipt when the session cannot be loaded', async () => {
    const real = await verifiedReceipt(1);
    const base = await serveAll({ receipt: real.receipt });
    const el = await makeReceipt({ id: real.receipt.id, base, withSession: true });
    await settled(el);
    expect(el.state).to.equal('loaded');
    expect(text(el)).to.contain('The session could not be loaded');
  });
});
