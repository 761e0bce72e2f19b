/**
 * The shape of the elements' words. A term is a string with `{name}` slots, or
 * an object of plural forms (Intl.PluralRules categories, `other` required),
 * chosen by the `{count}` value. Terms come in groups, one per part of the UI,
 * so a page loads the words of the elements it shows and no others.
 */
import type { badgeTerms } from './lang/en.badge.js';
import type { chainTerms, claimTerms } from './lang/en.chain.js';
import type { checkTerms } from './lang/en.check.js';
import type { consoleTerms } from './lang/en.console.js';
import type { errorTerms } from './lang/en.errors.js';
import type { problemTerms } from './lang/en.problems.js';
import type { receiptTerms } from './lang/en.receipt.js';
import type { turnTerms } from './lang/en.turn.js';
import type { PartName, Term } from './term-group.js';

export type { PluralForms, Term, Terms, PartName, TermGroup } from './term-group.js';

/** A shipped language (lang/<code>.ts): where each part's terms load from. */
export type LanguageParts = Readonly<Record<PartName, () => Promise<{ default: Readonly<Record<string, Term>> }>>>;

/** Every term's key, from the English tables. */
export type TermKey =
  | keyof typeof badgeTerms
  | keyof typeof errorTerms
  | keyof typeof receiptTerms
  | keyof typeof checkTerms
  | keyof typeof consoleTerms
  | keyof typeof turnTerms
  | keyof typeof problemTerms
  | keyof typeof chainTerms
  | keyof typeof claimTerms;

/** The values put into a term's `{name}` slots; numbers are written in the page's language. */
export type TermValues = Readonly<Record<string, string | number>>;

/**
 * Some or all terms of one language, for `registerTranslation`: missing terms
 * fall back to the base language (`pt` for `pt-BR`), then to English.
 */
export type Translation = {
  /** BCP 47 code: `nl`, or a regional one such as `pt-BR` that overrides only some terms of `pt`. */
  $code: string;
  /** Writing direction; default: right to left for Arabic, Hebrew, Persian, Urdu and a few others, else left to right. */
  $dir?: 'ltr' | 'rtl';
} & { [K in TermKey]?: Term };
