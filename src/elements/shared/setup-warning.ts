/**
 * Setup mistakes said loudly: the element shows `misconfigured` with the fix, and the page's
 * console gets one warning naming the attribute or meta tag to set (once per page and mistake,
 * however many elements make it).
 */
import { isPlainId } from '@reasoning-elements/protocol';
import { fillTerm } from '../../badge/receipt.js';
import { answeredWithPage } from '../../client/outcome.js';
import type { SetupMistake } from './setup-warning-text.js';
export type { SetupMistake };

/** Warns once for `mistake`, as `tag` makes it: the English text is loaded only when a page makes one. */
export function warnSetup(tag: string, mistake: SetupMistake): void {
  void import('./setup-warning-text.js').then((m) => m.warnSetupNow(tag, mistake));
}

/** The fix in the element's words: `fixes` as BadgeWords has them. */
export function fixText(fixes: { endpoint: string; id: string; html: string }, mistake: SetupMistake): string {
  if (mistake.kind === 'id') return fillTerm(fixes.id, { id: mistake.id.slice(0, 80) });
  return mistake.configured ? fillTerm(fixes.html, { url: mistake.url }) : fixes.endpoint;
}

/** Whether the page or the element names a base URL (else the same-origin default is in force). */
export function baseUrlConfigured(element: { baseUrl?: string | undefined | null }, doc: Document | null | undefined): boolean {
  return !!element.baseUrl?.trim() || !!doc?.querySelector?.('meta[name="reasoning:base-url"]');
}

/**
 * The setup mistake an element makes, if any: an id that is no id, or a base URL whose answer (`load`'s
 * error) was a web page. `element` and `doc` say whether that base URL was set or is the default.
 */
export function setupMistake(
  id: string,
  load: { status: string; error?: unknown },
  baseUrl: string,
  element: { baseUrl?: string | undefined | null },
  doc: Document | null | undefined,
): SetupMistake | undefined {
  if (id && !isPlainId(id)) return { kind: 'id', id };
  if (load.status === 'error' && answeredWithPage(load.error)) return { kind: 'html', url: baseUrl, configured: baseUrlConfigured(element, doc) };
  return undefined;
}
