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

/**
 * A badge's words in one language: the left text, the word for each state and
 * the accessible title. `{label}`, `{id}`, `{subject}` are filled in. Every
 * badge speaks English unless given another set (the elements pass the page's
 * language; see docs/i18n.md).
 */
export interface BadgeTerms {
  /** Left text when no `label` is given. */
  label: string;
  /** What the title names: `{label} {id}`, or just the label when there is no id. */
  subject: string;
  /** The word on the badge for each state. */
  states: Readonly<Record<BadgeState, string>>;
  /** The title (and aria-label) for each state, from `{subject}`. */
  titles: Readonly<Record<BadgeState, string>>;
}

export const BADGE_TERMS_EN: BadgeTerms = {
  label: 'receipt',
  subject: '{label} {id}',
  states: { verified: 'verified', unverified: 'unverified', unknown: 'unknown', error: 'error' },
  titles: {
    verified: '{subject}: verified',
    unverified: '{subject}: unverified (attestation pending)',
    unknown: '{subject}: unknown (not found)',
    error: '{subject}: error (could not be checked)',
  },
};

/** `template` with each `{name}` replaced by its value (unknown names are kept as written). */
export function fillTerm(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The fields a badge needs; a full Receipt or a run response's receipt both fit. */
export type BadgeReceipt = Pick<Receipt, 'id' | 'verified'> & Partial<Pick<Receipt, 'attest_id' | 'chain_length'>>;

export interface ReceiptBadgeOptions {
  /** Left text; default "receipt". */
  label?: string;
  /** See BadgeOptions.idPrefix. */
  idPrefix?: string;
  /** With a state: the receipt id to name in the title (e.g. the id that was not found). */
  id?: string;
  /** The words, in the page's language; default English (BADGE_TERMS_EN). */
  terms?: BadgeTerms;
  /** See BadgeOptions.darkStyle. */
  darkStyle?: 'inline' | 'none';
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
  const terms = options.terms ?? BADGE_TERMS_EN;
  const label = options.label ?? terms.label;
  const id = receipt?.id ?? options.id;
  const subject = id ? fillTerm(terms.subject, { label, id }) : label;
  return renderBadge({
    label,
    message: terms.states[state],
    color: STATE_COLORS[state],
    title: fillTerm(terms.titles[state], { subject, label, ...(id ? { id } : {}) }),
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
    ...(options.darkStyle === undefined ? {} : { darkStyle: options.darkStyle }),
  });
}
