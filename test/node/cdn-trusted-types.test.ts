// The CDN build's Trusted Types policy: lit-html's own "lit-html" policy replaced, by a small transform
// (scripts/vite/trusted-types-policy.ts) that fails the build when it no longer matches the Lit it is
// given, with this package's "reasoning-elements" (src/elements/shared/trusted-types.ts), which also
// makes the chain check worker's URL. The last tests read the built files (need `npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { POLICY_MODULE, POLICY_NAME, handLitOurPolicy, policyNames, trustedTypesPolicy } from '../../scripts/vite/trusted-types-policy.js';
import { ROOT } from '../helpers/packages.js';
import { staticImports } from '../../scripts/bundle-size.js';

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

test('the installed lit-html creates one policy named "lit-html", and the transform hands it ours in its place', () => {
  for (const { file, code } of INSTALLED) {
    assert.deepEqual(policyNames(code), ['lit-html'], `lit-html/${file}`);
    const handed = handLitOurPolicy(code);
    assert.deepEqual(policyNames(handed), [], `lit-html/${file}: no policy of its own`);
    assert.equal(handed.split('__reasoningPolicy()').length, 2, `lit-html/${file}: one call of ours`);
    assert.ok(handed.startsWith(`import{reasoningPolicy as __reasoningPolicy}from${JSON.stringify(POLICY_MODULE)};/**`), `lit-html/${file}: the import on the first line`);
    // Nothing else moved: the same lines after the first.
    assert.deepEqual(handed.split('\n').length, code.split('\n').length);
  }
  // The module it is handed makes the policy under our name.
  assert.deepEqual(policyNames(readFileSync(POLICY_MODULE, 'utf8')), [POLICY_NAME]);
});

test('a Lit that creates its policy another way, or twice, fails loudly', () => {
  assert.throws(() => handLitOurPolicy('const p = trustedTypes?.createPolicy(POLICY_NAME, { createHTML: (s) => s });'), /found 0 named.*update scripts\/vite\/trusted-types-policy\.ts/);
  assert.throws(() => handLitOurPolicy('t.createPolicy("lit-html",{createHTML:s=>s});t.createPolicy(`lit-html`,{createHTML:s=>s})'), /found 2 named, 2/);
  assert.throws(() => handLitOurPolicy('t.createPolicy("lit-html",{createHTML:s=>s,createScript:s=>s})'), /found 1 named, 0 in that form/);
  for (const quote of ['"', "'", '`']) assert.equal(handLitOurPolicy(`e=t?t.createPolicy(${quote}lit-html${quote},{createHTML:s=>s}):void 0`, 'm.js'), 'import{reasoningPolicy as __reasoningPolicy}from"m.js";e=t?__reasoningPolicy():void 0');
});

test('the plugin transforms lit-html only, and refuses a bundle without exactly our one policy', () => {
  const p = plugin();
  p.start();
  assert.equal(p.transform('createPolicy("lit-html",x)', '/x/node_modules/lit-element/lit-element.js'), null);
  assert.throws(() => p.generate({ 'a.js': '' }), /lit-html was not bundled through this transform/);
  const lit = INSTALLED[0]!.code;
  assert.match(p.transform(lit, '/x/node_modules/lit-html/lit-html.js?v=1')!.code, /__reasoningPolicy\(\)/);
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

test('the chain checker\'s CDN chunk, which the worker imports, imports no other chunk, and serves checks', () => {
  const dir = join(ROOT, 'dist/chunks');
  const [verify, ...more] = readdirSync(dir).filter((f) => /^cdn-verify-[^.]+\.js$/.test(f));
  assert.ok(verify && more.length === 0, 'one cdn-verify chunk');
  const code = readFileSync(join(dir, verify), 'utf8');
  // Lit comes with the shared chunk, and cannot load where there is no document (a worker).
  assert.equal(staticImports(code).length, 0, `static imports: ${staticImports(code).join(', ')}`);
  // It serves in the worker when the worker's code set this flag, whatever its exports are named.
  assert.match(code, /reasoning-elements:serve-checks/);
});

test("the checker's algorithm names are spec/'s", async () => {
  const spec = await import('../../src/spec/index.js');
  const own = await import('../../src/client/verify/algorithms.js');
  assert.deepEqual([own.CHAIN_ALGORITHM, own.ATTESTATION_ALGORITHM], [spec.CHAIN_ALGORITHM, spec.ATTESTATION_ALGORITHM]);
});
