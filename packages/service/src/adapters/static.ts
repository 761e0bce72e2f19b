/**
 * Static files from a directory as a fetch-style handler that answers
 * undefined when it has no such file (so a router can fall through).
 * Paths are confined to the directory; dot-files are never served. Files
 * named by a content hash are cached for good (`immutable`); others are
 * revalidated on every use.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** Bundler output named by its content hash (`assets/main-CuNxQdhU.js`): its bytes never change under that name. */
const HASHED = /(^|\/)(assets|chunks)\/(.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|woff2|map)$/;

export type StaticHandler = (request: Request) => Promise<Response | undefined>;

/** The file each answer was read from: every spelling of its URL shares one compressed copy (compress.ts). */
const filesOf = new WeakMap<Response, string>();

/** The resolved file a static answer came from, if it is one. */
export function staticFileOf(response: Response): string | undefined {
  return filesOf.get(response);
}

/** Serves `dir` at URL `prefix` (ending in "/"); "/" maps to index.html. */
export function staticFiles(dir: string, prefix = '/', options: { anyOrigin?: boolean } = {}): StaticHandler {
  const root = resolve(dir);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(prefix)) return undefined;
    let rel = pathname.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    if (rel.split('/').some((part) => part.startsWith('.')) || rel.includes('\0')) return undefined;
    const file = resolve(join(root, rel));
    if (!file.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const body = request.method === 'HEAD' ? null : await readFile(file);
      const response = new Response(body, {
        headers: {
          'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': String(info.size),
          'cache-control': HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
          'last-modified': info.mtime.toUTCString(),
          'x-content-type-options': 'nosniff',
          // Module scripts load cross-origin only with CORS: files pages of other sites load, as from a CDN.
          ...(options.anyOrigin ? { 'access-control-allow-origin': '*' } : {}),
        },
      });
      filesOf.set(response, file);
      return response;
    } catch {
      return undefined;
    }
  };
}
