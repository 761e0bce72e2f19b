/**
 * The walls between packages and the layers inside the root, as
 * .dependency-cruiser.cjs states them: the sources pass (every TypeScript
 * module read: none left out), with no import circle and no import up the
 * layers, and a probe that crosses a wall or closes a circle is caught.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

function depcruise(...paths: string[]) {
  // scripts/depcruise.mjs: dependency-cruiser with the TypeScript API it needs (given TypeScript 7 it reads no .ts file).
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/depcruise.mjs'), ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('import rules (dependency-cruiser)', () => {
  it('every package and every layer imports only what it may', () => {
    const r = depcruise('src', ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/src`));
    assert.equal(r.status, 0, r.output);
    const modules = Number(/\((\d+) modules, \d+ dependencies cruised\)/.exec(r.output)?.[1]);
    const sources = readdirSync(join(ROOT, 'src'), { recursive: true }).filter((f) => /\.ts$/.test(String(f))).length;
    assert.ok(modules >= sources, `${modules} modules read, the root alone has ${sources} .ts files:\n${r.output}`);
  });

  it('catches an import circle', () => {
    const probes = ['src/client/circle-probe-a.ts', 'src/client/circle-probe-b.ts'];
    writeFileSync(join(ROOT, probes[0]!), `export { b } from './circle-probe-b.js';\nexport const a = 1;\n`);
    writeFileSync(join(ROOT, probes[1]!), `export { a } from './circle-probe-a.js';\nexport const b = 2;\n`);
    try {
      const r = depcruise(...probes);
      assert.notEqual(r.status, 0, r.output);
      assert.match(r.output, /no-circular/);
    } finally {
      for (const probe of probes) rmSync(join(ROOT, probe), { force: true });
    }
  });

  for (const [rule, from, specifier] of [
    ['package-walls', 'packages/proxy/src/boundary-probe.ts', '../../service/src/index.js'],
    ['root-walls', 'src/client/boundary-probe.ts', '../../packages/proxy/src/index.js'],
    ['client-below-the-views', 'src/client/boundary-probe.ts', '../elements/chain-badge/chain-badge.js'],
    ['words-below-the-client', 'src/i18n/boundary-probe.ts', '../client/verify/result.js'],
  ] as const) {
    it(`catches a ${rule} violation`, () => {
      const probe = join(ROOT, from);
      writeFileSync(probe, `export * from '${specifier}';\n`);
      try {
        const r = depcruise(from);
        assert.notEqual(r.status, 0, `no error for ${from} -> ${specifier}`);
        assert.match(r.output, new RegExp(rule));
      } finally {
        rmSync(probe, { force: true });
      }
    });
  }
});
