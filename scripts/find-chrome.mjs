// @ts-check
// Locates a Chromium binary for Playwright, Lighthouse and the screenshot script.
// `npx playwright install` cannot download browsers on the build machines, so the
// system package comes before Playwright's own download.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMain } from './lib/paths.mjs';

/** Flags every headless launch needs; without the networking ones Chromium floods a closed network. */
export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const INSTALL_HINT = 'Install a browser: apt-get install -y chromium (or set CHROME_PATH)';

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Returns the path of a Chromium executable: `CHROME_PATH`, then
 * `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH`, then `/usr/bin/chromium`, then Playwright's download.
 * Throws with an install hint when none exists.
 */
export function findChrome() {
  const fromEnv = [process.env.CHROME_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH].filter(
    /** @returns {path is string} */ (path) => Boolean(path),
  );
  for (const candidate of fromEnv) {
    if (existsSync(candidate)) return candidate;
  }
  if (fromEnv.length > 0) {
    throw new Error(`Chrome not found at ${fromEnv.join(' or ')}. ${INSTALL_HINT}`);
  }
  for (const candidate of ['/usr/bin/chromium', playwrightChromium()]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(INSTALL_HINT);
}

/** Debian's build of Chromium's headless shell: the browser without its windowing layers. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the test suites: the headless shell when it is installed (the one Playwright
 * itself runs headless; a page load costs about a third less CPU than in the full browser's
 * headless mode on this 2-core machine), else {@link findChrome}. `CHROME_PATH` still decides.
 * Lighthouse and the screenshots keep the full browser, as a visitor's.
 */
export function findTestBrowser() {
  const chosen = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (!chosen && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChrome();
}

if (isMain(import.meta.url)) {
  try {
    console.log(findChrome());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
