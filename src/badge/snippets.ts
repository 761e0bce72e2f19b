/**
 * What to paste to show a receipt where no script of ours runs: a Markdown
 * badge (it keeps its image through GitHub's sanitizer), HTML with a
 * `<picture>` whose dark source follows `prefers-color-scheme`, and the
 * `<chain-badge>` tag with its fallback inside. Used by the receipt page's
 * "Embed this receipt" and the `reasoning-badges` build.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { chainBadgeHtml } from './embed.js';
import { BADGE_TERMS_EN, fillTerm, type BadgeTerms } from './receipt.js';

export interface SnippetUrls {
  /** The receipt page (app_url/receipts/{id}). */
  page: string;
  /** The badge image in light colours. */
  light: string;
  /** The badge image in dark colours. */
  dark: string;
  /** app_url and receipts_url, for the element's tag. */
  appUrl: string;
  receiptsUrl: string;
}

export interface EmbedSnippets {
  markdown: string;
  html: string;
  element: string;
}

/** Markdown's link text and image alt cannot hold `[`, `]` or a line break unescaped. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ');
/** A URL in Markdown's `(…)`: spaces and parentheses percent-encoded. */
const markdownUrl = (url: string) => url.replace(/[ ()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function embedSnippets(receiptId: string, urls: SnippetUrls, terms: BadgeTerms = BADGE_TERMS_EN): EmbedSnippets {
  const alt = fillTerm(terms.subject, { label: terms.label, id: receiptId });
  const e = escapeHtml;
  return {
    markdown: `[![${markdownText(alt)}](${markdownUrl(urls.light)})](${markdownUrl(urls.page)})`,
    html:
      `<a href="${e(urls.page)}"><picture>` +
      `<source media="(prefers-color-scheme: dark)" srcset="${e(urls.dark)}">` +
      `<img src="${e(urls.light)}" alt="${e(alt)}" height="20">` +
      `</picture></a>`,
    element: chainBadgeHtml(receiptId, { appUrl: urls.appUrl, receiptsUrl: urls.receiptsUrl, terms }),
  };
}
