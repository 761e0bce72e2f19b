/**
 * English words of `<chain-badge>` and the badge drawn on a receipt card: built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const badgeTerms = {
  badgeLabel: 'receipt',
  badgeSubject: '{label} {id}',
  /** The four states before outcomes: no badge says them now (kept so a translation that sets them still type-checks). */
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
  /** Outcomes (src/badge/outcome.ts): the word on a badge, and a sentence saying what it means. */
  outcomeVerified: 'verified',
  outcomeUnrecognizedSigner: 'unknown signer',
  outcomeFailed: 'failed',
  outcomePending: 'pending',
  outcomeUnavailable: 'unavailable',
  outcomeNotFound: 'not found',
  outcomeMisconfigured: 'misconfigured',
  sayVerified: 'The chain holds and its signer is trusted.',
  sayUnrecognizedSigner: 'The chain and its signature hold, but the signing key is not one this page trusts.',
  sayFailed: 'The chain does not hold: do not rely on this receipt.',
  sayPending: 'Not attested yet; it is read again shortly.',
  sayUnavailable: 'The receipt could not be read just now. Try again.',
  sayNotFound: 'The service has no such receipt.',
  sayMisconfigured: 'This page is not set up right: {fix}',
  sayLoading: 'Loading.',
  fixEndpoint: 'set base-url on the element or <meta name="reasoning:base-url"> on the page.',
  fixId: 'receipt-id holds "{id}", which is not a receipt id: set it to the id itself.',
  fixHtml: '{url} answers with a web page, not a Reasoning Service: set base-url or <meta name="reasoning:base-url"> to the service.',
  trustHow: 'To trust this signer, add its key to trusted-keys (or pass --trusted-key to reasoning-verify).',
  summaryLength: 'Chain length',
  summaryRoot: 'Root',
  summarySigner: 'Signer key',
  summaryAttested: 'Attested',
  summaryPage: 'Open the receipt page',
  summaryCommand: 'Check it yourself',
  summaryCopy: 'Copy',
  summaryCopied: 'Copied',
  summaryOpen: 'Details of {subject}',
};

export const badgeGroup: TermGroup<typeof badgeTerms> = {
  name: 'badge',
  en: badgeTerms,
};
