/**
 * A chain check's problems in the element's language: each finding said from the terms named by
 * its code, its values filled in and shown as the card shows data (controls visible, direction
 * isolated); its English line (`problems`) where the language has no words for it, and for a
 * check recorded before findings existed.
 */
import type { ChainCheck, ChainFinding } from '../../client/verify/result.js';
import { partOfFinding } from '../../i18n/chain-part.js';
import type { Localize } from '../../i18n/localize.js';
import { shown } from '../shared/text.js';

/** A problem's values for display: server strings shown as `shown` shows them (controls visible, direction isolated). */
export const showValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? shown(value) : value]));

/** A finding as template parts in `l`'s language, or undefined when the language has no words for it. */
export function findingParts(l: Localize, finding: ChainFinding): unknown[] | undefined {
  const { code, entry, ...values } = finding;
  const terms = l.terms;
  if (terms[code] === undefined) return undefined;
  const said = l.parts(code, showValues(values));
  if (entry === undefined) return said;
  return terms['entry-problem'] === undefined ? undefined : l.parts('entry-problem', { entry, problem: said });
}

/** Every problem of `check`, in `l`'s language, to render; undefined while its words load (the element renders again when they come). */
export function problemItems(l: Localize, check: ChainCheck): unknown[] | undefined {
  const findings = check.findings;
  if (!Array.isArray(findings) || findings.length !== check.problems.length) return check.problems.map(shown);
  // The parts these findings need are asked for at once, so their loads overlap.
  const needs = new Set(findings.map((f) => partOfFinding(f.code)));
  if (![...needs].map((part) => l.have(part)).every(Boolean)) return undefined;
  return check.problems.map((english, i) => (findings[i] && findingParts(l, findings[i])) ?? shown(english));
}
