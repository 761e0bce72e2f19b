/**
 * The `xy-sha256-v1` chain. Each turn appends
 *   { index, timestamp, operation: "run", x, y, xy }
 * with y = sha256(JCS(turn record)), x = "GENESIS" for the first entry and
 * the previous entry's xy after that, xy = sha256(`${x}:${operation}:${y}:${timestamp}`).
 * The root is "0x" + the newest xy, so it commits to every turn.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { ChainEntry } from 'reasoning-elements/spec';

export const GENESIS = 'GENESIS';
export const RUN_OPERATION = 'run';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** RFC 8785 canonical JSON of a value (throws for values JSON cannot hold). */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no canonical JSON form');
  return text;
}

export function hashRecord(record: unknown): string {
  return sha256Hex(canonicalJson(record));
}

export function linkHash(x: string, operation: string, y: string, timestamp: string): string {
  return sha256Hex(`${x}:${operation}:${y}:${timestamp}`);
}

/** The entry that appends `record` after `previous` (undefined for a new chain). */
export function nextEntry(previous: ChainEntry | undefined, record: unknown, timestamp: string): ChainEntry {
  const x = previous ? previous.xy : GENESIS;
  const y = hashRecord(record);
  return {
    index: previous ? previous.index + 1 : 0,
    timestamp,
    operation: RUN_OPERATION,
    x,
    y,
    xy: linkHash(x, RUN_OPERATION, y, timestamp),
  };
}

export function rootOf(entries: readonly ChainEntry[]): string {
  const last = entries[entries.length - 1];
  if (!last) throw new RangeError('an empty chain has no root');
  return `0x${last.xy}`;
}

/**
 * Re-checks every link; with `records`, also re-hashes each turn record.
 * Returns the first problem found, or null when the chain is sound. With
 * `from`/`to`, checks only entries [from, to), entry `from` against
 * entries[from - 1] (which the caller has verified already).
 */
export function findBrokenLink(
  entries: readonly ChainEntry[],
  records?: readonly unknown[],
  from = 0,
  to = entries.length,
): string | null {
  for (let i = Math.max(0, from); i < Math.min(to, entries.length); i++) {
    const e = entries[i]!;
    if (e.index !== i) return `entry ${i}: index is ${e.index}`;
    const expectedX = i === 0 ? GENESIS : entries[i - 1]!.xy;
    if (e.x !== expectedX) return `entry ${i}: x does not match the previous link`;
    if (records && hashRecord(records[i]) !== e.y) return `entry ${i}: y does not match the turn record`;
    if (linkHash(e.x, e.operation, e.y, e.timestamp) !== e.xy) return `entry ${i}: xy does not match its parts`;
  }
  return null;
}
