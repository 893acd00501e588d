import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { eventually } from './support/eventually';
import { freshDatabaseUrl, postForm, startSiteAt } from './support/site';
import { startSmtp } from './support/smtp';

type Site = Awaited<ReturnType<typeof startSiteAt>>;

const MESSAGES = 6;
/** Each message's mails: the office's notification and the visitor's acknowledgement. */
const MAILS = MESSAGES * 2;

describe('the mail server refusing, then accepting', () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let port: number;

  beforeAll(async () => {
    port = await findFreePort(42700);
    site = await startSiteAt(
      await freshDatabaseUrl('sqlite'),
      { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_TO: 'office@example.com' },
      { pipeStderr: true },
    );
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('keeps the mails, reports the backlog, then sends each exactly once with a stable Message-ID', async () => {
    for (let n = 0; n < MESSAGES; n++) {
      const response = await postForm(site.url, '/contact-us', {
        name: `Mail Visitor ${n}`,
        email: `visitor${n}@example.com`,
        message: `mail-outage-${n}`,
      });
      expect(response.status).toBe(303);
    }
    // The failure is logged once with its code, without addresses.
    await eventually(async () => (/mail: .*\(E[A-Z]+\)/.test(site.output()) ? true : undefined));
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const body = await health.json();
    expect(body.outbox.backlog).toBe(MAILS);
    expect(body.outbox.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);
    expect(body.database).toEqual({ reachable: true, migrationsCurrent: true });
    // A server path with the method rules of every path: read methods only.
    const posted = await fetch(`${site.url}/healthz`, {
      method: 'POST',
      headers: { Origin: site.url },
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${site.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
    expect(site.output().match(/ mail: /g)).toHaveLength(1);

    smtp = await startSmtp(port);
    const capture = smtp;
    for (let n = 0; n < MESSAGES; n++) {
      await capture.waitFor((mail) => mail.text?.includes(`mail-outage-${n}`) ?? false, 45_000);
    }
    await eventually(async () => {
      const now = await (await fetch(`${site.url}/healthz`)).json();
      return now.outbox.backlog === 0 ? true : undefined;
    });
    // Three more outbox runs (one a second): nothing goes twice.
    await new Promise((r) => setTimeout(r, 3000));
    expect(capture.mails).toHaveLength(MAILS);
    const ids = capture.mails.map((mail) => mail.messageId ?? '');
    expect(new Set(ids).size).toBe(MAILS);
    // A notification's Message-ID is given when it is queued (replies thread under it).
    const notices = capture.mails.filter((mail) => mail.replyTo?.text.startsWith('visitor'));
    expect(notices).toHaveLength(MESSAGES);
    for (const { messageId } of notices) {
      expect(messageId).toMatch(/^<lead-\d+\.[\w-]+@example\.com>$/);
    }

    const log = site.output();
    expect(log).toMatch(/mail: sending again after \d+ s/);
    // The visitors' addresses appear nowhere (the office's is in the start banner's settings).
    expect(log).not.toMatch(/visitor\d@example\.com/);
    expect(
      log
        .split('\n')
        .filter((line) => / mail: /.test(line))
        .join('\n'),
    ).not.toContain('@');
  }, 90_000);
});
