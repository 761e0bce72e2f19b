// The BUILT bundle with the open-source Doorway server: a turn typed into the
// console from dist/reasoning-elements.js goes through the keyless proxy to the
// replay of the server (test/server/fixture-doorway.ts) and shows the new
// fields, and says there is no public receipt.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';

const shadowText = (el) => el.shadowRoot.textContent.replace(/\s+/g, ' ');

describe('dist/reasoning-elements.js with the open-source server', () => {
  it('<reasoning-console> renders a Doorway answer and a FastAPI 422 in plain words', async () => {
    const host = document.createElement('div');
    host.innerHTML = `<reasoning-console proxy-url="/fixture-doorway/proxy" storage-key="dist-doorway-${Date.now()}"></reasoning-console>`;
    document.body.append(host);
    const el = host.firstElementChild;
    try {
      await customElements.whenDefined('reasoning-console'); // loaded by the CDN file when the element appears
      await el.updateComplete;
      el.value = 'What happens to trust when transparency increases?';
      expect(await el.send()).to.equal(true);
      await el.updateComplete;
      const text = shadowText(el);
      expect(text).to.contain('No public receipt for this chain');
      expect(text).to.contain('Layers agree or compatible.');
      expect(el.shadowRoot.querySelector('.conflict')).to.equal(null);
      expect([...el.shadowRoot.querySelectorAll('.scores li .score-name')].map((n) => n.textContent.trim())[0]).to.equal('trust_system');
      expect(el.shadowRoot.querySelector('chain-badge')).to.equal(null);

      const recorded = await (await fetch('/test/fixtures/real/doorway-run-422.json')).json();
      await fetch('/fixture-doorway/_queue', { method: 'POST', body: JSON.stringify(recorded) });
      el.value = 'kept';
      expect(await el.send()).to.equal(false);
      await waitUntil(() => el.shadowRoot.querySelector('.server-detail'), 'the error panel');
      expect(el.shadowRoot.querySelector('.problem-title').textContent.replace(/\s+/g, ' ').trim()).to.equal('The service refused the input (HTTP 422)');
      expect(shadowText(el)).to.contain('input: Field required');
      expect(el.value).to.equal('kept');
    } finally {
      host.remove();
    }
  });
});
