/** A copy button's "Copied" state, as a Lit controller: on for COPIED_MS after a copy that worked. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { copyText } from '../shared/clipboard.js';

/** How long a button says "Copied" (ms). */
const COPIED_MS = 2000;

export class CopiedFlag implements ReactiveController {
  on = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #host: ReactiveControllerHost & { readonly ownerDocument: Document };

  constructor(host: ReactiveControllerHost & { readonly ownerDocument: Document }) {
    this.#host = host;
    host.addController(this);
  }

  /** Copies `text`; resolves true when it was copied. */
  async copy(text: string): Promise<boolean> {
    const ok = await copyText(text, this.#host.ownerDocument);
    this.#set(ok);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#set(false), COPIED_MS);
    return ok;
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  #set(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    this.#host.requestUpdate();
  }
}
