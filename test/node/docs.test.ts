/**
 * The docs site and the README hold no code that nothing runs or checks.
 *
 * Every `<pre>` of a page is one of:
 *   - `data-sample="docs/…"`: the build writes that file's text into the page
 *     (demo/build.ts), and a test runs the file (RUNNERS below names it; the
 *     runner must name the file too);
 *   - `data-check="html" | "css" | "sh" | "imports"`: short snippets checked
 *     here against the code: tags, attributes and meta names against
 *     custom-elements.json, custom properties and parts likewise, command lines
 *     against each bin's `--help`, the package names and the scripts of
 *     package.json, import lines against the packages' entries; `data-check="csp"`
 *     is a Content-Security-Policy header, checked here for its form and opened
 *     by test/dist/csp.test.js, which loads the built CDN file under it;
 *   - the code box of a live example (rendered and tested in the browser).
 * Every import specifier written anywhere on the site or in the README must
 * be an entry of a package that exists; every link between pages must land.
 * Needs the build (`npm run build`): the bins' `--help` and the manifest.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoPages, renderPage } from '../../demo/build.js';
import { knownSpecifiers, PACKAGE_NAMES, PACKAGES, ROOT } from '../helpers/packages.js';

/** Which test runs each sample file (by its basename, or the example folder's name). */
export const RUNNERS: Record<string, string> = {
  'docs/recipes/proxy-node.mjs': 'packages/proxy/test/proxy-recipes.test.ts',
  'docs/recipes/proxy-node-redis.mjs': 'packages/proxy/test/proxy-recipes.test.ts',
  'docs/recipes/proxy-auth-cookie.mjs': 'packages/proxy/test/proxy-auth-recipes.test.ts',
  'docs/recipes/proxy-auth-jwt.mjs': 'packages/proxy/test/proxy-auth-recipes.test.ts',
  'docs/recipes/proxy-auth-header.mjs': 'packages/proxy/test/proxy-auth-recipes.test.ts',
  'docs/recipes/proxy-worker.js': 'packages/proxy/test/proxy-edge.test.ts',
  'docs/recipes/proxy-worker-shared.js': 'packages/proxy/test/proxy-edge.test.ts',
  'docs/recipes/proxy-deno.ts': 'packages/proxy/test/proxy-edge.test.ts',
  'docs/recipes/proxy-bun.ts': 'packages/proxy/test/proxy-edge.test.ts',
  'docs/samples/typed-tags.tsx': 'test/examples/types.test.ts',
  'examples/vitepress/docs/.vitepress/config.mts': 'test/examples/vitepress.test.ts',
  'examples/next/app/page.tsx': 'test/examples/next.test.ts',
  'examples/next/app/elements.tsx': 'test/examples/next.test.ts',
  'examples/next/app/react/page.tsx': 'test/examples/next.test.ts',
  'examples/next/app/card/prerendered-receipt.tsx': 'test/examples/next.test.ts',
  'examples/next/package.json': 'test/examples/next.test.ts',
  'examples/next/app/console/run-panel.tsx': 'test/examples/next.test.ts',
  'examples/next/app/proxy/[...path]/route.ts': 'test/examples/next.test.ts',
  'examples/nuxt/nuxt.config.ts': 'test/examples/nuxt.test.ts',
  'examples/nuxt/plugins/reasoning-elements.client.ts': 'test/examples/nuxt.test.ts',
  'examples/nuxt/pages/index.vue': 'test/examples/nuxt.test.ts',
  'examples/nuxt/pages/console.vue': 'test/examples/nuxt.test.ts',
  'examples/nuxt/server/routes/proxy/[...path].ts': 'test/examples/nuxt.test.ts',
  'examples/angular/src/app.ts': 'test/examples/angular.test.ts',
  'examples/angular/src/main.ts': 'test/examples/angular.test.ts',
  'examples/express/server.mjs': 'test/examples/express.test.ts',
};
/** Every other file under docs/samples is run by this one. */
const SAMPLES_RUNNER = 'test/node/docs-samples.test.ts';
const runnerOf = (file: string) => RUNNERS[file] ?? (file.startsWith('docs/samples/') ? SAMPLES_RUNNER : undefined);

interface Page {
  path: string;
  file: string;
  html: string;
}

const pages: Page[] = Object.values(demoPages).map((file) => {
  const path = `/${relative(join(ROOT, 'demo'), file)}`.replace(/\/index\.html$/, '/');
  return { path, file, html: renderPage(readFileSync(file, 'utf8'), path) };
});

const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** `<pre …>text</pre>` blocks outside live examples' code boxes, with their attributes. */
function preBlocks(html: string): { attrs: string; text: string }[] {
  const out: { attrs: string; text: string }[] = [];
  const outsideExamples = html.replace(/<div class="snippet"><pre><code>[\s\S]*?<\/code><\/pre>/g, '');
  for (const [, attrs, body] of outsideExamples.matchAll(/<pre(\s[^>]*)?>([\s\S]*?)<\/pre>/g)) out.push({ attrs: attrs ?? '', text: unescape(body!) });
  return out;
}

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

// ---------------------------------------------------------------- the manifest
interface Named {
  name: string;
  description?: string;
}
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
  events?: Named[];
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as { modules: { declarations?: Declaration[] }[] };
const elements = new Map(manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName!, d]));
const names = (list?: Named[]) => new Set((list ?? []).map((x) => x.name));
const ALL_PROPERTIES = new Set([...elements.values()].flatMap((d) => [...names(d.cssProperties)]));
const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'style', 'slot', 'hidden', 'lang', 'dir', 'title']);
const META_NAMES = new Set(['base-url', 'receipts-url', 'app-url', 'proxy-url', 'attest-url']);

/** Problems of an HTML snippet: unknown tags' attributes, meta names, scripts that do not exist. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, tag, rest] of html.matchAll(/<([a-z][\w-]*)(\s[^>]*)?>/g)) {
    const attributes = [...(rest ?? '').matchAll(/\s([\w:.@-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(([, name, value]) => [name!, value?.replace(/^["']|["']$/g, '')] as const);
    const element = elements.get(tag!);
    if (element) {
      const own = names(element.attributes);
      for (const [name] of attributes) if (!own.has(name) && !GLOBAL_ATTRIBUTES.has(name)) problems.push(`<${tag}> has no attribute ${name}`);
    } else if (tag!.includes('-')) problems.push(`<${tag}> is not one of the elements`);
    if (tag === 'meta') {
      const name = attributes.find(([n]) => n === 'name')?.[1] ?? '';
      if (name.startsWith('reasoning:') && !META_NAMES.has(name.slice(10))) problems.push(`<meta name="${name}"> is read by no element`);
    }
    if (tag === 'script') {
      const src = attributes.find(([n]) => n === 'src')?.[1];
      // A pinned version (`reasoning-elements@0.1.0/dist/…`) too: integrity hashes name one version's files.
      if (src && !/reasoning-elements(@\d[\w.-]*)?\/dist\/reasoning-elements\.js$/.test(src)) problems.push(`script ${src}: not the CDN file`);
    }
  }
  return problems;
}

function cssProblems(css: string): string[] {
  const problems: string[] = [];
  for (const [, name] of css.matchAll(/(--reasoning-[\w-]+)/g)) if (!ALL_PROPERTIES.has(name!)) problems.push(`${name} is read by no element`);
  for (const [, tag, part] of css.matchAll(/([a-z]+-[a-z-]+)::part\(([\w-]+)\)/g)) {
    // A part is listed, or named in a listed part's description ("also `status-conflict`").
    const parts = elements.get(tag!)?.cssParts ?? [];
    if (!parts.some((p) => p.name === part || p.description?.includes(`\`${part}\``))) problems.push(`<${tag}> has no part ${part}`);
  }
  return problems;
}

// ---------------------------------------------------------------- policies
const CSP_DIRECTIVES = new Set(['default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'worker-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'require-trusted-types-for', 'trusted-types']);
/** A header block: one `Content-Security-Policy:` line of known directives, the one test/dist/csp.test.js applies (it reads the block by id). */
function cspProblems(text: string, attrs: string): string[] {
  const lines = text.trim().split('\n');
  if (lines.length !== 1 || !lines[0]!.startsWith('Content-Security-Policy: ')) return ['a csp block is one "Content-Security-Policy: …" line'];
  const problems = lines[0]!
    .slice('Content-Security-Policy: '.length)
    .split(';')
    .map((d) => d.trim().split(/\s+/)[0]!)
    .filter((name) => !CSP_DIRECTIVES.has(name))
    .map((name) => `${name}: not a directive this check knows`);
  const id = attr(attrs, 'id');
  if (!id || !readFileSync(join(ROOT, 'test/dist/csp.test.js'), 'utf8').includes(`docsBlock('${id}')`)) problems.push('no test opens the CDN file under this policy');
  return problems;
}

// ---------------------------------------------------------------- command lines
const BINS: Record<string, string> = {
  'reasoning-service': 'packages/service/bin/reasoning-service.js',
  'reasoning-badges': 'packages/badges/bin/reasoning-badges.js',
  'reasoning-verify': 'packages/verify/bin/reasoning-verify.js',
};
const helpCache = new Map<string, string>();
function helpOf(bin: string): string {
  if (!helpCache.has(bin)) {
    const r = spawnSync(process.execPath, [join(ROOT, BINS[bin]!), '--help'], { encoding: 'utf8' });
    assert.equal(r.status, 0, `${bin} --help: ${r.stderr}`);
    helpCache.set(bin, r.stdout);
  }
  return helpCache.get(bin)!;
}
/** Environment variables the code reads: the root's sources and every package's. */
const ENV_NAMES = new Set(
  ['src', ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/src`)].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true })
      .filter((f) => String(f).endsWith('.ts'))
      .flatMap((f) => [...readFileSync(join(ROOT, dir, String(f)), 'utf8').matchAll(/\b(REASONING_[A-Z_]+)\b/g)].map(([, n]) => n!)),
  ),
);
const SCRIPTS = new Set(Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts));
/** Other packages a snippet may install beside ours: the optional peers and tools the pages name. */
const THIRD_PARTY = new Set(['ioredis', 'rate-limiter-flexible', 'react', 'react-dom', 'vite', 'doorway-agi', '@lit/react']);
/** Commands that are not ours, allowed in a shell snippet as they are. */
const OTHER_COMMANDS = new Set(['node', 'curl', 'python3', 'pip', '.', 'doorway', 'wrangler', 'deno', 'bun', 'cd', 'apt-get', 'echo']);

function shellProblems(text: string): string[] {
  const problems: string[] = [];
  for (const raw of text.replace(/\\\n\s*/g, ' ').split('\n')) {
    for (const command of raw.replace(/(^|\s)#.*$/, '').split(/&&|\|/)) {
      const words = command.trim().split(/\s+/).filter(Boolean);
      while (words[0] && /^[A-Z_]+=/.test(words[0])) {
        const name = words.shift()!.split('=')[0]!;
        if (!ENV_NAMES.has(name) && name !== 'PORT') problems.push(`${name} is read by nothing`);
      }
      if (!words.length) continue;
      if (words[0] === 'npx') words.shift();
      const [cmd, ...args] = words as [string, ...string[]];
      if (cmd === 'npm') {
        const [verb, ...rest] = args;
        if (verb === 'install' || verb === 'i') {
          for (const name of rest.filter((a) => !a.startsWith('-'))) if (!PACKAGE_NAMES.includes(name.replace(/(.)@[^@/]+$/, '$1')) && !THIRD_PARTY.has(name)) problems.push(`npm install ${name}: no such package here`);
        } else if (verb === 'run') {
          if (!SCRIPTS.has(rest[0] ?? '')) problems.push(`npm run ${rest[0]}: no such script`);
        } else if (!['ci', 'start', 'test'].includes(verb ?? '')) problems.push(`npm ${verb}: not checked`);
      } else if (BINS[cmd]) {
        const help = helpOf(cmd);
        for (const flag of args.filter((a) => a.startsWith('-') && a !== '-')) {
          const name = flag.split('=')[0]!;
          if (!new RegExp(`(^|[\\s,])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'm').test(help)) problems.push(`${cmd} has no option ${name}`);
        }
      } else if (!OTHER_COMMANDS.has(cmd)) problems.push(`${cmd}: a command this check does not know`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- specifiers
const SPECIFIER = /(?<![\w/@.-])(@reasoning-elements\/[a-z]+(?:\/[a-z-]+)?|reasoning-elements(?:\/[\w.-]+)*)/g;
/** Import specifiers named in `text` that no package has (paths into the package's files are checked as files). */
function unknownSpecifiers(text: string): string[] {
  const known = knownSpecifiers();
  const bad: string[] = [];
  for (const [, spec] of text.matchAll(SPECIFIER)) {
    if (known.has(spec!)) continue;
    const file = /^reasoning-elements\/(dist\/[\w./-]+|bin\/[\w.-]+|package\.json)$/.exec(spec!)?.[1];
    if (file && (existsSync(join(ROOT, file)) || /^dist\/chunks\/?$/.test(file))) continue;
    bad.push(spec!);
  }
  return bad;
}

/** Names imported from an `@reasoning-elements/*` entry that the entry does not export. */
function importProblems(code: string): string[] {
  const problems: string[] = [];
  for (const [, list, spec] of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(@reasoning-elements\/[^']+)'/g)) {
    const [scope, name, ...rest] = spec!.split('/');
    const entry = rest.length ? `./${rest.join('/')}` : '.';
    const exported = PACKAGES.find((p) => p.name === `${scope}/${name}`)?.entries[entry]?.names;
    if (!exported) {
      problems.push(`${spec}: no such entry`);
      continue;
    }
    for (const imported of list!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean)) {
      if (!exported.includes(imported) && !/^[A-Z]\w*(Options|Store|Handler|Policy|Decision)$/.test(imported)) problems.push(`${spec} exports no ${imported}`);
    }
  }
  return problems;
}

/** A block of import statements only, each naming an entry that exists. */
function importLinesProblems(code: string): string[] {
  const problems: string[] = [];
  for (const line of code.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//'))) {
    const spec = /^import\s+(?:[\w{}\s,*]+\s+from\s+)?'([^']+)';$/.exec(line)?.[1];
    if (!spec) problems.push(`not an import statement: ${line}`);
    else if (!knownSpecifiers().has(spec)) problems.push(`${spec}: no such entry`);
  }
  return problems.concat(importProblems(code));
}

// ---------------------------------------------------------------- the tests
describe('the docs site: every code block runs or is checked', () => {
  const shown = new Set<string>();

  for (const page of pages) {
    it(`${page.path}: each <pre> is a sample a test runs, or a checked snippet`, () => {
      const problems: string[] = [];
      const blocks = preBlocks(page.html);
      for (const { attrs, text } of blocks) {
        const sample = attr(attrs, 'data-sample');
        const check = attr(attrs, 'data-check');
        if (sample) {
          shown.add(sample);
          assert.equal(text, readFileSync(join(ROOT, sample), 'utf8'), `${sample} is shown as it is`);
          problems.push(...importProblems(text).map((p) => `${sample}: ${p}`));
          const runner = runnerOf(sample);
          if (!runner) problems.push(`${sample}: no test runs it (add it to RUNNERS)`);
          else {
            const source = readFileSync(join(ROOT, runner), 'utf8');
            const mention = sample.startsWith('examples/') ? sample.split('/')[1]! : sample.split('/').pop()!;
            if (!source.includes(mention)) problems.push(`${sample}: ${runner} does not name it`);
          }
        } else if (check === 'html') problems.push(...htmlProblems(text));
        else if (check === 'css') problems.push(...cssProblems(text));
        else if (check === 'sh') problems.push(...shellProblems(text));
        else if (check === 'imports') problems.push(...importLinesProblems(text));
        else if (check === 'csp') problems.push(...cspProblems(text, attrs));
        else problems.push(`a <pre> neither sample nor checked: ${text.slice(0, 80)}`);
      }
      // Live examples: the markup the page renders and shows as code.
      for (const [, template] of page.html.matchAll(/<template>([\s\S]*?)<\/template>/g)) problems.push(...htmlProblems(template!));
      assert.deepEqual(problems, []);
    });
  }

  it('every sample file is shown on a page', () => {
    const files = ['docs/samples', 'docs/recipes'].flatMap((dir) => readdirSync(join(ROOT, dir)).map((f) => `${dir}/${f}`));
    assert.deepEqual(files.filter((f) => !shown.has(f)), []);
  });
});

describe('the docs site: names and links', () => {
  for (const page of pages) {
    it(`${page.path}: names only packages and entries that exist`, () => {
      // The migration page names the old entries on purpose, each marked data-old.
      const text = page.html.replace(/<code data-old>[^<]*<\/code>/g, '');
      assert.deepEqual(unknownSpecifiers(text), []);
    });
  }

  it('every link between pages lands on a page, and on an id there when it names one', () => {
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, href] of page.html.matchAll(/\shref="([^"]+)"/g)) {
        const url = new URL(unescape(href!), `http://site${page.path}`);
        if (url.origin !== 'http://site' || /^\/(api|app|files|proxy|dist)\//.test(url.pathname) || url.pathname.startsWith('/src/')) continue;
        const target = byPath.get(url.pathname);
        if (!target) {
          broken.push(`${page.path} → ${href}`);
          continue;
        }
        if (url.hash && !target.html.includes(` id="${decodeURIComponent(url.hash.slice(1))}"`)) broken.push(`${page.path} → ${href} (no such id)`);
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('is short: at most 300 lines', () => {
    assert.ok(readme.split('\n').length <= 300, `${readme.split('\n').length} lines`);
  });

  it('checks its code blocks like the site does', () => {
    const problems: string[] = [];
    for (const [, lang, body] of readme.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
      if (lang === 'html') problems.push(...htmlProblems(body!));
      else if (lang === 'sh') problems.push(...shellProblems(body!));
      else problems.push(`a \`\`\`${lang} block this test does not check`);
    }
    assert.deepEqual(problems, []);
  });

  it('names only packages and entries that exist, and links (absolute, as a registry page needs) to files and pages that exist', () => {
    assert.deepEqual(unknownSpecifiers(readme), []);
    const REPO = /^https:\/\/(?:github\.com\/reasoning-elements\/reasoning-elements\/(?:blob|tree)|raw\.githubusercontent\.com\/reasoning-elements\/reasoning-elements)\/main\/(.+)$/;
    const bad = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target!)
      .filter((target) => {
        if (!/^https?:/.test(target)) return true; // relative: dead on a registry page
        const inRepo = REPO.exec(target);
        return inRepo !== null && !existsSync(join(ROOT, inRepo[1]!));
      });
    assert.deepEqual(bad, []);
  });

  it('names the elements package\'s production dependencies as they are', () => {
    const said = /its production dependencies are ([^.]+)\./.exec(readme.replace(/\s+/g, ' '));
    assert.ok(said, 'the README names the production dependencies');
    const named = [...said[1]!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!).sort();
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    assert.deepEqual(named, Object.keys(manifest.dependencies).sort());
  });
});

describe('paths the docs name', () => {
  it('every repository path a page or the README names in <code> exists', () => {
    const pages = readdirSync(join(ROOT, 'demo'), { recursive: true }).map(String).filter((f) => f.endsWith('.html') && !f.startsWith('node_modules'));
    const missing: string[] = [];
    for (const [file, text] of [...pages.map((p) => [`demo/${p}`, readFileSync(join(ROOT, 'demo', p), 'utf8')]), ['README.md', readFileSync(join(ROOT, 'README.md'), 'utf8')]]) {
      for (const [, path] of text!.matchAll(/(?:<code>|`)((?:src|packages|test|docs|scripts|demo)\/[\w./-]+\.(?:ts|mts|mjs|js|json|html|css))(?:<\/code>|`)/g)) {
        if (!existsSync(join(ROOT, path!))) missing.push(`${file} → ${path}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
