/**
 * The badge renderer's words (src/badge BadgeTerms) in an element's language,
 * made once per set of terms: a page of a thousand badges builds them once.
 */
import type { BadgeTerms } from '../../badge/receipt.js';
import type { Outcome } from '../../badge/outcome.js';
import { badgeTermsOf } from '../../badge/terms.js';
import { termText, type LanguageController } from '../../i18n/language.js';
import { badgeTerms as englishTerms } from '../../i18n/lang/en.badge.js';

/** What a drawn badge says: the renderer's words, and the element's own while it loads and for an image. */
export type BadgeWords = BadgeTerms & {
  loading: string;
  loadingTitle: string;
  alt: string;
  /** Each outcome's word on the badge, and the sentence that says what it means. */
  outcomes: Readonly<Record<Outcome, string>>;
  says: Readonly<Record<Outcome, string>>;
  /** The fix of each setup mistake (`{id}`, `{url}` filled in). */
  fixes: { endpoint: string; id: string; html: string };
  trustHow: string;
  t: (key: BadgeTermKey) => string;
};

/** A badge term's key. */
export type BadgeTermKey = keyof typeof englishTerms;

/** The words from `t`, which gives a term's text with its slots unfilled. */
export function badgeWordsOf(t: (key: BadgeTermKey) => string): BadgeWords {
  return {
    ...badgeTermsOf(t),
    loading: t('badgeLoading'),
    loadingTitle: t('badgeTitleLoading'),
    alt: t('badgeAlt'),
    fixes: { endpoint: t('fixEndpoint'), id: t('fixId'), html: t('fixHtml') },
    trustHow: t('trustHow'),
    t,
  };
}

const made = new WeakMap<object, BadgeWords>();

export function badgeWords(language: Pick<LanguageController, 'terms'>): BadgeWords {
  const terms = language.terms;
  let words = made.get(terms);
  // Badge terms have no slot filled here and no count: a term's text as it is.
  if (!words) made.set(terms, (words = badgeWordsOf((key) => termText(terms[key]))));
  return words;
}

/** The English words, for a server render (no element, no page language). */
export const englishBadgeWords = (): BadgeWords => badgeWordsOf((key) => englishTerms[key]);
