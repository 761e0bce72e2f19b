/**
 * Live examples and copyable snippets. An example is
 *   <figure class="example"><template>markup with {{tour}}</template></figure>
 * and becomes the rendered markup followed by that same markup as code, so
 * what you copy is exactly what you see.
 */
import type { DemoReceipts } from './demo-data.js';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** `{{tour}}` → the tour receipt's id (ids are plain tokens, checked in demo-data); null: not known yet, ''. */
export function fill(text: string, ids: DemoReceipts | null): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (ids ? ((ids as unknown as Record<string, string>)[key] ?? whole) : ''));
}

/**
 * An example's markup for its place-holding preview: links and images that
 * name a receipt not made yet lose their URL (nothing is fetched or linked),
 * and elements lose the empty receipt-id.
 */
export function pendingMarkup(source: string): string {
  const unlinked = source.replace(/\s(?:src|href)="[^"]*\{\{\w+\}\}[^"]*"/g, '');
  return dedent(fill(unlinked, null)).replace(/(\s[\w-]+)=""/g, '$1').replace(/\sreceipt-id(?=[\s>])/g, '');
}

/**
 * A receipt id's shape (the service's: `rcpt_` and 24 hex digits), written in code shown before
 * the demo receipts exist: as long as the real one, so the snippet wraps as it will and the page
 * does not move when the real code replaces it.
 */
const PENDING_ID = `rcpt_${'·'.repeat(24)}`;

/** An example's code before the demo receipts exist: its markup with an id's shape for each receipt. */
export function pendingCode(source: string): string {
  return dedent(source.replace(PLACEHOLDER, PENDING_ID)).replace(/(\s[\w-]+)=""/g, '$1');
}

/** Strips the common indentation of a block's lines. */
export function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

function copyButton(source: () => string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  button.textContent = 'Copy';
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(source());
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = 'Copy'), 1500);
  });
  return button;
}

/** A <pre><code> block with a copy button. */
export function snippet(text: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'snippet';
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = text;
  pre.append(code);
  wrap.append(pre, copyButton(() => code.textContent ?? ''));
  return wrap;
}

/**
 * Renders one example; hides it when the demo lacks a receipt it names. With
 * `ids` null (the demo receipts are still being made) it renders at once with
 * empty ids, in a preview that keeps the final size (site.css), so the page
 * does not move when the real example replaces it.
 */
export function renderExample(figure: HTMLElement, ids: DemoReceipts | null): void {
  const template = figure.querySelector(':scope > template');
  if (!template) return;
  // innerHTML writes boolean attributes as `verify=""`; people write `verify`.
  const markup = ids ? dedent(fill(template.innerHTML, ids)).replace(/(\s[\w-]+)=""/g, '$1') : pendingMarkup(template.innerHTML);
  if (/\{\{\w+\}\}/.test(markup)) {
    figure.hidden = true;
    return;
  }
  const preview = document.createElement('div');
  preview.className = ids ? 'preview' : 'preview pending';
  const parsed = document.createElement('template');
  parsed.innerHTML = markup; // our own markup; the only inserted values are plain ids
  preview.append(parsed.content);
  figure.querySelector(':scope > .preview')?.remove();
  figure.querySelector(':scope > .snippet')?.remove();
  figure.insertBefore(preview, template);
  if (!figure.hasAttribute('data-no-code')) figure.insertBefore(snippet(ids ? markup : pendingCode(template.innerHTML)), template);
}
