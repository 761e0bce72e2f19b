/**
 * A finding in English, from the same table the pages' languages translate
 * (src/i18n/lang/en.chain.ts): what `ChainCheck.problems` and the CLI say.
 */
import { chainTerms, claimTerms } from '../../i18n/lang/en.chain.js';
import type { ChainFinding } from '../../i18n/finding.js';

const SLOT = /\{(\w+)\}/g;
const TERMS: Readonly<Record<string, string | { one?: string; other: string }>> = { ...chainTerms, ...claimTerms };

function fill(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(SLOT, (slot, name: string) => (values[name] === undefined ? slot : String(values[name])));
}

/** What the finding says, without the entry it concerns. */
export function findingText(finding: ChainFinding): string {
  const term = TERMS[finding.code];
  if (term === undefined) return finding.code;
  return fill(typeof term === 'string' ? term : finding.count === 1 && term.one ? term.one : term.other, finding);
}

/** A line of `problems`: `entry 3: xy does not match …` for a link's finding, else the finding's text. */
export function problemLine(finding: ChainFinding): string {
  const text = findingText(finding);
  return finding.entry === undefined ? text : fill(chainTerms['entry-problem'], { entry: finding.entry, problem: text });
}
