// <reasoning-console> against the scripted /fixture/ mount: rendering of
// every field, hostile strings, each error, double send, cancel, keyboard.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { runResponse, receipt } from '../../fixtures/resources.js';
import { RunCompleteEvent, RunErrorEvent, RunStartEvent } from '../../../src/elements/shared/run-events.js';
import { $, $$, axeViolations, hits, makeConsole, nextResult, scenarioName, script, sendText, setSession, type } from './helpers.js';
import { liveRegionElement } from '../shared/live-region.js';
import { problemTerms } from '../../../src/i18n/lang/en.problems.js';

async function consoleFor(steps: Parameters<typeof script>[1], extra: { timeout?: number } = {}) {
  const name = scenarioName('fx');
  await script(name, steps);
  const el = await makeConsole({ proxyUrl: `/fixture/${name}`, ...extra });
  return { el, name };
}

describe('<reasoning-console> rendering (fixture)', () => {
  it('renders every field of an answer and fires run-start / run-complete', async () => {
    const response = runResponse({
      status: 'BRIDGE',
      content: { answer: 'Bridged answer', confidence: 0.54, implication: 'An implication' },
      structure: { closest_shape: 'flow_system', geometric_confidence: 0.6, gap_score: 0.4, fires: true },
      bridge: { bridge: 'A bridge text', assumptions: ['first assumption', 'second'], confidence: 0.54, novelty: { level: 2 } },
      conflict: { conflict: true, message: 'Both always and never' },
      chain: { id: 'chain_x', root: `0x${'cd'.repeat(32)}`, length: 1, verified: true },
      receipt: receipt({ id: 'rcpt_x' }),
    });
    const { el, name } = await consoleFor([{ json: response }]);
    const started = oneEvent(el, 'run-start');
    const event = await sendText(el, 'What flows here?');
    const start = (await started) as RunStartEvent;
    expect(start.detail.request).to.deep.equal({ input: 'What flows here?' });
    expect(event).to.be.instanceOf(RunCompleteEvent);
    expect((event as RunCompleteEvent).detail.response.status).to.equal('BRIDGE');
    // The request omitted session_name (field empty) and went to {proxy-url}/run.
    const h = await hits(name);
    expect(h.count).to.equal(1);
    expect(JSON.parse(h.requests[0]!.body)).to.deep.equal({ input: 'What flows here?' });

    const turn = $(el, 'article.turn');
    expect($(el, '.pill').dataset.status).to.equal('BRIDGE');
    expect($(el, '.pill').textContent).to.contain('BRIDGE');
    expect($(el, '.answer').textContent).to.equal('Bridged answer');
    const meter = turn.querySelector('meter')! as HTMLMeterElement;
    expect(meter.value).to.equal(0.54);
    expect(turn.querySelector('.confidence .number')!.textContent).to.equal('0.54');
    expect(turn.querySelector('.implication')!.textContent).to.contain('An implication');
    expect(turn.querySelector('.structure')!.textContent).to.contain('flow_system');
    expect(turn.querySelector('.structure')!.textContent).to.contain('0.4');
    expect(turn.querySelector('.fires')!.textContent).to.equal('yes');
    expect(turn.querySelector('.bridge-text')!.textContent).to.equal('A bridge text');
    expect([...turn.querySelectorAll('.assumptions li')].map((li) => li.textContent)).to.deep.equal(['first assumption', 'second']);
    const extra = turn.querySelector('.extras')!;
    expect(extra.querySelector('dt')!.textContent).to.equal('novelty');
    // A flat object reads as a small list of its keys and values, not as JSON.
    expect([...extra.querySelectorAll('dd li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['level 2']);
    const conflict = turn.querySelector('.conflict')!;
    expect(conflict.getAttribute('role')).to.equal('alert');
    expect(conflict.textContent).to.contain('Both always and never');
    expect(turn.querySelector('.chain')!.textContent).to.contain('chain_x');
    const root = turn.querySelector('.root')! as HTMLElement;
    expect(root.title).to.equal(`0x${'cd'.repeat(32)}`);
    expect(root.querySelector('.short')!.textContent).to.equal('0xcdcdcd…cdcdcd');
    expect(root.tabIndex).to.equal(0);
    expect(turn.querySelector('.chain-length')!.textContent).to.equal('1');
    expect(turn.querySelector('.verified')!.textContent).to.equal('yes');
    const badge = turn.querySelector('chain-badge')!;
    expect(badge.getAttribute('receipt-id')).to.equal('rcpt_x');
    expect(turn.querySelector('.receipt-id')!.textContent).to.equal('rcpt_x');
    // The console loads the badge's code with its first receipt.
    await customElements.whenDefined('chain-badge');
    await (badge as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(badge.shadowRoot!.querySelector<HTMLAnchorElement>('a')!.href).to.equal(`${location.origin}/app/receipts/rcpt_x`);
    // The input is cleared after success and the result is announced politely.
    expect(el.value).to.equal('');
    expect($(el, '.notice').textContent).to.contain('BRIDGE');
  });

  it('shows each known status with its own style and an unknown status neutrally', async () => {
    const { el } = await consoleFor([
      { json: runResponse({ status: 'GROUND' }) },
      { json: runResponse({ status: 'CONFLICT', conflict: { conflict: true, message: 'x' } }) },
      { json: runResponse({ status: 'PROVISIONAL' }) },
      { json: runResponse({ status: 'SPECULATIVE' }) },
    ]);
    for (const input of ['a', 'b', 'c', 'd']) await sendText(el, input);
    const pills = $$(el, '.pill');
    expect(pills.map((p) => p.dataset.status)).to.deep.equal(['GROUND', 'CONFLICT', 'PROVISIONAL', 'unknown']);
    expect(pills[3]!.textContent).to.contain('SPECULATIVE');
    const colours = new Set(pills.map((p) => getComputedStyle(p).color));
    expect(colours.size).to.equal(4);
    expect(pills.map((p) => p.getAttribute('part'))).to.deep.equal([
      'status status-ground',
      'status status-conflict',
      'status status-provisional',
      'status status-unknown',
    ]);
  });

  it('renders hostile strings in every response field as text', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const response = runResponse({
      status: evil,
      content: { answer: evil, confidence: 0.5, implication: evil },
      structure: { closest_shape: evil, geometric_confidence: 0.5, gap_score: 0.5, fires: true },
      bridge: { bridge: evil, assumptions: [evil], confidence: 0.4, [evil]: evil },
      conflict: { conflict: true, message: evil },
      chain: { id: evil, root: '0xabc', length: 1, verified: false },
      receipt: { id: `javascript:alert(1)//${evil}` },
    });
    const { el } = await consoleFor([{ json: response }]);
    await sendText(el, evil);
    const turn = $(el, 'article.turn');
    expect(turn.querySelectorAll('img, script').length).to.equal(0);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    for (const selector of ['.answer', '.conflict-message', '.bridge-text', '.assumptions li', '.extras dt', '.extras dd', '.input .text']) {
      expect(turn.querySelector(selector)!.textContent, selector).to.equal(evil);
    }
    expect(turn.querySelector('.implication')!.textContent).to.contain(evil);
    expect(turn.querySelector('.structure')!.textContent).to.contain(evil);
    expect(turn.querySelector('.chain')!.textContent).to.contain(evil);
    expect($(el, '.pill').dataset.status).to.equal('unknown');
    expect($(el, '.pill').textContent).to.contain(evil);
    // A receipt id that is not a plain token is shown, never linked or fetched.
    expect(turn.querySelector('chain-badge')).to.equal(null);
    expect(turn.querySelector('a')).to.equal(null);
    expect(turn.querySelector('.receipt')!.textContent).to.contain('javascript:alert(1)');
  });
});

describe('<reasoning-console> errors (fixture)', () => {
  const cases: { label: string; step: Parameters<typeof script>[1][number]; kind: string; words: RegExp }[] = [
    { label: '400', step: { status: 400, json: { detail: 'input must not be empty', code: 'invalid_body' } }, kind: 'bad-request', words: /refused the input/ },
    { label: '401', step: { status: 401, json: { detail: 'missing or invalid API key', code: 'unauthorized' } }, kind: 'unauthorized', words: /site owner.*key the proxy/i },
    { label: '403', step: { status: 403, json: { detail: 'structured_thinking needs the ASI tier', code: 'tier_mismatch' } }, kind: 'tier', words: /ASI/ },
    { label: '413', step: { status: 413, json: { detail: 'body too large', code: 'body_too_large' } }, kind: 'bad-request', words: /too large/ },
    { label: '500', step: { status: 500, json: { detail: 'engine failure', code: 'engine_error' } }, kind: 'server', words: /internal error/ },
  ];
  for (const c of cases) {
    it(`explains ${c.label} in plain words, keeps the input and never retries by itself`, async () => {
      const { el, name } = await consoleFor([c.step, { json: runResponse() }]);
      const event = (await sendText(el, `keep me ${c.label}`)) as RunErrorEvent;
      expect(event).to.be.instanceOf(RunErrorEvent);
      expect(event.detail.kind).to.equal(c.kind);
      const problem = $(el, '.problem');
      expect(problem.getAttribute('role')).to.equal('alert');
      expect(problem.textContent).to.match(c.words);
      expect(el.value).to.equal(`keep me ${c.label}`);
      expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal(`keep me ${c.label}`);
      expect($$(el, 'article.turn').length).to.equal(0);
      await new Promise((r) => setTimeout(r, 300));
      expect((await hits(name)).count).to.equal(1);
      // Sending again is the person's choice: one click, one request.
      const again = nextResult(el);
      $(el, 'button.send-again').click();
      expect(await again).to.be.instanceOf(RunCompleteEvent);
      const { requests } = await hits(name);
      expect(requests.length).to.equal(2);
      // The same request under the same idempotency key: had the first one
      // landed with its answer lost, the service would return that answer.
      expect(requests[0]!.idempotencyKey).to.be.a('string').and.not.equal('');
      expect(requests[1]!.idempotencyKey).to.equal(requests[0]!.idempotencyKey);
      await el.updateComplete;
      expect($$(el, 'article.turn').length).to.equal(1);
      expect(el.shadowRoot!.querySelector('.problem')).to.equal(null);
    });
  }

  it('gives every new send a fresh idempotency key', async () => {
    const { el, name } = await consoleFor([{ json: runResponse() }]);
    await sendText(el, 'first');
    await sendText(el, 'second');
    const keys = (await hits(name)).requests.map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[0]).to.be.a('string');
    expect(keys[1]).to.be.a('string').and.not.equal(keys[0]);
  });

  it('network down: says the service could not be reached and keeps the input', async () => {
    // Nothing listens on port 1 of the loopback: the connection is refused.
    const el = await makeConsole({ proxyUrl: 'http://127.0.0.1:1/proxy' });
    const event = (await sendText(el, 'offline?')) as RunErrorEvent;
    expect(event.detail.kind).to.equal('network');
    expect($(el, '.problem').textContent).to.contain('could not be reached');
    expect(el.value).to.equal('offline?');
    expect($(el, 'button.send-again')).to.exist;
  });

  it('shows the server\'s reason for a 400', async () => {
    const { el } = await consoleFor([{ status: 400, json: { detail: 'session_name is longer than 128 characters', code: 'invalid_body' } }]);
    await sendText(el, 'x');
    expect($(el, '.server-detail').textContent).to.contain('session_name is longer than 128 characters');
  });

  it('429: says how many seconds to wait and counts down', async () => {
    const { el } = await consoleFor([{ status: 429, headers: { 'retry-after': '3' }, json: { detail: 'slow down', code: 'rate_limited' } }]);
    const event = (await sendText(el, 'hurry')) as RunErrorEvent;
    expect(event.detail.kind).to.equal('rate-limited');
    expect($(el, '.problem').textContent).to.contain('Wait 3 seconds');
    expect($(el, '.countdown .seconds').textContent).to.equal('3');
    expect(($(el, 'button.send-again') as HTMLButtonElement).disabled).to.equal(true);
    // It counts down (waits for the change, however slow the timers run).
    await waitUntil(() => Number(el.shadowRoot!.querySelector('.countdown .seconds')?.textContent ?? 0) < 3, 'no countdown', { timeout: 5000 });
    // Sending during the wait is refused visibly.
    expect(await el.send()).to.equal(false);
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.notice').textContent).to.match(/Wait \d more second/);
  });

  it('timeout: gives up after the timeout attribute and keeps the input', async () => {
    const { el } = await consoleFor([{ delayMs: 3000, json: runResponse() }], { timeout: 300 });
    const event = (await sendText(el, 'slow one')) as RunErrorEvent;
    expect(event.detail.kind).to.equal('timeout');
    expect($(el, '.problem').textContent).to.contain('did not answer');
    expect(el.value).to.equal('slow one');
  });

  it('an unreadable answer is reported, not rendered', async () => {
    const { el } = await consoleFor([{ json: { status: 'GROUND' } }]);
    const event = (await sendText(el, 'x')) as RunErrorEvent;
    expect(event.detail.kind).to.equal('invalid-response');
    expect($$(el, 'article.turn').length).to.equal(0);
  });
});

describe('<reasoning-console> sending (fixture)', () => {
  it('refuses a second send while one is in flight, visibly, and sends once', async () => {
    const { el, name } = await consoleFor([{ delayMs: 400, json: runResponse() }]);
    type(el, 'only once');
    await el.updateComplete;
    const result = nextResult(el);
    $(el, 'button.send').click();
    await el.updateComplete;
    expect($(el, 'button.send').getAttribute('aria-disabled')).to.equal('true');
    $(el, 'button.send').click();
    const area = $(el, 'textarea');
    area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    expect(await el.send()).to.equal(false);
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.notice').textContent).to.contain('Already sending');
    await result;
    expect((await hits(name)).count).to.equal(1);
    await el.updateComplete;
    expect($$(el, 'article.turn').length).to.equal(1);
  });

  it('cancel aborts the request in flight and keeps the input', async () => {
    const { el, name } = await consoleFor([{ delayMs: 5000, json: runResponse() }]);
    type(el, 'never mind');
    await el.updateComplete;
    const result = nextResult(el);
    $(el, 'button.send').click();
    await el.updateComplete;
    const cancel = $(el, 'button.cancel') as HTMLButtonElement;
    expect(cancel.disabled).to.equal(false);
    cancel.click();
    const event = (await result) as RunErrorEvent;
    expect(event.detail.kind).to.equal('aborted');
    await el.updateComplete;
    expect(el.busy).to.equal(false);
    expect(el.value).to.equal('never mind');
    expect($(el, '.problem').textContent).to.contain('Cancelled');
    expect($$(el, 'article.turn').length).to.equal(0);
    // The server saw the request go away.
    let aborted = 0;
    await waitUntil(async () => (aborted = (await hits(name)).aborted) > 0, 'the server never saw the abort', { timeout: 15_000 });
    expect(aborted).to.equal(1);
    expect((await hits(name)).count).to.equal(1);
  });

  it('Enter sends, Shift+Enter does not, and an IME composition never sends', async () => {
    const { el, name } = await consoleFor([{ json: runResponse() }]);
    type(el, 'line one');
    await el.updateComplete;
    const area = $(el, 'textarea');
    const shift = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
    area.dispatchEvent(shift);
    expect(shift.defaultPrevented).to.equal(false);
    const ime = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true });
    area.dispatchEvent(ime);
    expect(ime.defaultPrevented).to.equal(false);
    const ime229 = new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, cancelable: true } as KeyboardEventInit);
    area.dispatchEvent(ime229);
    expect(el.busy).to.equal(false);
    expect((await hits(name)).count).to.equal(0);
    const result = nextResult(el);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    area.dispatchEvent(enter);
    expect(enter.defaultPrevented).to.equal(true);
    expect(await result).to.be.instanceOf(RunCompleteEvent);
    expect((await hits(name)).count).to.equal(1);
  });

  it('refuses an empty input visibly without a request', async () => {
    const { el, name } = await consoleFor([{ json: runResponse() }]);
    expect(await el.send()).to.equal(false);
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.notice').textContent).to.contain('Type an input first');
    expect((await hits(name)).count).to.equal(0);
  });

  it('sends the session name when one is typed and returns focus to the input', async () => {
    const { el, name } = await consoleFor([{ json: runResponse() }]);
    el.sessionName = 'research';
    await sendText(el, 'q');
    expect(JSON.parse((await hits(name)).requests[0]!.body)).to.deep.equal({ input: 'q', session_name: 'research' });
    expect(el.shadowRoot!.activeElement).to.equal($(el, 'textarea'));
    expect($(el, '.turn .session').textContent).to.equal('research');
  });
});

describe('<reasoning-console> transcript storage (fixture)', () => {
  it('keeps the transcript across a reload and clears it on request', async () => {
    const name = scenarioName('store');
    await script(name, [
      { json: runResponse({ content: { answer: 'first', confidence: 0.5, implication: 'i' } }) },
      { json: runResponse({ content: { answer: 'second', confidence: 0.5, implication: 'i' } }) },
    ]);
    const key = scenarioName('slot');
    const first = await makeConsole({ proxyUrl: `/fixture/${name}`, storageKey: key });
    await sendText(first, 'one');
    await sendText(first, 'two');
    type(first, 'unsent draft');
    setSession(first, 'kept-session');
    first.remove();
    // A new element on the same slot is what a reload gives.
    const again = await makeConsole({ proxyUrl: `/fixture/${name}`, storageKey: key });
    expect($$(again, '.answer').map((a) => a.textContent)).to.deep.equal(['first', 'second']);
    expect($$(again, '.input .text').map((a) => a.textContent)).to.deep.equal(['one', 'two']);
    expect(again.value).to.equal('unsent draft');
    expect(again.sessionName).to.equal('kept-session');
    expect(($(again, 'input[name="session_name"]') as HTMLInputElement).value).to.equal('kept-session');
    // Restored conflicts are not re-announced as alerts.
    expect(again.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    ($(again, 'button.clear') as HTMLButtonElement).click();
    await again.updateComplete;
    expect($$(again, 'article.turn').length).to.equal(0);
    again.remove();
    const third = await makeConsole({ storageKey: key });
    expect($$(third, 'article.turn').length).to.equal(0);
    expect(third.value).to.equal('unsent draft');
  });

  it('a new storage-key shows that slot\'s transcript', async () => {
    const slot = scenarioName('slot2');
    const good = { id: 'tslot', sessionName: 's', input: 'from the other slot', response: runResponse(), at: '2026-11-22T10:00:00.000Z' };
    sessionStorage.setItem(`reasoning-console:v1:${slot}`, JSON.stringify({ v: 1, turns: [good] }));
    const el = await makeConsole();
    expect($$(el, 'article.turn').length).to.equal(0);
    el.storageKey = slot;
    await el.updateComplete;
    expect($$(el, '.input .text').map((t) => t.textContent)).to.deep.equal(['from the other slot']);
  });

  it('keeps working, and says so, when the browser refuses to store', async () => {
    const { el } = await consoleFor([{ json: runResponse() }]);
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(await sendText(el, 'no room')).to.be.instanceOf(RunCompleteEvent);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect($$(el, 'article.turn').length).to.equal(1);
    expect($(el, '.notice').textContent).to.contain('could not save the transcript');
  });

  it('starts empty, without throwing, from corrupt or foreign storage', async () => {
    const corrupt = scenarioName('corrupt');
    sessionStorage.setItem(`reasoning-console:v1:${corrupt}`, '{not json');
    const a = await makeConsole({ storageKey: corrupt });
    expect($$(a, 'article.turn').length).to.equal(0);

    const old = scenarioName('old');
    sessionStorage.setItem(`reasoning-console:v1:${old}`, JSON.stringify({ v: 0, turns: [{ nope: 1 }] }));
    expect($$(await makeConsole({ storageKey: old }), 'article.turn').length).to.equal(0);

    const mixed = scenarioName('mixed');
    const good = { id: 'tgood', sessionName: '', input: 'kept', response: runResponse(), at: '2026-11-22T10:00:00.000Z' };
    sessionStorage.setItem(
      `reasoning-console:v1:${mixed}`,
      JSON.stringify({ v: 1, turns: [good, { id: 'tbad', response: { status: 1 } }, 'junk', null] }),
    );
    const m = await makeConsole({ storageKey: mixed });
    expect($$(m, '.input .text').map((t) => t.textContent)).to.deep.equal(['kept']);
  });
});

describe('<reasoning-console> accessibility (fixture)', () => {
  it('has labelled controls and passes axe with turns of every kind and an error shown', async () => {
    const { el } = await consoleFor([
      { json: runResponse({ status: 'GROUND' }) },
      {
        json: runResponse({
          status: 'BRIDGE',
          structure: { closest_shape: 'flow_system', geometric_confidence: 0.45, gap_score: 0.55, fires: true },
          bridge: { bridge: 'b', assumptions: ['a'], confidence: 0.4, extra: 'e' },
        }),
      },
      { json: runResponse({ status: 'CONFLICT', conflict: { conflict: true, message: 'both' } }) },
      { json: runResponse({ status: 'PROVISIONAL' }) },
      { json: runResponse({ status: 'SOMETHING_NEW' }) },
      { status: 500, json: { detail: 'engine failure', code: 'engine_error' } },
    ]);
    for (const t of ['a', 'b', 'c', 'd', 'e', 'f']) await sendText(el, t);
    expect($$(el, '.pill').map((p) => p.dataset.status)).to.deep.equal(['GROUND', 'BRIDGE', 'CONFLICT', 'PROVISIONAL', 'unknown']);
    expect($(el, '.problem')).to.exist;
    const area = $(el, 'textarea');
    expect(el.shadowRoot!.querySelector(`label[for="${area.id}"]`)!.textContent).to.equal('Input');
    const session = $(el, 'input[name="session_name"]');
    expect(el.shadowRoot!.querySelector(`label[for="${session.id}"]`)!.textContent).to.equal('Session name');
    // Heard through the page's one polite live region in the light DOM, not a region in the shadow root.
    expect(el.shadowRoot!.querySelector('[aria-live]')).to.equal(null);
    expect(liveRegionElement()!.getAttribute('aria-live')).to.equal('polite');
    const violations = await axeViolations(el);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).to.deep.equal([]);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    const dark = await axeViolations(el);
    expect(dark.map((v) => `${v.id}: ${v.help}`)).to.deep.equal([]);
  });
});

describe('axe harness', () => {
  it('does find a violation when there is one (control)', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<input type="text">';
    document.body.append(host);
    const violations = await axeViolations(host);
    host.remove();
    expect(violations.map((v) => v.id)).to.include('label');
  });
});

describe('<reasoning-console> details (fixture)', () => {
  it('omits the bridge and the conflict when there are none, and shows the full root on focus', async () => {
    const root = `0x${'0123456789abcdef'.repeat(4)}`;
    const { el } = await consoleFor([{ json: runResponse({ chain: { id: 'c', root, length: 1, verified: false } }) }]);
    await sendText(el, 'plain');
    const turn = $(el, 'article.turn');
    expect(turn.querySelector('.bridge')).to.equal(null);
    expect(turn.querySelector('.conflict')).to.equal(null);
    expect(turn.querySelector('.verified')!.textContent).to.equal('not yet (at this turn)');
    const code = turn.querySelector<HTMLElement>('.root')!;
    const full = code.querySelector<HTMLElement>('.full')!;
    const short = code.querySelector<HTMLElement>('.short')!;
    expect(full.textContent).to.equal(root);
    expect(full.getBoundingClientRect().width).to.be.lessThan(2); // visually hidden, still read out
    // Real keyboard focus: Tab from the element before the root.
    turn.querySelector<HTMLElement>('.chain code.wrap')!.setAttribute('tabindex', '0');
    turn.querySelector<HTMLElement>('.chain code.wrap')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(code);
    expect(getComputedStyle(short).display).to.equal('none');
    expect(full.getBoundingClientRect().width).to.be.greaterThan(100);
  });
});

describe('describeRunError', () => {
  it('words each failure for the right person, as terms with their values', async () => {
    const { describeRunError } = await import('../../../src/elements/reasoning-console/error-messages.js');
    const { ReasoningError } = await import('../../../src/client/index.js');
    expect(describeRunError(new ReasoningError('unauthorized', 'bad key', { status: 401 })).audience).to.equal('site-owner');
    expect(describeRunError(new ReasoningError('rate-limited', 'x', { status: 429, retryAfter: 1 })).message).to.deep.equal({ key: 'rateWait', values: { count: 1 } });
    expect(describeRunError(new ReasoningError('rate-limited', 'x', { status: 429 })).message).to.deep.equal({ key: 'rateText' });
    expect(describeRunError(new ReasoningError('timeout'), { timeoutMs: 2000 }).message).to.deep.equal({ key: 'timeoutAfter', values: { count: 2 } });
    expect(describeRunError(new DOMException('x', 'AbortError')).title).to.deep.equal({ key: 'cancelledTitle' });
    expect(describeRunError('weird').title).to.deep.equal({ key: 'otherTitle' });
    // English words: consoleTerms, with plural forms by count.
    expect(problemTerms.rateWait.one).to.contain('Wait {count} second,');
    expect(problemTerms.timeoutAfter.other).to.contain('within {count} seconds');
  });
});

describe('<reasoning-console> narrow layout (fixture)', () => {
  it('fits 320 px with long unbroken values: nothing scrolls sideways', async () => {
    const long = 'x'.repeat(300);
    const { el } = await consoleFor([
      {
        json: runResponse({
          status: long,
          content: { answer: long, confidence: 0.5, implication: long },
          structure: { closest_shape: long, geometric_confidence: 0.5, gap_score: 0.5, fires: true },
          bridge: { bridge: long, assumptions: [long], [long]: long },
          conflict: { conflict: true, message: long },
          chain: { id: long, root: `0x${'f'.repeat(64)}`, length: 1, verified: false },
          receipt: receipt({ id: `r${'1'.repeat(120)}` }),
        }),
      },
    ]);
    el.style.width = '320px';
    el.sessionName = long.slice(0, 128);
    await sendText(el, long);
    type(el, long);
    await el.updateComplete;
    const base = $(el, '.console');
    expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    for (const node of $$(el, 'article.turn, form, .problem')) {
      expect(node.scrollWidth, node.className || node.tagName).to.be.at.most(node.clientWidth);
    }
  });
});
