/**
 * A badge's words in a language, for code without an element (the
 * `reasoning-badges` build step, a server's pages): the terms the elements
 * speak (src/i18n, lang/<code>.badge.ts), resolved the same way.
 */
import { badgeGroup, type badgeTerms as englishBadgeTerms } from '../i18n/lang/en.badge.js';
import { languageOf, termsFor } from '../i18n/language.js';
import type { BadgeState, BadgeTerms } from './receipt.js';

/** BadgeTerms from the badge group's terms (`t` gives a term's text, its slots unfilled). */
export function badgeTermsOf(t: (key: keyof typeof englishBadgeTerms) => string): BadgeTerms {
  const states: Record<BadgeState, string> = {
    verified: t('badgeVerified'),
    unverified: t('badgeUnverified'),
    unknown: t('badgeUnknown'),
    error: t('badgeError'),
  };
  return {
    label: t('badgeLabel'),
    subject: t('badgeSubject'),
    states,
    titles: {
      verified: t('badgeTitleVerified'),
      unverified: t('badgeTitleUnverified'),
      unknown: t('badgeTitleUnknown'),
      error: t('badgeTitleError'),
    },
  };
}

/**
 * The badge's words in the language `lang` is spoken as, like the elements
 * resolve it: `de-AT` → German, `pt-BR` → Portuguese, a language that does not
 * ship → English (the same words as BADGE_TERMS_EN). Other languages load on
 * first use.
 */
export async function badgeTerms(lang: string): Promise<BadgeTerms> {
  const { terms } = await termsFor(lang, [badgeGroup]);
  return badgeTermsOf((key) => {
    const term = terms[key];
    return typeof term === 'string' ? term : (term?.other ?? '');
  });
}

/**
 * The language and direction `tag` is spoken as (`de-AT` → `{ lang: 'de-AT', dir: 'ltr' }`,
 * `ar` → rtl), or undefined when no shipped or registered language covers it.
 */
export function badgeLanguage(tag: string): { lang: string; dir: 'ltr' | 'rtl' } | undefined {
  return languageOf(tag);
}
