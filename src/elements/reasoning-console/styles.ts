import { css } from 'lit';
import { tokens } from '../shared/tokens.js';
import { fieldStyles } from './field-styles.js';

/** Styles of `<reasoning-console>`; tokens first, so every colour follows the theme. */
export const styles = [
  tokens,
  css`
    :host {
      display: block;
      max-width: 100%;
      line-height: 1.45;
      font-size: 0.95rem;
    }
    .console {
      background: var(--_bg);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: calc(var(--_space) * 2);
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: calc(var(--_space) * 1.5);
    }
    .toolbar {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--_space);
    }
    .title {
      margin: 0;
      font-size: 1rem;
    }
    button {
      font: inherit;
      color: var(--_fg);
      background: var(--_subtle);
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) - 2px);
      padding: calc(var(--_space) * 0.5) calc(var(--_space) * 1.5);
      cursor: pointer;
    }
    button:disabled,
    button[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.65;
    }
    button.send {
      background: var(--_accent);
      border-color: var(--_accent);
      color: light-dark(#ffffff, #0d1117);
      font-weight: 600;
    }
    .transcript {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: calc(var(--_space) * 1.5);
      max-height: var(--reasoning-console-transcript-max-height, none);
      overflow: auto;
    }
    .empty {
      color: var(--_muted);
    }
    .turn {
      border: 1px solid var(--_border);
      border-inline-start: 4px solid var(--_status, var(--_border));
      border-radius: var(--_radius);
      padding: calc(var(--_space) * 1.5);
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space);
      overflow-wrap: anywhere;
    }
    .turn[data-status='GROUND'] {
      --_status: var(--_ok);
    }
    .turn[data-status='BRIDGE'] {
      --_status: var(--_accent);
    }
    .turn[data-status='CONFLICT'] {
      --_status: var(--_danger);
    }
    .turn[data-status='PROVISIONAL'] {
      --_status: var(--_pending);
    }
    .turn header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--_space);
      flex-wrap: wrap;
    }
    .turn h3 {
      margin: 0;
      font-size: 0.9rem;
      display: flex;
      gap: var(--_space);
      align-items: baseline;
    }
    .ordinal::before {
      content: '#';
      color: var(--_muted);
    }
    .session {
      font-family: var(--_mono);
      font-weight: 400;
      color: var(--_muted);
    }
    .pill {
      display: inline-flex;
      align-items: center;
      gap: 0.3em;
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      padding: 0.1em 0.7em;
      border-radius: 999px;
      border: 1px solid currentColor;
      color: var(--_muted);
      max-width: 100%;
      overflow-wrap: anywhere;
    }
    .pill::before {
      content: '';
      width: 0.55em;
      height: 0.55em;
      border-radius: 50%;
      background: currentColor;
      flex: none;
    }
    .pill[data-status='GROUND'] {
      color: var(--_ok);
    }
    .pill[data-status='BRIDGE'] {
      color: var(--_accent);
    }
    .pill[data-status='BRIDGE']::before {
      border-radius: 1px;
    }
    .pill[data-status='CONFLICT'] {
      color: var(--_danger);
    }
    .pill[data-status='CONFLICT']::before {
      border-radius: 0;
      transform: rotate(45deg);
    }
    .pill[data-status='PROVISIONAL'] {
      color: var(--_pending);
      border-style: dashed;
    }
    .pill[data-status='PROVISIONAL']::before {
      background: transparent;
      border: 1.5px solid currentColor;
    }
    .pill[data-status='unknown'] {
      border-style: dotted;
    }
    .unknown-note {
      font-weight: 400;
      letter-spacing: 0;
    }
    p {
      margin: 0;
    }
    .input .label,
    .label {
      color: var(--_muted);
      font-size: 0.8rem;
      margin-inline-end: 0.4em;
    }
    .input .text {
      white-space: pre-wrap;
    }
    .answer {
      font-size: 1rem;
    }
    .confidence {
      display: flex;
      align-items: center;
      gap: var(--_space);
      font-size: 0.85rem;
      color: var(--_muted);
    }
    .confidence meter {
      inline-size: 10rem;
      max-inline-size: 40%;
    }
    .confidence .number {
      font-family: var(--_mono);
      color: var(--_fg);
    }
    .conflict {
      border: 1px solid var(--_danger);
      background: color-mix(in srgb, var(--_danger) 10%, var(--_bg));
      border-radius: calc(var(--_radius) - 2px);
      padding: var(--_space) calc(var(--_space) * 1.5);
    }
    .conflict strong {
      color: var(--_danger);
    }
    dl {
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      gap: calc(var(--_space) * 0.5) calc(var(--_space) * 2);
      font-size: 0.85rem;
    }
    dl > div {
      display: flex;
      gap: 0.4em;
      min-width: 0;
    }
    dt {
      color: var(--_muted);
    }
    dt::after {
      content: ':';
    }
    dd {
      margin: 0;
    }
    code {
      font-family: var(--_mono);
      font-size: 0.85em;
    }
    .wrap {
      overflow-wrap: anywhere;
    }
    .hash .full {
      display: none;
      word-break: break-all;
    }
    .hash:hover .short,
    .hash:focus .short {
      display: none;
    }
    .hash:hover .full,
    .hash:focus .full {
      display: inline;
    }
    /* The full hash stays in the accessibility tree while the short one is shown. */
    .hash:not(:hover):not(:focus) .full {
      display: inline-block;
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .verified[data-verified='true'] {
      color: var(--_ok);
    }
    .bridge {
      background: var(--_subtle);
      border-radius: calc(var(--_radius) - 2px);
      padding: var(--_space) calc(var(--_space) * 1.5);
      display: grid;
      gap: calc(var(--_space) * 0.5);
    }
    .bridge h4 {
      margin: 0;
      font-size: 0.85rem;
      color: var(--_accent);
    }
    .assumptions {
      margin: 0;
      padding-inline-start: 1.2em;
    }
    .receipt {
      display: flex;
      align-items: center;
      flex-wrap: wrap;
      gap: var(--_space);
      font-size: 0.85rem;
    }
    a {
      color: var(--_accent);
    }
    .muted {
      color: var(--_muted);
    }
    form {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space);
    }
    .field {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.25em;
    }
    label {
      font-weight: 600;
      font-size: 0.85rem;
    }
    input,
    textarea {
      font: inherit;
      color: var(--_fg);
      background: var(--_bg);
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) - 2px);
      padding: calc(var(--_space) * 0.75);
    }
    input {
      max-width: min(20rem, 100%);
      box-sizing: border-box;
      font-family: var(--_mono);
    }
    textarea {
      box-sizing: border-box;
      width: 100%;
      resize: vertical;
      min-height: 4.5em;
    }
    textarea[aria-invalid='true'] {
      border-color: var(--_danger);
    }
    .hint,
    .count {
      font-size: 0.8rem;
      color: var(--_muted);
    }
    .count.over {
      color: var(--_danger);
      font-weight: 600;
    }
    .actions {
      display: flex;
      align-items: center;
      gap: var(--_space);
      flex-wrap: wrap;
    }
    .notice {
      color: var(--_muted);
      font-size: 0.85rem;
      flex: 1;
      min-width: 10rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .problem {
      border: 1px solid var(--_danger);
      border-radius: calc(var(--_radius) - 2px);
      padding: var(--_space) calc(var(--_space) * 1.5);
      display: grid;
      gap: calc(var(--_space) * 0.5);
      justify-items: start;
      overflow-wrap: anywhere;
    }
    .problem-title strong {
      color: var(--_danger);
    }
  `,
  fieldStyles,
];
