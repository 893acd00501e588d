import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  chromium,
  type Page,
} from '@playwright/test';
import { chromeArgs, findChrome, findTestBrowser } from '../../../scripts/find-chrome.mjs';
import { type MailSite, provideMailSite } from './mail-server';
import { provideStatsSite, type StatsSite } from './stats-site';

/**
 * Playwright's `test` with browser contexts kept for the whole worker, one per set of options
 * (viewport, motion, script on or off …) and browser. A fresh context per test cost more than the
 * test on this 2-core machine: about 2 CPU-seconds to start its first page and 2 more to load the
 * site's code with an empty cache. Each test still gets a page of its own; afterwards its pages
 * are closed and the context's cookies, permissions and storage cleared, so no test sees
 * another's state. The HTTP cache is kept (a route that intercepts requests bypasses it, so tests
 * that hold scripts back still see every request). A second person in a test (another session)
 * gets a context of its own from the same pool (`secondContext`), cleared the same way.
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
 * The worker's contexts: those no test holds, by browser and options, and every one made (closed
 * with the worker). A test takes one for its page and, for a second person, another of the same
 * options if it asks; each goes back cleared when the test ends.
 */
class ContextPool {
  private readonly idle = new Map<string, BrowserContext[]>();
  private readonly made = new Set<BrowserContext>();

  /** A context with these options in `browser`, no other holder; `release` gives it back cleared. */
  async take(browser: Browser, key: string, options: BrowserContextOptions) {
    let context = this.idle.get(key)?.pop();
    if (!context) {
      context = await browser.newContext(options);
      watchClock(context);
      this.made.add(context);
      const made = context;
      made.once('close', () => this.forget(made));
    }
    const held = context;
    const visited = new Set<string>();
    const remember = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) visited.add(origin);
      });
    held.on('page', remember);
    const release = async () => {
      held.off('page', remember);
      // Closed by the test, or its clock taken over: not lent again.
      if (!this.made.has(held)) return;
      if (clocked.has(held)) {
        await held.close();
        return;
      }
      await resetContext(held, visited, options.javaScriptEnabled !== false);
      const list = this.idle.get(key) ?? [];
      list.push(held);
      this.idle.set(key, list);
    };
    return { context: held, release };
  }

  async closeAll() {
    await Promise.all([...this.made].map((context) => context.close()));
  }

  private forget(context: BrowserContext) {
    this.made.delete(context);
    for (const list of this.idle.values()) {
      const at = list.indexOf(context);
      if (at >= 0) list.splice(at, 1);
    }
  }
}

/**
 * Every worker fixture of the suite is registered here, on the one `test` every spec builds on,
 * even those a spec never uses (a worker fixture starts only when a test asks for it). Playwright
 * runs a test only in a worker whose worker fixtures are the same as its own: with a fixture
 * added by some specs only, each change from such a spec to another in the (file-ordered) queue
 * stopped the worker and started a new one, its Node, its browser and its servers again. For
 * the same reason the full browser is a worker fixture here, not a spec's `launchOptions`.
 */
interface WorkerFixtures {
  contextPool: ContextPool;
  /**
   * The full Chromium (findChrome), launched on the first call in a worker and kept: autofill
   * needs it (the headless shell the specs run in has none). The worker's own browser when that
   * is the full one already (CHROME_PATH).
   */
  fullBrowser: () => Promise<Browser>;
  /** A site of the worker's own that mails through a captured SMTP server (mail-server.ts). */
  mailSite: MailSite;
  /** A site of the worker's own with a month of statistics (stats-site.ts). */
  statsSite: StatsSite;
}

interface TestFixtures {
  /** The test's own context (its `page`) in the full browser (`fullBrowser`); off unless used. */
  inFullBrowser: boolean;
  /**
   * A context for a second person in the test (their own cookies and storage), with the test's
   * options changed by `options`: from the worker's pool, cleared when the test ends (not to be
   * closed by the test). Each call gives another.
   */
  secondContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The options of the test's own context (what the pool's contexts are told apart by). */
  pooledOptions: BrowserContextOptions;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fullBrowser: [
    async ({ browser }, use) => {
      const sameBrowser = findTestBrowser() === findChrome();
      let launched: Promise<Browser> | undefined;
      await use(() => {
        if (sameBrowser) return Promise.resolve(browser);
        launched ??= chromium.launch({ executablePath: findChrome(), args: chromeArgs });
        return launched;
      });
      if (launched) await (await launched).close();
    },
    { scope: 'worker' },
  ],
  contextPool: [
    // Depends on the browsers so that it is torn down, closing its contexts, before them.
    async ({ browser: _browser, fullBrowser: _fullBrowser }, use) => {
      const pool = new ContextPool();
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  mailSite: [async ({}, use) => provideMailSite(use), { scope: 'worker' }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  statsSite: [async ({}, use) => provideStatsSite(use), { scope: 'worker' }],
  inFullBrowser: [false, { option: true }],
  pooledOptions: async (
    {
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
    await use({
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
    });
  },
  context: async ({ contextPool, browser, fullBrowser, inFullBrowser, pooledOptions }, use) => {
    const on = inFullBrowser ? await fullBrowser() : browser;
    const key = `${inFullBrowser ? 'full' : 'test'} ${JSON.stringify(pooledOptions)}`;
    const { context, release } = await contextPool.take(on, key, pooledOptions);
    await use(context);
    await release();
  },
  secondContext: async (
    { contextPool, browser, fullBrowser, inFullBrowser, pooledOptions, context: _own },
    use,
  ) => {
    const releases: (() => Promise<void>)[] = [];
    await use(async (options = {}) => {
      const on = inFullBrowser ? await fullBrowser() : browser;
      const merged = { ...pooledOptions, ...options };
      const key = `${inFullBrowser ? 'full' : 'test'} ${JSON.stringify(merged)}`;
      const { context, release } = await contextPool.take(on, key, merged);
      releases.push(release);
      return context;
    });
    for (const release of releases) await release();
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
