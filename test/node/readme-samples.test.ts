/**
 * The READMEs' samples as a stranger meets them: each code block copied into a folder made by
 * `npm init -y` (a CommonJS package), the packed tarballs installed there, and run against a
 * `reasoning-service` this test starts. A JavaScript or TypeScript block names its file in its first line
 * (`// proxy.mjs …`), which says what it needs; a `.mts` runs with tsx, as its line says. No sample asks
 * a host that does not exist. (docs/samples run in test/node/docs-samples.test.ts; the package READMEs'
 * TypeScript compiles in readme-snippets.test.ts.) Needs the build (`npm run build`).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAll, packageDirs, ROOT } from '../helpers/packages.js';
import { spawnChild, startListening, type Listening } from '../helpers/run-process.js';
import { tempDir } from '../helpers/temp.js';

const KEY = 'readme-samples-key-0123456789';
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const VITE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string }).version;

interface Sample {
  readme: string;
  lang: string;
  /** The file its first line names. */
  file: string | undefined;
  body: string;
}

const READMES = packageDirs().map((dir) => join(dir, 'README.md').replace(/^\.\//, ''));

function samplesOf(readme: string): Sample[] {
  const text = readFileSync(join(ROOT, readme), 'utf8');
  return [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({
    readme,
    lang: lang!,
    file: /^\/\/ ([\w.-]+\.(?:mjs|mts|js|ts|cjs|cts))\b/.exec(body!)?.[1],
    body: body!,
  }));
}

const SAMPLES = READMES.flatMap(samplesOf);
const isCode = (s: Sample) => ['js', 'ts', 'javascript', 'typescript'].includes(s.lang);
const CODE = SAMPLES.filter(isCode);

let project: string;
let service: Listening;
let origin: string;
const ids: string[] = [];
let env: Record<string, string>;

function sh(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', ...extraEnv } });
  return { status: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
}

/** Runs `argv` in the project: resolves with its output once it exits, or once it prints a loopback URL (a server), which it then answers with. */
function runSample(command: string, argv: string[], name: string): Promise<{ code: number | null; out: string; url?: string; stop(): void }> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(command, argv, { cwd: project, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let done = false;
    const stop = () => child.kill('SIGTERM');
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /https?:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      if (url && !done) {
        done = true;
        resolve({ code: null, out, url, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('close', (code) => {
      if (!done) resolve({ code, out, stop });
      done = true;
    });
    setTimeout(() => {
      if (!done) reject(new Error(`${name} neither ended nor listened in 120 s:\n${out}`));
    }, 120_000).unref();
  });
}

before(async () => {
  project = tempDir('readme-samples-');
  assert.equal(sh('npm', ['init', '-y'], project).status, 0);
  assert.equal((JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs', 'commonjs');
  const tarballs = packAll(join(tempDir('readme-tarballs-'), 'tarballs'));
  const args = ['install', '--no-audit', '--no-fund', ...[...tarballs.values()].map((p) => p.tarball), `vite@${VITE_VERSION}`];
  let install = sh('npm', [...args, '--offline'], project);
  // A cache that lacks something: the npm registry is the one network this may use.
  if (install.status !== 0) install = sh('npm', [...args, '--prefer-offline'], project);
  assert.equal(install.status, 0, install.out);

  service = await startListening([join(project, 'node_modules/@reasoning-elements/service/bin/reasoning-service.js'), '--port', '0', '--memory', '--attest-delay', '50'], {
    cwd: project,
    env: { REASONING_API_KEYS: `${KEY}:asi`, REASONING_API_KEY: KEY, REASONING_BASE_URL: '', REASONING_ALLOWED_ORIGINS: '' },
  });
  origin = service.url;
  for (const input of ['Rising demand causes higher prices because supply is fixed.', 'Each price rise reinforces hoarding: a feedback loop.']) {
    const ran = await fetch(`${origin}/proxy/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input, session_name: 'readme-samples' }),
    });
    assert.equal(ran.status, 200);
    ids.push(((await ran.json()) as { receipt: { id: string } }).receipt.id);
  }
  writeFileSync(join(project, 'receipts.txt'), `${ids.join('\n')}\n`);
  env = { REASONING_BASE_URL: `${origin}/api`, REASONING_URL: origin, REASONING_API_KEY: KEY, PORT: '0' };
});

describe('README samples', () => {
  it('name no host that does not exist, here or in docs/samples', () => {
    const files = [...READMES.map((f) => join(ROOT, f)), ...readdirSync(join(ROOT, 'docs/samples'), { recursive: true }).map((f) => join(ROOT, 'docs/samples', String(f)))];
    const found = files.filter((f) => !existsSync(f) || readFileSync(f, 'utf8').includes('reasoning.example'));
    assert.deepEqual(found, []);
  });

  it('each JavaScript or TypeScript block names its file, so a CommonJS project knows what it needs', () => {
    assert.ok(CODE.length >= 6, `${CODE.length} code blocks`);
    assert.deepEqual(CODE.filter((s) => !s.file).map((s) => `${s.readme}: ${s.body.split('\n')[0]}`), []);
    // .js and .ts would be CommonJS under `npm init -y`: an import statement there fails.
    const ambiguous = CODE.filter((s) => /\.(js|ts)$/.test(s.file!) && s.file !== 'vite.config.ts');
    assert.deepEqual(ambiguous.map((s) => `${s.readme}: ${s.file}`), []);
  });

  it('the install lines name every package the samples beside them import', () => {
    const missing: string[] = [];
    for (const readme of READMES) {
      const samples = samplesOf(readme);
      const installed = samples.filter((s) => s.lang === 'sh').flatMap((s) => [...s.body.matchAll(/npm install [^\n#]*/g)].flatMap(([line]) => line.split(/\s+/)));
      if (!installed.length) continue;
      const own = (JSON.parse(readFileSync(join(ROOT, readme, '..', 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> }).peerDependencies ?? {};
      for (const s of samples.filter(isCode)) {
        for (const [, spec] of s.body.matchAll(/from '((?:@reasoning-elements\/[\w-]+|reasoning-elements))(?:\/[\w-]+)?'/g)) {
          if (!installed.includes(spec!) && !(spec! in own)) missing.push(`${readme}: ${spec}`);
        }
      }
    }
    assert.deepEqual([...new Set(missing)], []);
  });

  for (const sample of CODE) {
    it(`${sample.readme}: ${sample.file ?? '(unnamed)'} runs as written against a running service`, async () => {
      assert.ok(sample.file, 'the block names its file');
      if (sample.file === 'vite.config.ts') {
        const site = join(project, `site-${sample.readme.replace(/\W+/g, '-')}`);
        mkdirSync(site);
        writeFileSync(join(site, 'vite.config.ts'), sample.body);
        writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title><p>badges</p>');
        writeFileSync(join(site, 'receipts.txt'), `${ids.join('\n')}\n`);
        const built = sh(join(project, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], site, env);
        assert.equal(built.status, 0, built.out);
        if (sample.body.includes('reasoningBadges(')) for (const id of ids) assert.ok(existsSync(join(site, 'dist/badges/badge', `${id}.svg`)), id);
        return;
      }
      writeFileSync(join(project, sample.file), sample.body);
      if (/^\s*export default \{\s*\n\s*fetch\(/m.test(sample.body)) {
        // A Worker: its module's fetch, called as the runtime calls it, with the bindings as env.
        const call = `const { default: worker } = await import('./${sample.file}');
          const r = await worker.fetch(new Request('http://worker.test/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'A loop.', session_name: 'worker' }) }), process.env, { waitUntil() {} });
          console.log(r.status);`;
        const ran = sh(process.execPath, ['--input-type=module', '-e', call], project, env);
        assert.equal(ran.status, 0, ran.out);
        assert.equal(ran.stdout.trim(), '200', ran.out);
        return;
      }
      const [command, argv] = /\.m?ts$/.test(sample.file) ? [TSX, [sample.file, ids[0]!]] : [process.execPath, [sample.file, ids[0]!]];
      const ran = await runSample(command, argv, sample.file);
      try {
        if (ran.url) {
          // A server: it answers on the URL it printed (a proxy forwards a run to the service).
          const proxied = /\/proxy\/run/.test(ran.out);
          const response = proxied
            ? await fetch(`${ran.url}/proxy/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'A loop.', session_name: 'proxy' }) })
            : await fetch(`${ran.url}/api/receipts/${ids[0]}`);
          assert.equal(response.status, proxied ? 200 : 404, `${sample.file}: ${await response.text()}`);
        } else {
          assert.equal(ran.code, 0, `${sample.file} exited ${ran.code}:\n${ran.out}`);
        }
      } finally {
        ran.stop();
      }
    });
  }

  it('the shell lines that build badges run as written', () => {
    const lines = SAMPLES.filter((s) => s.lang === 'sh').flatMap((s) => s.body.split('\n')).filter((l) => l.startsWith('npx reasoning-badges'));
    assert.ok(lines.length >= 1);
    for (const line of lines) {
      const ran = sh('bash', ['-c', line], project, env);
      assert.equal(ran.status, 0, `${line}\n${ran.out}`);
    }
    for (const id of ids) assert.ok(existsSync(join(project, 'public/badges/badge', `${id}.svg`)), id);
  });
});
