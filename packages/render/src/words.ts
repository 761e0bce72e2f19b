/**
 * The words of the rendered elements and their readable copies, through
 * reasoning-elements/i18n: the same terms, languages and fallbacks as the
 * elements in the browser. English is loaded with this module; another
 * language once, with `loadLanguage`, before rendering in it.
 */
import { termsFor, type PartName, type TermsInLanguage } from 'reasoning-elements/i18n';

/** What a rendered card says: its own words, its check's and its findings', its badge's and its errors'. */
const PARTS: readonly PartName[] = ['receipt', 'check', 'chain', 'claims', 'badge', 'errors'];

const english = await termsFor(PARTS, 'en');
const loaded = new Map<string, TermsInLanguage>([['en', english]]);

/**
 * Loads the words of `lang` (a BCP 47 tag: `de`, `pt-BR`) for `renderReceipt` and
 * `renderChainBadge` with `{ lang }`: once per language and build. A tag no shipped
 * or registered language covers is rendered in English, as the elements would.
 */
export async function loadLanguage(lang: string): Promise<void> {
  const tag = lang.trim();
  if (!loaded.has(tag)) loaded.set(tag, await termsFor(PARTS, tag));
}

/** The words for `lang` (English when unset); throws when they were not loaded first. */
export function wordsIn(lang: string | undefined, caller: string): TermsInLanguage {
  if (lang === undefined) return english;
  const words = loaded.get(lang.trim());
  if (!words) throw new TypeError(`${caller}: the words of ${JSON.stringify(lang)} are not loaded: await loadLanguage(${JSON.stringify(lang)}) first`);
  return words;
}

/**
 * A term as HTML: its text escaped, and values given as `{ html }` put in as they are
 * (a link, a `<code>`), so markup sits inside a translated sentence.
 */
export function termHtml(words: TermsInLanguage, key: Parameters<TermsInLanguage['t']>[0], values: Record<string, string | number | { html: string }>, escape: (text: string) => string): string {
  const markup: string[] = [];
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'object') {
      plain[name] = `\uE000${markup.length}\uE001`;
      markup.push(value.html);
    } else plain[name] = value;
  }
  return escape(words.t(key, plain)).replace(/\uE000(\d+)\uE001/g, (_, i: string) => markup[Number(i)]!);
}
