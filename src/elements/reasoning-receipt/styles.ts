import { css } from 'lit';

/** The card's styles; its parts are documented on ReasoningReceiptElement. */
export const receiptStyles = css`
  :host {
    display: block;
    max-width: 40rem;
    min-width: 0;
    font-size: 0.9375rem;
    line-height: 1.45;
  }
  .card,
  .skeleton,
  .error {
    box-sizing: border-box;
    /* One is a <p> (no receipt): no margin of its own to reach past the element. */
    margin: 0;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 2);
    container-type: inline-size;
    overflow-wrap: anywhere;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--_space);
  }
  h2 {
    font-size: 1rem;
    margin: 0;
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .icon {
    width: 1em;
    height: 1em;
    flex: none;
    vertical-align: -0.125em;
  }
  .state {
    margin: var(--_space) 0 0;
    padding: var(--_space) calc(var(--_space) * 1.5);
    border-radius: calc(var(--_radius) / 2);
    background: var(--_subtle);
    border-inline-start: 4px solid var(--_tone);
  }
  .state .word {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    font-weight: 600;
    color: var(--_tone);
  }
  .state p {
    margin: 0.25em 0 0;
    color: var(--_muted);
  }
  /*
   * What the check means, running or done, keeps three lines (its words run two to four, by
   * outcome, width and language), so the card keeps its height when the check ends.
   */
  .state .meaning {
    min-height: calc(3 * 1.45em);
  }
  /* The running check's progress: one line, the height of the result's last line. */
  .progress {
    display: flex;
    align-items: center;
    gap: var(--_space);
    margin: 0.25em 0 0;
    color: var(--_muted);
  }
  .progress-track {
    flex: 1;
    block-size: 0.5em;
    border: 1px solid var(--_tone);
    border-radius: 0.25em;
    overflow: hidden;
  }
  .progress-fill {
    display: block;
    block-size: 100%;
    background: var(--_tone);
  }
  .progress-text {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  @media (forced-colors: active) {
    .progress-fill {
      background: CanvasText;
    }
  }
  .tone-ok {
    --_tone: var(--_ok);
  }
  .tone-pending {
    --_tone: var(--_pending);
  }
  .tone-danger {
    --_tone: var(--_danger);
  }
  .command {
    margin-top: var(--_space);
  }
  .command summary {
    cursor: pointer;
    color: var(--_accent);
  }
  .command .cmd {
    display: flex;
    gap: var(--_space);
    align-items: flex-start;
    margin-top: calc(var(--_space) * 0.5);
  }
  .command code {
    flex: 1;
    overflow-wrap: anywhere;
    direction: ltr;
    unicode-bidi: isolate;
    text-align: left;
  }
  .tone-signer {
    --_tone: var(--reasoning-signer, light-dark(#8250df, #c297ff));
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 2);
    margin: calc(var(--_space) * 1.5) 0 0;
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @container (max-width: 26rem) {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    dd + dt {
      margin-top: var(--_space);
    }
  }
  code,
  .mono {
    font-family: var(--_mono);
    font-size: 0.875em;
  }
  /* Shortened values show in full while hovered or focused; readers get the full value always. */
  .reveal {
    border-radius: 3px;
    cursor: help;
  }
  /* Hidden from sight, not from screen readers, until revealed. */
  .reveal:not(:hover, :focus) .full {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .reveal:is(:hover, :focus) .short {
    display: none;
  }
  .reveal:is(:hover, :focus) .full {
    word-break: break-all;
  }
  .root {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 var(--_space);
  }
  button {
    font: inherit;
    font-size: 0.875em;
    color: var(--_fg);
    background: var(--_subtle);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    padding: 0.15em 0.7em;
    min-height: 24px;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--_accent);
  }
  a {
    color: var(--_accent);
    text-underline-offset: 2px;
  }
  .muted {
    color: var(--_muted);
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
    align-items: center;
    margin-top: calc(var(--_space) * 1.5);
  }
  .badge,
  .badge svg {
    display: block;
    max-width: 100%;
    height: 20px;
  }
  section {
    margin-top: calc(var(--_space) * 1.5);
    padding-top: calc(var(--_space) * 1.5);
    border-top: 1px solid var(--_border);
  }
  h3 {
    font-size: 0.9375rem;
    margin: 0;
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
  }
  section .state {
    margin-top: calc(var(--_space) * 0.75);
  }
  ul {
    margin: 0.4em 0 0;
    padding-inline-start: 1.25em;
  }
  .note {
    margin: var(--_space) 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  /*
   * Before data (and without script): the id, the static badge and a link, in
   * a box as tall as the card it becomes, so the page does not move while the
   * data loads. The heights are the loaded card's in a container 480 px wide
   * or more (its rows do not depend on the receipt: test/browser/reasoning-receipt/
   * layout.test.ts holds them to it); --reasoning-card-min-height overrides them.
   */
  :host {
    --_skeleton-height: 26.6em;
  }
  :host([with-session]) {
    --_skeleton-height: 37.1em;
  }
  :host([verify]) {
    --_skeleton-height: 41.1em;
  }
  :host([verify][with-session]) {
    --_skeleton-height: 51.6em;
  }
  .skeleton {
    min-height: var(--reasoning-card-min-height, var(--_skeleton-height));
  }
  /* Without script the card never comes: no box is kept for it. */
  @media (scripting: none) {
    .skeleton {
      min-height: 0;
    }
  }
  :host([compact]) .skeleton {
    min-height: 0;
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .skeleton p {
    margin: 0 0 var(--_space);
  }
  .fallback-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
    font-weight: 600;
  }
  :host([compact]) .skeleton p {
    display: inline-flex;
    margin: 0 var(--_space) 0 0;
  }
  .error {
    border-color: var(--_danger);
  }
  .error .word {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    font-weight: 600;
    color: var(--_danger);
  }
  .error p {
    margin: 0.4em 0 0;
  }
  .error button {
    margin-top: var(--_space);
  }
  /* compact: one short block, the state and the essentials. */
  :host([compact]) .card {
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .compact-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 1.5);
  }
  .compact-row .word {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    font-weight: 600;
    color: var(--_tone);
  }
`;
