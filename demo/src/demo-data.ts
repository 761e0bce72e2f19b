/**
 * The receipts the demo shows. The service keeps no list of receipts, so the
 * demo makes its own: a few runs POSTed through the key-hiding proxy (the
 * browser never holds a key), under session names unique to this browser so a
 * long-lived service is never asked to extend someone else's chain. The ids
 * are remembered in localStorage and re-created when the service no longer
 * knows them (a fresh in-memory service, a wiped data directory).
 */
import { isPlainId } from '../../src/spec/index.js';

export interface DemoReceipts {
  /** A three-turn reasoning chain. */
  tour: string;
  /** One turn whose input contradicts itself. */
  conflict: string;
  /** A structured_thinking session (absent when the proxy's key lacks the ASI tier). */
  structured?: string;
}

const STORAGE_KEY = 'reasoning-demo:receipts:v1';

const PLAN: Record<keyof DemoReceipts, { session: string; inputs: string[] }> = {
  tour: {
    session: 'demo-tour',
    inputs: [
      'Rising demand causes higher prices because supply is fixed, and that effect leads to rationing.',
      'Each price rise reinforces hoarding: a feedback loop that amplifies every cycle.',
      'Deliveries flow through one port, which is the bottleneck.',
    ],
  },
  conflict: { session: 'demo-conflict', inputs: ['Prices always rise when supply falls, and prices never rise.'] },
  structured: {
    session: 'structured:demo-plan',
    inputs: ['Break the delivery pipeline into stages: queue, throughput, bottleneck and outflow rate.'],
  },
};

async function run(input: string, sessionName: string): Promise<string> {
  const response = await fetch('/proxy/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, session_name: sessionName }),
  });
  const body = (await response.json().catch(() => ({}))) as { receipt?: { id?: unknown }; detail?: unknown };
  if (!response.ok) throw new Error(`POST /proxy/run answered ${response.status}: ${String(body.detail ?? response.statusText)}`);
  const id = body.receipt?.id;
  if (typeof id !== 'string' || !isPlainId(id)) throw new Error('POST /proxy/run answered without a usable receipt id');
  return id;
}

async function readReceipt(id: string): Promise<{ verified?: unknown } | undefined> {
  const response = await fetch(`/api/receipts/${encodeURIComponent(id)}`, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as { verified?: unknown }) : undefined;
}

/**
 * Waits (a few seconds at most) for new receipts to be attested, so the
 * examples first show the steady, verified state. The elements themselves
 * show the pending state honestly when it lasts longer.
 */
async function attested(ids: string[]): Promise<void> {
  const deadline = Date.now() + 4000;
  let waiting = ids;
  while (waiting.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    const states = await Promise.all(waiting.map(async (id) => (await readReceipt(id))?.verified === true));
    waiting = waiting.filter((_, i) => !states[i]);
  }
}

function remembered(): Partial<DemoReceipts> & { suffix?: string } {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const out: Partial<DemoReceipts> & { suffix?: string } = {};
    for (const key of ['tour', 'conflict', 'structured', 'suffix'] as const) {
      const v = value[key];
      if (typeof v === 'string' && isPlainId(v)) out[key] = v;
    }
    return out;
  } catch {
    return {};
  }
}

async function create(): Promise<DemoReceipts> {
  const saved = remembered();
  const suffix = saved.suffix ?? crypto.randomUUID().slice(0, 8);
  const result: Partial<DemoReceipts> = {};
  const created: string[] = [];
  for (const key of Object.keys(PLAN) as (keyof DemoReceipts)[]) {
    const known = saved[key];
    if (known && (await readReceipt(known))) {
      result[key] = known;
      continue;
    }
    const { session, inputs } = PLAN[key];
    try {
      for (const input of inputs) result[key] = await run(input, `${session}-${suffix}`);
      created.push(result[key]!);
    } catch (error) {
      if (key !== 'structured') throw error; // the structured example is optional: it needs the ASI tier
    }
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...result, suffix }));
  await attested(created);
  return result as DemoReceipts;
}

let pending: Promise<DemoReceipts> | undefined;

/** The demo's receipt ids, creating them on first use (one pass per page). */
export function demoReceipts(): Promise<DemoReceipts> {
  pending ??= create();
  return pending;
}
