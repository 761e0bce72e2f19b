// The pure pieces behind the client's errors and retries.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ReasoningError } from '../../src/client/index.js';
import { kindForStatus } from '../../src/client/errors.js';
import { cleanMessage, parseRetryAfter, readErrorBody } from '../../src/client/error-body.js';
import { MAX_RETRY_AFTER_MS, isRetryable, retryDelay, sleep } from '../../src/client/retry.js';

describe('kindForStatus', () => {
  const table: Array<[number, string]> = [
    [400, 'bad-request'], [401, 'unauthorized'], [403, 'tier'], [404, 'not-found'], [405, 'bad-request'],
    [409, 'bad-request'], [413, 'bad-request'], [422, 'bad-request'], [429, 'rate-limited'], [500, 'server'],
    [501, 'server'], [502, 'server'], [503, 'server'], [504, 'server'], [599, 'server'], [302, 'invalid-response'],
  ];
  for (const [status, kind] of table) it(`${status} -> ${kind}`, () => assert.equal(kindForStatus(status), kind));
});

const fastApi422 = JSON.parse(readFileSync(new URL('../fixtures/real/doorway-run-422.json', import.meta.url), 'utf8')).body;

describe('readErrorBody', () => {
  const table: Array<[string, string, string, { message?: string; code?: string }]> = [
    ['detail + code', '{"detail":"Input is empty","code":"input_empty"}', 'application/json', { message: 'Input is empty', code: 'input_empty' }],
    ['FastAPI detail list', '{"detail":[{"loc":["body"],"msg":"a"},{"msg":"b"}]}', 'application/json', { message: 'a; b' }],
    ['FastAPI 422 as recorded from the open-source server', JSON.stringify(fastApi422), 'application/json', { message: 'input: Field required' }],
    ['FastAPI 400 string detail as recorded', '{"detail":"Input required"}', 'application/json', { message: 'Input required' }],
    ['FastAPI 422, one per field', JSON.stringify({ detail: [
      { type: 'missing', loc: ['body', 'input'], msg: 'Field required', input: {} },
      { type: 'string_type', loc: ['body', 'session_name'], msg: 'Input should be a valid string', input: 7 },
    ] }), 'application/json', { message: 'input: Field required; session_name: Input should be a valid string' }],
    ['FastAPI 422, nested and non-body locations', JSON.stringify({ detail: [
      { type: 'missing', loc: ['body', 'history', 0, 'role'], msg: 'Field required' },
      { type: 'missing', loc: ['query', 'session_name'], msg: 'Field required' },
    ] }), 'application/json', { message: 'history.0.role: Field required; query.session_name: Field required' }],
    ['FastAPI json_invalid: loc is a position, not a field', '{"detail":[{"type":"json_invalid","loc":["body",1],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}', 'application/json', { message: 'JSON decode error' }],
    ['FastAPI 422, repeats once and long lists cut', JSON.stringify({ detail: [
      ...['a', 'a', 'b', 'c', 'd', 'e', 'f', 'g'].map((f) => ({ type: 'missing', loc: ['body', f], msg: 'Field required' })),
    ] }), 'application/json', { message: 'a: Field required; b: Field required; c: Field required; d: Field required; e: Field required; and 2 more' }],
    ['FastAPI 422 with hostile field names stays one clean line', JSON.stringify({ detail: [{ loc: ['body', 'x\u202e\ny'], msg: 'bad\u0000' }] }), 'application/json', { message: 'x y: bad' }],
    ['detail list of strings', '{"detail":["a","b"]}', 'application/json', { message: 'a; b' }],
    ['error object', '{"error":{"message":"m","code":"c"}}', 'application/json', { message: 'm', code: 'c' }],
    ['error object with type only', '{"error":{"type":"rate_limit"}}', 'application/json', { code: 'rate_limit' }],
    ['error string', '{"error":"nope"}', 'application/json', { message: 'nope' }],
    ['message', '{"message":"m"}', 'application/json', { message: 'm' }],
    ['JSON string', '"just text"', 'application/json', { message: 'just text' }],
    ['JSON with no message', '{"ok":false}', 'application/json', {}],
    ['JSON array', '[1,2]', 'application/json', {}],
    ['empty', '', 'text/plain', {}],
    ['whitespace', '  \n ', 'text/plain', {}],
    ['text', 'Service  down\r\nfor maintenance', 'text/plain', { message: 'Service down for maintenance' }],
    ['HTML by type', 'Bad gateway', 'text/html', {}],
    ['HTML by shape', '<!doctype html><h1>502</h1>', 'text/plain', {}],
    ['broken JSON is text', '{"detail":', 'application/json', { message: '{"detail":' }],
    ['empty detail falls through to message', '{"detail":"","message":"m"}', 'application/json', { message: 'm' }],
  ];
  for (const [name, text, type, expected] of table) {
    it(name, () => assert.deepEqual(readErrorBody(text, type), expected));
  }
});

describe('cleanMessage', () => {
  it('flattens, strips control and bidi characters, and truncates to 300', () => {
    assert.equal(cleanMessage(' a\n\tb\u0000c\u202ed '), 'a b c d');
    const long = cleanMessage('x'.repeat(1000));
    assert.equal(long.length, 300);
    assert.ok(long.endsWith('…'));
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('reads delta-seconds', () => assert.equal(parseRetryAfter('7', now), 7));
  it('reads an HTTP date', () => assert.equal(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now), 30));
  it('clamps a past date to 0', () => assert.equal(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now), 0));
  it('ignores absent or unreadable values', () => {
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter('-5', now), undefined);
  });
});

describe('retry rules', () => {
  it('retries only network, server and rate-limited', () => {
    for (const kind of ['network', 'server', 'rate-limited'] as const) assert.equal(isRetryable(new ReasoningError(kind)), true);
    for (const kind of ['bad-request', 'unauthorized', 'tier', 'not-found', 'timeout', 'invalid-response'] as const) {
      assert.equal(isRetryable(new ReasoningError(kind)), false, kind);
    }
  });

  it('waits exactly Retry-After, and refuses to wait longer than the cap', () => {
    assert.equal(retryDelay(new ReasoningError('rate-limited', '', { retryAfter: 2 }), 0, 250), 2000);
    assert.equal(retryDelay(new ReasoningError('rate-limited', '', { retryAfter: 0 }), 1, 250), 0);
    assert.equal(retryDelay(new ReasoningError('server', '', { retryAfter: MAX_RETRY_AFTER_MS / 1000 }), 0, 250), MAX_RETRY_AFTER_MS);
    assert.equal(retryDelay(new ReasoningError('server', '', { retryAfter: MAX_RETRY_AFTER_MS / 1000 + 1 }), 0, 250), null);
  });

  it('backs off exponentially with jitter up to one more step', () => {
    const e = new ReasoningError('network');
    assert.equal(retryDelay(e, 0, 100, () => 0), 100);
    assert.equal(retryDelay(e, 1, 100, () => 0), 200);
    assert.equal(retryDelay(e, 2, 100, () => 0), 400);
    assert.equal(retryDelay(e, 1, 100, () => 0.999), 399);
  });

  it('sleep rejects with the abort reason', async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    controller.abort();
    await assert.rejects(pending, (e: unknown) => e instanceof DOMException && e.name === 'AbortError');
  });
});

describe('ReasoningError', () => {
  it('carries its kind and details, and a default message per kind', () => {
    assert.equal(new ReasoningError('rate-limited').message, 'Too many requests; try again later.');
    // An answer whose body said nothing readable is described by its status text.
    const e = new ReasoningError('rate-limited', undefined, { status: 429, retryAfter: 3, code: 'slow' });
    assert.equal(e.name, 'ReasoningError');
    assert.equal(e.message, 'HTTP 429 Too Many Requests');
    assert.equal(new ReasoningError('bad-request', '', { status: 499 }).message, 'HTTP 499');
    assert.deepEqual([e.kind, e.status, e.retryAfter, e.code, e.path], ['rate-limited', 429, 3, 'slow', undefined]);
    assert.ok(e instanceof Error);
  });
});
