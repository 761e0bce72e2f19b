/**
 * `reasoning-elements` as a user gets it: `npm pack`, install the tarball into a fresh
 * project (offline, from npm's local cache: the same dependencies this
 * checkout installed; its own dependency `@reasoning-elements/protocol` from
 * that package's tarball), then import every entry of its `exports` map in Node
 * (no DOM: SSR and build tools do this) and run each bin with `--help`.
 * Needs the build (`npm run build`), which `npm test` runs first.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';
import { packAll, tarballDependencies } from '../helpers/packages.js';
import { tempDir } from '../helpers/temp.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  bin?: Record<string, string>;
  customElements: string;
  devDependencies: Record<string, string>;
};

type Run = { status: number | null; stdout: string; stderr: string };
/** A synchronous run blocks the test runner's own timeout, so it carries one. */
function run(cmd: string, args: string[], cwd: string): Run {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
    timeout: 5 * 60 * 1000,
    killSignal: 'SIGKILL',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file an `exports` entry points at, per condition. */
function exportTargets(): string[] {
  const out: string[] = [];
  for (const value of Object.values(pkg.exports)) {
    if (typeof value === 'string') out.push(value);
    else out.push(...Object.values(value));
  }
  return out.map((p) => p.replace(/^\.\//, ''));
}

let work: string;
let packed: string[];
let project: string;

before(() => {
  for (const file of ['dist/index.js', 'dist/reasoning-elements.js', pkg.customElements]) {
    assert.ok(existsSync(join(ROOT, file)), `${file} is missing: run \`npm run build\` first`);
  }
  work = tempDir('reasoning-pack-');
  const tarballs = packAll(work);
  const self = tarballs.get(pkg.name)!;
  packed = self.files;

  project = join(work, 'consumer');
  run('mkdir', ['-p', project], work);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // React and @lit/react are the optional peers that `./react` needs; same version ranges as this checkout's devDependencies.
  const react = ['react', 'react-dom', '@lit/react'].map((name) => `${name}@${pkg.devDependencies[name]}`);
  const ours = Object.values(tarballDependencies(tarballs, [pkg.name])).map((spec) => spec.slice('file:'.length));
  const args = ['install', '--no-audit', '--no-fund', '--no-save', ...ours, ...react];
  let install = run('npm', [...args, '--offline'], project);
  // A cache that lacks something: the npm registry is the one network this may use.
  if (install.status !== 0) install = run('npm', [...args, '--prefer-offline'], project);
  assert.equal(install.status, 0, `npm install of the tarball failed:\n${install.stderr}`);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('ships only built files, the bins, the manifest, README and package.json', () => {
    const allowed = /^(package\.json|README\.md|CHANGELOG\.md|LICENSE(\.md)?|custom-elements\.json|bin\/[\w-]+\.js|dist\/.+)$/;
    const stray = packed.filter((p) => !allowed.test(p));
    assert.deepEqual(stray, [], 'files outside what ships');
    assert.deepEqual(
      packed.filter((p) => /\.ts$/.test(p) && !p.endsWith('.d.ts')),
      [],
      'TypeScript sources',
    );
    assert.ok(!packed.some((p) => p.startsWith('dist/demo/')), 'the docs site ships with @reasoning-elements/service');
  });

  it('holds every file that exports, bin, types and customElements name', () => {
    const named = [...exportTargets(), pkg.customElements];
    for (const file of new Set(named)) assert.ok(packed.includes(file.replace(/^\.\//, '')), `${file} is not in the tarball`);
  });

  it('ships a custom-elements.json that describes the three elements', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', pkg.name, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean).sort();
    assert.deepEqual(tags, ['chain-badge', 'reasoning-console', 'reasoning-receipt']);
  });
});

describe('the installed package in Node (no DOM)', () => {
  // Each entry in its own process, so one that throws cannot hide behind another.
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (entry === './package.json') continue;
    // Type-only entries (framework typings) have no module to import; test/examples/types.test.ts compiles them.
    if (typeof target === 'object' && Object.keys(target).join() === 'types') continue;
    const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
    it(`imports ${specifier}`, () => {
      const attributes = specifier.endsWith('.json') ? ", { with: { type: 'json' } }" : '';
      const script = `const m = await import(${JSON.stringify(specifier)}${attributes}); console.log(JSON.stringify(Object.keys(m)));`;
      const r = run(process.execPath, ['--input-type=module', '-e', script], project);
      assert.equal(r.status, 0, `import('${specifier}') threw:\n${r.stderr}`);
      const names = JSON.parse(r.stdout.trim().split('\n').pop()!) as string[];
      assert.ok(names.length > 0, `${specifier} exports nothing`);
      if (specifier === pkg.name) {
        for (const name of ['ChainBadgeElement', 'ReasoningReceiptElement', 'ReasoningConsoleElement', 'ReasoningClient', 'renderBadge']) {
          assert.ok(names.includes(name), `${specifier} lacks ${name}`);
        }
      }
      if (entry === './cdn') {
        // Under Node the loader's API too (and the elements registered), so code written for the browser file imports.
        for (const name of ['TAGS', 'discover', 'load', 'ready']) assert.ok(names.includes(name), `./cdn lacks ${name}`);
      }
      if (entry === './react') {
        for (const name of ['ChainBadge', 'ReasoningReceipt', 'ReasoningConsole']) assert.ok(names.includes(name), `./react lacks ${name}`);
      }
    });
  }

  it('renders the React wrappers on the server (react-dom/server)', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { ChainBadge, ReasoningReceipt, ReasoningConsole } from '${pkg.name}/react';
      console.log(renderToString(createElement('main', null,
        createElement(ReasoningReceipt, { receiptId: 'rcpt_1', verify: true }),
        createElement(ChainBadge, { receiptId: 'rcpt_1' }),
        createElement(ReasoningConsole, { sessionName: 'ssr' }))));`;
    const r = run(process.execPath, ['--input-type=module', '-e', script], project);
    assert.equal(r.status, 0, `server rendering threw:\n${r.stderr}`);
    for (const tag of ['reasoning-receipt', 'chain-badge', 'reasoning-console']) assert.match(r.stdout, new RegExp(`<${tag}[ >]`));
  });

  it('drives the elements from React in Chromium: properties set, typed events wired', async () => {
    // A tiny React app built from the INSTALLED package, as a user's bundler would see it.
    writeFileSync(
      join(project, 'app.js'),
      `import { createElement } from 'react';
       import { createRoot } from 'react-dom/client';
       import { ReasoningReceipt, ChainBadge } from '${pkg.name}/react';
       window.events = [];
       const App = () => createElement('main', null,
         createElement(ReasoningReceipt, { receiptId: 'rcpt_react', withSession: true,
           onReceiptError: (e) => window.events.push([e.type, e.detail.kind, e.detail.receiptId]) }),
         createElement(ChainBadge, { receiptId: 'rcpt_react', mode: 'link' }));
       createRoot(document.getElementById('root')).render(createElement(App));`,
    );
    await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'out', target: 'es2022', lib: { entry: join(project, 'app.js'), formats: ['es'], fileName: 'app' } },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = readFileSync(join(project, 'out', 'app.js'), 'utf8');
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The page and its API, answered in process: the receipt is unknown (404).
      await page.route('http://app.test/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<div id="root"></div><script type="module" src="/app.js"></script>' });
        if (path === '/app.js') return route.fulfill({ contentType: 'text/javascript', body: code });
        // Chunks the bundler split off (code loaded on first use, such as the chain checker).
        const chunk = join(project, 'out', path.slice(1));
        if (path.endsWith('.js') && !path.includes('..') && existsSync(chunk)) {
          return route.fulfill({ contentType: 'text/javascript', body: readFileSync(chunk, 'utf8') });
        }
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"no such receipt","code":"not_found"}' });
      });
      await page.goto('http://app.test/');
      const seen = await page.waitForFunction(() => {
        const w = window as unknown as { events: unknown[][] };
        const card = document.querySelector('reasoning-receipt') as HTMLElement & { receiptId?: string; withSession?: boolean };
        const badge = document.querySelector('chain-badge');
        const link = (badge?.shadowRoot?.querySelector('a[href]') ?? badge?.querySelector('a[href]')) as HTMLAnchorElement | null;
        return (
          w.events.length > 0 && {
            defined: !!customElements.get('reasoning-receipt') && !!customElements.get('chain-badge'),
            receiptId: card.receiptId,
            withSession: card.withSession,
            events: w.events,
            badgeLink: link?.pathname,
          }
        );
      });
      assert.deepEqual(await seen.jsonValue(), {
        defined: true,
        receiptId: 'rcpt_react',
        withSession: true,
        events: [['receipt-error', 'not-found', 'rcpt_react']],
        badgeLink: '/app/receipts/rcpt_react',
      });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it('a bundler taking in the CDN file keeps every registration in its chunks (package.json sideEffects)', async () => {
    // The console's chunk registers <chain-badge> by a bare import of the badge's chunk: a bundler that took
    // the chunks for side-effect free would drop it, and the console's badges would never upgrade.
    const result = await esbuild({
      entryPoints: [join(project, 'node_modules', pkg.name, 'dist', 'reasoning-elements.js')],
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    assert.deepEqual(result.warnings.map((w) => w.text), []);
  });

  it('has no bin: the CLIs are in packages of their own', () => {
    assert.equal(pkg.bin, undefined);
  });
});
