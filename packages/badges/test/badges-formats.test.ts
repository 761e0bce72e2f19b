// reasoning-badges --format svg,png, --dark and --public-url: PNGs at 2× that decode, dark variants, and the
// snippets to paste per receipt (Markdown, <picture>, <chain-badge>).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { receiptBadgeIn, svgSize } from '../../../src/badge/index.js';
import { receipt } from '../../../test/fixtures/resources.js';
import { runNode } from '../../../test/helpers/run-process.js';
import { tempDir } from '../../../test/helpers/temp.js';
import { decodePng } from '../../service/test/png.helpers.js';

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
const run = (args: string[]) => runNode(['--import', 'tsx', CLI, ...args], {});

test('--format svg,png --dark --public-url writes SVG and PNG badges, light and dark, and each receipt\'s snippets', async () => {
  const src = await tempDir('badges-src-');
  const out = await tempDir('badges-out-');
  await writeFile(join(src, 'r.json'), JSON.stringify([receipt({ id: 'rcpt_a', verified: true }), receipt({ id: 'rcpt_b', verified: false, attest_id: '' })]));
  const r = await run(['--out', out, '--from-json', src, '--format', 'svg,png', '--dark', '--public-url', 'https://docs.example/badges', '--app-url', 'https://svc.example/app', '-q']);
  assert.equal(r.code, 0, r.stderr);
  const files = (await readdir(out, { recursive: true })).map(String).sort();
  for (const f of ['badge/rcpt_a.svg', 'badge/rcpt_a.dark.svg', 'badge/rcpt_a.png', 'badge/rcpt_a.dark.png', 'verified.png', 'verified.dark.svg', 'embed/rcpt_a.md', 'embed/rcpt_a.html', 'embed/rcpt_a.tag.html']) {
    assert.ok(files.includes(f), `${f} in ${files.join(', ')}`);
  }
  const dark = await readFile(join(out, 'badge/rcpt_a.dark.svg'), 'utf8');
  assert.equal(dark, receiptBadgeIn('dark', { id: 'rcpt_a', verified: true }));
  assert.notEqual(dark, await readFile(join(out, 'badge/rcpt_a.svg'), 'utf8'));
  const pngs: [string, string][] = [
    ['badge/rcpt_a.png', receiptBadgeIn('light', { id: 'rcpt_a', verified: true })],
    ['badge/rcpt_a.dark.png', dark],
    ['badge/rcpt_b.png', receiptBadgeIn('light', { id: 'rcpt_b', verified: false })],
  ];
  for (const [f, svg] of pngs) assert.deepEqual(decodePng(await readFile(join(out, f))), { width: 2 * svgSize(svg).width, height: 40 }, f);
  assert.equal(
    await readFile(join(out, 'embed/rcpt_a.md'), 'utf8'),
    '[![receipt rcpt_a](https://docs.example/badges/badge/rcpt_a.png)](https://svc.example/app/receipts/rcpt_a)\n',
  );
  const html = await readFile(join(out, 'embed/rcpt_a.html'), 'utf8');
  assert.match(html, /<source media="\(prefers-color-scheme: dark\)" srcset="https:\/\/docs\.example\/badges\/badge\/rcpt_a\.dark\.png">/);
  assert.match(html, /<img src="https:\/\/docs\.example\/badges\/badge\/rcpt_a\.png" alt="receipt rcpt_a" height="20">/);
  assert.match(await readFile(join(out, 'embed/rcpt_a.tag.html'), 'utf8'), /^<chain-badge receipt-id="rcpt_a"><a href="https:\/\/svc\.example\/app\/receipts\/rcpt_a"><img src="https:\/\/docs\.example\/badges\/badge\/rcpt_a\.svg"/);

  // Run again: nothing changed, nothing rewritten (PNGs compared as bytes).
  const again = await run(['--out', out, '--from-json', src, '--format', 'svg,png', '--dark', '--public-url', 'https://docs.example/badges', '--app-url', 'https://svc.example/app']);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, / 0 written, /);
});

test('--format png alone writes no SVG; Arabic badges draw with their fonts; bad --format or snippet URLs are usage errors', async () => {
  const src = await tempDir('badges-src-');
  const out = await tempDir('badges-out-');
  await writeFile(join(src, 'r.json'), JSON.stringify(receipt({ id: 'rcpt_a', verified: true })));
  const r = await run(['--out', out, '--from-json', src, '--format', 'png', '--lang', 'ar', '-q']);
  assert.equal(r.code, 0, r.stderr);
  const files = (await readdir(out, { recursive: true })).map(String).sort();
  assert.ok(!files.some((f) => f.endsWith('.svg')), files.join(', '));
  const png = decodePng(await readFile(join(out, 'badge/rcpt_a.png')));
  assert.equal(png.height, 40);
  for (const [args, pattern] of [
    [['--format', 'gif'], /--format must be svg, png or svg,png/],
    [['--public-url', 'https://x.example'], /--app-url/],
    [['--public-url', 'ftp://x', '--app-url', 'https://y.example/app'], /--public-url must be an absolute http\(s\) URL/],
    [['--app-url', 'https://y.example/app'], /give --public-url too/],
  ] as const) {
    const bad = await run(['--out', out, '--from-json', src, ...args]);
    assert.equal(bad.code, 2, bad.stderr);
    assert.match(bad.stderr, pattern);
  }
});
