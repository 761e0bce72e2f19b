/**
 * custom-elements.json as it ships: valid against the official schema (npm
 * `custom-elements-manifest`, the version its `schemaVersion` names), every
 * module path and reference a file the tarball holds, a definition for each
 * tag, literal types editors can complete, and everything the docs pages name by
 * hand (a page per tag, events, parts, custom properties, the Theming table) present in it.
 * Needs the build (`npm run build` writes the manifest).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';

const ROOT = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const TAGS = ['chain-badge', 'reasoning-console', 'reasoning-receipt'];

interface Named {
  name: string;
  type?: { text: string };
  description?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: (Named & { fieldName?: string })[];
  members?: Named[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: (Named & { default?: string })[];
}
interface Module {
  path: string;
  declarations?: Declaration[];
  exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
}
interface Manifest {
  schemaVersion: string;
  modules: Module[];
}

let manifest: Manifest;
let packed: Set<string>;
const element = (tag: string): Declaration => {
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
  assert.ok(found, `no declaration for <${tag}>`);
  return found;
};

before(() => {
  const file = join(ROOT, 'custom-elements.json');
  assert.ok(existsSync(file), 'custom-elements.json is missing: run `npm run build` first');
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  const [info] = JSON.parse(pack.stdout) as [{ files: { path: string }[] }];
  packed = new Set(info.files.map((f) => f.path));
});

describe('custom-elements.json', () => {
  it('is valid against the official schema of its schemaVersion', () => {
    const schemaPackage = require('custom-elements-manifest/package.json') as { version: string };
    assert.equal(manifest.schemaVersion, schemaPackage.version, 'the schema package must match the manifest version');
    const schema = require('custom-elements-manifest/schema.json') as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    assert.ok(validate(manifest), JSON.stringify(validate.errors, null, 2));
  });

  it('names only files the tarball contains, each importable through the exports map', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const exported = new Set(Object.values(pkg.exports).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v as object))));
    const referenced = new Set<string>();
    JSON.stringify(manifest, (key, value: unknown) => {
      if ((key === 'module' || key === 'path') && typeof value === 'string') referenced.add(value);
      return value;
    });
    assert.ok(referenced.size > 0);
    for (const path of referenced) {
      assert.ok(packed.has(path), `${path} is not in the tarball`);
      assert.ok(exported.has(`./${path}`), `${path} is not reachable through package.json "exports"`);
    }
  });

  it('lists exactly the three tags, each with a custom-element-definition export', () => {
    const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
    assert.deepEqual(declarations.filter((d) => d.customElement).map((d) => d.tagName).sort(), TAGS);
    assert.deepEqual(declarations.filter((d) => d.customElement && !d.tagName), [], 'an element without a tag');
    for (const tag of TAGS) {
      const definitions = manifest.modules.flatMap((m) => (m.exports ?? []).filter((e) => e.kind === 'custom-element-definition' && e.name === tag).map((e) => ({ m, e })));
      assert.ok(definitions.length > 0, `no custom-element-definition for <${tag}>`);
      for (const { e } of definitions) {
        const target = manifest.modules.find((m) => m.path === e.declaration.module);
        assert.ok(target?.declarations?.some((d) => d.name === e.declaration.name && d.tagName === tag), `<${tag}>'s definition points at nothing`);
      }
    }
  });

  it('types attributes as values an editor can offer, not alias names', () => {
    const mode = element('chain-badge').attributes?.find((a) => a.name === 'mode');
    assert.equal(mode?.type?.text, "'render' | 'server' | 'link'");
    for (const tag of TAGS) {
      const theme = element(tag).attributes?.find((a) => a.name === 'theme');
      assert.match(theme?.type?.text ?? '', /^'light' \| 'dark'/, `<${tag}> theme`);
      for (const event of element(tag).events ?? []) assert.match(event.type?.text ?? '', /^[A-Z]\w+Event$/, `<${tag}> ${event.name} has no event class`);
    }
    const all = JSON.stringify(manifest);
    assert.doesNotMatch(all, /ChainBadgeMode/);
    assert.doesNotMatch(all, /src\//, 'a source path');
    assert.doesNotMatch(all, /"name": ?"_/, 'a private member');
  });
});

/** What an element's docs page names by hand (its API tables are generated from the manifest itself). */
function pageApi(tag: string): { events: string[]; parts: string[]; properties: string[]; hasTables: boolean } {
  const html = readFileSync(join(ROOT, 'demo/elements', `${tag}.html`), 'utf8');
  const codes = [...html.matchAll(/<code>([^<]*)<\/code>/g)].map(([, text]) => text!);
  const parts = [...html.matchAll(/::part\(([\w-]+)\)/g)].map(([, name]) => name!);
  // "Parts: <code>link</code> and <code>badge</code>."
  for (const [, list] of html.matchAll(/Parts:((?:\s*<code>[a-z-]+<\/code>(?:,| and)?)+)/g)) parts.push(...[...list!.matchAll(/<code>([a-z-]+)<\/code>/g)].map(([, name]) => name!));
  return {
    events: codes.filter((c) => /^(receipt|run)-[a-z]+$/.test(c) && c !== 'receipt-id'),
    parts,
    properties: [...new Set([...html.matchAll(/(--reasoning-[\w-]+)/g)].map(([, name]) => name!))],
    hasTables: html.includes(`data-api="${tag}"`),
  };
}

describe('custom-elements.json holds what the docs pages document', () => {
  it('has a page for each tag the manifest lists, and no other', () => {
    const pages = readdirSync(join(ROOT, 'demo/elements')).filter((f) => f.endsWith('.html')).map((f) => f.replace(/\.html$/, ''));
    assert.deepEqual(pages.sort(), TAGS);
  });

  for (const tag of TAGS) {
    it(`<${tag}>: generated API tables, and every event, part and custom property its page names`, () => {
      const api = pageApi(tag);
      const decl = element(tag);
      assert.ok(api.hasTables, 'the page has no generated API tables');
      const events = new Set((decl.events ?? []).map((e) => e.name));
      const properties = new Set((decl.cssProperties ?? []).map((p) => p.name));
      const parts = decl.cssParts ?? [];
      assert.deepEqual(api.events.filter((e) => !events.has(e)), [], 'events');
      assert.deepEqual(api.properties.filter((p) => !properties.has(p)), [], 'custom properties');
      assert.deepEqual(api.parts.filter((name) => !parts.some((p) => p.name === name || p.description?.includes(`\`${name}\``))), [], 'parts');
    });
  }

  it('every custom property of the Theming table is on the card and the console; the badge lists only the accent it uses', () => {
    const theming = readFileSync(join(ROOT, 'demo/theming.html'), 'utf8');
    const table = /<table id="token-table">([\s\S]*?)<\/table>/.exec(theming)?.[1] ?? '';
    const tokens = [...new Set([...table.matchAll(/<tr><td><code>(--reasoning-[\w-]+)<\/code>/g)].map(([, name]) => name!))];
    assert.ok(tokens.length >= 6, 'the Theming table was not found');
    for (const tag of ['reasoning-console', 'reasoning-receipt']) {
      const own = new Set(element(tag).cssProperties?.map((p) => p.name));
      assert.deepEqual(tokens.filter((t) => !own.has(t)), [], `<${tag}>`);
    }
    // <chain-badge> draws its own colours: of the shared tokens it takes the focus ring's accent, and its summary
    // (summary.ts) the card's surface tokens; nothing outside the Theming table.
    const badge = element('chain-badge').cssProperties?.map((p) => p.name) ?? [];
    assert.ok(badge.includes('--reasoning-accent'), badge.join(' '));
    assert.deepEqual(badge.filter((t) => !tokens.includes(t) && t !== '--reasoning-signer'), [], '<chain-badge>');
  });
});
