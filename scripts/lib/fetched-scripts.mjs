// What a visitor's browser fetches without touching the page: every script requested from
// navigation until the network has been quiet, measured in Chromium at a phone and a desktop
// width. The build manifest cannot answer this alone: which deferred blocks load depends on
// what is near the viewport, which only layout knows.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromeArgs, findChrome } from '../find-chrome.mjs';
import { startServer } from '../serve.mjs';
import { VIEWPORTS } from './fetch-budget.mjs';
import { buildDir } from './paths.mjs';
import { gzipBytes } from './route-bytes.mjs';

export { VIEWPORTS };

/** No script request for this long after hydration counts as the network being idle. */
const QUIET_MS = 1500;
const TIMEOUT_MS = 30_000;

/**
 * Script URLs one page fetches until the network is idle, without any interaction, and the
 * HTML it was sent.
 */
async function scriptsOf(context, url) {
  const page = await context.newPage();
  const seen = new Set();
  let last = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { origin, pathname } = new URL(request.url());
    if (origin !== new URL(url).origin) return;
    seen.add(pathname);
    last = Date.now();
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  const html = (await response?.text()) ?? '';
  // Hydrated, or on a page with islands (decision 047) its islands bound.
  await page.waitForFunction(
    () => {
      const root = document.documentElement;
      return root.hasAttribute('data-hydrated') || root.hasAttribute('data-islands-ready');
    },
    null,
    { timeout: TIMEOUT_MS },
  );
  last = Date.now();
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  await page.close();
  return { urls: [...seen].sort(), html };
}

/**
 * Script files and gzip bytes fetched before interaction, per route: the maximum over
 * {@link VIEWPORTS}, and the HTML the server sent. `routes` are URL paths the server answers.
 * @returns {Promise<Map<string, { files: number, bytes: number, urls: string[], html: string }>>}
 */
export async function fetchedScripts(routes, { dir = buildDir, concurrency = 2 } = {}) {
  const server = await startServer({ dir });
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  const results = new Map();
  try {
    const contexts = await Promise.all(
      VIEWPORTS.map(({ width, height }) => browser.newContext({ viewport: { width, height } })),
    );
    const jobs = routes.flatMap((route) => contexts.map((context) => ({ route, context })));
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { urls, html } = await scriptsOf(job.context, `${server.url}${job.route}`);
        const bytes = urls.reduce((sum, url) => sum + gzipBytes(join(dir, url)), 0);
        const previous = results.get(job.route);
        if (!previous || urls.length > previous.files || bytes > previous.bytes) {
          results.set(job.route, {
            files: Math.max(urls.length, previous?.files ?? 0),
            bytes: Math.max(bytes, previous?.bytes ?? 0),
            urls: urls.length >= (previous?.urls.length ?? 0) ? urls : previous.urls,
            html,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
