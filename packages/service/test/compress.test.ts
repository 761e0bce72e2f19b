// The stack answers compressed when the client asks (brotli first, then gzip)
// for HTML, CSS, JS, JSON and SVG, over real HTTP; hashed assets are cached
// for good; everything else is untouched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStack, type Stack } from '../src/stack.js';
import { listen, type Listening } from '../../proxy/src/adapters/node.js';
import { acceptedEncoding, rememberedCount } from '../src/adapters/compress.js';
import { tempDir } from '../../../test/helpers/temp.js';

let dir: string;
let stack: Stack;
let server: Listening;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const page = `<!doctype html><title>t</title>${'<p>Verified reasoning, on any page.</p>\n'.repeat(60)}`;

before(async () => {
  dir = tempDir('compress-');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'main-CuNxQdhU.js'), script);
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'tiny.css'), 'a{color:red}');
  stack = createStack({ env: {}, static: [{ prefix: '/', dir }], service: { memory: true, keys: 'compress-key:asi', attestDelayMs: 0, log: () => {} } });
  server = await listen(stack);
});
after(async () => {
  await server.close();
  await stack.close();
  await rm(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('Accept-Encoding is read with q-values; brotli is preferred', () => {
  assert.equal(acceptedEncoding('gzip, deflate, br'), 'br');
  assert.equal(acceptedEncoding('gzip, br;q=0'), 'gzip');
  assert.equal(acceptedEncoding('identity'), undefined);
  assert.equal(acceptedEncoding('*'), 'br');
  assert.equal(acceptedEncoding(null), undefined);
});

test('a hashed script: brotli or gzip as asked, identical bytes once decoded, cached for good', async () => {
  const br = await get('/assets/main-CuNxQdhU.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(String(br.headers.vary), /Accept-Encoding/i);
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.ok(br.body.length < Buffer.byteLength(script) / 3, `${br.body.length} bytes`);
  assert.equal(brotliDecompressSync(br.body).toString(), script);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');

  const gz = await get('/assets/main-CuNxQdhU.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), script);

  const plain = await get('/assets/main-CuNxQdhU.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), script);
  assert.match(String(plain.headers.vary), /Accept-Encoding/i, 'a cache must not hand the plain copy to a brotli client');

  const head = await get('/assets/main-CuNxQdhU.js', { 'accept-encoding': 'br' }, 'HEAD');
  assert.equal(head.headers['content-encoding'], undefined, 'HEAD describes the plain file');
});

test('pages revalidate; small files and JSON errors below 1 kB stay as they are', async () => {
  const html = await get('/', { 'accept-encoding': 'br' });
  assert.equal(html.headers['content-encoding'], 'br');
  assert.equal(html.headers['cache-control'], 'no-cache');
  assert.equal(brotliDecompressSync(html.body).toString(), page);
  const tiny = await get('/tiny.css', { 'accept-encoding': 'br' });
  assert.equal(tiny.headers['content-encoding'], undefined);
  assert.equal(tiny.body.toString(), 'a{color:red}');
});

test('service answers (JSON, SVG badge) are compressed too, with a weak ETag', async () => {
  const run = await fetch(`${server.url}/api/run`, {
    method: 'POST',
    headers: { authorization: 'Bearer compress-key', 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'Why does demand follow from price?', session_name: 'compress' }),
  });
  assert.equal(run.status, 200);
  const { receipt } = (await run.json()) as { receipt: { id: string } };
  const json = await get(`/api/receipts/${receipt.id}`, { 'accept-encoding': 'gzip' });
  assert.equal(json.status, 200);
  assert.equal(json.headers['content-encoding'], 'gzip', 'a receipt (with its badge_svg) is over 1 kB');
  assert.equal((JSON.parse(gunzipSync(json.body).toString()) as { id: string }).id, receipt.id);
  if (json.headers.etag) assert.match(String(json.headers.etag), /^W\//);
  const badge = await get(`/files/badge/${receipt.id}.svg`, { 'accept-encoding': 'br' });
  assert.equal(badge.status, 200);
  assert.match(String(badge.headers['content-type']), /image\/svg\+xml/);
  const svg = badge.body.length && badge.headers['content-encoding'] === 'br' ? brotliDecompressSync(badge.body).toString() : badge.body.toString();
  assert.match(svg, /^<svg /);
  assert.match(String(badge.headers['content-security-policy']), /script-src 'none'/, 'headers kept');
});

test('every spelling of a static path shares one compressed copy of its file', async () => {
  const spellings = ['/assets/main-CuNxQdhU.js', '/assets/%6Dain-CuNxQdhU.js', '/%61ssets/main-CuNxQdhU.js', '/assets/main-CuNxQd%68U.js'];
  const first = await get(spellings[0]!, { 'accept-encoding': 'br' });
  const copies = rememberedCount();
  for (const path of spellings) {
    const res = await get(path, { 'accept-encoding': 'br' });
    assert.equal(res.status, 200, path);
    assert.deepEqual(res.body, first.body, path);
  }
  assert.equal(rememberedCount(), copies, 'no spelling compressed the file again');
});
