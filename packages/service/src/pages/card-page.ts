/**
 * The page an oEmbed iframe shows: the receipt's preview card, linked to its
 * receipt page (opened outside the frame). No script; other sites may frame
 * this page and only this one (CARD_PAGE_CSP).
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { documentStart } from './document-head.js';

/** The card page's policy: `frame-ancestors *` so any site can embed it, and nothing else loads but our image. */
export const CARD_PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

export interface CardPageInput {
  title: string;
  /** The receipt page, opened by the card's link. */
  pageUrl: string;
  /** The card PNG (same origin). */
  imageUrl: string;
  alt: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function cardPage({ title, pageUrl, imageUrl, alt, lang, dir }: CardPageInput): string {
  const e = escapeHtml;
  return `${documentStart(lang, dir)}
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>
  html, body { margin: 0; height: 100%; background: transparent; }
  a { display: block; line-height: 0; border-radius: 8px; overflow: hidden; }
  a:focus-visible { outline: 3px solid #0969da; outline-offset: -3px; }
  img { width: 100%; height: auto; max-height: 100vh; object-fit: contain; }
  h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
</head>
<body>
<main><h1>${e(title)}</h1><a href="${e(pageUrl)}" target="_blank" rel="noopener"><img src="${e(imageUrl)}" alt="${e(alt)}" width="1200" height="630"></a></main>
</body>
</html>
`;
}
