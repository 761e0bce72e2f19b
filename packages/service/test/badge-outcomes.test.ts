// The service's badge files speak the outcomes the elements show: a receipt not yet attested is "pending",
// an id the service does not have is "not found" (SVG, PNG and the card), never the older "unverified"/"unknown".
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OUTCOME_COLORS, receiptBadge, receiptBadgeIn } from '../../../src/badge/index.js';
import { Rasteriser } from '../src/card/raster.js';
import { startService, type Harness } from '../../../test/server/harness.js';

let h: Harness;
let pending: { id: string; verified: boolean; badge_svg: string };
const raster = new Rasteriser(1);
before(async () => {
  // An attestor that does not sign within the test: every receipt stays pending.
  h = await startService({ attestDelayMs: 3_600_000 });
  pending = (await h.run({ input: 'a turn not yet attested', session_name: 'pending-badge' })).body.receipt;
});
after(async () => {
  await raster.close();
  await h.close();
});

/** What the PNG route draws for `svg`: the same rasteriser at 2×. */
const expectedPng = (svg: string) => raster.png(svg, { lang: 'en', width: 2 * Number(/width="([\d.]+)"/.exec(svg)![1]) });

describe('the badge of a receipt whose attestation is pending', () => {
  it('says "pending" in the pending colour, in the SVG file and in the receipt\'s badge_svg', async () => {
    assert.equal(pending.verified, false);
    const res = await fetch(`${h.url}/files/badge/${pending.id}.svg`);
    assert.equal(res.status, 200);
    const svg = await res.text();
    assert.ok(svg.includes('>… pending</text>'), svg);
    assert.ok(svg.includes(`<title>receipt ${pending.id}: pending. Not attested yet; it is read again shortly.</title>`));
    assert.ok(svg.includes(`fill="${OUTCOME_COLORS.pending}"`));
    assert.doesNotMatch(svg, /unverified/);
    assert.ok(pending.badge_svg.includes('>… pending</text>'));
  });

  it('is the pending badge as a PNG', async () => {
    const res = await fetch(`${h.url}/files/badge/${pending.id}.png`);
    assert.equal(res.status, 200);
    const png = Buffer.from(await res.arrayBuffer());
    const drawn = receiptBadgeIn('light', { id: pending.id, verified: false });
    assert.ok(drawn.includes('>… pending</text>'), drawn);
    assert.ok(png.equals(await expectedPng(drawn)), 'the PNG of the pending badge');
  });
});

describe('the badge of an id the service does not have', () => {
  it('says "not found" as SVG, with its 404', async () => {
    const res = await fetch(`${h.url}/files/badge/rcpt_nope.svg`, { headers: { accept: 'image/svg+xml,*/*;q=0.8' } });
    assert.equal(res.status, 404);
    const svg = await res.text();
    assert.ok(svg.includes('>∅ not found</text>'), svg);
    assert.ok(svg.includes(`fill="${OUTCOME_COLORS['not-found']}"`));
    assert.equal(svg, receiptBadge('not-found'));
  });

  it('says "not found" as PNG, with its 404', async () => {
    const res = await fetch(`${h.url}/files/badge/rcpt_nope.png`);
    assert.equal(res.status, 404);
    const png = Buffer.from(await res.arrayBuffer());
    assert.ok(png.equals(await expectedPng(receiptBadgeIn('light', 'not-found'))), 'the PNG of the not-found badge');
  });
});

describe('the preview card of a receipt whose attestation is pending', () => {
  it('says "pending", the word its badge says, in its alt text and title', async () => {
    const page = await (await fetch(`${h.url}/app/cards/${pending.id}`)).text();
    assert.ok(page.includes(`${pending.id}: pending.`), page.slice(0, 2000));
    const de = await (await fetch(`${h.url}/app/cards/${pending.id}?lang=de`, { headers: { 'accept-language': 'de' } })).text();
    assert.ok(de.includes(`${pending.id}: ausstehend`), 'the German outcome word');
  });
});
