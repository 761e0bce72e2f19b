/**
 * The card's base: a ReasoningElement that can set a property it derives itself without writing it to
 * the page's markup. Apart from ReasoningElement so that only the card's code carries it.
 */
import { isServer, type PropertyDeclaration } from 'lit';
import { ReasoningElement } from '../shared/reasoning-element.js';

export class QuietElement extends ReasoningElement {
  /** The property being set quietly (setQuietly), if any. */
  #quietly: PropertyKey | undefined;

  /**
   * Sets a property the element derives itself (e.g. a receipt's id from a given receipt) without
   * reflecting it: its own choice, never written to the page's markup. A server render does write
   * it: the markup it makes is the page's, which the element then keeps.
   */
  protected setQuietly(name: string, value: unknown): void {
    this.#quietly = isServer ? undefined : name;
    try {
      (this as unknown as Record<string, unknown>)[name] = value;
    } finally {
      this.#quietly = undefined;
    }
  }

  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: PropertyDeclaration, useNewValue?: boolean, newValue?: unknown): void {
    const quiet = name !== undefined && name === this.#quietly;
    const ctor = this.constructor as typeof QuietElement;
    super.requestUpdate(name, oldValue, quiet ? { ...(options ?? ctor.getPropertyOptions(name)), reflect: false } : options, useNewValue, newValue);
  }
}
