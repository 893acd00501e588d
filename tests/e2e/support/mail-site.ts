import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { brand } from '../../../app/brand';
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { startServer } from '../../../scripts/serve.mjs';
import { startCapture } from '../../server/support/capture-http';
import { QUICK_FILL } from '../../server/support/form-tokens';
import { startSmtp } from '../../server/support/smtp';
import { signInStored } from './admin-session';
import { test as base } from './fixtures';

export const INBOX_PASSWORD = 'e2e-mail-inbox-password';
/** The first owner's name (ADMIN_NAME). */
export const OWNER_NAME = 'Robin Hale';

/** The first owner's sign-in email: ADMIN_EMAIL is unset, so the company's email is used. */
export const OWNER_EMAIL = brand.email;

/** A server of the worker's own on a fresh SQLite file, mailing the office through a captured SMTP server. */
export interface MailSite {
  url: string;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The push service the server may push to (ALERTS_PUSH_TEST_ORIGIN), captured in this process. */
  push: Awaited<ReturnType<typeof startCapture>>;
}

/** Playwright's `test` with a `mailSite` per worker (plain page.goto: works with script off). */
export const test = base.extend<object, { mailSite: MailSite }>({
  mailSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const push = await startCapture();
      const dir = mkdtempSync(join(tmpdir(), 'site-e2e-mail-'));
      const server = await startServer({
        env: {
          DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
          SMTP_URL: smtp.url,
          NOTIFY_TO: 'office@example.com',
          ADMIN_PASSWORD: INBOX_PASSWORD,
          // Named, so a sign-in lands on the leads (unnamed, it asks for the name first).
          ADMIN_NAME: OWNER_NAME,
          RATE_LIMIT_PER_MINUTE: '10000',
          VITALS_PER_MINUTE: '10000',
          VIEWS_PER_MINUTE: '10000',
          // Every test of a worker posts from 127.0.0.1: more than the default 10 an hour would
          // put the later ones in Spam (spam-corpus.spec.ts tests that rule on its own server).
          FORMS_PER_HOUR: '10000',
          OUTBOX_INTERVAL_SECONDS: '1',
          // Scheduled publishes are looked for every second (office-day.spec.ts waits for one).
          CONTENT_SCHEDULE_SECONDS: '1',
          // The alerts' webhook receivers and push service are on this machine (decision 040).
          ALERTS_ALLOW_PRIVATE: '1',
          ALERTS_PUSH_TEST_ORIGIN: push.url,
          // Forms are posted as soon as they are filled (no person's pause): the "too fast"
          // rule keeps its own tests at its real time (spam-corpus.spec.ts, the server tests).
          ...QUICK_FILL,
        },
      });
      await use({ url: server.url, smtp, push });
      await server.close();
      await smtp.close();
      await push.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/**
 * Opens the admin signed in (the first owner unless told otherwise): through its form the first
 * time in a worker, then with that stored session (admin-session.ts).
 */
export async function signInToInbox(
  page: Page,
  base: string,
  { email = OWNER_EMAIL, password = INBOX_PASSWORD } = {},
) {
  await signInStored(page, base, { email, password });
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
