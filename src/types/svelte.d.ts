/**
 * Svelte 5 typings (svelte-check) for the three tags in markup. Load with
 * `/// <reference types="reasoning-elements/svelte" />`. Svelte sets a prop as
 * a property when the element has one, else as an attribute; events are
 * `on` + the event's name: `onreceipt-load={…}`. The tags are also in
 * `HTMLElementTagNameMap` (`bind:this` gets the element class).
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { LowercaseEventProps, ReasoningElementsTags } from './props.js';

export type * from './props.js';

type SvelteProps<T extends keyof ReasoningElementsTags> = HTMLAttributes<ReasoningElementsTags[T]['element']> &
  ReasoningElementsTags[T]['attributes'] &
  ReasoningElementsTags[T]['properties'] &
  LowercaseEventProps<ReasoningElementsTags[T]['events']>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'reasoning-receipt': SvelteProps<'reasoning-receipt'>;
    'chain-badge': SvelteProps<'chain-badge'>;
    'reasoning-console': SvelteProps<'reasoning-console'>;
  }
}
