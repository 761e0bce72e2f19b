/**
 * The build step shared by the `reasoning-badges` CLI and the Vite plugin:
 * writes `out/badge/<id>.svg` per receipt and `out/<outcome>.svg` per outcome
 * (the outcomes the elements show: verified, pending, not-found, unavailable, ...).
 * An id that cannot be read gets the badge of what that means (not found; unavailable
 * or misconfigured where no earlier badge of it is kept).
 * Receipts read from files are drawn and written in synchronous batches (the
 * event loop gets a turn between batches, for signals and the progress bar);
 * fetches run with bounded concurrency (retries are the client's). One failed
 * id never stops the others; every write is atomic and skipped when unchanged.
 */
import { join, resolve } from 'node:path';
import { badgeStateOf, badgeTerms, LEGACY_BADGE_STATES, OUTCOMES, outcomeOfState, receiptBadge, type BadgeReceipt, type BadgeState, type Outcome } from 'reasoning-elements/badge';
import { isHttpUrl, isPlainId } from '@reasoning-elements/protocol';
import { SVGO_CONFIG, TemplateOptimizer, loadSvgo, type OptimizeMode } from './optimize.js';
import { isUnreadable, readIdsFile, readJsonReceipts } from './sources.js';
import { defaultCacheDir, VerdictCache } from './verdict-cache.js';
import { DirWriter } from './write.js';
import { eachLimited, writeExtras, type BadgeFormat, type ExtrasOptions } from './extras.js';

export interface BadgesOptions {
  /** Output directory. */
  out: string;
  /** The service's base_url, for ids (default: REASONING_BASE_URL). */
  baseUrl?: string;
  ids?: string[];
  /** A file with one id per line. */
  idsFile?: string;
  /** A receipt JSON file, or a directory of them (read offline, no fetch). */
  fromJson?: string;
  /** Fetches at a time. Default 8. */
  concurrency?: number;
  /** Extra attempts per fetch after a network error, 5xx or 429. Default 3. */
  retries?: number;
  /** Per attempt, in ms. Default 10000. */
  timeoutMs?: number;
  /** svgo once per template shape (default), on every file, or never. */
  optimize?: OptimizeMode;
  /**
   * Where svgo's verdicts on badge shapes are remembered between runs
   * (default: node_modules/.cache/reasoning-badges, else ~/.cache/reasoning-badges);
   * false: remember nothing, run svgo once per shape every time.
   */
  cacheDir?: string | false;
  /**
   * The badges' language (a BCP 47 tag: `de`, `pt-BR`): their words, `<title>` and aria-label.
   * Resolved like the elements' `lang`: a regional tag falls back to its language, an unknown one to English (the default).
   */
  lang?: string;
  /** The files per badge: `svg` (default), `png` (at 2×, for places that refuse SVG), or both. */
  formats?: readonly BadgeFormat[];
  /** Also each badge in dark colours (`<id>.dark.svg` / `.png`), for a `<picture>`'s dark source. */
  dark?: boolean;
  /**
   * Write each receipt's snippets to paste (`embed/<id>.md`, `.html`, `.tag.html`): `publicUrl` is where `out`
   * is served, `appUrl` the service's app_url (receipt pages at `{appUrl}/receipts/<id>`).
   */
  snippets?: { publicUrl: string; appUrl: string };
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
  /** The outcome its badge says, when one was drawn for it (not-found, unavailable, misconfigured). */
  outcome?: Outcome;
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
  /** Badge shapes whose svgo verdict came from the cache (svgo not run for them). */
  svgoCached: number;
  ms: number;
}

function failure(id: string, error: unknown): Failure {
  const err = error instanceof Error ? error : new Error(String(error));
  const { kind } = err as Error & { kind?: unknown };
  return { id, kind: typeof kind === 'string' ? kind : 'error', message: err.message };
}

/** Receipts per synchronous batch: large enough to amortise the turn, small enough for a prompt Ctrl-C. */
const BATCH = 500;
const REFUSED = 'not a plain id (letters, digits, "_", "-", "."; at most 128)';
/** The outcomes a badge file is written for (loading is only ever on a live page). */
export const STATE_FILES: readonly BadgeState[] = [...OUTCOMES.filter((o) => o !== 'loading'), ...(Object.keys(LEGACY_BADGE_STATES) as BadgeState[])];
/** The optimizer's shape per receipt badge outcome, spelled once rather than per badge. */
const RECEIPT_SHAPES = Object.fromEntries(OUTCOMES.map((s) => [s, `receipt-${s}`])) as Record<Outcome, string>;
const turn = () => new Promise<void>((done) => setImmediate(done));

/**
 * A missing or bad option, named as in `BadgesOptions`, so the CLI can say its flag
 * and the Vite plugin its option.
 */
export class BadgesOptionError extends TypeError {
  constructor(
    readonly option: 'out' | 'baseUrl' | 'idsFile' | 'fromJson',
    readonly problem: string,
  ) {
    super(`reasoning-badges: ${problem} (option ${option}).`);
  }
}

/** Reads an input file, a missing or unreadable one being a bad option rather than a crash. */
function readInput<T>(option: 'idsFile' | 'fromJson', path: string, read: (path: string) => T): T {
  try {
    return read(path);
  } catch (error) {
    throw new BadgesOptionError(option, `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export async function generateBadges(options: BadgesOptions): Promise<BadgesResult> {
  const started = Date.now();
  if (!options.out) throw new BadgesOptionError('out', 'an output directory is required');
  const out = resolve(options.out);
  const ids = [...(options.ids ?? []), ...(options.idsFile ? readInput('idsFile', options.idsFile, readIdsFile) : [])];
  const baseUrl = options.baseUrl ?? process.env.REASONING_BASE_URL;
  if (ids.length && !baseUrl) throw new BadgesOptionError('baseUrl', 'ids need a service to ask: give its base URL or set REASONING_BASE_URL');
  // Fetched with the receipt's id appended: only http(s) means a service.
  if ((ids.length || options.baseUrl !== undefined) && baseUrl && !isHttpUrl(baseUrl)) {
    throw new BadgesOptionError('baseUrl', `the base URL must be an absolute http(s) URL, got "${baseUrl.slice(0, 100)}"`);
  }

  // Every id once (first wins: ids given, then files), and only ids that can be file names.
  const seen = new Set<string>();
  const failed: Failure[] = [];
  const fresh = (id: string) => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (isPlainId(id)) return true;
    failed.push({ id, kind: 'invalid', message: REFUSED });
    return false;
  };
  const toFetch = ids.filter(fresh);
  const offline: BadgeReceipt[] = [];
  for (const item of options.fromJson ? readInput('fromJson', options.fromJson, readJsonReceipts) : []) {
    if (isUnreadable(item)) {
      if (!seen.has(item.id)) failed.push({ id: item.id, kind: 'invalid', message: item.error });
      seen.add(item.id);
    } else if (fresh(item.id)) offline.push(item);
  }

  const formats = options.formats ?? ['svg'];
  const extras: ExtrasOptions | undefined =
    formats.includes('png') || options.dark || options.snippets
      ? { formats, dark: options.dark === true, snippets: options.snippets, lang: options.lang ?? 'en' }
      : undefined;
  const later: (BadgeReceipt | { id: string; outcome: Outcome })[] = [];

  const mode = options.optimize ?? 'template';
  const cache = options.cacheDir === false || mode !== 'template' ? undefined : VerdictCache.open(options.cacheDir ?? defaultCacheDir(), SVGO_CONFIG);
  const optimizer = new TemplateOptimizer(mode, cache);
  const words = options.lang === undefined ? {} : { terms: await badgeTerms(options.lang) };
  if (extras) extras.terms = words.terms;
  const total = toFetch.length + offline.length;
  const result: BadgesResult = { total: total + failed.length, written: 0, unchanged: 0, failed, skipped: 0, svgoRuns: 0, svgoCached: 0, ms: 0 };
  const count = (outcome: 'written' | 'unchanged') => void (outcome === 'written' ? result.written++ : result.unchanged++);

  const root = new DirWriter(out);
  // A fresh badge directory from files only is staged and renamed into place at the end.
  const badges = new DirWriter(join(out, 'badge'), { stage: toFetch.length === 0 });
  root.open();
  badges.open();

  /** svgo's output for a badge; loads svgo first only when this badge's shape needs it. */
  const optimized = async (svg: string, shape: string) => {
    if (optimizer.needsSvgo(svg, shape)) await loadSvgo();
    return optimizer.optimize(svg, shape);
  };

  // The outcome badges, for pages that pick one by outcome rather than by id; the old state names
  // (unverified, unknown, error) are still written, each drawn as the outcome it became.
  if (formats.includes('svg')) for (const state of STATE_FILES) count(root.write(`${state}.svg`, await optimized(receiptBadge(state, words), `state-${outcomeOfState(state)}`)));

  let done = 0;
  const progress = (id: string, ok: boolean) => options.onProgress?.({ done: ++done, total, id, ok });
  const draw = (id: string, svg: string, receipt: BadgeReceipt | Outcome) => {
    try {
      if (formats.includes('svg')) count(badges.write(`${id}.svg`, svg));
      if (extras) later.push(typeof receipt === 'string' ? { id, outcome: receipt } : receipt);
      progress(id, true);
    } catch (error) {
      failed.push(failure(id, error));
      progress(id, false);
    }
  };

  const signal = options.signal;
  result.skipped = offline.length;
  try {
    for (let i = 0; i < offline.length && !signal?.aborted; i += BATCH) {
      const end = Math.min(i + BATCH, offline.length);
      for (let j = i; j < end; j++) {
        const receipt = offline[j]!;
        const svg = receiptBadge(receipt, words);
        const shape = RECEIPT_SHAPES[badgeStateOf(receipt)];
        if (optimizer.needsSvgo(svg, shape)) await loadSvgo(); // at most once a run
        draw(receipt.id, optimizer.optimize(svg, shape), receipt);
      }
      result.skipped = offline.length - end;
      await turn();
    }
    if (toFetch.length && !signal?.aborted) {
      result.skipped += await fetchAll(toFetch, baseUrl!, options, async (id, receipt) => {
        const svg = receiptBadge(receipt, words);
        draw(id, await optimized(svg, RECEIPT_SHAPES[badgeStateOf(receipt)]), { ...receipt, id });
      }, async (id, error, outcome) => {
        const failing = failure(id, error);
        failed.push(failing);
        // Not found is the answer; an outage or a wrong setup is not, so an earlier badge of the id is kept.
        if (outcome === 'not-found' || !badges.open().has(`${id}.svg`)) {
          failing.outcome = outcome;
          const svg = await optimized(receiptBadge(outcome, { ...words, id }), `id-${outcome}`);
          if (formats.includes('svg')) count(badges.write(`${id}.svg`, svg));
          if (extras) later.push({ id, outcome });
        }
        progress(id, false);
      });
    } else result.skipped += toFetch.length;
    if (extras && !signal?.aborted) {
      const embed = extras.snippets ? new DirWriter(join(out, 'embed')) : undefined;
      for (const state of STATE_FILES) await writeExtras(state, state, { ...extras, snippets: undefined }, root, undefined, count);
      await eachLimited(later, async (receipt) => {
        try {
          if ('outcome' in receipt) await writeExtras(receipt.id, receipt.outcome, { ...extras, snippets: undefined }, badges, undefined, count, receipt.id);
          else await writeExtras(receipt.id, receipt, extras, badges, embed, count);
        } catch (error) {
          failed.push(failure(receipt.id, error));
        }
      });
    }
  } finally {
    badges.commit();
    cache?.save();
  }
  result.svgoRuns = optimizer.svgoRuns;
  result.svgoCached = optimizer.cachedVerdicts;
  result.ms = Date.now() - started;
  return result;
}

/**
 * Fetches `ids` with bounded concurrency, handing each receipt to `onReceipt`
 * and each failure to `onError`; returns how many ids were never attempted
 * because `options.signal` stopped the run. The client (and its schema) is
 * loaded only here: a run from files never needs it.
 */
async function fetchAll(
  ids: string[],
  baseUrl: string,
  options: BadgesOptions,
  onReceipt: (id: string, receipt: BadgeReceipt) => Promise<void>,
  onError: (id: string, error: unknown, outcome: Outcome) => Promise<void>,
): Promise<number> {
  const { ReasoningClient, outcomeOfError } = await import('reasoning-elements/client');
  const client = new ReasoningClient({
    baseUrl,
    retries: options.retries ?? 3,
    timeoutMs: options.timeoutMs ?? 10_000,
    cacheTtlMs: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  let next = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < ids.length && !controller.signal.aborted) {
      const id = ids[next++]!;
      let receipt: BadgeReceipt;
      try {
        receipt = await client.getReceipt(id, { signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) skipped++;
        // What the elements would tell the reader: not found, unavailable (try again) or misconfigured.
        else await onError(id, error, outcomeOfError(error));
        continue;
      }
      await onReceipt(id, receipt);
    }
  };
  const width = Math.max(1, Math.min(options.concurrency ?? 8, 64, ids.length));
  try {
    await Promise.all(Array.from({ length: width }, worker));
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  return skipped + (ids.length - next);
}
