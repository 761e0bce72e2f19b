/**
 * What `<chain-badge>` shows, from its state or a server render's: the outcome, and the view (view.ts)
 * that draws it. Pure of the element, so a server render (`chainBadgeShadowFor`) draws the same badge.
 */
import { fillTerm, renderBadge } from '../../badge/index.js';
import { outcomeOfRecord, type Outcome } from '../../badge/outcome.js';
import { outcomeOfError } from '../../client/outcome.js';
import type { BadgeReceiptData } from '../../client/badge-read.js';
import { isPlainId, toWellFormed } from '@reasoning-elements/protocol';
import type { Receipt } from '../../spec/resources.js';
import { themeTokensCss } from '../shared/theme-tokens.js';
import { linkUrls, type LinkUrls } from '../../badge/embed.js';
import { chainBadgeCss, drawnImageSchemeCss } from './styles.js';
import type { LoadStatus } from '../shared/latest-load.js';
import { badgeWordsOf, englishBadgeWords, type BadgeTermKey, type BadgeWords } from '../shared/badge-words.js';
import { DRAWN, LOADING_COLOR, drawnBadgeCss } from '../shared/drawn-badge.js';
import { resolveEndpoints, type Endpoints } from '../shared/endpoints.js';
import { viewHtml, type BadgeView } from './view.js';
import { dataImagesAllowed } from '../shared/data-images.js';
import { outcomeBadge } from '../shared/outcome-badge.js';

/** A receipt as the badge holds it: loaded by the light read, or given whole (property or inline JSON). */
export type ShownReceipt = Receipt | BadgeReceiptData;

export type ChainBadgeMode = 'render' | 'server' | 'link';
export const MODES: readonly ChainBadgeMode[] = ['render', 'server', 'link'];

/** Drawn badges by their words, then by state, receipt id and label: a page repeats a few of them many times. */
const drawnSvgs = new WeakMap<BadgeWords, Map<string, { svg: string; file: string }>>();

/** From this many copies on the page, a receipt's badge is drawn as an image (see chain-badge.ts). */
export const IMAGE_FROM_COPIES = 5;

export const CSS = themeTokensCss + chainBadgeCss + drawnBadgeCss + drawnImageSchemeCss;

/** What decides a badge's view: the element's state, or a server render's. */
export interface BadgeInputs {
  receiptId: string;
  mode: ChainBadgeMode;
  label: string | null | undefined;
  endpoints: Pick<Endpoints, 'appUrl' | 'receiptsUrl'>;
  load: { status: LoadStatus; value?: BadgeReceiptData | undefined; error?: unknown };
  given: ShownReceipt | undefined;
  imageFailed?: boolean;
  words: BadgeWords;
  /** Rendered on a server, where script may never run: the default names the receipt, never "loading". */
  server?: boolean;
  /** Badges on the page showing this receipt: from IMAGE_FROM_COPIES, its badge is drawn as an image. */
  copies?: number;
  /** A setup mistake, as the sentence that says how to fix it: the badge is `misconfigured`. */
  fix?: string | undefined;
}

/** The outcome a badge shows for `inputs` (see badgeView). */
export function badgeOutcome(inputs: Pick<BadgeInputs, 'receiptId' | 'mode' | 'load' | 'given' | 'imageFailed' | 'server' | 'fix'>): Outcome | 'link' | 'id' {
  const { receiptId, mode, given } = inputs;
  if (inputs.fix || !receiptId || !isPlainId(receiptId)) return 'misconfigured';
  const { status, value, error } = inputs.load;
  if (mode === 'link') return inputs.imageFailed ? 'unavailable' : 'link';
  if ((status === 'initial' || status === 'pending') && !given) return inputs.server ? 'id' : 'loading';
  if (status === 'complete') return value ? outcomeOfRecord(value) : 'not-found';
  // Loading or failed with a receipt given at build time: it stays (a failed refresh keeps it).
  if (given) return outcomeOfRecord(given);
  return outcomeOfError(error);
}

/** The badge to show for `inputs` (the element's render). */
export function badgeView(inputs: BadgeInputs): BadgeView {
  const { receiptId, mode, given, words } = inputs;
  const label = inputs.label || words.label;
  const id = isPlainId(receiptId) ? receiptId : '';
  const subject = (of: string) => (of ? fillTerm(words.subject, { label, id: of }) : label);
  const drawn = (state: Outcome | 'id', receipt?: ShownReceipt): BadgeView['badge'] => {
    let byWords = drawnSvgs.get(words);
    if (!byWords) drawnSvgs.set(words, (byWords = new Map()));
    const key = `${state}\n${receipt ? receipt.id : id}\n${label}\n${inputs.fix ?? ''}`;
    let drawing = byWords.get(key);
    if (drawing === undefined) {
      const of = receipt ? receipt.id : id;
      // Twice: for the shadow root (DRAWN), and as the CLI's file, for the image form (view.ts).
      const draw = (options: Partial<typeof DRAWN>) =>
        state === 'id'
          ? renderBadge({ label, message: id, color: LOADING_COLOR, title: subject(id), ...options })
          : // Every loading badge looks alike: one image for all (the name, with the id, is the inline SVG's title).
            outcomeBadge(state, words, { label, ...(of ? { id: of } : {}), ...(inputs.fix ? { fix: inputs.fix } : {}), untitled: state === 'loading' && options !== DRAWN, ...options });
      drawing = { svg: draw(DRAWN), file: draw({}) };
      if (byWords.size >= 500) byWords.clear();
      byWords.set(key, drawing);
    }
    // Every loading badge looks alike: an image, whatever the copies of its receipt.
    const inline = state !== 'loading' && (inputs.copies ?? 0) < IMAGE_FROM_COPIES;
    return inline ? { state, ...drawing, inline } : { state, ...drawing };
  };
  /**
   * The service's badge_svg, only as an image: an SVG in <img> runs no script and loads nothing.
   * Where the page refuses `data:` images (never inlined raw), this package's own badge, drawn
   * inline like render mode's: no broken image, and no violation beyond the page's one try.
   */
  const serverImage = (receipt: ShownReceipt): BadgeView['badge'] => {
    const state = outcomeOfRecord(receipt);
    const svg = (receipt as BadgeReceiptData).badge_svg;
    if (!svg.trim() || (!inputs.server && !dataImagesAllowed())) return drawn(state, receipt);
    // Lone surrogates become U+FFFD: encodeURIComponent throws on them, which would break the render.
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toWellFormed(svg))}`;
    return { state, src, alt: fillTerm(words.alt, { subject: subject(receipt.id), state: words.outcomes[state] }) };
  };
  const shown = (receipt: ShownReceipt) => (mode === 'server' ? serverImage(receipt) : drawn(outcomeOfRecord(receipt), receipt));
  const link: LinkUrls | undefined = linkUrls(receiptId, inputs.endpoints.appUrl, inputs.endpoints.receiptsUrl);
  const outcome = badgeOutcome(inputs);
  if (outcome === 'loading' || outcome === 'id') {
    // Nothing better yet: the light-DOM fallback, else a grey badge (a link of its own, never a link in a link).
    if (outcome === 'id') return link ? { href: link.href, slot: true, badge: drawn('id') } : { href: undefined, slot: true, badge: drawn('misconfigured') };
    return { href: link?.href, busy: !!link, slot: true, badge: drawn('loading') };
  }
  let badge: BadgeView['badge'];
  const { status, value } = inputs.load;
  if (outcome === 'link') badge = link ? { state: 'link', src: link.src, alt: subject(receiptId), watch: true } : drawn('misconfigured');
  else if (mode !== 'link' && status === 'complete' && value) badge = shown(value);
  else if (mode !== 'link' && given && outcome !== 'misconfigured') badge = shown(given);
  else badge = drawn(outcome);
  // An id that is not a plain token gets no link (there is no page to go to).
  return { href: link?.href, badge };
}

/**
 * The badge's shadow root content as HTML, for a server render (declarative shadow DOM): from its
 * attributes and a receipt given as its property, the given receipt's badge, else one naming the
 * receipt, linked to its page; links stay relative when the attributes do not say otherwise. The
 * element draws afresh when it loads. English unless `say` (a badge term's text, its slots unfilled, in
 * another language) says otherwise.
 * Used by @reasoning-elements/render (`renderChainBadge`, and its `ChainBadgeRenderer` for @lit-labs/ssr).
 */
export function chainBadgeShadowFor(
  attributes: Readonly<Record<string, string | null | undefined>>,
  receipt?: ShownReceipt,
  say?: (key: BadgeTermKey) => string,
): string {
  const endpoints = resolveEndpoints({ baseUrl: attributes['base-url'], receiptsUrl: attributes['receipts-url'], appUrl: attributes['app-url'] }, null);
  const mode = MODES.find((m) => m === attributes['mode']) ?? 'render';
  const receiptId = attributes['receipt-id'] ?? receipt?.id ?? '';
  const view = badgeView({
    receiptId,
    mode,
    label: attributes['label'],
    endpoints,
    given: receipt && receipt.id === receiptId ? receipt : undefined,
    words: say ? badgeWordsOf(say) : englishBadgeWords(),
    load: { status: 'initial' },
    server: true,
  });
  return `<style>${CSS}</style>${viewHtml(view)}`;
}
