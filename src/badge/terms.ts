/**
 * A badge's words in a language, for code without an element (the
 * `reasoning-badges` build step, a server's pages): the terms the elements
 * speak (src/i18n, lang/<code>.badge.ts), resolved the same way.
 */
import { badgeGroup } from '../i18n/lang/en.badge.js';
import { languageOf, termsFor } from '../i18n/language.js';
import { badgeTermsOf } from './receipt.js';

export { badgeTermsOf };

/**
 * The badge's words in the language `lang` is spoken as, like the elements
 * resolve it: `de-AT` → German, `pt-BR` → Portuguese, a language that does not
 * ship → English (the same words as BADGE_TERMS_EN). Other languages load on
 * first use.
 */
export async function badgeTerms(lang: string): Promise<ReturnType<typeof badgeTermsOf>> {
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
