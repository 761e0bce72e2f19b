/**
 * English words of the chain checker's findings (`ChainCheck.findings`, src/client/verify): one term
 * per finding code, `{name}` filled from the finding's values. The verifier writes its English
 * `problems` with these, so the CLI, scripts and an English page say the same sentences.
 *
 * Unlike the other English groups, the elements do not bundle these: an English page shows the
 * check's own `problems` (these words already); other languages load lang/<code>.chain.ts and
 * lang/<code>.claims.ts when a failed check shows findings of each. Values: `{found}` is a short description of what the input held,
 * `{expected}` what it should hold; field names and formulas are kept as written in the data.
 */
export const chainTerms = {
  /** A problem of one entry, as a line: `{problem}` is one of the entry terms below. */
  'entry-problem': 'entry {entry}: {problem}',
  'more-link-problems': { one: '{count} more link problem', other: '{count} more link problems' },

  // One entry (link) of the chain.
  'entry-not-object': 'is not an object',
  'entry-fields': 'x, y, operation and timestamp must be strings',
  'xycore-entry-fields': 'x, y, xy and operation must be strings',
  'index-mismatch': 'index is {found}, expected {expected}',
  'x-not-genesis': 'x must be GENESIS',
  'x-not-previous-xy': 'x does not match the xy of entry {previous}',
  'x-not-previous-y': 'x does not match the y of entry {previous}',
  'xy-mismatch': 'xy does not match sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy does not match xy_ + sha256(x:operation:y:timestamp) for timestamp {timestamp}',
  'timestamp-not-number': 'timestamp is {found}, not a number',
  'y-state-no-json': 'y_state has no JSON form',
  'y-state-mismatch': 'y does not match sha256 of its y_state',
  'public-key-bytes': 'public_key is not base64 of 32 bytes',
  'signature-bytes': 'signature is not base64 of 64 bytes',
  'signature-unsupported': 'signature could not be checked here ({reason})',
  'signature-invalid': 'signature is not valid for x:operation:y:xy with its public_key',
  'key-untrusted': 'signed by a key that is not one of the trusted keys',

  // The chain as a whole, and the input.
  'no-entries': 'the chain has no entries',
  'no-entries-array': 'the chain has no entries array',
  'length-mismatch': { one: 'chain length is {found} but it has {count} entry', other: 'chain length is {found} but it has {count} entries' },
  'root-not-last-xy': "chain root is not 0x + the last entry's xy",
  'root-not-first-xy': "chain root is not the first entry's xy",
  'head-not-last-y': "chain head is not the last entry's y",
  'unsupported-algorithm': 'unsupported chain algorithm {found} (expected {expected}); links not checked',
  'unsigned-entries': '{missing} of {count} entries are unsigned while the others are signed',
  'chain-unsigned': 'the chain is unsigned, so no trusted key signed it',
  'no-trusted-keys': 'none of the trusted keys is base64 of 32 bytes',
  'bad-trusted-keys': 'trustedKeys must be an array of base64 keys',
  'too-many-entries': 'the chain has {count} entries, more than the {max} this check reads',
  unreadable: 'the input could not be read ({error})',
  'nothing-to-verify': 'nothing to verify',
  'no-input': 'nothing to verify: expected { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'the chain is not a chain object ({type})',
  'not-a-chain': 'not a chain: expected an xycore export {id, entries, root, head} or an xy-sha256-v1 chain',
};

/**
 * What a check finds wrong in the receipt's and the attestation's claims about the chain: a part of
 * its own (lang/<code>.claims.ts), so a page loads the words of the findings it shows.
 */
export const claimTerms = {
  // The receipt's claims about the chain.
  'receipt-not-object': 'the receipt is not an object',
  'receipt-unknown': 'the receipt is neither an xycore receipt nor one with chain_root',
  'receipt-chain-id': 'receipt chain_id does not match the chain',
  'receipt-root': 'receipt chain_root does not match the chain root',
  'receipt-length': 'receipt chain_length does not match the chain length',
  'summary-chain-id': '{receipt} chain_id does not match the chain id',
  'summary-entry-count': '{receipt} entry_count does not match the chain length',
  'summary-first-x': "{receipt} first_x does not match the first entry's x",
  'summary-final-y': "{receipt} final_y does not match the last entry's y",
  'summary-root-xy': '{receipt} root_xy does not match the chain root',
  'summary-head-xy': "{receipt} head_xy does not match the last entry's xy",
  'summary-hash': '{receipt} hash does not match its fields',
  'verified-unattested': 'the receipt says verified but no attestation was checked',

  // The service's attestation of the chain.
  'attestation-not-object': 'the attestation is not an object',
  'attestation-id': 'attestation id does not match the receipt attest_id',
  'attestation-chain-id': 'attestation chain_id does not match the chain',
  'attestation-root': 'attestation root does not match the chain root',
  'attestation-length': 'attestation length does not match the chain length',
  'attestation-algorithm': 'unsupported attestation algorithm {found} (expected {expected})',
  'attestation-key-bytes': 'attestation public_key is not base64 of 32 bytes',
  'attestation-signature-bytes': 'attestation signature is not base64 of 64 bytes',
  'attestation-signature-invalid': 'attestation signature is not valid for its chain_id:root:length',
  'attestation-key-untrusted': 'attestation key is not one of the trusted keys',
};

/** A finding's code: a key of the tables above (all but the line format `entry-problem`). */
export type ChainFindingCode = Exclude<keyof typeof chainTerms | keyof typeof claimTerms, 'entry-problem'>;
