import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../app/forms/parse-form';
import { openDatabase } from '../../server/db/connect.ts';
import { eventually } from './support/eventually';
import { expiredToken, forgedToken, freshToken, testToken } from './support/form-tokens';
import { type InProcessSite, openSite } from './support/in-process-site';
import { saveOffice } from './support/office';
import { exportRows, postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';
import { folders } from './support/spam';

/** A mail's To, as text. */
const to = (mail: ParsedMail) =>
  mail.to && 'text' in mail.to
    ? mail.to.text
    : [mail.to ?? []]
        .flat()
        .map((a) => a.text)
        .join();

const POST = 'how-weather-can-impact-a-construction-project';
const LINKS = 'Best https://a.example https://b.example https://c.example https://d.example';

/** What each kind of suspect sends beside its fields (made as it posts), and its reasons. */
const SUSPECTS: [string, () => Record<string, string>, string[]][] = [
  ['honeypot', () => ({ [HONEYPOT_FIELD]: 'Jon Doe' }), ['honeypot']],
  ['notoken', () => ({ [TOKEN_FIELD]: '' }), ['no-token']],
  ['forged', () => ({ [TOKEN_FIELD]: forgedToken() }), ['forged-token']],
  ['expired', () => ({ [TOKEN_FIELD]: expiredToken() }), ['expired-token']],
  ['fast', () => ({ [TOKEN_FIELD]: freshToken() }), ['too-fast']],
  ['links', () => ({ message: LINKS }), ['links']],
];

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('the Spam folder', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
    cookie = await signIn(site);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('keeps what the checks suspect with its reasons, answers it like anyone, and mails no one', async () => {
    for (const [name, extra] of SUSPECTS) {
      const page = await postForm(site, '/contact-us', {
        name: 'Suspect',
        email: `${name}-page@example.com`,
        message: `From ${name}`,
        ...extra(),
      });
      expect(page.status, name).toBe(303);
      expect(page.headers.get('location')).toMatch(/\/thank-you\/message\?ref=M-[0-9A-Z]{4,}$/);
      const api = await postForm(site, '/api/forms/message', {
        name: 'Suspect',
        email: `${name}-api@example.com`,
        ...extra(),
      });
      expect(await api.json()).toMatchObject({
        status: 'sent',
        kind: 'message',
        reference: expect.stringMatching(/^M-/),
      });
    }
    // A script token used twice: the second post is a replay.
    const token = testToken('s');
    for (const n of [1, 2]) {
      await postForm(site, '/api/forms/message', {
        name: 'Twice',
        email: `replay${n}@example.com`,
        [TOKEN_FIELD]: token,
      });
    }
    // Mail leaves in order: once this one is out, any spam mail would be too.
    await postForm(site, '/contact-us', { name: 'Last', email: 'last@example.com' });
    await smtp.waitFor((m) => m.replyTo?.text.includes('last@example.com') ?? false);

    const { byEmail } = await folders(site.databaseUrl);
    for (const [name, , reasons] of SUSPECTS) {
      for (const via of ['page', 'api']) {
        expect(byEmail.get(`${name}-${via}@example.com`), `${name} ${via}`).toMatchObject({
          folder: 'spam',
          reasons,
        });
      }
    }
    expect(byEmail.get('replay1@example.com')?.folder).toBe('inbox');
    expect(byEmail.get('replay2@example.com')).toMatchObject({
      folder: 'spam',
      reasons: ['replayed-token'],
    });
    const mailedTo = smtp.mails.map((m) => m.replyTo?.text ?? '').join(' ');
    expect(mailedTo).not.toMatch(/-(page|api)@example\.com|replay2/);
    const inbox = (await exportRows(site, cookie)).map((row) => row.join(','));
    expect(inbox.join('\n')).not.toMatch(/-(page|api)@example\.com|replay2/);

    const view = await (await site.fetch(`${site.url}/admin/spam`, { headers: { cookie } })).text();
    expect(view).toContain('honeypot-page@example.com');
    expect(view).toContain('A hidden field that people never see was filled in.');
    expect(view).toContain('Its form token had been used already.');
    expect(view).toContain('It was sent within 1.5 seconds of the form being handed out.');
    const leads = await (await site.fetch(`${site.url}/admin`, { headers: { cookie } })).text();
    expect(leads).toContain('Spam (13 entries)');
  });

  it('“Not spam” moves a message to the inbox as New, mails the office and acknowledges the visitor, and is audited', async () => {
    const id = (await folders(site.databaseUrl)).byEmail.get('honeypot-page@example.com')?.id;
    const key = `submission-${id}`;
    const refused = await postForm(site, '/admin/spam', { intent: 'not-spam', key });
    expect(refused.status).toBe(401);
    const crossSite = await postForm(
      site,
      '/admin/spam',
      { intent: 'not-spam', key },
      { cookie, Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const moved = await postForm(site, '/admin/spam', { intent: 'not-spam', key }, { cookie });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe('/admin/spam?moved=message&ack=queued');
    const again = await postForm(site, '/admin/spam', { intent: 'not-spam', key }, { cookie });
    expect(again.status).toBe(404);

    const stored = (await folders(site.databaseUrl)).byEmail.get('honeypot-page@example.com');
    expect(stored).toMatchObject({ folder: 'inbox', stage: 'new', reasons: [] });
    const mail = await smtp.waitFor((m) => m.text?.includes('From honeypot') ?? false);
    expect(mail.subject).toBe(`Message #${id} from the website`);
    // The visitor's acknowledgement, as one sent at once: To them, Reply-To the office.
    const ack = await smtp.waitFor((m) => to(m).includes('honeypot-page@example.com'));
    expect(ack.subject).toMatch(/^Your message to .+ \(M-[0-9A-Z]{4,}\)$/);
    expect(ack.replyTo?.text).toBe('office@example.com');
    expect(ack.text).not.toContain('From honeypot');
    const screen = await (
      await site.fetch(`${site.url}${moved.headers.get('location')}`, { headers: { cookie } })
    ).text();
    expect(screen).toContain(
      'Message moved to the inbox; the visitor’s acknowledgement is on its way.',
    );
    const { db, close } = openDatabase(site.databaseUrl);
    try {
      const audit = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'spam.not-spam')
        .execute();
      expect(audit).toMatchObject([{ actor: 'owner@example.com', subject: `message #${id}` }]);
      const events = await db
        .selectFrom('lead_events')
        .selectAll()
        .where('submission_id', '=', Number(id))
        .execute();
      expect(events).toMatchObject([
        { kind: 'spam', body: 'not spam (was: honeypot)' },
        { kind: 'acknowledgement', body: 'queued', outbox_id: expect.any(Number) },
      ]);
    } finally {
      await close();
    }
    // The lead's history says it went, once the outbox has sent it.
    const lead = await eventually(async () => {
      const html = await (
        await site.fetch(`${site.url}/admin/leads/${id}`, { headers: { cookie } })
      ).text();
      return html.includes('Mail: Sent') ? html : undefined;
    });
    expect(lead).toContain('sent the visitor their acknowledgement');
    expect(lead).toContain('moved it out of Spam (held for: honeypot)');
  });

  it('“Not spam” says why no acknowledgement went: the limit of one a day, and acknowledgements off', async () => {
    const suspect = async (email: string) => {
      await postForm(site, '/contact-us', {
        name: 'Quick',
        email,
        message: 'Typed fast',
        [TOKEN_FIELD]: freshToken(),
      });
      const id = (await folders(site.databaseUrl)).byEmail.get(email)?.id;
      expect(id, email).toBeDefined();
      return `submission-${id}`;
    };
    const notSpam = async (key: string) => {
      const moved = await postForm(site, '/admin/spam', { intent: 'not-spam', key }, { cookie });
      const location = moved.headers.get('location') ?? '';
      const html = await (
        await site.fetch(`${site.url}${location}`, { headers: { cookie } })
      ).text();
      return { location, html };
    };
    // The same address as the test before: it had today's acknowledgement.
    await postForm(site, '/contact-us', {
      name: 'Quick',
      email: 'honeypot-page@example.com',
      message: 'Again, typed fast',
      [TOKEN_FIELD]: freshToken(),
    });
    const again = (await folders(site.databaseUrl)).submissions.find(
      (row) => row.email === 'honeypot-page@example.com' && row.folder === 'spam',
    );
    const limited = await notSpam(`submission-${again?.id}`);
    expect(limited.location).toBe('/admin/spam?moved=message&ack=limit');
    expect(limited.html).toContain('this address had one today already');

    expect((await saveOffice(site, cookie, { acknowledge: false })).status).toBe(200);
    const off = await notSpam(await suspect('quick-off@example.com'));
    expect(off.location).toBe('/admin/spam?moved=message&ack=off');
    expect(off.html).toContain('no acknowledgement was sent: acknowledgements are off');
    // Mail leaves in order: once the office's mail about it is out, an acknowledgement would be too.
    await smtp.waitFor((m) => m.replyTo?.text.includes('quick-off@example.com') ?? false);
    expect(smtp.mails.filter((m) => to(m).includes('quick-off@example.com'))).toEqual([]);
    expect((await saveOffice(site, cookie)).status).toBe(200);
  });

  it('keeps suspected comments and sign-ups too, and “Not spam” treats them as new', async () => {
    const comment = await postForm(site, `/blog/${POST}`, {
      name: 'Pat',
      email: 'pat-spam@example.com',
      comment: 'Nice post',
      [TOKEN_FIELD]: '',
    });
    expect(comment.headers.get('location')).toContain(`/thank-you/comment?post=${POST}`);
    const signUp = await postForm(site, '/newsletter', {
      email: 'reader-spam@example.com',
      [HONEYPOT_FIELD]: 'x',
    });
    expect(signUp.headers.get('location')).toMatch(/\/thank-you\/subscribed$/);
    let stored = await folders(site.databaseUrl);
    expect(stored.byEmail.get('pat-spam@example.com')).toMatchObject({
      folder: 'spam',
      reasons: ['no-token'],
    });
    const held = stored.signUps.get('reader-spam@example.com');
    expect(held).toMatchObject({ folder: 'spam', reasons: ['honeypot'] });
    expect((await exportRows(site, cookie, '?kind=subscriber')).join()).not.toContain(
      'reader-spam',
    );

    const commentId = stored.byEmail.get('pat-spam@example.com')?.id;
    for (const key of [`submission-${commentId}`, `subscriber-${held?.id}`]) {
      const moved = await postForm(site, '/admin/spam', { intent: 'not-spam', key }, { cookie });
      expect(moved.status).toBe(303);
    }
    stored = await folders(site.databaseUrl);
    expect(stored.byEmail.get('pat-spam@example.com')).toMatchObject({
      folder: 'inbox',
      status: 'new',
    });
    expect(stored.signUps.get('reader-spam@example.com')).toMatchObject({
      folder: 'list',
      unsubscribed_at: null,
    });
    const welcome = await smtp.waitFor(
      (m) => m.to !== undefined && 'text' in m.to && m.to.text.includes('reader-spam@example.com'),
    );
    expect(welcome.text).toContain('/newsletter/unsubscribe/');
    // Not approved: the post does not show it.
    expect(await (await site.fetch(`${site.url}/blog/${POST}`)).text()).not.toContain('Nice post');
  });
});
