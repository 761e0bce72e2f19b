/**
 * POST /run: the request and the answer, in the seed's form and the open-source
 * Doorway server's (./doorway.ts). Only the console and the service use these.
 */
import * as v from 'valibot';
import { aliasPruvId, count, decimal, nonEmpty, receiptEntries, text } from './fields.js';
import { chainRoot, conflictExtras, contentExtras, NestedRunReceiptSchema, structureExtras, type NestedRunReceipt } from './doorway.js';

export const KNOWN_STATUSES = ['GROUND', 'BRIDGE', 'CONFLICT', 'PROVISIONAL'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];
/** A known status, or any other string a newer service may send. */
export type Status = KnownStatus | (string & {});

const status = v.pipe(nonEmpty, v.transform((s) => s as Status));

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

export type RunRequest = v.InferOutput<typeof RunRequestSchema>;
export type Content = v.InferOutput<typeof ContentSchema>;
export type Structure = v.InferOutput<typeof StructureSchema>;
export type Bridge = v.InferOutput<typeof BridgeSchema>;
export type Conflict = v.InferOutput<typeof ConflictSchema>;
export type RunChain = v.InferOutput<typeof RunChainSchema>;
export type SeedRunReceipt = v.InferOutput<typeof SeedRunReceiptSchema>;
export type RunReceipt = SeedRunReceipt | NestedRunReceipt;
export type RunResponse = v.InferOutput<typeof RunResponseSchema>;

export function isKnownStatus(value: string): value is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(value);
}
