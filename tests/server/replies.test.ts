import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { outboxDrained } from './support/outbox';
import { exportRows, postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

/** Who a captured mail went to, as its To header reads. */
const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

// Replies from the inbox through the real server on each database, with a captured SMTP
// server: the reply reaches the visitor from the company, Reply-To the office, threaded under
// the office's notification; it is kept on the lead; the first one moves New to Contacted.
// Templates are the office's (a session, from this site), refusals keep what was typed.

const OFFICE = 'office@ridgeline.example';
const FROM = 'Ridgeline Construction <website@ridgeline.example>';

const quote = (email: string, firstName = 'Dana') => ({
  firstName,
  lastName: 'Reyes',
  email,
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'A new kitchen, start in spring.',
});

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('replies over HTTP', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: OFFICE, MAIL_FROM: FROM });
    owner = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  const page = async (path: string, cookie = owner) => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    // React's markers between text parts (<!-- -->) are not what the office reads.
    const text = (await response.text()).replaceAll('<!-- -->', '');
    return { status: response.status, text, response };
  };
  const post = (path: string, fields: Record<string, string>, headers = {}) =>
    postForm(site, path, fields, { cookie: owner, ...headers });

  /** Sends a quote as a person would; resolves with its lead id once the office mail is out. */
  async function newLead(email: string) {
    expect((await postForm(site, '/request-quote', quote(email))).status).toBe(303);
    const notice = await smtp.waitFor((mail) => mail.replyTo?.text === email);
    const id = notice.subject?.match(/#(\d+)/)?.[1];
    if (!id) throw new Error('the notification names no lead');
    return { id, notice };
  }

  it('mails the reply to the visitor threaded under the notification, and keeps it on the lead', async () => {
    const { id, notice } = await newLead('dana@example.com');
    expect(notice.messageId).toMatch(/^<lead-\d+\.[\w-]+@ridgeline\.example>$/);
    const lead = `/admin/leads/${id}`;
    const form = await page(lead);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Reply to Dana Reyes');
    expect(form.text).toContain(`value="Re: Quote request #${id} from the website"`);

    const answer = await post(lead, {
      intent: 'reply',
      replySubject: `Re: Quote request #${id} from the website`,
      replyBody: 'Hello Dana,\nWe can visit on Tuesday.\nAda',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${lead}?done=reply-sent#reply`);
    // The visitor's acknowledgement went to the same address first; the reply answers something.
    const reply = await smtp.waitFor(
      (mail) => recipient(mail) === 'dana@example.com' && mail.inReplyTo !== undefined,
    );
    expect(reply.from?.value).toEqual([
      { name: 'Ridgeline Construction', address: 'website@ridgeline.example' },
    ]);
    expect(reply.replyTo?.value.map((entry) => entry.address)).toEqual([OFFICE]);
    expect(reply.inReplyTo).toBe(notice.messageId);
    expect(reply.references).toBe(notice.messageId);
    expect(reply.messageId).toMatch(/^<outbox-\d+\.\w+@ridgeline\.example>$/);
    expect(reply.messageId).not.toBe(notice.messageId);
    expect(reply.subject).toBe(`Re: Quote request #${id} from the website`);
    expect(reply.text?.trim()).toBe('Hello Dana,\nWe can visit on Tuesday.\nAda');

    // Kept on the lead with its author and its mail's state; the lead is Contacted now.
    let shown = '';
    for (let tries = 0; tries < 50 && !shown.includes('Mail: Sent'); tries++) {
      shown = (await page(lead)).text;
      if (!shown.includes('Mail: Sent')) await new Promise((done) => setTimeout(done, 200));
    }
    expect(shown).toContain('replied by mail');
    expect(shown).toContain('We can visit on Tuesday.');
    expect(shown).toContain('Mail: Sent');
    expect(shown).toContain('moved it to Contacted');
    const rowOf = async () => {
      const rows = await exportRows(site, owner);
      const [header, ...rest] = rows as [string[], ...string[][]];
      const row = rest.find((cells) => cells[header.indexOf('email')] === 'dana@example.com');
      return {
        stage: row?.[header.indexOf('stage')],
        firstReply: row?.[header.indexOf('first_reply_at')],
      };
    };
    const first = await rowOf();
    expect(first.stage).toBe('contacted');
    expect(first.firstReply).toMatch(/^\d{4}-\d\d-\d\dT/);

    // A second reply is sent and kept too, and the first reply's time stays.
    expect(
      (
        await post(lead, {
          intent: 'reply',
          replySubject: 'Re: again',
          replyBody: 'One more thing.',
        })
      ).status,
    ).toBe(303);
    const second = await smtp.waitFor((mail) => mail.subject === 'Re: again');
    expect(second.inReplyTo).toBe(notice.messageId);
    expect(await rowOf()).toEqual(first);
  });

  it('refuses an empty reply with 422 and shows what was typed; a lead in Spam gets none', async () => {
    const { id } = await newLead('lee@example.com');
    const lead = `/admin/leads/${id}`;
    const empty = await post(lead, {
      intent: 'reply',
      replySubject: 'Re: kept <subject>',
      replyBody: '   ',
    });
    expect(empty.status).toBe(422);
    const html = await empty.text();
    expect(html).toContain('Write the reply first.');
    expect(html).toContain('value="Re: kept &lt;subject&gt;"');
    expect(html).toMatch(/id="lead-field-replyBody"[^>]*aria-invalid="true"/);

    expect(
      (await postForm(site, '/request-quote', { ...quote('spam@example.com'), form_token: '' }))
        .status,
    ).toBe(303);
    const spamPage = await page('/admin/spam');
    const spamId = spamPage.text.match(/name="key" value="submission-(\d+)"/)?.[1];
    expect(spamId).toMatch(/^\d+$/);
    const refused = await post(`/admin/leads/${spamId}`, {
      intent: 'reply',
      replySubject: 'Re',
      replyBody: 'Hi',
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('mark it Not spam before you reply');
    await outboxDrained(site);
    expect(smtp.mails.some((mail) => recipient(mail) === 'spam@example.com')).toBe(false);
  });

  it('needs a session and a post from this site for replies and templates', async () => {
    const { id } = await newLead('kim@example.com');
    for (const [path, fields] of [
      [`/admin/leads/${id}`, { intent: 'reply', replySubject: 'Re', replyBody: 'Hi' }],
      ['/admin/reply-templates', { intent: 'add', name: 'N', subject: '', body: 'Hi' }],
    ] as const) {
      expect((await postForm(site, path, fields)).status, path).toBe(401);
      expect((await post(path, fields, { Origin: 'https://elsewhere.example' })).status, path).toBe(
        403,
      );
    }
    const signedOut = await page('/admin/reply-templates', '');
    expect(signedOut.status).toBe(303);
    expect(signedOut.response.headers.get('location')).toBe('/admin/sign-in');
    await outboxDrained(site);
    // Kim got the acknowledgement of her request, and no reply.
    const toKim = smtp.mails.filter((mail) => recipient(mail) === 'kim@example.com');
    expect(toKim.some((mail) => mail.inReplyTo !== undefined)).toBe(false);
  });

  it('keeps templates the office adds, changes and deletes, and fills one into a reply', async () => {
    const screen = '/admin/reply-templates';
    const added = await post(screen, {
      intent: 'add',
      name: 'Visit offer',
      subject: '',
      body: 'Hello {first_name},\nCan we visit about the {service}?\n{sender}',
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`${screen}?done=added`);
    const list = await page(`${screen}?done=added`);
    expect(list.text).toContain('Template added');
    const templateId = list.text.match(/name="id" value="(\d+)"/)?.[1] ?? '';
    expect(templateId).toMatch(/^\d+$/);

    const bad = await post(screen, { intent: 'add', name: 'Typo', subject: '', body: 'Hi {nmae}' });
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(badHtml).toContain('{nmae} is not a placeholder the reply fills');
    expect(badHtml).toContain('Hi {nmae}</textarea>');

    const { id } = await newLead('ivy@example.com');
    const filled = await page(`/admin/leads/${id}?template=${templateId}`);
    expect(filled.text).toContain('Hello Dana,\nCan we visit about the House Renovation?\nOwner');
    expect(
      (
        await post(screen, {
          intent: 'change',
          id: templateId,
          name: 'Visit',
          subject: 'Visit for {name}',
          body: 'Hi',
        })
      ).status,
    ).toBe(303);
    const changed = await page(`/admin/leads/${id}?template=${templateId}`);
    expect(changed.text).toContain('value="Visit for Dana Reyes"');
    expect((await post(screen, { intent: 'delete', id: templateId })).status).toBe(303);
    expect((await page(screen)).text).toContain('0 templates');
  });
});
