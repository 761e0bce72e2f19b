import { expect } from '@open-wc/testing';
import { resolveEndpoints } from '../../../src/elements/shared/endpoints.js';
import { ReceiptLoadEvent, errorDetail } from '../../../src/elements/shared/events.js';
import { RunErrorEvent } from '../../../src/elements/shared/run-events.js';

function withMeta(entries: Record<string, string>, fn: () => void) {
  const metas = Object.entries(entries).map(([name, content]) => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return meta;
  });
  try {
    fn();
  } finally {
    for (const meta of metas) meta.remove();
  }
}

describe('resolveEndpoints', () => {
  it('defaults to the same-origin embedded layout', () => {
    const e = resolveEndpoints();
    expect(e.baseUrl).to.equal(`${location.origin}/api`);
    expect(e.receiptsUrl).to.equal(`${location.origin}/files`);
    expect(e.appUrl).to.equal(`${location.origin}/app`);
    expect(e.proxyUrl).to.equal(`${location.origin}/proxy`);
    expect(e.attestUrl).to.equal(undefined);
  });

  it('prefers the attribute, then the meta tag', () => {
    withMeta({ 'reasoning:base-url': 'https://meta.example/v1/', 'reasoning:attest-url': 'https://v.example/a/{attest_id}' }, () => {
      expect(resolveEndpoints().baseUrl).to.equal('https://meta.example/v1');
      expect(resolveEndpoints().attestUrl).to.equal('https://v.example/a/{attest_id}');
      expect(resolveEndpoints({ baseUrl: 'https://attr.example/api' }).baseUrl).to.equal('https://attr.example/api');
    });
  });

  it('ignores values that are not http(s) URLs', () => {
    withMeta({ 'reasoning:receipts-url': 'javascript:alert(1)' }, () => {
      const e = resolveEndpoints({ baseUrl: 'data:text/html,<script>alert(1)</script>' });
      expect(e.baseUrl).to.equal(`${location.origin}/api`);
      expect(e.receiptsUrl).to.equal(`${location.origin}/files`);
    });
  });
});

describe('element events', () => {
  it('bubble, cross shadow roots and carry a detail', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    document.body.append(host);
    let seen: ReceiptLoadEvent | undefined;
    document.addEventListener('receipt-load', (e) => (seen = e), { once: true });
    const receipt = { id: 'r1' } as never;
    inner.dispatchEvent(new ReceiptLoadEvent({ receipt }));
    host.remove();
    expect(seen).to.be.instanceOf(ReceiptLoadEvent);
    expect(seen!.detail.receipt).to.equal(receipt);
  });

  it('errorDetail keeps kind and status of typed errors', () => {
    const typed = Object.assign(new Error('gone'), { kind: 'not-found', status: 404 });
    expect(errorDetail(typed)).to.include({ kind: 'not-found', status: 404 });
    expect(errorDetail('boom').kind).to.equal('error');
    const event = new RunErrorEvent({ ...errorDetail(typed), request: { input: 'x' } });
    expect(event.bubbles && event.composed).to.equal(true);
  });
});
