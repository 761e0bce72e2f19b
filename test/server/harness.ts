// Node-test helpers for the embedded service: a real HTTP server on
// 127.0.0.1 (closed when the test file ends if the test did not), a run()
// shortcut, polling, and chain checks written independently of the
// service's own hashing code.
import { createHash } from 'node:crypto';
import { createReasoningService, type ReasoningService, type ReasoningServiceOptions } from '../../packages/service/src/service.js';
import { listen, type Listening } from '../../packages/proxy/src/adapters/node.js';
import { TEST_ATTESTOR_SEED_HEX, TEST_KEYS } from './constants.js';
import { onTeardown } from '../helpers/teardown.js';

export interface Harness {
  url: string;
  service: ReasoningService;
  server: Listening;
  run(body: unknown, key?: string | null, init?: { headers?: Record<string, string>; raw?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startService(options: ReasoningServiceOptions = {}): Promise<Harness> {
  const service = createReasoningService({
    memory: true,
    keys: [
      { key: TEST_KEYS.asi, tier: 'asi' },
      { key: TEST_KEYS.agi, tier: 'agi' },
    ],
    attestDelayMs: 30,
    attestorKey: Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex'),
    log: () => {},
    ...options,
  });
  let listening: Listening | undefined;
  const close = onTeardown(async () => {
    await listening?.close();
    await service.close();
  });
  await service.ready;
  const server = await listen(service, { port: 0 });
  listening = server;
  const read = async (res: Response) => {
    const text = await res.text();
    let body: any = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: res.status, body, headers: res.headers };
  };
  return {
    url: server.url,
    service,
    server,
    async run(body, key = TEST_KEYS.asi, init = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      const res = await fetch(`${server.url}/api/run`, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
      return read(res);
    },
    async get(path, headers = {}) {
      return read(await fetch(`${server.url}${path}`, { headers }));
    },
    close,
  };
}

/**
 * Polls `check` until it returns a truthy value. The deadline only bounds a
 * wait that would never end; it is sized for a busy machine, not a timing
 * assertion.
 */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 30_000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

interface Entry {
  index: number;
  timestamp: string;
  operation: string;
  x: string;
  y: string;
  xy: string;
}

/**
 * Re-checks an xy-sha256-v1 chain from its published entries alone, written
 * from the docs' description (demo/server/chain.html; not the service's functions). Returns the
 * root it computes.
 */
export function independentRoot(entries: readonly Entry[]): string {
  let previous = 'GENESIS';
  entries.forEach((e, i) => {
    if (e.index !== i) throw new Error(`entry ${i} has index ${e.index}`);
    if (e.x !== previous) throw new Error(`entry ${i}: x is not the previous xy`);
    if (!/^[0-9a-f]{64}$/.test(e.y)) throw new Error(`entry ${i}: y is not a sha256 hex digest`);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(e.timestamp)) throw new Error(`entry ${i}: timestamp is not ISO 8601 UTC`);
    const xy = createHash('sha256').update(`${e.x}:${e.operation}:${e.y}:${e.timestamp}`).digest('hex');
    if (xy !== e.xy) throw new Error(`entry ${i}: xy does not match sha256(x:operation:y:timestamp)`);
    previous = e.xy;
  });
  return `0x${previous}`;
}
