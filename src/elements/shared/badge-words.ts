/**
 * The badge renderer's words (src/badge BadgeTerms) in an element's language,
 * made once per set of terms: a page of a thousand badges builds them once.
 */
import type { BadgeState, BadgeTerms } from '../../badge/receipt.js';
import type { Localize } from '../../i18n/localize.js';

const made = new WeakMap<object, BadgeTerms & { loading: string; loadingTitle: string; alt: string }>();

export function badgeWords(localize: Localize): BadgeTerms & { loading: string; loadingTitle: string; alt: string } {
  const terms = localize.terms;
  let words = made.get(terms);
  if (!words) {
    const t = (key: Parameters<Localize['t']>[0]) => localize.t(key);
    const states: Record<BadgeState, string> = {
      verified: t('badgeVerified'),
      unverified: t('badgeUnverified'),
      unknown: t('badgeUnknown'),
      error: t('badgeError'),
    };
    words = {
      label: t('badgeLabel'),
      subject: t('badgeSubject'),
      states,
      titles: {
        verified: t('badgeTitleVerified'),
        unverified: t('badgeTitleUnverified'),
        unknown: t('badgeTitleUnknown'),
        error: t('badgeTitleError'),
      },
      loading: t('badgeLoading'),
      loadingTitle: t('badgeTitleLoading'),
      alt: t('badgeAlt'),
    };
    made.set(terms, words);
  }
  return words;
}
