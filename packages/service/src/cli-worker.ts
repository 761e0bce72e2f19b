/**
 * `reasoning-service`: the embedded Reasoning Service, proxy, receipt files,
 * receipt pages and the built demo on one local origin. This runs in the
 * worker thread cli.ts starts; the process's signals arrive as messages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { listenOrigin } from './public-origin.js';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parentPort } from 'node:worker_threads';
import { createStack } from './stack.js';
import { isPostgresUrl } from './store/open.js';
import { elementsPackageDir } from './elements-package.js';
import { DEFAULT_ATTEST_DELAY_MS } from './attestor/index.js';
import { isKeyless, listen } from '@reasoning-elements/proxy/node';
import { isHttpUrl, usageProblem } from '@reasoning-elements/protocol';

/** This package's version, for --version (dist/cli-worker.js and src/cli-worker.ts both sit one folder below package.json). */
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const HELP = `Usage: reasoning-service [options]

Serves, on one origin (127.0.0.1 by default):
  /api        the embedded Reasoning Service (POST /api/run needs a key)
  /proxy/run  the key-hiding proxy, forwarding to /api (or REASONING_BASE_URL)
  /files      receipt badges (.svg) and PDFs
  /app        receipt pages
  /           the built demo (dist/demo), when present

Options:
  --port N           port (default 8787; 0 picks a free one)
  --host NAME        interface (default 127.0.0.1)
  --data DIR         keep state in DIR (an LMDB database + the attestor key), synced before every answer;
                     a journal of an earlier version there is migrated on first start
  --memory           keep state in memory only (the default when --data is absent)
  --store URL        keep state in Postgres (postgres://user:password@host:5432/db), tables made on start;
                     several processes may share one database (and the attestor key kept in it)
  --attest-delay MS  attestor delay after each turn (default ${DEFAULT_ATTEST_DELAY_MS})
  --public-url URL   origin used in answers' URLs (default: each request's origin on loopback;
                     beyond loopback, http://HOST:PORT: a request's Host header is never used there)
  -v, --version      the version
  -h, --help         this help

Environment:
  REASONING_API_KEYS         "key1:asi,key2:agi"; when unset one development key (tier ASI) is made and printed
  REASONING_API_KEY          the key the built-in proxy sends (default: the development key);
                             "none" with REASONING_BASE_URL: a server without auth, sent no key
  REASONING_BASE_URL         with REASONING_API_KEY, the proxy forwards to this service instead
  REASONING_ALLOWED_ORIGINS  the proxy's CORS allowlist (comma-separated origins)
  REASONING_PROXY_JWKS_URL   only callers with a JWT bearer token checked against this JWKS may use the proxy
  REASONING_PROXY_JWT_SECRET or against this HS256 secret (32+ characters); with REASONING_PROXY_JWT_ISSUER,
                             REASONING_PROXY_JWT_AUDIENCE, REASONING_PROXY_JWT_CLAIM (default sub)
  REASONING_PROXY_SECRET     scopes each user's session names (default: derived from the key)
  REASONING_PROXY_QUOTA_USER, REASONING_PROXY_QUOTA_TOTAL  runs per user / in all, e.g. 200/1d
  REASONING_PROXY_PUBLIC_ORIGINS  this server's own public origins (same-origin pages)
  NODE_OPTIONS               V8's flags win over the service's heap bounds (2 MB semi-spaces, at most 1 GB
                             of old generation), e.g. "--max-old-space-size=4096" for a larger heap

The engine is a deterministic, rule-based stand-in: it does not reason.`;

/** The built demo: beside the compiled CLI (dist/demo), or the package's dist/demo when run from src/. */
function demoDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return basename(here) === 'dist' ? join(here, 'demo') : join(here, '..', 'dist', 'demo');
}

/** The URL without its password, for the start-up lines. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The first SIGINT or SIGTERM the process received, as cli.ts forwards it (it ends the process on a second). */
function stopSignal(): Promise<string> {
  const port = parentPort;
  if (!port) throw new Error('cli-worker.js runs in the worker thread cli.js starts');
  return new Promise((resolve) => {
    port.once('message', (message: { signal: string }) => resolve(message.signal));
  });
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        memory: { type: 'boolean', default: false },
        store: { type: 'string' },
        'attest-delay': { type: 'string' },
        'public-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`reasoning-service: ${usageProblem(error)}\n(see --help)`);
    return 2;
  }
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  if (args.version) {
    console.log(VERSION);
    return 0;
  }
  const port = Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`reasoning-service: --port must be an integer from 0 to 65535`);
    return 2;
  }
  if ([args.data, args.memory, args.store].filter(Boolean).length > 1) {
    console.error('reasoning-service: use one of --data DIR, --memory and --store URL');
    return 2;
  }
  if (args.store !== undefined && !isPostgresUrl(args.store)) {
    console.error('reasoning-service: --store must be a postgres:// or postgresql:// URL');
    return 2;
  }
  const attestDelay = args['attest-delay'] === undefined ? undefined : Number(args['attest-delay']);
  if (attestDelay !== undefined && !(Number.isFinite(attestDelay) && attestDelay >= 0)) {
    console.error('reasoning-service: --attest-delay must be a number of milliseconds >= 0');
    return 2;
  }

  let publicUrl = args['public-url'];
  if (publicUrl !== undefined && !isHttpUrl(publicUrl)) {
    console.error(`reasoning-service: --public-url must be an absolute http(s) URL such as https://example.org, got "${publicUrl.slice(0, 100)}"`);
    return 2;
  }
  try {
    publicUrl ??= listenOrigin(args.host, port, hostname());
  } catch (error) {
    console.error(`reasoning-service: ${(error as Error).message}`);
    return 2;
  }

  const dist = join(elementsPackageDir(), 'dist');
  const demo = demoDir();
  const hasDemo = existsSync(join(demo, 'index.html'));
  const dataDir = args.data ? resolve(args.data) : undefined;

  let stack: ReturnType<typeof createStack>;
  try {
    stack = createStack({
      service: {
        ...(process.env.REASONING_API_KEYS ? { keys: process.env.REASONING_API_KEYS } : {}),
        ...(args.store ? { store: args.store } : dataDir ? { dataDir } : { memory: true }),
        ...(attestDelay === undefined ? {} : { attestDelayMs: attestDelay }),
        ...(publicUrl ? { publicUrl } : {}),
        elementsScript: '/dist/reasoning-elements.js',
        log: (m) => console.warn(`reasoning-service: ${m}`),
      },
      static: [{ prefix: '/dist/', dir: dist, anyOrigin: true }, ...(hasDemo ? [{ prefix: '/', dir: demo }] : [])],
    });
  } catch (error) {
    // Bad REASONING_* settings; messages never contain a key.
    console.error(`reasoning-service: ${(error as Error).message}`);
    return 2;
  }
  try {
    await stack.service.ready;
  } catch (error) {
    console.error(`reasoning-service: cannot start: ${(error as Error).message}`);
    return 1;
  }
  let server;
  try {
    server = await listen(stack, { port, hostname: args.host });
  } catch (error) {
    console.error(`reasoning-service: cannot listen on ${args.host}:${port}: ${(error as Error).message}`);
    await stack.close();
    return 1;
  }
  const url = publicUrl?.replace(/\/+$/, '') ?? server.url;
  const devKey = stack.service.devKey;
  const embedded = stack.proxyTarget === 'embedded';
  const proxyKey = embedded ? '' : isKeyless(process.env.REASONING_API_KEY) ? ' (no key: a server without auth)' : ' (with REASONING_API_KEY)';
  console.log(
    [
      `reasoning-service listening on ${server.url}`,
      `  demo      ${hasDemo ? `${url}/` : '(not built: npm run build)'}`,
      `  base_url  ${url}/api`,
      `  proxy     ${url}/proxy/run -> ${embedded ? `${url}/api/run` : `${stack.proxyTarget}/run${proxyKey}`}`,
      `  receipts  ${url}/files`,
      `  app       ${url}/app`,
      `  data      ${args.store ? `Postgres at ${redactUrl(args.store)} (GET /healthz says whether it answers)` : dataDir ? `${dataDir} (LMDB, synced before every answer; GET /healthz says whether it can write)` : 'in memory (lost on exit; use --data DIR to keep)'}`,
      devKey
        ? `  dev key   ${devKey} (tier ASI; send as Authorization: Bearer <key>${embedded ? '; the proxy uses it' : ''})`
        : `  keys      ${stack.service.keys.length} from REASONING_API_KEYS`,
      `  engine    deterministic rule-based stand-in (not a real reasoner)`,
      `Press Ctrl-C to stop.`,
    ].join('\n'),
  );

  console.log(`reasoning-service: ${await stopSignal()}, stopping`);
  await server.close();
  await stack.close();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`reasoning-service: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  },
);
