/** Small, pure formatting helpers for the turn view. */

/** `0x1234abcd…` → `0x1234…abcd` (likewise `xy_…`) when long; short roots stay whole. */
export function shortenHash(value: string, keep = 6): string {
  const prefix = /^(?:0x|xy_)/.exec(value)?.[0] ?? '';
  const body = value.slice(prefix.length);
  if (body.length <= keep * 2 + 1) return value;
  return `${prefix}${body.slice(0, keep)}…${body.slice(-keep)}`;
}

const decimals = new Map<string, Intl.NumberFormat>();

/** A decimal as text: up to three decimals, no trailing zeros, never "NaN"; in `lang`'s way when given ("0,75" in German). */
export function formatDecimal(value: number, lang?: string): string {
  if (!Number.isFinite(value)) return String(value);
  if (lang === undefined) return String(Math.round(value * 1000) / 1000);
  let format = decimals.get(lang);
  if (!format) decimals.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })));
  return format.format(value);
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

/** A field value for a person: numbers as decimals, booleans as yes/no, null as "none" (in `words`' language), the rest as plainValue. */
export function readableValue(value: unknown, words: { yes: string; no: string; none: string; lang?: string } = { yes: 'yes', no: 'no', none: 'none' }): string {
  if (typeof value === 'number') return formatDecimal(value, words.lang);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (value === null) return words.none;
  return plainValue(value);
}

/** A plain object whose values are all strings, numbers or booleans (shown as a small list). */
export function isFlatRecord(value: unknown): value is Record<string, string | number | boolean> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const values = Object.values(value);
  return values.length > 0 && values.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
}

/** `all_scores` as [name, score] pairs, best first; ties keep the order the service sent. */
export function rankScores(scores: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(scores)
    .map((entry, i) => [entry, i] as const)
    .sort(([[, a], i], [[, b], j]) => b - a || i - j)
    .map(([entry]) => entry);
}

/** `snake_case` words as a label: "target_domain" → "target domain". */
export function words(name: string): string {
  return name.replace(/_/g, ' ');
}

/** Seconds (a float, as xycore records durations) as "0.6 ms", "1.2 s"; `units` writes them in another language. */
export function formatSeconds(
  seconds: number,
  units: { ms: (n: string) => string; s: (n: string) => string; lang?: string } = { ms: (n) => `${n} ms`, s: (n) => `${n} s` },
): string {
  if (!Number.isFinite(seconds) || seconds < 0) return String(seconds);
  if (seconds < 1) return units.ms(formatDecimal(seconds * 1000, units.lang));
  return units.s(formatDecimal(seconds, units.lang));
}
