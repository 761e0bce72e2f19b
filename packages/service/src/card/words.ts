/**
 * The preview card's words for a receipt in a language: the receipt page's
 * heading, the receipt card's terms for the fields and the state, the badge's
 * words, and the attestation time through Intl in that language.
 */
import { badgeTerms, type BadgeTerms, type CardWords } from 'reasoning-elements/badge';
import { termsFor } from 'reasoning-elements/i18n';
import type { Receipt } from 'reasoning-elements/spec';
import { pageLanguage } from '../pages/receipt-page.js';
import { pageWords } from '../pages/receipt-page-words.js';

export interface CardText {
  lang: string;
  dir: 'ltr' | 'rtl';
  words: CardWords;
  terms: BadgeTerms;
}

/** `attestedAt` (ISO time) as the reader's language writes a date and time, in UTC. */
export function attestedTime(attestedAt: string, lang: string): string {
  const date = new Date(attestedAt);
  if (Number.isNaN(date.getTime())) return attestedAt;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
}

/** The card's text for `receipt` in `lang` (a language code the page speaks; others fall back to English). */
export async function cardText(receipt: Receipt, lang: string, attestedAt: string | undefined, footer?: string): Promise<CardText> {
  const { lang: code, dir } = pageLanguage(lang);
  const [terms, card] = await Promise.all([badgeTerms(code), termsFor('receipt', code)]);
  const attested = receipt.verified && attestedAt ? attestedTime(attestedAt, code) : card.t('pending');
  return {
    lang: code,
    dir,
    terms,
    words: {
      heading: pageWords(code).heading,
      state: card.t(receipt.verified ? 'stateVerified' : 'statePending'),
      chainLength: [card.t('chainLength'), card.t('links', { count: receipt.chain_length })],
      chainRoot: card.t('chainRoot'),
      attested: [card.t('attestation'), attested],
      ...(footer ? { footer } : {}),
    },
  };
}
