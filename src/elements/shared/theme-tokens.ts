/**
 * The part of the design tokens (tokens.ts) that every element takes,
 * `<chain-badge>` included, which draws its own colours: the accent for links
 * and focus rings, and the colour scheme. Its own module, so a page with only
 * badges does not load the rest.
 *
 * @cssproperty --reasoning-accent - Links, focus rings, primary buttons.
 */
import { css } from 'lit';

export const themeTokens = css`
  :host {
    --_accent: var(--reasoning-accent, light-dark(#0859c9, #4493f8));
  }
  /* The scheme is the page's (its color-scheme, inherited: "light dark" follows the OS);
     theme="light" | "dark" pins it for one element. */
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
`;
