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
  }
  /* Same columns in every item, so names, meters and numbers line up (items stay list items for screen readers). */
  .score {
    display: grid;
    grid-template-columns: minmax(0, 14rem) minmax(3rem, 8rem) 3.5em;
    gap: var(--_space);
    align-items: center;
  }
  .score meter {
    inline-size: 100%;
  }
  .score-value {
    text-align: end;
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
