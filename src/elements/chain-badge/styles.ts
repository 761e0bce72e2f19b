/**
 * `<chain-badge>`'s own styles, as CSS text (the badge uses no Lit).
 *
 * @csspart link - The link to the receipt page around the badge.
 * @csspart badge - The badge itself (an inline SVG in render mode, an `<img>` otherwise).
 */
export const chainBadgeCss =
  ':host{display:inline-block;vertical-align:middle;line-height:0}' +
  'a{display:inline-block;border-radius:3px;color:inherit;text-decoration:none}' +
  'a:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}' +
  'svg,img{display:block;height:20px}';
