/**
 * Solid JSX typings for the three tags. Load with
 * `/// <reference types="reasoning-elements/solid" />`. Solid sets a custom
 * element's props as properties (`receipt-id` becomes `receiptId`), or
 * explicitly with `attr:` and `prop:`; events are `on:` + the event's name:
 * `on:receipt-load`.
 */
import type { JSX } from 'solid-js';
import type { ReasoningElementsTags } from './props.js';

export type * from './props.js';

type Tag = keyof ReasoningElementsTags;
/** `attr:receipt-id`, `prop:receipt`: the same names under Solid's explicit namespaces. */
type Namespaced<N extends string, T> = { [K in keyof T & string as `${N}:${K}`]?: T[K] };
/** `on:receipt-load={(event) => …}`, the handler taking the element's own event class. */
type EventProps<E> = { [K in keyof E & string as `on:${K}`]?: (event: E[K]) => void };

type SolidProps<T extends Tag> = JSX.HTMLAttributes<ReasoningElementsTags[T]['element']> &
  ReasoningElementsTags[T]['attributes'] &
  ReasoningElementsTags[T]['properties'] &
  Namespaced<'attr', ReasoningElementsTags[T]['attributes']> &
  Namespaced<'prop', ReasoningElementsTags[T]['properties']> &
  EventProps<ReasoningElementsTags[T]['events']>;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'reasoning-receipt': SolidProps<'reasoning-receipt'>;
      'chain-badge': SolidProps<'chain-badge'>;
      'reasoning-console': SolidProps<'reasoning-console'>;
    }
  }
}
