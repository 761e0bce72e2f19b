// The badges the elements draw inline carry no <style> (a page's `style-src 'self'` would refuse it): in the
// dark scheme they take the very colours the badge file's own <style> gives, from the elements' style sheets.
// <chain-badge> shows the badge file itself, as an image, where the page allows data: images (it does here)
// and shows the receipt five times or more: its own <style> then gives the dark colours, for the scheme the
// element is in. Fewer copies are drawn inline, as where the page refuses data: images (refused-images.test.ts).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { outcomeBadge } from '../../../src/elements/shared/outcome-badge.js';
import { englishBadgeWords } from '../../../src/elements/shared/badge-words.js';
import { bucket, copiesOf, drawnForm, imageFile, receipt, scripted } from '../chain-badge/helpers.js';
import { makeReceipt, serveAll, settled } from '../reasoning-receipt/helpers.js';

/** The fills of a badge's label and message shapes as drawn now. */
function fills(svg: SVGSVGElement): { label: string; message: string } {
  const [message, label] = [...svg.querySelectorAll('rect[class], path[class]')].map((shape) => getComputedStyle(shape).fill);
  return { label: label!, message: message! };
}

/** The same badge as a file draws it (its own <style>), in this page's light DOM. */
function reference(verified: boolean, id: string): SVGSVGElement {
  const host = document.createElement('div');
  host.innerHTML = outcomeBadge(verified ? 'verified' : 'pending', englishBadgeWords(), { id, idPrefix: `ref${verified ? 1 : 0}` });
  document.body.append(host);
  return host.querySelector('svg')!;
}

describe('badges drawn in the shadow root: dark scheme without a <style> element', () => {
  // A page that follows the OS, as the files in its light DOM do (badge-scheme.test.ts: the element's scheme).
  before(() => (document.documentElement.style.colorScheme = 'light dark'));
  after(async () => {
    document.documentElement.style.removeProperty('color-scheme');
    await emulateMedia({ colorScheme: 'light' });
  });

  it('<chain-badge> and the receipt card match the badge file in light and dark', async () => {
    const base = await bucket({
      '/receipts/dm_ok': { json: receipt({ id: 'dm_ok', verified: true }) },
      '/receipts/dm_wait': { json: receipt({ id: 'dm_wait', verified: false, attest_id: '' }) },
    });
    // Five copies of each: a receipt the page shows that often is drawn as an image of its file.
    const badges = [(await copiesOf({ id: 'dm_ok', base }, 5))[0]!, (await copiesOf({ id: 'dm_wait', base }, 5))[0]!];
    // One copy of another: drawn inline, its dark colours from the element's sheet.
    const [single] = await copiesOf({ id: 'dm_one', base: await bucket({ '/receipts/dm_one': { json: receipt({ id: 'dm_one', verified: false, attest_id: '' }) } }) }, 1);
    const card = await makeReceipt({ id: 'dm_ok', base: await serveAll({ receipt: receipt({ id: 'dm_ok', verified: true }) }), refresh: 0 });
    await settled(card);
    expect(badges.map(imageFile), 'the badge files themselves').to.deep.equal([outcomeBadge('verified', englishBadgeWords(), { id: 'dm_ok' }), outcomeBadge('pending', englishBadgeWords(), { id: 'dm_wait' })]);
    const drawn = [card, single!].map((el) => el.shadowRoot!.querySelector<SVGSVGElement>('[part="badge"] > svg')!);
    const refs = [reference(true, 'dm_ok'), reference(false, 'dm_one')];
    for (const el of [...badges, single!, card]) expect(el.shadowRoot!.querySelectorAll('style').length, el.localName).to.equal(0);

    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      drawn.forEach((svg, i) => expect(fills(svg), `${scheme} ${i}`).to.deep.equal(fills(refs[i]!)));
    }
    // Dark is darker than light, so the rules did apply.
    expect(fills(drawn[0]!).message).to.equal('rgb(18, 89, 39)');
    for (const svg of refs) svg.parentElement!.remove();
  });

  it('the loading badge darkens too', async () => {
    // A held answer: the badge stays "loading" while this test looks.
    const base = await scripted([{ json: receipt({ id: 'dm_slow' }), hold: true }]);
    const host = document.createElement('div');
    host.innerHTML = `<chain-badge receipt-id="dm_slow" base-url="${base}"></chain-badge>`;
    document.body.append(host);
    const el = host.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="badge"][data-state="loading"]'), 'the loading badge').to.exist;
    expect(drawnForm(el)).to.equal('image');
    // The file's own dark rule: #373737 is rgb(55, 55, 55), #4d535a rgb(77, 83, 90); light #555 and #6e7781.
    const file = imageFile(el)!;
    expect(file).to.match(/<style>@media \(prefers-color-scheme:dark\)\{\.(\w+)l\{fill:#373737\}\.\1m\{fill:#4d535a\}\}<\/style>/);
    expect(file).to.contain('fill="#555"').and.to.contain('fill="#6e7781"');
    await fetch(`/fixture/_release/${base.split('/').pop()}`, { method: 'POST' });
    host.remove();
  });
});
