import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brand } from '../../../app/brand';
import { startServer } from '../../../scripts/serve.mjs';
import { startCapture } from '../../server/support/capture-http';
import { QUICK_FILL } from '../../server/support/form-tokens';
import { startSmtp } from '../../server/support/smtp';

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

/** The `mailSite` worker fixture's body (registered in fixtures.ts; mail-site.ts has its helpers). */
export async function provideMailSite(use: (site: MailSite) => Promise<void>) {
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
}
