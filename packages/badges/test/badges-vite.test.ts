// reasoningBadges(): the same build step inside `vite build` (closeBundle).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { receiptBadge } from '../../../src/badge/index.js';
import { reasoningBadges } from '../src/vite.js';
import type { BadgesResult } from '../src/index.js';
import { reasoningDevServer } from '../../service/src/vite.js';
import { receipt } from '../../../test/fixtures/resources.js';
import { tempDir } from '../../../test/helpers/temp.js';

async function project(): Promise<{ root: string; json: string }> {
  const root = tempDir('badges-vite-');
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title><img src="/badges/verified.svg" alt="">');
  const json = join(root, 'receipts');
  await (await import('node:fs/promises')).mkdir(json);
  await writeFile(join(json, 'r.json'), JSON.stringify([receipt({ id: 'rcpt_v1' }), receipt({ id: 'rcpt_u1', verified: false, attest_id: '' })]));
  return { root, json };
}

test('vite build writes the badges under outDir after the bundle (emptyOutDir does not wipe them)', async () => {
  const { root, json } = await project();
  let result: BadgesResult | undefined;
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true },
    plugins: [reasoningBadges({ fromJson: json, onResult: (r) => (result = r) })],
  });
  assert.ok(result);
  assert.equal(result.failed.length, 0);
  const out = join(root, 'dist', 'badges');
  assert.deepEqual((await readdir(join(out, 'badge'))).sort(), ['rcpt_u1.svg', 'rcpt_v1.svg']);
  assert.equal(await readFile(join(out, 'badge', 'rcpt_v1.svg'), 'utf8'), receiptBadge({ id: 'rcpt_v1', verified: true }));
  assert.ok((await readdir(join(root, 'dist'))).includes('index.html'), 'the site is built too');
});

test('a failed id fails the build unless failOnError is false', async () => {
  const { root, json } = await project();
  await writeFile(join(json, 'bad.json'), '{ nope');
  await assert.rejects(
    build({ root, configFile: false, logLevel: 'silent', plugins: [reasoningBadges({ fromJson: json })] }),
    /bad\.json/,
  );
  // The good badges were still written.
  assert.ok((await readdir(join(root, 'dist', 'badges', 'badge'))).includes('rcpt_v1.svg'));
  await build({ root, configFile: false, logLevel: 'silent', plugins: [reasoningBadges({ fromJson: json, failOnError: false })] });
});

test("a plugin without baseUrl names its own option, not the CLI's flag", async () => {
  const { root } = await project();
  const previous = process.env.REASONING_BASE_URL;
  delete process.env.REASONING_BASE_URL;
  try {
    await assert.rejects(
      build({ root, configFile: false, logLevel: 'silent', build: { outDir: 'dist' }, plugins: [reasoningBadges({ ids: ['rcpt_1'] })] }),
      (error: Error) => {
        assert.match(error.message, /ids need a service to ask.*reasoningBadges\(\{ baseUrl \}\)/);
        assert.doesNotMatch(error.message, /--base-url/);
        return true;
      },
    );
  } finally {
    if (previous !== undefined) process.env.REASONING_BASE_URL = previous;
  }
});

test('the entry also exports the dev-server plugin', () => {
  assert.equal(typeof reasoningDevServer, 'function');
  assert.equal(reasoningBadges({ ids: [] }).name, 'reasoning-badges');
});
