// <reasoning-console>'s errors from servers that are not ours: the open-source
// server's recorded 422 and 400 through the keyless proxy, a body that says
// nothing, a missing proxy (404) and a cross-origin proxy that refuses the
// page's origin or is not there. Real HTTP throughout (the replay of
// test/server/fixture-doorway.ts, wtr's own origin and a second origin for it).
import { expect } from '@open-wc/testing';
import type { Recording } from '../../fixtures/real/doorway.js';
import { RunErrorEvent } from '../../../src/elements/shared/run-events.js';
import { $, axeViolations, makeConsole, sendText } from './helpers.js';

const recording = async (name: string) => (await (await fetch(`/test/fixtures/real/${name}`)).json()) as Recording;
const queue = (next: { status: number; body: unknown }) => fetch('/fixture-doorway/_queue', { method: 'POST', body: JSON.stringify(next) });
const flat = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** This page's server under its other name: another origin, the same proxies. */
const otherOrigin = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;

async function failWith(proxyUrl: string, input = 'What happens to trust when transparency increases?') {
  const el = await makeConsole({ proxyUrl });
  const event = await sendText(el, input);
  expect(event).to.be.instanceOf(RunErrorEvent);
  // Nothing the person typed is lost.
  expect(el.value).to.equal(input);
  expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal(input);
  return el;
}

describe('<reasoning-console> errors from the open-source server, through the keyless proxy', () => {
  it('422: names the field and its message ("input: Field required")', async () => {
    await queue(await recording('doorway-run-422.json'));
    const el = await failWith('/fixture-doorway/proxy');
    expect(flat($(el, '.problem-title'))).to.equal('The service refused the input (HTTP 422)');
    expect(flat($(el, '.server-detail'))).to.equal('What was wrong input: Field required');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('400: shows a string detail as it is', async () => {
    await queue(await recording('doorway-run-400.json'));
    const el = await failWith('/fixture-doorway/proxy');
    expect(flat($(el, '.problem-title'))).to.equal('The service refused the input (HTTP 400)');
    expect(flat($(el, '.server-detail'))).to.equal('What was wrong Input required');
  });

  it('a body that says nothing falls back to the status text, never to words the server did not say', async () => {
    await queue({ status: 422, body: { detail: [{ type: 'odd' }], other: 1 } });
    const el = await failWith('/fixture-doorway/proxy');
    expect(el.shadowRoot!.querySelector('.server-detail')).to.equal(null);
    expect(flat($(el, '.problem-message'))).to.contain('did not say why (HTTP 422 Unprocessable Content)');
  });
});

describe('<reasoning-console> errors about the proxy itself', () => {
  it('404: says where it looked, with a space before "(HTTP 404)"', async () => {
    const el = await failWith('/no-proxy-mounted-here');
    expect(flat($(el, '.problem-title'))).to.equal('The proxy was not found (HTTP 404)');
    expect(flat($(el, '.problem-message'))).to.contain(`Nothing answers at ${location.origin}/no-proxy-mounted-here/run.`);
    expect(flat($(el, '.problem-message'))).to.contain('proxy-url');
  });

  it('a cross-origin proxy that allows this origin works (control)', async () => {
    const el = await makeConsole({ proxyUrl: `${otherOrigin}/fixture-doorway/any` });
    const event = await sendText(el, 'What happens to trust when transparency increases?');
    expect(event.type).to.equal('run-complete');
  });

  it('a cross-origin proxy that refuses this origin: names the cause and REASONING_ALLOWED_ORIGINS', async () => {
    const el = await failWith(`${otherOrigin}/fixture-doorway/strict`);
    expect(flat($(el, '.problem-title'))).to.equal("The proxy refused this page's origin");
    const message = flat($(el, '.problem-message'));
    expect(message).to.contain(`${otherOrigin}/fixture-doorway/strict/run`);
    expect(message).to.contain(`add ${location.origin} to the proxy's allowed origins (REASONING_ALLOWED_ORIGINS`);
    expect(message).to.contain('CORS');
    expect($(el, '.problem').dataset.kind).to.equal('network');
  });

  it('a cross-origin proxy that is not there: says both possible causes', async () => {
    // Port 9 (discard) is refused by the browser itself, so nothing can answer there.
    const el = await failWith(`${location.protocol}//127.0.0.1:9/proxy`);
    expect(flat($(el, '.problem-title'))).to.equal('The proxy could not be reached');
    const message = flat($(el, '.problem-message'));
    expect(message).to.contain('http://127.0.0.1:9/proxy/run');
    expect(message).to.contain('REASONING_ALLOWED_ORIGINS');
    expect(message).to.contain('check that the proxy runs');
  });

  it('a same-origin network failure keeps the plain message', async () => {
    const { describeRunError } = await import('../../../src/elements/reasoning-console/error-messages.js');
    const { ReasoningError } = await import('../../../src/client/index.js');
    const problem = describeRunError(new ReasoningError('network'), { runUrl: `${location.origin}/proxy/run`, pageOrigin: location.origin });
    expect(problem.title).to.deep.equal({ key: 'networkTitle' });
  });
});
