/**
 * `reasoning-badges`: static, optimised badge SVGs for receipts, for pages
 * that run no script. Exit 0 when every badge was written, 1 when any id
 * failed (the others are still written), 2 on bad usage, 130 when interrupted.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { baseUrlHint, isHttpUrl, usageProblem } from '@reasoning-elements/protocol';
import { progressBar } from './progress.js';
import { BadgesOptionError, generateBadges, STATE_FILES, type BadgesResult } from './run.js';
import { removeInFlight } from './write.js';
import type { OptimizeMode } from './optimize.js';

/** This package's version, for --version (dist/cli.js and src/cli.ts both sit one folder below package.json). */
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const HELP = `Usage: reasoning-badges --out DIR [--base-url URL] [IDS... | --ids-file FILE | --from-json PATH]

Writes DIR/badge/<id>.svg for each receipt, and DIR/<outcome>.svg for each
outcome the elements show: verified, pending, unrecognized-signer, failed,
unavailable, not-found, misconfigured (also, deprecated, unverified.svg,
unknown.svg and error.svg: the pending, not-found and unavailable badges).

  --out DIR           output directory (required)
  --base-url URL      the service's base_url, e.g. https://host/api
                      (default: $REASONING_BASE_URL)
  IDS...              receipt ids to fetch from GET {base_url}/receipts/{id}
  --ids-file FILE     more ids, one per line ('#' starts a comment)
  --from-json PATH    read receipts from a JSON file, or from every *.json
                      file in a directory (a receipt or an array of
                      receipts per file) instead of fetching them
  --lang TAG          the badges' language (de, fr, pt-BR, ja, ar, ...): their
                      words, <title> and aria-label; a regional tag falls back
                      to its language, one that does not ship to English
                      (the default)
  --format LIST       the files per badge: svg (default), png (at 2x, for
                      places that refuse SVG), or svg,png
  --dark              also each badge in dark colours: <id>.dark.svg/.png,
                      for a <picture>'s prefers-color-scheme: dark source
  --public-url URL    where DIR is served: also write each receipt's
                      snippets to paste, DIR/embed/<id>.md (Markdown badge),
                      <id>.html (<picture>, light and dark) and <id>.tag.html
                      (the <chain-badge> element)
  --app-url URL       the service's app_url, where receipt pages live
                      (default: the base URL with /api replaced by /app)
  --concurrency N     fetches at a time (default 8)
  --retries N         extra attempts after a network error, 5xx or 429 (default 3)
  --timeout MS        per attempt (default 10000)
  --svgo MODE         template: svgo once per badge shape, skipped for later
                      badges when it changed nothing (default);
                      each: svgo on every file; none: never
  --cache-dir DIR     where svgo's verdicts on badge shapes are kept between
                      runs, so a rebuild need not load svgo (default:
                      node_modules/.cache/reasoning-badges, else
                      ~/.cache/reasoning-badges)
  --no-cache          keep no verdicts: run svgo once per shape every time
  -q, --quiet         no progress bar, no summary (failures still reported)
  -h, --help          this text
  --version           the version

Files are written atomically (temp file + rename) and skipped when unchanged.
A failed id is reported on stderr. Its badge says what failed: not found
(written always), unavailable or misconfigured (written only where no earlier
badge of that id is kept, so an outage does not replace a good badge);
the run goes on and exits 1. Exit 2: bad usage. Exit 130: interrupted.`;

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number >= 0, got "${value}"`);
  return n;
}

class UsageError extends Error {}

/** The snippets' two URLs, when --public-url asks for snippets; app_url defaults to the base URL's /api as /app. */
function snippetUrls(publicUrl: string | undefined, appUrl: string | undefined, baseUrl: string | undefined): { publicUrl: string; appUrl: string } | undefined {
  if (publicUrl === undefined) {
    if (appUrl !== undefined) throw new UsageError('--app-url is for the snippets: give --public-url too');
    return undefined;
  }
  const app = appUrl ?? (baseUrl && /\/api\/?$/.test(baseUrl) ? baseUrl.replace(/\/api\/?$/, '/app') : undefined);
  if (!app) throw new UsageError('the snippets link receipt pages: give --app-url URL (or a --base-url ending in /api)');
  for (const [flag, url] of [['--public-url', publicUrl], ['--app-url', app]] as const) {
    if (!isHttpUrl(url)) throw new UsageError(`${flag} must be an absolute http(s) URL, got "${url.slice(0, 100)}"`);
  }
  return { publicUrl, appUrl: app };
}

/** Each option of generateBadges as this command spells it. */
const FLAGS = { out: '--out DIR', baseUrl: '--base-url URL', idsFile: '--ids-file FILE', fromJson: '--from-json PATH' } as const;

function summary(r: BadgesResult): string {
  const parts = [`${r.written} written`, `${r.unchanged} unchanged`, `${r.failed.length} failed`];
  if (r.skipped) parts.push(`${r.skipped} not attempted`);
  return `reasoning-badges: ${parts.join(', ')} (${r.total} receipt${r.total === 1 ? "" : "s"} + ${STATE_FILES.length} outcome badges, svgo ran ${r.svgoRuns}×${r.svgoCached ? `, ${r.svgoCached} cached` : ''}, ${(r.ms / 1000).toFixed(1)} s)`;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        'base-url': { type: 'string' },
        'ids-file': { type: 'string' },
        'from-json': { type: 'string' },
        lang: { type: 'string' },
        format: { type: 'string' },
        dark: { type: 'boolean' },
        'public-url': { type: 'string' },
        'app-url': { type: 'string' },
        concurrency: { type: 'string' },
        retries: { type: 'string' },
        timeout: { type: 'string' },
        svgo: { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (error) {
    process.stderr.write(`reasoning-badges: ${usageProblem(error)}\n(see --help)\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const controller = new AbortController();
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    controller.abort(new Error('interrupted'));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!values.out) throw new UsageError('--out DIR is required');
    if (!positionals.length && !values['ids-file'] && !values['from-json']) {
      throw new UsageError('give receipt ids, --ids-file FILE or --from-json PATH');
    }
    const formats = (values.format ?? 'svg').split(',').map((f) => f.trim());
    if (!formats.length || formats.some((f) => f !== 'svg' && f !== 'png')) throw new UsageError(`--format must be svg, png or svg,png, got "${values.format}"`);
    const snippets = snippetUrls(values['public-url'], values['app-url'], values['base-url'] ?? process.env.REASONING_BASE_URL);
    const mode = (values.svgo ?? 'template') as OptimizeMode;
    if (!['template', 'each', 'none'].includes(mode)) throw new UsageError(`--svgo must be template, each or none, got "${mode}"`);
    // Quiet runs never touch stderr's stream (opening it costs start-up time) unless a failure is reported.
    const bar = values.quiet ? undefined : progressBar(process.stderr);
    const result = await generateBadges({
      out: values.out,
      ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
      ids: positionals,
      ...(values['ids-file'] ? { idsFile: values['ids-file'] } : {}),
      ...(values['from-json'] ? { fromJson: values['from-json'] } : {}),
      ...(values.lang !== undefined ? { lang: values.lang } : {}),
      formats: formats as ('svg' | 'png')[],
      ...(values.dark ? { dark: true } : {}),
      ...(snippets ? { snippets } : {}),
      concurrency: positiveInt(values.concurrency, '--concurrency', 8) || 1,
      retries: positiveInt(values.retries, '--retries', 3),
      timeoutMs: positiveInt(values.timeout, '--timeout', 10_000) || 10_000,
      optimize: mode,
      ...(values['no-cache'] ? { cacheDir: false as const } : values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
      signal: controller.signal,
      onProgress: bar && ((p) => bar.update(p)),
    });
    bar?.end();
    for (const f of result.failed) process.stderr.write(`reasoning-badges: ${f.id}: ${f.kind}: ${f.message}\n`);
    const baseUrl = values['base-url'] ?? process.env.REASONING_BASE_URL;
    const hint = baseUrl ? result.failed.map((f) => baseUrlHint(baseUrl, f.message)).find(Boolean) : undefined;
    if (hint) process.stderr.write(`reasoning-badges: ${hint}\n`);
    if (!values.quiet) process.stdout.write(`${summary(result)}\n`);
    if (interrupted) {
      process.stderr.write('reasoning-badges: interrupted; files already written are complete, no partial file was left.\n');
      return 130;
    }
    return result.failed.length ? 1 : 0;
  } catch (error) {
    removeInFlight();
    if (error instanceof BadgesOptionError) {
      process.stderr.write(`reasoning-badges: ${error.problem} (${FLAGS[error.option]})\n(see --help)\n`);
      return 2;
    }
    if (error instanceof UsageError || error instanceof TypeError) {
      process.stderr.write(`reasoning-badges: ${error.message.replace(/^reasoning-badges: /, '')}\n(see --help)\n`);
      return 2;
    }
    process.stderr.write(`reasoning-badges: ${(error as Error).message}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

process.exitCode = await main(process.argv.slice(2));
