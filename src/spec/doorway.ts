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
/** Typed when present; absent or null is fine. */
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
const flag = v.boolean();

/** The seed's `0x…` root, or xycore's `xy_` + 64 hex digits. */
export const CHAIN_ROOT_PATTERN = /^(?:0x[0-9a-fA-F]+|xy_[0-9a-fA-F]{64})$/;
export const chainRoot = v.pipe(v.string(), v.regex(CHAIN_ROOT_PATTERN, 'must be 0x-prefixed hexadecimal or "xy_" and 64 hex digits'));

/** Fields the open-source server adds to `content`. */
export const contentExtras = {
  /** False when its language model was not reached (no key, an error): the answer is then a placeholder. */
  success: maybe(flag),
};

/** Fields the open-source server adds to `structure`. */
export const structureExtras = {
  geometric_prediction: maybe(text),
  implication_type: maybe(text),
  second_shape: maybe(text),
  second_confidence: maybe(decimal),
  /** Shape name → score, best first as sent (at most five); may be empty. */
  all_scores: maybe(v.record(v.string(), decimal)),
};

/** Fields the open-source server adds to `conflict`. */
export const conflictExtras = {
  directional_conflict: maybe(flag),
  confidence_gap: maybe(flag),
  content_implication: maybe(text),
  geometric_implication: maybe(text),
  geometric_prediction: maybe(text),
};

/** An xycore receipt (`XYReceipt.to_dict()` or its dataclass form): a summary of one chain, not a public receipt. */
export const ChainReceiptSchema = v.looseObject({
  /** xycore's own id for the summary; no service serves a page for it. */
  id: maybe(text),
  task: maybe(text),
  /** Seconds since the epoch, as floats. */
  started: maybe(decimal),
  completed: maybe(decimal),
  duration: maybe(decimal),
  chain_id: maybe(text),
  entry_count: maybe(count),
  first_x: maybe(text),
  final_y: maybe(text),
  root_xy: maybe(text),
  head_xy: maybe(text),
  all_verified: maybe(flag),
  all_signatures_valid: maybe(flag),
  hash: maybe(text),
  agent_type: maybe(text),
});

/** The open-source server's `receipt`: chain facts around an xycore receipt, with no public id. */
export const NestedRunReceiptSchema = v.looseObject({
  /** Never present in this form (its presence selects the seed's form); typed so `receipt.id` reads as `string | undefined`. */
  id: v.optional(v.undefined()),
  chain_id: maybe(text),
  chain_root: maybe(chainRoot),
  chain_length: maybe(count),
  chain_verified: maybe(flag),
  receipt: v.nullable(ChainReceiptSchema),
});

export type ChainReceipt = v.InferOutput<typeof ChainReceiptSchema>;
export type NestedRunReceipt = v.InferOutput<typeof NestedRunReceiptSchema>;
