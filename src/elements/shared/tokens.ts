import { css } from 'lit';
import { themeTokens } from './lit-styles.js';

export { themeTokens };

/**
 * Design tokens shared by every element. Each `--reasoning-*` custom property
 * set by the page wins; these are the fallbacks, light or dark through
 * `light-dark()`, following the page's inherited `color-scheme` (a page that
 * declares `color-scheme: light dark` follows the OS), or `theme="light|dark"`
 * on the element. Status colours meet
 * WCAG AA (4.5:1) against the surface they sit on, and a word always says the
 * state, so colour is never the only signal.
 *
 * @cssproperty --reasoning-font - Font family.
 * @cssproperty --reasoning-font-mono - Monospace font for ids and hashes.
 * @cssproperty --reasoning-fg - Text colour.
 * @cssproperty --reasoning-muted - Secondary text colour.
 * @cssproperty --reasoning-bg - Surface colour.
 * @cssproperty --reasoning-subtle-bg - Secondary surface (skeletons, code).
 * @cssproperty --reasoning-border - Border colour.
 * @cssproperty --reasoning-accent - Links, focus rings, primary buttons.
 * @cssproperty --reasoning-ok - Verified / success.
 * @cssproperty --reasoning-pending - Pending / unverified.
 * @cssproperty --reasoning-danger - Failure / conflict.
 * @cssproperty --reasoning-radius - Corner radius.
 * @cssproperty --reasoning-space - Base spacing unit.
 *
 * Every token, for the elements that draw text and surfaces; `<chain-badge>`
 * takes only `themeTokens` (theme-tokens.ts).
 */
export const tokens = css`
  ${themeTokens}
  :host {
    --_font: var(--reasoning-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--reasoning-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_fg: var(--reasoning-fg, light-dark(#1f2328, #e6edf3));
    --_muted: var(--reasoning-muted, light-dark(#59636e, #9198a1));
    --_bg: var(--reasoning-bg, light-dark(#ffffff, #0d1117));
    --_subtle: var(--reasoning-subtle-bg, light-dark(#f6f8fa, #161b22));
    --_border: var(--reasoning-border, light-dark(#d1d9e0, #3d444d));
    --_ok: var(--reasoning-ok, light-dark(#1a7f37, #3fb950));
    --_pending: var(--reasoning-pending, light-dark(#9a6700, #d29922));
    --_danger: var(--reasoning-danger, light-dark(#cf222e, #f85149));
    --_radius: var(--reasoning-radius, 8px);
    --_space: var(--reasoning-space, 8px);
    font-family: var(--_font);
    color: var(--_fg);
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
