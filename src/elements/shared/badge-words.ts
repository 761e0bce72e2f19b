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

const made = new WeakMap<object, BadgeWords>();

export function badgeWords(localize: Localize): BadgeWords {
  const terms = localize.terms;
  let words = made.get(terms);
  if (!words) {
    const t = (key: Parameters<Localize['t']>[0]) => localize.t(key);
    words = { ...badgeTermsOf(t), loading: t('badgeLoading'), loadingTitle: t('badgeTitleLoading'), alt: t('badgeAlt') };
    made.set(terms, words);
  }
  return words;
}

/** The English words, for a server render (no element, no page language). */
export function englishBadgeWords(): BadgeWords {
  const t = (key: keyof typeof englishTerms) => englishTerms[key];
  return { ...badgeTermsOf(t), loading: t('badgeLoading'), loadingTitle: t('badgeTitleLoading'), alt: t('badgeAlt') };
}
