import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';
import { type MailSite, provideMailSite } from './mail-server';
import { provideStatsSite, type StatsSite } from './stats-site';

/**
 * Playwright's `test` with browser contexts kept for the whole worker, one per set of options
 * (viewport, motion, script on or off …). A fresh context per test cost more than the test on
 * this 2-core machine: about 2 CPU-seconds to start its first page and 2 more to load the site's
 * code with an empty cache. Each test still gets a page of its own; afterwards its pages are
 * closed and the context's cookies, permissions and storage cleared, so no test sees another's
 * state. The HTTP cache is kept (a route that intercepts requests bypasses it, so tests that hold
 * scripts back still see every request).
 */
/** Contexts whose clock a test took over (page.clock is the context's). */
const clocked = new WeakSet<BrowserContext>();

/**
 * Notes when a test installs or moves the context's fake clock. Playwright's clock belongs to
 * the context, stays installed and reaches every page opened in it afterwards, with no way to
 * remove it: a pooled context that kept one gave the next test's pages paused timers and
 * frames (a page that never became ready, tests/e2e/support/ready-diagnosis.ts). Such a context
 * is closed after its test instead of going back to the pool.
 */
function watchClock(context: BrowserContext) {
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of [
    'install',
    'pauseAt',
    'setFixedTime',
    'setSystemTime',
    'fastForward',
    'runFor',
  ]) {
    const original = clock[name]?.bind(clock);
    if (!original) continue;
    clock[name] = (...args: unknown[]) => {
      clocked.add(context);
      return original(...args);
    };
  }
}

/**
 * Every worker fixture of the suite is registered here, on the one `test` every spec builds on,
 * even those a spec never uses (a worker fixture starts only when a test asks for it). Playwright
 * runs a test only in a worker whose worker fixtures are the same as its own: with a fixture
 * added by some specs only, each change from such a spec to another in the (file-ordered) queue
 * stopped the worker and started a new one, its Node, its browser and its servers again.
 */
interface WorkerFixtures {
  contextPool: Map<string, BrowserContext>;
  /** A site of the worker's own that mails through a captured SMTP server (mail-server.ts). */
  mailSite: MailSite;
  /** A site of the worker's own with a month of statistics (stats-site.ts). */
  statsSite: StatsSite;
}

export const test = base.extend<object, WorkerFixtures>({
  contextPool: [
    // Depends on the browser so that it is torn down, closing its contexts, before the browser.
    async ({ browser: _browser }, use) => {
      const pool = new Map<string, BrowserContext>();
      await use(pool);
      await Promise.all([...pool.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  mailSite: [async ({}, use) => provideMailSite(use), { scope: 'worker' }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  statsSite: [async ({}, use) => provideStatsSite(use), { scope: 'worker' }],
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
    if (!context) {
      context = await browser.newContext(options);
      watchClock(context);
      contextPool.set(key, context);
    }
    const visited = new Set<string>();
    const remember = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) visited.add(origin);
      });
    context.on('page', remember);
    await use(context);
    context.off('page', remember);
    if (clocked.has(context)) {
      contextPool.delete(key);
      await context.close();
    } else await resetContext(context, visited, javaScriptEnabled !== false);
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
