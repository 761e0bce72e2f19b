// <reasoning-console> in the page's language: labels, hints, counts, the turn, the error panel and what
// is announced, in German and Arabic, following a change of lang live; announcements heard once each.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/reasoning-console/define.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { runResponse, receipt } from '../../fixtures/resources.js';
import { $, nextResult, scenarioName, script, type, type Step } from '../reasoning-console/helpers.js';
import { recordAnnouncements } from '../shared/live-region.js';

async function consoleIn(lang: string, steps: Step[]) {
  const name = scenarioName('i18n');
  await script(name, steps);
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang}><reasoning-console proxy-url=${`/fixture/${name}`} storage-key=${scenarioName('store')}></reasoning-console></div>`,
  );
  const el = wrap.querySelector('reasoning-console') as ReasoningConsoleElement;
  // The first render waits for the language's words: nothing English is ever drawn.
  await el.updateComplete;
  expect(el.shadowRoot!.querySelector('.console')!.getAttribute('lang')).to.equal(lang);
  expect(el.shadowRoot!.querySelector('h2')!.textContent).not.to.equal('Reasoning console');
  return { wrap, el };
}

async function send(el: ReasoningConsoleElement, text: string) {
  type(el, text);
  await el.updateComplete;
  const result = nextResult(el);
  $(el, 'button.send').click();
  await result;
  await el.updateComplete;
}

const all = (el: HTMLElement) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

describe('<reasoning-console> languages', () => {
  it('speaks German: labels, hints, the character count and the turn', async () => {
    const { el } = await consoleIn('de', [
      { json: runResponse({ status: 'GROUND', content: { answer: 'Antwort', confidence: 0.825, implication: 'x' }, receipt: receipt({ id: 'rcpt_de' }) }) },
    ]);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Reasoning-Konsole');
    expect(root.querySelector('label[for="input"]')!.textContent).to.equal('Eingabe');
    expect(($(el, 'textarea') as HTMLTextAreaElement).placeholder).to.equal('Fragen Sie etwas …');
    expect(root.querySelector('ol.transcript')!.getAttribute('aria-label')).to.equal('Verlauf');
    type(el, 'x'.repeat(1234));
    await el.updateComplete;
    // Numbers through Intl in German: 1.234 / 20.000 (the English page wrote 1,234 / 20,000).
    expect($(el, '#input-count').textContent).to.match(/^1\.234 \/ [\d.]+ Zeichen$/);
    const heard = recordAnnouncements();
    try {
      await send(el, 'Frage');
      expect($(el, '.turn .implication .label').textContent).to.equal('Implikation');
      // A decimal in German: 0,825.
      expect($(el, '.confidence .number').textContent).to.equal('0,825');
      expect($(el, '.chain dt').textContent).to.equal('Kette');
      await waitUntil(() => heard.lines.some((l) => l.startsWith('Antwort 1: GROUND.')), 'no answer announced', { timeout: 3000 });
      // Heard once each: the sending, then the answer; nothing else.
      expect(heard.lines).to.deep.equal(['Wird gesendet …', 'Antwort 1: GROUND. Antwort']);
      expect(heard.langs.every((l) => l === 'de')).to.equal(true);
      // The nested badge speaks German too.
      const badge = root.querySelector('chain-badge')!;
      await waitUntil(() => /Beleg/.test(badge.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''), 'badge not in German', { timeout: 4000 });
    } finally {
      heard.stop();
    }
  });

  it('explains a failure in German, then in Arabic (right to left) when lang changes, announcing it once', async () => {
    const { wrap, el } = await consoleIn('de', [{ status: 429, headers: { 'retry-after': '3' }, json: { detail: 'slow down', code: 'rate_limited' } }]);
    const heard = recordAnnouncements();
    try {
      await send(el, 'eilig');
      expect($(el, '.problem-title').textContent).to.contain('Zu viele Anfragen');
      expect($(el, '.problem-message').textContent).to.contain('Warten Sie 3 Sekunden');
      expect($(el, '.countdown').textContent).to.match(/Erneutes Senden in \d s möglich\./);
      await waitUntil(() => heard.lines.length >= 2, 'failure not announced', { timeout: 3000 });
      expect(heard.lines).to.deep.equal(['Wird gesendet …', 'Zu viele Anfragen. Ihre Eingabe bleibt erhalten.']);

      wrap.setAttribute('lang', 'ar');
      await waitUntil(() => /طلبات كثيرة جدًا/.test($(el, '.problem-title').textContent ?? ''), 'problem not said again in Arabic', { timeout: 4000 });
      const base = $(el, '.console');
      expect(base.getAttribute('dir')).to.equal('rtl');
      expect(getComputedStyle(base).direction).to.equal('rtl');
      expect($(el, 'button.send-again').textContent!.trim()).to.equal('إرسال مجددًا');
      // A change of language repaints; it announces nothing new.
      expect(heard.lines.length).to.equal(2);
    } finally {
      heard.stop();
    }
  });

  it('says the refusal of an empty input in Japanese', async () => {
    const { el } = await consoleIn('ja', [{ json: runResponse() }]);
    expect(await el.send()).to.equal(false);
    await el.updateComplete;
    expect($(el, '.notice').textContent).to.equal('先に入力してください。');
    expect(all(el)).to.contain('推論コンソール');
  });
});
