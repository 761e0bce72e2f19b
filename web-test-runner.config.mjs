// Browser tests in Debian's Chromium (never a downloaded browser), headless.
// The embedded service and proxy are mounted on the dev server's origin
// (see test/server/mount.mjs), so elements are tested against real HTTP.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { countReporter } from './test/reporters/wtr-count.mjs';
import { serviceMiddleware } from './test/server/mount.mjs';
import { cspPages } from './test/server/csp-pages.mjs';
import { cjsAsEsm } from './test/helpers/wtr-cjs.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH as executablePath, chromiumEnv } from './test/helpers/chromium.mjs';

export default {
  files: ['test/browser/**/*.test.ts', 'test/dist/**/*.test.js'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.base.json' }), cjsAsEsm(['@sinonjs/fake-timers'])],
  // cspPages: pages under a Content-Security-Policy header, loading the built CDN file from another origin (test/dist/csp.test.js).
  middleware: [await serviceMiddleware(), cspPages()],
  // One page at a time: a second page would be a background tab, where
  // requestAnimationFrame never fires and timers are throttled (flaky waits).
  concurrency: 1,
  // A file's limit, sized for a busy 2-core machine (load 8).
  testsFinishTimeout: 600_000,
  // A test's own waits end on events; this only ends one that hangs, sized for a cold, busy machine.
  testFramework: { config: { timeout: 30_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        // A short TMPDIR for Chromium's sockets (see chromium.mjs).
        env: chromiumEnv(),
        args: [
          ...CHROMIUM_ARGS,
          '--disable-background-timer-throttling',
          '--disable-renderer-backgrounding',
          '--disable-backgrounding-occluded-windows',
          '--lang=en-US',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter('.test-results/browser.json')],
};
