// Loads the BUILT self-contained bundle (not the sources) in Chromium: this is
// what catches syntax the bundler left untranspiled (decorators, for one).
import { expect } from '@open-wc/testing';

const TAGS = {
  'reasoning-receipt': 'ReasoningReceiptElement',
  'chain-badge': 'ChainBadgeElement',
  'reasoning-console': 'ReasoningConsoleElement',
};

describe('dist/reasoning-elements.js', () => {
  it('registers the three elements and exports their classes', async () => {
    const mod = await import('/dist/reasoning-elements.js');
    for (const [tag, className] of Object.entries(TAGS)) {
      const ctor = customElements.get(tag);
      expect(ctor, tag).to.be.a('function');
      expect(mod[className], className).to.equal(ctor);
    }
  });

  it('survives being loaded a second time', async () => {
    await import('/dist/reasoning-elements.js?again');
    expect(customElements.get('chain-badge')).to.be.a('function');
  });
});
