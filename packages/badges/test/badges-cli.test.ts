// reasoning-badges: offline from JSON, online against the embedded service,
// a dead id among good ones, unchanged files skipped, and an interrupted run
// leaving no half-written file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { receiptBadge } from '../../../src/badge/index.js';
import { createReasoningService, type ReasoningService } from '../../service/src/index.js';
import { generateBadges } from '../src/run.js';
import { writeIfChanged } from '../src/write.js';
import { loadSvgo, optimizeSvg } from '../src/optimize.js';
import { receipt } from '../../../test/fixtures/resources.js';
import { runNode, type Ran } from '../../../test/helpers/run-process.js';
import { tempDir as scratchDir } from '../../../test/helpers/temp.js';

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
/** The outcome badges every run writes beside the receipts' (the eight outcomes but loading, and the old state names). */
const STATE_BADGES = [
  'error.svg',
  'failed.svg',
  'misconfigured.svg',
  'not-found.svg',
  'pending.svg',
  'unavailable.svg',
  'unknown.svg',
  'unrecognized-signer.svg',
  'unverified.svg',
  'verified.svg',
];
/** A fresh folder, removed when this file's tests end. */
async function tempDir(): Promise<string> {
  return scratchDir('badges-');
}

function runCli(args: string[], onSpawn?: (child: ChildProcess) => void, nodeArgs: string[] = []): Promise<Ran> {
  return runNode([...nodeArgs, '--import', 'tsx', CLI, ...args], { onSpawn });
}

async function listTree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

test('--help documents the options; bad usage exits 2', async () => {
  const help = await runCli(['--help']);
  assert.equal(help.code, 0);
  for (const word of ['--out', '--base-url', '--ids-file', '--from-json', '--lang', '--concurrency', '--retries', '--svgo']) {
    assert.ok(help.stdout.includes(word), word);
  }
  const noOut = await runCli(['rcpt_1']);
  assert.equal(noOut.code, 2);
  assert.match(noOut.stderr, /--out DIR is required/);
  const noBase = await runCli(['--out', await tempDir(), 'rcpt_1'], undefined);
  assert.equal(noBase.code, 2);
  assert.match(noBase.stderr, /--base-url/);
});

test('a missing --ids-file or --from-json path and a base URL that is not http(s) are usage errors (exit 2)', async () => {
  const out = await tempDir();
  const cases: Array<[string[], RegExp]> = [
    [['--ids-file', join(out, 'nope.txt')], /^reasoning-badges: cannot read .*nope\.txt: ENOENT \(--ids-file FILE\)\n\(see --help\)\n$/],
    [['--from-json', join(out, 'nope.json')], /^reasoning-badges: cannot read .*nope\.json: ENOENT \(--from-json PATH\)\n/],
    [['--base-url', 'ftp://x/api', 'rcpt_1'], /base URL must be an absolute http\(s\) URL, got "ftp:\/\/x\/api" \(--base-url URL\)/],
    [['--base-url', 'not a url', 'rcpt_1'], /must be an absolute http\(s\) URL/],
  ];
  for (const [args, pattern] of cases) {
    const r = await runCli(['--out', out, '-q', ...args]);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, pattern);
  }
  assert.deepEqual(await readdir(out), [], 'nothing written');
});

test('offline from JSON files: one badge per receipt plus the state badges', async () => {
  const src = await tempDir();
  const out = await tempDir();
  const a = receipt({ id: 'rcpt_a', verified: true });
  const b = receipt({ id: 'rcpt_b', verified: false, attest_id: '' });
  const c = receipt({ id: 'rcpt_c', pruv_id: 'p1', attest_id: undefined });
  delete (c as Record<string, unknown>).attest_id;
  await writeFile(join(src, 'a.json'), JSON.stringify(a));
  await writeFile(join(src, 'many.json'), JSON.stringify([b, c]));
  await writeFile(join(src, 'broken.json'), '{ not json');
  await writeFile(join(src, 'evil.json'), JSON.stringify(receipt({ id: '../../escape' })));
  await writeFile(join(src, 'ignored.txt'), 'not a receipt');

  const r = await runCli(['--out', out, '--from-json', src]);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /broken\.json: .*not JSON/);
  assert.match(r.stderr, /\.\.\/\.\.\/escape: invalid/);
  assert.match(r.stdout, /13 written, 0 unchanged, 2 failed/);
  assert.deepEqual(await listTree(out), [
    'badge',
    'badge/rcpt_a.svg',
    'badge/rcpt_b.svg',
    'badge/rcpt_c.svg',
    ...STATE_BADGES,
  ]);
  assert.equal(await readFile(join(out, 'badge/rcpt_a.svg'), 'utf8'), receiptBadge({ id: 'rcpt_a', verified: true }));
  assert.match(await readFile(join(out, 'badge/rcpt_b.svg'), 'utf8'), />… pending<\/text>/);
  assert.equal(await readFile(join(out, 'verified.svg'), 'utf8'), receiptBadge('verified'));
  // One file per outcome the elements show, in its words; the old names are kept, drawn as the outcome each became.
  assert.match(await readFile(join(out, 'not-found.svg'), 'utf8'), />∅ not found<\/text>/);
  assert.match(await readFile(join(out, 'unavailable.svg'), 'utf8'), />↻ unavailable<\/text>/);
  assert.match(await readFile(join(out, 'unrecognized-signer.svg'), 'utf8'), />\? unknown signer<\/text>/);
  for (const [old, outcome] of [['unverified', 'pending'], ['unknown', 'not-found'], ['error', 'unavailable']]) {
    assert.equal(await readFile(join(out, `${old}.svg`), 'utf8'), await readFile(join(out, `${outcome}.svg`), 'utf8'), old);
  }
  await loadSvgo();
  for (const f of ['verified.svg', 'badge/rcpt_a.svg']) {
    const svg = await readFile(join(out, f), 'utf8');
    assert.match(svg, /role="img"/);
    assert.match(svg, /aria-label="/);
    assert.match(svg, /<title>/);
    assert.equal(optimizeSvg(svg), svg, 'already what svgo would write');
  }

  // A second run finds nothing to change and leaves the files alone.
  const before = (await stat(join(out, 'badge/rcpt_a.svg'))).mtimeMs;
  const again = await generateBadges({ out, fromJson: src, cacheDir: false });
  assert.equal(again.written, 0);
  assert.equal(again.unchanged, 13);
  assert.equal((await stat(join(out, 'badge/rcpt_a.svg'))).mtimeMs, before);
});

test('--lang de writes German badges: words, title and aria-label; English stays the default', async () => {
  const src = await tempDir();
  const out = await tempDir();
  await writeFile(join(src, 'r.json'), JSON.stringify([receipt({ id: 'rcpt_de', verified: true }), receipt({ id: 'rcpt_pending', verified: false, attest_id: '' })]));
  const ran = await runCli(['--out', out, '--from-json', src, '--lang', 'de-AT', '--svgo', 'none', '-q']);
  assert.equal(ran.code, 0, ran.stderr);
  const verified = await readFile(join(out, 'badge', 'rcpt_de.svg'), 'utf8');
  assert.match(verified, /<title>Beleg rcpt_de: verifiziert\. Die Kette hält, und ihrem Signierer wird vertraut\.<\/title>/);
  assert.match(verified, /aria-label="Beleg rcpt_de: verifiziert\. /);
  assert.match(verified, />✓ verifiziert<\/text>/);
  assert.match(await readFile(join(out, 'badge', 'rcpt_pending.svg'), 'utf8'), /aria-label="Beleg rcpt_pending: ausstehend\. Noch nicht bestätigt; er wird gleich erneut gelesen\."/);
  assert.match(await readFile(join(out, 'unavailable.svg'), 'utf8'), /<title>Beleg: nicht erreichbar\. Der Beleg konnte gerade nicht gelesen werden\. Versuchen Sie es erneut\.<\/title>/);

  const english = await tempDir();
  const plain = await runCli(['--out', english, '--from-json', src, '--lang', 'xx', '--svgo', 'none', '-q']);
  assert.equal(plain.code, 0, plain.stderr);
  assert.equal(await readFile(join(english, 'badge', 'rcpt_de.svg'), 'utf8'), receiptBadge({ id: 'rcpt_de', verified: true }));
});

test('svgo modes: template runs svgo once per shape, each on every file, and all agree', async () => {
  const src = await tempDir();
  const receipts = Array.from({ length: 20 }, (_, i) => receipt({ id: `rcpt_${i}`, verified: i % 2 === 0 }));
  await writeFile(join(src, 'all.json'), JSON.stringify(receipts));
  const outT = await tempDir();
  const outE = await tempDir();
  const t = await generateBadges({ out: outT, fromJson: src, cacheDir: false });
  const e = await generateBadges({ out: outE, fromJson: src, optimize: 'each' });
  assert.equal(t.svgoRuns, 7 + 2, 'seven outcome badges (the old names share theirs) and two receipt shapes');
  assert.equal(e.svgoRuns, 10 + 20);
  for (const f of await listTree(outT)) {
    if (!f.endsWith('.svg')) continue;
    assert.equal(await readFile(join(outT, f), 'utf8'), await readFile(join(outE, f), 'utf8'), f);
  }
});

/** A module hook that makes loading svgo fail (finding it still works), to prove a run never loads it. */
const BLOCK_SVGO = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent('export async function load(url, c, next) { if (url.includes("/node_modules/svgo/")) throw new Error("svgo is blocked"); return next(url, c); }'));`,
)}`;

test('svgo verdicts are cached between runs: a rebuild does not load svgo and writes the same bytes', async () => {
  const src = await tempDir();
  const cacheDir = join(await tempDir(), 'cache');
  const receipts = Array.from({ length: 6 }, (_, i) => receipt({ id: `rcpt_${i}`, verified: i % 2 === 0 }));
  await writeFile(join(src, 'all.json'), JSON.stringify(receipts));
  const first = await tempDir();
  const cold = await runCli(['--out', first, '--from-json', src, '--cache-dir', cacheDir]);
  assert.equal(cold.code, 0, cold.stderr);
  assert.match(cold.stdout, /svgo ran 9×,/, 'seven outcomes and two receipt shapes, each checked by svgo once');
  const second = await tempDir();
  // svgo cannot be loaded in this run: a verdict that is not cached would fail it.
  const warm = await runCli(['--out', second, '--from-json', src, '--cache-dir', cacheDir], undefined, ['--import', BLOCK_SVGO]);
  assert.equal(warm.code, 0, warm.stderr);
  assert.match(warm.stdout, /16 written, .*svgo ran 0×, 9 cached/);
  for (const f of await listTree(first)) {
    if (f.endsWith('.svg')) assert.equal(await readFile(join(second, f), 'utf8'), await readFile(join(first, f), 'utf8'), f);
  }
  const other = await generateBadges({ out: await tempDir(), fromJson: src, cacheDir });
  assert.equal(other.svgoRuns, 0);
  assert.equal(other.svgoCached, 9);
  const none = await generateBadges({ out: await tempDir(), fromJson: src, cacheDir: false });
  assert.equal(none.svgoRuns, 9);
});

test('a fresh badge directory is staged and renamed into place; a killed run\'s stage is removed', async () => {
  const src = await tempDir();
  const out = await tempDir();
  await writeFile(join(src, 'all.json'), JSON.stringify([receipt({ id: 'rcpt_s1' }), receipt({ id: 'rcpt_s2', verified: false })]));
  // What a run killed mid-way leaves: a half-filled stage beside the badge directory.
  await mkdir(join(out, '.reasoning-badges-1-0-badge.tmpdir'));
  await writeFile(join(out, '.reasoning-badges-1-0-badge.tmpdir', 'rcpt_old.svg'), '<svg');
  const r = await generateBadges({ out, fromJson: src, cacheDir: false });
  assert.equal(r.written, 12);
  assert.deepEqual(await listTree(out), ['badge', 'badge/rcpt_s1.svg', 'badge/rcpt_s2.svg', ...STATE_BADGES]);
  assert.equal(await readFile(join(out, 'badge/rcpt_s2.svg'), 'utf8'), receiptBadge({ id: 'rcpt_s2', verified: false }));
  // The directory exists now: a changed receipt is replaced file by file, the other left alone.
  const before = (await stat(join(out, 'badge/rcpt_s1.svg'))).mtimeMs;
  await writeFile(join(src, 'all.json'), JSON.stringify([receipt({ id: 'rcpt_s1' }), receipt({ id: 'rcpt_s2', verified: true })]));
  const again = await generateBadges({ out, fromJson: src, cacheDir: false });
  assert.equal(again.written, 1);
  assert.equal(again.unchanged, 11);
  assert.equal((await stat(join(out, 'badge/rcpt_s1.svg'))).mtimeMs, before);
  assert.equal(await readFile(join(out, 'badge/rcpt_s2.svg'), 'utf8'), receiptBadge({ id: 'rcpt_s2', verified: true }));
  assert.deepEqual((await readdir(join(out, 'badge'))).sort(), ['rcpt_s1.svg', 'rcpt_s2.svg']);
});

test('receipt files are read for what a badge shows: a clear error names the file and field', async () => {
  const src = await tempDir();
  await writeFile(join(src, 'a.json'), JSON.stringify([receipt({ id: 'rcpt_ok' }), { id: 'rcpt_noverdict' }, 'text', { verified: true }]));
  const r = await generateBadges({ out: await tempDir(), fromJson: src, cacheDir: false });
  assert.equal(r.written, 11);
  assert.deepEqual(
    r.failed.map((f) => `${f.id} ${f.kind} ${f.message}`),
    [
      'rcpt_noverdict invalid a.json[1]: verified: expected true or false, got undefined',
      'a.json[2] invalid a.json[2]: expected a receipt object, got "text"',
      'a.json[3] invalid a.json[3]: id: expected a non-empty string, got undefined',
    ],
  );
});

test('--from-json takes one file as well as a directory: the same badges, errors named after the file', async () => {
  const src = await tempDir();
  const list = [receipt({ id: 'rcpt_f1', verified: true }), receipt({ id: 'rcpt_f2', verified: false }), { id: 'rcpt_f3' }, receipt({ id: 'rcpt_f1' })];
  await writeFile(join(src, 'export.json'), JSON.stringify(list));
  const fromDir = await tempDir();
  const fromFile = await tempDir();
  const byDir = await runCli(['--out', fromDir, '--from-json', src, '-q']);
  const byFile = await runCli(['--out', fromFile, '--from-json', join(src, 'export.json'), '-q']);
  assert.equal(byFile.code, 1, byFile.stderr);
  assert.equal(byFile.stderr, byDir.stderr);
  assert.match(byFile.stderr, /rcpt_f3: invalid: export\.json\[2\]: verified: expected true or false/);
  assert.deepEqual(await listTree(fromFile), await listTree(fromDir));
  assert.deepEqual(await listTree(join(fromFile, 'badge')), ['rcpt_f1.svg', 'rcpt_f2.svg']);
  // The first of two entries with one id wins, as with a directory.
  assert.equal(await readFile(join(fromFile, 'badge/rcpt_f1.svg'), 'utf8'), receiptBadge({ id: 'rcpt_f1', verified: true }));
  for (const name of await listTree(fromFile)) {
    if (!name.endsWith('.svg')) continue;
    assert.equal(await readFile(join(fromFile, name), 'utf8'), await readFile(join(fromDir, name), 'utf8'), name);
  }
  const missing = await runCli(['--out', await tempDir(), '--from-json', join(src, 'absent.json')]);
  assert.equal(missing.code, 2, 'a path that is not there is bad usage');
  assert.match(missing.stderr, /cannot read .*absent\.json: ENOENT/);
});

test('writeIfChanged is atomic and skips identical content', async () => {
  const dir = await tempDir();
  const file = join(dir, 'x', 'a.svg');
  assert.equal(await writeIfChanged(file, '<svg/>'), 'written');
  assert.equal(await writeIfChanged(file, '<svg/>'), 'unchanged');
  assert.equal(await writeIfChanged(file, '<svg></svg>'), 'written');
  assert.equal(await readFile(file, 'utf8'), '<svg></svg>');
  assert.deepEqual(await readdir(join(dir, 'x')), ['a.svg'], 'no temp file left');
});

let service: ReasoningService;
let server: ReturnType<typeof serve>;
let baseUrl: string;
const created: string[] = [];

before(async () => {
  service = createReasoningService({ memory: true, keys: 'test-key:asi', attestDelayMs: 0, log: () => {} });
  await service.ready;
  server = serve({ fetch: service.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  for (const name of ['one', 'two', 'three']) {
    const res = await fetch(`${baseUrl}/run`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
      body: JSON.stringify({ input: `why does ${name} follow from cause?`, session_name: name }),
    });
    assert.equal(res.status, 200);
    created.push(((await res.json()) as { receipt: { id: string } }).receipt.id);
  }
  await service.settle();
});

after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await service.close();
});

test('online against the embedded service: a dead id is reported, every other badge written', async () => {
  const out = await tempDir();
  const idsFile = join(await tempDir(), 'ids.txt');
  await writeFile(idsFile, `# receipts\n${created[1]}\n\n${created[2]}  # trailing comment\n`);
  const r = await runCli(['--out', out, '--base-url', baseUrl, created[0]!, 'rcpt_dead', '--ids-file', idsFile]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /rcpt_dead: not-found/);
  assert.match(r.stdout, /1 failed/);
  const files = await readdir(join(out, 'badge'));
  // The dead id's badge says what the elements would: not found.
  assert.deepEqual(files.sort(), [...created, 'rcpt_dead'].map((id) => `${id}.svg`).sort());
  assert.equal(await readFile(join(out, 'badge', 'rcpt_dead.svg'), 'utf8'), receiptBadge('not-found', { id: 'rcpt_dead' }));
  for (const id of created) {
    const fromService = (await (await fetch(`${baseUrl}/receipts/${id}`)).json()) as { id: string; verified: boolean };
    assert.equal(await readFile(join(out, 'badge', `${id}.svg`), 'utf8'), receiptBadge(fromService), id);
  }
  // All good ids: exit 0.
  const ok = await runCli(['--out', out, '--base-url', baseUrl, ...created, '-q']);
  assert.equal(ok.code, 0, ok.stderr);
  assert.equal(ok.stdout, '', 'quiet');
});

test('retries: a flaky service answers after 503s', async () => {
  let calls = 0;
  const flaky: Server = createServer((req, res) => {
    calls++;
    if (calls <= 2) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"detail":"busy"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(receipt({ id: 'rcpt_flaky' })));
    void req;
  });
  await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
  try {
    const out = await tempDir();
    const result = await generateBadges({
      out,
      baseUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/api`,
      ids: ['rcpt_flaky'],
      retries: 3,
    });
    assert.equal(result.failed.length, 0, JSON.stringify(result.failed));
    assert.equal(calls, 3);
    assert.ok((await readdir(join(out, 'badge'))).includes('rcpt_flaky.svg'));
  } finally {
    flaky.closeAllConnections();
    await new Promise<void>((resolve) => flaky.close(() => resolve()));
  }
});

test('an interrupted run leaves only complete files and no temp files', async () => {
  // A slow service: each receipt takes 150 ms, so the run is cut mid-way.
  let served = 0;
  const slow: Server = createServer((req, res) => {
    const id = decodeURIComponent(req.url!.split('/').pop()!);
    const timer = setTimeout(() => {
      served++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(receipt({ id })));
    }, 150);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    const out = await tempDir();
    await mkdir(join(out, 'badge'), { recursive: true });
    // A temp file a killed earlier run left behind is cleaned up too.
    await writeFile(join(out, 'badge', '.reasoning-badges-1-x-rcpt_old.svg.tmp'), '<svg');
    const ids = Array.from({ length: 60 }, (_, i) => `rcpt_${i}`);
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api`;
    const r = await runCli(['--out', out, '--base-url', base, '--concurrency', '2', ...ids], (child) => {
      const poll = setInterval(async () => {
        const files = await readdir(join(out, 'badge')).catch(() => []);
        if (files.filter((f) => f.endsWith('.svg')).length >= 3) {
          clearInterval(poll);
          child.kill('SIGINT');
        }
      }, 20);
      child.on('close', () => clearInterval(poll));
    });
    assert.equal(r.code, 130, r.stderr);
    assert.match(r.stderr, /interrupted/);
    const files = await readdir(join(out, 'badge'));
    assert.deepEqual(files.filter((f) => !f.endsWith('.svg')), [], 'no temp files');
    assert.ok(files.length >= 3 && files.length < ids.length, `${files.length} files`);
    for (const f of files) {
      const id = f.replace(/\.svg$/, '');
      assert.equal(await readFile(join(out, 'badge', f), 'utf8'), receiptBadge(receipt({ id }) as never), f);
    }
    assert.ok(served < ids.length);
  } finally {
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  }
});

test('an unreachable service gives an "unavailable" badge, a web page for a base URL a "misconfigured" one; an earlier badge is kept', async () => {
  // A port that was just free and is closed again: the connection is refused.
  const gone: Server = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const port = (gone.address() as AddressInfo).port;
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  const out = await tempDir();
  const down = await generateBadges({ out, baseUrl: `http://127.0.0.1:${port}/api`, ids: ['rcpt_u1'], retries: 0, timeoutMs: 5000, cacheDir: false });
  assert.deepEqual(down.failed.map((f) => [f.id, f.outcome]), [['rcpt_u1', 'unavailable']]);
  const svg = await readFile(join(out, 'badge', 'rcpt_u1.svg'), 'utf8');
  assert.equal(svg, receiptBadge('unavailable', { id: 'rcpt_u1' }));
  assert.match(svg, />↻ unavailable<\/text>/);
  assert.match(svg, /<title>receipt rcpt_u1: unavailable\. The receipt could not be read just now\. Try again\.<\/title>/);

  // A base URL that answers with a website's page: the setup is wrong, and the badge says so.
  const site: Server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Home</title>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const html = await generateBadges({ out, baseUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, ids: ['rcpt_m1'], retries: 0, cacheDir: false });
    assert.deepEqual(html.failed.map((f) => [f.id, f.outcome]), [['rcpt_m1', 'misconfigured']]);
    assert.match(await readFile(join(out, 'badge', 'rcpt_m1.svg'), 'utf8'), />! misconfigured<\/text>/);
  } finally {
    site.closeAllConnections();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }

  // A good badge from an earlier build stays when the service is down at the next one.
  const good = await generateBadges({ out, baseUrl, ids: [created[0]!], cacheDir: false });
  assert.equal(good.failed.length, 0);
  const kept = await readFile(join(out, 'badge', `${created[0]}.svg`), 'utf8');
  const again = await generateBadges({ out, baseUrl: `http://127.0.0.1:${port}/api`, ids: [created[0]!], retries: 0, cacheDir: false });
  assert.equal(again.failed.length, 1);
  assert.equal(again.failed[0]!.outcome, undefined, 'no badge drawn over the earlier one');
  assert.equal(await readFile(join(out, 'badge', `${created[0]}.svg`), 'utf8'), kept);
});
