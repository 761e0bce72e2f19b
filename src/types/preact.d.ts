/**
 * Preact JSX typings for the three tags. Load with
 * `/// <reference types="reasoning-elements/preact" />`. Preact sets a prop as
 * a property when the element has one, else as an attribute; events are
 * `on` + the event's name: `onreceipt-load`.
 */
import type { HTMLAttributes } from 'preact';
import type { LowercaseEventProps, ReasoningElementsTags } from './props.js';

export type * from './props.js';

type PreactProps<T extends keyof ReasoningElementsTags> = HTMLAttributes<ReasoningElementsTags[T]['element']> &
  ReasoningElementsTags[T]['attributes'] &
  ReasoningElementsTags[T]['properties'] &
  LowercaseEventProps<ReasoningElementsTags[T]['events']>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'reasoning-receipt': PreactProps<'reasoning-receipt'>;
      'chain-badge': PreactProps<'chain-badge'>;
      'reasoning-console': PreactProps<'reasoning-console'>;
    }
  }
}
