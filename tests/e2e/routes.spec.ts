import { suffixOf } from './support/html';
import { expect, test } from './support/hydration';
import { watchProblems } from './support/page-problems';
import {
  isPrerendered,
  postSlugs,
  prerenderedRoutes,
  projectSlugs,
  serviceSlugs,
} from './support/routes';
import { builtTitles, siteSuffix } from './support/site-titles';

// Every pre-rendered route's own checks (HTML, hydration, CSP, axe) are in pages.spec.ts.
const NOT_FOUND_HEADING = 'Oops! Page not found';
const NOT_FOUND_PATH = '/404-error';

const routes = prerenderedRoutes();

test('the build pre-renders the home page, the not-found destination and every detail slug', () => {
  expect(routes).toContain('/');
  expect(routes).toContain(NOT_FOUND_PATH);
  for (const [prefix, slugs] of [
    ['/services/', serviceSlugs],
    ['/portfolio/', projectSlugs],
    ['/blog/', postSlugs],
  ] as const) {
    if (!isPrerendered(`${prefix}${slugs[0]}`)) continue;
    for (const slug of slugs)
      expect(routes, `${prefix}${slug} is pre-rendered`).toContain(`${prefix}${slug}`);
  }
});

test('every page title except the home page ends with one shared site suffix', () => {
  expect(siteSuffix, 'a " | Brand" suffix exists').not.toBe('');
  const odd = [...builtTitles].filter(
    ([route, title]) => route !== '/' && suffixOf(title) !== siteSuffix,
  );
  expect(odd, `titles not ending with "${siteSuffix}"`).toEqual([]);
});

test.describe('not found', () => {
  test('an unknown path answers 404 and shows the Not Found screen with a way home', async ({
    page,
    request,
    baseURL,
  }) => {
    const raw = await request.get('/this-does-not-exist');
    expect(raw.status()).toBe(404);

    const problems = watchProblems(page, baseURL ?? '', {
      allowStatus: (url, status) => status === 404 && url.pathname === '/this-does-not-exist',
    });
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(
      page.getByRole('main').getByRole('link', { name: /back to home/i }),
    ).toHaveAttribute('href', '/');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test(`${NOT_FOUND_PATH} answers 200 with the same Not Found heading`, async ({
    page,
    request,
  }) => {
    expect((await request.get(NOT_FOUND_PATH)).status()).toBe(200);
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    await expect(
      page.getByRole('main').getByRole('link', { name: /back to home/i }),
    ).toHaveAttribute('href', '/');
  });

  const kinds = [
    { prefix: '/services', first: serviceSlugs[0] },
    { prefix: '/portfolio', first: projectSlugs[0] },
    { prefix: '/blog', first: postSlugs[0] },
  ].filter(({ prefix, first }) => isPrerendered(`${prefix}/${first}`));

  for (const { prefix } of kinds) {
    test(`${prefix}/nope redirects to ${NOT_FOUND_PATH} without asking for its data`, async ({
      page,
    }) => {
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.data') && pathname.includes('nope'))
          dataRequests.push(request.url());
      });
      await page.goto(`${prefix}/nope`);
      await expect(page).toHaveURL((url) => url.pathname === NOT_FOUND_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
      expect(dataRequests).toEqual([]);
    });
  }
});

test.describe('theme boot script', () => {
  const themeClasses = (page: import('@playwright/test').Page) =>
    page.evaluate(() => [
      document.documentElement.classList.contains('dark'),
      document.body.classList.contains('dark'),
    ]);

  test('follows prefers-color-scheme when no theme is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await themeClasses(page)).toEqual([true, true]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await themeClasses(page)).toEqual([false, false]);
  });

  test('a stored theme wins over prefers-color-scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/');
    expect(await themeClasses(page)).toEqual([false, false]);
  });
});
