// The BUILT CDN file under the strictest Content-Security-Policy the docs give (demo/reference/security.html,
// #csp-header): no 'unsafe-inline', data: for images only, Trusted Types required. Each case is a page of its own origin
// (http://127.0.0.1:<port>, served by test/server/csp-pages.mjs with the policy as a header) that loads the
// CDN file from another origin (http://localhost:<port>) and reads the service from two more (127.0.0.2 for
// base_url, 127.0.0.3 for receipts_url); the proxy is the page's own (/proxy). Every violation is counted
// there, by event and by report (test/dist/csp/harness.js): none is allowed, alone or beside a page's own
// Lit that made the "lit-html" policy first. The import map of the docs pins every chunk by its hash.
import { expect } from '@open-wc/testing';
import { attested, runThroughProxy } from './proxy-run.js';

const PORT = location.port;
const PAGE = `http://127.0.0.1:${PORT}`;
/** The docs' example origins, and where they are in this test. */
const ORIGINS = {
  'https://receipts.reasoning.example': `http://127.0.0.3:${PORT}`,
  'https://reasoning.example': `http://127.0.0.2:${PORT}`,
  'https://unpkg.com': `http://localhost:${PORT}`,
};

const unescapeHtml = (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** A block of the security page by its id, as a reader copies it. */
async function docsBlock(id) {
  const html = await (await fetch('/demo/reference/security.html')).text();
  const block = new RegExp(`<pre[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</pre>`).exec(html)?.[1];
  expect(block, `#${id} on the security page`).to.be.a('string');
  return unescapeHtml(block).trim();
}

/** The documented header's policy, with this test's origins for the docs' examples. */
async function documentedPolicy() {
  const header = await docsBlock('csp-header');
  expect(header).to.match(/^Content-Security-Policy: [^\n]+$/);
  let policy = header.slice('Content-Security-Policy: '.length);
  for (const [example, here] of Object.entries(ORIGINS)) policy = policy.replaceAll(example, here);
  return policy;
}

/** Opens a page under `csp` and resolves with what its harness saw. */
async function page({ csp, body, lit = false, sri = false, tamper = '', probe = '', module = '' }) {
  const url = new URL(`${PAGE}/__csp/page`);
  url.searchParams.set('csp', csp);
  url.searchParams.set('body', body);
  if (lit) url.searchParams.set('lit', '1');
  if (sri) url.searchParams.set('sri', '1');
  if (tamper) url.searchParams.set('tamper', tamper);
  if (probe) url.searchParams.set('probe', probe);
  if (module) url.searchParams.set('module', module);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 700px';
  let listener;
  const reported = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the page never reported')), 30_000);
    listener = (event) => {
      if (event.source !== frame.contentWindow || event.data?.type !== 'csp-result') return;
      clearTimeout(timer);
      resolve(event.data);
    };
    addEventListener('message', listener);
  });
  frame.src = url.href;
  document.body.append(frame);
  try {
    return await reported;
  } finally {
    removeEventListener('message', listener);
    frame.remove();
  }
}

/**
 * Every element, each way it reaches the network: the receipt with its session and check, badges (German too, and the
 * link form; five of the receipt, which the page then draws as images of its SVG), the console.
 */
const everything = (id, storage) => `
  <meta name="reasoning:base-url" content="${ORIGINS['https://reasoning.example']}/api">
  <meta name="reasoning:receipts-url" content="${ORIGINS['https://receipts.reasoning.example']}/files">
  <meta name="reasoning:app-url" content="${PAGE}/app">
  <meta name="reasoning:proxy-url" content="/proxy">
  <page-widget></page-widget>
  <reasoning-receipt receipt-id="${id}" with-session verify refresh="0"></reasoning-receipt>
  <p><chain-badge receipt-id="${id}"></chain-badge> <chain-badge receipt-id="${id}" lang="de"></chain-badge> <chain-badge receipt-id="${id}" mode="link"></chain-badge> <chain-badge receipt-id="${id}"></chain-badge> <chain-badge receipt-id="${id}"></chain-badge></p>
  <reasoning-console storage-key="${storage}"></reasoning-console>`;

/** What every page of everything() must show when the elements worked. */
function expectWorked(result, id) {
  expect(result.ready).to.equal('ok');
  expect(result.receipts).to.deep.equal([{ state: 'loaded', check: 'Passed', text: result.receipts[0].text }]);
  expect(result.receipts[0].text).to.contain(id);
  expect(result.badges.map((b) => b.state)).to.deep.equal(['verified', 'verified', 'link', 'verified', 'verified']);
  expect(result.badges.map((b) => b.form)).to.deep.equal(['image', 'image', null, 'image', 'image'], 'drawn badges shown as images of their SVG');
  expect(result.badges[1].label).to.match(/^Beleg /, 'the German words, a chunk of their own, loaded');
  expect(result.badges[2].image, 'the link form loads the static badge from receipts_url').to.equal(true);
  expect(result.sent, 'the console sent through the proxy').to.equal(true);
  expect(result.consoles[0].turns).to.equal(1);
  expect(result.styles, 'no <style> element in any shadow root').to.equal(0);
  // The chain check ran in a worker: ready, one page, the result.
  expect(result.workers, 'one chain check worker').to.deep.equal([{ messages: 3, error: false }]);
}

describe('dist/reasoning-elements.js under the documented Content-Security-Policy', function () {
  this.timeout(60_000);
  let id;
  let policy;
  before(async () => {
    id = (await runThroughProxy('A feedback loop in the team.', `csp-${Math.random().toString(36).slice(2)}`)).receipt.id;
    await attested(id);
    policy = await documentedPolicy();
  });

  it('the header is strict: no unsafe-inline, no unsafe-eval, data: for images only, Trusted Types required, our policy named, workers only from blob:', () => {
    expect(policy).not.to.match(/unsafe-|\*/);
    expect(policy.replace(/(^|; )img-src [^;]*/, '')).not.to.match(/data:/);
    expect(policy).to.match(/(^|; )worker-src blob:(;|$)/);
    expect(policy).to.match(/(^|; )default-src 'none'(;|$)/);
    expect(policy).to.match(/(^|; )require-trusted-types-for 'script'(;|$)/);
    expect(policy).to.match(/(^|; )trusted-types reasoning-elements(;|$)/);
  });

  it('alone: every element works, with no violation', async () => {
    const { violations, result } = await page({ csp: policy, body: everything(id, 'csp-alone') });
    expect(violations).to.deep.equal([]);
    expectWorked(result, id);
  });

  it("beside a page's own Lit that made the lit-html policy first, without 'allow-duplicates': no violation", async () => {
    const { violations, result } = await page({ csp: policy.replace('trusted-types reasoning-elements', 'trusted-types lit-html reasoning-elements'), body: everything(id, 'csp-lit'), lit: true });
    expect(violations).to.deep.equal([]);
    expect(result.widget).to.equal("The page's own Lit");
    expectWorked(result, id);
  });

  it("without blob: in worker-src, the chain check runs on the main thread, with the same result; the one violation is the worker's", async () => {
    for (const worker of ["worker-src 'none'", "worker-src 'self'"]) {
      const { violations, result } = await page({ csp: policy.replace('worker-src blob:', worker), body: everything(id, `csp-${worker.replace(/\W/g, '')}`) });
      expect(violations.filter((v) => v.from === 'event').map((v) => [v.directive, v.blocked]), worker).to.deep.equal([['worker-src', 'blob']]);
      expect(result.workers, worker).to.deep.equal([{ messages: 0, error: true }]);
      expectWorked({ ...result, workers: [{ messages: 3, error: false }] }, id);
    }
  });

  it('without data: in img-src, the badges are drawn inline, with the same names; the one violation is the try', async () => {
    const { violations, result } = await page({ csp: policy.replace(' data:;', ';'), body: everything(id, 'csp-nodata') });
    expect(violations.filter((v) => v.from === 'event').map((v) => [v.directive, v.blocked])).to.deep.equal([['img-src', 'data']]);
    expect(result.badges.map((b) => b.form)).to.deep.equal(['inline', 'inline', null, 'inline', 'inline']);
    expect(result.badges[0].label).to.equal(`receipt ${id}: verified. The chain holds and its signer is trusted.`);
    expectWorked({ ...result, badges: result.badges.map((b) => ({ ...b, form: b.form && 'image' })) }, id);
  });

  it("the npm modules under Trusted Types: the worker's URL needs the reasoning-elements policy; without it the check runs on the main thread", async () => {
    // As a bundler's page runs them: the page's own Lit (its lit-html policy), the receipt from the sources.
    const csp = (policies) =>
      `default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; worker-src blob:; require-trusted-types-for 'script'; trusted-types ${policies}`;
    const body = `<reasoning-receipt receipt-id="${id}" verify refresh="0"></reasoning-receipt>`;
    const module = '/src/elements/reasoning-receipt/define.ts';
    const allowed = await page({ csp: csp('lit-html reasoning-elements'), body, module });
    expect(allowed.violations).to.deep.equal([]);
    expect(allowed.result.receipts.map((r) => [r.state, r.check])).to.deep.equal([['loaded', 'Passed']]);
    expect(allowed.result.workers).to.deep.equal([{ messages: 3, error: false }]);
    const refused = await page({ csp: csp('lit-html'), body, module });
    expect(refused.violations.filter((v) => v.from === 'event').map((v) => [v.directive, v.sample])).to.deep.equal([['trusted-types', 'reasoning-elements']]);
    expect(refused.result.receipts.map((r) => [r.state, r.check])).to.deep.equal([['loaded', 'Passed']]);
    expect(refused.result.workers, 'no worker started').to.deep.equal([]);
  });

  it("counts what it should: the issue's policy (only lit-html allowed) refuses our policy, and says so", async () => {
    const { violations, result } = await page({ csp: policy.replace('trusted-types reasoning-elements', 'trusted-types lit-html'), body: everything(id, 'csp-refused'), lit: true });
    expect(violations.filter((v) => v.from === 'event').map((v) => [v.directive, v.sample])).to.deep.include(['trusted-types', 'reasoning-elements']);
    expect(result.widget).to.equal("The page's own Lit");
    expect(result.ready).to.not.equal('ok');
  });

  it("counts a <style> refused inside a shadow root, as the badges' own used to be", async () => {
    const { violations } = await page({ csp: policy, body: '<p>a page</p>', probe: 'style' });
    const events = violations.filter((v) => v.from === 'event');
    expect(events.length).to.be.greaterThan(0);
    expect(new Set(events.map((v) => `${v.directive} ${v.blocked}`))).to.deep.equal(new Set(['style-src-elem inline']));
  });

  it("needs nothing from style-src: under style-src 'none' too, no violation", async () => {
    const { violations, result } = await page({ csp: policy.replace("style-src 'self'", "style-src 'none'"), body: everything(id, 'csp-nostyle') });
    expect(violations).to.deep.equal([]);
    expectWorked(result, id);
  });

  it('mode="server" shows the service\'s SVG as a data: image under the header; without data:, its own badge inline, the one violation the try', async () => {
    const body = `<meta name="reasoning:base-url" content="${ORIGINS['https://reasoning.example']}/api"><chain-badge receipt-id="${id}" mode="server"></chain-badge>`;
    const refused = await page({ csp: policy.replace(' data:;', ';'), body });
    const events = refused.violations.filter((v) => v.from === 'event').map((v) => [v.directive, v.blocked]);
    expect(events).to.deep.equal([['img-src', 'data']]);
    expect(refused.result.badges).to.deep.equal([{ state: 'verified', label: `receipt ${id}: verified. The chain holds and its signer is trusted.`, image: null, form: 'inline' }]);
    const allowed = await page({ csp: policy, body });
    expect(allowed.violations).to.deep.equal([]);
    expect(allowed.result.badges).to.deep.equal([{ state: 'verified', label: allowed.result.badges[0].label, image: true, form: null }]);
  });

  it('with the import map of the docs: the file and every chunk checked by their sha384, no violation', async () => {
    const csp = policy.replace(/script-src ([^;]*)/, "script-src $1 {importmap-hash}");
    const { violations, result } = await page({ csp, body: everything(id, 'csp-sri'), sri: true });
    expect(violations).to.deep.equal([]);
    expectWorked(result, id);
  });

  it('a chunk whose bytes do not match its published hash is refused', async () => {
    const csp = policy.replace(/script-src ([^;]*)/, "script-src $1 {importmap-hash}");
    const { violations, result } = await page({ csp, body: `<chain-badge receipt-id="${id}"></chain-badge>`, sri: true, tamper: 'cdn-shared-' });
    expect(violations).to.deep.equal([]);
    expect(result.ready).to.match(/could not load <chain-badge>/);
  });
});
