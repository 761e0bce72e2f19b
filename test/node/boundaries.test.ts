/**
 * The walls between packages and the layers inside the root, as
 * .dependency-cruiser.cjs states them: the sources pass, and a probe that
 * crosses a package root by a relative path is caught.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

function depcruise(...paths: string[]) {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/depcruise'), [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('import rules (dependency-cruiser)', () => {
  it('every package and every layer imports only what it may', () => {
    const r = depcruise('src', 'packages/protocol/src', 'packages/proxy/src', 'packages/service/src', 'packages/badges/src', 'packages/render/src');
    assert.equal(r.status, 0, r.output);
  });

  for (const [rule, from, specifier] of [
    ['package-walls', 'packages/proxy/src/boundary-probe.ts', '../../service/src/index.js'],
    ['root-walls', 'src/client/boundary-probe.ts', '../../packages/proxy/src/index.js'],
    ['client-below-the-views', 'src/client/boundary-probe.ts', '../elements/chain-badge/chain-badge.js'],
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
