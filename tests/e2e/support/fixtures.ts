import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

/**
 * Playwright's `test` with browser contexts kept for the whole worker, one per set of options
 * (viewport, motion, script on or off …). A fresh context per test cost more than the test on
 * this 2-core machine: about 2 CPU-seconds to start its first page and 2 more to load the site's
 * code with an empty cache. Each test still gets a page of its own; afterwards its pages are
 * closed and the context's cookies, permissions and storage cleared, so no test sees another's
 * state. The HTTP cache is kept (a route that intercepts requests bypasses it, so tests that hold
 * scripts back still see every request).
 */
/** How many tests one pooled context serves before a new one takes over. */
const CONTEXT_USES = 25;
/** Tests served so far by each pooled context, by its options (one worker's). */
const contextUses = new Map<string, number>();

export const test = base.extend<object, { contextPool: Map<string, BrowserContext> }>({
  contextPool: [
    // Depends on the browser so that it is torn down, closing its contexts, before the browser.
    async ({ browser: _browser }, use) => {
      const pool = new Map<string, BrowserContext>();
      await use(pool);
      await Promise.all([...pool.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      contextPool,
      browser,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      locale,
      timezoneId,
    },
    use,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      locale,
      timezoneId,
    };
    const key = JSON.stringify(options);
    let context = contextPool.get(key);
    const uses = (contextUses.get(key) ?? 0) + 1;
    // Retired after CONTEXT_USES tests: in full runs a page of a context that had served about
    // fifty tests stopped running its timers (tests/e2e/support/ready-diagnosis.ts says how it
    // was seen), never in a fresh one.
    if (context && uses > CONTEXT_USES) {
      await context.close();
      context = undefined;
    }
    if (!context) {
      context = await browser.newContext(options);
      contextPool.set(key, context);
      contextUses.set(key, 1);
    } else contextUses.set(key, uses);
    const visited = new Set<string>();
    const remember = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) visited.add(origin);
      });
    context.on('page', remember);
    await use(context);
    context.off('page', remember);
    await resetContext(context, visited, javaScriptEnabled !== false);
  },
});

/** Closes the test's pages and clears what the site may have stored (cookies, storage, permissions). */
async function resetContext(context: BrowserContext, visited: Set<string>, canEvaluate: boolean) {
  const pages = context.pages();
  const cleared = new Set<string>();
  if (canEvaluate) {
    // Cheapest: clear each origin's storage from a page that is still on it.
    for (const page of pages) {
      const url = page.url();
      if (!url.startsWith('http')) continue;
      const { origin } = new URL(url);
      if (cleared.has(origin)) continue;
      const done = await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
          return true;
        })
        .catch(() => false);
      if (done) cleared.add(origin);
    }
  }
  await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
  await context.clearPermissions();
  // Without script a page cannot write storage; cookies are all there is to clear.
  if (!canEvaluate || [...visited].every((origin) => cleared.has(origin))) {
    await context.clearCookies();
  } else {
    // An origin the test left: Playwright's own reset clears cookies and every origin's storage.
    await context.setStorageState({ cookies: [], origins: [] });
  }
}

export { expect } from '@playwright/test';
