/**
 * The base of `<chain-badge>`: a custom element with the part of Lit's
 * ReactiveElement a badge uses (properties mirrored from attributes, batched
 * updates, `updateComplete`, reactive controllers), and no template engine.
 * A badge draws one cached SVG and a link, which plain DOM does faster than a
 * template would, and a page of badges then loads no Lit at all (the issue
 * this closed: 1,000 badges as cheap as 1,000 images, a badge page in 12 kB).
 * The controllers (`LanguageController`, which the Lit elements' `Localize`
 * extends, and `LatestLoad`) need only `addController` and `requestUpdate`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { takeOwnProperties } from './own-properties.js';
import { scheduleUpdate } from './update-queue.js';

export interface PlainProperty {
  /** The attribute it mirrors; none when absent. */
  attribute?: string;
  /** Written back to the attribute when the page sets it as a property (never a default: the page's markup stays its own). */
  reflect?: boolean;
  /** The value before anything sets it. */
  value?: unknown;
}

/** Node (a build step, server rendering) has no HTMLElement: the class still loads there, and is never constructed. */
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export abstract class PlainElement extends Base implements ReactiveControllerHost {
  /** The element's properties: each is an accessor that schedules an update when its value changes. */
  static plainProperties: Readonly<Record<string, PlainProperty>> = {};
  /** Style sheets adopted by the shadow root. */
  static sheets: readonly CSSStyleSheet[] = [];

  static get observedAttributes(): string[] {
    return Object.values(this.plainProperties).flatMap((p) => (p.attribute ? [p.attribute] : []));
  }

  /** Makes the accessors; called once per class, by the class itself, after its fields are declared. */
  protected static finalizeProperties(): void {
    for (const [name, options] of Object.entries(this.plainProperties)) {
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get(this: PlainElement) {
          return this.values.has(name) ? this.values.get(name) : options.value;
        },
        set(this: PlainElement, value: unknown) {
          const old = this.values.has(name) ? this.values.get(name) : options.value;
          this.values.set(name, value);
          if (Object.is(old, value)) return;
          if (options.reflect && !this.reflecting) this.reflect(options.attribute, value);
          this.requestUpdate();
        },
      });
    }
  }

  private reflect(attribute: string | undefined, value: unknown): void {
    if (!attribute) return;
    this.reflecting = true;
    if (value === undefined || value === null) this.removeAttribute(attribute);
    else this.setAttribute(attribute, String(value));
    this.reflecting = false;
  }

  private readonly values = new Map<string, unknown>();
  private readonly controllers = new Set<ReactiveController>();
  private reflecting = false;
  /** Between connectedCallback and disconnectedCallback (a controller added then is told at once, as in Lit). */
  private connected = false;
  private updatePending = false;
  private updated$: Promise<boolean> = Promise.resolve(true);
  /** An update happened at least once (controllers get `hostUpdate` from then on in order). */
  protected hasUpdated = false;

  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
    if (this.connected) controller.hostConnected?.();
  }

  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (this.reflecting) return;
    const ctor = this.constructor as typeof PlainElement;
    for (const [property, options] of Object.entries(ctor.plainProperties)) {
      if (options.attribute !== name) continue;
      this.reflecting = true;
      // Like Lit's String converter: a removed attribute is null.
      (this as unknown as Record<string, unknown>)[property] = value;
      this.reflecting = false;
    }
  }

  connectedCallback(): void {
    takeOwnProperties(this);
    void this.root; // the shadow root is there from the start, as with Lit, before the first draw
    this.connected = true;
    for (const controller of this.controllers) controller.hostConnected?.();
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    this.connected = false;
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }

  /** Resolves once the pending update has been drawn (true: nothing else is pending). */
  get updateComplete(): Promise<boolean> {
    return this.updated$;
  }

  /**
   * Schedules one update for everything changed until it runs: in a microtask, as with Lit, or in a
   * later task when many elements are drawing at once (update-queue.ts).
   */
  requestUpdate(): void {
    if (this.updatePending) return;
    this.updatePending = true;
    this.updated$ = new Promise((resolve) => (this.resolveUpdate = resolve));
    const waiting = this.beforeUpdate();
    if (waiting) void waiting.then(() => scheduleUpdate(this), () => scheduleUpdate(this));
    else scheduleUpdate(this);
  }

  private resolveUpdate: (done: boolean) => void = () => {};

  /** Draws now (called by the update queue). */
  performUpdate(): void {
    this.updatePending = false;
    const resolve = this.resolveUpdate;
    try {
      // An element no longer on the page (or never on one) draws when it is connected again.
      if (this.isConnected) {
        this.willUpdate();
        for (const controller of this.controllers) controller.hostUpdate?.();
        this.update();
        this.hasUpdated = true;
        for (const controller of this.controllers) controller.hostUpdated?.();
      }
    } finally {
      resolve(!this.updatePending);
    }
  }

  /**
   * Sets a property the element derives itself (e.g. a receipt's id from a given receipt) without
   * reflecting it: a framework hydrating the page finds its markup as it wrote it.
   */
  protected setQuietly(name: string, value: unknown): void {
    const was = this.reflecting;
    this.reflecting = true;
    try {
      (this as unknown as Record<string, unknown>)[name] = value;
    } finally {
      this.reflecting = was;
    }
  }

  /** Waits for what the next draw needs (e.g. the terms of a language); nothing by default. */
  protected beforeUpdate(): Promise<void> | void {}

  /** Runs before the controllers' `hostUpdate` and the draw, as Lit's `willUpdate` does. */
  protected willUpdate(): void {}

  /** Draws the element: called at most once per task, with every property as it is now. */
  protected abstract update(): void;

  /** The shadow root, made (or taken from the server's declarative shadow DOM) with the class's sheets adopted. */
  protected get root(): ShadowRoot {
    let root = this.ownRoot;
    if (!root) {
      // A declarative shadow root from a server render is taken as it is; the first draw replaces what is in it.
      root = this.ownRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [...(this.constructor as typeof PlainElement).sheets];
    }
    return root;
  }
  private ownRoot: ShadowRoot | undefined;
}

/** A constructed style sheet from CSS text; undefined in Node (nothing to style there). */
export function sheetOf(cssText: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}
