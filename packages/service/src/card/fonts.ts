/**
 * The card's and PNG badges' font files on this machine: the registry
 * packages `cardFontFiles` names (Noto Sans, and the language's script),
 * resolved once per language. No system fonts. The CJK fonts are optional
 * dependencies (about 153 MB): installed without them, a card asked for in
 * Chinese, Japanese or Korean is drawn in English rather than with empty boxes.
 */
import { createRequire } from 'node:module';
import { cardFontFiles } from 'reasoning-elements/badge';

const require = createRequire(import.meta.url);
/** Per language code: its files, or null when one is not installed. */
const resolved = new Map<string, string[] | null>();

function filesOf(key: string): string[] | null {
  if (!resolved.has(key)) {
    let files: string[] | null;
    try {
      files = cardFontFiles(key).map((f) => require.resolve(f));
    } catch {
      files = null;
    }
    resolved.set(key, files);
  }
  return resolved.get(key)!;
}

const codeOf = (lang: string) => lang.split('-')[0]!.toLowerCase();

/** The language a card in `lang` can be drawn in here: `lang` when its fonts are installed, else English. */
export function drawableLanguage(lang: string): string {
  return filesOf(codeOf(lang)) ? lang : 'en';
}

export function fontFilesFor(lang: string): string[] {
  const files = filesOf(codeOf(lang)) ?? filesOf('en');
  if (!files) throw new Error('the card fonts (@expo-google-fonts/noto-sans) are not installed');
  return files;
}
