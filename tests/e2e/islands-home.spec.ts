import type { Locator, Page } from '@playwright/test';
import { expect, plainGoto, test } from './support/hydration';

// The home pages' own islands (decision 047) where a real browser matters, on /home-two (served
// with islands): the awards list shows the picked award's picture, loaded when it is first
// shown, and the hover-expand services lay the reached panel out wider with its picture. The
// controllers' details are unit-tested in jsdom (app/islands/awards-list.test.tsx,
// service-hover-list.test.tsx); the sections' order and links are in home-pages.spec.ts.

const PAGE = '/home-two';

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

/** The site's own scripts the page requests, by path. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      paths.push(url.pathname);
  });
  return paths;
}

/** Whether an image has been fetched and decoded (a lazy image out of view has not). */
const isLoaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an award picked from the list shows its own picture, fetched when first shown, with no React', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await plainGoto(page, PAGE);
  const awards = page.locator('[data-section="awards"]');
  await awards.scrollIntoViewIfNeeded();
  await expect(awards).toHaveAttribute('data-island-started', '');
  const pictureOf = (year: string) => awards.locator(`[data-award-image="${year}"] img`);
  await expect(pictureOf('2005')).toBeVisible();
  // Every picture is in the HTML; a hidden one is not fetched until it is shown.
  await expect(pictureOf('1968')).toBeHidden();
  expect(await isLoaded(pictureOf('1968'))).toBe(false);

  await awards.getByRole('button', { name: /1968/ }).click();
  await expect(pictureOf('1968')).toBeVisible();
  await expect.poll(() => isLoaded(pictureOf('1968'))).toBe(true);
  await expect(pictureOf('2005')).toBeHidden();
  await expect(awards.locator('[data-award-caption]:visible')).toHaveCount(1);

  // From the keyboard: Shift+Tab reaches the award above, which becomes the one shown.
  await page.keyboard.press('Shift+Tab');
  await expect(awards.getByRole('button', { name: /1990/ })).toBeFocused();
  await expect(pictureOf('1990')).toBeVisible();
  await expect(pictureOf('1968')).toBeHidden();

  expect(scripts.filter((path) => !path.startsWith('/assets/islands/'))).toEqual([]);
  expect(scripts.some((path) => path.startsWith('/assets/islands/awards-list-'))).toBe(true);
});

test('the hover-expand service the pointer reaches is laid out wider, with its picture shown', async ({
  page,
}) => {
  await plainGoto(page, PAGE);
  const list = page.locator('[data-section="service-hover-list"]');
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute('data-island-started', '');
  const panels = list.locator('li');
  const width = async (index: number) => (await panels.nth(index).boundingBox())?.width ?? 0;
  const pictureOpacity = (index: number) =>
    panels
      .nth(index)
      .locator('[data-service-part="picture"]')
      .evaluate((element) => getComputedStyle(element).opacity);

  // The first panel is open at first: wider than the others, its picture the only one shown.
  expect(await width(0)).toBeGreaterThan((await width(3)) * 1.5);
  expect(await pictureOpacity(0)).toBe('1');
  expect(await pictureOpacity(3)).toBe('0');

  await panels.nth(3).hover();
  await expect.poll(async () => (await width(3)) > (await width(0)) * 1.5).toBe(true);
  await expect.poll(() => pictureOpacity(3)).toBe('1');
  expect(await pictureOpacity(0)).toBe('0');

  // Keyboard focus does the same for the panel it reaches.
  await panels.nth(1).getByRole('link').focus();
  await expect.poll(() => pictureOpacity(1)).toBe('1');
  expect(await width(1)).toBeGreaterThan(await width(3));
});
