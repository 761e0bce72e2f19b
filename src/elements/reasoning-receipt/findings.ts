/**
 * A chain check's problems in the element's language: each finding said from the terms named by
 * its code, its values filled in; its English line (`problems`) where the language has no words
 * for it, and for a check recorded before findings existed.
 */
import type { ChainCheck, ChainFinding } from '../../client/verify/result.js';
import { partOfFinding } from '../../i18n/chain-part.js';
import type { Localize } from '../../i18n/localize.js';

export function findingWords(l: Localize, finding: ChainFinding | undefined, english: string): string {
  if (!finding) return english;
  const { code, entry, ...values } = finding;
  const terms = l.terms;
  if (terms[code] === undefined) return english;
  const text = l.t(code, values as Record<string, string | number>);
  if (entry === undefined) return text;
  return terms['entry-problem'] === undefined ? english : l.t('entry-problem', { entry, problem: text });
}

/** Every problem of `check`, in `l`'s language; undefined while its words load (the element renders again when they come). */
export function problemLines(l: Localize, check: ChainCheck): string[] | undefined {
  const findings = check.findings;
  if (!Array.isArray(findings) || findings.length !== check.problems.length) return check.problems;
  // Both parts are asked for at once (not one after the other), so their loads overlap.
  const needs = new Set(findings.map((f) => partOfFinding(f.code)));
  if (![...needs].map((part) => l.have(part)).every(Boolean)) return undefined;
  return check.problems.map((english, i) => findingWords(l, findings[i], english));
}
