import type { CDPSession, Page } from '@playwright/test';
import { chromeArgs, findChrome } from '../../scripts/find-chrome.mjs';
import { openTab } from '../../scripts/lib/tab-browser.mjs';
import { watchViolations } from './support/csp';
import { holdScripts } from './support/hold-scripts';
import { expect, plainGoto, test } from './support/hydration';

// Navigating between pages with islands (issue 30): the next page fetched ahead by Speculation
// Rules (prerendered on hover), no cross-document view transition, the back/forward cache, the
// colour mode without script.

const ISLANDS_PAGE = '/history';
const NEXT_PAGE = '/team';
/** A desktop Chrome's user agent, for a headless browser that must not count as a bot. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

// These tests need the back/forward cache: the full browser (the headless shell has none) without
// Playwright's switch that turns the cache off.
test.use({
  launchOptions: {
    executablePath: findChrome(),
    args: chromeArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

interface RuleSet {
  id: string;
  errorType?: string;
  errorMessage?: string;
}
interface AttemptSource {
  key: { action: string; url: string };
}

/** The browser's view of the page's speculation: its rule sets and the links they apply to. */
async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  let sources: AttemptSource[] = [];
  const statuses: { action: string; url: string; status: string }[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  cdp.on(
    'Preload.preloadingAttemptSourcesUpdated',
    (event: { preloadingAttemptSources: AttemptSource[] }) => {
      sources = event.preloadingAttemptSources;
    },
  );
  cdp.on('Preload.prefetchStatusUpdated', (event: { key: { url: string }; status: string }) =>
    statuses.push({ action: 'Prefetch', url: event.key.url, status: event.status }),
  );
  cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string }; status: string }) =>
    statuses.push({ action: 'Prerender', url: event.key.url, status: event.status }),
  );
  await cdp.send('Preload.enable');
  return {
    ruleSets,
    statuses,
    /** Paths the rules apply to, for one action (Prefetch or Prerender). */
    paths: (action: string) =>
      sources
        .filter((source) => source.key.action === action)
        .map(({ key }) => {
          const url = new URL(key.url);
          return url.pathname + url.search;
        }),
  };
}

test('the speculation rules are valid, allowed by the policy, and leave out what must not be fetched ahead', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const speculation = await watchSpeculation(page);
  await page.goto(ISLANDS_PAGE);
  const text = await page.locator('script[type="speculationrules"]').textContent();
  const rules = JSON.parse(text ?? '');
  expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
  expect(rules.prefetch[0].eagerness).toBe('moderate');
  expect(rules.prerender[0].eagerness).toBe('moderate');
  // Links to every kind of address, as a page could carry them.
  await page.evaluate(() => {
    const links: [string, string?][] = [
      ['/faq'],
      ['/blog/page/2'],
      ['/admin'],
      ['/admin/leads'],
      ['/api/forms/contact'],
      ['/thank-you/contact'],
      ['/newsletter'],
      ['/newsletter/confirm/abc'],
      ['/search?q=roof'],
      ['/feed.xml'],
      ['/media/photo.jpg'],
      ['/privacy?nofollow', 'nofollow'],
      ['/pricing-plans?download', 'download'],
      ['https://example.com/elsewhere'],
    ];
    const list = document.createElement('nav');
    for (const [href, kind] of links) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      if (kind === 'nofollow') link.rel = 'nofollow';
      if (kind === 'download') link.download = '';
      list.append(link);
    }
    document.querySelector('main')?.append(list);
  });
  await expect.poll(() => speculation.paths('Prefetch')).toContain('/blog/page/2');
  expect(speculation.ruleSets.length).toBeGreaterThan(0);
  expect(speculation.ruleSets.filter((set) => set.errorType)).toEqual([]);
  for (const action of ['Prefetch', 'Prerender']) {
    const paths = speculation.paths(action);
    expect(paths).toContain('/faq');
    const excluded = paths.filter((path) =>
      /^\/(admin|api|thank-you|newsletter|search)\b|\.|nofollow|download|elsewhere/.test(path),
    );
    expect(excluded, action).toEqual([]);
  }
  expect(await violations()).toEqual([]);
});

/** The paths of the page views the page sends (app/stats/beacon.ts), in order. */
function watchViews(page: Page): string[] {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/views'))
      views.push(JSON.parse(request.postData() ?? '{}').path);
  });
  return views;
}

/** Adds a link in view at the top of the main text, as a page's own text would carry one. */
async function addLink(page: Page, href: string) {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Next page';
    link.id = 'next-page';
    document.querySelector('main')?.prepend(link);
  }, href);
  return page.locator('#next-page');
}

test('a link hovered on a page with islands is fetched ahead, opens from that copy, and counts once', async ({
  page,
}) => {
  const speculation = await watchSpeculation(page);
  const views = watchViews(page);
  await page.goto(ISLANDS_PAGE);
  await expect.poll(() => views).toEqual([ISLANDS_PAGE]);
  // The menus' links are folded away: one in view, as the page's own text would carry.
  const link = await addLink(page, NEXT_PAGE);
  await link.hover();
  await expect
    .poll(() =>
      speculation.statuses.some(
        ({ url, status }) => new URL(url).pathname === NEXT_PAGE && status === 'Ready',
      ),
    )
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  const delivery = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      deliveryType?: string;
      activationStart?: number;
    })[];
    return { deliveryType: entry?.deliveryType, activated: (entry?.activationStart ?? 0) > 0 };
  });
  expect(delivery.activated || delivery.deliveryType === 'navigational-prefetch').toBe(true);
  // Shown once: counted once, and not while it was only fetched or prerendered ahead.
  await expect.poll(() => views).toEqual([ISLANDS_PAGE, NEXT_PAGE]);
});

// The office, form and other excluded links are left out by the rules themselves: the browser's
// list of the links each rule applies to (the first test above) and app/islands/speculation-rules.test.ts.
test('a hovered public link is prerendered and fetched ahead, and nothing else is', async ({
  page,
}) => {
  const speculation = await watchSpeculation(page);
  await page.goto(ISLANDS_PAGE);
  await (await addLink(page, NEXT_PAGE)).hover();
  const attempted = (action: string) =>
    speculation.statuses
      .filter((status) => status.action === action)
      .map(({ url }) => new URL(url).pathname);
  // Chromium under Playwright declines the prerender itself (PrerenderingDisabledByDevTools), but
  // reports the attempt; the prefetch completes.
  await expect.poll(() => attempted('Prerender')).toContain(NEXT_PAGE);
  await expect
    .poll(() =>
      speculation.statuses.some(
        ({ action, url, status }) =>
          action === 'Prefetch' && new URL(url).pathname === NEXT_PAGE && status === 'Ready',
      ),
    )
    .toBe(true);
  expect([...new Set([...attempted('Prerender'), ...attempted('Prefetch')])]).toEqual([NEXT_PAGE]);
});

test('in a browser that prerenders, a hovered page is prerendered, opens at once, and counts its view only once shown', async ({
  baseURL,
}) => {
  // Chromium under Playwright never prerenders: this one is driven through its tab target, as
  // `npm run bench:islands` does. A headless browser's own user agent would be counted as a bot.
  const tab = await openTab(findChrome(), [...chromeArgs, `--user-agent=${VISITOR_AGENT}`], {
    network: true,
  });
  const views: string[] = [];
  tab.on(
    'Network.requestWillBeSent',
    ({ request }: { request: { url: string; postData?: string } }) => {
      if (request.url.endsWith('/api/views')) views.push(JSON.parse(request.postData ?? '{}').path);
    },
  );
  const statuses: string[] = [];
  tab.on(
    'Preload.prerenderStatusUpdated',
    ({ key, status }: { key: { url: string }; status: string }) =>
      statuses.push(`${new URL(key.url).pathname} ${status}`),
  );
  const prerendered = (path: string) =>
    tab.prerenderedWhere(`location.pathname === '${path}' && document.readyState === 'complete'`);
  try {
    await tab.send('Page.navigate', { url: `${baseURL}${ISLANDS_PAGE}` });
    await expect
      .poll(() =>
        tab
          .evaluate(`document.documentElement.hasAttribute('data-islands-ready')`)
          .catch(() => false),
      )
      .toBe(true);
    await tab.send('Preload.enable');
    const spots: Record<string, { x: number; y: number }> = await tab.evaluate(`(() => {
      const spots = {};
      for (const href of ['${NEXT_PAGE}', '/faq']) {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = href;
        link.style.display = 'block';
        document.querySelector('main').prepend(link);
      }
      for (const link of document.querySelectorAll('main > a')) {
        const { x, y, height } = link.getBoundingClientRect();
        spots[link.getAttribute('href')] = { x: x + 5, y: y + height / 2 };
      }
      return spots;
    })()`);
    // Hovered and left: prerendered, never shown, never counted.
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...spots[NEXT_PAGE] });
    await expect.poll(() => prerendered(NEXT_PAGE), { timeout: 20_000 }).toBe(true);
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...spots['/faq'] });
    await expect.poll(() => prerendered('/faq'), { timeout: 20_000 }).toBe(true);
    const press = { button: 'left', clickCount: 1, ...spots['/faq'] };
    await tab.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press });
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press });
    // Asked of the browser, not the page: the tab's document changes as the prerender is shown.
    const shown = async () => {
      const { currentIndex, entries } = await tab.send('Page.getNavigationHistory');
      return new URL(entries[currentIndex].url).pathname;
    };
    await expect.poll(() => shown().catch(() => ''), { timeout: 20_000 }).toBe('/faq');
    expect(
      await tab.evaluate(`performance.getEntriesByType('navigation')[0].activationStart > 0`),
    ).toBe(true);
    await expect.poll(() => views).toEqual([ISLANDS_PAGE, '/faq']);
    expect(statuses).toContain(`${NEXT_PAGE} Ready`);
  } finally {
    await tab.close();
  }
});

test('back to a page with islands restores it from the back/forward cache and counts the view again, once', async ({
  page,
}) => {
  const views = watchViews(page);
  await page.goto(ISLANDS_PAGE);
  await expect.poll(() => views).toEqual([ISLANDS_PAGE]);
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => {
      document.documentElement.dataset.restored = String(event.persisted);
    }),
  );
  await (await addLink(page, NEXT_PAGE)).click();
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  await expect.poll(() => views).toEqual([ISLANDS_PAGE, NEXT_PAGE]);
  await page.goBack({ waitUntil: 'commit' });
  // The same document, kept whole: the listener added before leaving reports the restore.
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  await expect.poll(() => views).toEqual([ISLANDS_PAGE, NEXT_PAGE, ISLANDS_PAGE]);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  await expect.poll(() => views).toEqual([ISLANDS_PAGE, NEXT_PAGE, ISLANDS_PAGE, NEXT_PAGE]);
});

test('page-to-page navigations do not wait for a view transition (it doubled the time to the next page)', async ({
  page,
}) => {
  await page.goto(ISLANDS_PAGE);
  const rules = await page.evaluate(() => {
    const found: { media: string; navigation: string }[] = [];
    const visit = (list: CSSRuleList, media: string) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
        else if (rule.constructor.name === 'CSSViewTransitionRule')
          found.push({ media, navigation: (rule as CSSRule & { navigation: string }).navigation });
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
    return found;
  });
  expect(rules).toEqual([]);
});

/** The page's background colour: the `--bg` token of the mode shown. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(250, 248, 244)';
/** Where a settings switch's thumb sits: moved along when the switch looks on. */
const OFF = '0px';
const ON = '20px';
/** A settings switch's thumb. */
const thumb = (page: Page, name: string) =>
  page.getByRole('switch', { name }).locator('span span').last();
const DARK_BG = 'rgb(24, 22, 20)';

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the page is dark, and the dark mode switch shows it', async ({ page }) => {
      await plainGoto(page, ISLANDS_PAGE);
      expect(await background(page)).toBe(DARK_BG);
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(thumb(page, 'Dark mode')).toHaveCSS('translate', ON);
    });
  });

  test('a visitor who chose light sees light from the first paint, and the switches show the stored choices before their code', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('cursor', 'off');
    });
    // The settings island's code is held: what shows is the HTML and the theme boot's marks.
    const held = await holdScripts(page, (url) => url.pathname.includes('/islands/settings-'));
    await plainGoto(page, ISLANDS_PAGE);
    expect(await background(page)).toBe(LIGHT_BG);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(held.count).toBeGreaterThan(0);
    await expect(thumb(page, 'Dark mode')).toHaveCSS('translate', OFF);
    await expect(thumb(page, 'Custom cursor')).toHaveCSS('translate', OFF);
    await held.release();
    await expect(page.getByRole('switch', { name: 'Custom cursor' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Dark chosen now: the page and the switch follow, and the next page opens dark.
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    expect(await background(page)).toBe(DARK_BG);
    await expect(thumb(page, 'Dark mode')).toHaveCSS('translate', ON);
  });
});

// Pages with islands do not shift as they load (layout shift at most 0.01): checked on
// pages.spec.ts's desktop load of every pre-rendered URL (support/islands-load.ts).
