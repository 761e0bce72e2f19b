/**
 * The CSS and markup the Lit elements share with `<chain-badge>` (which is
 * written without Lit), wrapped for Lit here, in a module of their own: the
 * build's literal minifier leaves a file that calls `unsafeCSS` or
 * `unsafeHTML` unminified, so the calls stay out of the files with templates.
 */
import { unsafeCSS } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { themeTokensCss } from './theme-tokens.js';
import { drawnBadgeCss } from './drawn-badge.js';

/** The accent and colour scheme alone (theme-tokens.ts). */
export const themeTokens = unsafeCSS(themeTokensCss);

/** A drawn badge's dark-scheme colours (drawn-badge.ts). */
export const drawnBadgeStyles = unsafeCSS(drawnBadgeCss);

/** A badge from this package's renderer, which escapes every text it writes. */
export const drawnSvg = (svg: string) => unsafeHTML(svg);
