#!/usr/bin/env node
/**
 * Cumulative Layout Shift of each demo page, measured in Chromium: serves the
 * built demo (`npm run build`) with the embedded service, opens each page,
 * waits until every element has loaded (and checked), then sums the
 * 'layout-shift' entries without recent input, as Lighthouse's CLS does.
 *   node demo/layout-shift.mjs [--runs 3]
 * Prints one line per page and viewport (desktop 1350×940, and Lighthouse's
 * narrow mobile 412×823): the median of the runs, and each run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../test/helpers/chromium.mjs';

const PAGES = ['/', '/elements/reasoning-receipt.html', '/elements/chain-badge.html', '/elements/reasoning-console.html', '/theming.html'];
const VIEWPORTS = { desktop: { width: 1350, height: 940 }, mobile: { width: 412, height: 823 } };
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
/** `--why`: also print what moved (each shift's sources), to find the cause. */
const why = process.argv.includes('--why');
const data = mkdtempSync(join(tmpdir(), 'reasoning-cls-'));
// Every run is a new visitor from one address, each making the demo receipts: the proxy's rate limit,
// right for a public page, would refuse the later ones and the pages would show (and move for) an error.
const server = spawn(process.execPath, ['packages/service/bin/reasoning-service.js', '--port', '0', '--data', data], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REASONING_PROXY_RATE_LIMIT: 'off' },
});
const origin = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
    if (m) resolve(m[0]);
  });
  server.on('exit', (code) => reject(new Error(`reasoning-service exited (${code})`)));
});

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const path of PAGES) for (const [form, viewport] of Object.entries(VIEWPORTS)) {
    const values = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport, isMobile: form === 'mobile', deviceScaleFactor: form === 'mobile' ? 1.75 : 1 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__cls = 0;
        window.__why = [];
        const name = (n) => (n ? `${n.nodeName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''}` : '?');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__cls += entry.value;
            window.__why.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${name(s.node)} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(origin + path, { waitUntil: 'load' });
      // The examples are drawn once the demo receipts exist (the status line is then hidden).
      await page.waitForFunction(() => !document.querySelector('figure.example:not([data-defer])') || document.querySelector('#demo-status[hidden], #demo-status.error'));
      await page.evaluate(async () => {
        await Promise.all([...document.querySelectorAll('reasoning-receipt, chain-badge')].map((el) => el.loadComplete?.catch(() => undefined)));
        await document.fonts.ready;
        // Two frames: shifts from the last render are reported after it paints.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      values.push(await page.evaluate(() => window.__cls));
      if (why && i === 0) for (const line of await page.evaluate(() => window.__why)) console.log(`  ${path} (${form}): ${line}`);
      await context.close();
    }
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${path.padEnd(36)} ${form.padEnd(7)} CLS median ${sorted[Math.floor(sorted.length / 2)].toFixed(4)}  runs ${values.map((v) => v.toFixed(4)).join(' ')}`);
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(data, { recursive: true, force: true });
}
