// The BUILT CDN file (npm run build first) and the languages: an English page fetches no other language's
// words; a German page fetches the German parts of the elements it shows; registerTranslation from the CDN
// file works before any element code has loaded. Each case is a fresh page in an iframe.
import { expect, waitUntil } from '@open-wc/testing';

const CDN = '/dist/reasoning-elements.js';
const frames: HTMLIFrameElement[] = [];

type CdnWindow = Window & typeof globalThis & { cdn: { ready: Promise<void>; registerTranslation: (...t: object[]) => void } };

async function page(lang: string, body: string, before = ''): Promise<CdnWindow> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  frame.srcdoc = `<!doctype html><html lang="${lang}"><body>${body}${before}<script type="module" src="${CDN}"></${'script'}></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as CdnWindow;
  win.cdn = await new win.Function(`return import('${CDN}')`)();
  return win;
}

const chunksFetched = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/chunks/'))
    .map((path) => path.slice('/dist/chunks/'.length));

const LANGUAGE_CHUNK = /^(ar|de|es|fr|he|it|ja|ko|pt|zh)[.-]/;
const svgLabel = (el: Element) => el.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';
const RECEIPT = { id: 'rcpt_cdn', verified: true, badge_svg: '' };
const inline = `<script type="application/json">${JSON.stringify({ receipt: RECEIPT })}</${'script'}>`;

describe('dist/reasoning-elements.js and the page language', function () {
  this.timeout(20_000);
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('an English page fetches no language chunk', async () => {
    const win = await page('en', `<chain-badge receipt-id="rcpt_cdn" base-url="/nowhere">${inline}</chain-badge>`);
    await win.cdn.ready;
    const badge = win.document.querySelector('chain-badge')!;
    await waitUntil(() => svgLabel(badge) === 'receipt rcpt_cdn: verified. The chain holds and its signer is trusted.', 'the badge draws in English');
    expect(chunksFetched(win).filter((c) => LANGUAGE_CHUNK.test(c))).to.deep.equal([]);
  });

  it('a German page fetches the German badge words only', async () => {
    const win = await page('de', `<chain-badge receipt-id="rcpt_cdn" base-url="/nowhere">${inline}</chain-badge>`);
    await win.cdn.ready;
    const badge = win.document.querySelector('chain-badge')!;
    await waitUntil(() => svgLabel(badge) === 'Beleg rcpt_cdn: verifiziert. Die Kette hält, und ihrem Signierer wird vertraut.', 'the badge draws in German');
    const languages = chunksFetched(win).filter((c) => LANGUAGE_CHUNK.test(c));
    expect(languages.map((c) => c.replace(/-[\w-]{8}\.js$/, '')).sort()).to.deep.equal(['de', 'de.badge']);
  });

  it('registerTranslation from the CDN file, before any element code ran, is honoured at first render', async () => {
    const before = `<script type="module">import { registerTranslation } from '${CDN}'; registerTranslation({ $code: 'nl', badgeLabel: 'bewijs', outcomeVerified: 'geverifieerd', sayVerified: 'De keten klopt.' });</${'script'}>`;
    const win = await page('nl', `<chain-badge receipt-id="rcpt_cdn" base-url="/nowhere">${inline}</chain-badge>`, before);
    await win.cdn.ready;
    const badge = win.document.querySelector('chain-badge')!;
    await waitUntil(() => svgLabel(badge) === 'bewijs rcpt_cdn: geverifieerd. De keten klopt.', `the badge speaks Dutch: ${svgLabel(badge)}`);
    // And later, for elements already on the page.
    win.cdn.registerTranslation({ $code: 'nl', badgeLabel: 'ontvangstbewijs' });
    await waitUntil(() => svgLabel(badge) === 'ontvangstbewijs rcpt_cdn: geverifieerd. De keten klopt.', 'the new word is used at once');
  });
});
