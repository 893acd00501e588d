import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Captured, startCapture } from './support/capture-http';
import { eventually } from './support/eventually';
import { type InProcessSite, openSite } from './support/in-process-site';
import { phoneJpeg } from './support/photos';
import { pushDevice } from './support/push-device';
import { postQuote } from './support/quote-files';
import { postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

// Issue 19's whole path on each database: a quote with two phone photos sent without script
// shows in the inbox with its photos and where it came from, the office's phone gets a push,
// the office replies from the inbox and the visitor's mail is threaded under the notification.

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

// On SQLite, the app asked in process (in-process-site.ts: nothing here tests the process or its
// output): each database's SQL is the store tests' (server/**), and postgres-http.test.ts runs
// the main paths through the server on PostgreSQL (decision 042).
describe('an enquiry from the form to the reply', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let pushService: Awaited<ReturnType<typeof startCapture>>;
  let owner: string;
  let phone: ReturnType<typeof pushDevice>;

  beforeAll(async () => {
    smtp = await startSmtp();
    pushService = await startCapture();
    phone = pushDevice(`${pushService.url}/push/office-phone`);
    site = await openSite('sqlite', {
      SMTP_URL: smtp.url,
      NOTIFY_TO: 'office@example.com',
      // The push service is this process's (decision 040).
      ALERTS_PUSH_TEST_ORIGIN: pushService.url,
    });
    owner = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
    await pushService?.close();
  });

  const page = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`, { headers: { cookie: owner } });
    return (await response.text()).replaceAll('<!-- -->', '');
  };

  it('is seen with its photos and source, pushed to the phone, answered and threaded', async () => {
    const turnedOn = await postForm(
      site,
      '/admin/alerts/push',
      { intent: 'subscribe', endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth },
      { cookie: owner },
    );
    expect(turnedOn.status).toBe(200);

    const email = 'rosa.mendes@example.com';
    const sent = await postQuote(
      site,
      [
        { name: 'IMG_2201.JPG', bytes: await phoneJpeg(320, 240), type: 'image/jpeg' },
        { name: 'IMG_2202.JPG', bytes: await phoneJpeg(240, 320), type: 'image/jpeg' },
      ],
      {
        fields: { firstName: 'Rosa', lastName: 'Mendes', email },
        // A browser without script names the page the form was on.
        headers: { Referer: `${site.url}/request-quote` },
      },
    );
    expect(sent.status).toBe(303);

    // The phone hears of it: the push names the lead's page.
    const push = await eventually(async () => pushService.at('/push/office-phone')[0], 15_000);
    const { path } = JSON.parse(phone.decrypt((push as Captured).body)) as { path: string };
    expect(path).toMatch(/^\/admin\/leads\/\d+$/);

    // The inbox shows the lead with both photos (private links) and where it was sent from.
    const lead = await page(path);
    expect(lead).toContain('Rosa Mendes');
    expect(lead.match(/href="\/admin\/lead-files\/\d+"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(lead).toContain('IMG_2201.jpg');
    expect(lead).toContain('IMG_2202.jpg');
    expect(lead).toContain('Sent from');
    expect(lead).toContain('/request-quote');

    // The office replies from the lead; the visitor's copy is threaded under the notification.
    const notice = await smtp.waitFor((mail) => mail.replyTo?.text === email);
    const id = path.split('/').at(-1);
    const replied = await postForm(
      site,
      path,
      {
        intent: 'reply',
        replySubject: `Re: Quote request #${id} from the website`,
        replyBody: 'Hello Rosa,\nThank you for the photos. We can visit on Thursday.',
      },
      { cookie: owner },
    );
    expect(replied.status).toBe(303);
    const reply = await smtp.waitFor(
      (mail) => recipient(mail) === email && mail.inReplyTo !== undefined,
    );
    expect(reply.inReplyTo).toBe(notice.messageId);
    expect(reply.references).toBe(notice.messageId);
    expect(reply.text).toContain('We can visit on Thursday.');
    expect(await page(path)).toContain('We can visit on Thursday.');
  });
});
