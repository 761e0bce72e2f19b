/**
 * Reads chain JSON text keeping what JSON.parse forgets and Python hashed: whether an integral
 * number was written as a float (`1.0`, `1e+16`) and the digits of integers past 2^53.
 */
import { LosslessNumber, parse } from 'lossless-json';
import type { SourceNumber } from './source-number.js';

export type ReadJson = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A JSON number's text as the verifier wants it: a plain number unless the text says more than a JS
 * number can hold (then a LosslessNumber keeping the text). Streaming readers use it for each number.
 */
export function readChainNumber(text: string): number | SourceNumber {
  const value = Number(text);
  const floatWritten = /[.eE]/.test(text);
  if (floatWritten ? Number.isInteger(value) : !Number.isSafeInteger(value)) return new LosslessNumber(text) as SourceNumber;
  return value;
}

/** Parses JSON text for verifyChain; never throws. */
export function readChainJson(text: string): ReadJson {
  try {
    return { ok: true, value: parse(text, null, readChainNumber) };
  } catch (error) {
    return { ok: false, error: `not JSON: ${String((error as Error)?.message ?? error).slice(0, 200)}` };
  }
}
