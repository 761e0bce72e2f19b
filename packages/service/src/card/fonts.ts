/**
 * The font files the card and PNG badges are drawn with: Noto Sans from
 * registry packages (no system fonts), Latin for every language plus the
 * script the language needs. Chinese and Japanese share Noto Sans SC (it
 * carries kana and the kanji used here); Korean has Noto Sans KR.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const file = (pkg: string, family: string, weight: '400Regular' | '700Bold') =>
  require.resolve(`@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`);

const LATIN = ['noto-sans', 'NotoSans'] as const;
const SCRIPTS: Readonly<Record<string, readonly [string, string]>> = {
  ar: ['noto-sans-arabic', 'NotoSansArabic'],
  he: ['noto-sans-hebrew', 'NotoSansHebrew'],
  zh: ['noto-sans-sc', 'NotoSansSC'],
  ja: ['noto-sans-sc', 'NotoSansSC'],
  ko: ['noto-sans-kr', 'NotoSansKR'],
};

const cache = new Map<string, string[]>();

/** The font files for text in `lang` (a language code): Latin regular and bold, and the language's script. */
export function fontFilesFor(lang: string): string[] {
  const base = lang.split('-')[0]!.toLowerCase();
  const key = Object.hasOwn(SCRIPTS, base) ? base : '';
  let files = cache.get(key);
  if (!files) {
    files = [file(...LATIN, '400Regular'), file(...LATIN, '700Bold')];
    const script = SCRIPTS[key];
    // CJK files are 6-10 MB each: the regular weight only (the card's bold lines fall back to it).
    if (script) files.push(file(script[0], script[1], '400Regular'), ...(key === 'ar' || key === 'he' ? [file(script[0], script[1], '700Bold')] : []));
    cache.set(key, files);
  }
  return files;
}
