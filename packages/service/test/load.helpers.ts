// Shared by the load test and the service bench: the reasoning-service CLI as
// a child process, and autocannon driving POST /api/run while keeping every
// acknowledged (200) answer and every response time.
import { startListening, type Listening } from '../../../test/helpers/run-process.js';
import { createRequire } from 'node:module';

export const LOAD_KEY = 'load-key-0123456789';
const CLI = new URL('../src/cli.ts', import.meta.url).pathname;

export type Cli = Listening;

/** Starts `reasoning-service --port 0` with `args`; resolves once it listens. */
export function startCli(args: string[]): Promise<Cli> {
  return startListening(['--import', 'tsx', CLI, '--port', '0', ...args], { env: { REASONING_API_KEYS: `${LOAD_KEY}:asi` } });
}

export interface Acked {
  session: string;
  chain_id: string;
  receipt_id: string;
  length: number;
  root: string;
}

export interface LoadResult {
  acked: Acked[];
  /** Response times of the 200s, in ms, sorted. */
  times: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
}

interface AutocannonResult {
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface Instance {
  on(event: 'response', l: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  stop(): void;
}
type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * `connections` clients send POST /api/run for `durationS` seconds, spread over
 * `sessions` session names. `onStart` gets the instance (to stop it early) and
 * the live list of acknowledged runs.
 */
export function runLoad(
  url: string,
  opts: { connections: number; durationS: number; sessions: number; label?: string },
  onStart?: (instance: Instance, acked: readonly Acked[]) => void,
): Promise<LoadResult> {
  const acked: Acked[] = [];
  const times: number[] = [];
  let seq = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/run`,
        connections: opts.connections,
        duration: opts.durationS,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${LOAD_KEY}` },
            setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
              const n = seq++;
              const session = `${opts.label ?? 'load'}-${n % opts.sessions}`;
              context.session = session;
              return { ...req, body: JSON.stringify({ input: `turn ${n}: a feedback loop because demand leads to supply`, session_name: session }) };
            },
            onResponse: (status: number, body: string, context: Record<string, unknown>) => {
              if (status !== 200) return;
              const r = JSON.parse(body) as { chain: { id: string; length: number; root: string }; receipt: { id: string } };
              acked.push({ session: String(context.session), chain_id: r.chain.id, receipt_id: r.receipt.id, length: r.chain.length, root: r.chain.root });
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({ acked, times, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, durationS: result.duration });
      },
    );
    instance.on('response', (_c, status, _b, ms) => {
      if (status === 200) times.push(ms);
    });
    onStart?.(instance, acked);
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}
