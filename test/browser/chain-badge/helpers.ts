// Helpers for <chain-badge> browser tests: path-keyed answers (/fixture-receipt/), ordered
// scripted answers (/fixture/), and turns on the embedded service (/api).
import { html, fixture, oneEvent } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import '../../../src/elements/chain-badge/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';

let counter = 0;
export function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${++counter}`;
}

export const receipt = receiptFixture;

export interface RouteAnswer {
  status?: number;
  json?: unknown;
  text?: string;
}

/** A fresh /fixture-receipt/ bucket answering `routes` (paths like `/receipts/r1`); returns its base URL. */
export async function bucket(routes: Record<string, RouteAnswer>): Promise<string> {
  const name = uniqueName('cb');
  const res = await fetch(`/fixture-receipt/_set/${name}`, { method: 'POST', body: JSON.stringify(routes) });
  if (!res.ok) throw new Error('fixture set failed');
  return `/fixture-receipt/${name}`;
}

export async function bucketHits(base: string): Promise<Record<string, number>> {
  const name = base.split('/').pop();
  return (await fetch(`/fixture-receipt/_hits/${name}`)).json();
}

/** A /fixture/ scenario giving `steps` in order (the last repeats); returns its base URL. */
export async function scripted(steps: unknown[]): Promise<string> {
  const name = uniqueName('cbs');
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!res.ok) throw new Error('fixture script failed');
  return `/fixture/${name}`;
}

/** A badge element; resolves once its first load settled. */
export async function badge(attrs: { id: string; base?: string; mode?: string }): Promise<ChainBadgeElement> {
  const el = await fixture<ChainBadgeElement>(
    html`<chain-badge receipt-id=${attrs.id} base-url=${attrs.base ?? '/api'} mode=${attrs.mode ?? 'render'}></chain-badge>`,
  );
  await el.updateComplete;
  await el.loadComplete;
  await el.updateComplete;
  return el;
}

export function shown(el: ChainBadgeElement): { state: string | null; text: string; link: HTMLAnchorElement | null } {
  const root = el.shadowRoot!;
  const part = root.querySelector('[part="badge"]');
  return {
    state: part?.getAttribute('data-state') ?? null,
    text: [...root.querySelectorAll('text')].map((t) => t.textContent).join(' | '),
    link: root.querySelector('a'),
  };
}

export { oneEvent };

/**
 * Renders `template` into a fresh <div> in the page. Unlike fixture() it does not wait for an
 * animation frame, which never comes while wtr runs this page in a background tab.
 */
export function mount(template: TemplateResult): HTMLDivElement {
  const div = document.createElement('div');
  document.body.append(div);
  render(template, div);
  return div;
}
