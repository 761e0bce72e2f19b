// <reasoning-console> carries the dashboard's credentials: same-origin cookies by default, a bearer
// token through its `headers` property (a value or a function called per run) or its own `fetch`,
// against the docs' JWT recipe (jwtAuthorize over a JWKS on 127.0.0.1) and a cookie session; a 401 or
// 403 from the proxy is "Sign in again", in the reader's language, while the service refusing the
// proxy's key is still the site owner's problem. Real HTTP: test/server/fixture-console.ts.
import { expect, fixture, html } from '@open-wc/testing';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { RunCompleteEvent, RunErrorEvent } from '../../../src/elements/shared/run-events.js';
import { TEST_INPUTS } from '../../server/constants.js';
import { $, makeConsole, scenarioName, sendText } from './helpers.js';

const flat = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const token = async (sub: string) => (await fetch(`/fixture-console/jwt-token?sub=${sub}`)).text();
const setCookie = (value: string) => (document.cookie = `fixture-session=${value}; path=/; SameSite=Strict`);
const clearCookie = () => (document.cookie = 'fixture-session=; path=/; max-age=0');

describe('<reasoning-console> with a signed-in dashboard', () => {
  afterEach(clearCookie);

  it('sends the page\'s own session cookie to a same-origin proxy, with nothing to set', async () => {
    setCookie('alice');
    const el = await makeConsole({ proxyUrl: '/fixture-console/cookie', sessionName: scenarioName('cookie') });
    const event = await sendText(el, TEST_INPUTS.ground);
    expect(event).to.be.instanceOf(RunCompleteEvent);
    expect(el.turns).to.have.length(1);
  });

  it('shows a refused session as "Sign in again", for the person, and keeps the input', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/cookie' });
    const event = (await sendText(el, TEST_INPUTS.ground)) as RunErrorEvent;
    expect(event.detail.status).to.equal(401);
    expect(flat($(el, '.problem-title'))).to.match(/^Sign in again/);
    expect(flat($(el, '.problem-message'))).to.contain('Sign in again, then send again');
    expect(flat($(el, '.problem'))).to.not.contain('REASONING_API_KEY');
    expect(el.value).to.equal(TEST_INPUTS.ground);
  });

  it('shows the dashboard\'s own 403 as "Sign in again" too', async () => {
    setCookie('banned');
    const el = await makeConsole({ proxyUrl: '/fixture-console/cookie' });
    const event = (await sendText(el, TEST_INPUTS.ground)) as RunErrorEvent;
    expect(event.detail.status).to.equal(403);
    expect(flat($(el, '.problem-title'))).to.match(/^Sign in again/);
  });

  it('attaches a bearer token from `headers` (the JWT recipe), and a refused token is "Sign in again"', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/jwt', sessionName: scenarioName('jwt') });
    el.headers = { authorization: `Bearer ${await token('alice')}` };
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
    el.headers = { authorization: 'Bearer not.a.token' };
    const refused = (await sendText(el, TEST_INPUTS.ground)) as RunErrorEvent;
    expect(refused.detail.status).to.equal(401);
    expect(flat($(el, '.problem-title'))).to.match(/^Sign in again/);
  });

  it('calls a `headers` function for each run, so a token can be refreshed', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/jwt', sessionName: scenarioName('jwt-fn') });
    let calls = 0;
    el.headers = async () => {
      calls++;
      return { authorization: `Bearer ${await token(`user-${calls}`)}` };
    };
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
    expect(calls).to.equal(2);
  });

  it('runs through its own `fetch` when given one', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/jwt', sessionName: scenarioName('jwt-fetch') });
    const bearer = `Bearer ${await token('carol')}`;
    const seen: string[] = [];
    el.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', bearer);
      seen.push(String(input));
      return fetch(input, { ...init, headers });
    };
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/\/fixture-console\/jwt\/run$/);
  });

  it('still says the site is misconfigured when the service refuses the proxy\'s key (no challenge)', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/bad-key' });
    await sendText(el, TEST_INPUTS.ground);
    expect(flat($(el, '.problem-title'))).to.not.match(/Sign in/);
    expect(flat($(el, '.problem'))).to.contain('REASONING_API_KEY');
  });

  for (const [lang, title] of [
    ['de', 'Bitte erneut anmelden'],
    ['fr', 'Reconnectez-vous'],
    ['es', 'Vuelva a iniciar sesión'],
    ['it', 'Accedi di nuovo'],
    ['pt', 'Inicie sessão novamente'],
    ['ja', 'もう一度サインインしてください'],
    ['ko', '다시 로그인하세요'],
    ['zh', '请重新登录'],
    ['ar', 'سجّل الدخول مجددًا'],
    ['he', 'יש להתחבר מחדש'],
  ] as const) {
    it(`says "sign in again" in ${lang}`, async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang=${lang}><reasoning-console proxy-url="/fixture-console/jwt" storage-key=${scenarioName('store')}></reasoning-console></div>`,
      );
      const el = wrap.querySelector('reasoning-console') as ReasoningConsoleElement;
      await el.updateComplete;
      await sendText(el, TEST_INPUTS.ground);
      expect(flat($(el, '.problem-title')).startsWith(title)).to.equal(true, flat($(el, '.problem-title')));
    });
  }
});
