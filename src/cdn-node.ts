/**
 * `reasoning-elements/cdn` under Node (server rendering, build tools): the elements registered from the
 * package's own modules, so lit is the one @lit-labs/ssr uses, and the loader's API with nothing left to
 * load. Without a custom element registry (plain Node) registering is skipped and `load()` rejects.
 */
import './define.js';
import type { ElementTag } from './cdn.js';

export { TAGS, type ElementTag } from './cdn.js';
export { registerTranslation } from './i18n/index.js';
export const ready: Promise<void> = Promise.resolve();

export async function discover(_root?: unknown): Promise<void> {}

export async function load(tag: ElementTag): Promise<CustomElementConstructor> {
  const ctor = typeof customElements === 'undefined' ? undefined : customElements.get(tag);
  if (!ctor) throw new TypeError(`reasoning-elements: <${String(tag)}> is not registered here (no custom element registry, or no such element)`);
  return ctor;
}
