/** The console warnings of setup-warning.ts, in English (a developer's language), loaded when first needed. */
/** A mistake in the page's setup: an id that is not one, or an endpoint that answers a web page. */
export type SetupMistake = { kind: 'id'; id: string } | { kind: 'html'; url: string; configured: boolean };

const warned = new Set<string>();

/** Warns once for `mistake`, as `tag` makes it. */
export function warnSetupNow(tag: string, mistake: SetupMistake): void {
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

