import type { Page, Route } from '@playwright/test';

/** Scripts held back by {@link holdScripts}. */
export interface HeldScripts {
  /** How many script requests are waiting. */
  count: () => number;
  /** Lets every held request through, and every later one straight away. */
  release: () => Promise<void>;
}

/** Which script URLs to hold: all of the site's (default) or those matching a pattern. */
export type HoldFilter = (url: URL) => boolean;

/**
 * Every script of the site but the islands boot: on a page with islands (decision 047) the boot
 * is the part that holds an early tap (its module script also delays the load event), so the
 * moment before the code is the moment before each island's own file.
 */
const siteScripts: HoldFilter = (url) =>
  url.pathname.endsWith('.js') && !url.pathname.includes('/islands/boot-');

/**
 * Holds back the page's scripts (request interception) until `release()`, so a test can act
 * on the pre-rendered page at the moment a slow phone would show it without its code: before
 * the app has booted (the default), or before one deferred block's code has arrived (`only`).
 * Call it before `page.goto`.
 */
export async function holdScripts(
  page: Page,
  only: HoldFilter = siteScripts,
): Promise<HeldScripts> {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => {
      if (isReleased || !only(new URL(route.request().url()))) return route.continue();
      held.push(route);
    },
  );
  return {
    count: () => held.length,
    release: async () => {
      isReleased = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens `path` with its scripts held, runs `tap` on the bare HTML, releases the scripts, and
 * returns once `effect` holds (it should use web-first assertions, which retry). Fails when
 * the page had booted before the tap, so the test really exercised the moment before.
 */
export async function tapBeforeScripts(
  page: Page,
  path: string,
  tap: () => Promise<void>,
  effect: () => Promise<void>,
  only?: HoldFilter,
): Promise<void> {
  const scripts = await holdScripts(page, only);
  await page.goto(path);
  await tap();
  // A tap on a plain link starts a navigation that may destroy the page this asks: the new page
  // has not hydrated either, since its scripts are held too.
  const hydrated = await page
    .evaluate(() => document.documentElement?.hasAttribute('data-hydrated') ?? false)
    .catch((error: unknown) => {
      if (/context was destroyed|navigat/i.test(String(error))) return false;
      throw error;
    });
  if (!only && hydrated)
    throw new Error(`${path} hydrated before the tap: the scripts were not held back`);
  await scripts.release();
  await effect();
}
