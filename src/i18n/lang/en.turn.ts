/**
 * English words of a `<reasoning-console>` turn: its layers, structure, chain and receipt.
 * Built in. `{name}` is filled in; an object of plural forms is chosen by `{count}`
 * (Intl.PluralRules). The other languages' words are modules of their own, loaded when spoken.
 */
import type { TermGroup } from '../types.js';

export const turnTerms = {
  turn: 'Turn',
  statusLabel: 'Status:',
  unknownStatus: '(unrecognised status)',
  you: 'You',
  confidence: 'Confidence',
  implication: 'Implication',
  noContent: 'No content answer.',
  noContentNote:
    "The service's content layer did not succeed (success: no), so the text above is its placeholder, not an answer; the structure below still applies.",
  contentImplies: 'Content implies',
  geometryImplies: 'Geometry implies',
  directionalConflict: 'Directional conflict',
  confidenceGap: 'Confidence gap',
  conflict: 'Conflict',
  conflictReported: 'The service reported a conflict.',
  noConflict: 'No conflict',
  bridge: 'Bridge',
  assumptions: 'Assumptions',
  bridgeConfidence: 'Bridge confidence',
  bridgeStatus: 'Bridge status',
  shape: 'Shape',
  targetDomain: 'Target domain',
  geometricPrediction: 'Geometric prediction',
  gapScore: 'Gap score',
  gapDims: 'Gap dimensions',
  allScores: 'All scores',
  allScoresRanked: 'All scores, best first',
  noScores: 'No shape was scored.',
  closestShape: 'Closest shape',
  geometricConfidence: 'Geometric confidence',
  secondShape: 'Second shape',
  fires: 'Fires',
  yes: 'yes',
  no: 'no',
  none: 'none',
  chain: 'Chain',
  root: 'Root',
  length: 'Length',
  verified: 'Verified',
  notYetAtTurn: 'not yet (at this turn)',
  chainRoot: 'Chain root',
  head: 'Head',
  entries: 'Entries',
  allEntriesVerified: 'All entries verified',
  entryFailed: 'no: an entry failed its check',
  chainVerified: 'Chain verified',
  signaturesValid: 'Signatures valid',
  signatureFailed: 'no: a signature did not check',
  took: 'Took',
  receiptHash: 'Receipt hash',
  receipt: 'Receipt',
  noPublicReceipt: 'No public receipt for this chain',
  inlineReceipt: '(the service returned its chain receipt inline, with nothing to link to)',
  notLinkable: '(not a linkable id)',
  milliseconds: '{n} ms',
  seconds: '{n} s',
};

export const turnGroup: TermGroup<typeof turnTerms> = {
  name: 'turn',
  en: turnTerms,
  load: {
    de: () => import('./de.turn.js'),
  },
};
