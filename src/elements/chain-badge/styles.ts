/**
 * `<chain-badge>`'s own styles, as CSS text (the badge uses no Lit).
 *
 * @csspart link - The link to the receipt page around the badge.
 * @csspart badge - The badge itself: in render mode inline SVG, or an image of its SVG (`role="img"`) for a
 *   receipt the page shows five times or more, an `<img>` otherwise.
 */
export const chainBadgeCss =
  ':host{display:inline-block;vertical-align:middle;line-height:0}' +
  'a{display:inline-block;border-radius:3px;color:inherit;text-decoration:none}' +
  'a:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}' +
  'svg,img{display:block;height:20px}' +
  // The drawn badge as an image (view.ts: each badge's own sheet gives its width and image). Printed like an <img>.
  'span[role=img]{display:block;height:20px;background-repeat:no-repeat;-webkit-print-color-adjust:exact;print-color-adjust:exact}';

/**
 * A badge shown as an image of its file (view.ts), or of the service's file (server mode), takes
 * its dark colours from the file's own `prefers-color-scheme` query, which in an image follows the
 * `color-scheme` of the element showing it, save that none there (`normal`) means the OS's. That
 * differs from the element's own scheme only on a dark OS whose page leaves the element light, so
 * only there is the image's element told: `--_re-dark`, a registered colour (registerSchemeProbe), is `light-dark()` resolved
 * on the host, and a style query reads it. On a light OS no rule applies, and a page of a thousand
 * image badges pays no style work for it. Where style queries or the registration are missing, the
 * image follows the OS as before.
 */
const PROBE = '--_re-dark';
export const drawnImageSchemeCss = `@media (prefers-color-scheme:dark){:host{${PROBE}:light-dark(#000,#fff)}@container style(${PROBE}:#000){span[role=img],img{color-scheme:light}}}`;

let registered = false;
/** Registers the probe as a colour, once per page (another copy of this package may have done it: it throws). */
export function registerSchemeProbe(): void {
  if (registered) return;
  registered = true;
  try {
    CSS.registerProperty({ name: PROBE, syntax: '<color>', inherits: true, initialValue: '#0000' });
  } catch {}
}
