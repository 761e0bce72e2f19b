/**
 * React 19 JSX typings for the three tags, for `<reasoning-receipt receipt-id={id} />`
 * written directly (React 19 renders custom elements itself). Load with
 * `/// <reference types="reasoning-elements/jsx" />` or `"types": ["reasoning-elements/jsx"]`.
 *
 * React 19 sets a prop as a property when the element has one (`receiptId`),
 * else as an attribute (`receipt-id`, which server rendering keeps); events
 * are `on` + the event's name: `onreceipt-load`. The `reasoning-elements/react`
 * wrappers take camelCase `onReceiptLoad` instead, for React 17 and 18 too.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LowercaseEventProps, ReasoningElementsTags } from './props.js';

export type * from './props.js';

type ReactProps<T extends keyof ReasoningElementsTags> = DetailedHTMLProps<
  HTMLAttributes<ReasoningElementsTags[T]['element']>,
  ReasoningElementsTags[T]['element']
> &
  ReasoningElementsTags[T]['attributes'] &
  ReasoningElementsTags[T]['properties'] &
  LowercaseEventProps<ReasoningElementsTags[T]['events']> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'reasoning-receipt': ReactProps<'reasoning-receipt'>;
      'chain-badge': ReactProps<'chain-badge'>;
      'reasoning-console': ReactProps<'reasoning-console'>;
    }
  }
}
