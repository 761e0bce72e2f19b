// ReasoningClient in real Chromium against the /fixture/ mount (real HTTP, same origin).
import { expect } from '@open-wc/testing';
import { ReasoningClient, ReasoningError, type ClientOptions, type ErrorKind } from '../../../src/client/index.js';
import { receipt, runResponse } from '../../fixtures/resources.js';
import { eventually, hits, isAbort, scenario } from './fixture.js';

const client = (baseUrl: string, patch: Partial<ClientOptions> = {}) =>
  new ReasoningClient({ baseUrl, retryBaseMs: 5, cacheTtlMs: 0, ...patch });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

async function kindOf(promise: Promise<unknown>): Promise<ReasoningError> {
  const error = await failure(promise);
  expect(error).to.be.instanceOf(ReasoningError);
  return error as ReasoningError;
}

describe('ReasoningClient in the browser', () => {
  it('reads a receipt over real HTTP and validates it', async () => {
    const base = await scenario([{ json: receipt({ session_type: 'vantagepoint' }) }]);
    const r = await client(base).getReceipt('rcpt_1');
    expect(r.id).to.equal('rcpt_1');
    expect(r.session_type).to.equal('vantagepoint');
    const { requests } = await hits(base);
    expect(requests[0]!.path).to.match(/\/receipts\/rcpt_1$/);
  });

  const table: Array<[number, ErrorKind]> = [
    [400, 'bad-request'], [401, 'unauthorized'], [403, 'tier'], [404, 'not-found'],
    [413, 'bad-request'], [429, 'rate-limited'], [500, 'server'], [503, 'server'],
  ];
  it('maps every error status to its kind, status, message and code', async () => {
    for (const [status, kind] of table) {
      const base = await scenario([{ status, json: { detail: `said ${status}`, code: 'c' } }]);
      const error = await kindOf(client(base, { retries: 0 }).getReceipt('rcpt_1'));
      expect(error.kind, String(status)).to.equal(kind);
      expect(error.status).to.equal(status);
      expect(error.message).to.equal(`said ${status}`);
      expect(error.code).to.equal('c');
    }
  });

  it('reads FastAPI-style and nested error messages', async () => {
    const a = await scenario([{ status: 422, json: { detail: [{ msg: 'field required' }] } }]);
    expect((await kindOf(client(a).getReceipt('rcpt_1'))).message).to.equal('field required');
    const b = await scenario([{ status: 401, json: { error: { message: 'bad key' } } }]);
    expect((await kindOf(client(b).getReceipt('rcpt_1'))).message).to.equal('bad key');
  });

  it('reports a dropped connection as network', async () => {
    // Chromium itself may resend a GET whose reused connection closed with no answer,
    // so the request count is checked with a 503 below, not here.
    const base = await scenario([{ destroy: true }]);
    expect((await kindOf(client(base, { retries: 0 }).getReceipt('rcpt_1'))).kind).to.equal('network');
  });

  it('retries a GET on 503 twice, then fails with kind server', async () => {
    const base = await scenario([{ status: 503, json: { detail: 'busy' } }]);
    const error = await kindOf(client(base).getReceipt('rcpt_1'));
    expect(error.kind).to.equal('server');
    expect(error.message).to.equal('busy');
    expect((await hits(base)).count).to.equal(3);
  });

  it('never retries POST /run', async () => {
    const base = await scenario([{ status: 500, json: { detail: 'engine' } }]);
    const error = await kindOf(client(base, { retries: 5 }).run({ input: 'x' }));
    expect(error.kind).to.equal('server');
    expect((await hits(base)).count).to.equal(1);
  });

  it('never retries POST /run on a dropped connection: one fetch', async () => {
    // The client calls fetch once. (Chromium itself may resend a request once when a
    // reused keep-alive connection closes before any answer byte, POST included;
    // that is the browser's network stack, below what a page can control.)
    const base = await scenario([{ destroy: true }]);
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const error = await kindOf(client(base, { retries: 5, fetch: counting }).run({ input: 'x' }));
    expect(error.kind).to.equal('network');
    expect(calls).to.equal(1);
  });

  it('posts /run to the proxy URL', async () => {
    const proxy = await scenario([{ json: runResponse() }]);
    const res = await client(`${location.origin}/nowhere`, { proxyUrl: proxy }).run({ input: 'why?' });
    expect(res.status).to.equal('GROUND');
    const hit = (await hits(proxy)).requests[0]!;
    expect(hit.method).to.equal('POST');
    expect(JSON.parse(hit.body)).to.deep.equal({ input: 'why?' });
  });

  it('times out with kind timeout', async () => {
    const base = await scenario([{ delayMs: 3000, json: receipt() }]);
    const error = await kindOf(client(base, { timeoutMs: 80, retries: 0 }).getReceipt('rcpt_1'));
    expect(error.kind).to.equal('timeout');
  });

  it('rejects invalid JSON, wrong content type and wrong field types', async () => {
    const bad = await scenario([{ text: '{"id":', headers: { 'content-type': 'application/json' } }]);
    expect((await kindOf(client(bad).getReceipt('rcpt_1'))).kind).to.equal('invalid-response');
    const html = await scenario([{ text: '<html></html>', headers: { 'content-type': 'text/html' } }]);
    expect((await kindOf(client(html).getReceipt('rcpt_1'))).kind).to.equal('invalid-response');
    const typed = await scenario([{ json: receipt({ verified: 'yes' }) }]);
    const error = await kindOf(client(typed).getReceipt('rcpt_1'));
    expect(error.kind).to.equal('invalid-response');
    expect(error.path).to.equal('verified');
  });

  it('rejects an oversized body', async () => {
    const base = await scenario([{ bigBytes: 1_200_000 }]);
    expect((await kindOf(client(base).getReceipt('rcpt_1'))).kind).to.equal('invalid-response');
  });

  it('refuses hostile ids with no request', async () => {
    const base = await scenario([{ json: receipt() }]);
    for (const id of ['../x', 'a/b', '%2e%2e', '<script>', 'x'.repeat(129), '']) {
      expect((await kindOf(client(base).getReceipt(id))).kind, id).to.equal('bad-request');
    }
    expect((await hits(base)).count).to.equal(0);
  });

  it('shares one request among 20 concurrent callers, then caches it', async () => {
    const base = await scenario([{ delayMs: 60, json: receipt() }]);
    const c = client(base, { cacheTtlMs: 60_000 });
    const all = await Promise.all(Array.from({ length: 20 }, () => c.getReceipt('rcpt_1')));
    expect(all.map((r) => r.id)).to.deep.equal(Array(20).fill('rcpt_1'));
    await c.getReceipt('rcpt_1');
    expect((await hits(base)).count).to.equal(1);
    await c.getReceipt('rcpt_1', { fresh: true });
    expect((await hits(base)).count).to.equal(2);
  });

  it('one caller aborting leaves the other its answer', async () => {
    const base = await scenario([{ delayMs: 200, json: receipt() }]);
    const c = client(base);
    const a = new AbortController();
    const first = c.getReceipt('rcpt_1', { signal: a.signal });
    const second = c.getReceipt('rcpt_1', { signal: new AbortController().signal });
    setTimeout(() => a.abort(), 30);
    expect(isAbort(await failure(first))).to.equal(true);
    expect((await second).id).to.equal('rcpt_1');
    const seen = await hits(base);
    expect(seen.count).to.equal(1);
    expect(seen.aborted).to.equal(0);
  });

  it('every caller aborting cancels the request with a standard AbortError', async () => {
    const base = await scenario([{ delayMs: 3000, json: receipt() }]);
    const c = client(base);
    const a = new AbortController();
    const b = new AbortController();
    const calls = [c.getReceipt('rcpt_1', { signal: a.signal }), c.getReceipt('rcpt_1', { signal: b.signal })];
    await eventually(async () => (await hits(base)).count === 1, 'request arrived');
    a.abort();
    b.abort();
    for (const call of calls) {
      const error = await failure(call);
      expect(isAbort(error)).to.equal(true);
      expect(error).not.to.be.instanceOf(ReasoningError);
    }
    await eventually(async () => (await hits(base)).aborted === 1, 'the server saw the request cancelled');
  });
});
