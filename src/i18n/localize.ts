/**
 * The elements' languages: each element speaks the language of its nearest
 * `lang` (itself, its ancestors across shadow roots, `<html>`), follows a
 * change of it live, and formats numbers and dates with Intl in it. English
 * is built in; the other shipped languages are modules loaded the first time
 * an element speaks them; a page adds or overrides terms with
 * `registerTranslation()` (docs/i18n.md). The language and its terms are
 * language.ts's; this adds what writes sentences: plural forms, numbers, slots.
 */
import { LanguageController, baseOf, directionOf, ensure, table, use } from './language.js';
import type { Term, TermGroup, TermKey, TermValues } from './types.js';

export { languageOf, registerTranslation, resolveLanguage, termsFor } from './language.js';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Languages whose numbers are written in ASCII digits (their default numbering system is `latn`):
 * every shipped language but Arabic.
 */
const ASCII_DIGITS = new Set(['en', 'de', 'es', 'fr', 'he', 'it', 'ja', 'ko', 'pt', 'zh']);

function formatNumber(lang: string, value: number): string {
  // Whole numbers below 1,000 need no grouping, and these languages write them as String() does. The
  // first Intl.NumberFormat a page makes loads its number data (about 20 ms, four times that on a slow
  // phone), inside the task that draws a card: most cards never need it.
  if (Number.isInteger(value) && value >= 0 && value < 1000 && ASCII_DIGITS.has(baseOf(lang))) return String(value);
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })));
  return format.format(value);
}

/** A term's text before its slots are filled: its plural form for `values.count` (Intl.PluralRules), '' when there is no term. */
export function pick(term: Term | undefined, lang: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (term === undefined) return '';
  if (typeof term === 'string') return term;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return term[rules.select(Number(values?.count))] ?? term.other;
}

const SLOT = /\{(\w+)\}/g;

/**
 * `text` split at its `{name}` slots, each replaced by its value: text, a number (written the
 * language's way) or anything else a template renders; unknown slots stay as written. In a
 * right-to-left language each text value is isolated (FSI…PDI), so an id or a URL never pulls
 * the punctuation around it into its own direction.
 */
export function fillSlots(lang: string, rtl: boolean, text: string, values: Readonly<Record<string, unknown>>): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  for (const match of text.matchAll(SLOT)) {
    const value = values[match[1]!];
    out.push(
      text.slice(at, match.index),
      typeof value === 'number' ? formatNumber(lang, value) : typeof value === 'string' && rtl ? `\u2068${value}\u2069` : (value ?? match[0]),
    );
    at = match.index! + match[0].length;
  }
  out.push(text.slice(at));
  return out;
}

/** The language is written right to left (whatever a page's `dir`). */
export const writtenRtl = (lang: string): boolean => directionOf(lang) === 'rtl';

/** A number written the language's way. */
export { formatNumber };

/**
 * An element's words, as sentences: LanguageController's language and terms, with plural forms,
 * numbers written the language's way and `{name}` slots filled.
 */
export class Localize extends LanguageController {
  /**
   * For words shown only at times (a failed check's findings), so that a page loads them only then:
   * true when `group`'s terms in the language in force are here; else starts loading them (once)
   * and renders the element again when they come. A later change of language waits for them too.
   */
  have(group: TermGroup): boolean {
    if (!this.needs.includes(group) && !this.late.includes(group)) {
      use([group]);
      this.late.push(group);
    }
    return ensure(this.lang, [group]) === undefined;
  }

  /** True while the element speaks English (its words then are exactly the built-in ones). */
  get english(): boolean {
    return baseOf(this.lang) === 'en';
  }

  /**
   * A term with its slots filled; numbers written the language's way. In a
   * right-to-left language each text value is isolated (FSI…PDI), so an id
   * or a URL never pulls the punctuation around it into its own direction.
   */
  t(key: TermKey, values?: TermValues): string {
    return this.fill(this.pick(key, values), values ?? {}).join('');
  }

  /** The text of a term before its slots are filled (its plural form chosen by `values.count`). */
  pick(key: TermKey, values?: Readonly<Record<string, unknown>>): string {
    return pick(table(this.lang)[key], this.lang, values);
  }

  /** A term as parts for a template: its slots may take templates (e.g. an id in `<code>`), so markup sits inside a translated sentence. */
  parts(key: TermKey, values: Readonly<Record<string, unknown>>): unknown[] {
    return this.fill(this.pick(key, values), values);
  }

  /**
   * `text` split at its `{name}` slots, each replaced by its value: text,
   * a number (written the language's way) or anything else a template
   * renders (e.g. an id in `<code>`); unknown slots stay as written.
   */
  fill(text: string, values: Readonly<Record<string, unknown>>): unknown[] {
    return fillSlots(this.lang, writtenRtl(this.lang), text, values);
  }

  number(value: number): string {
    return formatNumber(this.lang, value);
  }
}
