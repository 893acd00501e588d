import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

// Public pages are served with islands (decision 047). The admin is the React Router app: a
// client-side link from it to a public page would have its router draw that page with React.
// Every way from the admin (or a screen its app draws) to a public page loads a document.

test.use({ viewport: { width: 1440, height: 900 } });

/** Whether the page runs the React Router app (its context or manifest is on the window). */
const runsRouter = (page: Page) =>
  page.evaluate(() => '__reactRouterContext' in window || '__reactRouterManifest' in window);

/**
 * Follows `link` and checks that a new document came: the islands boot's ready mark, no router,
 * and not the admin's window (a mark set on it before the click is gone).
 */
async function expectDocumentLoad(page: Page, link: Locator, path: string | RegExp) {
  await page.evaluate(() => Object.assign(window, { adminWindow: true }));
  await link.click();
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
  await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
  expect(await page.evaluate(() => 'adminWindow' in window)).toBe(false);
  expect(await runsRouter(page)).toBe(false);
}

/** Opens the admin screen at `path`, signed in, with its app hydrated. */
async function openAdmin(page: Page, base: string, path: string) {
  await signInToInbox(page, base, { path });
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

test("the admin's links to the site load the public page as a document", async ({
  page,
  mailSite,
}) => {
  await openAdmin(page, mailSite.url, '/admin');
  await expectDocumentLoad(page, page.getByRole('link', { name: 'View the site' }), '/');

  // An item's "View on the site", and its preview (a plain form posted into a new tab).
  await openAdmin(page, mailSite.url, '/admin/content/services');
  await page
    .locator('main a[href^="/admin/content/services/"]:not([href$="/new"])')
    .first()
    .click();
  const view = page.getByRole('link', { name: /^View on the site/ });
  await view.waitFor();
  const href = (await view.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/services\/[\w-]+$/);
  const edit = new URL(page.url());
  await expectDocumentLoad(page, view, href);

  await openAdmin(page, mailSite.url, `${edit.pathname}${edit.search}`);
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Preview the saved draft/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`${href}\\?preview=`));
  await expect(preview.locator('html')).toHaveAttribute('data-islands-ready', '');
  expect(await runsRouter(preview)).toBe(false);
  await preview.close();
});

test("a Not Found screen the admin's app draws leaves for public pages by document", async ({
  page,
  mailSite,
}) => {
  for (const part of ['banner', 'contentinfo'] as const) {
    await openAdmin(page, mailSite.url, '/admin');
    // A client-side navigation of the admin's app to an address whose route answers 404: the
    // root's error screen, drawn by React in the browser (the server sends it with islands).
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
      ).__reactRouterDataRouter.navigate('/thank-you/no-such-form'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect(await runsRouter(page)).toBe(true);
    const link = page.getByRole(part).locator('a[href^="/"]:not([href^="/admin"])').first();
    const href = (await link.getAttribute('href')) ?? '';
    await expectDocumentLoad(page, link, href === '/' ? `${mailSite.url}/` : href);
  }
});

test("the admin's own 404 stays its React screen, in the admin's frame", async ({
  page,
  mailSite,
}) => {
  const response = await signInToInbox(page, mailSite.url, { path: '/admin/leads/no-such-view' });
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await runsRouter(page)).toBe(true);
});
