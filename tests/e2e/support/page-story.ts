import type { Page, TestInfo } from '@playwright/test';

/**
 * What a page did, for a test that fails rarely and only in a loaded full run (the content
 * editor's lost presses): its posts and their answers, navigations, dialogs, console errors and
 * uncaught exceptions, with milliseconds since the test started. Printed only when the test
 * failed; nothing is checked here.
 */
export function recordStory(page: Page) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) =>
    lines.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
  const path = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.isNavigationRequest()) {
      note(`${request.method()} ${request.resourceType()} ${path(request.url())}`);
    }
  });
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' || response.status() >= 300) {
      note(`answer ${response.status()} ${path(response.url())}`);
    }
  });
  page.on('requestfailed', (request) =>
    note(`failed ${path(request.url())} ${request.failure()?.errorText}`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${path(frame.url())}`);
  });
  page.on('dialog', (dialog) => note(`dialog ${dialog.type()}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return (info: TestInfo) => {
    if (info.status !== info.expectedStatus) console.log(`What the page did:\n${lines.join('\n')}`);
  };
}
