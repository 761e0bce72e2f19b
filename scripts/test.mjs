#!/usr/bin/env node
// `npm test`: every check in order, then ONE line `N passed, N failed`
// summing every runner. A step that fails without counting tests (type-check,
// build) adds one failure. Exits non-zero when anything failed.
//
// On the machine's Node every runner runs; the node tests run again on each
// extra Node version of scripts/node-matrix.mjs (TEST_NODE_VERSIONS=none skips
// them). `npm test -- browser` runs only the steps whose name contains "browser".
//
// Nothing may be left behind: each step runs in its own process group with a
// fresh TMPDIR (and a short one for Chromium's sockets). Processes of the step
// still running after it (its group, and whatever carries the run's mark in its
// environment: a server or browser started in a group of its own) are listed,
// killed and counted as a failure; so is 1 MB or more left in the temp folders.
// SIGINT, SIGTERM or SIGHUP stops the step (and, 15 s later or at a second
// signal, kills what is left of it), skips the rest and still cleans up.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ensureNode, extraVersions } from './node-matrix.mjs';
import { SOCKET_TMPDIR_MAX } from '../test/helpers/chromium.mjs';

const RESULTS = '.test-results';
// The runners' count reporters write here; a fresh clone has no such folder.
mkdirSync(RESULTS, { recursive: true });
for (const f of readdirSync(RESULTS)) if (f.endsWith('.json')) rmSync(`${RESULTS}/${f}`, { force: true });

/** The root's node tests and every package's. */
const NODE_TEST_DIRS = ['test/node', ...readdirSync('packages').sort().map((p) => `packages/${p}/test`).filter((d) => existsSync(d))];
const nodeTests = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`)
    .sort();

/**
 * Node tests whose subject is a page in Chromium (the docs site, server-rendered cards, browser samples):
 * they run on the machine's Node only. On Node 22 and 24 what depends on the runtime runs: the service, the
 * proxy, the CLIs, and every package packed and installed from its tarball.
 */
const BROWSER_DRIVEN = /(^|\/)(demo|ssr-browser|docs-samples)\.test\.ts$/;

/**
 * A file's (and a test's) limit, sized for a busy 2-core machine (load 8): the slowest node test files take
 * about 40 s on an idle one, and two run at a time.
 */
const NODE_FILE_LIMIT_MS = 600_000;

/** The example apps of frameworks (examples/next, nuxt, angular, express). */
const APPS = /(^|\/)test\/examples\/(next|nuxt|angular|express)\.test\.ts$/;

/** node:test over the test files in `dirs` that `only` matches (less those `skip` matches), counts written to `counts`. */
const nodeTestCmd = (dirs, counts, { concurrency, timeoutMs, skip = /$^/, only = /^/ }) => [
  // test/helpers/teardown.ts, loaded into every test file's process, stops what the helpers started when the
  // file ends and ends a file's process that something else still holds open. (Not --test-force-exit: it
  // loses a file's results now and then on Node 22 and 24, and the counts file on Node 20.)
  'node', '--import', 'tsx', '--import', './test/helpers/teardown.ts',
  '--test', `--test-concurrency=${concurrency}`, `--test-timeout=${timeoutMs}`,
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./test/reporters/node-count.mjs', `--test-reporter-destination=${counts}`,
  ...[dirs].flat().flatMap(nodeTests).filter((file) => only.test(file) && !skip.test(file)),
];

const steps = [
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // After the build: the packages' code and tests are checked against each other's built declarations.
  { name: 'type-check', cmd: ['npx', 'tsc', '-p', '.'] },
  {
    name: 'node tests',
    counts: `${RESULTS}/node.json`,
    cmd: nodeTestCmd(NODE_TEST_DIRS, `${RESULTS}/node.json`, { concurrency: 2, timeoutMs: NODE_FILE_LIMIT_MS }),
  },
  { name: 'browser tests', counts: `${RESULTS}/browser.json`, cmd: ['npx', 'wtr', '--config', 'web-test-runner.config.mjs'] },
  // The packed tarball in real projects: framework typings, and each docs site under examples/ built and
  // opened in Chromium. One at a time: each installs, builds and runs a browser.
  {
    name: 'example tests',
    counts: `${RESULTS}/examples.json`,
    cmd: nodeTestCmd('test/examples', `${RESULTS}/examples.json`, { concurrency: 1, timeoutMs: 1_200_000, skip: APPS }),
  },
  // The framework apps (Next.js, Nuxt and Angular on Node 22, Express), each built and served twice (production
  // and dev server): a step of their own, so the step ceiling covers them apart from the docs sites.
  {
    name: 'app example tests',
    counts: `${RESULTS}/apps.json`,
    cmd: nodeTestCmd('test/examples', `${RESULTS}/apps.json`, { concurrency: 1, timeoutMs: 1_200_000, only: APPS }),
  },
  // The Node versions users run besides this one: the node tests (the server, CLIs, proxy and the package in
  // Node are what depends on the runtime; the browser and example tests exercise Chromium and npm).
  ...extraVersions().map((version) => ({
    name: `node tests on Node ${version}`,
    node: version,
    counts: `${RESULTS}/node-${version}.json`,
    cmd: nodeTestCmd(NODE_TEST_DIRS, `${RESULTS}/node-${version}.json`, { concurrency: 2, timeoutMs: NODE_FILE_LIMIT_MS, skip: BROWSER_DRIVEN }),
  })),
];

// A step's ceiling, for a runner that hangs; a busy machine takes several times an idle one's minutes.
const STEP_TIMEOUT_MS = 60 * 60 * 1000;
/** Left in the temp folders at the end, at or above this, counts as one failure. */
const LEFT_LIMIT_BYTES = 1024 * 1024;

// A temp folder for this run; each step gets a fresh one inside it, named by its number. Short names: tools
// bind Unix sockets in TMPDIR (tsx's `tsx-<uid>/<pid>.pipe`), whose paths hold at most 107 bytes, and a
// contributor's TMPDIR may already be 60 characters long.
const runTmp = mkdtempSync(join(tmpdir(), 'rt-'));
// Chromium's temp folder must stay short (test/helpers/chromium.mjs): each step gets one in a folder of its
// own, in the usual temp folder when that leaves room, else under /tmp. What is left there counts too.
const SHORT_NAME = '/rc-XXXXXX/NN';
const chromiumRunTmp = mkdtempSync(join(Buffer.byteLength(tmpdir()) + SHORT_NAME.length <= SOCKET_TMPDIR_MAX ? tmpdir() : '/tmp', 'rc-'));
// Caches tools keep in $TMPDIR are not leftovers: tsx's compile cache (tsx-<uid>) and Node's module
// compile cache, which npm turns on (node-compile-cache, Node 22+). Each step's TMPDIR links them to the
// usual ones, so they stay warm across runs and are not counted.
const uid = process.geteuid?.() ?? userInfo().username;
const TOOL_CACHES = [`tsx-${uid}`, 'node-compile-cache'];
for (const name of TOOL_CACHES) mkdirSync(join(tmpdir(), name), { recursive: true });

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');

/** The environment variable that marks every process a step starts (its value: the run's temp folder). */
const MARK = 'REASONING_TEST_RUN';

/**
 * A step's processes still there (Linux /proc), as "pid command line": the members of its process group
 * `pgid`, and every process whose environment has `mark` (what left the group: a server started detached,
 * a browser the launcher put in a group of its own). Zombies are gone already and not listed.
 */
function stepProcesses(pgid, mark) {
  const found = [];
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return found; // no /proc: nothing to check
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      if (Number(fields[2]) !== pgid && !readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(mark)) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push(`${pid} ${args.slice(0, 200)}`);
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  return found;
}

/** Sends `signal` to process group `pgid` and to each of `listed` ("pid …" lines), ignoring those gone. */
function killAll(pgid, listed, signal) {
  for (const target of [-pgid, ...listed.map((line) => Number.parseInt(line, 10))]) {
    try {
      process.kill(target, signal);
    } catch {
      /* gone */
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The step running now, told of a signal (see `onSignal`). */
let current;
/** How long a step may take to stop after SIGINT/SIGTERM before what is left of it is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * Runs one step in its own process group; resolves with its exit status (null when killed) and the
 * processes it left, which are killed.
 */
async function runStep(step, env) {
  const mark = `${MARK}=${env[MARK]}`;
  const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env, detached: true });
  const killStep = (signal) => killAll(child.pid, signal === 'SIGKILL' ? stepProcesses(child.pid, mark) : [], signal);
  // A hard ceiling per step keeps a hung runner from eating CI's time.
  const timer = setTimeout(() => killStep('SIGKILL'), STEP_TIMEOUT_MS);
  let grace;
  current = {
    // The group is not the terminal's: a signal is passed on; a step that has not stopped 15 s later, or a
    // second signal, gets SIGKILL (and so does what it started in groups of its own).
    stop(signal, again) {
      if (again) return killStep('SIGKILL');
      killStep(signal);
      grace ??= setTimeout(() => killStep('SIGKILL'), STOP_GRACE_MS);
    },
  };
  const status = await new Promise((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code));
  });
  clearTimeout(timer);
  clearTimeout(grace);
  // What the step started and did not stop: give it a moment to finish exiting, then list and kill it.
  let left = stepProcesses(child.pid, mark);
  for (let waited = 0; left.length && waited < 5000; waited += 250) {
    await sleep(250);
    left = stepProcesses(child.pid, mark);
  }
  if (left.length) killAll(child.pid, left, 'SIGKILL');
  current = undefined;
  return { status, left };
}

/** Set by the first SIGINT, SIGTERM or SIGHUP: the step under way stops, the rest do not run, the temp folders still go. */
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const again = interrupted !== undefined;
    interrupted ??= signal;
    current?.stop(signal, again);
  });
}

/** Bytes under `path`, not following links. */
function sizeOf(path) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  let total = stat.size;
  for (const name of readdirSync(path)) total += sizeOf(join(path, name));
  return total;
}

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const leftovers = [];
let leftBytes = 0;

for (const [index, step] of steps.entries()) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  if (interrupted) break;
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const stepTmp = join(runTmp, String(index).padStart(2, '0'));
  mkdirSync(stepTmp);
  for (const name of TOOL_CACHES) symlinkSync(join(tmpdir(), name), join(stepTmp, name), 'dir');
  const chromiumTmp = join(chromiumRunTmp, String(index));
  mkdirSync(chromiumTmp);
  const env = { ...process.env, FORCE_COLOR: '0', TMPDIR: stepTmp, TMP: stepTmp, TEMP: stepTmp, CHROMIUM_TMPDIR: chromiumTmp, [MARK]: runTmp };

  let status;
  let left = [];
  if (step.node) {
    try {
      env.PATH = `${ensureNode(step.node)}:${env.PATH}`;
    } catch (error) {
      console.log(error.message);
      status = 1;
    }
  }
  if (status === undefined) ({ status, left } = await runStep(step, env));

  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (step.counts) {
    try {
      counted = JSON.parse(readFileSync(step.counts, 'utf8'));
    } catch {
      /* the runner died before writing its counts: counted as a failure below */
    }
  }
  if (status !== 0 && counted.failed === 0) counted.failed = 1;
  if (left.length) {
    console.log(`== ${step.name}: ${left.length} process(es) still running after the step, killed:\n  ${left.join('\n  ')}`);
    counted.failed += 1;
  }
  for (const key of Object.keys(totals)) totals[key] += counted[key] ?? 0;

  for (const name of readdirSync(stepTmp)) {
    if (TOOL_CACHES.includes(name)) continue;
    const bytes = sizeOf(join(stepTmp, name));
    leftBytes += bytes;
    leftovers.push({ entry: `${slug(step.name)}/${name}`, bytes });
  }
  for (const name of readdirSync(chromiumTmp)) {
    const bytes = sizeOf(join(chromiumTmp, name));
    leftBytes += bytes;
    leftovers.push({ entry: `${slug(step.name)} (Chromium)/${name}`, bytes });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`== ${step.name}: ${status === 0 ? 'ok' : status === null ? 'FAILED (timed out or killed)' : `FAILED (exit ${status})`} in ${seconds} s`);
  if (interrupted) {
    console.log(`== interrupted (${interrupted}): the remaining steps do not run`);
    totals.failed += counted.failed ? 0 : 1;
    break;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
if (leftovers.length) {
  const over = leftBytes >= LEFT_LIMIT_BYTES;
  console.log(`\n== temp folders: ${leftovers.length} entries, ${kb(leftBytes)} left behind${over ? ' (1 MB or more: a failure)' : ''}`);
  for (const { entry, bytes } of leftovers.sort((a, b) => b.bytes - a.bytes).slice(0, 30)) console.log(`  ${kb(bytes).padStart(9)}  ${entry}`);
  if (over) totals.failed += 1;
} else {
  console.log('\n== temp folders: nothing left behind');
}
rmSync(runTmp, { recursive: true, force: true });
rmSync(chromiumRunTmp, { recursive: true, force: true });

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
