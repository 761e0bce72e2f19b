/**
 * The theming playground: a colour-scheme switch and one input per
 * `--reasoning-*` custom property (the list comes from custom-elements.json),
 * applied live to the stage, with the resulting CSS to copy.
 */
import { allCssProperties } from './api-table.js';
import { snippet } from './examples.js';

const form = document.querySelector<HTMLFormElement>('#controls')!;
const stage = document.querySelector<HTMLElement>('#stage')!;
const list = document.querySelector<HTMLElement>('#properties')!;
const output = document.querySelector<HTMLElement>('#css-output')!;

const values = new Map<string, string>();
const pickers: { input: HTMLInputElement; fallback: string }[] = [];

/** The light or dark colour of a `light-dark(#aaa, #bbb)` default, for the colour pickers. */
function defaultColour(fallback: string, dark: boolean): string | undefined {
  const hexes = fallback.match(/#[0-9a-f]{6}\b/gi);
  return hexes?.[dark && hexes.length > 1 ? 1 : 0];
}

function isDark(): boolean {
  const value = scheme();
  return value === 'dark' || (value === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
}

function scheme(): string {
  return new FormData(form).get('scheme')?.toString() ?? 'auto';
}

/** Pins (or releases) every element on the stage to the chosen scheme. */
function applyScheme(): void {
  const value = scheme();
  stage.dataset.scheme = value;
  for (const { input, fallback } of pickers) {
    if (!values.get(input.name)) input.value = defaultColour(fallback, isDark()) ?? '#000000';
  }
  for (const el of stage.querySelectorAll('reasoning-receipt, chain-badge, reasoning-console')) {
    if (value === 'auto') el.removeAttribute('theme');
    else el.setAttribute('theme', value);
  }
  render();
}

function render(): void {
  const lines = [...values].filter(([, v]) => v).map(([k, v]) => `  ${k}: ${v};`);
  for (const [name, value] of values) {
    if (value) stage.style.setProperty(name, value);
    else stage.style.removeProperty(name);
  }
  const value = scheme();
  const rules = [`reasoning-receipt,\nchain-badge,\nreasoning-console {\n${lines.join('\n') || '  /* the defaults */'}\n}`];
  if (value !== 'auto') rules.unshift(`/* ${value} scheme: <reasoning-receipt theme="${value}"> (and likewise) */`);
  output.replaceChildren(snippet(rules.join('\n')));
}

function control(name: string, description?: string, fallback?: string): HTMLElement {
  const label = document.createElement('label');
  label.className = 'prop';
  const title = document.createElement('span');
  title.textContent = name;
  if (description) label.title = description;
  const pair = document.createElement('div');
  pair.className = 'pair';
  const text = document.createElement('input');
  text.type = 'text';
  text.placeholder = fallback ?? 'default';
  pair.append(text);
  if (fallback && defaultColour(fallback, false)) {
    const colour = document.createElement('input');
    colour.type = 'color';
    colour.name = name;
    pickers.push({ input: colour, fallback });
    colour.setAttribute('aria-label', `${name} colour picker`);
    colour.addEventListener('input', () => {
      text.value = colour.value;
      values.set(name, colour.value);
      render();
    });
    pair.append(colour);
  }
  text.addEventListener('input', () => {
    const value = text.value.trim();
    values.set(name, value);
    const picker = pair.querySelector<HTMLInputElement>('input[type="color"]');
    if (picker && /^#[0-9a-f]{6}$/i.test(value)) picker.value = value;
    render();
  });
  label.append(title, pair);
  return label;
}

for (const p of allCssProperties()) list.append(control(p.name, p.description, p.default));
form.addEventListener('change', applyScheme);
form.addEventListener('reset', () => {
  values.clear();
  setTimeout(applyScheme); // after the form has reset its inputs
});
// The stage's elements appear once the demo receipts exist.
new MutationObserver(() => applyScheme()).observe(stage, { childList: true, subtree: true });
applyScheme();
