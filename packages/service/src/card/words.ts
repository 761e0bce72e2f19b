/**
 * The preview card's words for a receipt in a language: the receipt page's
 * heading, the receipt card's terms for the fields and the state, the badge's
 * words, and the attestation time through Intl in that language.
 */
import { badgeTerms, outcomeOfRecord, type BadgeTerms, type CardWords } from 'reasoning-elements/badge';
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

/**
 * `attestedAt` (ISO time) as the reader's language writes a date and time, in UTC (the label says so: a zone
 * name at the end of a right-to-left line is drawn at its start by the rasteriser).
 */
export function attestedTime(attestedAt: string, lang: string): string {
  const date = new Date(attestedAt);
  if (Number.isNaN(date.getTime())) return attestedAt;
  // Without the direction marks Intl puts in (ar, he): the card sets each line's direction itself, and the
  // drawing shows a bidi control as a visible mark (neutralizeBidi) rather than let it reorder text.
  const text = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
  return text.replace(/[\u200e\u200f\u061c]/g, '');
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
      // The outcome's word, as on the badge beside it and on the elements' badge.
      state: terms.outcomes[outcomeOfRecord(receipt)],
      chainLength: [card.t('chainLength'), card.t('links', { count: receipt.chain_length })],
      chainRoot: card.t('chainRoot'),
      attested: [receipt.verified && attestedAt ? `${card.t('attestation')} (UTC)` : card.t('attestation'), attested],
      ...(footer ? { footer } : {}),
    },
  };
}
