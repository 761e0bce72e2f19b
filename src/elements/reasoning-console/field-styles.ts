import { css } from 'lit';

/**
 * Styles of the fields the open-source server adds: the content note, the
 * conflict check, the ranked scores, bridge extras and the inline chain receipt.
 */
export const fieldStyles = css`
  .content-note {
    border-inline-start: 3px solid var(--_pending);
    padding-inline-start: var(--_space);
    font-size: 0.85rem;
  }
  .content-note strong {
    color: var(--_pending);
  }
  .conflict {
    display: grid;
    gap: calc(var(--_space) * 0.5);
  }
  .agreement {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    font-size: 0.85rem;
  }
  .agreement .label::after {
    content: ':';
  }
  .layer-facts {
    font-size: 0.8rem;
  }
  .structure-layer {
    display: grid;
    gap: var(--_space);
  }
  dl > div.wide {
    flex-basis: 100%;
  }
  .number {
    font-family: var(--_mono);
    white-space: nowrap;
    flex: none;
  }
  .scores-block {
    display: grid;
    gap: calc(var(--_space) * 0.25);
    font-size: 0.85rem;
  }
  .scores {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.2em;
    max-width: 36rem;
  }
  /* Name, meter and number on one line; on a narrow screen the meter and number go under the name. */
  .score {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 var(--_space);
  }
  .score-name {
    flex: 1 1 10rem;
    min-width: 0;
  }
  .score meter {
    flex: 0 0 8rem;
    max-width: calc(100% - 4.5em);
  }
  .score-value {
    flex: 0 0 3.5em;
    text-align: end;
  }
  /* A label keeps its words whole; a value too wide to sit beside it goes under it. */
  dl > div {
    flex-wrap: wrap;
    column-gap: 0.4em;
  }
  dt {
    flex: none;
    max-width: 100%;
  }
  dd {
    min-width: 0;
  }
  ul.flat {
    list-style: none;
    margin: 0;
    padding: 0;
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0 var(--_space);
  }
  .receipt.no-public {
    display: grid;
    gap: calc(var(--_space) * 0.5);
  }
  .no-public-receipt {
    font-weight: 600;
  }
`;
