import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../scripts/serve.mjs';
import { startSmtp } from '../../server/support/smtp';
import { test as base } from './fixtures';
import { INBOX_PASSWORD, type MailSite } from './mail-site';

/**
 * The mail site of mail-site.ts for the quote-files spec, with room for its posts: every test
 * sends from 127.0.0.1, and past FORMS_PER_HOUR (10 by default) a server files posts from one
 * address in Spam, so a spec sharing a worker's server with others would see its quote vanish.
 */
export const test = base.extend<object, { mailSite: MailSite }>({
  mailSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const dir = mkdtempSync(join(tmpdir(), 'site-e2e-quote-'));
      const server = await startServer({
        env: {
          DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
          SMTP_URL: smtp.url,
          NOTIFY_TO: 'office@example.com',
          ADMIN_PASSWORD: INBOX_PASSWORD,
          RATE_LIMIT_PER_MINUTE: '10000',
          VITALS_PER_MINUTE: '10000',
          FORMS_PER_HOUR: '10000',
          OUTBOX_INTERVAL_SECONDS: '1',
        },
      });
      await use({ url: server.url, smtp });
      await server.close();
      await smtp.close();
    },
    { scope: 'worker' },
  ],
});
