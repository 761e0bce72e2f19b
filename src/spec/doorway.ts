/**
 * The open-source Doorway server's answer to POST /run, where it differs from
 * the seed: `xy_` chain roots, extra content and structure fields, and a
 * receipt nested as `{chain_id, chain_root, chain_length, chain_verified,
 * receipt: <xycore receipt>}` with no public receipt id.
 *
 * Its extra fields are typed when present and never required, and every
 * object keeps fields nobody named yet: a newer server never breaks a page.
 */
import * as v from 'valibot';

const text = v.string();
const count = v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0, 'must be >= 0'));
const decimal = v.pipe(v.number(), v.finite('must be a finite number'));

/** The seed's `0x…` root, or xycore's `xy_` + 64 hex digits. */
export const CHAIN_ROOT_PATTERN = /^(?:0x[0-9a-fA-F]+|xy_[0-9a-fA-F]{64})$/;
export const chainRoot = v.pipe(v.string(), v.regex(CHAIN_ROOT_PATTERN, 'must be 0x-prefixed hexadecimal or "xy_" and 64 hex digits'));

/** Fields the open-source server adds to `content`. */
export const contentExtras = {
  /** False when its language model was not reached (no key, an error): the answer is then a placeholder. */
  success: v.optional(v.nullable(v.boolean())),
};

/** Fields the open-source server adds to `structure`. */
export const structureExtras = {
  geometric_prediction: v.optional(v.nullable(text)),
  implication_type: v.optional(v.nullable(text)),
  second_shape: v.optional(v.nullable(text)),
  second_confidence: v.optional(v.nullable(decimal)),
  /** Shape name → score, best first as sent (at most five); may be empty. */
  all_scores: v.optional(v.nullable(v.record(v.string(), decimal))),
};

/** Fields the open-source server adds to `conflict`. */
export const conflictExtras = {
  directional_conflict: v.optional(v.nullable(v.boolean())),
  confidence_gap: v.optional(v.nullable(v.boolean())),
  content_implication: v.optional(v.nullable(text)),
  geometric_implication: v.optional(v.nullable(text)),
  geometric_prediction: v.optional(v.nullable(text)),
};

/** An xycore receipt (`XYReceipt.to_dict()` or its dataclass form): a summary of one chain, not a public receipt. */
export const ChainReceiptSchema = v.looseObject({
  /** xycore's own id for the summary; no service serves a page for it. */
  id: v.optional(v.nullable(text)),
  task: v.optional(v.nullable(text)),
  /** Seconds since the epoch, as floats. */
  started: v.optional(v.nullable(decimal)),
  completed: v.optional(v.nullable(decimal)),
  duration: v.optional(v.nullable(decimal)),
  chain_id: v.optional(v.nullable(text)),
  entry_count: v.optional(v.nullable(count)),
  first_x: v.optional(v.nullable(text)),
  final_y: v.optional(v.nullable(text)),
  root_xy: v.optional(v.nullable(text)),
  head_xy: v.optional(v.nullable(text)),
  all_verified: v.optional(v.nullable(v.boolean())),
  all_signatures_valid: v.optional(v.nullable(v.boolean())),
  hash: v.optional(v.nullable(text)),
  agent_type: v.optional(v.nullable(text)),
});

/** The open-source server's `receipt`: chain facts around an xycore receipt, with no public id. */
export const NestedRunReceiptSchema = v.looseObject({
  /** Never present in this form (its presence selects the seed's form); typed so `receipt.id` reads as `string | undefined`. */
  id: v.optional(v.undefined()),
  chain_id: v.optional(v.nullable(text)),
  chain_root: v.optional(v.nullable(chainRoot)),
  chain_length: v.optional(v.nullable(count)),
  chain_verified: v.optional(v.nullable(v.boolean())),
  receipt: v.nullable(ChainReceiptSchema),
});

export type ChainReceipt = v.InferOutput<typeof ChainReceiptSchema>;
export type NestedRunReceipt = v.InferOutput<typeof NestedRunReceiptSchema>;
