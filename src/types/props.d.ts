/**
 * What each tag takes in markup, shared by the framework typings beside this
 * file: attributes (kebab-case, as written in HTML and server output),
 * properties (camelCase, set on the element) and events (name → Event class).
 */
// From the define modules, which also put the tags in HTMLElementTagNameMap.
import type { ChainBadgeElement } from '../elements/chain-badge/define.js';
import type { ReasoningConsoleElement } from '../elements/reasoning-console/define.js';
import type { ReasoningReceiptElement } from '../elements/reasoning-receipt/define.js';
import type {
  ReceiptErrorEvent,
  ReceiptLoadEvent,
  RunCompleteEvent,
  RunErrorEvent,
  RunStartEvent,
} from '../elements/shared/events.js';

export type { ReceiptErrorEvent, ReceiptLoadEvent, RunCompleteEvent, RunErrorEvent, RunStartEvent };

/** Attributes every element reads: endpoints (else `<meta name="reasoning:…">`) and the palette. */
export interface CommonAttributes {
  'base-url'?: string;
  'receipts-url'?: string;
  'app-url'?: string;
  'proxy-url'?: string;
  'attest-url'?: string;
  /** Pins the light or dark palette (the badges drawn inside too); unset follows the color-scheme of the page. */
  theme?: 'light' | 'dark';
}

type CommonProperty = 'baseUrl' | 'receiptsUrl' | 'appUrl' | 'proxyUrl' | 'attestUrl';

export interface ReasoningReceiptAttributes extends CommonAttributes {
  'receipt-id'?: string;
  'with-session'?: boolean;
  verify?: boolean;
  /** Seconds between re-reads while unverified; `0` turns polling off. */
  refresh?: number | string;
  compact?: boolean;
  /** Space-separated base64 Ed25519 public keys. */
  'trusted-keys'?: string;
}
export type ReasoningReceiptProperties = Partial<
  Pick<
    ReasoningReceiptElement,
    // receipt, session, check: pre-rendered data the card starts from (no loading state).
    'receiptId' | 'withSession' | 'verify' | 'refresh' | 'compact' | 'trustedKeys' | 'receipt' | 'session' | 'check' | CommonProperty
  >
>;
export interface ReasoningReceiptEvents {
  'receipt-load': ReceiptLoadEvent;
  'receipt-error': ReceiptErrorEvent;
}

export interface ChainBadgeAttributes extends CommonAttributes {
  'receipt-id'?: string;
  mode?: 'render' | 'server' | 'link';
  label?: string;
}
export type ChainBadgeProperties = Partial<Pick<ChainBadgeElement, 'receiptId' | 'mode' | 'label' | 'receipt' | CommonProperty>>;
export type ChainBadgeEvents = ReasoningReceiptEvents;

export interface ReasoningConsoleAttributes extends CommonAttributes {
  'session-name'?: string;
  placeholder?: string;
  'storage-key'?: string;
  /** Milliseconds to wait for an answer. */
  timeout?: number | string;
}
export type ReasoningConsoleProperties = Partial<
  Pick<ReasoningConsoleElement, 'sessionName' | 'placeholder' | 'storageKey' | 'timeout' | 'theme' | 'value' | CommonProperty>
>;
export interface ReasoningConsoleEvents {
  'run-start': RunStartEvent;
  'run-complete': RunCompleteEvent;
  'run-error': RunErrorEvent;
}

/** The three tags, each with its element class, attributes, properties and events. */
export interface ReasoningElementsTags {
  'reasoning-receipt': {
    element: ReasoningReceiptElement;
    attributes: ReasoningReceiptAttributes;
    properties: ReasoningReceiptProperties;
    events: ReasoningReceiptEvents;
  };
  'chain-badge': {
    element: ChainBadgeElement;
    attributes: ChainBadgeAttributes;
    properties: ChainBadgeProperties;
    events: ChainBadgeEvents;
  };
  'reasoning-console': {
    element: ReasoningConsoleElement;
    attributes: ReasoningConsoleAttributes;
    properties: ReasoningConsoleProperties;
    events: ReasoningConsoleEvents;
  };
}

/**
 * `on<event-name>` handler props (`onreceipt-load`), the form React 19, Preact
 * and Svelte 5 use for a custom element's events: the name after `on` is the
 * event's name as dispatched.
 */
export type LowercaseEventProps<Events> = {
  [K in keyof Events as `on${K & string}`]?: (event: Events[K]) => void;
};

/** camelCase `on…` props (`onReceiptLoad`), the form Vue templates compile `@receipt-load` to. */
export type CamelEventProps<Events> = {
  [K in keyof Events as `on${Capitalize<CamelCase<K & string>>}`]?: (event: Events[K]) => void;
};
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
