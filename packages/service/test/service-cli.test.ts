// The reasoning-service CLI: help, argument errors, printed URLs and dev key, clean stop.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOrigin } from '../src/public-origin.js';
import { spawnChild, startListening } from '../../../test/helpers/run-process.js';
import { createReasoningService } from '../src/index.js';

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
/** The built bin, as installed: under tsx its loader adds a worker of its own. */
const BIN = new URL('../bin/reasoning-service.js', import.meta.url).pathname;
const env = { ...process.env, REASONING_API_KEYS: '', REASONING_API_KEY: '', REASONING_BASE_URL: '' };

describe('reasoning-service CLI', () => {
  it('prints help and exits 0', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--help'], { encoding: 'utf8', env });
    assert.equal(r.status, 0);
    assert.match(r.stdout, /Usage: reasoning-service/);
    assert.match(r.stdout, /--data DIR/);
    assert.match(r.stdout, /stand-in/);
  });

  it('prints its version with --version and -v, and exits 0', async () => {
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    for (const flag of ['--version', '-v']) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, flag], { encoding: 'utf8', env });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout.trim(), version);
    }
  });

  it('beyond loopback, absolute URLs come from the listening address, never from a Host header', () => {
    assert.equal(listenOrigin('127.0.0.1', 8787, 'box'), undefined, 'loopback: each request origin');
    assert.equal(listenOrigin('localhost', 8787, 'box'), undefined);
    assert.equal(listenOrigin('::1', 8787, 'box'), undefined);
    assert.equal(listenOrigin('192.0.2.7', 8787, 'box'), 'http://192.0.2.7:8787');
    assert.equal(listenOrigin('0.0.0.0', 8080, 'box.example'), 'http://box.example:8080');
    assert.equal(listenOrigin('2001:db8::1', 80, 'box'), 'http://[2001:db8::1]:80');
    assert.throws(() => listenOrigin('0.0.0.0', 0, 'box'), /needs --public-url/);
    const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--host', '0.0.0.0', '--port', '0'], { encoding: 'utf8', env, timeout: 15_000 });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /needs --public-url/);
  });

  it('refuses bad arguments with exit code 2', () => {
    const bad = [['--port', 'abc'], ['--data', 'x', '--memory'], ['--bogus'], ['--attest-delay', '-1']];
    // --public-url ends up in pdf_url and og:url: only an absolute http(s) URL.
    for (const url of ['notaurl', 'javascript:alert(1)', 'ftp://example.org', '/relative']) bad.push(['--memory', '--port', '0', '--public-url', url]);
    for (const args of bad) {
      // A timeout: a bad argument that is accepted starts a server that would not exit.
      const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8', env, timeout: 15_000 });
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.stderr, /reasoning-service:/);
    }
  });

  it('createReasoningService refuses a publicUrl that is not an absolute http(s) URL, and takes one that is', async () => {
    for (const publicUrl of ['notaurl', 'javascript:alert(1)', 'data:text/html,x']) {
      assert.throws(() => createReasoningService({ memory: true, publicUrl }), /publicUrl must be an absolute http\(s\) URL/);
    }
    const ok = createReasoningService({ memory: true, publicUrl: 'https://example.org/', log: () => {} });
    await ok.ready;
    await ok.close();
  });

  it('prints its URLs and a working dev key, and stops cleanly on SIGINT', async () => {
    // Stopped on teardown too: an assertion failing below must not leave it running.
    const child = spawnChild(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--memory'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('Ctrl-C')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    await ready;
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1]!;
    assert.match(out, new RegExp(`base_url  ${url}/api`));
    assert.match(out, new RegExp(`proxy     ${url}/proxy/run`));
    assert.match(out, new RegExp(`receipts  ${url}/files`));
    assert.match(out, new RegExp(`app       ${url}/app`));
    const key = /dev key   (dev_[A-Za-z0-9_-]+)/.exec(out)![1]!;
    const res = await fetch(`${url}/api/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ input: 'x', session_name: 'structured:cli' }),
    });
    assert.equal(res.status, 200, 'the dev key has tier ASI');
    const exit = new Promise<number | null>((r) => child.once('exit', r));
    child.kill('SIGINT');
    assert.equal(await exit, 0);
  });

  // V8 gives a main thread two 16 MB semi-spaces and never shrinks them; the service's worker gets 2 MB ones.
  it('serves from a worker whose young generation stays at 2 × 2 MB under load, unless NODE_OPTIONS says otherwise', async () => {
    const newSpaceAfterRuns = async (nodeOptions: string) => {
      const reports = await mkdtemp(join(tmpdir(), 'service-cli-report-'));
      try {
        const key = 'cli-heap-key-0123456789';
        const cli = await startListening(['--report-on-signal', `--report-directory=${reports}`, BIN, '--port', '0', '--memory'], {
          env: { ...env, REASONING_API_KEYS: `${key}:asi`, NODE_OPTIONS: nodeOptions },
        });
        const input = 'why does a feedback loop settle? '.repeat(240);
        await Promise.all(
          Array.from({ length: 10 }, async (_, writer) => {
            for (let i = 0; i < 30; i++) {
              const res = await fetch(`${cli.url}/api/run`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
                body: JSON.stringify({ input, session_name: `heap-${writer}` }),
              });
              assert.equal(res.status, 200, await res.text());
            }
          }),
        );
        // The diagnostic report (node --report-on-signal) describes every worker's heap.
        cli.child.kill('SIGUSR2');
        let files: string[] = [];
        for (let i = 0; i < 100 && files.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
          files = (await readdir(reports)).filter((f) => f.endsWith('.json'));
        }
        await cli.stop();
        assert.equal(files.length, 1, cli.output());
        const report = JSON.parse(await readFile(join(reports, files[0]!), 'utf8')) as { workers: { javascriptHeap: { heapSpaces: { new_space: { memorySize: number } } } }[] };
        assert.equal(report.workers.length, 1, 'the service runs in one worker');
        return report.workers[0]!.javascriptHeap.heapSpaces.new_space.memorySize / 2 ** 20;
      } finally {
        await rm(reports, { recursive: true, force: true });
      }
    };
    const bounded = await newSpaceAfterRuns('');
    assert.ok(bounded <= 4, `the worker's young generation grew to ${bounded} MB`);
    const v8Sizing = await newSpaceAfterRuns('--max-semi-space-size=16');
    assert.ok(v8Sizing > 4, `with --max-semi-space-size=16 the same runs grow it past 4 MB (${v8Sizing} MB): V8's flags win`);
  });

  it('ends with a clear message and exit code 1 when the service runs out of heap', () => {
    const r = spawnSync(process.execPath, [BIN, '--port', '0', '--memory'], {
      encoding: 'utf8',
      env: { ...env, NODE_OPTIONS: '--max-old-space-size=8' },
      timeout: 30_000,
    });
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /reasoning-service: out of heap memory; give it more with NODE_OPTIONS="--max-old-space-size=MB"/);
  });
});
