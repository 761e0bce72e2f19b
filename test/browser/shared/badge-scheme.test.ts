// Badges take the scheme the cards take (tokens.ts): the page's inherited color-scheme (none: light; "light dark":
// the OS's), pinned by theme="light|dark" on the element. Never the OS alone: on a page that declares no dark
// support, a dark OS leaves badges light, as it leaves the cards. Inline badges are read by their fills; a badge
// drawn as an image of its file by the color-scheme of the element showing it, which the file's own
// prefers-color-scheme query follows.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { badge, bucket, copiesOf, drawnForm, receipt } from '../chain-badge/helpers.js';
import { makeReceipt, serveAll, settled } from '../reasoning-receipt/helpers.js';

const LIGHT = { label: 'rgb(85, 85, 85)', message: 'rgb(26, 127, 55)' };
const DARK = { label: 'rgb(55, 55, 55)', message: 'rgb(18, 89, 39)' };

/** The fills of the inline badge in an element's shadow root. */
function fills(el: Element): { label: string; message: string } {
  const svg = el.shadowRoot!.querySelector('[part="badge"] > svg')!;
  const [message, label] = [...svg.querySelectorAll('rect[class], path[class]')].map((shape) => getComputedStyle(shape).fill);
  return { label: label!, message: message! };
}

/**
 * The scheme a badge drawn as an image is shown in, on an OS of scheme `os`: its element's color-scheme where
 * that names one scheme, the OS's where it leaves the choice open (`normal`, or "light dark").
 */
function shownScheme(image: Element, os: 'light' | 'dark'): string {
  const schemes = getComputedStyle(image).colorScheme.split(' ');
  const light = schemes.includes('light');
  const dark = schemes.includes('dark');
  return light === dark ? os : light ? 'light' : 'dark';
}
const imageScheme = (el: Element, os: 'light' | 'dark') => shownScheme(el.shadowRoot!.querySelector('[part="badge"][role="img"]')!, os);

describe('badges follow the color-scheme, as the cards do', () => {
  let base: string;
  before(async () => {
    base = await bucket({
      '/receipts/sc_one': { json: receipt({ id: 'sc_one', verified: true }) },
      '/receipts/sc_many': { json: receipt({ id: 'sc_many', verified: true }) },
    });
  });
  let inline: ChainBadgeElement;
  let image: ChainBadgeElement;
  let card: HTMLElement;
  // Fixtures are removed after each test: each draws its own.
  beforeEach(async () => {
    [inline] = (await copiesOf({ id: 'sc_one', base }, 1)) as [ChainBadgeElement];
    [image] = (await copiesOf({ id: 'sc_many', base }, 5)) as [ChainBadgeElement];
    card = await makeReceipt({ id: 'sc_card', base: await serveAll({ receipt: receipt({ id: 'sc_card', verified: true }) }), refresh: 0 });
    await settled(card as never);
    expect([drawnForm(inline), drawnForm(image)]).to.deep.equal(['inline', 'image']);
  });
  afterEach(async () => {
    document.documentElement.style.removeProperty('color-scheme');
    for (const el of [inline, image, card]) el.removeAttribute('theme');
    await emulateMedia({ colorScheme: 'light' });
  });

  it('a page that declares no color-scheme: light badges in light cards, on a dark OS too', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(getComputedStyle(card).colorScheme).to.equal('normal');
    expect(fills(inline)).to.deep.equal(LIGHT);
    expect(fills(card)).to.deep.equal(LIGHT);
    expect(imageScheme(image, 'dark')).to.equal('light');
  });

  it("mode=\"server\": the service's file, an image too, is shown in the element's scheme", async () => {
    const server = await badge({ id: 'sc_one', base, mode: 'server' });
    await server.loadComplete;
    await server.updateComplete;
    const img = server.shadowRoot!.querySelector('img')!;
    await emulateMedia({ colorScheme: 'dark' });
    expect(shownScheme(img, 'dark')).to.equal('light');
    server.setAttribute('theme', 'dark');
    expect(shownScheme(img, 'dark')).to.equal('dark');
    server.remove();
  });

  it('a page that declares "light dark" follows the OS', async () => {
    document.documentElement.style.colorScheme = 'light dark';
    expect(fills(inline)).to.deep.equal(LIGHT);
    expect(imageScheme(image, 'light')).to.equal('light');
    await emulateMedia({ colorScheme: 'dark' });
    expect(fills(inline)).to.deep.equal(DARK);
    expect(fills(card)).to.deep.equal(DARK);
    expect(imageScheme(image, 'dark')).to.equal('dark');
  });

  it('theme="dark" pins dark on a light OS and page; theme="light" pins light on a dark page', async () => {
    for (const el of [inline, image, card]) el.setAttribute('theme', 'dark');
    expect(fills(inline)).to.deep.equal(DARK);
    expect(fills(card)).to.deep.equal(DARK);
    expect(imageScheme(image, 'light')).to.equal('dark');
    document.documentElement.style.colorScheme = 'dark';
    await emulateMedia({ colorScheme: 'dark' });
    for (const el of [inline, image, card]) el.setAttribute('theme', 'light');
    expect(fills(inline)).to.deep.equal(LIGHT);
    expect(fills(card)).to.deep.equal(LIGHT);
    expect(imageScheme(image, 'dark')).to.equal('light');
  });

  it('a badge inside a card or console takes the scheme its host pins', async () => {
    // As in a <reasoning-console theme="dark">, whose shadow root holds each turn's <chain-badge>.
    const host = await fixture<HTMLDivElement>(html`<div style="color-scheme: dark"><chain-badge receipt-id="sc_one" base-url=${base}></chain-badge></div>`);
    const nested = host.querySelector<ChainBadgeElement>('chain-badge')!;
    await nested.updateComplete;
    await nested.loadComplete;
    await nested.updateComplete;
    expect(fills(nested)).to.deep.equal(DARK);
  });
});
