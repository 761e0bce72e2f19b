"use client";
/**
 * React components for the three elements, made with @lit/react: properties
 * are set as properties (not stringified attributes) and the elements' events
 * become typed `on…` props. Importing this module registers the elements
 * (safely, once; a no-op in Node), so `<ChainBadge receiptId="…" />` works as is.
 *
 * React is an optional peer dependency: only this entry needs it.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { ChainBadgeElement } from '../elements/chain-badge/define.js';
import { ReasoningReceiptElement } from '../elements/reasoning-receipt/define.js';
import { ReasoningConsoleElement } from '../elements/reasoning-console/define.js';
import type {
  ReceiptErrorEvent,
  ReceiptLoadEvent,
  RunCompleteEvent,
  RunErrorEvent,
  RunStartEvent,
} from '../elements/shared/events.js';

const receiptEvents = {
  onReceiptLoad: 'receipt-load' as EventName<ReceiptLoadEvent>,
  onReceiptError: 'receipt-error' as EventName<ReceiptErrorEvent>,
};

/** `<reasoning-receipt>`: the public receipt card. */
export const ReasoningReceipt = createComponent({
  react: React,
  tagName: 'reasoning-receipt',
  elementClass: ReasoningReceiptElement,
  events: receiptEvents,
  displayName: 'ReasoningReceipt',
});

/** `<chain-badge>`: a compact badge linked to the receipt page. */
export const ChainBadge = createComponent({
  react: React,
  tagName: 'chain-badge',
  elementClass: ChainBadgeElement,
  events: receiptEvents,
  displayName: 'ChainBadge',
});

/** `<reasoning-console>`: runs inputs through the key-hiding proxy. */
export const ReasoningConsole = createComponent({
  react: React,
  tagName: 'reasoning-console',
  elementClass: ReasoningConsoleElement,
  events: {
    onRunStart: 'run-start' as EventName<RunStartEvent>,
    onRunComplete: 'run-complete' as EventName<RunCompleteEvent>,
    onRunError: 'run-error' as EventName<RunErrorEvent>,
  },
  displayName: 'ReasoningConsole',
});

export { ChainBadgeElement, ReasoningReceiptElement, ReasoningConsoleElement };
