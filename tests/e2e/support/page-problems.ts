import type { Page } from '@playwright/test';

/**
 * Collects what should never happen on a page: console errors, uncaught exceptions,
 * and same-origin requests that fail or answer >= 400. Cross-origin embeds (video,
 * maps) are ignored: the test machines have no outside network.
 */
export function watchProblems(
  page: Page,
  baseURL: string,
  options: { allowStatus?: (url: URL, status: number) => boolean } = {},
) {
  const origin = new URL(baseURL).origin;
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const failedLoad = /Failed to load resource.*?status of (\d+)/i.exec(message.text());
    if (where && /Failed to load resource/i.test(message.text())) {
      if (!sameOrigin(where)) return;
      // Chrome also logs the responses the test allowed; the response listener judges those.
      if (failedLoad && options.allowStatus?.(new URL(where), Number(failedLoad[1]))) return;
    }
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!sameOrigin(request.url())) return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (!sameOrigin(response.url()) || response.status() < 400) return;
    if (options.allowStatus?.(new URL(response.url()), response.status())) return;
    problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
