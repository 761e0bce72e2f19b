/**
 * app_url page for one receipt: a proper title, link-preview meta tags, the
 * receipt's fields as plain HTML (meaningful without script) and the
 * <reasoning-receipt> element that upgrades it, in the reader's language
 * (`Accept-Language`, see `pageLanguage`), its badge too.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { documentStart } from './document-head.js';
import { badgeLanguage, badgeParts, badgeStateOf, badgeTerms, CARD_HEIGHT, CARD_WIDTH, fillTerm, receiptBadge, STATE_COLORS } from 'reasoning-elements/badge';
import { termsFor } from 'reasoning-elements/i18n';
import type { Receipt } from 'reasoning-elements/spec';
import { PAGE_WORDS, pageWords, type PageWords } from './receipt-page-words.js';
import { embedSection } from './embed-section.js';

/** Open Graph's locale (language_TERRITORY) for each language the page speaks. */
const OG_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', pt: 'pt_BR', it: 'it_IT', ja: 'ja_JP', zh: 'zh_CN', ko: 'ko_KR', ar: 'ar_AR', he: 'he_IL',
};

type PageWordsTurns = PageWords['turns'];

/**
 * The page's language for an `Accept-Language` header: the tag the reader
 * prefers most (by q-value, then by order) that the page speaks, as its
 * language code (`de-AT` → `de`); English when none is, or there is no header.
 */
export function pageLanguage(acceptLanguage: string | null | undefined): { lang: string; dir: 'ltr' | 'rtl' } {
  const ranked: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of (acceptLanguage ?? '').split(',').entries()) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/i, ''));
    if (!tag || tag === '*' || !Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranked.push({ tag, q, at });
  }
  ranked.sort((a, b) => b.q - a.q || a.at - b.at);
  for (const { tag } of ranked) {
    const spoken = badgeLanguage(tag);
    const base = spoken?.lang.split('-')[0]!.toLowerCase();
    if (spoken && base && Object.hasOwn(PAGE_WORDS, base)) return { lang: base, dir: spoken.dir };
  }
  return { lang: 'en', dir: 'ltr' };
}


export interface ReceiptPageInput {
  receipt: Receipt;
  /** Absolute URL of this page. */
  pageUrl: string;
  /** Absolute URL of the badge image. */
  badgeUrl: string;
  /** Module script that defines the elements. */
  elementsScript: string;
  /** The page's language, from `pageLanguage()`; default English. */
  lang?: string;
}

/** The receipt page in `lang` (its sentences, and its badge drawn in that language). */
export async function receiptPage({ receipt, pageUrl, badgeUrl, elementsScript, lang = 'en' }: ReceiptPageInput): Promise<string> {
  const { lang: code, dir } = pageLanguage(lang);
  const words = pageWords(code);
  // The fields' names and states: the receipt card's own terms, so the page and the card say the same.
  const [terms, card] = await Promise.all([badgeTerms(code), termsFor('receipt', code)]);
  const fill = (text: string, values: Record<string, string>) => fillTerm(text, values);
  const state = card.t(receipt.verified ? 'stateVerified' : 'statePending');
  const title = fill(words.title, { id: receipt.id, state });
  const count = receipt.chain_length;
  const turns = fill(words.turns[new Intl.PluralRules(code).select(count) as keyof PageWordsTurns] ?? words.turns.other, { count: card.number(count) });
  const description = fill(words.description, { chain: receipt.chain_id, turns, root: receipt.chain_root, state });
  const rows: [string, string][] = [
    [words.receipt, receipt.id],
    [card.t('serviceSays'), card.t(receipt.verified ? 'verified' : 'notYetVerified')],
    [card.t('session'), `${receipt.session_id} (${receipt.session_type})`],
    [card.t('chain'), receipt.chain_id],
    [card.t('chainRoot'), receipt.chain_root],
    [card.t('chainLength'), card.t('links', { count })],
    [card.t('attestation'), receipt.attest_id || card.t('pending')],
    [card.t('created'), receipt.created_at],
  ];
  // The badge says what its own title says. In English it is the badge file; in another language it is drawn
  // here, in the page's words (the file, also the link previews' image, stays English).
  const badgeState = badgeStateOf(receipt);
  const badgeAlt = badgeParts(receipt, { terms }).title;
  const badgeSrc = code === 'en' ? badgeUrl : `data:image/svg+xml,${encodeURIComponent(receiptBadge(receipt, { terms }))}`;
  // The service's own paths start where the page's does (its public URL may carry a path).
  const base = pageUrl.slice(0, Math.max(0, pageUrl.lastIndexOf('/app/receipts/')));
  const cardUrl = `${base}/files/card/${encodeURIComponent(receipt.id)}.png?lang=${code}`;
  const cardAlt = `${words.heading} ${receipt.id}: ${state}. ${card.t('chainLength')}: ${card.t('links', { count })}. ${card.t('chainRoot')}: ${receipt.chain_root}`;
  const oembedUrl = `${base}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
  const embed = embedSection({ receiptId: receipt.id, base, pageUrl, words: words.embed, terms, copy: card.t('copy'), copied: card.t('copied') });
  const e = escapeHtml;
  return `${documentStart(code, dir)}
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(pageUrl)}">
<meta property="og:locale" content="${e(OG_LOCALES[code] ?? 'en_US')}">
<meta property="og:image" content="${e(cardUrl)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${CARD_WIDTH}">
<meta property="og:image:height" content="${CARD_HEIGHT}">
<meta property="og:image:alt" content="${e(cardAlt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}">
<meta name="twitter:image" content="${e(cardUrl)}">
<meta name="twitter:image:alt" content="${e(cardAlt)}">
<meta name="twitter:label1" content="${e(card.t('serviceSays'))}">
<meta name="twitter:data1" content="${e(state)}">
<meta name="twitter:label2" content="${e(card.t('chainLength'))}">
<meta name="twitter:data2" content="${e(card.t('links', { count }))}">
<meta name="theme-color" content="${STATE_COLORS[badgeState]}">
<link rel="canonical" href="${e(pageUrl)}">
<link rel="alternate" type="application/json+oembed" href="${e(oembedUrl)}" title="${e(title)}">
<link rel="icon" href="data:,">
<script type="module" src="${e(elementsScript)}"></script>
<style>
  :root { color-scheme: light dark; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1f2328; background: #f6f8fa; }
  main { max-width: 44rem; margin: 0 auto; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; border-radius: 8px; border: 1px solid #d0d7de; }
  dt { color: #59636e; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  footer { margin-top: 1rem; color: #59636e; font-size: .9rem; }
  .embed h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; }
  .snippet { display: grid; grid-template-columns: 1fr auto; gap: .25rem .5rem; margin-bottom: .75rem; }
  .snippet label { grid-column: 1 / -1; color: #59636e; }
  .snippet textarea { font: 13px/1.4 ui-monospace, monospace; resize: vertical; border: 1px solid #d0d7de; border-radius: 6px; padding: .4rem; background: inherit; color: inherit; }
  .snippet button { align-self: start; font: inherit; padding: .3rem .8rem; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; color: #1f2328; cursor: pointer; }
  @media (prefers-color-scheme: dark) { body { background: #0d1117; color: #e6edf3; } dl { background: #161b22; border-color: #30363d; } dt, footer { color: #9198a1; } }
</style>
</head>
<body>
<main>
<h1>${e(words.heading)}</h1>
<reasoning-receipt receipt-id="${e(receipt.id)}" with-session verify>
<dl>
${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('\n')}
</dl>
</reasoning-receipt>
<footer><a href="${e(receipt.pdf_url)}">${e(card.t('downloadPdf'))}</a> · <img src="${e(badgeSrc)}" alt="${e(badgeAlt)}" height="20" style="vertical-align: middle"></footer>
${embed}
</main>
</body>
</html>
`;
}
