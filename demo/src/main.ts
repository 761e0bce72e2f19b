/**
 * Every demo page loads this: it registers the elements the page shows,
 * creates (once) the receipts its examples name, renders each live example
 * with its snippet, and the API tables generated from custom-elements.json.
 * Element code, the demo receipts and the manifest are each fetched only by
 * the pages that need them, and an example starts (its element's code, its
 * first render) only when it comes within a screen of the viewport, each in a
 * task of its own: a page does no start-up work the reader cannot see yet, and
 * no single task holds the main thread for all of them.
 */
import { demoReceipts, type DemoReceipts } from './demo-data.js';
import { dedent, fill, renderExample, snippet } from './examples.js';

/** Each element's registration, loaded on first use. */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'reasoning-receipt': () => import('../../src/elements/reasoning-receipt/define.js'),
  'chain-badge': () => import('../../src/elements/chain-badge/define.js'),
  'reasoning-console': () => import('../../src/elements/reasoning-console/define.js'),
};
const loads = new Map<string, Promise<unknown>>();

function defineElement(tag: string): Promise<unknown> {
  if (!loads.has(tag)) loads.set(tag, ELEMENTS[tag]!());
  return loads.get(tag)!;
}

/** Registers the elements an example's template contains. */
function defineElementsIn(root: ParentNode): Promise<unknown> {
  return Promise.all(Object.keys(ELEMENTS).filter((tag) => root.querySelector(tag)).map(defineElement));
}

/** Resolves once `el` is within a screen of the viewport (at once when it already is). */
function nearViewport(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
  });
}

const NO_RECEIPTS: DemoReceipts = { tour: '', conflict: '' };

/** A fresh task: the browser may paint and answer input before the next example starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The status line keeps its place while empty (visibility, not display), so nothing below it moves. */
function showStatus(text: string, isError = false): void {
  const status = document.querySelector<HTMLElement>('#demo-status');
  if (!status) return;
  status.hidden = !text;
  // A hidden line keeps its last words and its box (site.css): the same height, so nothing moves.
  if (text) status.textContent = text;
  status.classList.toggle('error', isError);
}

/** The demo receipts, with the status line saying so while they are made; null (and said) when they cannot be. */
async function receiptsWithStatus(): Promise<DemoReceipts | null> {
  showStatus('Creating the demo receipts through /proxy/run…');
  try {
    const ids = await demoReceipts();
    showStatus('');
    return ids;
  } catch (error) {
    showStatus(`The demo receipts could not be created: ${(error as Error).message}`, true);
    return null;
  }
}

/** Starts one example when the reader nears it: its elements' code, the receipts it names, then its render. */
async function startExample(figure: HTMLElement, receipts: () => Promise<DemoReceipts | null>): Promise<void> {
  const source = figure.querySelector<HTMLTemplateElement>(':scope > template');
  if (!source) return;
  const namesReceipts = /\{\{\w+\}\}/.test(source.innerHTML);
  // The build writes each example's loading form into the page (demo/build.ts); draw it only where it did not.
  if (namesReceipts && !figure.querySelector(':scope > .preview')) renderExample(figure, null);
  await nearViewport(figure);
  const [ids] = await Promise.all([namesReceipts ? receipts() : NO_RECEIPTS, defineElementsIn(source.content)]);
  if (!ids) return; // the status line says why; the example keeps its loading form
  await nextTask();
  renderExample(figure, ids);
}

/** The API tables sit at the foot of a page: their code and the manifest load when the reader nears them. */
async function renderApiTables(): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-api]')];
  if (!slots.length) return;
  await Promise.race(slots.map(nearViewport));
  const { apiTables } = await import('./api-table.js');
  for (const el of slots) el.replaceChildren(apiTables(el.dataset.api!));
}

function start(): void {
  // Elements written straight into the page (not examples) start at once.
  for (const tag of Object.keys(ELEMENTS)) if (document.querySelector(`${tag}:not(figure.example *)`)) void defineElement(tag);
  for (const el of document.querySelectorAll<HTMLElement>('pre[data-copy]')) {
    const box = snippet(dedent(el.textContent ?? ''));
    // Which file a sample is (docs/samples/…): transcripts wrap their long lines (site.css).
    if (el.dataset.sample) box.querySelector('pre')!.dataset.sample = el.dataset.sample;
    el.replaceWith(box);
  }

  let made: Promise<DemoReceipts | null> | undefined;
  const receipts = () => (made ??= receiptsWithStatus());
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-receipt-href]')];
  if (links.length) void receipts().then((ids) => ids && links.forEach((a) => (a.href = fill(a.dataset.receiptHref!, ids))));
  for (const figure of document.querySelectorAll<HTMLElement>('figure.example:not([data-defer])')) void startExample(figure, receipts);
  void renderApiTables();
}

start();
