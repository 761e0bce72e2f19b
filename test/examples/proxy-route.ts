/**
 * The console and the proxy route of the framework apps, as a dashboard relies on them: a signed-in user's run
 * through `<reasoning-console>` in Chromium, and the route's contract over HTTP (401 without a session, one chain
 * per user however they name their sessions).
 */
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { openPage, shown, type Opened } from './app.js';

/** Sends one input through `<reasoning-console>` and waits for its answer's turn; returns the turn's receipt text. */
export async function runConsole(opened: Opened, input: string): Promise<void> {
  const { page } = opened;
  const consoleEl = page.locator('reasoning-console');
  await consoleEl.locator('[part="input"]').waitFor({ timeout: 2 * 60_000 });
  await consoleEl.locator('[part="input"]').fill(input);
  await consoleEl.locator('[part="send-button"]').click();
  try {
    await consoleEl.locator('[part="turn"]').first().waitFor({ timeout: 2 * 60_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\nconsole:\n${opened.all.join('\n')}\nelements:\n${(await shown(page)).slice(0, 4000)}`);
  }
}

/** Signs `user` in at the app's `/login` route; returns the session cookie (`name=value`) it set. */
export async function login(origin: string, user: string): Promise<string> {
  const res = await fetch(`${origin}/login?user=${encodeURIComponent(user)}`, { redirect: 'manual' });
  assert.ok(res.status >= 300 && res.status < 400, `/login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  assert.ok(cookie, `/login set no session cookie (${res.headers.getSetCookie().join(' | ')})`);
  return cookie.split(';')[0]!;
}

export interface ProxyRun {
  status: number;
  body: { receipt?: { id: string; session_id: string; chain_id: string; chain_length: number }; code?: string };
}

/** POST `/proxy/run` as a page of the app would (same origin), with a session cookie or none. */
export async function runThroughProxy(origin: string, cookie: string | undefined, sessionName: string): Promise<ProxyRun> {
  const res = await fetch(`${origin}/proxy/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ input: 'Rising prices cause lower demand.', session_name: sessionName }),
  });
  const text = await res.text();
  let body: ProxyRun['body'];
  try {
    body = JSON.parse(text) as ProxyRun['body'];
  } catch {
    throw new Error(`/proxy/run answered ${res.status} with no JSON: ${text.slice(0, 500)}`);
  }
  return { status: res.status, body };
}

/**
 * The proxy route's contract, as a dashboard relies on it: no session, 401 and no run; two users who both name
 * their session "notes" each get a chain of their own, and the same user gets the same chain again.
 */
export async function checkProxyRoute(origin: string): Promise<void> {
  const anonymous = await runThroughProxy(origin, undefined, 'notes');
  assert.equal(anonymous.status, 401, JSON.stringify(anonymous.body));
  assert.equal(anonymous.body.code, 'unauthorized');
  const forged = await runThroughProxy(origin, 'session=alice.forged', 'notes');
  assert.equal(forged.status, 401, 'a forged session cookie is refused');

  const alice = await login(origin, 'alice');
  const bob = await login(origin, 'bob');
  const a1 = await runThroughProxy(origin, alice, 'notes');
  const b1 = await runThroughProxy(origin, bob, 'notes');
  const a2 = await runThroughProxy(origin, alice, 'notes');
  for (const r of [a1, b1, a2]) assert.equal(r.status, 200, JSON.stringify(r.body));
  const [ra, rb, ra2] = [a1.body.receipt!, b1.body.receipt!, a2.body.receipt!];
  assert.notEqual(ra.session_id, rb.session_id, 'alice and bob share a session');
  assert.notEqual(ra.chain_id, rb.chain_id, 'alice and bob share a chain');
  assert.equal(ra2.chain_id, ra.chain_id, "alice's second run joins her own chain");
  assert.equal(ra2.chain_length, ra.chain_length + 1);
}

/**
 * Signs a user in through the browser (the app's `/login` sets the cookie and opens `consolePath`), sends one
 * input with `<reasoning-console>` and waits for its answer.
 */
export async function consoleRunInBrowser(browser: Browser, origin: string, consolePath = '/console'): Promise<Opened> {
  const opened = await openPage(browser, `${origin}/login?user=carol`);
  assert.equal(new URL(opened.page.url()).pathname, consolePath, `/login led to ${opened.page.url()}`);
  await runConsole(opened, 'Rising prices cause lower demand.');
  return opened;
}
