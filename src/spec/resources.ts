/**
 * The seed's resources as runtime schemas. Types are inferred from these, so
 * the client, the elements, the embedded service and the tests share one
 * definition of every field.
 *
 * Forward compatibility: values the seed names but does not enumerate
 * (status, session type) are typed for the known members and kept as plain
 * strings otherwise, so a newer service never breaks a page. A run response
 * also reads the open-source Doorway server's shape (./doorway.ts) and keeps
 * every field it does not name.
 */
import * as v from 'valibot';
import { chainRoot, conflictExtras, contentExtras, NestedRunReceiptSchema, structureExtras, type NestedRunReceipt } from './doorway.js';

export { CHAIN_ROOT_PATTERN, ChainReceiptSchema, NestedRunReceiptSchema, type ChainReceipt, type NestedRunReceipt } from './doorway.js';

export const KNOWN_STATUSES = ['GROUND', 'BRIDGE', 'CONFLICT', 'PROVISIONAL'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];
/** A known status, or any other string a newer service may send. */
export type Status = KnownStatus | (string & {});

export const KNOWN_SESSION_TYPES = ['reasoning', 'structured_thinking'] as const;
export type KnownSessionType = (typeof KNOWN_SESSION_TYPES)[number];
export type SessionType = KnownSessionType | (string & {});

export const CHAIN_ALGORITHM = 'xy-sha256-v1';
export const ATTESTATION_ALGORITHM = 'ed25519';

const text = v.string();
const nonEmpty = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
const count = v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0, 'must be >= 0'));
const decimal = v.pipe(v.number(), v.finite('must be a finite number'));
const hexRoot = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x-prefixed hexadecimal string'));
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'));
const timestamp = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp'));
const status = v.pipe(nonEmpty, v.transform((s) => s as Status));
const sessionType = v.pipe(nonEmpty, v.transform((s) => s as SessionType));

/** Body of POST /run (seed 2.1). Limits are enforced by the service, not here. */
export const RunRequestSchema = v.object({
  input: v.string(),
  session_name: v.optional(v.string()),
});

export const ContentSchema = v.looseObject({ answer: text, confidence: decimal, implication: text, ...contentExtras });

export const StructureSchema = v.looseObject({
  closest_shape: text,
  geometric_confidence: decimal,
  gap_score: decimal,
  fires: v.boolean(),
  ...structureExtras,
});

/** Known bridge fields are typed; any others a service adds are kept. */
export const BridgeSchema = v.looseObject({
  bridge: v.optional(text),
  assumptions: v.optional(v.array(text)),
  confidence: v.optional(decimal),
});

/** `message` is worded either way: "Layers agree or compatible." comes with `conflict: false`. */
export const ConflictSchema = v.looseObject({ conflict: v.boolean(), message: text, ...conflictExtras });

export const RunChainSchema = v.looseObject({
  id: nonEmpty,
  root: chainRoot,
  length: count,
  verified: v.boolean(),
});

/**
 * The live service has been seen to name attest_id `pruv_id`; accept it as an
 * alias so pages work against either.
 */
function aliasPruvId(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const record = input as Record<string, unknown>;
    if (!('attest_id' in record) && 'pruv_id' in record) {
      const { pruv_id, ...rest } = record;
      return { ...rest, attest_id: pruv_id };
    }
  }
  return input;
}

const receiptEntries = {
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

/** Body of GET /receipts/{id} (seed 2.3). */
export const ReceiptSchema = v.pipe(v.unknown(), v.transform(aliasPruvId), v.object(receiptEntries));

/**
 * The seed's receipt inside a run response: the seed does not list its
 * fields, so only the public `id` is required; the rest are checked when present.
 */
export const SeedRunReceiptSchema = v.looseObject({ ...v.partial(v.object(receiptEntries)).entries, id: nonEmpty, chain_root: v.optional(chainRoot) });

/**
 * The receipt inside a run response, in either form: the seed's (a public
 * `id`), or the open-source server's nested one (a `receipt` and no `id`).
 * The form is chosen by those keys, so errors name the fields of that form.
 */
export const RunReceiptSchema = v.pipe(
  v.unknown(),
  v.transform(aliasPruvId),
  v.lazy((input) => (isNestedForm(input) ? NestedRunReceiptSchema : SeedRunReceiptSchema)),
);

function isNestedForm(input: unknown): boolean {
  return !!input && typeof input === 'object' && !Array.isArray(input) && !('id' in input) && 'receipt' in input;
}

/** The receipt's public id (the seed's form), or undefined for the nested form, which has none. */
export function publicReceiptId(receipt: RunReceipt): string | undefined {
  return 'id' in receipt && typeof receipt.id === 'string' ? receipt.id : undefined;
}

/** The open-source server's nested receipt, or undefined for the seed's form. */
export function nestedReceipt(receipt: RunReceipt): NestedRunReceipt | undefined {
  return publicReceiptId(receipt) === undefined ? (receipt as NestedRunReceipt) : undefined;
}

/** Body of a 200 from POST /run (seed 2.2). */
export const RunResponseSchema = v.object({
  status,
  content: ContentSchema,
  structure: StructureSchema,
  bridge: v.nullable(BridgeSchema),
  conflict: ConflictSchema,
  chain: RunChainSchema,
  receipt: RunReceiptSchema,
});

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

export type RunRequest = v.InferOutput<typeof RunRequestSchema>;
export type Content = v.InferOutput<typeof ContentSchema>;
export type Structure = v.InferOutput<typeof StructureSchema>;
export type Bridge = v.InferOutput<typeof BridgeSchema>;
export type Conflict = v.InferOutput<typeof ConflictSchema>;
export type RunChain = v.InferOutput<typeof RunChainSchema>;
export type Receipt = v.InferOutput<typeof ReceiptSchema>;
export type SeedRunReceipt = v.InferOutput<typeof SeedRunReceiptSchema>;
export type RunReceipt = SeedRunReceipt | NestedRunReceipt;
export type RunResponse = v.InferOutput<typeof RunResponseSchema>;
export type Session = v.InferOutput<typeof SessionSchema>;
export type ChainEntry = v.InferOutput<typeof ChainEntrySchema>;
export type Chain = v.InferOutput<typeof ChainSchema>;
export type Attestation = v.InferOutput<typeof AttestationSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export function isKnownStatus(value: string): value is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(value);
}

export function isKnownSessionType(value: string): value is KnownSessionType {
  return (KNOWN_SESSION_TYPES as readonly string[]).includes(value);
}
