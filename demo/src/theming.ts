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

const COLOUR = /-(fg|muted|bg|border|accent|ok|pending|danger)$/;
const values = new Map<string, string>();

function scheme(): string {
  return new FormData(form).get('scheme')?.toString() ?? 'auto';
}

/** Pins (or releases) every element on the stage to the chosen scheme. */
function applyScheme(): void {
  const value = scheme();
  stage.dataset.scheme = value;
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
  if (value !== 'auto') rules.unshift(`<!-- or per element: <reasoning-receipt theme="${value}"> -->`);
  output.replaceChildren(snippet(rules.join('\n')));
}

function control(name: string, description?: string): HTMLElement {
  const label = document.createElement('label');
  label.className = 'prop';
  const title = document.createElement('span');
  title.textContent = name;
  if (description) label.title = description;
  const pair = document.createElement('div');
  pair.className = 'pair';
  const text = document.createElement('input');
  text.type = 'text';
  text.placeholder = description ?? 'default';
  text.addEventListener('input', () => {
    values.set(name, text.value.trim());
    render();
  });
  pair.append(text);
  if (COLOUR.test(name)) {
    const colour = document.createElement('input');
    colour.type = 'color';
    colour.setAttribute('aria-label', `${name} colour picker`);
    colour.addEventListener('input', () => {
      text.value = colour.value;
      values.set(name, colour.value);
      render();
    });
    pair.append(colour);
  }
  label.append(title, pair);
  return label;
}

for (const { name, description } of allCssProperties()) list.append(control(name, description));
form.addEventListener('change', applyScheme);
form.addEventListener('reset', () => {
  values.clear();
  setTimeout(applyScheme); // after the form has reset its inputs
});
// The stage's elements appear once the demo receipts exist.
new MutationObserver(() => applyScheme()).observe(stage, { childList: true, subtree: true });
applyScheme();
