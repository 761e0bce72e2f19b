// <reasoning-receipt> against the embedded service: every field, and every state.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { ReceiptErrorEvent, ReceiptLoadEvent } from '../../../src/elements/shared/events.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { hits, release, scenario } from '../client/fixture.js';
import { axeViolations, makeReceipt, serve, settled, shadow, text, verifiedReceipt } from './helpers.js';

describe('<reasoning-receipt> states', () => {
  it('shows every field of a verified receipt from the embedded service', async () => {
    const { receipt } = await verifiedReceipt();
    const el = await makeReceipt({ id: receipt.id });
    const loaded = oneEvent(el, ReceiptLoadEvent.eventName) as Promise<ReceiptLoadEvent>;
    const event = await loaded;
    expect(event.detail.receipt.id).to.equal(receipt.id);
    await settled(el);
    const root = shadow(el);
    const t = text(el);
    expect(t).to.contain(`Receipt ${receipt.id}`);
    expect(t).to.contain('Verified');
    expect(t).to.contain('has validated every link of this chain');
    expect(t).to.contain('Reasoning'); // session type in words
    expect(t).to.contain(receipt.session_id);
    expect(t).to.contain(receipt.chain_id);
    expect(t).to.contain(`${receipt.chain_length} links`);
    // Root: shortened on screen, in full for readers and on hover/focus.
    const reveal = root.querySelector('.root .reveal')!;
    expect(reveal.querySelector('.short')!.textContent).to.match(/^0x[0-9a-f]{8}…[0-9a-f]{6}$/);
    expect(reveal.querySelector('.full')!.textContent).to.equal(receipt.chain_root);
    expect(reveal.getAttribute('title')).to.equal(receipt.chain_root);
    // Created: local and relative, full ISO in datetime/title.
    const time = root.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal(new Date(receipt.created_at).toISOString());
    expect(time.textContent).to.match(/ago|now|second/);
    // Attestation link: default template {base}/attestations/{id}, opened safely.
    const attest = root.querySelector<HTMLAnchorElement>(`a[href$="/api/attestations/${receipt.attest_id}"]`)!;
    expect(attest, 'attestation link').to.exist;
    expect(attest.target).to.equal('_blank');
    expect(attest.rel).to.equal('noopener noreferrer');
    // PDF under receipts_url.
    const pdf = root.querySelector<HTMLAnchorElement>('a[href$=".pdf"]')!;
    expect(pdf.href).to.equal(receipt.pdf_url);
    expect(pdf.rel).to.equal('noopener noreferrer');
    // Badge: our renderer, drawn inline (no image, no <style>); never the service's markup.
    const badge = root.querySelector('[part="badge"]')!;
    expect(badge.getAttribute('data-state')).to.equal('verified');
    expect(badge.querySelector('svg')!.getAttribute('aria-label')).to.equal(`receipt ${receipt.id}: verified. The chain holds and its signer is trusted.`);
    expect(root.querySelectorAll('svg:not(.icon)').length).to.equal(1);
    expect(root.querySelectorAll('img, style').length).to.equal(0);
    expect(el.receipt?.id).to.equal(receipt.id);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows a skeleton with role="status" while loading, then the card', async () => {
    // The answer is held at the fixture until released: loading lasts as long as the checks need.
    const base = await scenario([{ json: receiptFixture({ id: 'slow_1' }), hold: true }]);
    const el = await makeReceipt({ id: 'slow_1', base });
    const status = shadow(el).querySelector('[part="skeleton"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.contain('Loading receipt');
    expect(el.state).to.equal('loading');
    expect(await axeViolations(el)).to.deep.equal([]);
    await release(base);
    await settled(el);
    expect(el.state).to.equal('loaded');
    expect(shadow(el).querySelector('[part="skeleton"]')).to.equal(null);
  });

  it('says "not found" for an unknown id, with receipt-error detail', async () => {
    const events: ReceiptErrorEvent[] = [];
    const el = await fixture<ReasoningReceiptElement>(
      html`<reasoning-receipt receipt-id="rcpt_does_not_exist" @receipt-error=${(e: ReceiptErrorEvent) => events.push(e)}></reasoning-receipt>`,
    );
    await waitUntil(() => events.length > 0, 'no receipt-error event', { timeout: 15_000 });
    const [event] = events;
    expect(event!.detail.kind).to.equal('not-found');
    expect(event!.detail.status).to.equal(404);
    expect(event!.detail.receiptId).to.equal('rcpt_does_not_exist');
    expect(event!.bubbles && event!.composed).to.equal(true);
    await settled(el);
    expect(el.state).to.equal('error');
    const error = shadow(el).querySelector('[part="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('Receipt not found');
    expect(error.textContent).to.contain('rcpt_does_not_exist');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('offers a retry after a network error, and the retry loads the receipt', async () => {
    const base = await scenario([{ destroy: true }]); // every request dropped, the client's own retries too
    const el = await makeReceipt({ id: 'net_1', base });
    await settled(el);
    expect(el.state).to.equal('error');
    expect(text(el)).to.contain('Could not reach the service');
    expect(await axeViolations(el)).to.deep.equal([]);
    const name = base.slice(base.lastIndexOf('/') + 1);
    await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify([{ json: receiptFixture({ id: 'net_1' }) }]) });
    const retry = shadow(el).querySelector<HTMLButtonElement>('[part="retry-button"]')!;
    retry.focus();
    retry.click();
    await waitUntil(() => el.state === 'loaded', 'retry never loaded', { timeout: 15_000 });
    expect(text(el)).to.contain('Receipt net_1');
  });

  it('says plainly when the answer is not a receipt (invalid response)', async () => {
    const base = await serve({ '/receipts/bad_1': { json: { id: 'bad_1', verified: 'yes' } } });
    const el = await makeReceipt({ id: 'bad_1', base });
    const errored = oneEvent(el, ReceiptErrorEvent.eventName) as Promise<ReceiptErrorEvent>;
    expect((await errored).detail.kind).to.equal('invalid-response');
    await settled(el);
    expect(text(el)).to.contain('Unreadable answer');
    expect(shadow(el).querySelector('[part="retry-button"]')).to.exist;
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('refuses an id that is not a plain token without fetching', async () => {
    const base = await serve({});
    const el = await makeReceipt({ id: '../../admin', base });
    await settled(el);
    // A setup mistake: misconfigured, with the fix in words (never "not found").
    expect(text(el)).to.contain('receipt-id holds "../../admin", which is not a receipt id');
    expect(el.matches(':state(misconfigured)')).to.equal(true);
    expect(shadow(el).querySelector('[part="retry-button"]')).to.equal(null);
    const hits = await (await fetch(`/fixture-receipt/_hits/${base.slice(base.lastIndexOf('/') + 1)}`)).json();
    expect(hits).to.deep.equal({});
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('uses slotted loading and error content when given', async () => {
    const base = await scenario([{ status: 404, json: { detail: 'no such receipt' }, hold: true }]);
    const el = await fixture<ReasoningReceiptElement>(html`<reasoning-receipt receipt-id="nope_1" base-url=${base}>
      <p slot="loading">Fetching…</p>
      <p slot="error">Custom failure</p>
    </reasoning-receipt>`);
    const slotNamed = (name: string) => shadow(el).querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
    expect(slotNamed('loading')!.assignedElements()[0]!.textContent).to.equal('Fetching…');
    await release(base);
    await settled(el);
    expect(slotNamed('error')!.assignedElements()[0]!.textContent).to.equal('Custom failure');
    expect(slotNamed('loading')).to.equal(null);
  });

  it('shows nothing fetched and no error without a receipt-id', async () => {
    const el = await fixture<ReasoningReceiptElement>(html`<reasoning-receipt></reasoning-receipt>`);
    expect(el.state).to.equal('idle');
    expect(text(el)).to.contain('No receipt selected');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('cancels the stale request when receipt-id changes mid-load, so its answer never lands', async () => {
    // The old answer is held at the fixture; only the element going away can end that request.
    const slow = await scenario([{ json: receiptFixture({ id: 'old_1' }), hold: true }]);
    const fast = await serve({ '/receipts/new_1': { json: receiptFixture({ id: 'new_1' }) } });
    const el = await makeReceipt({ id: 'old_1', base: slow });
    const loads: string[] = [];
    el.addEventListener('receipt-load', (e) => loads.push(e.detail.receipt.id));
    // The old request is at the fixture (a busy machine may not have sent it yet): only then can cancelling it show there.
    await waitUntil(async () => (await hits(slow)).count === 1, 'the old request never reached the service', { timeout: 15_000 });
    el.baseUrl = fast;
    el.receiptId = 'new_1';
    await waitUntil(() => el.state === 'loaded', 'new receipt never loaded', { timeout: 15_000 });
    await waitUntil(async () => (await hits(slow)).aborted === 1, 'the stale request was never cancelled', { timeout: 15_000 });
    await release(slow);
    await el.updateComplete;
    expect(el.receipt?.id).to.equal('new_1');
    expect(text(el)).to.contain('Receipt new_1');
    expect(text(el)).not.to.contain('old_1');
    expect(loads).to.deep.equal(['new_1']);
  });
});
