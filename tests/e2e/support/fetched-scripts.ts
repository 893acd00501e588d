import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { gzipBytes } from '../../../scripts/lib/route-bytes.mjs';
import { plainGoto, waitForHydration } from './hydration';
import { buildDir } from './routes';

/**
 * How long no script may be requested or in flight, once the route's chunks have loaded, for
 * the page to count as settled. What comes after hydration without a tap (deferred blocks
 * near the viewport, the page-view beacon, a carousel's library) is asked for by effects and
 * visibility callbacks in the frames right after hydration, each within milliseconds of the
 * one before it.
 */
const SETTLE_MS = 400;
const POLL_MS = 50;

/**
 * The chunks React Router's manifest names for the page: the client entry and, for every
 * route the page booted with, its module and the modules it imports.
 */
function missingRouteChunks(): string[] {
  const w = window as unknown as {
    __reactRouterManifest?: {
      entry: { module: string; imports: string[] };
      routes: Record<string, { module: string; imports?: string[] }>;
    };
    __reactRouterRouteModules?: Record<string, unknown>;
  };
  const manifest = w.__reactRouterManifest;
  if (!manifest) return ['the route manifest'];
  const wanted = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of Object.keys(w.__reactRouterRouteModules ?? {})) {
    const route = manifest.routes[id];
    if (route) wanted.push(route.module, ...(route.imports ?? []));
  }
  const loaded = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return wanted.filter((url) => !loaded.has(url));
}

/**
 * The site's scripts a page fetches from navigation until it has settled after hydration,
 * with no interaction (what `npm run budget` measures; the JS budget's second half): the app
 * has hydrated, every chunk the route manifest names for the page has loaded, and no script
 * has been in flight or asked for since for {@link SETTLE_MS}. Leaves the page as loaded:
 * blocks near the viewport hydrated, the others not reached for.
 */
export async function scriptsBeforeInteraction(page: Page, baseURL: string, path: string) {
  const seen = new Set<string>();
  const inFlight = new Set<Request>();
  let last = Date.now();
  const { origin } = new URL(baseURL);
  const isOwnScript = (request: Request) =>
    request.resourceType() === 'script' && new URL(request.url()).origin === origin;
  const onRequest = (request: Request) => {
    if (!isOwnScript(request)) return;
    seen.add(new URL(request.url()).pathname);
    inFlight.add(request);
    last = Date.now();
  };
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return;
    last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const response = await plainGoto(page, path, { waitUntil: 'load' });
  // A page with islands (decision 047) has no router: its boot says when its islands are bound.
  const isIslandsPage = await page.evaluate(
    () => document.querySelector('script[data-islands-boot]') !== null,
  );
  await waitForHydration(page);
  // Polled as a string: the function answers the missing list, and an empty list is truthy.
  if (!isIslandsPage) {
    await page.waitForFunction(`(${missingRouteChunks.toString()})().length === 0`, null, {
      polling: POLL_MS,
    });
  }
  last = Math.max(last, Date.now());
  while (inFlight.size > 0 || Date.now() - last < SETTLE_MS) await page.waitForTimeout(POLL_MS);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  const urls = [...seen].filter((url) => url.startsWith('/assets/')).sort();
  const bytes = urls.reduce((sum, url) => sum + gzipBytes(join(buildDir, url)), 0);
  // `scripts`: every script of the site's own it asked for, by path, /assets/ or not.
  return { response, urls, bytes, scripts: [...seen] };
}
