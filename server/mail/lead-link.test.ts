import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { readConfig } from '../config.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { openServices } from '../services-start.ts';
import { officeMail } from './compose.ts';

const QUOTE = {
  kind: 'quote' as const,
  name: 'Rosa Diaz',
  email: 'rosa.diaz@example.com',
  phone: '+1 555 0101',
  message: 'A new deck.',
};

describe("the office's new-lead mail", () => {
  it("links to the lead's page under the site's address, with no personal data in the link", () => {
    const mail = officeMail(
      QUOTE,
      42,
      'office@example.com',
      undefined,
      undefined,
      'https://www.example.com',
    );
    const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toEqual(['https://www.example.com/admin/leads/42']);
    expect(mail.body).toContain('Open the lead: https://www.example.com/admin/leads/42\n');
  });

  describe('from a stored quote, on a server whose mail and address an owner set in /admin', () => {
    let opened: Awaited<ReturnType<typeof openServices>>;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      const dir = mkdtempSync(join(tmpdir(), 'lead-link-'));
      const config = readConfig({
        DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
        SMTP_TEST_PORT: String(smtp.port),
      });
      opened = await openServices(
        config,
        createFailureLog(() => undefined),
      );
    });
    afterAll(async () => {
      await opened?.services.flushing();
      await opened?.services.close();
      await opened?.database.close();
      opened?.transport.close();
      await smtp?.close();
    });

    it('is sent once the owner saved the server (no restart), its link on the saved address', async () => {
      const { services } = opened;
      const owner = { id: 1, email: 'owner@example.com' };
      expect(services.isMailOn).toBe(false);
      await services.mailAdmin.saveSiteAddress(owner, 'https://www.corbel.example');
      await services.mailAdmin.save(
        owner,
        {
          host: '127.0.0.1',
          port: String(smtp.port),
          security: 'none',
          user: '',
          from: 'site@corbel.example',
          notifyTo: 'office@corbel.example',
        },
        '',
      );
      expect(services.isMailOn).toBe(true);
      expect(services.publicUrl).toBe('https://www.corbel.example');
      const saved = await services.submissions.submit(QUOTE);
      if (!saved.ok) throw saved.error;
      await services.flushOutbox();
      const mail = await smtp.waitFor(
        (m) => m.to !== undefined && /Quote request/.test(m.subject ?? ''),
      );
      expect(mail.text).toContain(
        `Open the lead: https://www.corbel.example/admin/leads/${saved.value.id}`,
      );
    });
  });
});
