/**
 * What a built page loads: the page opened in Chromium from a server on 127.0.0.1, every JavaScript file it fetches
 * from its own origin until the named tags are defined and the network has been idle (load, hydration, the chunks
 * imported then), each gzipped at level 9 here, so every framework's files are counted the same way whatever its
 * server sends. 1 kB = 1000 bytes.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A static server for `dir` on a free port of 127.0.0.1: its files, `/` its index.html, anything else 404. */
export async function serveStatic(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Loaded {
  /** min+gzip level 9, kB, of every JS file the page fetched. */
  kB: number;
  /** The files, by path, to make a figure checkable. */
  files: string[];
}

/** Opens `url`, waits for `tags` to be defined and the network to settle, and sums the JS the page fetched. */
export async function pageScript(browser: Browser, url: string, tags: readonly string[]): Promise<Loaded> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const bodies: Promise<{ path: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(origin) || response.status() !== 200) return;
    bodies.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, bytes: gzipSync(body, { level: 9 }).length })));
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 5 * 60_000 });
    if (tags.length) {
      await page.waitForFunction(`${JSON.stringify(tags)}.every((t) => customElements.get(t) && document.querySelector(t)?.shadowRoot)`, undefined, {
        timeout: 3 * 60_000,
      });
    }
    await page.waitForLoadState('networkidle', { timeout: 3 * 60_000 });
    const files = await Promise.all(bodies);
    const unique = new Map(files.map((f) => [f.path, f.bytes]));
    return { kB: [...unique.values()].reduce((sum, b) => sum + b / 1000, 0), files: [...unique.keys()].sort() };
  } finally {
    await context.close();
  }
}
