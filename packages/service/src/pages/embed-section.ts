/**
 * The receipt page's "Embed this receipt": the three snippets to paste
 * (embedSnippets), each in a read-only text box a reader can select without
 * script, and a copy button that EMBED_SCRIPT shows and runs.
 */
import { escapeHtml, isPlainId } from '@reasoning-elements/protocol';
import { embedSnippets, type BadgeTerms } from 'reasoning-elements/badge';
import type { PageWords } from './receipt-page-words.js';

/** The copy buttons' script, served at EMBED_SCRIPT_PATH (the page's CSP allows only scripts of its own origin). */
export const EMBED_SCRIPT = `for (const b of document.querySelectorAll('button[data-copy]')) {
  const box = document.getElementById(b.dataset.copy);
  b.hidden = false;
  b.addEventListener('click', async () => {
    try { await navigator.clipboard.writeText(box.value); b.textContent = b.dataset.done; }
    catch { box.focus(); box.select(); }
  });
}
`;
export const EMBED_SCRIPT_PATH = '/app/embed-copy.js';

export interface EmbedSectionInput {
  receiptId: string;
  /** Where the service's paths start (its public URL, no trailing slash). */
  base: string;
  pageUrl: string;
  words: PageWords['embed'];
  terms: BadgeTerms;
  copy: string;
  copied: string;
}

/** The section, or nothing for an id that is not a plain token (no snippet could name it safely). */
export function embedSection({ receiptId, base, pageUrl, words, terms, copy, copied }: EmbedSectionInput): string {
  if (!isPlainId(receiptId)) return '';
  const id = encodeURIComponent(receiptId);
  const snippets = embedSnippets(
    receiptId,
    { page: pageUrl, light: `${base}/files/badge/${id}.png`, dark: `${base}/files/badge/${id}.png?scheme=dark`, appUrl: `${base}/app`, receiptsUrl: `${base}/files` },
    terms,
  );
  const e = escapeHtml;
  const box = (key: keyof typeof snippets, label: string) =>
    `<div class="snippet"><label for="embed-${key}">${e(label)}</label>` +
    `<textarea id="embed-${key}" readonly rows="3" dir="ltr" spellcheck="false">${e(snippets[key])}</textarea>` +
    `<button type="button" data-copy="embed-${key}" data-done="${e(copied)}" aria-label="${e(`${copy}: ${label}`)}" hidden>${e(copy)}</button></div>`;
  return (
    `<section class="embed" aria-labelledby="embed-heading"><h2 id="embed-heading">${e(words.heading)}</h2>\n` +
    `${box('markdown', words.markdown)}\n${box('html', words.html)}\n${box('element', words.element)}\n</section>\n` +
    `<script type="module" src="${e(base)}${EMBED_SCRIPT_PATH}"></script>`
  );
}
