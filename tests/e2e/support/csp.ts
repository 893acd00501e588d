import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the embed `iframe` has left about:blank and its document (the embed's, or the
 * browser's error page when the closed network or the policy refused it) has loaded: a frame the
 * policy blocks is reported as its navigation starts, so by then any violation is in.
 */
export async function frameNavigated(iframe: Locator) {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('The iframe has no frame.');
  await expect.poll(() => frame.url()).not.toBe('about:blank');
  await frame.waitForLoadState('load');
}

/** Records CSP violations (the DOM event) and the console's "Refused to …" errors. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    Object.assign(window, { cspViolations: found });
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...console,
  ];
}
