/**
 * Every demo page loads this: it registers the elements the page shows,
 * creates (once) the receipts its examples name, renders each live example
 * with its snippet, and the API tables generated from custom-elements.json.
 * Element code, the demo receipts and the manifest are each fetched only by
 * the pages that need them, so a page does no start-up work it cannot show.
 */
import { demoReceipts } from './demo-data.js';
import { dedent, fill, renderExample, snippet } from './examples.js';

/** Each element's registration, loaded on a page that shows the element (in its markup or an example's template). */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'reasoning-receipt': () => import('../../src/elements/reasoning-receipt/define.js'),
  'chain-badge': () => import('../../src/elements/chain-badge/define.js'),
  'reasoning-console': () => import('../../src/elements/reasoning-console/define.js'),
};

function shows(tag: string): boolean {
  return !!document.querySelector(tag) || [...document.querySelectorAll('template')].some((t) => t.content.querySelector(tag));
}

/** The status line keeps its place while empty (visibility, not display), so nothing below it moves. */
function showStatus(text: string, isError = false): void {
  const status = document.querySelector<HTMLElement>('#demo-status');
  if (!status) return;
  status.hidden = !text;
  // A hidden line keeps its last words and its box (site.css): the same height, so nothing moves.
  if (text) status.textContent = text;
  status.classList.toggle('error', isError);
}

/** The API tables sit at the foot of a page: their code and the manifest load after the examples. */
async function renderApiTables(): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-api]')];
  if (!slots.length) return;
  const { apiTables } = await import('./api-table.js');
  for (const el of slots) el.replaceChildren(apiTables(el.dataset.api!));
}

async function start(): Promise<void> {
  for (const [tag, define] of Object.entries(ELEMENTS)) if (shows(tag)) void define();
  for (const el of document.querySelectorAll<HTMLElement>('pre[data-copy]')) el.replaceWith(snippet(dedent(el.textContent ?? '')));

  const examples = [...document.querySelectorAll<HTMLElement>('figure.example:not([data-defer])')];
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-receipt-href]')];
  const needsReceipts = (text: string) => /\{\{\w+\}\}/.test(text);
  // Examples that name no demo receipt (the console's) are drawn at once, and create none.
  const named = examples.filter((figure) => needsReceipts(figure.querySelector(':scope > template')?.innerHTML ?? ''));
  for (const figure of examples) if (!named.includes(figure)) renderExample(figure, { tour: '', conflict: '' });
  if (!named.length && !links.length) return;
  showStatus('Creating the demo receipts through /proxy/run…');
  // The build writes each example's loading form into the page (demo/build.ts); draw it only where it did not.
  for (const figure of named) if (!figure.querySelector(':scope > .preview')) renderExample(figure, null);
  try {
    const ids = await demoReceipts();
    for (const figure of named) renderExample(figure, ids);
    for (const a of links) a.href = fill(a.dataset.receiptHref!, ids);
    showStatus('');
  } catch (error) {
    showStatus(`The demo receipts could not be created: ${(error as Error).message}`, true);
    throw error;
  }
}

void start().finally(() => renderApiTables());
