/**
 * Receipts as badges: four states, each with a word that says it (colour is
 * never the only signal) and a background on which the text passes WCAG AA.
 */
import type { Receipt } from '../spec/index.js';
import { renderBadge } from './render.js';

export type BadgeState = 'verified' | 'unverified' | 'unknown' | 'error';

export const BADGE_STATES: readonly BadgeState[] = ['verified', 'unverified', 'unknown', 'error'];

/** Background per state; white text on each passes 4.5:1 (tested). */
export const STATE_COLORS: Readonly<Record<BadgeState, string>> = {
  verified: '#1a7f37',
  unverified: '#9a6700',
  unknown: '#6e7781',
  error: '#cf222e',
};

const STATE_NOTES: Readonly<Record<BadgeState, string>> = {
  verified: '',
  unverified: ' (attestation pending)',
  unknown: ' (not found)',
  error: ' (could not be checked)',
};

/** The fields a badge needs; a full Receipt or a run response's receipt both fit. */
export type BadgeReceipt = Pick<Receipt, 'id' | 'verified'> & Partial<Pick<Receipt, 'attest_id' | 'chain_length'>>;

export interface ReceiptBadgeOptions {
  /** Left text; default "receipt". */
  label?: string;
  /** See BadgeOptions.idPrefix. */
  idPrefix?: string;
  /** With a state: the receipt id to name in the title (e.g. the id that was not found). */
  id?: string;
}

export function isBadgeState(value: unknown): value is BadgeState {
  return typeof value === 'string' && (BADGE_STATES as readonly string[]).includes(value);
}

/** verified when the service says so; otherwise the attestation is pending. No receipt: unknown. */
export function badgeStateOf(receipt: BadgeReceipt | null | undefined): BadgeState {
  if (!receipt) return 'unknown';
  return receipt.verified === true ? 'verified' : 'unverified';
}

/** The badge for a receipt, or for a state when there is no receipt to show. */
export function receiptBadge(input: BadgeReceipt | BadgeState, options: ReceiptBadgeOptions = {}): string {
  const receipt = typeof input === 'string' ? undefined : input;
  const state = typeof input === 'string' ? input : badgeStateOf(input);
  if (!isBadgeState(state)) throw new TypeError(`unknown badge state ${JSON.stringify(input)}`);
  const label = options.label ?? 'receipt';
  const id = receipt?.id ?? options.id;
  const subject = id ? `${label} ${id}` : label;
  return renderBadge({
    label,
    message: state,
    color: STATE_COLORS[state],
    title: `${subject}: ${state}${STATE_NOTES[state]}`,
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
  });
}
