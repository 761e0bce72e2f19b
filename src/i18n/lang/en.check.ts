/**
 * English words of `<reasoning-receipt>`'s chain check in the browser (`verify`) and its
 * session cross-check (`with-session`): built in. `{name}` is filled in; an object of
 * plural forms is chosen by `{count}` (Intl.PluralRules). The other languages' words are
 * modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const checkTerms = {
  browserCheck: 'Browser check: {state}',
  browserCheckError: 'Browser check: could not be checked',
  checkedHere: 'Checked in this browser',
  checkedAtBuild: 'Checked at build time, {date}',
  checkedEarlier: 'Checked at build time',
  checking: 'Checking the chain in this browser…',
  checkingNote: 'Every link and signature is being recomputed here, from the chain the service published.',
  notChecked: 'Could not be checked',
  nothingChecked: 'Nothing was checked, so nothing is confirmed.',
  checkAgain: 'Check again',
  formatChecked: 'Chain format checked: {algorithm}',
  notAChain: 'not a chain it can read',
  checkFailed: 'Check failed',
  firstBadLink: 'The first bad link is entry {index}. Do not rely on this receipt.',
  chainMismatch: 'The chain does not match what this receipt claims. Do not rely on this receipt.',
  passed: 'Passed',
  recomputed: {
    one: 'The chain\'s {count} link recomputed as {algorithm} chains are (SHA-256)',
    other: 'All {count} links recomputed as {algorithm} chains are (SHA-256)',
  },
  entrySignatures: { one: '{count} Ed25519 entry signature valid', other: '{count} Ed25519 entry signatures valid' },
  attestationSignature: 'the Ed25519 signature of attestation {id} is valid',
  passedMeaning: '{recomputed}; root and length match this receipt; {signed}.',
  passedMeaningPinned: '{recomputed}; root and length match this receipt; {signed} and made with a trusted key.',
  linksPass: 'Links pass; not attested yet',
  noSignatureYet: '{recomputed} and root and length match this receipt. There is no signature to check yet.',
  noAttestationYet: '{recomputed} and root and length match this receipt. There is no attestation to check yet.',
  sessionNotLoaded: 'The session could not be loaded: {message}',
  unknownError: 'unknown error',
  title: 'Title',
  untitled: '(untitled)',
  turns: 'Turns',
  updated: 'Updated',
  disagree: 'Receipt and session disagree',
  agree: 'Receipt and session agree: same chain, root and length.',
  crossSessionId: "The session id ({id}) is not the receipt's session_id.",
  crossReceiptId: 'The session names receipt {id}, not this one.',
  crossChain: "The session's chain ({id}) is not the receipt's.",
  crossRoot: "The session's chain root differs from the receipt's.",
  crossLength: "The session has {turns} turns but the receipt's chain has {links} links.",
  announceCheck: '{state}. {meaning}',
  announceCheckError: 'The chain could not be checked in this browser.',
  insecure: 'This page is not a secure context (https or localhost), so the browser offers no WebCrypto to check the chain with.',
  /** The running check's progress bar: its name, and its words (`{count}` is the chain's length). */
  checkProgressLabel: 'Links checked',
  checkProgress: { one: '{done} of {count} link', other: '{done} of {count} links' },
};

export const checkGroup: TermGroup<typeof checkTerms> = {
  name: 'check',
  en: checkTerms,
};
