/**
 * The seed's resources as runtime schemas. Types are inferred from these, so
 * the client, the elements, the embedded service and the tests share one
 * definition of every field.
 *
 * Forward compatibility: values the seed names but does not enumerate
 * (status, session type) are typed for the known members and kept as plain
 * strings otherwise, so a newer service never breaks a page. The run's
 * request and answer are in ./run.ts (re-exported here), shared field schemas
 * in ./fields.ts: modules apart, so a page that only reads receipts does not
 * carry the run response's schemas.
 */
import * as v from 'valibot';
import { aliasPruvId, KNOWN_SESSION_TYPES, hexRoot, hex64, count, nonEmpty, receiptEntries, sessionType, text, timestamp, type KnownSessionType } from './fields.js';

export { CHAIN_ROOT_PATTERN, ChainReceiptSchema, NestedRunReceiptSchema, type ChainReceipt, type NestedRunReceipt } from './doorway.js';
export { KNOWN_SESSION_TYPES, type KnownSessionType, type SessionType } from './fields.js';
export * from './run.js';

export const CHAIN_ALGORITHM = 'xy-sha256-v1';
export const ATTESTATION_ALGORITHM = 'ed25519';

/** Body of GET /receipts/{id} (seed 2.3). */
export const ReceiptSchema = v.pipe(v.unknown(), v.transform(aliasPruvId), v.object(receiptEntries));

/** Body of GET /sessions/{id} (seed 2.4). */
export const SessionSchema = v.object({
  id: nonEmpty,
  type: sessionType,
  title: text,
  chain_id: nonEmpty,
  receipt_id: nonEmpty,
  chain_root: hexRoot,
  turn_count: count,
  created_at: timestamp,
  updated_at: timestamp,
});

/** One link of an `xy-sha256-v1` chain: hashes only, never a turn's text. */
export const ChainEntrySchema = v.object({
  index: count,
  timestamp,
  operation: nonEmpty,
  x: v.union([v.literal('GENESIS'), hex64]),
  y: hex64,
  xy: hex64,
});

/** Body of GET /chains/{chain_id} (extension). */
export const ChainSchema = v.object({
  chain_id: nonEmpty,
  algorithm: nonEmpty,
  root: hexRoot,
  length: count,
  entries: v.array(ChainEntrySchema),
});

/** Body of GET /attestations/{attest_id} (extension). */
export const AttestationSchema = v.object({
  id: nonEmpty,
  chain_id: nonEmpty,
  root: hexRoot,
  length: count,
  attested_at: timestamp,
  algorithm: nonEmpty,
  public_key: nonEmpty,
  signature: nonEmpty,
});

/** Error body of the embedded service: `{ detail, code }`. */
export const ErrorBodySchema = v.object({ detail: text, code: v.optional(text) });

export type Receipt = v.InferOutput<typeof ReceiptSchema>;
export type Session = v.InferOutput<typeof SessionSchema>;
export type ChainEntry = v.InferOutput<typeof ChainEntrySchema>;
export type Chain = v.InferOutput<typeof ChainSchema>;
export type Attestation = v.InferOutput<typeof AttestationSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export function isKnownSessionType(value: string): value is KnownSessionType {
  return (KNOWN_SESSION_TYPES as readonly string[]).includes(value);
}
