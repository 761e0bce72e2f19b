/**
 * URL checks for anything a response asks us to link to. Only absolute
 * http(s) URLs come out; everything else is null, so a hostile service can
 * never make a page run script through a link.
 */
import { hasLoneSurrogate } from '@reasoning-elements/protocol';

// C0/C1 controls, DEL, and invisible or direction-changing characters: URL
// parsers silently drop some of them (`java\tscript:`), so any of them is refused.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/**
 * An absolute http(s) URL (resolved against `base` when given), normalised,
 * or null. Refuses other schemes (javascript:, data:, vbscript:, blob:...),
 * control characters, and URLs carrying a user name or password.
 */
export function safeHttpUrl(value: string, base?: string): string | null {
  if (typeof value !== 'string' || HIDDEN.test(value)) return null;
  const text = value.trim();
  if (text === '' || text.length > 4096) return null;
  if (base !== undefined && (typeof base !== 'string' || HIDDEN.test(base))) return null;
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}

/** The page's own address, to resolve relative prefixes in browsers. */
function pageBase(): string | undefined {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof href === 'string' ? href : undefined;
}

/**
 * True when `url` is on the same origin as `prefix` and its path lies under
 * the prefix's path (`/files` admits `/files/x`, never `/files-evil/x` or
 * `/files/../x`). Relative inputs are resolved against the page in browsers.
 * Encoded slashes, backslashes and dots are refused: servers may decode them
 * into a path escape.
 */
export function isUnder(url: string, prefix: string): boolean {
  const base = pageBase();
  const target = safeHttpUrl(url, base);
  const root = safeHttpUrl(prefix, base);
  if (!target || !root) return false;
  if (/%2e|%2f|%5c/i.test(rawPath(url))) return false;
  const t = new URL(target);
  const r = new URL(root);
  if (t.origin !== r.origin) return false;
  const dir = r.pathname.endsWith('/') ? r.pathname : `${r.pathname}/`;
  return t.pathname.startsWith(dir) && t.pathname.length > dir.length;
}

/** The path part of a URL as written, before the parser normalises it. */
function rawPath(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
}

/**
 * The link for an attestation: an `attest_id` that is itself an http(s) URL
 * is used as it is; otherwise `template` (default
 * `${baseUrl}/attestations/{attest_id}`) with `{attest_id}` replaced by the
 * encoded id. Null for '', unsafe URLs, dot-only ids, a template without
 * the placeholder, and an id written as a URL of another scheme (`javascript:`,
 * `data:`…): whoever wrote it meant a link we will not follow, so it is not
 * linked as an encoded id either.
 */
export function attestHref(attestId: string, options: { template?: string; baseUrl: string }): string | null {
  if (typeof attestId !== 'string') return null;
  const id = attestId.trim();
  if (id === '' || HIDDEN.test(attestId) || hasLoneSurrogate(attestId) /* it cannot be percent-encoded */) return null;
  if (/^https?:/i.test(id)) return safeHttpUrl(id);
  if (/^[a-z][a-z0-9+.-]*:/i.test(id)) return null;
  if (/^\.+$/.test(id)) return null;
  const base = (options.baseUrl ?? '').trim().replace(/\/+$/, '');
  const template = options.template?.trim() || `${base}/attestations/{attest_id}`;
  if (!template.includes('{attest_id}')) return null;
  const href = template.split('{attest_id}').join(encodeURIComponent(id));
  return safeHttpUrl(href, pageBase());
}
