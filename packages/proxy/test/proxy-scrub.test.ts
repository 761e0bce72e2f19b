/**
 * The key in no encoding: an upstream that echoes the key, spelled every way
 * a server or framework might spell it, in a 200 body, in the service's own
 * error shape and in an error page. The key holds `/`, `+` and `=`, the
 * characters escapes and encodings treat differently. Over real HTTP.
 */
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { serveProxy, startUpstream, runInit, type FakeUpstream, type ServedProxy } from '../../../test/helpers/proxy.js';

const KEY = 'sk-live/Zq+9x=Ab/c+d==';

/** Every spelling the proxy must never let out, each as the upstream would write it. */
function spellings(key: string): Record<string, string> {
  const bytes = Buffer.from(key);
  const hexOf = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');
  return {
    raw: key,
    jsonSlash: key.replace(/\//g, '\\/'), // PHP's json_encode default
    jsonUnicode: [...key].map((c) => `\\u${hexOf(c).padStart(4, '0')}`).join(''),
    percentUpper: encodeURIComponent(key),
    percentLower: encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    percentEvery: [...key].map((c) => `%${hexOf(c)}`).join(''),
    htmlDecimal: [...key].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    htmlHex: key.replace(/[/+=]/g, (c) => `&#x${hexOf(c).toUpperCase()};`),
    htmlNamed: key.replace(/\//g, '&sol;').replace(/\+/g, '&plus;').replace(/=/g, '&equals;'),
    base64: bytes.toString('base64'),
    base64url: bytes.toString('base64url'),
    base64Inside: Buffer.concat([Buffer.from('{"user":"x","token":"'), bytes, Buffer.from('"}')]).toString('base64'),
    hex: bytes.toString('hex'),
    hexUpper: bytes.toString('hex').toUpperCase(),
  };
}

/** What of the key a text still holds: any spelling, or any 12-character piece of the raw key or its encodings. */
function leaked(text: string): string[] {
  const found: string[] = [];
  for (const [name, form] of Object.entries(spellings(KEY))) {
    if (name === 'base64Inside') continue;
    if (text.includes(form) || text.toLowerCase().includes(form.toLowerCase())) found.push(name);
  }
  const b64 = Buffer.from(KEY).toString('base64');
  for (const form of [KEY, b64, Buffer.from(KEY).toString('hex')]) {
    for (let i = 0; i + 12 <= form.length; i++) if (text.includes(form.slice(i, i + 12))) found.push(`piece of ${form}`);
  }
  return [...new Set(found)];
}

let upstream: FakeUpstream;
let proxy: ServedProxy;
let mode: 'ok' | 'problem' | 'page' = 'ok';
let spelling = '';

before(async () => {
  upstream = await startUpstream((_req, res) => {
    const form = spellings(KEY)[spelling]!;
    if (mode === 'ok') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"status":"GROUND","content":{"answer":"echo ${form.replace(/"/g, '\\"')}"}}`);
    } else if (mode === 'problem') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(`{"detail":"bad key ${form.replace(/"/g, '\\"')}","code":"unauthorized"}`);
    } else {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end(`<html><body>Fatal error: key=${form} at line 3 <pre>${KEY.slice(0, 11)}</pre><pre>${KEY.slice(11)}</pre></body></html>`);
    }
  });
  proxy = await serveProxy({ upstream: upstream.url, apiKey: KEY, rateLimit: false });
});
after(async () => {
  await proxy.close();
  await upstream.close();
});

describe('the key in no encoding', () => {
  for (const name of Object.keys(spellings(KEY))) {
    it(`scrubs the ${name} spelling from a 200 body, a problem body and an error page`, async () => {
      spelling = name;
      for (const m of ['ok', 'problem', 'page'] as const) {
        mode = m;
        const res = await proxy.call('/proxy/run', runInit());
        assert.equal(res.status, m === 'ok' ? 200 : m === 'problem' ? 400 : 500);
        assert.deepEqual(leaked(res.text), [], `${m}: ${res.text}`);
      }
    });
  }

  it('keeps the service\'s own error words and replaces an error page with the proxy\'s', async () => {
    spelling = 'raw';
    mode = 'problem';
    const problem = (await proxy.call('/proxy/run', runInit())).json();
    assert.equal(problem.code, 'unauthorized');
    assert.match(problem.detail, /^bad key \[redacted\]$/);
    mode = 'page';
    const page = await proxy.call('/proxy/run', runInit());
    assert.deepEqual(page.json(), { detail: 'The service answered 500.', code: 'upstream_error' });
    assert.match(page.headers.get('content-type') ?? '', /application\/json/);
  });

  it('leaves a body without the key as it was', async () => {
    upstream.behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"answer":"sk-live is a prefix; / + = are fine; c2stbGl2ZQ"}');
    };
    const res = await proxy.call('/proxy/run', runInit());
    assert.equal(res.text, '{"answer":"sk-live is a prefix; / + = are fine; c2stbGl2ZQ"}');
  });
});
