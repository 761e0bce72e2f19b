// The CDN build's Trusted Types policy: lit-html's "lit-html" renamed to "reasoning-elements" by a small
// transform (scripts/vite/trusted-types-policy.ts) that fails the build when it no longer matches the Lit
// it is given. The last test reads the built file (needs `npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { POLICY_NAME, policyNames, renameLitPolicy, trustedTypesPolicy } from '../../scripts/vite/trusted-types-policy.js';
import { ROOT } from '../helpers/packages.js';

// The installed lit-html's folder (its package exports no package.json), and its browser builds as a bundler takes them.
const resolved = createRequire(join(ROOT, 'package.json')).resolve('lit-html');
const litHtmlDir = resolved.slice(0, resolved.lastIndexOf('/lit-html/') + '/lit-html'.length);
const INSTALLED = ['lit-html.js', 'development/lit-html.js'].map((file) => ({ file, code: readFileSync(join(litHtmlDir, file), 'utf8') }));

/** The plugin's hooks, called as the bundler would, with `this.error` throwing. */
function plugin() {
  const p = trustedTypesPolicy();
  const context = { error: (message: string): never => { throw new Error(message); } };
  return {
    start: () => (p.buildStart as () => void).call(context),
    transform: (code: string, id: string) => (p.transform as (c: string, i: string) => { code: string } | null).call(context, code, id),
    generate: (chunks: Record<string, string>) =>
      (p.generateBundle as (o: unknown, b: unknown) => void).call(context, {}, Object.fromEntries(Object.entries(chunks).map(([name, code]) => [name, { type: 'chunk', code }]))),
  };
}

test('the installed lit-html creates one policy named "lit-html", and the transform renames exactly that one', () => {
  for (const { file, code } of INSTALLED) {
    assert.deepEqual(policyNames(code), ['lit-html'], `lit-html/${file}`);
    const renamed = renameLitPolicy(code);
    assert.deepEqual(policyNames(renamed), [POLICY_NAME], `lit-html/${file}`);
    // Nothing else changed: the text is the same once the name is put back.
    assert.equal(renamed.replace(POLICY_NAME, 'lit-html'), code);
  }
});

test('a Lit that creates its policy another way, or twice, fails loudly', () => {
  assert.throws(() => renameLitPolicy('const p = trustedTypes?.createPolicy(POLICY_NAME, { createHTML: (s) => s });'), /found 0.*update scripts\/vite\/trusted-types-policy\.ts/);
  assert.throws(() => renameLitPolicy('t.createPolicy("lit-html",a);t.createPolicy(`lit-html`,b)'), /found 2/);
  assert.throws(() => renameLitPolicy('t.createPolicy("lit-html",a)', 'a"b'), /not a policy name/);
  for (const quote of ['"', "'", '`']) assert.equal(renameLitPolicy(`t.createPolicy(${quote}lit-html${quote},a)`), `t.createPolicy(${quote}reasoning-elements${quote},a)`);
});

test('the plugin transforms lit-html only, and refuses a bundle without exactly our one policy', () => {
  const p = plugin();
  p.start();
  assert.equal(p.transform('createPolicy("lit-html",x)', '/x/node_modules/lit-element/lit-element.js'), null);
  assert.throws(() => p.generate({ 'a.js': '' }), /lit-html was not bundled through this transform/);
  const lit = INSTALLED[0]!.code;
  assert.deepEqual(policyNames(p.transform(lit, '/x/node_modules/lit-html/lit-html.js?v=1')!.code), [POLICY_NAME]);
  assert.doesNotThrow(() => p.generate({ 'shared.js': `x.createPolicy(\`${POLICY_NAME}\`,{})` }));
  // A second copy of Lit bundled in some other way, or a policy left with its old name, fails the build.
  assert.throws(() => p.generate({ 'shared.js': `x.createPolicy(\`${POLICY_NAME}\`,{})`, 'other.js': 'y.createPolicy("lit-html",{})' }), /creates \["reasoning-elements","lit-html"\]/);
  assert.throws(() => p.generate({ 'shared.js': 'x.createPolicy(`lit-html`,{})' }), /creates \["lit-html"\]/);
});

test('the built CDN file creates one Trusted Types policy, "reasoning-elements", and none named "lit-html"', () => {
  const dir = join(ROOT, 'dist/chunks');
  const names = readdirSync(dir)
    .filter((f) => /^cdn-.*\.js$/.test(f))
    .flatMap((f) => policyNames(readFileSync(join(dir, f), 'utf8')));
  assert.deepEqual([...names, ...policyNames(readFileSync(join(ROOT, 'dist/reasoning-elements.js'), 'utf8'))], [POLICY_NAME]);
});
