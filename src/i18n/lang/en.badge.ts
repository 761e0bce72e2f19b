/**
 * English words of `<chain-badge>` and the badge drawn on a receipt card: built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const badgeTerms = {
  badgeLabel: 'receipt',
  badgeSubject: '{label} {id}',
  badgeVerified: 'verified',
  badgeUnverified: 'unverified',
  badgeUnknown: 'unknown',
  badgeError: 'error',
  badgeLoading: 'loading',
  badgeTitleVerified: '{subject}: verified',
  badgeTitleUnverified: '{subject}: unverified (attestation pending)',
  badgeTitleUnknown: '{subject}: unknown (not found)',
  badgeTitleError: '{subject}: error (could not be checked)',
  badgeTitleLoading: '{subject}: loading',
  /** The service's own badge image, described. */
  badgeAlt: '{subject}: {state}',
};

export const badgeGroup: TermGroup<typeof badgeTerms> = {
  name: 'badge',
  en: badgeTerms,
};
