/**
 * The chain checker's findings (`ChainCheck.findings`) as groups of terms an element loads only
 * when it shows a failed check (`Localize.have`): the chain's own findings, and those about the
 * receipt's and attestation's claims. Their English is not bundled with the elements: the
 * check's own `problems` are those words (lang/en.chain.ts), so an English page fetches nothing
 * more; another language loads lang/<code>.chain.ts or lang/<code>.claims.ts.
 */
import type { TermGroup } from './types.js';

export const chainPart: TermGroup = { name: 'chain', en: {} };
export const claimsPart: TermGroup = { name: 'claims', en: {} };

/** The group a finding's words are in (lang/en.chain.ts: `claimTerms` or `chainTerms`). */
export const partOfFinding = (code: string): TermGroup => (/^(receipt|summary|attestation|verified)-/.test(code) ? claimsPart : chainPart);
