// Scaffolding of the docs screenshot scripts: an element bundled from source
// (or the built CDN file), a page server on 127.0.0.1, and Debian's Chromium.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';

const ROOT = new URL('../../', import.meta.url);

/** Where the docs' images live. */
export const DOCS_IMAGES = new URL('docs/images/', ROOT);

/**
 * The module a page loads: `entry` (a path under src/, e.g. `elements/reasoning-receipt/define.ts`)
 * bundled and minified with esbuild, or with `dist` the built `dist/reasoning-elements.js` (the CDN
 * loader) with the chunks it imports inlined, so the page is served one file as before.
 */
export async function elementScript(entry: string, options: { dist?: boolean; plugins?: Plugin[] } = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [new URL(options.dist ? 'dist/reasoning-elements.js' : `src/${entry}`, ROOT).pathname],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    tsconfig: new URL('tsconfig.json', ROOT).pathname,
    plugins: [...(options.plugins ?? []), ...(options.dist ? [noPreloads] : [])],
  });
  return bundle.outputFiles[0]!.text;
}

/** The loader's list of chunks to preload (scripts/vite/cdn-preloads.ts) names files this one-file copy does not serve. */
const noPreloads: Plugin = {
  name: 'no-preloads',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]reasoning-elements\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/JSON\.parse\('\{"chain-badge":[^']*'\)/, '{}'),
      loader: 'js',
    }));
  },
};

export interface PageServer {
  origin: string;
  /** The HTML served at /page from now on. */
  setPage(html: string): void;
  close(): Promise<void>;
}

/**
 * Serves `script` at `scriptPath`, the current page at /page, and everything
 * else through `rest` (the test stack, a proxy, fixed answers…).
 */
export async function servePage(script: string, scriptPath: string, rest: (req: IncomingMessage, res: ServerResponse) => void): Promise<PageServer> {
  let html = '';
  const server = createServer((req, res) => {
    if (req.url === scriptPath) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (req.url === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    rest(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setPage: (page) => void (html = page),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Debian's Chromium (or CHROME_PATH), headless, with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Makes any uncaught error on the page fail the script (exit code 1) and say so. */
export function failOnPageErrors(tab: Page): void {
  tab.on('pageerror', (error) => {
    console.error(`page error: ${error.message}`);
    process.exitCode = 1;
  });
}
