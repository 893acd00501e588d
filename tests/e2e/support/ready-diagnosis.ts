import type { Page } from '@playwright/test';

/**
 * What a page that never became ready was doing, for the failure message: the document's
 * state, each island and whether it started, the site's scripts and whether their responses
 * ended, and whether the page still renders frames (a hidden or frozen page runs no
 * requestAnimationFrame, which the islands boot waits one of).
 */
export async function readyDiagnosis(page: Page): Promise<string> {
  const state = await within(5000, pageState(page), 'no answer from the page within 5 s');
  const timers = await within(
    3000,
    page.evaluate(() => new Promise<string>((resolve) => setTimeout(resolve, 0, 'run'))),
    'a timer set by the test never fired',
  ).catch((error: unknown) => String(error));
  const browser = await within(5000, browserSide(page), 'no answer from the browser within 5 s');
  // Whether the page was frozen (its task queues stopped, as for a background tab): thawed, its
  // timers fire again.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setWebLifecycleState', { state: 'active' }).catch(() => undefined);
  await cdp.detach().catch(() => undefined);
  const timersAfterThaw = await within(
    3000,
    page.evaluate(() => new Promise<string>((resolve) => setTimeout(resolve, 0, 'run'))),
    'still no timer',
  ).catch((error: unknown) => String(error));
  const processes = await within(5000, busyProcesses(page), 'no process list within 5 s');
  return JSON.stringify({ state, timers, browser, timersAfterThaw, processes }, null, 1);
}

/** Resolves with `fallback` when `work` takes longer than `ms`. */
function within<T>(ms: number, work: Promise<T>, fallback: string): Promise<T | string> {
  return Promise.race([work, new Promise<string>((resolve) => setTimeout(resolve, ms, fallback))]);
}

/** What the browser knows without the page's script: its tabs, the page's history, and where its script is stuck (a pause names the running function). */
async function browserSide(page: Page) {
  const tabs = page
    .context()
    .pages()
    .map((other) => other.url());
  const cdp = await page.context().newCDPSession(page);
  const history = await cdp
    .send('Page.getNavigationHistory')
    .then(({ currentIndex, entries }) => ({
      currentIndex,
      urls: entries.map((entry) => entry.url),
    }))
    .catch((error: unknown) => String(error));
  const paused = new Promise<string[]>((resolve) =>
    cdp.on('Debugger.paused', (event) =>
      resolve(
        event.callFrames
          .slice(0, 8)
          .map(
            (frame) =>
              `${frame.functionName || '(anonymous)'} ${frame.url}:${frame.location.lineNumber + 1}`,
          ),
      ),
    ),
  );
  await cdp.send('Debugger.enable').catch(() => undefined);
  await cdp.send('Debugger.pause').catch(() => undefined);
  const stack = await within(
    3000,
    paused,
    'no script running (the pause never came; a page paused already reports it on enable)',
  );
  await cdp.send('Debugger.resume').catch(() => undefined);
  await cdp.detach().catch(() => undefined);
  return { tabs, history, stack };
}

async function pageState(page: Page) {
  return page
    .evaluate(() => {
      // Synchronous only: a page whose script is off runs no timer or frame callback.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          const name = new URL(timing.name).pathname.replace(/^\/assets\//, '');
          return `${name} ${timing.responseEnd ? `${Math.round(timing.responseEnd)} ms` : 'pending'}`;
        });
      return {
        url: location.pathname,
        readyState: document.readyState,
        visibility: document.visibilityState,
        prerendering: (document as { prerendering?: boolean }).prerendering ?? false,
        sinceStart: Math.round(performance.now()),
        // With scripting off when the page was parsed, <noscript> holds elements, not text.
        parsedWithoutScript: [...document.querySelectorAll('noscript')].some(
          (element) => element.children.length > 0,
        ),
        bootScript: Boolean(document.querySelector('script[data-islands-boot]')),
        marks: [...document.documentElement.attributes]
          .map((attribute) => attribute.name)
          .filter((name) => name.startsWith('data-')),
        islands: [...document.querySelectorAll('[data-island]')].map(
          (element) =>
            `${element.getAttribute('data-island')}${element.hasAttribute('data-island-started') ? ' started' : ''}`,
        ),
        scripts,
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
}

/**
 * Every page the browser still holds (closed tabs whose renderer lives on included) and the CPU
 * each of its processes used over one second: a renderer busy at 100 % with another page's
 * script would starve this page's timers while it still answers the debugger.
 */
async function busyProcesses(page: Page) {
  const browser = page.context().browser();
  if (!browser) return 'no browser';
  const cdp = await browser.newBrowserCDPSession();
  const cpu = async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return new Map(processInfo.map((info) => [info.id, { type: info.type, cpu: info.cpuTime }]));
  };
  const before = await cpu();
  await new Promise((done) => setTimeout(done, 1000));
  const after = await cpu();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach().catch(() => undefined);
  return {
    targets: targetInfos.map(
      (target) => `${target.type} ${target.url}${target.attached ? ' (attached)' : ''}`,
    ),
    cpuPerSecond: [...after].map(
      ([id, { type, cpu }]) =>
        `${type} ${id}: ${(cpu - (before.get(id)?.cpu ?? cpu)).toFixed(2)} s`,
    ),
  };
}
