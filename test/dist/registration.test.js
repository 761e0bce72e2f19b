// Loads the BUILT CDN file (not the sources) in Chromium: this is what catches
// syntax the bundler left untranspiled (decorators, for one). The file is a
// loader: it registers an element when one appears, and `load(tag)` registers
// one on request and gives its class.
import { expect } from '@open-wc/testing';

const TAGS = ['chain-badge', 'reasoning-receipt', 'reasoning-console'];

describe('dist/reasoning-elements.js', () => {
  it('exports the loader, and load(tag) registers each element and resolves with its class', async () => {
    const mod = await import('/dist/reasoning-elements.js');
    expect(Object.keys(mod).sort()).to.deep.equal(['TAGS', 'discover', 'load', 'ready', 'registerTranslation']);
    expect(mod.TAGS).to.deep.equal(TAGS);
    for (const tag of TAGS) {
      const ctor = await mod.load(tag);
      expect(ctor, tag).to.be.a('function');
      expect(customElements.get(tag), tag).to.equal(ctor);
      expect(new ctor().localName, tag).to.equal(tag);
    }
  });

  it('refuses a tag it does not know, naming the ones it does', async () => {
    const { load } = await import('/dist/reasoning-elements.js');
    let error;
    await load('reasoning-badge').catch((e) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect(error.message).to.contain('<reasoning-badge>').and.to.contain('<chain-badge>');
  });

  it('survives being loaded a second time', async () => {
    const again = await import('/dist/reasoning-elements.js?again');
    await again.ready;
    expect(await again.load('chain-badge')).to.equal(customElements.get('chain-badge'));
  });
});
