/**
 * Chromium under a long TMPDIR (a contributor's, or one scripts/test.mjs nests per step): it binds a Unix
 * socket under its temp folder and aborts when that path passes 107 bytes, so every test launches it with
 * the short temp folder test/helpers/chromium.mjs picks.
 */
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SOCKET_TMPDIR_MAX, chromiumLaunchOptions, chromiumTmpDir } from '../helpers/chromium.mjs';
import { tempDir } from '../helpers/temp.js';

const saved = { TMPDIR: process.env.TMPDIR, CHROMIUM_TMPDIR: process.env.CHROMIUM_TMPDIR };

describe('Chromium with a long TMPDIR', () => {
  let long: string;
  beforeEach(() => {
    // Nested past the socket's limit, as scripts/test.mjs nests its step folders in a 60-character TMPDIR.
    long = join(tempDir('chromium-tmpdir-'), 'a-temp-folder-named-at-length-as-some-systems-do', 'node-tests-on-node-24.21.0');
    mkdirSync(long, { recursive: true });
    assert.ok(Buffer.byteLength(long) > SOCKET_TMPDIR_MAX, long);
    process.env.TMPDIR = long;
    delete process.env.CHROMIUM_TMPDIR;
  });
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('is given a temp folder short enough for its sockets, and starts and renders', async () => {
    const options = chromiumLaunchOptions();
    assert.ok(Buffer.byteLength(options.env.TMPDIR!) <= SOCKET_TMPDIR_MAX, options.env.TMPDIR);
    const browser = await chromium.launch(options);
    try {
      const page = await browser.newPage();
      await page.setContent('<p>started</p>');
      assert.equal(await page.textContent('p'), 'started');
    } finally {
      await browser.close();
    }
  });

  it('uses the folder scripts/test.mjs gives it (CHROMIUM_TMPDIR), whose leftovers it counts', () => {
    assert.equal(chromiumTmpDir({ ...process.env, CHROMIUM_TMPDIR: '/tmp/rc-abc123/4' }), '/tmp/rc-abc123/4');
  });

  it('keeps a TMPDIR that is short enough', () => {
    assert.equal(chromiumTmpDir({ TMPDIR: '/var/folders/xy/0123456789abcdefghijklmnopqrstuv/T' }), '/var/folders/xy/0123456789abcdefghijklmnopqrstuv/T');
  });
});
