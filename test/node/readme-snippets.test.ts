/**
 * The packages' READMEs as npm shows them: their TypeScript examples compile under
 * strict TypeScript against this checkout's built packages, as a user's project
 * would compile them (each ```ts block a module of its own), and their links are
 * absolute, since the tarball holds no file a relative link could reach.
 * Needs the build (`npm run build`): the packages' declarations.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDirs, ROOT, userProject } from '../helpers/packages.js';

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['ES2023', 'DOM'],
    types: ['node'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['*.ts'],
};

const readmes = packageDirs()
  .filter((d) => d !== '.')
  .map((dir) => ({ dir, text: readFileSync(join(ROOT, dir, 'README.md'), 'utf8') }));

describe('package READMEs', () => {
  it('link only to absolute URLs (outside code blocks)', () => {
    const relative: string[] = [];
    for (const { dir, text } of readmes) {
      const prose = text.replace(/```[\s\S]*?```/g, '');
      for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!/^(https?:|mailto:|#)/.test(target!)) relative.push(`${dir}/README.md → ${target}`);
      }
    }
    assert.deepEqual(relative, []);
  });

  it('every ```ts block of a package README compiles under strict TypeScript', () => {
    const project = userProject('readme-snippets-', ['@types/node']);
    const blocks: string[] = [];
    for (const { dir, text } of readmes) {
      for (const [, body] of text.matchAll(/```ts\n([\s\S]*?)```/g)) {
        const file = `${dir.replace(/\W+/g, '-')}-${blocks.length}.ts`;
        // `export {}` keeps a block without imports a module (top-level await, its own names).
        writeFileSync(join(project, file), `${body}\nexport {};\n`);
        blocks.push(file);
      }
    }
    assert.ok(blocks.some((f) => f.startsWith('packages-protocol-')), 'the protocol README has an example');
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', project], { cwd: project, encoding: 'utf8' });
    assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
  });
});
