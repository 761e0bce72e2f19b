/**
 * What `<chain-badge>` shows, as data: drawn as DOM in the page, written as
 * HTML for a server render (declarative shadow DOM), so both are the same.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { readBadgeSvg, unescapeXml } from '../shared/svg-nodes.js';
import { dataImagesAllowed } from '../shared/data-images.js';

export interface DrawnBadge {
  state: string;
  /** From this package's renderer, for the shadow root (no `<style>`): every text in it escaped. */
  svg: string;
  /**
   * The same badge as a file of its own, as the CLI writes it (its dark colours in its own `<style>`),
   * shown as an image where the page allows `data:` images; its accessible name is `svg`'s.
   */
  file: string;
  /** Drawn inline even where the page allows `data:` images: a badge the page shows only a few times (chain-badge.ts). */
  inline?: boolean;
}

export interface ImageBadge {
  state: string;
  src: string;
  alt: string;
  /** A failed load is reported (the link form's image). */
  watch?: boolean;
}

export interface BadgeView {
  /** The receipt page; without one the badge is not a link. */
  href: string | undefined;
  /** Still loading: `aria-busy` on the link. */
  busy?: boolean;
  /** Inside the default slot, which the page's fallback replaces while the badge loads. */
  slot?: boolean;
  badge: DrawnBadge | ImageBadge;
}

const isDrawn = (badge: DrawnBadge | ImageBadge): badge is DrawnBadge => 'svg' in badge;

/** A drawn badge is shown as an image of its SVG (one decode per distinct badge), unless it asks to be inline or images are refused. */
const asImage = (b: DrawnBadge | ImageBadge): b is DrawnBadge => isDrawn(b) && !b.inline && dataImagesAllowed();

/** A key that differs whenever what is drawn differs. */
export function viewKey(view: BadgeView): string {
  const b = view.badge;
  const badge = isDrawn(b) ? `${asImage(b) ? 'image' : 'inline'}\n${b.svg}\n${b.file}` : `${b.src}\n${b.alt}\n${b.watch}`;
  return [view.href, view.busy, view.slot, b.state, badge].join('\n');
}

/**
 * Each distinct view is built once, in a document of its own where nothing loads or runs (an image's
 * `src` is not fetched there), and copied into the page for every badge that shows it: a page of a
 * thousand badges repeats a hundred receipts' badges. Bounded, so a long-lived page does not grow it.
 */
let inert: Document | undefined;
const built = new Map<string, Node>();
const MAX_KEPT = 500;

/**
 * Draws the view into an element's shadow root (`key` is its viewKey), with the style sheets it takes:
 * the element's own, and for a badge drawn as an image, the sheet that shows it.
 */
export function drawView(root: ShadowRoot, view: BadgeView, key: string, sheets: readonly CSSStyleSheet[], onImageError: () => void): void {
  // A reader on the badge (say, tabbed to while it loaded) stays on it: the link is new, so focus moves to it.
  const hadFocus = root.activeElement?.matches('[part=link]') === true;
  root.replaceChildren(viewNodes(view, key, root.ownerDocument, onImageError));
  if (hadFocus) root.querySelector<HTMLElement>('[part=link]')?.focus();
  const image = asImage(view.badge) ? imageSheet(view.badge.file) : undefined;
  const wanted = image ? [...sheets, image] : sheets;
  const now = root.adoptedStyleSheets;
  if (now.length !== wanted.length || wanted.some((sheet, i) => now[i] !== sheet)) root.adoptedStyleSheets = [...wanted];
}

/**
 * Each distinct badge's image as a style sheet of one rule: the shadow roots that show it adopt it,
 * so the browser fetches and decodes the image once for all of them, where an `<img>` per badge
 * would look up its `data:` URL once per element. (No `style-src` applies to a constructed sheet;
 * `img-src` applies to the image, hence dataImagesAllowed.)
 */
const imageSheets = new Map<string, CSSStyleSheet>();

function imageSheet(file: string): CSSStyleSheet {
  let sheet = imageSheets.get(file);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    // encodeURIComponent leaves no quote, backslash or newline: nothing ends the url("…") early.
    sheet.replaceSync(`[part=badge]{width:${svgWidth(file)}px;background-image:url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(file)}")}`);
    if (imageSheets.size >= MAX_KEPT) imageSheets.clear();
    imageSheets.set(file, sheet);
  }
  return sheet;
}

/** The renderer's width (whole pixels or one decimal) and accessible name, read from its first tag. */
const svgWidth = (svg: string) => /^<svg [^>]*?width="([\d.]+)"/.exec(svg)?.[1] ?? '0';
const svgTitle = (svg: string) => unescapeXml(/^<svg [^>]*?aria-label="([^"]*)"/.exec(svg)?.[1] ?? '');

/** The view as nodes for `doc` (`key` is its viewKey); `onImageError` hears a watched image that fails. */
export function viewNodes(view: BadgeView, key: string, doc: Document, onImageError: () => void): Node {
  let master = built.get(key);
  if (!master) {
    inert ??= doc.implementation.createHTMLDocument('');
    master = build(view, inert);
    if (built.size >= MAX_KEPT) built.clear();
    built.set(key, master);
  }
  const copy = doc.importNode(master, true);
  if (!isDrawn(view.badge) && view.badge.watch) (copy as Element).querySelector('img')?.addEventListener('error', onImageError, { once: true });
  return copy;
}

function build(view: BadgeView, doc: Document): Node {
  const b = view.badge;
  let badge: Element;
  if (asImage(b)) {
    // The image is the shadow root's sheet (drawView); the name and tooltip are the SVG's title.
    badge = doc.createElement('span');
    const title = svgTitle(b.svg);
    badge.setAttribute('role', 'img');
    badge.setAttribute('aria-label', title);
    badge.setAttribute('title', title);
  } else if (isDrawn(b)) {
    badge = doc.createElement('span');
    badge.append(readBadgeSvg(b.svg, doc));
  } else {
    badge = doc.createElement('img');
    badge.setAttribute('src', b.src);
    badge.setAttribute('alt', b.alt);
  }
  badge.setAttribute('part', 'badge');
  badge.setAttribute('data-state', b.state);
  const link = doc.createElement(view.href === undefined ? 'span' : 'a');
  link.setAttribute('part', 'link');
  if (view.href !== undefined) link.setAttribute('href', view.href);
  if (view.busy) link.setAttribute('aria-busy', 'true');
  link.append(badge);
  if (!view.slot) return link;
  const slot = doc.createElement('slot');
  slot.append(link);
  return slot;
}

/** The view as HTML (attribute values and the image's text escaped; the SVG is the renderer's, escaped already). */
export function viewHtml(view: BadgeView): string {
  const b = view.badge;
  const state = `part="badge" data-state="${escapeHtml(b.state)}"`;
  const badge = isDrawn(b) ? `<span ${state}>${b.svg}</span>` : `<img ${state} src="${escapeHtml(b.src)}" alt="${escapeHtml(b.alt)}">`;
  const tag = view.href === undefined ? 'span' : 'a';
  const attributes = `part="link"${view.href === undefined ? '' : ` href="${escapeHtml(view.href)}"`}${view.busy ? ' aria-busy="true"' : ''}`;
  const link = `<${tag} ${attributes}>${badge}</${tag}>`;
  return view.slot ? `<slot>${link}</slot>` : link;
}
