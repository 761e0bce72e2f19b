/**
 * Debian's Chromium as every test, bench and script launches it: the binary
 * (CHROME_PATH wins), the flags a root user on a closed network needs, and a
 * temp folder short enough for its Unix sockets.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox', // root in a container
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The network is closed: without these Chromium floods refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

/**
 * Chromium binds `$TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket`, and a Unix socket path holds at
 * most 107 bytes: with a TMPDIR longer than this it aborts ("Socket path too long").
 */
export const SOCKET_TMPDIR_MAX = 107 - '/org.chromium.Chromium.XXXXXX/SingletonSocket'.length;

/**
 * The temp folder Chromium is given: CHROMIUM_TMPDIR when set (scripts/test.mjs sets a short one per step
 * and counts what is left in it), else the usual one when it is short enough, else a short folder of this
 * user's under /tmp. Chromium removes its own folder in it when it closes.
 */
export function chromiumTmpDir(env = process.env) {
  if (env.CHROMIUM_TMPDIR) return env.CHROMIUM_TMPDIR;
  const usual = env === process.env ? tmpdir() : env.TMPDIR || tmpdir();
  if (Buffer.byteLength(usual) <= SOCKET_TMPDIR_MAX) return usual;
  const short = join('/tmp', `reasoning-chromium-${process.geteuid?.() ?? userInfo().username}`);
  mkdirSync(short, { recursive: true, mode: 0o700 });
  return short;
}

/** The environment Chromium is started with: this process's, with a short TMPDIR. */
export function chromiumEnv(env = process.env) {
  const dir = chromiumTmpDir(env);
  return { ...env, TMPDIR: dir, TMP: dir, TEMP: dir };
}

/** Options for playwright-core's `chromium.launch()` (and puppeteer's `launch()`). */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], env: chromiumEnv() };
}
