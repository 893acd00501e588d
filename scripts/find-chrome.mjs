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

/**
 * Flags the test suites add (playwright.config.ts): the same pages, less of the browser's own
 * work on a machine without a GPU. The compositor's GPU thread runs inside the browser process
 * instead of a process of its own, no software GL (SwiftShader) is started as a fallback (the
 * site draws no WebGL; 2D canvas and compositing stay in software as before), and a page
 * rasterises on one thread instead of several (the same pixels, less thread traffic). Measured
 * on 16 page loads, five pairs: Chromium's CPU 4.79 to 4.38 CPU-s a set (decision 042, session 34).
 */
export const LEANER_BROWSER_ARGS = [
  '--in-process-gpu',
  '--disable-software-rasterizer',
  '--num-raster-threads=1',
];

/** {@link chromeArgs} with {@link LEANER_BROWSER_ARGS}: every browser the test suites launch. */
export const testBrowserArgs = [...chromeArgs, ...LEANER_BROWSER_ARGS];

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
