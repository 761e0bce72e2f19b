/**
 * Vue 3 typings (Volar / vue-tsc) for the three tags in templates. Load with
 * `/// <reference types="reasoning-elements/vue" />` and tell the compiler the
 * tags are custom elements (`isCustomElement`). `receipt-id="…"` and
 * `:receipt-id` are typed as the element's `receiptId`; `@receipt-load`
 * handlers receive the typed event.
 */
import type { DefineComponent } from 'vue';
import type { CamelEventProps, CommonAttributes, ReasoningElementsTags } from './props.js';

export type * from './props.js';

type VueProps<T extends keyof ReasoningElementsTags> = ReasoningElementsTags[T]['properties'] &
  Pick<CommonAttributes, 'theme'> &
  CamelEventProps<ReasoningElementsTags[T]['events']>;

declare module 'vue' {
  interface GlobalComponents {
    'reasoning-receipt': DefineComponent<VueProps<'reasoning-receipt'>>;
    'chain-badge': DefineComponent<VueProps<'chain-badge'>>;
    'reasoning-console': DefineComponent<VueProps<'reasoning-console'>>;
  }
}
