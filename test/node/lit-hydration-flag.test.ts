/**
 * The Lit internal that ReasoningElement.createRenderRoot leans on
 * (src/elements/shared/reasoning-element.ts): with Lit's hydration support
 * loaded, LitElement's createRenderRoot answers an existing (server-rendered)
 * shadow root by setting one flag on the element, `_$needsHydration`
 * (`_$AG` once minified), and update() hydrates instead of rendering while
 * that flag is true. The element clears "the one new `_$` key set to true" so
 * it draws afresh. These tests fail the day an upgrade of lit or
 * @lit-labs/ssr-client changes that contract, in the builds pages load: the
 * minified one (what the CDN file and bundlers' production builds ship) and
 * the development one. Browser behaviour: packages/render/test/ssr-browser.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('../..', import.meta.url).pathname;
// The installed packages' folders (their `exports` do not name package.json).
const SSR_CLIENT = join(ROOT, 'node_modules/@lit-labs/ssr-client');
const LIT_ELEMENT = join(ROOT, 'node_modules/lit-element');

type Hook = (lit: { LitElement: unknown }) => void;

/** A stand-in LitElement with just what the hydration support patches, so no DOM is needed. */
function fakeLitElement() {
  class Base {
    static get observedAttributes(): string[] {
      return [];
    }
    update(): void {}
  }
  class LitElement extends Base {
    shadowRoot: object | null = null;
    created = 0;
    createRenderRoot(): object {
      this.created++;
      return { fresh: true };
    }
    connectedCallback(): void {}
    attributeChangedCallback(): void {}
    render(): unknown {
      return undefined;
    }
  }
  return LitElement;
}

/** Runs one build of lit-element-hydrate-support.js against a stand-in LitElement. */
async function patched(file: string) {
  const saved = (globalThis as { litElementHydrateSupport?: Hook }).litElementHydrateSupport;
  // A query string gives each test its own evaluation of the module.
  await import(`${pathToFileURL(file).href}?case=${Math.random()}`);
  const hook = (globalThis as { litElementHydrateSupport?: Hook }).litElementHydrateSupport;
  (globalThis as { litElementHydrateSupport?: Hook }).litElementHydrateSupport = saved;
  assert.equal(typeof hook, 'function', `${file} no longer defines globalThis.litElementHydrateSupport`);
  const LitElement = fakeLitElement();
  hook!({ LitElement });
  return LitElement;
}

/** The keys createRenderRoot adds to an element whose shadow root is already there (as ReasoningElement sees them). */
function flagSetFor(LitElement: ReturnType<typeof fakeLitElement>): { added: string[]; values: unknown[]; root: unknown; fresh: unknown } {
  const el = new LitElement();
  const existing = { prerendered: true };
  el.shadowRoot = existing;
  const before = new Set(Object.keys(el));
  const root = el.createRenderRoot();
  const added = Object.keys(el).filter((k) => !before.has(k));
  const record = el as unknown as Record<string, unknown>;
  const plain = new LitElement();
  return { added, values: added.map((k) => record[k]), root: root === existing ? 'existing root' : root, fresh: plain.createRenderRoot() };
}

const builds = [
  { name: 'minified (browser default)', file: join(SSR_CLIENT, 'lit-element-hydrate-support.js'), flag: '_$AG' },
  { name: 'development', file: join(SSR_CLIENT, 'development/lit-element-hydrate-support.js'), flag: '_$needsHydration' },
];

describe('Lit hydration support: the flag ReasoningElement clears', () => {
  for (const build of builds) {
    it(`${build.name}: createRenderRoot over an existing shadow root sets exactly one new "_$" key, ${build.flag}, to true`, async () => {
      const LitElement = await patched(build.file);
      const seen = flagSetFor(LitElement);
      // What ReasoningElement relies on: the existing root comes back, with one new own `_$` key set to true.
      assert.equal(seen.root, 'existing root');
      assert.deepEqual(seen.values, [true], `createRenderRoot added ${JSON.stringify(seen.added)}`);
      assert.ok(seen.added[0]!.startsWith('_$'), `the flag ${seen.added[0]} no longer starts with "_$"`);
      // The name the comment in reasoning-element.ts gives (a rename alone needs only the comment changed).
      assert.equal(seen.added[0], build.flag);
      // Without a shadow root, Lit's own createRenderRoot runs and nothing is flagged.
      assert.deepEqual(seen.fresh, { fresh: true });
    });

    it(`${build.name}: update() hydrates only while that same key is true, and clears it`, async () => {
      const LitElement = await patched(build.file);
      const [flag] = flagSetFor(LitElement).added;
      const update = String(LitElement.prototype.update);
      const read = new RegExp(`\\bthis\\.${flag!.replace(/\$/g, '\\$')}\\b`);
      assert.match(update, read, `update() no longer reads ${flag}: clearing it would not stop hydration`);
      assert.match(update, /\bhydrate\b|\b[a-zA-Z_$][\w$]*\(\s*[a-zA-Z_$][\w$]*\s*,\s*this\.renderRoot\s*,\s*this\.renderOptions\s*\)/, 'update() no longer hydrates');
      // Two calls on the root: one hydrating (flag true), one rendering (flag false).
      assert.equal(update.match(/\(\s*[\w$]+\s*,\s*this\.renderRoot\s*,\s*this\.renderOptions\s*\)/g)?.length, 2, 'update() no longer chooses between hydrate and render');
    });
  }

  it('lit-element, as pages load it, hands its LitElement to the hydration support', () => {
    const files = [join(LIT_ELEMENT, 'lit-element.js'), join(LIT_ELEMENT, 'development/lit-element.js')];
    for (const file of files) assert.match(readFileSync(file, 'utf8'), /litElementHydrateSupport\?\.\(\{\s*LitElement\s*:?/, file);
  });

  it('the built CDN file carries the same hook, so hydration support loaded before it patches its LitElement', () => {
    const chunks = join(ROOT, 'dist/chunks');
    if (!existsSync(chunks)) return assert.fail('run `npm run build` first');
    const withHook = readdirSync(chunks).filter((f) => f.endsWith('.js') && readFileSync(join(chunks, f), 'utf8').includes('litElementHydrateSupport'));
    assert.equal(withHook.length, 1, `chunks calling litElementHydrateSupport: ${withHook.join(', ')}`);
  });
});
