/**
 * Shared by the framework app tests (Next.js, Nuxt, Angular, Express): the app
 * installed once from the packed tarballs (on the Node it needs), a service with
 * a known API key and a verified receipt, the app served by its own server
 * (production build or dev server, each in its own process group, stopped on
 * teardown), and its pages opened in Chromium with every console error and
 * hydration warning collected.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { delimiter, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../helpers/free-port.js';
import { installProject, makeVerifiedReceipt, packTarball, ROOT, run, startService, type Run, type Service } from './helpers.js';
import { onTeardown } from '../helpers/teardown.js';

export interface App {
  project: string;
  /** What every command in the app runs with: its Node first on PATH, no telemetry, no colours. */
  env: Record<string, string>;
  service: Service;
  /** The key the service accepts and the app's proxy adds. */
  apiKey: string;
  receiptId: string;
}

/**
 * `node` for the app: the machine's, or the cached release of `major` (Nuxt 4 and Angular 22 need 22.19 or
 * later). Returns the PATH that puts it first.
 */
function pathFor(major?: string): string {
  const path = process.env.PATH ?? '';
  if (!major || process.versions.node.split('.')[0] === major) return path;
  // The suite's own Node cache (scripts/node-matrix.mjs installs the pinned release once and prints its bin folder).
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/node-matrix.mjs'), major], { encoding: 'utf8', timeout: 10 * 60_000 });
  assert.equal(r.status, 0, `no Node ${major}:\n${r.stderr}`);
  return `${r.stdout.trim()}${delimiter}${path}`;
}

/** Installs `examples/<name>` from the packed tarballs, starts the service and makes a verified receipt there. */
export async function installApp(name: string, options: { node?: string } = {}): Promise<App> {
  const env: Record<string, string> = {
    PATH: pathFor(options.node),
    NEXT_TELEMETRY_DISABLED: '1',
    NUXT_TELEMETRY_DISABLED: '1',
    NG_CLI_ANALYTICS: 'false',
    CI: '1',
  };
  const project = installProject(`examples/${name}`, packTarball(), env);
  const apiKey = `test-${randomBytes(12).toString('hex')}`;
  const service = await startService(project, { REASONING_API_KEYS: `${apiKey}:asi`, REASONING_API_KEY: apiKey });
  const receiptId = await makeVerifiedReceipt(service, 'framework-example');
  return { project, env, service, apiKey, receiptId };
}

/** Runs an npm script (or any command) in the app with its environment; asserts it succeeded. */
export function runIn(app: App, cmd: string, args: string[], env: Record<string, string> = {}): Run {
  const r = run(cmd, args, app.project, { ...app.env, ...env });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')} failed:\n${r.output.slice(-6000)}`);
  return r;
}

export interface Served {
  origin: string;
  /** Everything the server printed so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts `cmd` in the app (its own process group: servers fork workers) with PORT set to a free port and waits
 * until `origin + readyPath` answers (any status below 500), for up to `timeoutMs`.
 */
export async function serve(
  app: App,
  cmd: string,
  args: (port: number) => string[],
  env: Record<string, string> = {},
  { readyPath = '/', timeoutMs = 5 * 60_000 } = {},
): Promise<Served> {
  const port = await freePort();
  const child = spawn(cmd, args(port), {
    cwd: app.project,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...app.env, ...env, PORT: String(port), HOST: '127.0.0.1', NITRO_HOST: '127.0.0.1', NITRO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += String(d)));
  child.stderr!.on('data', (d: Buffer) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* the group is gone */
    }
  };
  const stop = onTeardown(
    async () => {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      clearTimeout(timer);
      signal('SIGKILL');
    },
    { sync: () => signal('SIGKILL') },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd} ${args(port).join(' ')} exited (${child.exitCode}):\n${output.slice(-6000)}`);
    try {
      const res = await fetch(origin + readyPath, { signal: AbortSignal.timeout(60_000) });
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${cmd} did not answer at ${origin}${readyPath} within ${timeoutMs / 1000} s:\n${output.slice(-6000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, log: () => output, stop };
}

export interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Any console message (of any level) about hydration. */
  hydration: string[];
  /** Every console message, to make a failure readable. */
  all: string[];
}

/** Opens `url` in a fresh context and collects what its console says. */
export async function openPage(browser: Browser, url: string): Promise<Opened> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const opened: Opened = { page, errors: [], hydration: [], all: [] };
  page.on('console', (m) => {
    const text = `${m.type()}: ${m.text()}`;
    opened.all.push(text);
    if (m.type() === 'error') opened.errors.push(text);
    if (/hydrat|did not match|didn't match|declarative shadow/i.test(m.text())) opened.hydration.push(text);
  });
  page.on('pageerror', (e) => {
    opened.errors.push(`page error: ${e.message}`);
    opened.all.push(`page error: ${e.message}`);
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 5 * 60_000 });
  assert.equal(response?.status(), 200, `${url} answered ${response?.status()}`);
  return opened;
}

/** What the page's elements show, part by part, to make a failure readable. */
export async function shown(page: Page): Promise<string> {
  return (await page.evaluate(
    `[...document.querySelectorAll('reasoning-receipt, chain-badge, reasoning-console')].map((el) => '<' + el.localName + '> ' + [...(el.shadowRoot?.querySelectorAll('[part]') ?? [])].map((p) => p.getAttribute('part') + ': ' + p.textContent.replace(/\\s+/g, ' ').trim().slice(0, 120)).join('\\n  ')).join('\\n')`,
  )) as string;
}

/**
 * Waits until every `<reasoning-receipt>` says Verified and its browser check Passed, and every `<chain-badge>`
 * shows a verified badge; `expect` names how many of each the page has.
 */
export async function waitForVerified(opened: Opened, expect: { receipts: number; badges: number }): Promise<void> {
  const { page } = opened;
  try {
    await page.waitForFunction(
      `(() => {
        const cards = [...document.querySelectorAll('reasoning-receipt')];
        const badges = [...document.querySelectorAll('chain-badge')];
        const cardDone = (el) => {
          const root = el.shadowRoot;
          const status = root?.querySelector('[part~="status"]')?.innerText ?? '';
          const check = root?.querySelector('[part~="check"]')?.innerText ?? '';
          return el.matches(':defined') && /\\bVerified\\b/.test(status) && /\\bPassed\\b/.test(check);
        };
        const badgeDone = (el) => el.matches(':defined') && !!el.shadowRoot?.querySelector('[part="badge"][data-state="verified"]');
        return cards.length === ${expect.receipts} && badges.length === ${expect.badges} && cards.every(cardDone) && badges.every(badgeDone);
      })()`,
      undefined,
      { timeout: 3 * 60_000 },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\nconsole:\n${opened.all.join('\n')}\nelements:\n${(await shown(page)).slice(0, 4000)}`);
  }
}

/** A screenshot of the page, for a person to look at (kept only when SCREENSHOTS names a folder). */
export async function screenshot(opened: Opened, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (dir) await opened.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

