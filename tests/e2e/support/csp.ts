import type { Page } from '@playwright/test';

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
