/**
 * The part of the design tokens (tokens.ts) that every element takes,
 * `<chain-badge>` included, which draws its own colours: the accent for links
 * and focus rings, and the colour scheme. Its own module, and plain CSS text
 * (the badge uses no Lit), so a page with only badges does not load the rest.
 * The scheme is the page's (its color-scheme, inherited: "light dark" follows
 * the OS); theme="light" | "dark" pins it for one element.
 *
 * @cssproperty --reasoning-accent - Links, focus rings, primary buttons.
 */
export const themeTokensCss = `
  :host {
    --_accent: var(--reasoning-accent, light-dark(#0859c9, #4493f8));
  }
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
