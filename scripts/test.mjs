#!/usr/bin/env node
// `npm test`: every check in order, then ONE line `N passed, N failed`
// summing every runner. A step that fails without counting tests (type-check,
// build) adds one failure. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, readdirSync } from 'node:fs';

const RESULTS = '.test-results';
// The runners' count reporters write here; a fresh clone has no such folder.
mkdirSync(RESULTS, { recursive: true });
for (const f of ["node.json", "browser.json", "examples.json"]) rmSync(`${RESULTS}/${f}`, { force: true });

const PACKAGES = readdirSync('packages').sort();
const nodeTests = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`)
    .sort();

const steps = [
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // After the build: the packages' code and tests are checked against each other's built declarations.
  { name: 'type-check', cmd: ['npx', 'tsc', '-p', '.'] },
  {
    name: 'node tests',
    counts: `${RESULTS}/node.json`,
    cmd: [
      'node', '--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=180000',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=./test/reporters/node-count.mjs', `--test-reporter-destination=${RESULTS}/node.json`,
      ...nodeTests('test/node'),
      ...PACKAGES.flatMap((p) => (existsSync(`packages/${p}/test`) ? nodeTests(`packages/${p}/test`) : [])),
    ],
  },
  { name: 'browser tests', counts: `${RESULTS}/browser.json`, cmd: ['npx', 'wtr', '--config', 'web-test-runner.config.mjs'] },
  // The packed tarball in real projects: framework typings, and each docs site under examples/ built and
  // opened in Chromium. One at a time: each installs, builds and runs a browser.
  {
    name: 'example tests',
    counts: `${RESULTS}/examples.json`,
    cmd: [
      'node', '--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=600000',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=./test/reporters/node-count.mjs', `--test-reporter-destination=${RESULTS}/examples.json`,
      ...nodeTests('test/examples'),
    ],
  },
];

const STEP_TIMEOUT_MS = 25 * 60 * 1000;
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  // A hard ceiling per step keeps a hung runner from eating CI's 90 minutes.
  const { status } = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
    timeout: STEP_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (step.counts) {
    try {
      counted = JSON.parse(readFileSync(step.counts, 'utf8'));
    } catch {
      /* the runner died before writing its counts: counted as a failure below */
    }
  }
  if (status !== 0 && counted.failed === 0) counted.failed = 1;
  for (const key of Object.keys(totals)) totals[key] += counted[key] ?? 0;
  console.log(`== ${step.name}: ${status === 0 ? 'ok' : status === null ? 'FAILED (timed out or killed)' : `FAILED (exit ${status})`}`);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
