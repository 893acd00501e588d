import type { Page } from '@playwright/test';
import { expectNoAxeViolationsHere } from './support/axe';
import { expect, test } from './support/fixtures';

// The scan helper itself (support/axe.ts puts axe-core into the page once and runs it there):
// it must report what axe finds in each theme, and scan again in a document it has not seen.

/** A page of the site's origin (the helper stores the theme as the toggle does) with `body`. */
async function pageWith(page: Page, body: string) {
  await page.goto('/robots.txt');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title><style>
    body { background: #fff; color: #000 }
    .faint-in-light { color: #c8c8c8 } .dark .faint-in-light { color: #000 }
    .dark .faint-in-dark { background: #000; color: #262626 }
  </style></head><body><main><h1>Axe check</h1>${body}</main></body></html>`);
}

test('the axe helper reports a light-only and a dark-only contrast failure, and scans a new document', async ({
  page,
}) => {
  await pageWith(page, '<p class="faint-in-light">Faint in light</p>');
  const light = await expectNoAxeViolationsHere(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(light).toContain('[light] color-contrast');
  expect(light).not.toContain('[dark]');

  await pageWith(page, '<p class="faint-in-dark">Faint in dark</p>');
  const dark = await expectNoAxeViolationsHere(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(dark).toContain('[dark] color-contrast');
  expect(dark).not.toContain('[light]');

  // A rule that is not a colour rule, and a clean page after it.
  await pageWith(page, '<img src="/favicon.svg">');
  await expect(expectNoAxeViolationsHere(page)).rejects.toThrow('[light] image-alt');
  await pageWith(page, '<p>Plain text</p>');
  await expectNoAxeViolationsHere(page);
});
