import type { Page } from '@playwright/test';
import { loadMoreCounts, projectSlugs } from './support/content';
import { watchViolations } from './support/csp';
import { expect, test } from './support/fixtures';
import { holdScripts, tapBeforeScripts } from './support/hold-scripts';

// Every public page is served with islands (decision 047): a tap on an island's button before
// its code is held by the inline catcher and replayed by the boot; platform controls (dialogs,
// popovers, <details>, links) work with no script at all. The React pages' early-taps script
// went with decision 047's clean-up (the admin starts at once).

/** "Within a few seconds" of the scripts arriving. */
const SOON = { timeout: 5_000 };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Cards on /portfolio/2-columns after one Load More (from 4, two a click). */
const AFTER_LOAD_MORE = loadMoreCounts(projectSlugs.length, 4, 2)[1] ?? 0;
/** Holds only one island's file (the islands boot runs): its controller arrives after the tap. */
const islandFile = (name: string) => (url: URL) =>
  url.pathname.startsWith(`/assets/islands/${name}-`);

const firstSlideInView = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.findIndex((s) => s.hasAttribute('data-in-view')));

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a tap before the scripts arrive takes effect at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('search opens from its icon', async ({ page }) => {
      const toggle = page.getByRole('button', { name: 'Search' }).first();
      await tapBeforeScripts(
        page,
        '/faq',
        () => toggle.click(),
        () => expect(page.getByPlaceholder('Search Here.....')).toBeVisible(SOON),
      );
    });

    test('the settings panel opens and its dark-mode switch answers', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await tapBeforeScripts(
        page,
        '/faq',
        () => page.getByRole('button', { name: 'Settings' }).click(),
        () => expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible(SOON),
      );
      await page.getByRole('switch', { name: 'Dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    });

    test('a carousel moves on from its next button', async ({ page }) => {
      const carousel = page.getByRole('region', { name: 'Our services' });
      await tapBeforeScripts(
        page,
        '/',
        () => carousel.getByRole('button', { name: 'Next slide: Our services' }).click(),
        () => expect.poll(() => firstSlideInView(page, 'Our services'), SOON).toBeGreaterThan(0),
        islandFile('carousel'),
      );
    });
  });
}

// Islands whose control is the same button in the same markup at every width (the width only
// moves it): the tap held and replayed is checked once, at a phone's width. At desktop width
// pages.spec.ts loads /, /home-two, /gallery and /portfolio/2-columns with every deferred block
// hydrated (no error, axe in both themes); the islands-*.spec.ts files click them there. Search,
// settings and the carousel (other header controls, other slides per view) stay at both widths.
test.describe(`a tap before its island's code arrives takes effect at ${PHONE.width} px`, () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('the video modal opens from the about section', async ({ page }) => {
    const play = page
      .locator('section[aria-labelledby="home-about-heading"]')
      .getByRole('button', { name: /^Play video/ });
    await tapBeforeScripts(
      page,
      '/',
      () => play.click(),
      () => expect(page.getByRole('dialog')).toBeVisible(SOON),
      islandFile('video-modal'),
    );
  });

  // /gallery, the portfolio grids and the home pages are served with islands (decision 047):
  // the tap reaches the page before its island's code (only that file is held: a held module
  // boot would hold back the load event), which the inline catcher holds and the boot replays.
  test('a gallery filter applies', async ({ page }) => {
    const marketing = page.getByRole('button', { name: 'Marketing' });
    await tapBeforeScripts(
      page,
      '/gallery',
      () => marketing.click(),
      () => expect(marketing).toHaveAttribute('aria-pressed', 'true', SOON),
      islandFile('gallery-filter'),
    );
    const categories = await page
      .locator('#gallery-items > li')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-category')));
    expect(new Set(categories)).toEqual(new Set(['marketing']));
  });

  test('Load More shows two more projects', async ({ page }) => {
    const cards = page.getByRole('main').locator('a[href^="/portfolio/"]');
    await tapBeforeScripts(
      page,
      '/portfolio/2-columns',
      () => page.getByRole('button', { name: 'Load More' }).click(),
      () => expect(cards).toHaveCount(AFTER_LOAD_MORE, SOON),
      islandFile('portfolio-grid'),
    );
  });

  test('an award picked from the list shows its picture', async ({ page }) => {
    const awards = page.locator('[data-section="awards"]');
    await tapBeforeScripts(
      page,
      '/home-two',
      () => awards.getByRole('button', { name: /1968/ }).click(),
      () =>
        expect(awards.locator('[data-award-picture]')).toHaveAttribute(
          'data-award-picture',
          '1968',
          SOON,
        ),
      islandFile('awards-list'),
    );
  });

  test('a hover-expand service opens when it has focus', async ({ page }) => {
    const items = page.locator('[data-section="service-hover-list"] li');
    await tapBeforeScripts(
      page,
      '/home-two',
      () => items.nth(2).getByRole('link').focus(),
      () => expect(items.nth(2)).toHaveAttribute('data-active', '', SOON),
      islandFile('service-hover-list'),
    );
  });
});

test.describe('header controls at 1280 px', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('a main-menu submenu opens', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tapBeforeScripts(
      page,
      '/faq',
      () => nav.getByRole('button', { name: 'Pages' }).click(),
      () => expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible(SOON),
    );
  });

  test('a main-menu submenu opens on hover before its code has loaded', async ({ page }) => {
    const menuCode: string[] = [];
    page.on('request', (request) => {
      if (/\/main-menu-[\w-]+\.js$/.test(request.url())) menuCode.push(request.url());
    });
    // On a page with islands the menu's island loads on the first hover (decision 047).
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
    expect(menuCode, 'the menu code waits for the visitor').toHaveLength(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pages' }).hover();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible(SOON);
    expect(menuCode).toHaveLength(1);
  });
});

test.describe("a tap after the islands boot started, before its island's code arrived", () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('Load More is replayed once the grid island has started', async ({ page }) => {
    const cards = page.getByRole('main').locator('a[href^="/portfolio/"]');
    await tapBeforeScripts(
      page,
      '/portfolio/2-columns',
      async () => {
        // The islands boot runs (the inline catcher holds the tap, the boot replays it); only the
        // grid's own code is still away.
        await expect(page.locator('script[data-islands-boot]')).toHaveCount(1);
        await page.getByRole('button', { name: 'Load More' }).click();
        await expect(cards).toHaveCount(loadMoreCounts(projectSlugs.length, 4, 2)[0] ?? 0);
      },
      () => expect(cards).toHaveCount(AFTER_LOAD_MORE, SOON),
      islandFile('portfolio-grid'),
    );
  });
});

// The islands boot is an external module: until it has run, the page's inline catcher
// (app/islands/tap-catcher.ts) holds a tap on an island's button, and the boot replays it.
test.describe('a tap before the islands boot has run', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('Load More is held by the inline catcher and takes effect once, with no CSP violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const cards = page.getByRole('main').locator('a[href^="/portfolio/"]');
    const loadMore = page.getByRole('button', { name: 'Load More' });
    const boot = await holdScripts(page, islandFile('boot'));
    // The boot module holds back the load event: open the page without waiting for it.
    await page.goto('/portfolio/2-columns', { waitUntil: 'commit' });
    await loadMore.click();
    await expect(loadMore).toHaveAttribute('data-island-tap', '');
    expect(boot.count(), 'the boot is still held').toBe(1);
    const [first = 0, second = 0] = loadMoreCounts(projectSlugs.length, 4, 2);
    await expect(cards).toHaveCount(first);
    await boot.release();
    await expect(cards).toHaveCount(second, SOON);
    await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '', SOON);
    await expect(loadMore).not.toHaveAttribute('data-island-tap');
    await expect(cards).toHaveCount(second);
    expect(await violations()).toEqual([]);
  });
});

test.describe('counters', () => {
  test.use({ viewport: PHONE, reducedMotion: 'no-preference' });

  const number = (page: Page) =>
    page.locator('[data-counter]').last().locator('[aria-hidden="true"]');
  const shown = async (page: Page) => Number.parseInt((await number(page).textContent()) ?? '', 10);
  // /about-us is served with islands (decision 047): the counters' own code is what is held.
  const counterCode = (url: URL) => /\/islands\/counter-[\w-]+\.js$/.test(url.pathname);
  // An anchor link, End or a fling: the page lands on the counters in one step.
  const jumpToCounters = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-counter]')].at(-1)?.scrollIntoView({ block: 'center' }),
    );

  test('count up when a jump lands on them before their code arrived', async ({ page }) => {
    let final = 0;
    await tapBeforeScripts(
      page,
      '/about-us',
      async () => {
        final = await shown(page);
        await jumpToCounters(page);
      },
      async () => {
        await expect.poll(() => shown(page), SOON).toBeLessThan(final);
        await expect.poll(() => shown(page), SOON).toBe(final);
      },
      counterCode,
    );
    expect(final).toBeGreaterThan(0);
  });

  test('stay still under reduced motion, with the final value in the HTML', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tapBeforeScripts(
      page,
      '/about-us',
      () => jumpToCounters(page),
      async () => {
        const counter = page.locator('[data-counter]').last();
        await expect(counter).toHaveAttribute('data-island-started', '', SOON);
        const readable = await counter.locator('.sr-only').textContent();
        await page.waitForTimeout(500);
        await expect(counter.locator('[aria-hidden="true"]')).toHaveText(readable ?? '');
      },
      counterCode,
    );
  });
});

test.describe('platform controls work while the scripts are still held', () => {
  test.use({ reducedMotion: 'reduce' });

  const openers = [
    { viewport: PHONE, path: '/faq', button: 'Open menu', dialog: 'Menu' },
    { viewport: DESKTOP, path: '/faq', button: 'Open info panel', dialog: /^About/ },
    { viewport: PHONE, path: '/', button: /^Play video/, dialog: /./ },
  ] as const;
  for (const { viewport, path, button, dialog } of openers) {
    test(`${button} opens its dialog on ${path} at ${viewport.width} px with no script`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const scripts = await holdScripts(page);
      // The page taken at commit: on a page with islands (/, decision 047) the held module boot
      // holds back the load event; the click waits for the button in the HTML.
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('button', { name: button }).first().click();
      const opened = page.getByRole('dialog', { name: dialog });
      await expect(opened).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
      await expect(page.getByRole('button', { name: button }).first()).toBeFocused();
      await scripts.release();
    });
  }

  test('the search box opens and closes with no script', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByPlaceholder('Search Here.....');
    await expect(field).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(field).toBeHidden();
  });

  test('the settings panel opens from its gear and closes with Escape with no script', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/faq');
    const gear = page.getByRole('button', { name: 'Settings' });
    await gear.click();
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(darkMode).toBeHidden();
  });

  test('mobile submenus keep one open per level with no script', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await holdScripts(page);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.locator('summary', { hasText: 'Pages' }).click();
    await expect(menu.getByRole('link', { name: 'Pricing Plans' })).toBeVisible();
    await menu.locator('summary', { hasText: 'Blog' }).click();
    await expect(menu.getByRole('link', { name: 'Pricing Plans' })).toBeHidden();
    await expect(menu.locator('details[open]')).toHaveCount(1);
  });
});
