/**
 * Field schemas the resources share (receipt, session, run response), the
 * receipt's fields, and the `pruv_id` alias. One module of its own, so a page
 * that reads receipts does not carry the run response's schemas (./run.ts).
 */
import * as v from 'valibot';

export const KNOWN_SESSION_TYPES = ['reasoning', 'structured_thinking'] as const;
export type KnownSessionType = (typeof KNOWN_SESSION_TYPES)[number];
export type SessionType = KnownSessionType | (string & {});

export const text = v.string();
export const nonEmpty = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
export const count = v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0, 'must be >= 0'));
export const decimal = v.pipe(v.number(), v.finite('must be a finite number'));
export const hexRoot = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x-prefixed hexadecimal string'));
export const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'));
export const timestamp = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp'));
export const sessionType = v.pipe(nonEmpty, v.transform((s) => s as SessionType));

/**
 * The live service has been seen to name attest_id `pruv_id`; accept it as an
 * alias so pages work against either.
 */
export function aliasPruvId(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const record = input as Record<string, unknown>;
    if (!('attest_id' in record) && 'pruv_id' in record) {
      const { pruv_id, ...rest } = record;
      return { ...rest, attest_id: pruv_id };
    }
  }
  return input;
}

export const receiptEntries = {
  id: nonEmpty,
  session_id: nonEmpty,
  session_type: sessionType,
  chain_id: nonEmpty,
  chain_root: hexRoot,
  chain_length: count,
  verified: v.boolean(),
  /** Empty while the attestation is pending. */
  attest_id: text,
  pdf_url: text,
  badge_svg: text,
  created_at: timestamp,
};
