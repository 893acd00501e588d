import type { Locator, Page } from '@playwright/test';
import { holdScripts } from './support/hold-scripts';
import { expect, plainGoto, test } from './support/hydration';

// The carousels as islands (decision 047, app/islands/carousel.ts) on /testimonial, the page
// that has one: what needs a real browser (layout, Embla's movement, the pointer, focus, the
// reduced-motion preference, time). The markup and each rule are unit-tested in
// app/islands/carousel.test.tsx. One width: the desktop default of the config.

const PAGE = '/testimonial';
const NAME = 'Client testimonials';
/** A step of the paused clock between two readings: about one slide change (Embla, ~1 s). */
const STEP_MS = 1_000;
/** Longer than the content carousels' autoplay delay (CAROUSEL_AUTOPLAY_MS, 4 s) twice over. */
const TWO_DELAYS_MS = 9_000;

/** Polls of the paused clock: each reading already lets a step of time pass. */
const STEPPING = { timeout: 20_000, intervals: [50] };

const carouselOf = (page: Page) => page.getByRole('region', { name: NAME });

/** The slide nearest the carousel's centre (the testimonials are centred on the selected one). */
function centred(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const box = region.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]'));
    const distances = slides.map((slide) => {
      const rect = slide.getBoundingClientRect();
      return Math.abs(rect.left + rect.width / 2 - middle);
    });
    return distances.indexOf(Math.min(...distances));
  });
}

/** Every script of the site's own the page requests, by path. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const emblaFetched = (scripts: string[]) =>
  scripts.some((path) => path.includes('/islands/embla-carousel.esm-'));

/** Scrolls the carousel near, as a visitor does, and waits for its island. */
async function reachCarousel(page: Page): Promise<Locator> {
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-island-started', '');
  return carousel;
}

/** Pauses the page's clock where it is: time then moves only by `runFor`. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

/** Polls `read`, letting the paused clock run a step before each reading. */
const afterSteps = (page: Page, read: () => Promise<number>) => async () => {
  await page.clock.runFor(STEP_MS);
  return read();
};

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no React, autoplay off and announced, Embla only once it moves, previous and next', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(PAGE);
    const carousel = await reachCarousel(page);
    await expect(carousel.getByRole('button', { name: `Play ${NAME}` })).toHaveAttribute(
      'data-autoplay',
      'off',
    );
    await expect(carousel.locator('.carousel-track')).toHaveAttribute('aria-live', 'polite');
    expect(emblaFetched(scripts)).toBe(false);

    await carousel.getByRole('button', { name: `Next slide: ${NAME}` }).click();
    await expect.poll(() => centred(carousel)).toBe(1);
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute(
      'data-in-view',
    );
    await carousel.getByRole('button', { name: `Previous slide: ${NAME}` }).click();
    await expect.poll(() => centred(carousel)).toBe(0);
    expect(emblaFetched(scripts)).toBe(true);
    const theApp = scripts.filter((path) => path.endsWith('.js') && !path.includes('/islands/'));
    expect(theApp).toEqual([]);
  });

  test('from the keyboard: Tab reaches each control, Enter and Space press them', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const carousel = await reachCarousel(page);
    await carousel.getByRole('button', { name: `Previous slide: ${NAME}` }).focus();
    await page.keyboard.press('Tab');
    const toggle = carousel.getByRole('button', { name: `Play ${NAME}` });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: `Next slide: ${NAME}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => centred(carousel)).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => centred(carousel)).toBe(2);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    // The visitor asked for autoplay: it is on, and slide changes are no longer announced.
    await expect(carousel.getByRole('button', { name: `Pause ${NAME}` })).toBeFocused();
    await expect(carousel.locator('.carousel-track')).toHaveAttribute('aria-live', 'off');
  });

  test('a tap on Next before the island has its code is kept', async ({ page }) => {
    const held = await holdScripts(page, (url) => url.pathname.includes('/islands/carousel-'));
    await plainGoto(page, PAGE);
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: `Next slide: ${NAME}` }).click();
    await expect.poll(held.count).toBeGreaterThan(0);
    await held.release();
    await expect.poll(() => centred(carousel)).toBe(1);
  });

  test('nothing moves by itself and Embla never loads, until the visitor presses Play', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.clock.install();
    await page.goto(PAGE);
    const carousel = await reachCarousel(page);
    await pauseClock(page);
    await page.clock.runFor(TWO_DELAYS_MS);
    await expect(carousel.locator('.carousel-track')).toHaveCSS('transform', 'none');
    expect(emblaFetched(scripts)).toBe(false);
    await carousel.getByRole('button', { name: `Play ${NAME}` }).click();
    // The pointer and focus leave, which would hold autoplay while there.
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: `Pause ${NAME}` }).blur();
    await expect
      .poll(
        afterSteps(page, () => centred(carousel)),
        STEPPING,
      )
      .toBe(1);
  });
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('autoplay moves on by itself and holds while the pointer is over it or focus is in it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(PAGE);
    const carousel = await reachCarousel(page);
    await expect(carousel.getByRole('button', { name: `Pause ${NAME}` })).toHaveAttribute(
      'data-autoplay',
      'on',
    );
    await pauseClock(page);
    await page.mouse.move(0, 0);
    await expect
      .poll(
        afterSteps(page, () => centred(carousel)),
        STEPPING,
      )
      .toBe(1);

    await carousel.locator('[aria-roledescription="slide"]').nth(1).hover();
    await page.clock.runFor(TWO_DELAYS_MS);
    expect(await centred(carousel)).toBe(1);
    await page.mouse.move(0, 0);
    await expect
      .poll(
        afterSteps(page, () => centred(carousel)),
        STEPPING,
      )
      .toBe(2);

    const next = carousel.getByRole('button', { name: `Next slide: ${NAME}` });
    await next.focus();
    await page.clock.runFor(TWO_DELAYS_MS);
    expect(await centred(carousel)).toBe(2);
    await next.blur();
    await expect
      .poll(
        afterSteps(page, () => centred(carousel)),
        STEPPING,
      )
      .toBe(3);
  });
});
