// Unicode bidirectional controls in server strings (RLO, LRI, PDF, …): a
// receipt, a console turn and a badge show them as visible ⟨U+XXXX⟩ markers,
// never raw; every server value sits in a direction-isolating container, so it
// cannot reorder its neighbours; legitimate Hebrew and Arabic still read
// right to left.
import { expect } from '@open-wc/testing';
import { renderBadge, receiptBadge } from '../../../src/badge/index.js';
import { receipt, runResponse, session } from '../../fixtures/resources.js';
import { makeReceipt, serve, settled } from '../reasoning-receipt/helpers.js';
import { makeConsole, scenarioName, script, sendText } from '../reasoning-console/helpers.js';

const RLO = '\u202e';
const PDF = '\u202c';
const LRI = '\u2066';
const PDI = '\u2069';
const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const HEBREW = 'סיכום השיחה';
const ARABIC = 'ملخص الجلسة';
const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext']);

/** Every text node and shown attribute (title, aria-label, alt) under `root`, shadow roots included. */
function shownText(root: Node, out: { where: string; text: string }[] = []): { where: string; text: string }[] {
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.localName !== 'style') out.push({ where: node.parentElement?.localName ?? '#text', text: node.textContent ?? '' });
      return;
    }
    if (node instanceof Element) {
      for (const name of ['title', 'aria-label', 'alt']) {
        const v = node.getAttribute(name);
        if (v !== null) out.push({ where: `${node.localName}[${name}]`, text: v });
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out;
}

function rawControls(root: Node): string[] {
  return shownText(root)
    .filter((t) => CONTROL.test(t.text))
    .map((t) => `${t.where}: ${JSON.stringify(t.text)}`);
}

/**
 * Text nodes under `root` (shadow roots included) whose text contains `needle`, among those laid out in a
 * line: an SVG's <title> is its accessible name, like an aria-label (checked for markers by rawControls).
 */
function textNodesWith(root: Node, needle: string): Text[] {
  const found: Text[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes(needle) && !(node.parentElement instanceof SVGTitleElement)) found.push(node as Text);
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return found;
}

/** The nearest ancestor of `node` (inside its shadow root) that isolates direction, or null. */
function isolatingAncestor(node: Node): Element | null {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (el.localName === 'bdi' || ISOLATING.has(getComputedStyle(el).unicodeBidi)) return el;
  }
  return null;
}

function expectIsolated(root: Node, needle: string): Element[] {
  const nodes = textNodesWith(root, needle);
  expect(nodes.length, `no text shows ${JSON.stringify(needle)}`).to.be.greaterThan(0);
  return nodes.map((n) => {
    const iso = isolatingAncestor(n);
    expect(iso, `${JSON.stringify(n.textContent)} is not in a direction-isolating container`).to.not.equal(null);
    expect(ISOLATING.has(getComputedStyle(iso!).unicodeBidi)).to.equal(true);
    return iso!;
  });
}

const HOSTILE_ID = `rcpt_evil${RLO}gpj.exe`;
const HOSTILE_CHAIN = `chain_${LRI}flip${PDI}`;
const HOSTILE_ATTEST = `att_${RLO}x${PDF}`;
const SESSION_ID = '550e8400-e29b-41d4-a716-446655440000';

async function hostileReceipt(opts: { compact?: boolean; title?: string } = {}) {
  const base = await serve({
    '/receipts/rcpt_bidi': {
      json: receipt({ id: 'rcpt_bidi', chain_id: HOSTILE_CHAIN, attest_id: HOSTILE_ATTEST, session_type: `reason${RLO}ing`, verified: false }),
    },
    [`/sessions/${SESSION_ID}`]: { json: session({ title: opts.title ?? `title ${RLO}evil${PDF} end`, receipt_id: `rcpt_${RLO}other` }) },
  });
  const el = await makeReceipt({ id: 'rcpt_bidi', base, withSession: !opts.compact, compact: opts.compact, refresh: 0 });
  await settled(el);
  expect(el.state).to.equal('loaded');
  return el;
}

describe('bidirectional controls in server strings', () => {
  it('a receipt card shows markers, never raw controls, and isolates every value', async () => {
    const el = await hostileReceipt();
    expect(rawControls(el)).to.deep.equal([]);
    const text = el.shadowRoot!.textContent ?? '';
    expect(text).to.contain('chain_⟨U+2066⟩flip⟨U+2069⟩');
    expect(text).to.contain('att_⟨U+202E⟩x⟨U+202C⟩');
    expect(text).to.contain('title ⟨U+202E⟩evil⟨U+202C⟩ end');
    for (const needle of ['chain_⟨U+2066⟩flip', 'att_⟨U+202E⟩x', 'reason⟨U+202E⟩ing', 'title ⟨U+202E⟩evil', 'rcpt_⟨U+202E⟩other']) {
      expectIsolated(el, needle);
    }
  });

  it('a receipt for another id, named with controls, is refused, and the error shows markers, never raw controls', async () => {
    const base = await serve({ '/receipts/rcpt_bidi': { json: receipt({ id: HOSTILE_ID, verified: true }) } });
    for (const compact of [false, true]) {
      const el = await makeReceipt({ id: 'rcpt_bidi', base, compact, refresh: 0 });
      await settled(el);
      expect(el.state).to.equal('error');
      expect(rawControls(el)).to.deep.equal([]);
      expect(el.shadowRoot!.textContent).to.contain('rcpt_evil⟨U+202E⟩gpj.exe');
      el.remove();
    }
  });

  it('the compact receipt and its accessible name carry no raw controls', async () => {
    const el = await hostileReceipt({ compact: true });
    expect(rawControls(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('article')!.getAttribute('aria-label')).to.equal('Receipt rcpt_bidi');
  });

  it('a Hebrew session title keeps its characters and reads right to left, isolated from its label', async () => {
    const el = await hostileReceipt({ title: HEBREW });
    const [iso] = expectIsolated(el, HEBREW);
    expect(iso!.textContent).to.equal(HEBREW);
    expect(getComputedStyle(iso!).direction).to.equal('rtl');
    // The neighbouring label stays left to right.
    const dt = [...el.shadowRoot!.querySelectorAll('dt')].find((d) => d.textContent === 'Title')!;
    expect(getComputedStyle(dt).direction).to.equal('ltr');
  });

  it('a console turn shows markers, never raw controls, isolates every value, and keeps Arabic right to left', async () => {
    const name = scenarioName('bidi');
    await script(name, [
      {
        json: runResponse({
          status: `GRO${RLO}UND`,
          content: { answer: ARABIC, confidence: 0.5, implication: `impl ${LRI}cation${PDI}` },
          structure: { closest_shape: `shape${RLO}_system`, geometric_confidence: 0.4, gap_score: 0.6, fires: true },
          bridge: { bridge: `bridge ${RLO}text`, assumptions: [`assume ${PDF}one`], confidence: 0.3, [`key${RLO}`]: `val${RLO}` },
          conflict: { conflict: true, message: `conflict ${RLO}here` },
          chain: { id: HOSTILE_CHAIN, root: `0x${'cd'.repeat(32)}`, length: 1, verified: false },
          receipt: receipt({ id: HOSTILE_ID, verified: false, attest_id: '' }),
        }),
      },
    ]);
    const el = await makeConsole({ proxyUrl: `/fixture/${name}` });
    const event = await sendText(el, `my ${RLO}input`);
    expect(event.type).to.equal('run-complete');
    expect(rawControls(el)).to.deep.equal([]);
    for (const needle of [
      'GRO⟨U+202E⟩UND',
      'impl ⟨U+2066⟩cation⟨U+2069⟩',
      'shape⟨U+202E⟩_system',
      'bridge ⟨U+202E⟩text',
      'assume ⟨U+202C⟩one',
      'key⟨U+202E⟩',
      'val⟨U+202E⟩',
      'conflict ⟨U+202E⟩here',
      'chain_⟨U+2066⟩flip⟨U+2069⟩',
      'rcpt_evil⟨U+202E⟩gpj.exe',
      'my ⟨U+202E⟩input',
    ]) {
      expectIsolated(el, needle);
    }
    const [answer] = expectIsolated(el, ARABIC);
    expect(answer!.textContent).to.equal(ARABIC);
    expect(getComputedStyle(answer!).direction).to.equal('rtl');
  });

  it('a badge shows markers in its texts, title and aria-label; each text is its own bidi run', () => {
    const host = document.createElement('div');
    host.innerHTML = renderBadge({ label: `rcpt${RLO}gpj.exe`, message: `ok${LRI}x${PDI}`, color: '#1a7f37', title: `name ${RLO}flip${PDF}` });
    document.body.append(host);
    try {
      expect(rawControls(host)).to.deep.equal([]);
      const svg = host.querySelector('svg')!;
      expect(svg.getAttribute('aria-label')).to.equal('name ⟨U+202E⟩flip⟨U+202C⟩');
      expect(svg.querySelector('title')!.textContent).to.equal('name ⟨U+202E⟩flip⟨U+202C⟩');
      // Label and message are separate <text> elements: one cannot reorder the other.
      expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).to.deep.equal(['rcpt⟨U+202E⟩gpj.exe', 'ok⟨U+2066⟩x⟨U+2069⟩']);
    } finally {
      host.remove();
    }
    const rtl = new DOMParser().parseFromString(receiptBadge({ id: HEBREW, verified: true }), 'image/svg+xml');
    expect(rtl.querySelector('title')!.textContent).to.contain(HEBREW);
  });
});
