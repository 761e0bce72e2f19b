/**
 * The build step shared by the `reasoning-badges` CLI and the Vite plugin:
 * writes `out/badge/<id>.svg` per receipt and `out/<state>.svg` per state.
 * Fetches run with bounded concurrency (retries are the client's); one failed
 * id never stops the others; every write is atomic and skipped when unchanged.
 */
import { join, resolve } from 'node:path';
import { BADGE_STATES, badgeStateOf, receiptBadge } from '../../badge/index.js';
import { ReasoningClient } from '../../client/index.js';
import { TemplateOptimizer, type OptimizeMode } from './optimize.js';
import { dedupe, fetchJobs, jsonJobs, readIdsFile, type Job } from './sources.js';
import { removeStaleTemps, writeIfChanged } from './write.js';

export interface BadgesOptions {
  /** Output directory. */
  out: string;
  /** The service's base_url, for ids (default: REASONING_BASE_URL). */
  baseUrl?: string;
  ids?: string[];
  /** A file with one id per line. */
  idsFile?: string;
  /** A directory of receipt JSON files (read offline, no fetch). */
  fromJson?: string;
  /** Fetches at a time. Default 8. */
  concurrency?: number;
  /** Extra attempts per fetch after a network error, 5xx or 429. Default 3. */
  retries?: number;
  /** Per attempt, in ms. Default 10000. */
  timeoutMs?: number;
  /** svgo once per template shape (default), on every file, or never. */
  optimize?: OptimizeMode;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Stops starting new ids; those in flight finish or are abandoned. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface Progress {
  done: number;
  total: number;
  id: string;
  ok: boolean;
}

export interface Failure {
  id: string;
  /** ReasoningError's kind ('not-found', 'network', ...), or 'invalid' / 'error'. */
  kind: string;
  message: string;
}

export interface BadgesResult {
  total: number;
  written: number;
  unchanged: number;
  failed: Failure[];
  /** Ids never attempted because the run was stopped. */
  skipped: number;
  svgoRuns: number;
  ms: number;
}

function failure(id: string, error: unknown): Failure {
  const err = error instanceof Error ? error : new Error(String(error));
  const { kind } = err as Error & { kind?: unknown };
  return { id, kind: typeof kind === 'string' ? kind : 'error', message: err.message };
}

export async function generateBadges(options: BadgesOptions): Promise<BadgesResult> {
  const started = Date.now();
  if (!options.out) throw new TypeError('reasoning-badges: an output directory is required (--out DIR).');
  const out = resolve(options.out);
  const badgeDir = join(out, 'badge');
  const ids = [...(options.ids ?? []), ...(options.idsFile ? await readIdsFile(options.idsFile) : [])];
  const baseUrl = options.baseUrl ?? process.env.REASONING_BASE_URL;
  if (ids.length && !baseUrl) {
    throw new TypeError('reasoning-badges: ids need a service to ask: pass --base-url URL (or set REASONING_BASE_URL).');
  }
  const client = baseUrl
    ? new ReasoningClient({
        baseUrl,
        retries: options.retries ?? 3,
        timeoutMs: options.timeoutMs ?? 10_000,
        cacheTtlMs: 0,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : undefined;
  const all: Job[] = [...(client ? fetchJobs(ids, client) : []), ...(options.fromJson ? await jsonJobs(options.fromJson) : [])];
  const { jobs, refused } = dedupe(all);

  const optimizer = new TemplateOptimizer(options.optimize ?? 'template');
  const result: BadgesResult = {
    total: jobs.length + refused.length,
    written: 0,
    unchanged: 0,
    failed: refused.map((id) => ({ id, kind: 'invalid', message: 'not a plain id (letters, digits, "_", "-", "."; at most 128)' })),
    skipped: 0,
    svgoRuns: 0,
    ms: 0,
  };
  const count = (outcome: 'written' | 'unchanged') => void (outcome === 'written' ? result.written++ : result.unchanged++);

  await removeStaleTemps(out);
  await removeStaleTemps(badgeDir);

  // The state badges, for pages that pick one by state rather than by id.
  for (const state of BADGE_STATES) {
    count(await writeIfChanged(join(out, `${state}.svg`), optimizer.optimize(receiptBadge(state), `state-${state}`)));
  }

  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length && !controller.signal.aborted) {
      const job = jobs[next++]!;
      let ok = false;
      try {
        const receipt = await job.load(controller.signal);
        const svg = optimizer.optimize(receiptBadge(receipt), `receipt-${badgeStateOf(receipt)}`);
        count(await writeIfChanged(join(badgeDir, `${job.id}.svg`), svg));
        ok = true;
      } catch (error) {
        if (controller.signal.aborted) {
          result.skipped++;
          continue;
        }
        result.failed.push(failure(job.id, error));
      }
      done++;
      options.onProgress?.({ done, total: jobs.length, id: job.id, ok });
    }
  };
  const width = Math.max(1, Math.min(options.concurrency ?? 8, 64, jobs.length || 1));
  try {
    await Promise.all(Array.from({ length: width }, worker));
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  result.skipped += jobs.length - next;
  result.svgoRuns = optimizer.svgoRuns;
  result.ms = Date.now() - started;
  return result;
}
