/**
 * Every demo page loads this: it registers the elements, creates (once) the
 * receipts the examples show, renders each live example with its snippet, and
 * the API tables generated from custom-elements.json.
 */
import '../../src/define.js';
import { demoReceipts } from './demo-data.js';
import { apiTables } from './api-table.js';
import { dedent, fill, renderExample, snippet } from './examples.js';

/** The status line keeps its place while empty (visibility, not display), so nothing below it moves. */
function showStatus(text: string, isError = false): void {
  const status = document.querySelector<HTMLElement>('#demo-status');
  if (!status) return;
  status.hidden = false;
  status.classList.toggle('idle', !text);
  // An idle line keeps its last words (invisible): the same height, so nothing moves.
  if (text) status.textContent = text;
  status.classList.toggle('error', isError);
}

async function start(): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>('[data-api]')) el.replaceChildren(apiTables(el.dataset.api!));
  for (const el of document.querySelectorAll<HTMLElement>('pre[data-copy]')) el.replaceWith(snippet(dedent(el.textContent ?? '')));

  const examples = [...document.querySelectorAll<HTMLElement>('figure.example:not([data-defer])')];
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-receipt-href]')];
  if (!examples.length && !links.length) return;
  showStatus('Creating the demo receipts through /proxy/run…');
  try {
    const ids = await demoReceipts();
    for (const figure of examples) renderExample(figure, ids);
    for (const a of links) a.href = fill(a.dataset.receiptHref!, ids);
    showStatus('');
  } catch (error) {
    showStatus(`The demo receipts could not be created: ${(error as Error).message}`, true);
    throw error;
  }
}

void start();
