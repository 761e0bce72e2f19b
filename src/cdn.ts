/**
 * dist/reasoning-elements.js, the file a CDN serves: a loader that registers nothing up front.
 * It finds `<chain-badge>`, `<reasoning-receipt>` and `<reasoning-console>` in the page and imports
 * only those elements' chunks (lit and the shared client code are chunks of their own, fetched once),
 * then watches the document for elements added later, until all three are loaded. Shadow roots it
 * cannot see are handed to `discover(root)`; `load(tag)` registers one element and gives its class.
 * In Node (no `document`) it does nothing.
 */

/** The tags this file can load, each with the module that defines it. */
const MODULES = {
  'chain-badge': () => import('./elements/chain-badge/register.js'),
  'reasoning-receipt': () => import('./elements/reasoning-receipt/define.js'),
  'reasoning-console': () => import('./elements/reasoning-console/define.js'),
} as const;

export type ElementTag = keyof typeof MODULES;
export type { Translation } from './i18n/types.js';

/**
 * Adds a language or overrides terms for every element on the page (docs/i18n.md). Safe to call before
 * any element has loaded: the words are queued and taken by the elements' code when it arrives.
 */
export function registerTranslation(...translations: import('./i18n/types.js').Translation[]): void {
  // Handed over through a global (src/i18n/localize.ts takes it); elements already on the page speak the new words at once.
  const handover = ((globalThis as { [key: symbol]: { queue: unknown[]; flush?: () => void } })[Symbol.for('reasoning-elements:translations')] ??= { queue: [] });
  handover.queue.push(...translations);
  handover.flush?.();
}
export const TAGS = Object.keys(MODULES) as readonly ElementTag[];

/**
 * For each tag, the chunks its chunk imports, written into the built file by scripts/vite/cdn-preloads.ts
 * (empty in the sources). They are requested beside the element's chunk rather than after it.
 */
const PRELOADS: Partial<Record<ElementTag, string[]>> = JSON.parse('{"__cdn_preloads__":{}}');
const preloaded = new Set<string>();

function preload(tag: ElementTag): void {
  for (const path of PRELOADS[tag] ?? []) {
    const href = new URL(path, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The receipts the page's badges will read, asked for now, beside the badge's chunks rather than after them;
 * the badge's read takes each answer (src/client/prefetched.ts). The URL is the one the badge builds: its
 * base-url, else the page's meta, else /api (one the badge would not use is not asked for, nor an id it refuses).
 * The id rule is isPlainId's (@reasoning-elements/protocol) and the URL getBadgeReceipt's, written out here on
 * purpose: a module the loader imported and the chunks import too would make the chunks import the loader
 * itself, by a URL a page may not use for it. test/dist/loader.test.js holds both to one request per receipt.
 */
function prefetchReceipts(): void {
  const sent = ((globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for('reasoning-elements:prefetched')] ??= new Map());
  const meta = document.querySelector<HTMLMetaElement>('meta[name="reasoning:base-url"]')?.content;
  const bases: Record<string, string> = {};
  const badges = document.querySelectorAll('chain-badge[receipt-id]:not([mode=link])');
  // A fetch costs the main thread about half a millisecond: a hundred are sent in short tasks, not one long one.
  const send = (from: number): void => {
    // Once the badge is defined it reads for itself: asking again then would make a second request.
    if (customElements.get('chain-badge')) return;
    const end = performance.now() + 8;
    for (let i = from; i < badges.length; i++) {
      if (performance.now() > end) return void setTimeout(send, 0, i);
      const badge = badges[i]!;
      const id = badge.getAttribute('receipt-id')!;
      const given = badge.getAttribute('base-url') || meta || '/api';
      const url = `${(bases[given] ??= new URL(given, document.baseURI).href.replace(/\/+$/, ''))}/receipts/${id}`;
      if (/^(?!\.+$)[\w.-]{1,128}$/.test(id) && /^https?:/.test(url) && !sent.has(url)) {
        const controller = new AbortController();
        const response = fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
        response.catch(() => {}); // not unhandled: the badge's read that takes it sees the failure, and tries again
        sent.set(url, [response, controller, performance.now()]);
      }
    }
  };
  send(0);
}

const UNDEFINED = TAGS.map((tag) => `${tag}:not(:defined)`).join(',');
const loading = new Map<ElementTag, Promise<CustomElementConstructor>>();
const isTag = (name: string): name is ElementTag => Object.hasOwn(MODULES, name);

/**
 * Loads and registers one element (once, however often it is asked), resolving with its class. A tag
 * already registered, e.g. by another copy of this package, is not loaded again. A chunk that fails to
 * load rejects with the tag in the message, and a later call tries again.
 */
export function load(tag: ElementTag): Promise<CustomElementConstructor> {
  if (!isTag(tag)) return Promise.reject(new TypeError(`reasoning-elements: no element <${String(tag)}>; this file loads ${TAGS.map((t) => `<${t}>`).join(', ')}`));
  let pending = loading.get(tag);
  if (!pending) {
    const defined = customElements.get(tag);
    if (!defined) preload(tag);
    pending = defined
      ? Promise.resolve(defined)
      : MODULES[tag]().then(
          () => customElements.get(tag)!,
          (cause: unknown) => {
            loading.delete(tag);
            throw new Error(`reasoning-elements: could not load <${tag}>: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
          },
        );
    loading.set(tag, pending);
    // After the import has started: the badge's code goes first.
    if (!defined && tag === 'chain-badge') prefetchReceipts();
    pending.then(stopWhenAllLoaded, () => {});
  }
  return pending;
}

/**
 * Loads every element of this package inside `root` (and `root` itself) that is not defined yet, and
 * keeps watching `root` for elements added later when it is a shadow root. Resolves when all of them are
 * registered. The document is discovered and watched on its own; shadow roots need this call.
 */
export function discover(root: Document | ShadowRoot | Element = document): Promise<void> {
  if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot && loading.size < TAGS.length) observer?.observe(root, WATCH);
  return Promise.all([...tagsIn(root)].map(load)).then(() => undefined);
}

/** The tags of undefined elements of ours at or under `node`. */
function tagsIn(node: Document | ShadowRoot | Element, into = new Set<ElementTag>()): Set<ElementTag> {
  if (node instanceof Element && isTag(node.localName) && !customElements.get(node.localName)) into.add(node.localName);
  for (const el of node.querySelectorAll(UNDEFINED)) into.add(el.localName as ElementTag);
  return into;
}

const WATCH: MutationObserverInit = { childList: true, subtree: true };
const observer = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(added);

function added(records: MutationRecord[]): void {
  const found = new Set<ElementTag>();
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) tagsIn(node, found);
  }
  for (const tag of found) load(tag).catch(report);
}

function stopWhenAllLoaded(): void {
  if (TAGS.every((tag) => customElements.get(tag))) observer?.disconnect();
}

function report(error: unknown): void {
  console.error(error);
}

/**
 * Settles when every element in the document when this file ran is registered (rejects, with the tag
 * named, if one could not be loaded). For one tag, `customElements.whenDefined(tag)` does the same.
 */
export const ready: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : (() => {
        observer!.observe(document.documentElement, WATCH);
        stopWhenAllLoaded(); // another copy may have registered all three already
        const initial = discover(document);
        initial.catch(report);
        return initial;
      })();
