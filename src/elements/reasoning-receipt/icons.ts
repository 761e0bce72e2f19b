/** Small inline icons; always decorative (a word beside each says the state). */
import { svg, html, type TemplateResult } from 'lit';

const wrap = (body: TemplateResult) =>
  html`<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">${body}</svg>`;

export const iconCheck = wrap(svg`<path fill="currentColor" d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm3.28 5.22a.75.75 0 0 0-1.06 0L7 8.44 5.78 7.22a.75.75 0 0 0-1.06 1.06l1.75 1.75a.75.75 0 0 0 1.06 0l3.75-3.75a.75.75 0 0 0 0-1.06Z"/>`);
export const iconPending = wrap(svg`<path fill="currentColor" d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm0 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm.75 2.75v3.44l2.28 2.28a.75.75 0 1 1-1.06 1.06L7.47 8.53A.75.75 0 0 1 7.25 8V4.25a.75.75 0 0 1 1.5 0Z"/>`);
export const iconCross = wrap(svg`<path fill="currentColor" d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm2.78 4.16L8 6.94 5.22 4.16a.75.75 0 0 0-1.06 1.06L6.94 8l-2.78 2.78a.75.75 0 1 0 1.06 1.06L8 9.06l2.78 2.78a.75.75 0 1 0 1.06-1.06L9.06 8l2.78-2.78a.75.75 0 0 0-1.06-1.06Z"/>`);
export const iconWarn = wrap(svg`<path fill="currentColor" d="M6.46 1.3a1.75 1.75 0 0 1 3.08 0l6.25 11.5A1.75 1.75 0 0 1 14.25 15.4H1.75A1.75 1.75 0 0 1 .21 12.8L6.46 1.3ZM8 5a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 8 5Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"/>`);
