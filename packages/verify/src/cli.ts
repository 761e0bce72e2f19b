/**
 * `reasoning-verify`: checks an xycore/pruv chain export or a receipt's chain, like `pruv verify`.
 * Exit codes by outcome (OUTCOME_EXIT_CODES, shared with the elements' outcomes): 0 verified, 1 failed,
 * 2 misconfigured (unreadable input, bad usage), 3 unrecognized signer, 4 pending, 5 unavailable, 6 not found.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { baseUrlHint, usageProblem } from '@reasoning-elements/protocol';
import { chainCheckJson, chainIdOf, formatChainCheck, OUTCOME_EXIT_CODES, outcomeOfCheck, terminalSafe } from 'reasoning-elements/client';
import { checkFile, checkRemote, NotAChain, UnreadableInput, type Checked } from './sources.js';
import { progressLine, type ProgressLine } from './progress.js';

/** This package's version, for --version (dist/cli.js and src/cli.ts both sit one folder below package.json). */
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const HELP = `Usage: reasoning-verify [options] CHAIN.json
       reasoning-verify [options] -                    (the chain JSON on stdin)
       reasoning-verify [options] --receipt-id ID --base-url URL

Checks every link of a chain: an xycore/pruv export {id, entries, length, head,
root} (x = previous y, xy = "xy_" + sha256(x:operation:y:timestamp), Ed25519
signature per entry) or an xy-sha256-v1 chain with its receipt and attestation.
A file may also hold {chain, receipt?, attestation?}. Files and stdin are read
as a stream and a receipt's chain page by page, so a chain of a million links
is checked in little memory; a progress line goes to stderr when it is a
terminal.

  --receipt-id ID     fetch GET {base_url}/receipts/ID, its chain (in pages of
                      GET {base_url}/chains/CHAIN/entries) and attestation
  --base-url URL      the service's base_url (default: $REASONING_BASE_URL)
  --receipt FILE      a receipt to hold against the chain file (xycore's own,
                      Doorway's nested one, or one with chain_root)
  --trusted-key B64   a raw 32-byte Ed25519 public key, base64; repeatable.
                      Any signature by another key fails the check.
  --timeout MS        per request, with --receipt-id (default 10000)
  --json              one JSON document on stdout instead of lines
  -h, --help          this text
  --version           the version

Prints one line per problem and a summary. The exit code says the outcome, as
the elements show it:
  0  verified             every link and signature holds (and the signer is trusted)
  1  failed               a link or a signature does not hold
  2  misconfigured        bad usage, unreadable input (missing file, not JSON,
                          not a chain), or a --base-url that is not the service
  3  unrecognized-signer  the chain and signature hold, the key is not one of
                          --trusted-key
  4  pending              the chain holds but is not attested yet
  5  unavailable          the service could not be read (network, timeout,
                          5xx): try again
  6  not-found            the service has no such receipt`;

class UsageError extends Error {}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'receipt-id': { type: 'string' },
      'base-url': { type: 'string' },
      receipt: { type: 'string' },
      'trusted-key': { type: 'string', multiple: true },
      timeout: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
  });
  const receiptId = values['receipt-id'];
  if (!values.help && !values.version) {
    if (receiptId === undefined && positionals.length !== 1) throw new UsageError('give one chain file (or - for stdin), or --receipt-id with --base-url');
    if (receiptId !== undefined && positionals.length) throw new UsageError('give either a chain file or --receipt-id, not both');
    if (receiptId !== undefined && values.receipt !== undefined) throw new UsageError('--receipt goes with a chain file, not --receipt-id');
  }
  const timeout = values.timeout === undefined ? 10_000 : Number(values.timeout);
  if (!Number.isInteger(timeout) || timeout <= 0) throw new UsageError(`--timeout must be a whole number of ms > 0, got "${values.timeout}"`);
  // A key that is no key would only fail every signature later, as if the chain were wrong.
  for (const key of values['trusted-key'] ?? []) {
    if (!isKey(key)) throw new UsageError(`--trusted-key must be base64 of a 32-byte Ed25519 public key, got "${terminalSafe(key.slice(0, 60))}"`);
  }
  return { values, file: positionals[0], receiptId, timeout };
}

/** Standard or URL-safe base64, padding optional, of exactly 32 bytes. */
function isKey(text: string): boolean {
  const normal = text.trim().replace(/=+$/, '');
  return /^[A-Za-z0-9+/_-]{43}$/.test(normal) && Buffer.from(normal.replace(/-/g, '+').replace(/_/g, '/'), 'base64').length === 32;
}

/** What --json prints when there is no check to report: the shape of a refused check, with why. */
function failureJson(source: string, message: string, notAChain: boolean): string {
  const finding = notAChain ? { code: 'not-a-chain' } : { code: 'unreadable', error: message };
  const refused = {
    source,
    chainId: null,
    ok: false,
    problems: [message],
    findings: [finding],
    firstBadLink: null,
    firstBadLinkReason: null,
    firstBadLinkFinding: null,
    algorithm: null,
    links: 0,
    signature: 'missing',
    signatures: { valid: 0, invalid: 0, missing: 0 },
    keyPinned: false,
  };
  return `${JSON.stringify(refused, null, 2)}\n`;
}

async function check(opts: ReturnType<typeof options>, progress: ProgressLine): Promise<Checked> {
  const trustedKeys = opts.values['trusted-key'];
  const keys = trustedKeys ? { trustedKeys } : {};
  if (opts.receiptId === undefined) {
    return checkFile(opts.file!, { ...keys, progress, ...(opts.values.receipt !== undefined ? { receiptPath: opts.values.receipt } : {}) });
  }
  const baseUrl = opts.values['base-url'] ?? process.env.REASONING_BASE_URL;
  if (!baseUrl) throw new UsageError('--receipt-id needs --base-url (or $REASONING_BASE_URL)');
  return checkRemote(opts.receiptId, { baseUrl, timeoutMs: opts.timeout, progress, ...keys });
}

/** What was to be read, as a check's report names it. */
function sourceOf(opts: ReturnType<typeof options>): string {
  if (opts.receiptId === undefined) return opts.file === '-' ? 'stdin' : opts.file!;
  const baseUrl = opts.values['base-url'] ?? process.env.REASONING_BASE_URL ?? '';
  return `${baseUrl.replace(/\/+$/, '')}/receipts/${encodeURIComponent(opts.receiptId)}`;
}

/** The report's first word, as the outcome has it: a pending receipt is not VERIFIED, an unknown signer not FAILED. */
function headline(report: string, outcome: string): string {
  if (outcome === 'pending') return report.replace(/^VERIFIED /m, 'PENDING (not attested yet) ');
  if (outcome === 'unrecognized-signer') return report.replace(/^FAILED /m, 'UNRECOGNIZED SIGNER ');
  return report;
}

export async function main(argv: string[]): Promise<number> {
  let opts: ReturnType<typeof options>;
  try {
    opts = options(argv);
  } catch (error) {
    process.stderr.write(`reasoning-verify: ${usageProblem(error)}\n(see --help)\n`);
    return 2;
  }
  if (opts.values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (opts.values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const progress = progressLine(process.stderr);
  try {
    const { source, chain, check: result, pending } = await check(opts, progress);
    progress.end();
    const chainId = chainIdOf(chain);
    const outcome = outcomeOfCheck(result, pending);
    process.stdout.write(opts.values.json ? chainCheckJson(result, source, chainId) : headline(formatChainCheck(result, source, chainId), outcome));
    return OUTCOME_EXIT_CODES[outcome === 'loading' ? 'misconfigured' : outcome];
  } catch (error) {
    progress.end();
    const known = error instanceof UnreadableInput || error instanceof UsageError;
    const message = known ? (error as Error).message : `unexpected error: ${String((error as Error)?.message ?? error)}`;
    const code = error instanceof UnreadableInput ? OUTCOME_EXIT_CODES[error.outcome] : OUTCOME_EXIT_CODES.misconfigured;
    if (opts.values.json && !(error instanceof UsageError)) {
      process.stdout.write(failureJson(sourceOf(opts), message, error instanceof NotAChain));
      return code;
    }
    const usage = error instanceof UsageError || error instanceof NotAChain;
    const hint = opts.receiptId === undefined ? '' : baseUrlHint(opts.values['base-url'] ?? process.env.REASONING_BASE_URL ?? '', message.replace(/^[\w-]+: /, ''));
    process.stderr.write(`reasoning-verify: ${terminalSafe(message)}\n${hint ? `reasoning-verify: ${terminalSafe(hint)}\n` : ''}${usage ? '(see --help)\n' : ''}`);
    // A base URL that is not the service's API is a setup mistake, whatever status it answered.
    return hint ? OUTCOME_EXIT_CODES.misconfigured : code;
  }
}

process.exitCode = await main(process.argv.slice(2));
