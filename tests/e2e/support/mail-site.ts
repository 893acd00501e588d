import type { Page } from '@playwright/test';
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { signInStored } from './admin-session';
import { test as base } from './fixtures';
import { INBOX_PASSWORD, OWNER_EMAIL } from './mail-server';

export { INBOX_PASSWORD, type MailSite, OWNER_EMAIL, OWNER_NAME } from './mail-server';

/** Playwright's `test` (support/fixtures.ts), whose worker fixtures include the `mailSite`. */
export const test = base;

export { expect } from '@playwright/test';

/**
 * Opens the admin signed in (the first owner unless told otherwise), at `path` (`/admin` unless
 * told): through its form the first time in a worker, then with that stored session
 * (admin-session.ts). Resolves with the screen's answer.
 */
export function signInToInbox(
  page: Page,
  base: string,
  { email = OWNER_EMAIL, password = INBOX_PASSWORD, path = '/admin' } = {},
) {
  return signInStored(page, base, { email, password }, path);
}

/**
 * Posts a form as a browser without script would: the page's own form token, then the post (at
 * once: this server's "too fast" rule is lowered, QUICK_FILL). Resolves with the answer (not
 * followed, so a 303 shows as one).
 */
export async function postAsPerson(
  page: Page,
  base: string,
  path: string,
  form: Record<string, string>,
) {
  const html = await (await page.request.get(`${base}${path}`)).text();
  const token = html.match(new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`))?.[1] ?? '';
  return page.request.post(`${base}${path}`, {
    form: { ...form, [TOKEN_FIELD]: token },
    headers: { Origin: base },
    maxRedirects: 0,
  });
}
