/**
 * The card's and PNG badges' font files on this machine: the registry
 * packages `cardFontFiles` names (Noto Sans, and the language's script),
 * resolved once per language. No system fonts.
 */
import { createRequire } from 'node:module';
import { cardFontFiles } from 'reasoning-elements/badge';

const require = createRequire(import.meta.url);
const resolved = new Map<string, string[]>();

export function fontFilesFor(lang: string): string[] {
  const key = lang.split('-')[0]!.toLowerCase();
  let files = resolved.get(key);
  if (!files) resolved.set(key, (files = cardFontFiles(key).map((f) => require.resolve(f))));
  return files;
}
