/**
 * A chain check's finding as data: what the verifier reports (client/verify) and what its words are made
 * from (terms-for.ts, client/verify/finding-text.ts). Here, below both, beside the words it names.
 */
import type { ChainFindingCode } from './lang/en.chain.js';

export type { ChainFindingCode };

/**
 * One thing a check found wrong, as a code and the values its words name, so a page can say it in
 * its own language (the term named by `code`, its `{name}` slots filled from these values;
 * src/i18n/lang/en.chain.ts has the English of every code).
 */
export interface ChainFinding {
  readonly code: ChainFindingCode;
  /** The entry it concerns, for a problem of one link. */
  readonly entry?: number;
  /** The values its words name: counts, field names, short descriptions of what the input held. */
  readonly [value: string]: string | number | undefined;
}
