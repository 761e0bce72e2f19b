/**
 * What `<chain-badge>` shows, as data: drawn as DOM in the page, written as
 * HTML for a server render (declarative shadow DOM), so both are the same.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { readBadgeSvg } from '../shared/svg-nodes.js';

export interface DrawnBadge {
  state: string;
  /** From this package's renderer: every text in it escaped. */
  svg: string;
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

/** A key that differs whenever what is drawn differs. */
export function viewKey(view: BadgeView): string {
  const b = view.badge;
  return [view.href, view.busy, view.slot, b.state, isDrawn(b) ? b.svg : `${b.src}\n${b.alt}\n${b.watch}`].join('\n');
}

/**
 * Each distinct view is built once, in a document of its own where nothing loads or runs (an image's
 * `src` is not fetched there), and copied into the page for every badge that shows it: a page of a
 * thousand badges repeats a hundred receipts' badges. Bounded, so a long-lived page does not grow it.
 */
let inert: Document | undefined;
const built = new Map<string, Node>();
const MAX_KEPT = 500;

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
  if (isDrawn(b)) {
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
