/**
 * `reasoning-elements/i18n`: the elements' languages, for pages and for code
 * without an element. `registerTranslation()` adds a language or overrides
 * terms; `termsFor()` gives the terms of some parts of the UI in a language
 * (a build step, a server's page); `LANGUAGES` lists the ones that ship.
 * See docs/i18n.md.
 */
export { registerTranslation, resolveLanguage } from './localize.js';
export { termsFor, sayFinding, type TermsInLanguage } from './terms-for.js';
export type { PartName, PluralForms, Term, TermKey, TermValues, Translation } from './types.js';

/** The languages that ship, each named in itself. English is built in; the others load when an element speaks them. */
export const LANGUAGES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  ja: '日本語',
  zh: '简体中文',
  ko: '한국어',
  ar: 'العربية',
  he: 'עברית',
};
