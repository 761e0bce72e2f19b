// Helpers for the console's browser tests: the scriptable /fixture/ mount,
// waiting for a run to settle, axe.
import { fixture, html } from '@open-wc/testing';
import '../../../src/elements/reasoning-console/define.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';

export interface Step {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  destroy?: boolean;
}

let counter = 0;
/** A scenario name unique to this page load (test files run concurrently). */
export function scenarioName(label: string): string {
  counter += 1;
  return `console-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${counter}`;
}

/** Scripts the answers POST /fixture/<name>/run gives, in order (the last repeats). */
export async function script(name: string, steps: Step[]): Promise<void> {
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!res.ok) throw new Error(`fixture script failed: ${res.status}`);
}

export async function hits(name: string): Promise<{ count: number; aborted: number; requests: { body: string; idempotencyKey?: string }[] }> {
  return (await fetch(`/fixture/_hits/${name}`)).json();
}

/** A console on a storage slot of its own, so tests never see each other's transcripts. */
export async function makeConsole(attrs: { proxyUrl?: string; sessionName?: string; timeout?: number; storageKey?: string } = {}) {
  const key = attrs.storageKey ?? scenarioName('store');
  const el = await fixture<ReasoningConsoleElement>(html`<reasoning-console
    proxy-url=${attrs.proxyUrl ?? '/proxy'}
    session-name=${attrs.sessionName ?? ''}
    storage-key=${key}
    .timeout=${attrs.timeout}
  ></reasoning-console>`);
  return el;
}

export function shadow(el: HTMLElement): ShadowRoot {
  return el.shadowRoot!;
}

export function $(el: HTMLElement, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

export function $$(el: HTMLElement, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

/** Types into the input box as a person would (fires `input`). */
export function type(el: ReasoningConsoleElement, text: string): void {
  const area = $(el, 'textarea') as HTMLTextAreaElement;
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function setSession(el: ReasoningConsoleElement, name: string): void {
  const input = $(el, 'input[name="session_name"]') as HTMLInputElement;
  input.value = name;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Resolves with the next run-complete or run-error event. */
export function nextResult(el: HTMLElement): Promise<Event> {
  return new Promise((resolve) => {
    const done = (e: Event) => {
      el.removeEventListener('run-complete', done);
      el.removeEventListener('run-error', done);
      resolve(e);
    };
    el.addEventListener('run-complete', done);
    el.addEventListener('run-error', done);
  });
}

/** Types `text` and sends it with the Send button, resolving once the run settled. */
export async function sendText(el: ReasoningConsoleElement, text: string): Promise<Event> {
  type(el, text);
  await el.updateComplete;
  const result = nextResult(el);
  $(el, 'button.send').click();
  const event = await result;
  await el.updateComplete;
  return event;
}

/** axe-core's violations as axe reports them (test/helpers/axe.ts). */
export { axeResults as axeViolations } from '../../helpers/axe.js';
