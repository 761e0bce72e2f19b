/**
 * Python's text for values xycore hashes: `str(float)` (repr, shortest round trip) and
 * `json.dumps(v, sort_keys=True, separators=(",", ":"))` with ensure_ascii escapes.
 */

import { isSourceNumber, type SourceNumber } from './source-number.js';

/** The number a plain or source-kept JSON number stands for; NaN for anything else. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (isSourceNumber(value)) return Number(value.value);
  return Number.NaN;
}

/** Python `repr(float)`: shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
export function pythonFloatText(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const decimalPoint = exponent + 1;
  if (decimalPoint > 16 || decimalPoint <= -4) {
    const fraction = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const magnitude = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${fraction}e${exponent < 0 ? '-' : '+'}${magnitude}`;
  }
  if (decimalPoint <= 0) return `${sign}0.${'0'.repeat(-decimalPoint)}${digits}`;
  if (decimalPoint >= digits.length) return `${sign}${digits}${'0'.repeat(decimalPoint - digits.length)}.0`;
  return `${sign}${digits.slice(0, decimalPoint)}.${digits.slice(decimalPoint)}`;
}

/** Python's text for an int. */
function pythonIntText(value: number): string {
  return BigInt(value).toString();
}

/**
 * How a JSON number without kept source text is printed. JSON.parse turns `1.0` into 1,
 * so an integral number is ambiguous: `int` prints `1`, `float` prints `1.0`.
 */
export type IntegralAs = 'int' | 'float';
/** Per integral number, in the order json.dumps prints them: its form. */
export type IntegralForms = IntegralAs | ((ordinal: number) => IntegralAs);

/** Python's text for a JSON number (f-string or json.dumps, which agree for finite values). */
export function pythonNumberText(value: number | SourceNumber, integralAs: IntegralAs = 'int'): string {
  if (isSourceNumber(value)) {
    const n = Number(value.value);
    return /[.eE]/.test(value.value) ? pythonFloatText(n) : BigInt(value.value).toString();
  }
  if (Number.isInteger(value) && integralAs === 'int') return pythonIntText(value);
  return pythonFloatText(value);
}

/** json.dumps with ensure_ascii: everything outside printable ASCII as lowercase `\uXXXX`, per UTF-16 unit. */
export function pythonJsonString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0x22) out += '\\"';
    else if (unit === 0x5c) out += '\\\\';
    else if (unit >= 0x20 && unit <= 0x7e) out += text[i];
    else if (unit === 0x0a) out += '\\n';
    else if (unit === 0x0d) out += '\\r';
    else if (unit === 0x09) out += '\\t';
    else if (unit === 0x08) out += '\\b';
    else if (unit === 0x0c) out += '\\f';
    else out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** Python sorts str keys by code point; JS's default sort is by UTF-16 unit, which differs above U+D7FF. */
function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Deeper than this is refused rather than risking the stack (Python refuses near 1000). */
const MAX_DEPTH = 500;

/**
 * `json.dumps(value, sort_keys=True, separators=(",", ":"))` as Python prints it, or null
 * when the value has no JSON form (functions, cycles, non-finite numbers, too deep).
 */
export function pythonJsonDumps(value: unknown, forms: IntegralForms = 'int'): string | null {
  const open = new Set<object>();
  let ordinal = 0;
  const numberText = (n: number) =>
    pythonNumberText(n, typeof forms === 'string' || !Number.isInteger(n) ? (forms as IntegralAs) : forms(ordinal++));
  const write = (item: unknown, depth: number): string | null => {
    if (item === null) return 'null';
    if (item === true) return 'true';
    if (item === false) return 'false';
    if (typeof item === 'string') return pythonJsonString(item);
    if (typeof item === 'number') return Number.isFinite(item) ? numberText(item) : null;
    if (typeof item !== 'object' || depth > MAX_DEPTH || open.has(item)) return null;
    if (isSourceNumber(item)) return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(item.value) ? pythonNumberText(item) : null;
    open.add(item);
    const parts: string[] = [];
    if (Array.isArray(item)) {
      for (const element of item) {
        const text = write(element, depth + 1);
        if (text === null) return null;
        parts.push(text);
      }
      open.delete(item);
      return `[${parts.join(',')}]`;
    }
    for (const key of Object.keys(item).sort(byCodePoint)) {
      const text = write((item as Record<string, unknown>)[key], depth + 1);
      if (text === null) return null;
      parts.push(`${pythonJsonString(key)}:${text}`);
    }
    open.delete(item);
    return `{${parts.join(',')}}`;
  };
  return write(value, 0);
}

/** How many integral plain numbers the value holds: their int/float form JSON.parse lost. */
export function countIntegralNumbers(value: unknown, depth = 0): number {
  if (typeof value === 'number') return Number.isInteger(value) ? 1 : 0;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || isSourceNumber(value)) return 0;
  let count = 0;
  for (const item of Object.values(value)) count += countIntegralNumbers(item, depth + 1);
  return count;
}
