/**
 * What a build writes beside each receipt's badge SVG, when asked: the badge
 * in dark colours (`<id>.dark.svg`), PNGs at 2× for places that refuse SVG
 * (`<id>.png`, `<id>.dark.png`, drawn by resvg with bundled Noto fonts) and
 * the snippets to paste (`embed/<id>.md`, `embed/<id>.html` with a
 * `<picture>` for light and dark, `embed/<id>.tag.html` with `<chain-badge>`).
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { cardFontFiles, embedSnippets, receiptBadgeIn, svgSize, type BadgeReceipt, type BadgeScheme, type BadgeState, type BadgeTerms } from 'reasoning-elements/badge';
import type { DirWriter, WriteOutcome } from './write.js';

export type BadgeFormat = 'svg' | 'png';

export interface ExtrasOptions {
  formats: readonly BadgeFormat[];
  /** Also the dark-scheme badge. */
  dark: boolean;
  /** Where OUT is served and the receipt pages live, for the snippets; none: no snippets. */
  snippets?: { publicUrl: string; appUrl: string } | undefined;
  terms?: BadgeTerms | undefined;
  lang: string;
}

const require = createRequire(import.meta.url);

/** The badge's SVG as a PNG at twice its size, with the fonts for `lang` (no system fonts). */
export async function badgePng(svg: string, lang: string): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const fontFiles = cardFontFiles(lang).map((f) => {
    try {
      return require.resolve(f);
    } catch {
      // The CJK fonts are optional dependencies: say which one a PNG in this language needs.
      throw new Error(`PNG badges in "${lang}" need ${f.split('/').slice(0, 2).join('/')}, an optional dependency that is not installed`);
    }
  });
  const image = await renderAsync(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
    languages: [lang],
    fitTo: { mode: 'width', value: 2 * svgSize(svg).width },
  });
  return image.asPng();
}

/** The files for one receipt (or a state's badge, named `name`), written through `badges` and `embed`. */
export async function writeExtras(
  name: string,
  subject: BadgeReceipt | BadgeState,
  options: ExtrasOptions,
  badges: DirWriter,
  embed: DirWriter | undefined,
  count: (outcome: WriteOutcome) => void,
  /** With a state: the receipt id its title names. */
  id?: string,
): Promise<void> {
  const schemes: BadgeScheme[] = options.dark ? ['light', 'dark'] : ['light'];
  const words = { ...(options.terms ? { terms: options.terms } : {}), ...(id ? { id } : {}) };
  for (const scheme of schemes) {
    // The light PNG is the badge without its <style> (a PNG cannot follow the viewer's scheme).
    const svg = receiptBadgeIn(scheme, subject, words);
    const suffix = scheme === 'dark' ? '.dark' : '';
    if (scheme === 'dark' && options.formats.includes('svg')) count(badges.write(`${name}${suffix}.svg`, svg));
    if (options.formats.includes('png')) count(badges.write(`${name}${suffix}.png`, await badgePng(svg, options.lang)));
  }
  if (embed && options.snippets && typeof subject !== 'string') {
    const trim = (u: string) => u.replace(/\/+$/, '');
    const base = `${trim(options.snippets.publicUrl)}/badge/${encodeURIComponent(name)}`;
    const png = options.formats.includes('png');
    const light = `${base}.${png ? 'png' : 'svg'}`;
    const dark = options.dark ? `${base}.dark.${png ? 'png' : 'svg'}` : light;
    const s = embedSnippets(name, { page: `${trim(options.snippets.appUrl)}/receipts/${encodeURIComponent(name)}`, light, dark, appUrl: trim(options.snippets.appUrl), receiptsUrl: trim(options.snippets.publicUrl) }, options.terms);
    count(embed.write(`${name}.md`, `${s.markdown}\n`));
    count(embed.write(`${name}.html`, `${s.html}\n`));
    count(embed.write(`${name}.tag.html`, `${s.element}\n`));
  }
}

/** Runs `work` for each item, `limit` at a time (PNG renders use libuv's pool; the rest is quick). */
export async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>, limit = Math.max(1, availableParallelism())): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

