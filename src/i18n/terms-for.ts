/**
 * The elements' words for code without an element: a build step writing a receipt's readable
 * copy, a server's page, a page of one's own (the docs' Verify page). The same terms, languages,
 * fallbacks and registered translations as the elements, resolved the same way.
 */
import type { ChainFinding } from './finding.js';
import { fillSlots, formatNumber, pick, termsFor as loadTerms, writtenRtl } from './localize.js';
import type { PartName, Term, TermGroup, TermKey, TermValues } from './types.js';

/** The words of some parts of the UI in one language. */
export interface TermsInLanguage {
  /** The language spoken: the tag asked for when it has terms (`de-AT` is spoken with German terms), else `en`. */
  readonly lang: string;
  /** Its writing direction. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * A term with its `{name}` slots filled: numbers written the language's way, the plural form
   * chosen by `count`, text values isolated in a right-to-left language. '' when no part asked for has it.
   */
  t(key: TermKey, values?: TermValues): string;
  /** True when the language, or English, has the term. */
  has(key: TermKey): boolean;
  /** A number written the language's way. */
  number(value: number): string;
}

/** Each part's English, loaded when first asked for (a page that asks for one part fetches no other). */
const ENGLISH: Readonly<Record<PartName, () => Promise<TermGroup>>> = {
  badge: () => import('./lang/en.badge.js').then((m) => m.badgeGroup),
  receipt: () => import('./lang/en.receipt.js').then((m) => m.receiptGroup),
  check: () => import('./lang/en.check.js').then((m) => m.checkGroup),
  errors: () => import('./lang/en.errors.js').then((m) => m.errorsGroup),
  console: () => import('./lang/en.console.js').then((m) => m.consoleGroup),
  turn: () => import('./lang/en.turn.js').then((m) => m.turnGroup),
  problems: () => import('./lang/en.problems.js').then((m) => m.problemsGroup),
  // The elements take the English of findings from the check itself; here it is the table.
  chain: () => import('./lang/en.chain.js').then((m): TermGroup => ({ name: 'chain', en: m.chainTerms })),
  claims: () => import('./lang/en.chain.js').then((m): TermGroup => ({ name: 'claims', en: m.claimTerms })),
};
const groups = new Map<PartName, Promise<TermGroup>>();

/**
 * The words of `parts` (e.g. `['receipt']`) in the language `lang` is spoken as, as the elements
 * would say them: `de-AT` → German, `pt-BR` → Portuguese, an unknown tag → English, terms a page
 * registered (`registerTranslation`) first. Other languages load on first use.
 */
export async function termsFor(parts: PartName | readonly PartName[], lang: string): Promise<TermsInLanguage> {
  const names = typeof parts === 'string' ? [parts] : [...parts];
  const needs = await Promise.all(
    names.map((name) => {
      if (!Object.hasOwn(ENGLISH, name)) throw new TypeError(`termsFor: no part of the words is named ${JSON.stringify(name)}`);
      let group = groups.get(name);
      if (!group) groups.set(name, (group = ENGLISH[name]()));
      return group;
    }),
  );
  const { lang: spoken, dir, terms } = await loadTerms(lang, needs);
  const rtl = writtenRtl(spoken);
  const term = (key: TermKey): Term | undefined => terms[key];
  return {
    lang: spoken,
    dir,
    t: (key, values = {}) => fillSlots(spoken, rtl, pick(term(key), spoken, values), values).join(''),
    has: (key) => term(key) !== undefined,
    number: (value) => formatNumber(spoken, value),
  };
}

/**
 * A chain check's finding (`ChainCheck.findings`) in the language of `terms`
 * (`await termsFor(['chain', 'claims'], lang)`): the line `problems` has in English,
 * `entry 3: …` for a link's finding.
 */
export function sayFinding(terms: TermsInLanguage, finding: ChainFinding): string {
  const { code, entry, ...rest } = finding;
  const values = Object.fromEntries(Object.entries(rest).filter((pair): pair is [string, string | number] => pair[1] !== undefined));
  const text = terms.t(code, values);
  return entry === undefined ? text : terms.t('entry-problem', { entry, problem: text });
}
