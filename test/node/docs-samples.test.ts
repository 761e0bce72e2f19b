/**
 * Every file under docs/samples/ that the docs site shows, run as a user would
 * run it: copied into a fresh project where `reasoning-elements` and the
 * `@reasoning-elements/*` packages resolve to this checkout's build, against
 * a real `reasoning-service`. Node scripts with `node`, Vite configs in Vite,
 * browser samples bundled and run in Chromium, and `.session` transcripts
 * command by command, their output compared with what the page prints.
 * A sample's `// prints: …` lines are its expected output, in order.
 * test/node/docs.test.ts checks that each page shows these files as they are.
 * Needs the build (`npm run build`).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build as viteBuild, createServer } from 'vite';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';
import { runNode, startListening, type Listening } from '../helpers/run-process.js';
import { ROOT, userProject } from '../helpers/packages.js';
import { startDoorwayReplay, type DoorwayReplay } from '../server/doorway-replay.js';

const SAMPLES = join(ROOT, 'docs/samples');
const KEY = 'docs-samples-key-0123456789';
const FIXTURES = join(ROOT, 'test/fixtures/real');

let project: string;
let service: Listening;
let origin: string;
let receiptId: string;
let chainId: string;
let attestorKey: string;

/** The `// prints: …` lines of a sample: what it must print, in order. */
function printsOf(sample: string): string[] {
  return [...readFileSync(join(SAMPLES, sample), 'utf8').matchAll(/\/\/ prints: (.*)$/gm)].map(([, line]) => line!);
}

async function startService(env: Record<string, string>): Promise<Listening> {
  return startListening([join(ROOT, 'packages/service/bin/reasoning-service.js'), '--port', '0', '--memory', '--attest-delay', '50'], {
    cwd: project,
    env: { REASONING_API_KEYS: '', REASONING_BASE_URL: '', REASONING_API_KEY: '', REASONING_ALLOWED_ORIGINS: '', ...env },
  });
}

async function stop(server: Listening | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

async function run(input: string, sessionName: string): Promise<{ receipt: { id: string }; chain: { id: string } }> {
  const response = await fetch(`${origin}/proxy/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, session_name: sessionName }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as { receipt: { id: string }; chain: { id: string } };
}

before(async () => {
  assert.ok(existsSync(join(ROOT, 'dist/server.js')) || existsSync(join(ROOT, 'packages/service/package.json')), 'run `npm run build` first');
  project = userProject('docs-samples-', ['vite', 'react', 'react-dom']);
  // The package.json a stranger starts from: `npm init -y`'s, a CommonJS package (each sample says what it needs).
  rmSync(join(project, 'package.json'));
  assert.equal(spawnSync('npm', ['init', '-y'], { cwd: project, encoding: 'utf8' }).status, 0, 'npm init -y');
  for (const file of readdirSync(SAMPLES)) copyFileSync(join(SAMPLES, file), join(project, file));
  for (const file of ['xy3.chain.json', 'xy3.receipt.json']) copyFileSync(join(FIXTURES, file), join(project, file));
  // The recorded chain with entry 1's answer changed: its signatures still hold, its y does not.
  const edited = JSON.parse(readFileSync(join(FIXTURES, 'xy3.chain.json'), 'utf8'));
  edited.entries[1].y_state.answer = 'answer 1, edited';
  writeFileSync(join(project, 'edited.chain.json'), JSON.stringify(edited, null, 2));

  service = await startService({ REASONING_API_KEYS: `${KEY}:asi`, REASONING_API_KEY: KEY });
  origin = service.url;
  await run('Rising demand causes higher prices because supply is fixed.', 'docs-samples');
  const { receipt, chain } = await run('Each price rise reinforces hoarding: a feedback loop.', 'docs-samples');
  receiptId = receipt.id;
  chainId = chain.id;
  for (let i = 0; i < 100; i++) {
    const read = (await (await fetch(`${origin}/api/receipts/${receiptId}`)).json()) as { verified: boolean };
    if (read.verified) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  attestorKey = ((await (await fetch(`${origin}/api/attestor`)).json()) as { public_key: string }).public_key;
});

after(async () => {
  await stop(service);
  if (project) rmSync(project, { recursive: true, force: true });
});

/** `node sample args…` in the project, with the service's URLs in the environment. */
function node(sample: string, args: string[] = [], env: Record<string, string> = {}) {
  return runNode([join(project, sample), ...args], {
    cwd: project,
    env: { REASONING_BASE_URL: `${origin}/api`, REASONING_URL: origin, ...env },
  });
}

/** Runs a sample to its end and checks its exit code and its `// prints:` lines. */
async function expectPrints(sample: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  const ran = await node(sample, args, env);
  assert.equal(ran.code, 0, `${sample} exited ${ran.code}:\n${ran.stderr}`);
  const prints = printsOf(sample);
  if (prints.length) assert.deepEqual(ran.stdout.trimEnd().split('\n'), prints);
  return ran.stdout;
}

describe('Node samples', () => {
  it('read-receipt.mjs reads a receipt, and says so when there is none', async () => {
    const found = await expectPrints('read-receipt.mjs', [receiptId]);
    assert.equal(found.trim(), `${receiptId}: verified, 2 turns`);
    assert.equal((await expectPrints('read-receipt.mjs', ['rcpt_nope'])).trim(), 'rcpt_nope: no such receipt');
  });

  it('verify-receipt.mjs checks the chain and the attestation with the attestor key pinned', async () => {
    const out = await expectPrints('verify-receipt.mjs', [receiptId], { ATTESTOR_KEY: attestorKey });
    assert.match(out, /ok: true/);
    assert.match(out, /algorithm: 'xy-sha256-v1'/);
    assert.match(out, /keyPinned: true/);
    const other = await node('verify-receipt.mjs', [receiptId], { ATTESTOR_KEY: 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=' });
    assert.equal(other.code, 1, 'another pinned key fails the check');
  });

  it('verify-pages.mjs checks the chain page by page, with its progress on stderr', async () => {
    const ran = await node('verify-pages.mjs', [receiptId], { ATTESTOR_KEY: attestorKey });
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, /ok: true/);
    assert.match(ran.stdout, /links: 2/);
    assert.match(ran.stdout, /keyPinned: true/);
    assert.equal(ran.stderr, '2 of 2 links\n');
    const other = await node('verify-pages.mjs', [receiptId], { ATTESTOR_KEY: 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=' });
    assert.equal(other.code, 1, 'another pinned key fails the check');
  });

  it('verify-export.mjs checks the recorded xy3 export', async () => {
    await expectPrints('verify-export.mjs', ['xy3.chain.json']);
  });

  it('check-by-hand.mjs re-checks the chain with node:crypto alone', async () => {
    const out = await expectPrints('check-by-hand.mjs', [chainId]);
    assert.match(out, new RegExp(`^${chainId}: 2 links hold, root 0x[0-9a-f]{64}$`, 'm'));
  });

  it('render-receipt.mjs writes the card, the badge and a badge to draw later', async () => {
    const out = await expectPrints('render-receipt.mjs', [receiptId]);
    assert.match(out, /<reasoning-receipt [^>]*with-session[^>]*verify/);
    assert.match(out, /shadowrootmode="open"/);
    assert.ok(out.includes(receiptId));
    assert.match(out, /<chain-badge [^>]*receipt-id="rcpt_not_read_yet"/);
  });

  it('badges.mjs writes SVG files and names the outcomes', async () => {
    await expectPrints('badges.mjs');
    for (const file of ['build.svg', 'rcpt_8f3a.svg', 'not-found.svg']) assert.match(readFileSync(join(project, file), 'utf8'), /^<svg [^>]*role="img"/);
    assert.match(readFileSync(join(project, 'rcpt_8f3a.svg'), 'utf8'), />… pending</);
    assert.match(readFileSync(join(project, 'not-found.svg'), 'utf8'), />∅ not found</);
  });

  it('run-again.mjs: the repeat under the same key is the first answer, not a second turn', async () => {
    await expectPrints('run-again.mjs');
  });

  it('own-engine.mjs answers with an engine of its own', async () => {
    await expectPrints('own-engine.mjs');
  });

  /** Starts a sample that serves until stopped, and resolves with the URL it printed. */
  async function serving(sample: string, pattern: RegExp, env: Record<string, string>) {
    const child = spawn(process.execPath, [join(project, sample)], { cwd: project, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = pattern.exec(out);
        if (match) resolve(match[1]!);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${sample} exited ${code}:\n${out}`)));
    });
    return { url, stop: async () => void (child.exitCode === null && child.kill('SIGTERM'), await exited) };
  }

  it('service.mjs serves the service in a Node process of its own', async () => {
    const server = await serving('service.mjs', /service on (http:\/\/\S+)\/api/, { REASONING_API_KEYS: `${KEY}:asi` });
    try {
      const answer = await fetch(`${server.url}/api/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'A feedback loop in the team.' }),
      });
      assert.equal(answer.status, 200);
      assert.ok(existsSync(join(project, '.reasoning-data/lmdb/data.mdb')), 'the database is in dataDir');
    } finally {
      await server.stop();
    }
  });

  it('rate-store.mjs: the proxy counts in a store of its own, 60 a minute, then 429', async () => {
    const proxy = await serving('rate-store.mjs', /proxy on (http:\/\/\S+)/, { REASONING_BASE_URL: `${origin}/api`, REASONING_API_KEY: KEY });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const answer = await fetch(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'Hello there.' }) });
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      assert.deepEqual([statuses.filter((s) => s === 200).length, statuses.at(-1)], [60, 429]);
    } finally {
      await proxy.stop();
    }
  });
});

describe('Vite configs', () => {
  /** Runs `body` with these variables in this process's environment (Vite configs read it). */
  async function withEnv<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      return await body();
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }

  async function devServer(config: string) {
    const server = await createServer({ configFile: join(project, config), root: project, logLevel: 'silent', server: { port: 0, host: '127.0.0.1', hmr: false, watch: null } });
    await server.listen();
    const address = server.httpServer!.address() as { port: number };
    return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
  }

  const post = (url: string) =>
    fetch(`${url}/proxy/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'A feedback loop in the team.' }) });

  it('vite-service.config.mjs mounts the whole service on the dev server', async () => {
    const dev = await devServer('vite-service.config.mjs');
    try {
      const answer = await post(dev.url);
      assert.equal(answer.status, 200);
      const { receipt } = (await answer.json()) as { receipt: { id: string } };
      assert.equal((await fetch(`${dev.url}/app/receipts/${receipt.id}`)).status, 200);
    } finally {
      await dev.close();
    }
  });

  it('vite-proxy.config.mjs forwards /proxy/run to the service with the key from the environment', async () => {
    await withEnv({ REASONING_BASE_URL: `${origin}/api`, REASONING_API_KEY: KEY }, async () => {
      const dev = await devServer('vite-proxy.config.mjs');
      try {
        const answer = await post(dev.url);
        assert.equal(answer.status, 200);
        assert.ok(!(await answer.text()).includes(KEY));
      } finally {
        await dev.close();
      }
    });
  });

  it('vite-badges.config.mjs writes the badges beside the built site', async () => {
    writeFileSync(join(project, 'index.html'), '<!doctype html><title>Notes</title><img src="/badges/verified.svg" alt="">');
    writeFileSync(join(project, 'receipts.txt'), `# receipts of these notes\n${receiptId}\n`);
    await withEnv({ REASONING_BASE_URL: `${origin}/api` }, () => viteBuild({ configFile: join(project, 'vite-badges.config.mjs'), root: project, logLevel: 'silent' }));
    assert.match(readFileSync(join(project, 'dist/badges/badge', `${receiptId}.svg`), 'utf8'), /verified/);
    assert.ok(existsSync(join(project, 'dist/badges/unknown.svg')));
  });
});

/** Runs a `.session` transcript: each `$ command` in one shell, its output compared with the lines after it. */
async function replay(sample: string, env: Record<string, string>, rewrite: (command: string) => string = (c) => c): Promise<void> {
  const steps: { command: string; expected: string[] }[] = [];
  for (const line of readFileSync(join(SAMPLES, sample), 'utf8').trimEnd().split('\n')) {
    if (line.startsWith('$ ')) steps.push({ command: line.slice(2), expected: [] });
    else steps.at(-1)!.expected.push(line);
  }
  const MARK = '@@step@@';
  const script = steps.map(({ command }) => `{ ${rewrite(command)} ; } 2>&1; __s=$?; printf '\\n${MARK}\\n'; (exit $__s)`).join('\n');
  // Not spawnSync: a server this process runs (the Doorway replay) must keep answering meanwhile.
  const child = spawn('sh', ['-c', script], {
    cwd: project,
    env: { PATH: `${join(project, 'node_modules/.bin')}:${process.env.PATH}`, HOME: project, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  const outputs = stdout.split(`\n${MARK}\n`).slice(0, steps.length);
  steps.forEach(({ command, expected }, i) => {
    assert.deepEqual(outputs[i]!.replace(/\n$/, '').split('\n').filter((l, j, all) => l || j < all.length - 1), expected, `$ ${command}`);
  });
}

describe('transcripts', () => {
  it('reasoning-verify.session: each run prints what the page shows', async () => {
    await replay('reasoning-verify.session', { REASONING_BASE_URL: `${origin}/api` });
  });

  it('doorway.session: the open-source server\'s errors through the keyless proxy, as recorded', async () => {
    let replayServer: DoorwayReplay | undefined;
    let keyless: Listening | undefined;
    try {
      replayServer = await startDoorwayReplay();
      keyless = await startService({ REASONING_BASE_URL: replayServer.url, REASONING_API_KEY: 'none' });
      const host = new URL(keyless.url).host;
      await replay('doorway.session', {}, (command) => command.replaceAll('127.0.0.1:8787', host));
      assert.ok(replayServer.seen.every((r) => r.headers.authorization === undefined), 'no key header');
    } finally {
      await stop(keyless);
      await replayServer?.close();
    }
  });
});

describe('browser samples, in Chromium', () => {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  after(async () => {
    await browser?.close();
  });

  /** Bundles a sample as a user's bundler would (browser conditions, JSX for React). */
  async function bundle(sample: string): Promise<string> {
    const out = await esbuild({
      entryPoints: [join(project, sample)],
      absWorkingDir: project,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    });
    return out.outputFiles[0]!.text;
  }

  /**
   * Opens `html` at a path on the service's origin (so the elements' relative
   * URLs reach the real service), serving `script` beside it; resolves with the
   * page once it has logged as many lines as the sample prints.
   */
  async function open(html: string, script: string | undefined, expected: string[]): Promise<{ page: Page; logs: string[]; errors: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'log' && logs.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(`${origin}/__docs/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: script ?? '' });
      return route.fulfill({ contentType: 'text/html', body: html });
    });
    // The CDN file, as unpkg would serve it: this checkout's build.
    await page.route('https://unpkg.com/reasoning-elements/dist/**', (route) => {
      const file = join(ROOT, 'dist', new URL(route.request().url()).pathname.replace(/^\/reasoning-elements\/dist\//, ''));
      if (!file.startsWith(join(ROOT, 'dist')) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file, 'utf8') });
    });
    await page.goto(`${origin}/__docs/page.html`);
    const deadline = Date.now() + 20_000;
    while (logs.length < expected.length && !errors.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return { page, logs, errors };
  }

  it('receipt-events.js: the card\'s events and its in-browser check', async () => {
    const { page, logs, errors } = await open(
      `<!doctype html><reasoning-receipt receipt-id="${receiptId}" verify></reasoning-receipt><script type="module" src="/__docs/sample.js"></script>`,
      await bundle('receipt-events.js'),
      printsOf('receipt-events.js'),
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, printsOf('receipt-events.js'));
    await page.context().close();
  });

  it('console-events.js: a run from script, answered and reported', async () => {
    const { page, logs, errors } = await open(
      '<!doctype html><reasoning-console session-name="pricing-review"></reasoning-console><script type="module" src="/__docs/sample.js"></script>',
      await bundle('console-events.js'),
      printsOf('console-events.js'),
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, printsOf('console-events.js'));
    await page.context().close();
  });

  it('react-app.jsx: the React wrappers set properties and wire typed events', async () => {
    const { page, logs, errors } = await open(
      `<!doctype html><div id="root" data-receipt-id="${receiptId}"></div><script type="module" src="/__docs/sample.js"></script>`,
      await bundle('react-app.jsx'),
      printsOf('react-app.jsx'),
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, printsOf('react-app.jsx'));
    assert.equal(await page.locator('chain-badge').count(), 1);
    await page.context().close();
  });

  it('cdn-discover.html: the loader finds elements in a shadow root and hands out classes', async () => {
    const { page, logs, errors } = await open(readFileSync(join(SAMPLES, 'cdn-discover.html'), 'utf8'), undefined, printsOf('cdn-discover.html'));
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, printsOf('cdn-discover.html'));
    await page.context().close();
  });
});
