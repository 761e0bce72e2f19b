/**
 * Small helpers for the build-time renderers: the endpoints, and a JSON island
 * that no value can break out of (text and attributes are escaped with
 * `escapeHtml` from @reasoning-elements/protocol).
 */

/**
 * `<script type="application/json">` holding `data`. `<`, `>`, `&` and the
 * line separators are written as \u escapes, so a value containing
 * `</script>` or `<!--` stays data.
 */
export function jsonIsland(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json">${json}</script>`;
}

/** Where the rendered elements send their requests; unset ones stay relative to the site's root. */
export interface RenderEndpoints {
  /** The service's base_url (default `/api`). */
  baseUrl?: string;
  /** receipts_url: badge files and PDFs (default `/files`). */
  receiptsUrl?: string;
  /** app_url: receipt pages (default `/app`). */
  appUrl?: string;
  /** Template for attestation links with `{attest_id}`. */
  attestUrl?: string;
}

export const DEFAULT_ENDPOINTS = { baseUrl: '/api', receiptsUrl: '/files', appUrl: '/app' } as const;

/** An endpoint option as written: http(s) or root-relative; anything else is refused loudly. */
export function checkEndpoints(endpoints: RenderEndpoints | undefined): RenderEndpoints {
  const out: RenderEndpoints = {};
  for (const [key, value] of Object.entries(endpoints ?? {}) as Array<[keyof RenderEndpoints, unknown]>) {
    if (value === undefined) continue;
    if (typeof value !== 'string' || !/^(https?:\/\/|\/(?!\/))/i.test(value.trim())) {
      throw new TypeError(`endpoints.${key} must be an http(s) URL or a path starting with "/", not ${JSON.stringify(value)}`);
    }
    out[key] = value.trim();
  }
  return out;
}
