/**
 * Debian's Chromium through playwright-core, closed when the test file (or
 * the test given as `owner`) ends, passed, failed or timed out (at process
 * exit playwright kills what it launched).
 */
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import { onTeardown, type Owner } from './teardown.js';

export async function launchChromium(owner?: Owner, options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), ...options });
  onTeardown(() => browser.close(), { owner });
  return browser;
}
