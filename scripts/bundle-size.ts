/**
 * What a page loads, measured one way for the build's budget check
 * (scripts/check-size.mjs) and the bench (test/bench/bundle.bench.ts):
 * minified, lit included, gzip level 9, 1 kB = 1000 bytes.
 */
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifyLitLiterals } from './vite/minify-literals.js';

export const KB = 1000;

// Budgets sit about 5% above the measured size, so growth is a decision, not
// an accident. <chain-badge> is written without Lit (shared/plain-element.ts):
// alone (min+gzip, about 14.3 kB with the server-render helpers its entry
// exports) it is the language runtime ≈ 1.4 and the badge's English ≈ 0.4
// (i18n/language.ts: plural forms, numbers and slots are Localize's, which the
// badge does not load), the badge renderer with its Verdana width table ≈ 3.3
// (the same code that writes the build step's SVGs), the light read (request sharing, retries, timeouts, a
// capped body, typed errors, a hand check of `id` and `verified`) ≈ 3.0, the
// element and its view ≈ 2.4, its base (properties, attributes, controllers)
// ≈ 1.0, reading the renderer's SVG into nodes ≈ 0.6, endpoints, events,
// styles, the loads' controller ≈ 1.3. Code for reading error answers is a
// chunk loaded on the first one (0.9 kB), not counted up front. The receipt
// and console carry Lit in a chunk of their own; the console loads the badge
// with its first receipt.
//
// A page of badges fetches the loader and two chunks: the badge's own and the
// shared one, which holds what the badge imports and another element imports
// too, and nothing else (scripts/vite/badge-shared.ts; the loader imports the
// badge through register.ts, which leaves out the server-render helpers). The
// CDN build minifies twice, oxc then terser (scripts/vite/terser-pass.ts). With
// the console's events, errorReason, the server-rendered links' check and the
// Idempotency-Key rule moved out of modules the badge imports, the page went
// from 17.6 to 15.8 kB and its budget from 18.3 to 16.0; the console page
// fetches the badge's words and read up front now (it fetched them with its
// first receipt), +0.6 kB before terser.
// The goal of 12 kB is out of reach without giving something up: register.ts
// bundled alone is 13.9, and without its language runtime (1.15) and its GET
// machinery (timeouts, caps, retries, typed error answers: 1.3) it would still
// be 11.4 alone, about 13 as a page (with the loader, 1.1, and what two files
// cost over one, their import and export lists and two gzip streams, ≈ 1.0).
//
// The CDN file is a loader (dist/reasoning-elements.js, about 1 kB with the
// list of chunks to preload per element) that imports only the elements a
// page shows. Its lines count what a page fetches in all: the loader, then for each element on the page the chunk the loader
// imports for it and everything that chunk imports statically (lit, shared
// client code), each file once. The chain checker is a chunk of its own that
// `<reasoning-receipt verify>` imports when it checks, with the reader of chain
// pages (chain-pages, 1.1 kB): the check reads the chain in pages, so any length
// is checked. Counting that file raised the verify page's budget from 40.5 kB.
// The check runs in a Web Worker where the page allows one (the worker imports
// the same chunk, so nothing is counted twice): starting it, the fallback to the
// main thread and the worker's end of the messages add about 0.8 kB to that
// chunk, starting it early and ending it 0.1 kB to the receipt's, and this
// package's Trusted Types policy (Lit's, and the worker URL's) about 0.08 kB to
// every page; the verify pages' budgets rose by 0.8 kB for it. Asking for two
// pages at a time (the service is never idle between them: a 10,000-link check
// about 15% sooner) added 0.1 kB to chain-pages: the verify page's budget
// rose from 44.4. A page's entries are left to the check (no schema per entry:
// about 10 ms less main-thread work per 1,000 links), and one the worker could
// not be sent as it is goes as the fields the check reads: 0.06 kB, and the
// budget rose from 44.5.
// SHA-256 in plain JS (client/sha256.ts) instead of WebCrypto's digest: a
// link's hash costs 2–4 µs instead of 8–10 and no garbage, and the worker's
// CPU for 10,000 links fell from about 360 ms to 120 (a trace of the
// bench page); its code is 0.5 kB more than the WebCrypto call it replaces
// (its constants are computed, not written out: 0.55 kB less than literals).
// The verify page's budget rose from 44.6 and all three's from 62.8.
// The check of xycore/pruv exports (xycore.ts, its receipt check and Python's
// number and JSON text) is a chunk of its own, imported only for such a chain:
// a receipt of this service's xy-sha256-v1 chain never fetches it (2.0 kB
// gzip). The verify page's budget fell from 45.1 to 43.2, all three's from
// 63.0 to 61.0.
// `<reasoning-receipt verify>` asks for the check's code (the checker, the reader of chain pages) while
// its receipt is read, not after, and the reader keeps the loaded chain-pages module so a walk asks for
// its first page at once (an import() of a loaded module still waits for a task, behind the card's
// render): behind 100 ms of latency the first chain page is asked for 13 ms after the receipt arrives
// instead of 142. 0.07 kB to the receipt's page, 0.04 to the console's (the reader is shared): their
// budgets rose from 36.6 and 38.1.
//
// Words in the page's language (src/i18n, docs/i18n.md) add to every page:
// the language runtime (nearest `lang`, live changes, fallbacks, Intl,
// registerTranslation) ≈ 1.7 kB, the shared live region ≈ 0.4, and each
// element's English terms as tables (keys beside the words the templates held
// before) ≈ 0.3 (badge) to 2.5 (receipt, console). Other languages are chunks
// of their own, fetched only by pages that speak them: a small index per
// language, then one chunk per part of the UI, each ≤ 1.5 kB (LANGUAGE_PART_BUDGET,
// checked for every part by `languageParts`). The words of a failed check's
// findings are two parts (the chain's, the claims'), fetched only when a check
// fails; the verifier's own English for them loads likewise, so the verify
// page's budget counts none of it. Saying them (the card's findings view,
// Localize.have, the language read on a server render too) added 0.2 kB to
// the receipt pages: the verify pages' budgets rose from 41.5 and 56.9.
//
// The loader asks for the receipts of the page's badges itself, beside the
// badge's chunk (src/cdn.ts prefetchReceipts, taken by src/client/prefetched.ts):
// on a page of 1,000 badges the reads began some 200 ms later without it, after
// the chunks arrived and the badges upgraded (issue 23). It costs the loader
// 0.36 kB (so every CDN page; the fetch calls go in short tasks) and the shared
// client 0.07 kB; showing each drawn badge as an image of its SVG, with the
// inline form where a page refuses data: images (chain-badge/view.ts,
// shared/data-images.ts), 0.5 kB more to the badge. The loader's budget rose from 1.13 to 1.5, the badge page's
// from 16.0 to 17.1 (16.8 measured), the receipt page's from 36.2 to 36.6 and the badge's alone from 14.7 to 15.2.
// A read by id refuses an answer that names another resource (a receipt, session, chain, chain page or
// attestation other than the one asked for: client/errors.ts otherResource), the badge's light read too, and
// an error's message shows bidirectional controls as markers, as every server string is shown: 0.05 kB to
// the badge page, 0.08–0.14 to the others. The badge page's budget rose from 17.1, the receipt page's from
// 36.7, the verify page's from 43.2, the console's from 38.2, all three's from 61.0 and the badge's alone from 15.2.
// Badges take the element's colour scheme, as the cards do, not the OS's (shared/drawn-badge.ts light-dark()
// fills; for the image form, chain-badge/styles.ts spells the scheme out with a registered colour and a style
// query), and `theme` pins them; mode="server" draws inline where `data:` images are refused: 0.11 kB to the
// badge page and the badge alone, 0.12 to all three. Their budgets rose from 17.2, 15.3 and 61.2.
// The console carries a dashboard's credentials: a `headers` property (or a function called per run) and a
// `fetch` of its own for each run, and a proxy's sign-in challenge (401 with WWW-Authenticate, or the app's own
// 403) shown as "Sign in again" in the English words built in: 0.15 kB to the console page and to all three.
// Their budgets rose from 38.3 and 61.35.
export interface Budget {
  /** How the docs pages name the figure (`<span data-size="…">`). */
  id: string;
  name: string;
  budget: number;
  /** A built file, counted with its static imports. */
  file?: string;
  /** A source entry, bundled alone with everything it imports. */
  entry?: string;
  /** A page using the CDN file with these elements (and these chunks they import on demand). */
  page?: { tags: readonly string[]; lazy?: readonly string[] };
}

export const CDN_FILE = 'dist/reasoning-elements.js';

/**
 * The docs pages that state these sizes: the build writes each measured figure (min+gzip kB, two decimals)
 * into their `<span data-size="ID">`, and each `<span data-size-ratio="ID" data-floor="F">` as figure / F.
 */
export const SIZE_PAGES = ['demo/guides/getting-started.html', 'demo/reference/figures.html'];

/** `html` with the figures (bytes, by budget id) written into its size spans. */
export function withSizeFigures(html: string, bytes: Readonly<Record<string, number>>): string {
  const kb = (id: string) => (bytes[id] === undefined ? undefined : bytes[id]! / KB);
  return html
    .replace(/(<span data-size="([\w-]+)">)[^<]*(<\/span>)/g, (all, open: string, id: string, close: string) => {
      const value = kb(id);
      return value === undefined ? all : `${open}${value.toFixed(2)}${close}`;
    })
    .replace(/(<span data-size-ratio="([\w-]+)" data-floor="([\d.]+)">)[^<]*(<\/span>)/g, (all, open: string, id: string, floor: string, close: string) => {
      const value = kb(id);
      return value === undefined ? all : `${open}${(value / Number(floor)).toFixed(2)}${close}`;
    });
}

export const BUDGETS: readonly Budget[] = [
  { id: 'loader', name: 'CDN file up front (the loader)', file: CDN_FILE, budget: 1.5 * KB },
  { id: 'page-badge', name: 'CDN page: <chain-badge> only', page: { tags: ['chain-badge'] }, budget: 20.3 * KB },
  { id: 'page-receipt', name: 'CDN page: <reasoning-receipt> only', page: { tags: ['reasoning-receipt'] }, budget: 40.3 * KB },
  { id: 'page-verify', name: 'CDN page: <reasoning-receipt verify>', page: { tags: ['reasoning-receipt'], lazy: ['verify', 'chain-pages'] }, budget: 46.9 * KB },
  { id: 'page-console', name: 'CDN page: <reasoning-console> only', page: { tags: ['reasoning-console'] }, budget: 40.4 * KB },
  { id: 'page-all', name: 'CDN page: all three (+ verify)', page: { tags: ['chain-badge', 'reasoning-receipt', 'reasoning-console'], lazy: ['verify', 'chain-pages'] }, budget: 65.9 * KB },
  { id: 'badge-alone', name: '<chain-badge> alone', entry: 'src/elements/chain-badge/define.ts', budget: 15.45 * KB },
];

/** Bundles one entry with everything it imports, minified like the CDN build; returns the file's path. */
export async function bundleAlone(entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [minifyLitLiterals()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      write: true,
      lib: { entry: { bundle: entry }, formats: ['es'] },
      rolldownOptions: { output: { minify: true } },
    },
  });
  return join(outDir, 'bundle.js');
}

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Relative static imports of a built ES module (`import{a}from"./x.js"`, `import"./y.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) found.push(m[1]!);
  return found;
}

/** Relative dynamic imports of a built ES module (`import("./x.js")`, with any quote). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
}

/** `file` and every file it imports statically, transitively: what a page fetches before the module runs. */
export function upFront(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  return [file, ...staticImports(code).flatMap((rel) => upFront(join(dirname(file), rel), seen))];
}

/**
 * What a page using the CDN file fetches, each file once: the loader; for each tag, the chunk the loader
 * imports for it (named `cdn-<tag>-<hash>.js`) with its static imports; then any chunk named in `lazy`
 * (e.g. `verify`) that those files import on demand, with its static imports. Throws when one is missing.
 */
export function pageFiles(loader: string, page: { tags: readonly string[]; lazy?: readonly string[] }): string[] {
  const seen = new Set<string>();
  const files = upFront(loader, seen);
  const follow = (from: readonly string[], name: string) => {
    for (const file of from) {
      const rel = dynamicImports(readFileSync(file, 'utf8')).find((r) => new RegExp(`(^|/)cdn-${name}-[^/]+\\.js$`).test(r));
      if (rel) return files.push(...upFront(join(dirname(file), rel), seen));
    }
    throw new Error(`${loader}: no chunk imported on demand for "${name}"`);
  };
  for (const tag of page.tags) follow([loader], tag);
  for (const name of page.lazy ?? []) follow([...files], name);
  return files;
}

/** The most a part of one language's words may weigh (gzip), wherever a page fetches it. */
export const LANGUAGE_PART_BUDGET = 1.5 * KB;

/**
 * Every part of every shipped language the CDN file can fetch: from the files of `page`, the language
 * indexes they import on demand (`<code>-<hash>.js`: the same files the library build writes), then the
 * parts each index imports (`<code>.<part>-<hash>.js`), each with its static imports.
 */
export function languageParts(loader: string, page: { tags: readonly string[]; lazy?: readonly string[] }): Array<{ name: string; files: string[] }> {
  const found: Array<{ name: string; files: string[] }> = [];
  const indexes = new Set<string>();
  for (const file of pageFiles(loader, page)) {
    for (const rel of dynamicImports(readFileSync(file, 'utf8'))) {
      // An index is named by its language alone; a chunk whose name only looks like one imports no parts.
      if (/(^|\/)[a-z]{2,3}-[\w-]+\.js$/.test(rel)) indexes.add(join(dirname(file), rel));
    }
  }
  for (const index of indexes) {
    for (const rel of dynamicImports(readFileSync(index, 'utf8'))) {
      const name = /(?:^|\/)([a-z]{2,3}\.[a-z]+)-[^/]+\.js$/.exec(rel)?.[1];
      if (name) found.push({ name, files: upFront(join(dirname(index), rel)) });
    }
  }
  return found;
}
