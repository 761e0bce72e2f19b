/**
 * Setup mistakes said loudly: the element shows `misconfigured` with the fix, and the page's
 * console gets one warning naming the attribute or meta tag to set (once per page and mistake,
 * however many elements make it).
 */
import { fillTerm } from '../../badge/receipt.js';

const warned = new Set<string>();

export type SetupMistake = { kind: 'id'; id: string } | { kind: 'html'; url: string; configured: boolean };

/** Warns once for `mistake`, as `tag` makes it. */
export function warnSetup(tag: string, mistake: SetupMistake): void {
  const text =
    mistake.kind === 'id'
      ? `<${tag}>: receipt-id="${mistake.id.slice(0, 80)}" is not a receipt id (letters, digits, "_", "-" or "."). Set the receipt-id attribute to the id itself; a template placeholder such as {{ id }} was not filled in.`
      : mistake.configured
        ? `<${tag}>: ${mistake.url} answers with a web page, not a Reasoning Service. Set the base-url attribute or <meta name="reasoning:base-url" content="…"> to the service's base URL.`
        : `<${tag}>: no endpoint is configured, and the default ${mistake.url} answers with a web page. Set the base-url attribute or <meta name="reasoning:base-url" content="https://…/api"> on the page.`;
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
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
