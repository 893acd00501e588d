/**
 * A signed-in admin session stored once per worker and server (decision 042): the first test
 * of a worker that needs one signs in through the form; later ones put the stored cookie into
 * their (cleared) browser context and open the admin. A session that has ended meanwhile (a
 * test signed out everywhere, or changed the password) is made again through the form. The
 * sign-in tests themselves use the form (admin-accounts.spec.ts).
 */
import type { Cookie, Page, Response } from '@playwright/test';
import { SESSION_COOKIE, SIGN_IN_PATH } from '../../../common/admin-cookie';

/**
 * The signed-in frame is shown: Sign out in the desktop header, or the Menu button of the
 * compact header below 1024 px (Sign out is in the menu there).
 */
export const signedInFrame = (page: Page) =>
  page
    .getByRole('button', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Menu', exact: true }));

/**
 * The admin's sections: the strip of the desktop header, or, below 1024 px, the menu opened by
 * its button (a dialog that holds the same navigation).
 */
export async function adminNav(page: Page) {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  if ((await button.isVisible()) && !(await menu.isVisible())) await button.click();
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Each worker is a process of its own: this map is the worker's store. */
const stored = new Map<string, Cookie[]>();

/** Signs in through the admin's form and waits for the signed-in frame. */
export async function signInThroughForm(
  page: Page,
  base: string,
  { email, password }: { email: string; password: string },
) {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedInFrame(page).waitFor();
}

/**
 * Opens the admin screen at `path` (`/admin` unless told) signed in as `email`: with the stored
 * session, or through the form and then that screen. A stored session is checked on the screen
 * the test wants (the signed-in frame shows there), not on `/admin` first: one admin load per
 * test instead of two. Resolves with the screen's answer (the last load's).
 */
export async function signInStored(
  page: Page,
  base: string,
  account: { email: string; password: string },
  path = '/admin',
): Promise<Response | null> {
  const key = `${base} ${account.email}`;
  const cookies = stored.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    const response = await page.goto(`${base}${path}`);
    if (new URL(page.url()).pathname !== SIGN_IN_PATH) {
      await signedInFrame(page).waitFor();
      return response;
    }
    stored.delete(key);
  }
  await signInThroughForm(page, base, account);
  const session = (await page.context().cookies(base)).filter(
    (cookie) => cookie.name === SESSION_COOKIE,
  );
  if (session.length > 0) stored.set(key, session);
  if (path === '/admin') return null;
  const response = await page.goto(`${base}${path}`);
  await signedInFrame(page).waitFor();
  return response;
}
