// <chain-badge>'s light read: the same request cache as the full client (a
// badge and a receipt card for one id make one request), a hand check of the
// fields a badge shows, and typed errors for what fails it.
import { expect } from '@open-wc/testing';
import { getBadgeReceipt, ReasoningError, sharedClient } from '../../../src/client/index.js';
import { bucket, bucketHits, receipt } from '../chain-badge/helpers.js';

describe('getBadgeReceipt', () => {
  it('shares one request with sharedClient().getReceipt() for the same receipt', async () => {
    const base = await bucket({ '/receipts/rcpt_shared': { json: receipt({ id: 'rcpt_shared' }) } });
    const [light, full] = await Promise.all([getBadgeReceipt(base, 'rcpt_shared'), sharedClient({ baseUrl: base }).getReceipt('rcpt_shared')]);
    expect(light.id).to.equal('rcpt_shared');
    expect(light.verified).to.equal(true);
    expect(full.chain_root).to.match(/^0x/);
    // And a later badge within the cache's lifetime asks nobody.
    await getBadgeReceipt(`${base}/`, 'rcpt_shared');
    expect((await bucketHits(base))['/receipts/rcpt_shared']).to.equal(1);
  });

  it('checks what a badge shows and refuses the rest as invalid-response', async () => {
    const base = await bucket({
      '/receipts/r_noverdict': { json: { id: 'r_noverdict', verified: 'yes' } },
      '/receipts/r_svg': { json: { id: 'r_svg', verified: false, badge_svg: 42 } },
      '/receipts/r_list': { json: [receipt()] },
      '/receipts/r_min': { json: { id: 'r_min', verified: false } },
    });
    for (const [id, field] of [['r_noverdict', 'verified'], ['r_svg', 'badge_svg'], ['r_list', 'receipt object']] as const) {
      const error = await getBadgeReceipt(base, id).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, id).to.be.instanceOf(ReasoningError);
      expect((error as ReasoningError).kind, id).to.equal('invalid-response');
      expect((error as ReasoningError).message, id).to.contain(field);
    }
    // Fields a badge does not show may be missing.
    expect(await getBadgeReceipt(base, 'r_min')).to.deep.equal({ id: 'r_min', verified: false, badge_svg: '' });
  });

  it('refuses a receipt other than the one asked for, even a verified one', async () => {
    const base = await bucket({ '/receipts/rcpt_asked': { json: receipt({ id: 'rcpt_other', verified: true }) } });
    const error = await getBadgeReceipt(base, 'rcpt_asked').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ReasoningError);
    expect((error as ReasoningError).kind).to.equal('invalid-response');
    expect((error as ReasoningError).message).to.equal('receipt: id: the answer is for "rcpt_other", not "rcpt_asked".');
  });

  it('refuses an id that is not a plain token before any request, and reports not-found', async () => {
    const base = await bucket({});
    const refused = await getBadgeReceipt(base, '../x').catch((e: unknown) => e);
    expect((refused as ReasoningError).kind).to.equal('bad-request');
    const missing = await getBadgeReceipt(base, 'rcpt_none').catch((e: unknown) => e);
    expect((missing as ReasoningError).kind).to.equal('not-found');
    expect((missing as ReasoningError).status).to.equal(404);
    expect(await bucketHits(base)).to.deep.equal({ '/receipts/rcpt_none': 1 });
  });
});
