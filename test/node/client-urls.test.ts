import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { attestHref, isUnder, safeHttpUrl } from '../../src/client/index.js';

describe('safeHttpUrl', () => {
  const good: Array<[string, string | undefined, string]> = [
    ['https://example.com/a?b=1#c', undefined, 'https://example.com/a?b=1#c'],
    ['http://127.0.0.1:8080/files/x.pdf', undefined, 'http://127.0.0.1:8080/files/x.pdf'],
    ['HTTPS://Example.COM', undefined, 'https://example.com/'],
    ['  https://example.com/  ', undefined, 'https://example.com/'],
    ['/files/r.pdf', 'https://h.example/app/', 'https://h.example/files/r.pdf'],
    ['r.pdf', 'https://h.example/files/', 'https://h.example/files/r.pdf'],
  ];
  for (const [value, base, expected] of good) {
    it(`accepts ${JSON.stringify(value)}${base ? ` against ${base}` : ''}`, () => {
      assert.equal(safeHttpUrl(value, base), expected);
    });
  }

  const bad: Array<[string, string | undefined]> = [
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\nscript:alert(1)', 'https://h.example/'],
    ['\u0000javascript:alert(1)', undefined],
    ['javascript:alert(1)', 'https://h.example/'],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['blob:https://h.example/uuid', undefined],
    ['file:///etc/passwd', undefined],
    ['ftp://h.example/x', undefined],
    ['//evil.com', undefined],
    ['/files/x', undefined],
    ['not a url', undefined],
    ['', undefined],
    ['   ', undefined],
    ['https://user:pass@h.example/', undefined],
    ['https://trusted.example@evil.com/', undefined],
    ['https://h.example/\u202egpj.exe', undefined],
    ['http://', undefined],
    ['x', 'javascript:alert(1)'],
    ['x', 'data:text/html,hi'],
  ];
  for (const [value, base] of bad) {
    it(`refuses ${JSON.stringify(value)}${base ? ` against ${JSON.stringify(base)}` : ''}`, () => {
      assert.equal(safeHttpUrl(value, base), null);
    });
  }

  it('refuses non-strings without throwing', () => {
    assert.equal(safeHttpUrl(undefined as unknown as string), null);
    assert.equal(safeHttpUrl({} as unknown as string), null);
  });
});

describe('isUnder', () => {
  const P = 'https://h.example/files';
  const table: Array<[string, string, boolean]> = [
    ['https://h.example/files/r.pdf', P, true],
    ['https://h.example/files/badge/r.svg', P, true],
    ['https://h.example/files/r.pdf', `${P}/`, true],
    ['https://h.example/files/r.pdf?x=1', P, true],
    ['https://h.example/files', P, false],
    ['https://h.example/files/', P, false],
    ['https://h.example/files-evil/x', P, false],
    ['https://h.example/filesx', P, false],
    ['https://h.example/files/../x', P, false],
    ['https://h.example/files/%2e%2e/x', P, false],
    ['https://h.example/files/%2E%2E/x', P, false],
    ['https://h.example/files/..%2fx', P, false],
    ['https://h.example/files/..%5cx', P, false],
    ['https://h.example/files\\..\\x', P, false],
    ['https://h.example/other/files/x', P, false],
    ['http://h.example/files/r.pdf', P, false],
    ['https://h.example:8443/files/r.pdf', P, false],
    ['https://evil.com/files/r.pdf', P, false],
    ['//evil.com/files/x', P, false],
    ['https://h.example.evil.com/files/x', P, false],
    ['javascript:alert(1)//h.example/files/x', P, false],
    ['https://user@h.example/files/x', P, false],
    ['/files/x', P, false], // relative with no page to resolve against (Node)
    ['https://h.example/files/r.pdf', 'not a url', false],
  ];
  for (const [url, prefix, expected] of table) {
    it(`${expected ? 'admits' : 'refuses'} ${JSON.stringify(url)} under ${JSON.stringify(prefix)}`, () => {
      assert.equal(isUnder(url, prefix), expected);
    });
  }

  it('resolves relative inputs against the page when there is one', () => {
    const g = globalThis as { location?: unknown };
    g.location = { href: 'https://h.example/app/receipts/r1' };
    try {
      assert.equal(isUnder('/files/r.pdf', '/files'), true);
      assert.equal(isUnder('https://h.example/files/r.pdf', '/files'), true);
      assert.equal(isUnder('/files/../app/x', '/files'), false);
      assert.equal(isUnder('//evil.com/files/r.pdf', '/files'), false);
      assert.equal(isUnder('/files-evil/x', '/files'), false);
    } finally {
      delete g.location;
    }
  });
});

describe('attestHref', () => {
  const baseUrl = 'https://h.example/api';
  const table: Array<[string, { template?: string; baseUrl: string }, string | null]> = [
    ['att_1', { baseUrl }, 'https://h.example/api/attestations/att_1'],
    ['att_1', { baseUrl: `${baseUrl}/` }, 'https://h.example/api/attestations/att_1'],
    ['att_1', { baseUrl, template: 'https://verifier.example/a/{attest_id}' }, 'https://verifier.example/a/att_1'],
    ['att_1', { baseUrl, template: 'https://verifier.example/?id={attest_id}&again={attest_id}' }, 'https://verifier.example/?id=att_1&again=att_1'],
    ['a/b?c#d', { baseUrl }, 'https://h.example/api/attestations/a%2Fb%3Fc%23d'],
    ['pruv 1:2', { baseUrl, template: 'https://v.example/a/{attest_id}' }, 'https://v.example/a/pruv%201%3A2'],
    // An id written as a URL of another scheme is refused, not linked as an encoded id.
    ['pruv:1', { baseUrl, template: 'https://v.example/a/{attest_id}' }, null],
    ['data:text/html,x', { baseUrl }, null],
    [' vbscript:x', { baseUrl }, null],
    ['https://verifier.example/a/xyz', { baseUrl }, 'https://verifier.example/a/xyz'],
    ['HTTP://verifier.example/a/xyz', { baseUrl }, 'http://verifier.example/a/xyz'],
    ['', { baseUrl }, null],
    ['   ', { baseUrl }, null],
    ['..', { baseUrl }, null],
    ['.', { baseUrl }, null],
    ['javascript:alert(1)', { baseUrl }, null],
    ['att_1', { baseUrl, template: 'javascript:alert("{attest_id}")' }, null],
    ['att_1', { baseUrl, template: 'data:text/html,{attest_id}' }, null],
    ['att_1', { baseUrl, template: 'https://v.example/no-placeholder' }, null],
    ['att_1', { baseUrl: 'javascript:' }, null],
    ['https://user:pw@evil.example/', { baseUrl }, null],
    ['http\t://evil', { baseUrl }, null],
    ['att_1', { baseUrl: '/api' }, null], // relative base with no page (Node)
  ];
  for (const [id, options, expected] of table) {
    it(`${JSON.stringify(id)} with ${JSON.stringify(options)} -> ${JSON.stringify(expected)}`, () => {
      assert.equal(attestHref(id, options), expected);
    });
  }
});
