// <reasoning-console> in front of the open-source Doorway server: every
// recorded answer and each derived one (other statuses, no bridge, a conflict,
// more bridge fields, empty all_scores, a null chain receipt) typed into the
// console and sent through the real proxy with no key to a replay of the
// server over HTTP on 127.0.0.1 (test/server/fixture-doorway.ts). The real
// FastAPI server cannot be installed here; the replay answers as it does.
import { expect } from '@open-wc/testing';
import { doorwayCases, hostileDoorwayBody, type DoorwayCase, type Recording } from '../../fixtures/real/doorway.js';
import { formatDecimal, rankScores } from '../../../src/elements/reasoning-console/format.js';
import { RunCompleteEvent } from '../../../src/elements/shared/run-events.js';
import { $, $$, axeViolations, makeConsole, sendText, setSession } from './helpers.js';

const recording = async (name: string) => (await (await fetch(`/test/fixtures/real/${name}`)).json()) as Recording;
const seen = async () => (await (await fetch('/fixture-doorway/_seen')).json()) as { authorization: string | null; body: string }[];
const flat = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const ok = await recording('doorway-run-200.json');
const cases = doorwayCases(ok);

function expectTurn(turn: HTMLElement, c: DoorwayCase) {
  const b = c.body;
  expect(flat(turn.querySelector('.pill'))).to.contain(b.status);
  expect(flat(turn.querySelector('.answer'))).to.equal(b.content.answer);
  // content.success: false marks the answer as a placeholder.
  expect(turn.querySelector('.content-note') !== null, 'content note').to.equal(b.content.success === false);

  // The conflict check: an alert only for a real conflict.
  if (b.conflict.conflict) {
    expect(flat(turn.querySelector('.conflict-message'))).to.equal(b.conflict.message);
    expect(turn.querySelector('.agreement')).to.equal(null);
    expect(flat(turn.querySelector('.conflict .directional-conflict'))).to.equal(b.conflict.directional_conflict ? 'yes' : 'no');
  } else {
    expect(turn.querySelector('.conflict'), 'no conflict box when conflict is false').to.equal(null);
    expect(turn.querySelector('[role="alert"]')).to.equal(null);
    expect(flat(turn.querySelector('.agreement > p'))).to.equal(`No conflict ${b.conflict.message}`);
  }
  expect(flat(turn.querySelector('.content-implication'))).to.equal(b.conflict.content_implication);
  expect(flat(turn.querySelector('.geometric-implication'))).to.equal(b.conflict.geometric_implication);

  // Structure: both shapes, the prediction, every score ranked with its number.
  const s = b.structure;
  expect(flat(turn.querySelector('.closest-shape'))).to.equal(s.closest_shape);
  if (s.second_shape === null) expect(turn.querySelector('.second-shape')).to.equal(null);
  else expect(flat(turn.querySelector('.second-shape'))).to.equal(`${s.second_shape} (${formatDecimal(s.second_confidence)})`);
  expect(flat(turn.querySelector('.geometric-prediction'))).to.equal(s.geometric_prediction);
  // The geometry's implication is shown once: beside the content's in the conflict check.
  expect(turn.querySelector('.implication-type')).to.equal(null);
  const items = [...turn.querySelectorAll('.scores li')];
  const ranked = rankScores(s.all_scores);
  expect(items.map((li) => [flat(li.querySelector('.score-name')), flat(li.querySelector('.score-value'))])).to.deep.equal(
    ranked.map(([name, score]) => [name, formatDecimal(score)]),
  );
  // Each meter is named by its shape (not colour alone).
  const root = turn.getRootNode() as ShadowRoot;
  for (const li of items) expect(flat(root.getElementById(li.querySelector('meter')!.getAttribute('aria-labelledby')!))).to.equal(flat(li.querySelector('.score-name')));
  expect(turn.querySelector('.scores-empty') !== null).to.equal(ranked.length === 0);

  // Bridge and its extra fields, labelled.
  if (b.bridge) {
    expect(flat(turn.querySelector('.bridge-text'))).to.equal(b.bridge.bridge);
    expect([...turn.querySelectorAll('.assumptions li')].map(flat)).to.deep.equal(b.bridge.assumptions);
    const extra = (key: string) => turn.querySelector(`.extras [data-key="${key}"]`);
    expect(flat(extra('target_domain')?.querySelector('dt') ?? null)).to.equal('Target domain');
    expect(flat(extra('target_domain')?.querySelector('dd') ?? null)).to.equal(b.bridge.target_domain);
    // Fields the server copies from the structure show once, unless they differ.
    for (const [key, same] of [['shape_name', 'closest_shape'], ['geometric_prediction', 'geometric_prediction'], ['implication_type', 'implication_type'], ['gap_score', 'gap_score']]) {
      expect(extra(key) !== null, key).to.equal(key in b.bridge && b.bridge[key] !== s[same]);
    }
    expect([...(extra('gap_dims')?.querySelectorAll('li') ?? [])].map(flat)).to.deep.equal(
      Object.entries(b.bridge.gap_dims).map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`),
    );
  } else {
    expect(turn.querySelector('.bridge')).to.equal(null);
  }

  // Chain, and the receipt with no public id: said plainly, its facts shown, no badge or link.
  expect(flat(turn.querySelector('.chain .root .short'))).to.match(/^xy_[0-9a-f]{6}…[0-9a-f]{6}$/);
  expect((turn.querySelector('.chain .root') as HTMLElement).title).to.equal(b.chain.root);
  expect(turn.querySelector('chain-badge')).to.equal(null);
  expect(turn.querySelector('.receipt a')).to.equal(null);
  expect(flat(turn.querySelector('.no-public-receipt')).toLowerCase()).to.equal('no public receipt for this chain');
  const inner = b.receipt.receipt;
  expect(flat(turn.querySelector('.entry-count'))).to.equal(String(inner ? inner.entry_count : b.receipt.chain_length));
  if (inner) {
    expect((turn.querySelector('.receipt-root-hash') as HTMLElement).title).to.equal(inner.root_xy);
    expect((turn.querySelector('.receipt-head-hash') as HTMLElement).title).to.equal(inner.head_xy);
    expect(flat(turn.querySelector('.all-verified'))).to.equal(inner.all_verified ? 'yes' : 'no: an entry failed its check');
  } else {
    expect(flat(turn.querySelector('.all-verified'))).to.equal(b.receipt.chain_verified ? 'yes' : 'no');
  }
}

describe('<reasoning-console> with the open-source server behind a keyless proxy', () => {
  for (const c of cases) {
    it(`renders ${c.name}`, async () => {
      const el = await makeConsole({ proxyUrl: '/fixture-doorway/proxy' });
      if (c.session_name) setSession(el, c.session_name);
      const before = (await seen()).length;
      const event = await sendText(el, c.input);
      expect(event).to.be.instanceOf(RunCompleteEvent);
      expect((event as RunCompleteEvent).detail.response).to.deep.equal(c.body);
      // What reached the server: no key, and session_name only when the person gave one.
      const got = (await seen()).slice(before);
      expect(got.length).to.equal(1);
      expect(got[0]!.authorization).to.equal(null);
      expect(JSON.parse(got[0]!.body)).to.deep.equal(c.session_name ? { input: c.input, session_name: c.session_name } : { input: c.input });

      const turns = $$(el, 'article.turn');
      expect(turns.length).to.equal(1);
      expectTurn(turns[0]!, c);
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  }

  it('keeps every turn readable after a reload of the transcript (nested receipts survive storage)', async () => {
    const storageKey = `doorway-store-${Date.now()}`;
    const first = await makeConsole({ proxyUrl: '/fixture-doorway/proxy', storageKey });
    await sendText(first, cases[0]!.input);
    await sendText(first, cases[1]!.input);
    first.remove();
    const again = await makeConsole({ proxyUrl: '/fixture-doorway/proxy', storageKey });
    const turns = $$(again, 'article.turn');
    expect(turns.length).to.equal(2);
    expectTurn(turns[0]!, cases[0]!);
    expectTurn(turns[1]!, cases[1]!);
  });

  it('fits 320 px with long unbroken values in every new field: nothing scrolls sideways', async () => {
    const long = 'y'.repeat(300);
    const input = `narrow ${Date.now()}`;
    const body = hostileDoorwayBody(ok, long);
    await fetch('/fixture-doorway/_answer', { method: 'POST', body: JSON.stringify({ input, body }) });
    const el = await makeConsole({ proxyUrl: '/fixture-doorway/proxy' });
    el.style.width = '320px';
    await sendText(el, input);
    const base = $(el, '.console');
    expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    for (const node of $$(el, 'article.turn, .scores, .score, .bridge, .receipt, .conflict')) {
      expect(node.scrollWidth, node.className || node.tagName).to.be.at.most(node.clientWidth);
    }
  });

  it('a seed-form receipt still gets its badge beside a Doorway turn', async () => {
    const el = await makeConsole({ proxyUrl: '/proxy' });
    await sendText(el, 'Rising prices cause lower demand.');
    expect($(el, 'article.turn chain-badge')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('.no-public-receipt')).to.equal(null);
  });
});
