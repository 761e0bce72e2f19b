/**
 * English words of `<reasoning-receipt>`: built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const receiptTerms = {
  receiptHeading: 'Receipt {id}',
  receiptNamed: 'Receipt {id}',
  noReceipt: 'No receipt selected.',
  loadingReceipt: 'Loading receipt…',
  openReceiptPage: 'Open the receipt page',
  badgeImage: 'Badge: {label} {state}',
  serviceSays: 'The service says',
  verified: 'Verified',
  verifiedMeaning: 'The verification service has validated every link of this chain, from its root to turn {count}.',
  notYetVerified: 'Not yet verified',
  pendingMeaning: 'The attestation is pending: the verification service has not yet validated this chain.',
  pendingMeaningPolling:
    'The attestation is pending: the verification service has not yet validated this chain. This card checks again until it has.',
  sessionType: 'Session type',
  session: 'Session',
  chain: 'Chain',
  chainRoot: 'Chain root',
  chainLength: 'Chain length',
  created: 'Created',
  attestation: 'Attestation',
  pdf: 'PDF',
  links: { one: '{count} link', other: '{count} links' },
  sessionReasoning: 'Reasoning',
  sessionStructured: 'Structured thinking',
  copy: 'Copy',
  copied: 'Copied',
  copyRoot: 'Copy chain root',
  copiedRoot: 'Copied chain root',
  copyFailed: 'Copy failed: select the chain root and copy it by hand.',
  pending: 'Pending',
  notSafeLink: '(not a safe link)',
  attestationNewTab: '(attestation record, opens in a new tab)',
  downloadPdf: 'Download the receipt as PDF',
  newTab: '(opens in a new tab)',
  pdfNotLinked: 'Not linked: it is not under the receipts address.',
  none: 'None',
  refreshFailed: 'Could not refresh ({message}); showing the receipt as last loaded.',
  notFoundTitle: 'Receipt not found',
  notFoundText: 'No receipt has the id “{id}”. Check the link or id.',
  notAnId: 'Not a receipt id',
  unreachable: 'Could not reach the service',
  unreadable: 'Unreadable answer',
  unreadableText: 'The service sent a receipt this page cannot read: {message}',
  tooManyRequests: 'Too many requests',
  loadFailed: 'The receipt could not be loaded',
  tryAgain: 'Try again',
  announceLoaded: 'Receipt {id} loaded: {state}.',
  announceUpdated: { one: 'Receipt updated: {state}, chain of {count} link.', other: 'Receipt updated: {state}, chain of {count} links.' },
  stateVerified: 'verified',
  statePending: 'not yet verified',
};

export const receiptGroup: TermGroup<typeof receiptTerms> = {
  name: 'receipt',
  en: receiptTerms,
};
