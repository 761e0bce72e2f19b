/**
 * The language runtime without formatting: which language an element speaks
 * (its nearest `lang`, followed live), the terms of that language (English
 * built in, the other shipped languages loaded the first time they are spoken,
 * the page's own from `registerTranslation()`), and a controller that re-renders
 * its element when they change. `<chain-badge>` needs no more than this; the
 * elements that format numbers, plurals and sentences use `Localize`
 * (localize.ts), which adds that on top. See docs/i18n.md.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LanguageParts, Term, TermGroup, TermKey, Translation } from './types.js';

/** The languages that ship besides English; each says where its parts load from (one small module, then each part). */
const SHIPPED: Readonly<Record<string, () => Promise<{ default: LanguageParts }>>> = {
  ar: () => import('./lang/ar.js'),
  de: () => import('./lang/de.js'),
  es: () => import('./lang/es.js'),
  fr: () => import('./lang/fr.js'),
  he: () => import('./lang/he.js'),
  it: () => import('./lang/it.js'),
  ja: () => import('./lang/ja.js'),
  ko: () => import('./lang/ko.js'),
  pt: () => import('./lang/pt.js'),
  zh: () => import('./lang/zh.js'),
};

type Table = Partial<Record<TermKey, Term>> & { $dir?: 'ltr' | 'rtl' };

/** English, from the groups of the elements defined so far (each brings its own). */
const english: Table = {};
/** The groups in use (their English is in `english`). */
const groups = new Set<TermGroup>();
/** Shipped words once loaded, by lower-case language code (the groups loaded so far, merged). */
const shipped = new Map<string, Table>();
/** What the page registered, by lower-case code; it wins over what ships. */
const added = new Map<string, Table>();
/** Loads started, and those settled, by `lang/group`. */
const loads = new Map<string, Promise<void>>();
const done = new Set<string>();
let tables = new Map<string, Table>();
const controllers = new Set<LanguageController>();

const RTL = /^(ar|he|fa|ur|ps|yi|dv|ckb|ug|sd)$/;

/** A tag as Intl writes it (`pt-BR`), or undefined when it is not a language tag. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

export const baseOf = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * Translations handed over by the CDN file's `registerTranslation`, which
 * loads no element code itself: it queues them on this global, and calls
 * `flush` once this module has set it.
 */
const HANDOVER = Symbol.for('reasoning-elements:translations');
type Handover = { queue: Translation[]; flush?: () => void };
const handover: Handover = ((globalThis as { [HANDOVER]?: Handover })[HANDOVER] ??= { queue: [] });
handover.flush = () => registerTranslation();

function takeQueued(): void {
  if (handover.queue.length) add(handover.queue.splice(0));
}

/**
 * Adds a language, or overrides some terms of one (English too), for every
 * element on the page, at once and for elements added later. Terms left out
 * fall back to the base language (`pt` for `pt-BR`), then to English.
 * Terms given here win over the shipped ones, whenever those load.
 */
export function registerTranslation(...translations: Translation[]): void {
  takeQueued();
  add(translations);
  changed();
}

function add(translations: readonly Translation[]): void {
  for (const translation of translations) {
    const code = canonical(translation.$code ?? '');
    if (!code) throw new TypeError(`registerTranslation: ${JSON.stringify(translation.$code)} is not a language tag`);
    const key = code.toLowerCase();
    added.set(key, { ...added.get(key), ...translation });
  }
  tables = new Map();
}

function changed(): void {
  tables = new Map();
  for (const controller of controllers) controller.refresh(true);
}

/** True when there are terms for `tag` (shipped, loaded or not, or registered by the page). */
function spoken(tag: string): boolean {
  takeQueued();
  const base = baseOf(tag);
  return base === 'en' || Object.hasOwn(SHIPPED, base) || added.has(base) || added.has(tag.toLowerCase());
}

/** Every term for `tag`: the page's for the tag, shipped for the tag, the page's for its base, shipped for it, then English. */
export function table(tag: string): Table {
  takeQueued();
  const key = tag.toLowerCase();
  let found = tables.get(key);
  if (!found) {
    const base = baseOf(tag);
    const regional = key === base ? [] : [shipped.get(key), added.get(key)];
    found = Object.assign({}, english, added.get('en'), shipped.get(base), added.get(base), ...regional) as Table;
    tables.set(key, found);
  }
  return found;
}

/** The words of `group` in `base`, loading (once) when they ship and are not here yet; settled when they are (or could not be had). */
function ensureGroup(base: string, group: TermGroup): Promise<void> | undefined {
  if (!Object.hasOwn(SHIPPED, base)) return undefined;
  const key = `${base}/${group.name}`;
  let load = loads.get(key);
  if (!load) {
    const settled = () => {
      done.add(key);
      changed();
    };
    load = SHIPPED[base]!()
      .then((language) => language.default[group.name]())
      .then(
        (module) => {
          shipped.set(base, { ...shipped.get(base), ...(module.default as Table) });
          settled();
        },
        // Not fatal: these words stay English (the next page load tries again).
        settled,
      );
    loads.set(key, load);
  }
  return done.has(key) ? undefined : load;
}

/** Starts loading what an element speaking `tag` needs; the promise settles when all of it is there. */
export function ensure(tag: string, needs: readonly TermGroup[]): Promise<void> | undefined {
  const base = baseOf(tag);
  if (base === 'en') return undefined;
  const pending = needs.map((group) => ensureGroup(base, group)).filter((p) => p !== undefined);
  return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
}

export function directionOf(tag: string): 'ltr' | 'rtl' {
  return table(tag).$dir ?? (RTL.test(baseOf(tag)) ? 'rtl' : 'ltr');
}

/** The language `tag` is spoken as: itself (canonical) when there are terms for it or its base, else undefined. */
function spokenAs(tag: string): string | undefined {
  const canon = tag.trim() ? canonical(tag) : undefined;
  return canon && spoken(canon) ? canon : undefined;
}

/** The groups' English, known from now on (an element's controller does this for its groups). */
export function use(needs: readonly TermGroup[]): void {
  for (const group of needs) {
    if (groups.has(group)) continue;
    groups.add(group);
    Object.assign(english, group.en);
    tables = new Map();
  }
}

/**
 * The language a tag is spoken as, outside any element: `de-AT` with German
 * terms, an unknown tag undefined (callers fall back to English).
 */
export function languageOf(tag: string): { lang: string; dir: 'ltr' | 'rtl' } | undefined {
  const lang = spokenAs(tag);
  return lang ? { lang, dir: directionOf(lang) } : undefined;
}

/**
 * Every term of `groups` in the language `tag` is spoken as (English when it
 * has none), loaded first when they ship apart: what an element would say,
 * for code that has no element (a build step, a server).
 */
export async function termsFor(
  tag: string,
  needs: readonly TermGroup[],
): Promise<{ lang: string; dir: 'ltr' | 'rtl'; terms: Readonly<Partial<Record<TermKey, Term>>> }> {
  use(needs);
  const lang = spokenAs(tag) ?? 'en';
  await ensure(lang, needs);
  return { lang, dir: directionOf(lang), terms: table(lang) };
}

/**
 * The language an element speaks and its direction: the nearest `lang`
 * attribute from the element up (through shadow hosts) to `<html>`; a
 * language without terms is spoken as English. Direction: the nearest `dir`
 * up to and including the element carrying that `lang`, else the language's own.
 */
export function resolveLanguage(element: Element): { lang: string; dir: 'ltr' | 'rtl' } {
  let dir: 'ltr' | 'rtl' | undefined;
  for (let node: Element | null | undefined = element; node; ) {
    const d = node.getAttribute('dir')?.toLowerCase();
    if (!dir && (d === 'ltr' || d === 'rtl')) dir = d;
    const lang = node.getAttribute('lang');
    if (lang !== null) {
      // lang="" says the language is unknown: English, like an unknown tag.
      const spokenTag = spokenAs(lang) ?? 'en';
      return { lang: spokenTag, dir: dir ?? directionOf(spokenTag) };
    }
    node = node.parentElement ?? (typeof node.getRootNode === 'function' ? (node.getRootNode() as Partial<ShadowRoot>).host : undefined);
  }
  return { lang: 'en', dir: dir ?? 'ltr' };
}

/** Watches `lang` and `dir` everywhere an element can inherit them from: the document and the shadow roots above it. */
let observer: MutationObserver | undefined;
const watched = new WeakSet<Node>();
function watchAbove(element: Element): void {
  if (typeof MutationObserver === 'undefined' || typeof element.getRootNode !== 'function') return;
  observer ??= new MutationObserver(() => {
    for (const controller of controllers) controller.refresh();
  });
  for (let root: Node = element.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
    if (!watched.has(root)) {
      watched.add(root);
      observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
    }
    if (!(root instanceof ShadowRoot)) break;
  }
}

/**
 * An element's language and its terms. Give it the element's English tables; it re-renders the
 * element when the language in force changes and holds the first render of a language back until
 * its terms have loaded (`pending`), so a German page never flashes English.
 */
export class LanguageController implements ReactiveController {
  /**
   * The language read from the element: at connection, or, on a server render (Lit SSR, which
   * never connects an element), the first time it is needed; its words must be loaded by then
   * (`termsFor`; @reasoning-elements/render's `loadLanguage` does it).
   */
  #read?: { lang: string; dir: 'ltr' | 'rtl' };

  /** The language spoken: a tag with terms, used for Intl too; 'en' when none is set or known. */
  get lang(): string {
    return (this.#read ??= resolveLanguage(this.host)).lang;
  }

  get dir(): 'ltr' | 'rtl' {
    return (this.#read ??= resolveLanguage(this.host)).dir;
  }
  /** Settles when the terms of `lang` are loaded; undefined when they are there. */
  pending: Promise<void> | undefined;
  /** Groups shown only at times (a failed check's findings), taken on by `Localize.have()`. */
  protected readonly late: TermGroup[] = [];

  constructor(
    protected readonly host: ReactiveControllerHost & Element,
    protected readonly needs: readonly TermGroup[],
  ) {
    use(needs);
    host.addController(this);
  }

  hostConnected(): void {
    controllers.add(this);
    watchAbove(this.host);
    this.refresh();
  }

  hostDisconnected(): void {
    controllers.delete(this);
  }

  /** Reads the language again; re-renders when it changed (always with `force`: the terms changed). */
  refresh(force = false): void {
    const read = resolveLanguage(this.host);
    const same = read.lang === this.#read?.lang && read.dir === this.#read.dir;
    this.#read = read;
    // Asked each time (a cheap lookup once loaded): the language may have been read before the element was connected.
    this.pending = ensure(read.lang, this.late.length ? [...this.needs, ...this.late] : this.needs);
    if (force || !same) this.host.requestUpdate();
  }

  /** Every term of the language in force (a new object whenever terms change: a key for caches). */
  get terms(): Readonly<Partial<Record<TermKey, Term>>> {
    return table(this.lang);
  }
}

/** A term's text with no values to choose a plural form by (`other`, what Intl.PluralRules gives for none); '' when there is no term. */
export const termText = (term: Term | undefined): string => (term === undefined ? '' : typeof term === 'string' ? term : term.other);
