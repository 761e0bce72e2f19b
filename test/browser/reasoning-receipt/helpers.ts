// Helpers for <reasoning-receipt> browser tests: turns on the embedded service (/api), the path-keyed
// /fixture-receipt/ mount for tampered or hostile answers, waiting, and axe.
import { fixture, html, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../../../src/elements/reasoning-receipt/define.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import type { Attestation, Chain, ChainPage, Receipt, RunResponse, Session } from '../../../src/spec/index.js';
import type { Step } from '../../server/fixture.js';
import { TEST_INPUTS, TEST_KEYS } from '../../server/constants.js';

let counter = 0;
export function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${++counter}`;
}

/** One turn on the embedded service (POST /api/run with the test key). */
export async function runTurn(sessionName = uniqueName('rr'), input: string = TEST_INPUTS.ground): Promise<RunResponse> {
  const res = await fetch('/api/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}` },
    body: JSON.stringify({ input, session_name: sessionName }),
  });
  if (!res.ok) throw new Error(`run failed: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** The scripted answer to one chain page's request, by its offset: the check asks for two pages at a time, in either order. */
export function pageStep(page: ChainPage, more: Partial<Step> = {}): Step {
  return { json: page, path: `?offset=${page.offset}&`, ...more };
}

/** A receipt of the embedded service once its attestation has landed, with its session, chain and attestation. */
export async function verifiedReceipt(turns = 2): Promise<{ receipt: Receipt; session: Session; chain: Chain; attestation: Attestation }> {
  const name = uniqueName('verified');
  let run: RunResponse | undefined;
  for (let i = 0; i < turns; i++) run = await runTurn(name);
  const id = run!.receipt.id;
  let receipt: Receipt | undefined;
  await waitUntil(async () => {
    receipt = await getJson<Receipt>(`/api/receipts/${id}`);
    return receipt.verified;
  }, 'the embedded attestor never verified the receipt', { timeout: 20_000, interval: 30 });
  const session = await getJson<Session>(`/api/sessions/${receipt!.session_id}`);
  const chain = await getJson<Chain>(`/api/chains/${receipt!.chain_id}`);
  const attestation = await getJson<Attestation>(`/api/attestations/${receipt!.attest_id}`);
  return { receipt: receipt!, session, chain, attestation };
}

export interface RouteAnswer {
  status?: number;
  json?: unknown;
  text?: string;
}

/** Sets answers by path under a fresh (or given) fixture base; returns that base URL. */
export async function serve(routes: Record<string, RouteAnswer>, name = uniqueName('fx')): Promise<string> {
  const res = await fetch(`/fixture-receipt/_set/${name}`, { method: 'POST', body: JSON.stringify(routes) });
  if (!res.ok) throw new Error(`fixture: ${res.status}`);
  return `${location.origin}/fixture-receipt/${name}`;
}

export async function hitsOf(base: string): Promise<Record<string, number>> {
  const name = base.slice(base.lastIndexOf('/') + 1);
  return (await fetch(`/fixture-receipt/_hits/${name}`)).json();
}

/** Serves a receipt (and optionally session, chain, attestation) under a fixture base. */
export function serveAll(parts: { receipt: Receipt | Record<string, unknown>; session?: unknown; chain?: unknown; attestation?: unknown }, name?: string): Promise<string> {
  const r = parts.receipt as Receipt;
  const routes: Record<string, RouteAnswer> = { [`/receipts/${r.id}`]: { json: parts.receipt } };
  if (parts.session) routes[`/sessions/${r.session_id}`] = { json: parts.session };
  if (parts.chain) routes[`/chains/${r.chain_id}`] = { json: parts.chain };
  if (parts.attestation) routes[`/attestations/${r.attest_id}`] = { json: parts.attestation };
  return serve(routes, name);
}

export interface ReceiptAttrs {
  id: string;
  base?: string;
  receipts?: string;
  attestUrl?: string;
  withSession?: boolean;
  verify?: boolean;
  refresh?: number;
  compact?: boolean;
  theme?: string;
  trustedKeys?: string;
}

export function makeReceipt(a: ReceiptAttrs): Promise<ReasoningReceiptElement> {
  return fixture<ReasoningReceiptElement>(html`<reasoning-receipt
    receipt-id=${a.id}
    base-url=${a.base ?? '/api'}
    receipts-url=${a.receipts ?? '/files'}
    attest-url=${a.attestUrl ?? ''}
    ?with-session=${a.withSession}
    ?verify=${a.verify}
    ?compact=${a.compact}
    refresh=${ifDefined(a.refresh)}
    theme=${a.theme ?? ''}
    trusted-keys=${a.trustedKeys ?? ''}
  ></reasoning-receipt>`);
}

export const shadow = (el: HTMLElement) => el.shadowRoot!;
export const text = (el: HTMLElement) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

/** Waits for the element to show a receipt or an error (and, with `verify`, the check's outcome). */
export async function settled(el: ReasoningReceiptElement): Promise<void> {
  await waitUntil(() => el.state === 'loaded' || el.state === 'error', 'the receipt never settled', { timeout: 20_000 });
  if (el.verify && el.state === 'loaded') {
    await waitUntil(() => !/Checking the chain/.test(text(el)), 'the check never finished', { timeout: 20_000 });
  }
  await el.updateComplete;
}

/** axe-core violations inside the element (shadow DOM included), as readable lines. No rule is relaxed. */
export { axeViolations } from '../../helpers/axe.js';
