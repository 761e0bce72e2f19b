/**
 * Registers a custom element unless the tag is already taken, so a page that
 * loads two copies of this package (or one copy twice) keeps working.
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return; // Node, SSR, build tools
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
