/**
 * The badge renderer's words (src/badge BadgeTerms) in an element's language,
 * made once per set of terms: a page of a thousand badges builds them once.
 */
import type { BadgeTerms } from '../../badge/receipt.js';
import { badgeTermsOf } from '../../badge/terms.js';
import type { Localize } from '../../i18n/localize.js';

const made = new WeakMap<object, BadgeTerms & { loading: string; loadingTitle: string; alt: string }>();

export function badgeWords(localize: Localize): BadgeTerms & { loading: string; loadingTitle: string; alt: string } {
  const terms = localize.terms;
  let words = made.get(terms);
  if (!words) {
    const t = (key: Parameters<Localize['t']>[0]) => localize.t(key);
    words = { ...badgeTermsOf(t), loading: t('badgeLoading'), loadingTitle: t('badgeTitleLoading'), alt: t('badgeAlt') };
    made.set(terms, words);
  }
  return words;
}
