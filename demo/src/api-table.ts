/**
 * An element's API as tables, generated from custom-elements.json so the
 * docs cannot drift from the code: attributes, properties, events, slots,
 * parts and custom properties. Text only (no innerHTML): `backticks` in
 * descriptions become <code>.
 */
import manifest, { type Declaration } from 'virtual:reasoning-manifest';

type Cell = string | undefined;

export function declarationFor(tag: string): Declaration | undefined {
  for (const mod of manifest.modules) {
    const found = mod.declarations?.find((d) => d.customElement && d.tagName === tag);
    if (found) return found;
  }
  return undefined;
}

/** Text with `code` spans, as DOM nodes. */
function rich(text: Cell): DocumentFragment {
  const fragment = document.createDocumentFragment();
  (text ?? '').split('`').forEach((part, i) => {
    if (!part) return;
    if (i % 2) {
      const code = document.createElement('code');
      code.textContent = part;
      fragment.append(code);
    } else fragment.append(part);
  });
  return fragment;
}

/** Leaves out columns no row fills (e.g. `type` when no event declares one); the first and last always stay. */
function dropEmptyColumns(head: string[], rows: Cell[][]): [string[], Cell[][]] {
  const keep = head.map((_, i) => i === 0 || i === head.length - 1 || rows.some((r) => r[i]));
  return [head.filter((_, i) => keep[i]), rows.map((r) => r.filter((_, i) => keep[i]))];
}

function table(caption: string, allHead: string[], allRows: Cell[][]): HTMLElement {
  const [head, rows] = dropEmptyColumns(allHead, allRows);
  const section = document.createElement('section');
  const h = document.createElement('h3');
  h.textContent = caption;
  section.append(h);
  if (!rows.length) {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = 'None.';
    section.append(p);
    return section;
  }
  const wrap = document.createElement('div');
  wrap.className = 'table-wrap';
  const t = document.createElement('table');
  const thead = t.createTHead().insertRow();
  for (const label of head) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    thead.append(th);
  }
  const tbody = t.createTBody();
  for (const row of rows) {
    const tr = tbody.insertRow();
    row.forEach((cell, i) => {
      const td = tr.insertCell();
      // The first column and types/defaults are code; the last is prose.
      if (i < row.length - 1) {
        if (cell) {
          const code = document.createElement('code');
          code.textContent = cell;
          td.append(code);
        }
      } else td.append(rich(cell));
    });
  }
  wrap.append(t);
  section.append(wrap);
  return section;
}

const describe = (d: { description?: string; summary?: string }) => d.description || d.summary;

/** The tables for one element, or a note when the manifest does not list it. */
export function apiTables(tag: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'api';
  const decl = declarationFor(tag);
  if (!decl) {
    root.textContent = `custom-elements.json has no <${tag}>.`;
    return root;
  }
  const attributes = decl.attributes ?? [];
  const attributeFields = new Set(attributes.map((a) => a.fieldName));
  const properties = (decl.members ?? []).filter(
    (m) => m.kind === 'field' && !m.static && !attributeFields.has(m.name),
  );
  root.append(
    table(
      'Attributes',
      ['attribute', 'property', 'type', 'default', 'description'],
      attributes.map((a) => [a.name, a.fieldName, a.type?.text, a.default, describe(a)]),
    ),
    table(
      'Properties (JavaScript only)',
      ['property', 'type', 'description'],
      properties.map((m) => [m.name + (m.readonly ? ' (read-only)' : ''), m.type?.text, describe(m)]),
    ),
    table(
      'Methods',
      ['method', 'description'],
      (decl.members ?? []).filter((m) => m.kind === 'method' && !m.static).map((m) => [`${m.name}()`, describe(m)]),
    ),
    table('Events', ['event', 'type', 'description'], (decl.events ?? []).map((e) => [e.name, e.type?.text, describe(e)])),
    table('Slots', ['slot', 'description'], (decl.slots ?? []).map((s) => [s.name || '(default)', describe(s)])),
    table('CSS parts', ['part', 'description'], (decl.cssParts ?? []).map((p) => [`::part(${p.name})`, describe(p)])),
    table(
      'CSS custom properties',
      ['property', 'default', 'description'],
      (decl.cssProperties ?? []).map((p) => [p.name, p.default, describe(p)]),
    ),
  );
  return root;
}
