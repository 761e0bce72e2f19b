/**
 * How the card's non-trivial attributes read: `refresh` as seconds and
 * `trusted-keys` as a space-separated key list.
 */
import type { ComplexAttributeConverter } from 'lit';

/** Shortest `refresh` period honoured, in seconds. */
export const MIN_REFRESH_S = 0.1;

/** `refresh="…"` as seconds; empty or unreadable means unset (the backoff), never 0 (off). */
export function parseSeconds(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export const secondsConverter: ComplexAttributeConverter<number | undefined> = {
  fromAttribute: parseSeconds,
  toAttribute: (v?: number) => (v === undefined ? null : String(v)),
};

export const keyListConverter: ComplexAttributeConverter<string[] | undefined> = {
  fromAttribute: (v: string | null) => (v ? v.split(/\s+/).filter(Boolean) : undefined),
  toAttribute: (v?: string[]) => v?.join(' '),
};
