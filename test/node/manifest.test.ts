/**
 * custom-elements.json as it ships: valid against the official schema (npm
 * `custom-elements-manifest`, the version its `schemaVersion` names), every
 * module path and reference a file the tarball holds, a definition for each
 * tag, literal types editors can complete, and everything the README documents
 * (tags, attributes, events, slots, parts, custom properties) present in it.
 * Needs the build (`npm run build` writes the manifest).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';

const ROOT = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const TAGS = ['chain-badge', 'reasoning-console', 'reasoning-receipt'];

interface Named {
  name: string;
  type?: { text: string };
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

/** `## \`<tag>\`` sections of the README, each with its tables' first-column names per kind. */
function readmeApi(): Map<string, Record<string, string[]>> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const sections = new Map<string, Record<string, string[]>>();
  for (const section of readme.split(/^## /m)) {
    const tag = /^`<([a-z]+-[a-z-]+)>`/.exec(section)?.[1];
    if (!tag) continue;
    const api: Record<string, string[]> = { attribute: [], event: [], slot: [], part: [], property: [] };
    let kind: string | undefined;
    for (const line of section.split('\n')) {
      if (!line.startsWith('|')) {
        kind = undefined;
        continue;
      }
      const [first = ''] = line.split('|').slice(1).map((c) => c.trim());
      if (/^-+$/.test(first)) continue;
      if (kind === undefined) {
        kind = first in api ? first : '';
        continue;
      }
      if (kind) api[kind]!.push(...[...first.matchAll(/`([a-z][a-z-]*)`/g)].map(([, name]) => name!));
    }
    // Some sections name their parts in a sentence: "Parts: `link`, `badge`".
    for (const [, list] of section.matchAll(/Parts: ((?:`[a-z-]+`(?:, | and )?)+)/g)) {
      api.part!.push(...[...list!.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name!));
    }
    api.property = [...section.matchAll(/`(--reasoning-[\w-]+)`/g)].map(([, name]) => name!);
    sections.set(tag, api);
  }
  return sections;
}

describe('custom-elements.json holds what the README documents', () => {
  it('documents each tag the manifest lists, and no other', () => {
    assert.deepEqual([...readmeApi().keys()].sort(), TAGS);
  });

  for (const tag of TAGS) {
    it(`<${tag}>: every documented attribute, event, slot, part and custom property`, () => {
      const api = readmeApi().get(tag)!;
      const decl = element(tag);
      const names = (list?: Named[]) => new Set((list ?? []).map((x) => x.name));
      const has = {
        attribute: names(decl.attributes),
        event: names(decl.events),
        slot: names(decl.slots),
        part: names(decl.cssParts),
        property: names(decl.cssProperties),
      };
      assert.ok(api.attribute!.length > 0 && api.event!.length > 0 && api.part!.length > 0, 'README tables were not found');
      for (const [kind, documented] of Object.entries(api)) {
        const missing = documented.filter((name) => !has[kind as keyof typeof has].has(name));
        assert.deepEqual(missing, [], `${kind}s in the README but not in the manifest`);
      }
    });
  }

  it('every custom property of the Theming table is on the card and the console; the badge lists only the accent it uses', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const theming = readme.split(/^## /m).find((s) => s.startsWith('Theming'))!;
    const tokens = [...new Set([...theming.matchAll(/^\| `(--reasoning-[\w-]+)`/gm)].map(([, name]) => name!))];
    assert.ok(tokens.length >= 6, 'the Theming table was not found');
    for (const tag of ['reasoning-console', 'reasoning-receipt']) {
      const own = new Set(element(tag).cssProperties?.map((p) => p.name));
      assert.deepEqual(tokens.filter((t) => !own.has(t)), [], `<${tag}>`);
    }
    // <chain-badge> draws its own colours: of the shared tokens it takes the focus ring's accent only.
    assert.deepEqual(
      element('chain-badge').cssProperties?.map((p) => [p.name, p.default]),
      [['--reasoning-accent', 'light-dark(#0859c9, #4493f8)']],
    );
  });
});
