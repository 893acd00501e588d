import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until every deferred block (`data-defer`, see
 * app/lib/lazy-on-visible.tsx) has loaded its code and hydrated, so clicks
 * and key presses reach React handlers rather than the static HTML.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-defer]')).every((block) =>
      block.hasAttribute('data-hydrated'),
    ),
  );
}
