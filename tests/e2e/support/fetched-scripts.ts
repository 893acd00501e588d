import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { gzipBytes } from '../../../scripts/lib/route-bytes.mjs';
import { plainGoto } from './hydration';
import { buildDir } from './routes';

/** No script request for this long after hydration counts as the network being idle. */
const QUIET_MS = 1500;

/**
 * The site's scripts a page fetches from navigation until the network has been quiet after
 * hydration, with no interaction (what `npm run budget` measures; the JS budget's second half).
 * Leaves the page as loaded: blocks near the viewport hydrated, the others not reached for.
 */
export async function scriptsBeforeInteraction(page: Page, baseURL: string, path: string) {
  const seen = new Set<string>();
  let last = Date.now();
  const { origin } = new URL(baseURL);
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    seen.add(url.pathname);
    last = Date.now();
  };
  page.on('request', onRequest);
  const response = await plainGoto(page, path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    polling: 100,
  });
  last = Date.now();
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  page.off('request', onRequest);
  const urls = [...seen].filter((url) => url.startsWith('/assets/')).sort();
  const bytes = urls.reduce((sum, url) => sum + gzipBytes(join(buildDir, url)), 0);
  return { response, urls, bytes };
}
