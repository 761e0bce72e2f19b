/**
 * The receipt fields a badge shows, read from untrusted JSON by hand: `id` and
 * `verified`, nothing else. The full receipt schema (spec/) checks every
 * field; a badge needs two, so the build step and `<chain-badge>` use this
 * instead and skip both the schema library and the work.
 */
import type { BadgeReceipt } from './receipt.js';

/** A value is not a receipt a badge can be drawn from; the message names the field. */
export class BadgeReceiptError extends TypeError {
  override readonly name = 'BadgeReceiptError';
}

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;

/**
 * `{ id, verified }` from a receipt (GET /receipts/{id}, a run's `receipt`, a
 * receipt JSON file). `where` prefixes the error message, e.g. a file name.
 * Other fields are ignored: they never reach the badge.
 */
export function readBadgeReceipt(value: unknown, where = 'receipt'): BadgeReceipt {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadgeReceiptError(`${where}: expected a receipt object, got ${describe(value)}`);
  }
  const { id, verified } = value as { id?: unknown; verified?: unknown };
  if (typeof id !== 'string' || !id) throw new BadgeReceiptError(`${where}: id: expected a non-empty string, got ${describe(id)}`);
  if (typeof verified !== 'boolean') throw new BadgeReceiptError(`${where}: verified: expected true or false, got ${describe(verified)}`);
  return { id, verified };
}
