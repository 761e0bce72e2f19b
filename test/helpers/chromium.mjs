/**
 * Debian's Chromium as every test, bench and script launches it: the binary
 * (CHROME_PATH wins) and the flags a root user on a closed network needs.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox', // root in a container
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The network is closed: without these Chromium floods refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

/** Options for playwright-core's `chromium.launch()`. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
