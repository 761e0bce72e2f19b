// renderBadge's darkStyle: 'inline' (the default, the goldens) keeps the SVG's own <style>; 'none' is the same
// SVG without it, for pages whose Content-Security-Policy refuses inline styles, and badgeDarkColors gives
// the colours that <style> would set, for the page's own style sheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BADGE_STATES, STATE_COLORS, badgeDarkColors, receiptBadge, renderBadge } from '../../src/badge/index.js';
import { TRICKY_CASES } from './badge-cases.js';

const STYLE = /<style>@media \(prefers-color-scheme:dark\)\{([^<]*)\}<\/style>/;

const cases = {
  ...TRICKY_CASES,
  ...Object.fromEntries(Object.entries(STATE_COLORS).map(([state, color]) => [state, { label: 'receipt', message: state, color }])),
  light: { label: 'build', message: 'passing', color: '#ffdd00', labelColor: '#eeeeee' },
  messageOnly: { label: '', message: 'verified', color: '#1a7f37' },
};

test('darkStyle "none" is the default badge without its <style>, ids and classes unchanged', () => {
  for (const [name, options] of Object.entries(cases)) {
    const inline = renderBadge(options);
    assert.equal(renderBadge({ ...options, darkStyle: 'inline' }), inline, name);
    const none = renderBadge({ ...options, darkStyle: 'none' });
    assert.doesNotMatch(none, /<style/, name);
    assert.equal(none, inline.replace(STYLE, ''), name);
    // Asked twice (the layout cache), the same answers.
    assert.equal(renderBadge({ ...options, darkStyle: 'none' }), none, name);
    assert.equal(renderBadge(options), inline, name);
  }
  for (const state of BADGE_STATES) {
    assert.equal(receiptBadge(state, { darkStyle: 'none', idPrefix: 'b' }), receiptBadge(state, { idPrefix: 'b' }).replace(STYLE, ''));
  }
});

test('badgeDarkColors gives the fills the <style> sets', () => {
  for (const [name, options] of Object.entries(cases)) {
    const rules = STYLE.exec(renderBadge({ ...options, idPrefix: 'p' }))?.[1] ?? '';
    const dark = badgeDarkColors(options);
    const want = `${options.label && dark.label ? `.pl{fill:${dark.label}}` : ''}${dark.message ? `.pm{fill:${dark.message}}` : ''}`;
    assert.equal(rules, want, name);
  }
  // Dark text on a light background keeps its background: darker would lower the contrast.
  assert.deepEqual(badgeDarkColors({ color: '#ffdd00', labelColor: '#eeeeee' }), {});
  assert.deepEqual(badgeDarkColors({ color: '#1a7f37' }), { label: '#373737', message: '#125927' });
});

test('any other darkStyle is refused', () => {
  assert.throws(() => renderBadge({ label: 'a', message: 'b', color: '#000', darkStyle: 'external' as 'none' }), /darkStyle must be "inline" or "none"/);
});
