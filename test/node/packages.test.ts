/**
 * Every package as its users get it: packed, checked by publint and attw, and
 * installed ALONE into an empty project from its tarball (our other packages
 * from theirs, everything else from npm's cache; no workspace links). Prints
 * each install's size, holds the size goals, and runs each bin from the install.
 * Needs the build (`npm run build`), which `npm test` runs first.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportTargets, packAll, ROOT, tarballDependencies, type PackedPackage, type Tarballs } from '../helpers/packages.js';
import { startListening } from '../helpers/run-process.js';
import { tempDir } from '../helpers/temp.js';
import { receipt } from '../fixtures/resources.js';

const MB = 1_000_000;
/**
 * Installed size goals (apparent bytes of node_modules, `du -sb`). The elements' goal rose from 6 MB with the
 * shared outcomes' words and the badge's summary in 11 languages, in both the module and the CDN builds.
 */
const GOALS: Record<string, number> = {
  'reasoning-elements': 6.2 * MB,
  '@reasoning-elements/proxy': 4.5 * MB,
};
/** Code an edge install of the proxy must not carry. */
const NOT_IN_PROXY = ['pdf-lib', 'svgo', 'lit', 'lit-html', '@lit-labs', 'ioredis', 'rate-limiter-flexible', 'reasoning-elements'];
const XY3 = new URL('../fixtures/real/xy3.chain.json', import.meta.url).pathname;

let work: string;
let tarballs: Tarballs;
const projects = new Map<string, string>();

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** An empty project with `name` installed from its tarball (and ours that it needs from theirs). */
function installAlone(name: string): string {
  const project = join(work, name.replace(/[@/]/g, '_'));
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const ours = Object.values(tarballDependencies(tarballs, [name])).map((spec) => spec.slice('file:'.length));
  const args = ['install', '--no-audit', '--no-fund', '--no-save', '--omit=dev', ...ours];
  let install = run('npm', [...args, '--offline'], project);
  // A cache that lacks something: the npm registry is the one network this may use.
  if (install.status !== 0) install = run('npm', [...args, '--prefer-offline'], project);
  assert.equal(install.status, 0, `npm install of ${name} failed:\n${install.stderr}`);
  return project;
}

function installedBytes(project: string): number {
  const du = run('du', ['-sb', join(project, 'node_modules')], project);
  return Number(du.stdout.split('\t')[0]);
}

const project = (name: string) => {
  const dir = projects.get(name);
  assert.ok(dir, `${name} was not installed`);
  return dir;
};

before(() => {
  assert.ok(existsSync(new URL('../../dist/index.js', import.meta.url)), 'dist/ is missing: run `npm run build` first');
  work = tempDir('reasoning-packages-');
  tarballs = packAll(join(work, 'tarballs'));
  const rows: string[] = [];
  for (const name of tarballs.keys()) {
    const dir = installAlone(name);
    projects.set(name, dir);
    const bytes = installedBytes(dir);
    const packages = readdirSync(join(dir, 'node_modules')).filter((d) => !d.startsWith('.')).length;
    rows.push(`${name.padEnd(30)} ${(bytes / MB).toFixed(2).padStart(6)} MB installed, ${String(packages).padStart(3)} top-level folders`);
  }
  console.log(`\nEach package installed alone from its tarball:\n${rows.join('\n')}`);
});

describe('every package, packed', () => {
  const each = (fn: (pkg: PackedPackage) => void) => () => {
    for (const pkg of tarballs.values()) fn(pkg);
  };

  it('holds every file that exports and bin name', each((pkg) => {
    const named = [...exportTargets(pkg.manifest), ...Object.values(pkg.manifest.bin ?? {})];
    for (const file of new Set(named)) assert.ok(pkg.files.includes(file.replace(/^\.\//, '')), `${pkg.name}: ${file} is not in the tarball`);
  }));

  it('ships no TypeScript sources, tests or build info', each((pkg) => {
    const stray = pkg.files.filter((f) => (/\.ts$/.test(f) && !f.endsWith('.d.ts')) || /(^|\/)test\//.test(f) || f.endsWith('.tsbuildinfo'));
    assert.deepEqual(stray, [], `${pkg.name} ships sources`);
  }));

  it('has a README of at most 150 lines (the root: 300) and names the Node versions it runs on', each((pkg) => {
    const readme = pkg.files.find((f) => /^readme\.md$/i.test(f));
    assert.ok(readme, `${pkg.name} has no README`);
    const lines = readFileSync(join(ROOT, pkg.dir, 'README.md'), 'utf8').split('\n').length;
    const most = pkg.dir === '.' ? 300 : 150;
    assert.ok(lines <= most, `${pkg.name}: README has ${lines} lines (at most ${most})`);
    assert.ok(pkg.manifest.engines?.node, `${pkg.name} has no engines.node`);
  }));

  it('is clean under publint and attw (ESM only)', each((pkg) => {
    const lint = run(join(ROOT, 'node_modules/.bin/publint'), ['run', pkg.tarball, '--strict'], work);
    assert.equal(lint.status, 0, `publint ${pkg.name}:\n${lint.stdout}${lint.stderr}`);
    const types = run(join(ROOT, 'node_modules/.bin/attw'), [ pkg.tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color'], work);
    assert.equal(types.status, 0, `attw ${pkg.name}:\n${types.stdout}${types.stderr}`);
  }));
});

describe('each package installed alone', () => {
  it('meets the size goals', () => {
    for (const [name, goal] of Object.entries(GOALS)) {
      const bytes = installedBytes(project(name));
      assert.ok(bytes <= goal, `${name}: ${(bytes / MB).toFixed(2)} MB installed, goal ${goal / MB} MB`);
    }
  });

  it('the proxy for an edge runtime installs no PDF, SVG, Lit or Redis code', () => {
    const modules = join(project('@reasoning-elements/proxy'), 'node_modules');
    for (const name of NOT_IN_PROXY) assert.ok(!existsSync(join(modules, name)), `${name} is installed with the proxy`);
    const script = `const m = await import('@reasoning-elements/proxy'); const h = m.createProxy({ upstream: 'http://127.0.0.1:9/v1', apiKey: 'k-12345678' });
      const r = await h.fetch(new Request('http://proxy.test/nope')); console.log(r.status);`;
    const r = run(process.execPath, ['--input-type=module', '-e', script], project('@reasoning-elements/proxy'));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), '404');
  });

  it('reasoning-verify checks a chain file', () => {
    const r = run(join(project('@reasoning-elements/verify'), 'node_modules/.bin/reasoning-verify'), [XY3], project('@reasoning-elements/verify'));
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /VERIFIED/);
  });

  it('reasoning-badges writes a badge', () => {
    const dir = project('@reasoning-elements/badges');
    writeFileSync(join(dir, 'receipts.json'), JSON.stringify([receipt({ id: 'rcpt_packed' })]));
    const r = run(join(dir, 'node_modules/.bin/reasoning-badges'), ['--quiet', '--out', 'out', '--from-json', 'receipts.json', '--format', 'svg,png'], dir);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    const svg = readFileSync(join(dir, 'out/badge/rcpt_packed.svg'), 'utf8');
    assert.match(svg, /^<svg[^>]* role="img"/);
    assert.equal(readFileSync(join(dir, 'out/badge/rcpt_packed.png')).subarray(1, 4).toString(), 'PNG');
  });

  it('every bin answers --version with its package\'s version, and a usage error in its own words', () => {
    for (const pkg of tarballs.values()) {
      for (const command of Object.keys(pkg.manifest.bin ?? {})) {
        const bin = join(project(pkg.name), 'node_modules/.bin', command);
        const version = run(bin, ['--version'], project(pkg.name));
        assert.equal(version.status, 0, `${command} --version: ${version.stderr}`);
        assert.equal(version.stdout, `${pkg.manifest.version}\n`, command);
        // Node's parseArgs text names the option with an unbalanced quote and advice about `--`.
        for (const [args, said] of [[['--bogus'], 'unknown option --bogus'], [['--base-url'], '--base-url needs a value']] as const) {
          if (command === 'reasoning-service' && args[0] === '--base-url') continue;
          const bad = run(bin, [...args], project(pkg.name));
          assert.equal(bad.status, 2, `${command} ${args.join(' ')}`);
          assert.equal(bad.stderr, `${command}: ${said}\n(see --help)\n`);
        }
      }
    }
  });

  it('@reasoning-elements/render renders a receipt in Node', () => {
    const script = `import { renderReceipt } from '@reasoning-elements/render';
      console.log(renderReceipt(${JSON.stringify(receipt({ id: 'rcpt_render' }))}));`;
    const r = run(process.execPath, ['--input-type=module', '-e', script], project('@reasoning-elements/render'));
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /<reasoning-receipt[^>]*>[\s\S]*<template[^>]* shadowrootmode="open">/);
  });

  it('reasoning-service serves the docs site, a run through the proxy, and its badge', async () => {
    const dir = project('@reasoning-elements/service');
    const server = await startListening([join(dir, 'node_modules/@reasoning-elements/service/bin/reasoning-service.js'), '--port', '0', '--memory'], {
      cwd: dir,
      env: { REASONING_API_KEYS: '', REASONING_BASE_URL: '', REASONING_API_KEY: '' },
    });
    try {
      const home = await fetch(`${server.url}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<reasoning-receipt|<chain-badge/);
      const cdn = await fetch(`${server.url}/dist/reasoning-elements.js`);
      assert.equal(cdn.status, 200, 'the elements package’s CDN file');
      const ran = await fetch(`${server.url}/proxy/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'A feedback loop amplifies each cycle.', session_name: 'packed' }),
      });
      assert.equal(ran.status, 200);
      const { receipt: made } = (await ran.json()) as { receipt: { id: string } };
      const badge = await fetch(`${server.url}/files/badge/${made.id}.svg`);
      assert.equal(badge.status, 200);
      assert.match(badge.headers.get('content-type') ?? '', /^image\/svg\+xml/);
      const page = await fetch(`${server.url}/app/receipts/${made.id}`);
      assert.equal(page.status, 200);
      // A base URL without /api answers "No such route": both commands that read it say where the API is.
      const hint = `the base URL ${server.url} answers "No such route": the service's API is under /api (try ${server.url}/api)`;
      const verifyDir = project('@reasoning-elements/verify');
      const verify = run(join(verifyDir, 'node_modules/.bin/reasoning-verify'), ['--receipt-id', made.id, '--base-url', server.url], verifyDir);
      assert.equal(verify.status, 2);
      assert.ok(verify.stderr.includes(`reasoning-verify: ${hint}\n`), verify.stderr);
      const verified = run(join(verifyDir, 'node_modules/.bin/reasoning-verify'), ['--receipt-id', made.id, '--base-url', `${server.url}/api`], verifyDir);
      assert.doesNotMatch(verified.stderr, /No such route|under \/api/, 'the right base URL gets no hint');
      const badgesDir = project('@reasoning-elements/badges');
      const badges = run(join(badgesDir, 'node_modules/.bin/reasoning-badges'), ['--quiet', '--out', 'hinted', '--base-url', server.url, made.id], badgesDir);
      assert.equal(badges.status, 1);
      assert.ok(badges.stderr.includes(`reasoning-badges: ${hint}\n`), badges.stderr);
      // The preview card, drawn with the fonts the package installs (Latin and, for Japanese, CJK).
      for (const lang of ['en', 'ja']) {
        const card = await fetch(`${server.url}/files/card/${made.id}.png?lang=${lang}`);
        assert.equal(card.status, 200, `card in ${lang}`);
        assert.equal(card.headers.get('content-type'), 'image/png');
        assert.ok((await card.arrayBuffer()).byteLength > 10_000);
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
