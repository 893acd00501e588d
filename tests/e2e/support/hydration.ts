import type { Page } from '@playwright/test';
import { test as base } from './fixtures';
import { readyDiagnosis } from './ready-diagnosis';

/** How long a page may take to become ready before the test fails with what the page was doing. */
const READY_WITHIN_MS = 30_000;

/**
 * Resolves once the app and every deferred block (`data-defer`) on the page have hydrated, or
 * on a page with islands once its boot has bound the islands due at load.
 * Blocks load their code only when they come near or are reached for, so this asks each one
 * to load, the way a tap would (the early-taps script's `defer-want` event).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // A page with islands (decision 047) has no React: its boot marks the islands bound.
      if (document.documentElement?.hasAttribute('data-islands-ready')) return true;
      const blocks = Array.from(document.querySelectorAll('[data-defer]:not([data-hydrated])'));
      for (const block of blocks) {
        if (block.hasAttribute('data-wanted')) continue;
        block.setAttribute('data-wanted', '');
        block.dispatchEvent(new Event('defer-want'));
      }
      // Between two documents (a link just followed) there may be no root element yet.
      return (
        document.documentElement?.hasAttribute('data-hydrated') === true && blocks.length === 0
      );
    },
    null,
    { polling: 100, timeout: READY_WITHIN_MS },
  ).catch(async (error: unknown) => {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(`${page.url()} never became ready: ${await readyDiagnosis(page)}`);
  });
}

/** Opens a page and waits until clicks and key presses reach React's handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Each page's own `goto`, which does not touch the page after load (see {@link plainGoto}). */
const plainGotos = new WeakMap<Page, Page['goto']>();

/** Opens `url` without waiting for hydration or reaching for any block: as a visitor who only looks. */
export function plainGoto(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  return (plainGotos.get(page) ?? page.goto.bind(page))(url, options);
}

/**
 * Playwright's `test` whose `page.goto` also waits for hydration. The site's code starts after
 * the load event (common/defer-boot.ts), so a click straight after `load` would reach the
 * static HTML only; a page that never hydrates fails here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    plainGotos.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
