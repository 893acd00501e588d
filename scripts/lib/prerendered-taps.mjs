// The prerendered tap of `npm run bench:islands`: Chromium driven through a tab target (so it may
// prerender, scripts/lib/tab-browser.mjs), a link hovered until the browser has prerendered its
// page (or `waitMs` on a page whose rules prerender only on the press), then tapped.
import { openTab } from './tab-browser.mjs';

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

async function until(check, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await wait(20);
  }
}

/**
 * `taps` taps from `from` to `to` on `url`, each on a freshly opened `from`. Returns `failures`
 * (messages) and `samples`, one a tap: `down` and `up` (pointerdown and click, ms since the epoch, the page's own clock), `shown`
 * (the next page's first contentful paint, or its activation if later), `how` (prerendered,
 * navigational-prefetch or network), `hover` (ms from the hover to the prerender ready, or null).
 */
export async function prerenderedTaps(options) {
  const samples = [];
  const failures = [];
  // A tap that fails (the browser crashed or starved past a timeout) is noted and the rest go on
  // in a fresh browser; a third failure ends the run.
  while (samples.length < options.taps && failures.length < 3) {
    try {
      await tapsInOneBrowser(options, samples);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      console.error(`  a prerendered tap failed: ${failures.at(-1)}`);
    }
  }
  return { samples, failures };
}

async function tapsInOneBrowser({ executable, args, url, from, to, taps, press, waitMs }, samples) {
  const tab = await openTab(executable, args);
  try {
    const marks = {};
    tab.on('Runtime.consoleAPICalled', ({ args: [label, kind, at] }) => {
      if (label?.value === 'bench-tap') marks[kind?.value] = at?.value;
    });
    let ready = false;
    tab.on('Preload.prerenderStatusUpdated', ({ key, status }) => {
      if (new URL(key.url).pathname === to && status === 'Ready') ready = true;
    });
    while (samples.length < taps) {
      ready = false;
      for (const key of Object.keys(marks)) delete marks[key];
      await tab.send('Page.navigate', { url: `${url}${from}` });
      await until(
        () =>
          tab.evaluate(
            `location.pathname === ${JSON.stringify(from)} && document.readyState === 'complete' && ['data-islands-ready', 'data-hydrated'].some((name) => document.documentElement.hasAttribute(name))`,
          ),
        60_000,
        `${from} ready`,
      );
      await tab.send('Preload.enable');
      await tab.send('Runtime.enable');
      const box = await tab.evaluate(`(() => {
        const link = document.createElement('a');
        link.href = ${JSON.stringify(to)};
        link.textContent = 'Our team';
        link.style.display = 'block';
        document.querySelector('main')?.prepend(link);
        for (const [type, kind] of [['pointerdown', 'down'], ['click', 'up']]) {
          link.addEventListener(type, (event) =>
            console.debug('bench-tap', kind, performance.timeOrigin + event.timeStamp));
        }
        const { x, y, height } = link.getBoundingClientRect();
        return { x: x + 5, y: y + height / 2 };
      })()`);
      const hoveredAt = Date.now();
      await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...box });
      // Prerendered and loaded, as a visitor's pause on the link allows; else the press starts it.
      const loaded = await until(
        async () =>
          (ready &&
            (await tab.prerenderedWhere(
              `location.pathname === ${JSON.stringify(to)} && document.readyState === 'complete'`,
            ))) ||
          Date.now() - hoveredAt > waitMs,
        waitMs + 1000,
        'prerender',
      ).then(() => ready);
      const hover = loaded ? Date.now() - hoveredAt : null;
      const button = { button: 'left', clickCount: 1, ...box };
      await tab.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...button });
      await wait(press);
      await tab.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...button });
      const next = await until(
        () =>
          tab.evaluate(`(() => {
            if (location.pathname !== ${JSON.stringify(to)}) return null;
            const [paint] = performance.getEntriesByName('first-contentful-paint');
            if (!paint) return null;
            const [entry] = performance.getEntriesByType('navigation');
            const activated = entry?.activationStart ?? 0;
            return {
              shown: performance.timeOrigin + Math.max(paint.startTime, activated),
              how: activated > 0 ? 'prerendered' : entry?.deliveryType || 'network',
            };
          })()`),
        30_000,
        `${to} shown`,
      );
      await until(async () => marks.down && marks.up, 5000, 'tap marks');
      samples.push({ down: marks.down, up: marks.up, shown: next.shown, how: next.how, hover });
    }
  } finally {
    await tab.close();
  }
}
