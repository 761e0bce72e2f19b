/**
 * The framework typings as users get them: the packed tarball installed into
 * a project with TypeScript 5.9, React 19, Preact, Solid, Vue (vue-tsc) and Svelte 5
 * (svelte-check), each compiling files that use the three tags. Lines marked
 * `@ts-expect-error` / `@vue-expect-error` must fail to compile (a wrong mode,
 * a wrongly typed handler), so typings that were too loose fail the test too.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installProject, packTarball, run } from './helpers.js';

let project: string;

before(() => {
  project = installProject('test/examples/types', packTarball());
});

describe('framework typings from the packed package', () => {
  it('TypeScript 5.9 + React 19: JSX.IntrinsicElements', () => {
    // Each attribute the manifest lists must be a typed attribute (the typings cannot fall behind the elements).
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/reasoning-elements/custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
    };
    const lines = ["import type { ReasoningElementsTags } from 'reasoning-elements/jsx';"];
    for (const decl of manifest.modules.flatMap((m) => m.declarations ?? [])) {
      if (!decl.tagName) continue;
      for (const a of decl.attributes ?? []) {
        lines.push(`export const ${a.name.replace(/\W/g, '_')}_${decl.tagName.replace(/\W/g, '_')}: keyof ReasoningElementsTags['${decl.tagName}']['attributes'] = '${a.name}';`);
      }
    }
    assert.ok(lines.length > 20, 'the manifest lists too few attributes');
    writeFileSync(join(project, 'drift.ts'), `${lines.join('\n')}\n`);
    // The typed-tags sample of the docs site (Frameworks), compiled as it is shown.
    copyFileSync(new URL('../../docs/samples/typed-tags.tsx', import.meta.url), join(project, 'typed-tags.tsx'));
    const tsc = run('npx', ['tsc', '-p', 'tsconfig.react.json'], project);
    assert.equal(tsc.status, 0, tsc.output);
    assert.match(run('npx', ['tsc', '--version'], project).stdout, /Version 5\.9\./);
  });

  it('Preact: JSX.IntrinsicElements', () => {
    const tsc = run('npx', ['tsc', '-p', 'tsconfig.preact.json'], project);
    assert.equal(tsc.status, 0, tsc.output);
  });

  it('Solid: JSX.IntrinsicElements with attr:, prop: and on: names', () => {
    const tsc = run('npx', ['tsc', '-p', 'tsconfig.solid.json'], project);
    assert.equal(tsc.status, 0, tsc.output);
  });

  it('Vue 3 (vue-tsc): GlobalComponents', () => {
    const check = run('npx', ['vue-tsc', '-p', 'tsconfig.vue.json'], project);
    assert.equal(check.status, 0, check.output);
  });

  it('Svelte 5 (svelte-check): SvelteHTMLElements and HTMLElementTagNameMap', () => {
    const check = run('npx', ['svelte-check', '--tsconfig', 'tsconfig.svelte.json', '--fail-on-warnings', '--output', 'machine'], project);
    assert.equal(check.status, 0, check.output);
    assert.match(check.stdout, /COMPLETED \d+ FILES 0 ERRORS 0 WARNINGS/);
  });

  it('Svelte 5: a wrong mode and a wrongly typed handler are errors', () => {
    const check = run('npx', ['svelte-check', '--tsconfig', 'bad/tsconfig.json', '--output', 'machine'], project);
    assert.notEqual(check.status, 0, check.output);
    assert.match(check.stdout, /bogus/);
    assert.match(check.stdout, /RunCompleteEvent/);
    assert.match(check.stdout, /COMPLETED \d+ FILES 2 ERRORS/);
  });
});
