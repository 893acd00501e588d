import type { Locator } from '@playwright/test';
import { loadMoreCounts, projectSlugs } from './support/content';
import { expect, test } from './support/hydration';

// The gallery and the portfolio grids on islands (decision 047): what only a real browser shows.
// Their behaviour (filters, counts, keys, Load More, focus) is tested in inner-pages-b.spec.ts,
// the controllers in app/islands/*.test.tsx, a tap before their code in early-taps.spec.ts.

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether every picture in `cards` has loaded and decoded (it was not left inert). */
const picturesLoaded = (cards: Locator) =>
  cards
    .locator('img')
    .evaluateAll((images) =>
      images.every(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );

test('the cards Load More brings from its template show their pictures', async ({ page }) => {
  const [first = 0, second] = loadMoreCounts(projectSlugs.length, 4, 2);
  await page.goto('/portfolio/2-columns');
  const cards = page.getByRole('main').locator('ul > li');
  await expect(cards).toHaveCount(first);
  if (second === undefined) {
    // Every project shows at first: there is nothing to load, and no button offers it.
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    return;
  }
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(second);
  const added = cards.nth(first);
  await added.scrollIntoViewIfNeeded();
  await expect.poll(() => picturesLoaded(added)).toBe(true);
});

test('a chosen gallery filter is there again after a project page and Back', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Corporate' }).click();
  await expect(page).toHaveURL(/\?filter=corporate$/);
  const items = page.locator('#gallery-items > li');
  const shown = await items.count();
  await items.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/portfolio\/[a-z-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?filter=corporate$/);
  await expect(page.getByRole('button', { name: 'Corporate' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(items).toHaveCount(shown);
  await expect.poll(() => picturesLoaded(items)).toBe(true);
});
