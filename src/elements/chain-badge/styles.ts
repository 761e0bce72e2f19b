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
