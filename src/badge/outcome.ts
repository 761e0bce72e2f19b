/**
 * The outcomes every part says a receipt is in: the card, the badge and
 * `reasoning-verify` share them (the elements as custom states, `:state(…)`,
 * and in their events; the CLI as exit codes). Each has its own colour (white
 * text on it passes WCAG AA, tested) and icon, so colour is never the only signal.
 *
 * - verified: the chain holds and its signer is trusted (or no trust list was given and the service's record says verified).
 * - unrecognized-signer: the chain and its signature hold, but the signing key is not in the trust list.
 * - failed: a link or a signature does not hold.
 * - pending: not yet attested.
 * - unavailable: a read failed or timed out; try again (never "failed").
 * - not-found: the service has no such receipt.
 * - misconfigured: the page's setup is wrong (no endpoints, an id that is no id, a base URL answering HTML).
 * - loading: not known yet.
 */
export type Outcome = 'verified' | 'unrecognized-signer' | 'failed' | 'pending' | 'unavailable' | 'not-found' | 'misconfigured' | 'loading';

export const OUTCOMES: readonly Outcome[] = ['verified', 'unrecognized-signer', 'failed', 'pending', 'unavailable', 'not-found', 'misconfigured', 'loading'];

export const OUTCOME_COLORS: Readonly<Record<Outcome, string>> = {
  verified: '#1a7f37',
  'unrecognized-signer': '#8250df',
  failed: '#cf222e',
  pending: '#9a6700',
  unavailable: '#0969da',
  'not-found': '#6e7781',
  misconfigured: '#bc4c00',
  loading: '#6e7781',
};

/** One glyph each, drawn beside the words (text, so it scales and needs no image). */
export const OUTCOME_ICONS: Readonly<Record<Outcome, string>> = {
  verified: '✓',
  'unrecognized-signer': '?',
  failed: '✗',
  pending: '…',
  unavailable: '↻',
  'not-found': '∅',
  misconfigured: '!',
  loading: '…',
};

/** `reasoning-verify`'s exit code for each outcome (documented in its README and --help). */
export const OUTCOME_EXIT_CODES: Readonly<Record<Exclude<Outcome, 'loading'>, number>> = {
  verified: 0,
  failed: 1,
  misconfigured: 2,
  'unrecognized-signer': 3,
  pending: 4,
  unavailable: 5,
  'not-found': 6,
};

export function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value);
}

/** The outcome of a receipt as its service records it (no check of ours): verified, else pending. */
export function outcomeOfRecord(receipt: { verified?: unknown } | null | undefined): Outcome {
  if (!receipt) return 'not-found';
  return receipt.verified === true ? 'verified' : 'pending';
}
