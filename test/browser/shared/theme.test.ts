import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { LitElement, css, html } from 'lit';
import { tokens } from '../../../src/elements/shared/tokens.js';

class TokenProbe extends LitElement {
  static override styles = [tokens, css`div { background: var(--_bg); color: var(--_fg); }`];
  override render() {
    return html`<div>probe</div>`;
  }
}
customElements.define('token-probe', TokenProbe);

const background = (el: Element) => getComputedStyle(el.shadowRoot!.querySelector('div')!).backgroundColor;
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(13, 17, 23)';

describe('design tokens', () => {
  afterEach(() => document.documentElement.style.removeProperty('color-scheme'));

  it('follow the color-scheme the page declares', async () => {
    const el = await fixture(testHtml`<token-probe></token-probe>`);
    expect(background(el)).to.equal(LIGHT_BG);
    document.documentElement.style.colorScheme = 'dark';
    expect(background(el)).to.equal(DARK_BG);
  });

  it('are pinned by the theme attribute whatever the page says', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const el = await fixture(testHtml`<token-probe theme="light"></token-probe>`);
    expect(background(el)).to.equal(LIGHT_BG);
    el.setAttribute('theme', 'dark');
    document.documentElement.style.colorScheme = 'light';
    expect(background(el)).to.equal(DARK_BG);
  });

  it('give way to --reasoning-* custom properties set by the page', async () => {
    const el = await fixture(testHtml`<token-probe style="--reasoning-bg: rgb(1, 2, 3)"></token-probe>`);
    expect(background(el)).to.equal('rgb(1, 2, 3)');
  });
});
