/**
 * The theming playground: a colour-scheme switch and one input per
 * `--reasoning-*` custom property (written into the page at build time from
 * custom-elements.json), applied live to the stage, with the resulting CSS to copy.
 */
import { defaultColour } from './theme-controls.js';
import { snippet } from './examples.js';

const form = document.querySelector<HTMLFormElement>('#controls')!;
const stage = document.querySelector<HTMLElement>('#stage')!;
const list = document.querySelector<HTMLElement>('#properties')!;
const output = document.querySelector<HTMLElement>('#css-output')!;

const values = new Map<string, string>();
/** The colour pickers the build wrote into the page (theme-controls.ts), each with its property's default. */
const pickers = [...list.querySelectorAll<HTMLInputElement>('input[type="color"]')].map((input) => ({ input, fallback: input.dataset.fallback ?? '' }));

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

/** A typed value or a picked colour: the property takes it, and the other input of the pair follows. */
list.addEventListener('input', (event) => {
  const input = event.target as HTMLInputElement;
  const label = input.closest<HTMLElement>('label.prop');
  const name = label?.dataset.property;
  if (!label || !name) return;
  const text = label.querySelector<HTMLInputElement>('input[type="text"]')!;
  const picker = label.querySelector<HTMLInputElement>('input[type="color"]');
  if (input === picker) {
    text.value = picker.value;
    values.set(name, picker.value);
  } else {
    const value = text.value.trim();
    values.set(name, value);
    if (picker && /^#[0-9a-f]{6}$/i.test(value)) picker.value = value;
  }
  render();
});
form.addEventListener('change', applyScheme);
form.addEventListener('reset', () => {
  values.clear();
  setTimeout(applyScheme); // after the form has reset its inputs
});
// The stage's elements appear once the demo receipts exist.
new MutationObserver(() => applyScheme()).observe(stage, { childList: true, subtree: true });
applyScheme();
