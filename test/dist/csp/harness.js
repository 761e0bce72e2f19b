// Runs inside a page of test/server/csp-pages.mjs, first of its scripts: counts every
// Content-Security-Policy violation (the securitypolicyviolation events, which bubble out of
// shadow roots, and the browser's own csp-violation reports), waits for the elements of the
// page to settle, and posts what it saw to the test page that opened it.
const violations = [];
const describe = (v) => ({ directive: v.effectiveDirective, blocked: v.blockedURL ?? v.blockedURI, sample: v.sample ?? '' });
document.addEventListener('securitypolicyviolation', (e) => violations.push({ from: 'event', ...describe(e) }));
new ReportingObserver((reports) => reports.forEach((r) => violations.push({ from: 'report', ...describe(r.body) })), { types: ['csp-violation'], buffered: true }).observe();

// ?probe=style: a <style> element put into a shadow root, as Lit puts a template's markup there (the
// badges' own <style> used to arrive that way); the policy must refuse it, and this count must see it.
if (new URLSearchParams(location.search).get('probe') === 'style') {
  const host = document.createElement('div');
  const style = document.createElement('style');
  style.textContent = 'p { color: red }';
  host.attachShadow({ mode: 'open' }).append(style);
  document.body?.append(host) ?? addEventListener('DOMContentLoaded', () => document.body.append(host));
}

// Every Web Worker the page starts (the chain check's), with the messages it sent and whether it failed.
const workers = [];
const RealWorker = window.Worker;
window.Worker = class extends RealWorker {
  constructor(url, options) {
    const seen = { messages: 0, error: false };
    workers.push(seen);
    super(url, options);
    this.addEventListener('message', () => seen.messages++);
    this.addEventListener('error', () => (seen.error = true));
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (check()) return true;
  return false;
}
const CHECKED = /Passed|Failed|Could not be checked/;
const text = (el) => (el?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function run() {
  await new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true })));
  const result = { ready: 'ok' };
  try {
    // The module the page's script tag loaded (one module map per document).
    const cdn = await import(document.querySelector('script[data-cdn]').src);
    await cdn.ready;
  } catch (error) {
    result.ready = String(error?.message ?? error);
  }
  const receipts = [...document.querySelectorAll('reasoning-receipt')];
  const badges = [...document.querySelectorAll('chain-badge')];
  const consoles = [...document.querySelectorAll('reasoning-console')];
  if (result.ready === 'ok') {
    await until(() =>
      receipts.every((el) => el.state === 'loaded' && (!el.verify || CHECKED.test(el.shadowRoot.querySelector('[part="check"]')?.textContent ?? ''))) &&
      badges.every((el) => {
        const badge = el.shadowRoot?.querySelector('[part="badge"]');
        return badge && badge.getAttribute('data-state') !== 'loading' && (badge.localName !== 'img' || badge.complete);
      }),
    );
    for (const el of consoles) {
      await el.updateComplete;
      el.value = 'A feedback loop in the team.';
      result.sent = await el.send();
    }
  }
  result.receipts = receipts.map((el) => ({ state: el.state, check: text(el).match(CHECKED)?.[0] ?? null, text: text(el).slice(0, 200) }));
  result.badges = badges.map((el) => {
    const badge = el.shadowRoot?.querySelector('[part="badge"]');
    return { state: badge?.getAttribute('data-state') ?? null, label: (badge?.getAttribute('role') === 'img' ? badge : badge?.querySelector('svg'))?.getAttribute('aria-label') ?? badge?.getAttribute('alt') ?? null, form: badge?.getAttribute('role') === 'img' ? 'image' : badge?.querySelector('svg') ? 'inline' : null, image: badge?.localName === 'img' ? badge.naturalWidth > 0 : null };
  });
  result.consoles = consoles.map((el) => ({ turns: el.turns?.length ?? null, text: text(el).slice(0, 200) }));
  result.widget = text(document.querySelector('page-widget')) || null;
  result.workers = workers;
  result.styles = [...document.querySelectorAll('*')].filter((el) => el.shadowRoot).reduce((n, el) => n + el.shadowRoot.querySelectorAll('style').length, 0);
  // Violations are reported in tasks of their own: give the last ones time to arrive.
  await sleep(300);
  parent.postMessage({ type: 'csp-result', violations, result }, '*');
}
run();
