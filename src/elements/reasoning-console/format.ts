/** Small, pure formatting helpers for the turn view. */

/** `0x1234abcd…` → `0x1234…abcd` when long; short roots stay whole. */
export function shortenHash(value: string, keep = 6): string {
  const prefix = value.startsWith('0x') ? '0x' : '';
  const body = value.slice(prefix.length);
  if (body.length <= keep * 2 + 1) return value;
  return `${prefix}${body.slice(0, keep)}…${body.slice(-keep)}`;
}

/** A decimal as text: up to three decimals, no trailing zeros, never "NaN". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Math.round(value * 1000) / 1000);
}

/** A meter value inside 0…1 (the service's confidences are fractions). */
export function meterValue(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Any JSON value as one line of readable text (for bridge fields nobody told us about). */
export function plainValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
