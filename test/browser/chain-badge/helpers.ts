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
  type?: string;
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

/**
 * `copies` badges of one receipt in one fixture (a receipt the page shows five times or more is drawn as
 * an image, fewer inline); resolves once every first load settled.
 */
export async function copiesOf(attrs: { id: string; base: string }, copies: number): Promise<ChainBadgeElement[]> {
  const wrap = await fixture<HTMLDivElement>(
    html`<div>${Array.from({ length: copies }, () => html`<chain-badge receipt-id=${attrs.id} base-url=${attrs.base}></chain-badge>`)}</div>`,
  );
  const els = [...wrap.querySelectorAll<ChainBadgeElement>('chain-badge')];
  await Promise.all(els.map((el) => el.updateComplete));
  await Promise.all(els.map((el) => el.loadComplete));
  await Promise.all(els.map((el) => el.updateComplete));
  return els;
}

/**
 * The SVG a drawn badge shows: inline in the shadow root, or the image the shadow root's sheet gives
 * its badge part (shared/data-images.ts), read from the computed style as the browser sees it.
 */
export function drawnSvg(el: Element): SVGSVGElement | null {
  const inline = el.shadowRoot!.querySelector<SVGSVGElement>('[part="badge"] > svg');
  if (inline) return inline;
  const file = imageFile(el);
  return file === null ? null : (new DOMParser().parseFromString(file, 'image/svg+xml').documentElement as Element as SVGSVGElement);
}

/** The SVG file a badge drawn as an image shows (null when it is not one). */
export function imageFile(el: Element): string | null {
  const part = el.shadowRoot!.querySelector('[part="badge"][role="img"]');
  const data = part && /^url\("data:image\/svg\+xml;charset=utf-8,([^"]*)"\)$/.exec(getComputedStyle(part).backgroundImage)?.[1];
  return data ? decodeURIComponent(data) : null;
}

/** How a drawn badge is shown: as an image of its SVG, or inline. */
export const drawnForm = (el: Element): 'image' | 'inline' | null =>
  el.shadowRoot!.querySelector('[part="badge"] > svg') ? 'inline' : el.shadowRoot!.querySelector('[part="badge"][role="img"]') ? 'image' : null;

export function shown(el: ChainBadgeElement): { state: string | null; text: string; name: string | null; link: HTMLAnchorElement | null } {
  const root = el.shadowRoot!;
  const part = root.querySelector('[part="badge"]');
  return {
    state: part?.getAttribute('data-state') ?? null,
    text: [...(drawnSvg(el)?.querySelectorAll('text') ?? [])].map((t) => t.textContent).join(' | '),
    // The accessible name: the image's (role="img": the drawn badge, either form), else the <img>'s alt.
    name: root.querySelector('[role="img"]')?.getAttribute('aria-label') ?? root.querySelector('img')?.getAttribute('alt') ?? null,
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
