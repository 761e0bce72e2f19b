/**
 * Receipts as badges, in the outcomes every part shares (outcome.ts): the
 * outcome's icon and word on its colour (colour is never the only signal; white
 * text on each passes WCAG AA) and a title that says what it means. The badge
 * drawn here is the one `<chain-badge>` draws, byte for byte, given its words.
 */
import type { Receipt } from '../spec/index.js';
import { OUTCOME_COLORS, OUTCOME_ICONS, OUTCOMES, outcomeOfRecord, type Outcome } from './outcome.js';
import { renderBadge, type BadgeOptions } from './render.js';
import { badgeTerms as englishTerms } from '../i18n/lang/en.badge.js';

/**
 * The four states before outcomes, kept as names for the outcomes they became:
 * `unverified` → `pending` (not attested yet), `unknown` → `not-found` (the service has no such receipt),
 * `error` → `unavailable` (it could not be read; try again: never a verdict on the chain).
 * @deprecated use an Outcome.
 */
export type LegacyBadgeState = 'unverified' | 'unknown' | 'error';

/** What a badge can be drawn for without a receipt: an outcome (or, deprecated, an old state's name). */
export type BadgeState = Outcome | LegacyBadgeState;

/** @deprecated names: the outcome each old state is drawn as. */
export const LEGACY_BADGE_STATES: Readonly<Record<LegacyBadgeState, Outcome>> = { unverified: 'pending', unknown: 'not-found', error: 'unavailable' };

/** Every state a badge is drawn in: the outcomes. */
export const BADGE_STATES: readonly Outcome[] = OUTCOMES;

/** Background per state (the outcome's colour; the old names take their outcome's); white text passes 4.5:1 (tested). */
export const STATE_COLORS: Readonly<Record<BadgeState, string>> = {
  ...OUTCOME_COLORS,
  unverified: OUTCOME_COLORS.pending,
  unknown: OUTCOME_COLORS['not-found'],
  error: OUTCOME_COLORS.unavailable,
};

/**
 * A badge's words in one language: the left text, each outcome's word and the sentence saying what it
 * means (the title: `{subject}: {word}. {sentence}`). `{label}`, `{id}`, `{subject}`, `{fix}` are filled in.
 * Every badge speaks English unless given another set (`badgeTerms(lang)`: the terms the elements speak).
 */
export interface BadgeTerms {
  /** Left text when no `label` is given. */
  label: string;
  /** What the title names: `{label} {id}`, or just the label when there is no id. */
  subject: string;
  /** The word on the badge for each outcome (a missing one: the old `states` word, else English). */
  outcomes?: Readonly<Partial<Record<Outcome, string>>>;
  /** What each outcome means, one sentence (a missing one: the old `titles`, else English). */
  says?: Readonly<Partial<Record<Outcome, string>>>;
  /** misconfigured's `{fix}`: how to set the page up. */
  fix?: string;
  /** @deprecated the words of the old states; read only for an outcome `outcomes` lacks. */
  states?: Readonly<Partial<Record<'verified' | LegacyBadgeState, string>>>;
  /** @deprecated the titles of the old states (`{subject}` filled); read only for an outcome `says` lacks. */
  titles?: Readonly<Partial<Record<'verified' | LegacyBadgeState, string>>>;
}

/** The English words (the elements' built-in terms). */
export const BADGE_TERMS_EN = badgeTermsOf((key) => englishTerms[key]);

/** BadgeTerms from the badge group's terms (`t` gives a term's text, its slots unfilled). */
export function badgeTermsOf(t: (key: keyof typeof englishTerms) => string) {
  return {
    label: t('badgeLabel'),
    subject: t('badgeSubject'),
    outcomes: {
      verified: t('outcomeVerified'),
      'unrecognized-signer': t('outcomeUnrecognizedSigner'),
      failed: t('outcomeFailed'),
      pending: t('outcomePending'),
      unavailable: t('outcomeUnavailable'),
      'not-found': t('outcomeNotFound'),
      misconfigured: t('outcomeMisconfigured'),
      loading: t('badgeLoading'),
    },
    says: {
      verified: t('sayVerified'),
      'unrecognized-signer': t('sayUnrecognizedSigner'),
      failed: t('sayFailed'),
      pending: t('sayPending'),
      unavailable: t('sayUnavailable'),
      'not-found': t('sayNotFound'),
      misconfigured: t('sayMisconfigured'),
      loading: t('sayLoading'),
    },
    fix: t('fixEndpoint'),
  } satisfies BadgeTerms;
}

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
  /** With a receipt: the outcome to draw instead of its record's (e.g. `failed` after a check of its chain). */
  outcome?: BadgeState;
  /** The words, in the page's language; default English (BADGE_TERMS_EN). */
  terms?: BadgeTerms;
  /** See BadgeOptions.darkStyle. */
  darkStyle?: 'inline' | 'none';
}

export function isBadgeState(value: unknown): value is BadgeState {
  return typeof value === 'string' && Object.hasOwn(STATE_COLORS, value);
}

/** The outcome a state is drawn as: itself, or the outcome an old name became. */
export function outcomeOfState(state: BadgeState): Outcome {
  return Object.hasOwn(LEGACY_BADGE_STATES, state) ? LEGACY_BADGE_STATES[state as LegacyBadgeState] : (state as Outcome);
}

/** verified when the service says so; otherwise pending (not attested yet). No receipt: not-found. */
export function badgeStateOf(receipt: BadgeReceipt | null | undefined): Outcome {
  return outcomeOfRecord(receipt);
}

const OLD_NAME: Partial<Record<Outcome, 'verified' | LegacyBadgeState>> = { verified: 'verified', pending: 'unverified', 'not-found': 'unknown', unavailable: 'error' };

/** The left text, the icon and word, the colour and the title of a badge (before it is drawn). */
export function badgeParts(input: BadgeReceipt | BadgeState, options: Omit<ReceiptBadgeOptions, 'idPrefix' | 'darkStyle'> = {}): Pick<BadgeOptions, 'label' | 'message' | 'color' | 'title'> & { outcome: Outcome } {
  const receipt = typeof input === 'string' ? undefined : input;
  const state = options.outcome ?? (typeof input === 'string' ? input : badgeStateOf(input));
  if (!isBadgeState(state)) throw new TypeError(`unknown badge state ${JSON.stringify(options.outcome ?? input)}`);
  const outcome = outcomeOfState(state);
  const terms: BadgeTerms = options.terms ?? BADGE_TERMS_EN;
  const label = options.label || terms.label;
  const id = receipt?.id ?? options.id;
  const subject = id ? fillTerm(terms.subject, { label, id }) : label;
  const old = OLD_NAME[outcome];
  const word = terms.outcomes?.[outcome] ?? (old && terms.states?.[old]) ?? BADGE_TERMS_EN.outcomes[outcome];
  const says = terms.says?.[outcome];
  // The old titles said the whole thing; an outcome's title is its word and its sentence.
  const title =
    outcome === 'loading'
      ? `${subject}: ${word}`
      : says === undefined && old && terms.titles?.[old]
        ? fillTerm(terms.titles[old]!, { subject, label, ...(id ? { id } : {}) })
        : `${subject}: ${word}. ${fillTerm(says ?? BADGE_TERMS_EN.says[outcome], { fix: terms.fix ?? BADGE_TERMS_EN.fix })}`;
  return { label, message: `${OUTCOME_ICONS[outcome]} ${word}`, color: OUTCOME_COLORS[outcome], title, outcome };
}

/** The badge for a receipt, or for a state when there is no receipt to show. */
export function receiptBadge(input: BadgeReceipt | BadgeState, options: ReceiptBadgeOptions = {}): string {
  const { outcome: _, ...parts } = badgeParts(input, options);
  return renderBadge({
    ...parts,
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
    ...(options.darkStyle === undefined ? {} : { darkStyle: options.darkStyle }),
  });
}
