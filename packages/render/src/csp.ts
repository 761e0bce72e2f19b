/**
 * Rendered HTML under a Content-Security-Policy without `'unsafe-inline'`: each
 * element's styles are a `<style>` in its declarative shadow root, which such a
 * policy refuses unless it names their hashes. `styleHashes(html)` gives them.
 */
import { createHash } from 'node:crypto';

/**
 * The `style-src` sources that allow every `<style>` in `html`, one `'sha256-…'`
 * per distinct style sheet (the same for every page using the same elements),
 * e.g. `style-src 'self' ${styleHashes(html).join(' ')}`.
 */
export function styleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, css] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    hashes.add(`'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
