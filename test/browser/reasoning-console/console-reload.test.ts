// A real reload: the console lives in a page loaded in a same-origin iframe
// (which shares this tab's sessionStorage); the page is reloaded and the
// transcript, the unsent input and the session name are back.
import { expect } from '@open-wc/testing';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { TEST_INPUTS } from '../../server/constants.js';

function load(frame: HTMLIFrameElement, src?: string): Promise<void> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    if (src) frame.src = src;
    else frame.contentWindow!.location.reload();
  });
}

async function consoleIn(frame: HTMLIFrameElement): Promise<ReasoningConsoleElement> {
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined('reasoning-console');
  const el = frame.contentDocument!.querySelector('reasoning-console') as ReasoningConsoleElement;
  await el.updateComplete;
  return el;
}

describe('<reasoning-console> across a page reload', () => {
  it('keeps the transcript, the unsent input and the session name', async () => {
    sessionStorage.removeItem('reasoning-console:v1:reload-test');
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      await load(frame, new URL('./reload-page.html', import.meta.url).href);
      const el = await consoleIn(frame);
      el.sessionName = `reload-${Math.random().toString(36).slice(2, 10)}`;
      for (const input of [TEST_INPUTS.ground, TEST_INPUTS.conflict]) {
        el.value = input;
        expect(await el.send()).to.equal(true);
      }
      el.value = 'typed, not sent';
      const before = el.turns.map((t) => t.response.chain.root);
      const session = el.sessionName;

      await load(frame);
      const after = await consoleIn(frame);
      expect(after).to.not.equal(el);
      expect(after.turns.map((t) => t.response.chain.root)).to.deep.equal(before);
      expect(after.shadowRoot!.querySelectorAll('article.turn').length).to.equal(2);
      expect(after.value).to.equal('typed, not sent');
      expect(after.sessionName).to.equal(session);
      // The chain continues after the reload.
      after.value = TEST_INPUTS.bridge;
      expect(await after.send()).to.equal(true);
      expect(after.turns.map((t) => t.response.chain.length)).to.deep.equal([1, 2, 3]);
    } finally {
      frame.remove();
      sessionStorage.removeItem('reasoning-console:v1:reload-test');
    }
  });
});
