/**
 * The badge renderer's words (src/badge BadgeTerms) in an element's language,
 * made once per set of terms: a page of a thousand badges builds them once.
 */
import type { BadgeTerms } from '../../badge/receipt.js';
import { badgeTermsOf } from '../../badge/terms.js';
import type { Localize } from '../../i18n/localize.js';
import { badgeTerms as englishTerms } from '../../i18n/lang/en.badge.js';

/** What a drawn badge says: the renderer's words, and the element's own while it loads and for an image. */
export type BadgeWords = BadgeTerms & { loading: string; loadingTitle: string; alt: string };

/** A badge term's key. */
export type BadgeTermKey = keyof typeof englishTerms;

/** The words from `t`, which gives a term's text with its slots unfilled. */
export function badgeWordsOf(t: (key: BadgeTermKey) => string): BadgeWords {
  return { ...badgeTermsOf(t), loading: t('badgeLoading'), loadingTitle: t('badgeTitleLoading'), alt: t('badgeAlt') };
}

const made = new WeakMap<object, BadgeWords>();

export function badgeWords(localize: Localize): BadgeWords {
  const terms = localize.terms;
  let words = made.get(terms);
  if (!words) made.set(terms, (words = badgeWordsOf((key) => localize.t(key))));
  return words;
}

/** The English words, for a server render (no element, no page language). */
export const englishBadgeWords = (): BadgeWords => badgeWordsOf((key) => englishTerms[key]);
