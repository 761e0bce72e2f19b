/**
 * When the badge's summary (summary.ts) opens and closes: its code is loaded the first time a reader
 * points at, focuses or taps the badge; it closes a moment after pointer and focus have left, or on
 * Escape. A tap opens it first; the link then goes on to the receipt page.
 */
import type { BadgeSummary, SummaryFacts } from './summary.js';

/** How long the summary stays after the pointer or focus has left it (ms). */
const CLOSE_MS = 300;

export class SummaryTrigger {
  /** What the summary says, as of the badge's last draw. */
  facts: SummaryFacts | undefined;
  #summary: BadgeSummary | undefined;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  #touched = false;
  #listening = false;
  readonly #host: HTMLElement;
  /** The badge's shadow root, made when first asked for. */
  readonly #root: () => ShadowRoot;

  constructor(host: HTMLElement, root: () => ShadowRoot) {
    this.#host = host;
    this.#root = root;
  }

  /** Opens the summary (loading its code the first time). */
  async open(): Promise<void> {
    clearTimeout(this.#closeTimer);
    if (!this.#summary) {
      const { BadgeSummary } = await import('./summary.js');
      this.#summary ??= new BadgeSummary(this.#root(), () => this.facts!);
    }
    if (this.facts && this.#host.isConnected) this.#summary.open();
  }

  close(): void {
    clearTimeout(this.#closeTimer);
    this.#summary?.close();
  }

  /** After a draw: the summary, if open, follows the badge. */
  attach(): void {
    this.#summary?.attach();
  }

  /** Listens to the badge (once). */
  listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    const host = this.#host;
    const root = this.#root();
    const later = () => {
      clearTimeout(this.#closeTimer);
      this.#closeTimer = setTimeout(() => this.close(), CLOSE_MS);
    };
    host.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'touch') void this.open();
    });
    host.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'touch') later();
    });
    host.addEventListener('focusin', () => void this.open());
    host.addEventListener('focusout', (e) => {
      const next = e.relatedTarget as Node | null;
      if (!next || !(host.contains(next) || root.contains(next))) later();
    });
    host.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.#summary?.isOpen) return;
      e.stopPropagation();
      this.close();
      root.querySelector<HTMLElement>('[part=link]')?.focus();
    });
    // A tap opens the summary first; its link goes on to the receipt page.
    host.addEventListener('pointerdown', (e) => (this.#touched = e.pointerType === 'touch'));
    root.addEventListener('click', (e) => {
      if (!this.#touched || this.#summary?.isOpen || !(e.target as Element | null)?.closest?.('[part=link]')) return;
      e.preventDefault();
      void this.open();
    });
  }
}
