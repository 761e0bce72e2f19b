/**
 * The theming playground's controls as HTML: one labelled text input per
 * `--reasoning-*` custom property in custom-elements.json, with a colour
 * picker where the default is a colour. Plain strings, no DOM: the build
 * writes them into theming.html, so the page has its full height before any
 * script runs (on a narrow screen the controls sit above the stage, and
 * filling them in by script moved it), and theming.ts only wires them up.
 */

export interface CssProperty {
  name: string;
  description?: string;
  default?: string;
}

interface ManifestLike {
  modules: { declarations?: { cssProperties?: (CssProperty & { summary?: string })[] }[] }[];
}

/** Every custom property any element reads, once each, in manifest order. */
export function cssPropertiesOf(manifest: ManifestLike): CssProperty[] {
  const seen = new Map<string, CssProperty>();
  for (const mod of manifest.modules)
    for (const d of mod.declarations ?? [])
      for (const p of d.cssProperties ?? [])
        if (!seen.has(p.name)) seen.set(p.name, { name: p.name, description: p.description || p.summary, default: p.default });
  return [...seen.values()];
}

/** The light or dark colour of a `light-dark(#aaa, #bbb)` default, for the colour pickers. */
export function defaultColour(fallback: string, dark: boolean): string | undefined {
  const hexes = fallback.match(/#[0-9a-f]{6}\b/gi);
  return hexes?.[dark && hexes.length > 1 ? 1 : 0];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One control: `<label class="prop" data-property>` with the text input, then the picker if any. */
export function controlMarkup({ name, description, default: fallback }: CssProperty): string {
  const title = description ? ` title="${escape(description)}"` : '';
  const colour = fallback && defaultColour(fallback, false);
  const picker = colour
    ? `<input type="color" name="${escape(name)}" value="${colour}" data-fallback="${escape(fallback)}" aria-label="${escape(name)} colour picker">`
    : '';
  return `<label class="prop" data-property="${escape(name)}"${title}><span>${escape(name)}</span><div class="pair"><input type="text" placeholder="${escape(fallback ?? 'default')}">${picker}</div></label>`;
}

export const controlsMarkup = (properties: CssProperty[]): string => properties.map(controlMarkup).join('\n');
