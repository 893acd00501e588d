import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../server/content/store.ts';
import type { Db } from '../../server/db/connect.ts';
import { inviteAndJoin, isSignedIn, isTo, leadsAccess, linkIn } from './support/accounts';
import { outboxDrained } from './support/outbox';
import { metadataOf, NO_METADATA, phoneJpeg } from './support/photos';
import { PDF, PDF_AUTHOR, postQuote } from './support/quote-files';
import { exportRows, postForm, signIn } from './support/site';
import { type Site, startSiteWithStore } from './support/site-store';
import { startSmtp } from './support/smtp';

// The HTTP-level server tests run on SQLite (decision 042); the SQL of each database is the
// store tests' (server/**). This file is the rest of PostgreSQL's share: each feature's main
// path once through one real server on PostgreSQL (people and sessions, a contact, a quote with
// files, a lead worked and answered, the newsletter's opt-in, a publish, the statistics), and
// what the server must turn from PostgreSQL's own behaviour into a plain answer (numbers past
// its integer, NUL bytes, a double submission at once, a missing table).

const OFFICE = 'office@example.com';
const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Fields as the editor's form posts them: one input per value, named by its dotted path. */
function formFields(value: unknown, path = '', out: Record<string, string> = {}) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      formFields(child, path ? `${path}.${key}` : key, out);
    }
  } else if (value !== undefined) out[path] = String(value);
  return out;
}

/** The number a statistics totals card shows (data-total="Page views" …). */
function total(html: string, label: string) {
  const card = html.slice(html.indexOf(`data-total="${label}"`));
  return card.match(/<dd[^>]*>([^<]+)<\/dd>/)?.[1];
}

describe('the main paths through the server on PostgreSQL', () => {
  let site: Site;
  let db: Db['db'];
  let store: ContentStore;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  /** The lead of the quote with files, worked in the lead test. */
  let leadId = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ site, db, store, close } = await startSiteWithStore(
      'postgres',
      { SMTP_URL: smtp.url, NOTIFY_TO: OFFICE },
      { pipeStderr: true },
    ));
    owner = await signIn(site.url);
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  const page = async (path: string, cookie = owner) => {
    const response = await fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' });
    // React's markers between text parts (<!-- -->) are not what the office reads.
    return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
  };
  const post = (path: string, fields: Record<string, string>, cookie = owner) =>
    postForm(site.url, path, fields, { cookie });

  it('signs people in by any case of their email, invites and removes them, and ends their sessions', async () => {
    const email = 'editor@example.com';
    const editor = await inviteAndJoin(site.url, smtp, owner, {
      email,
      role: 'editor',
      password: 'editor-password-1',
    });
    expect(await isSignedIn(site.url, editor)).toBe(true);
    const again = await signIn(site.url, {
      email: 'Editor@Example.COM',
      password: 'editor-password-1',
    });
    expect((await page('/admin/people', editor)).status).toBe(403);

    // A new password ends the person's other sessions.
    const changed = await post(
      '/admin/account',
      { intent: 'password', current: 'editor-password-1', password: 'editor-password-2' },
      editor,
    );
    expect(changed.status).toBe(200);
    expect(await isSignedIn(site.url, editor)).toBe(true);
    expect(await isSignedIn(site.url, again)).toBe(false);

    // Removed: every session of theirs ends at once, and the leads are closed to them.
    const people = (await page('/admin/people')).text;
    const id =
      people.match(new RegExp(`data-email="${email}"[\\s\\S]*?name="id" value="(\\d+)"`))?.[1] ??
      '';
    expect((await post('/admin/people', { intent: 'set-role', id, role: 'owner' })).status).toBe(
      200,
    );
    expect((await post('/admin/people', { intent: 'remove', id })).status).toBe(200);
    expect(await isSignedIn(site.url, editor)).toBe(false);
    expect(await leadsAccess(site.url, editor)).toEqual({
      exportStatus: 303,
      isCsv: false,
      setStatus: 401,
    });
    const audit = (await page('/admin/audit')).text;
    for (const action of [
      'sign-in.ok',
      'person.invited',
      'person.joined',
      'person.role-changed',
      'password.changed',
      'person.removed',
    ]) {
      expect(audit, action).toContain(`data-action="${action}"`);
    }
  });

  it('takes a contact message as typed, once when it is sent twice at once, mailed and exported', async () => {
    const message = `<b>Hello</b> 👷‍♀️ مرحبا بالعالم & "quotes" ${'a'.repeat(4000)}`;
    const fields = { name: 'Noor', email: 'noor@example.com', message };
    const [a, b] = await Promise.all([
      postForm(site.url, '/api/forms/message', fields),
      postForm(site.url, '/api/forms/message', fields),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await a.json()).reference).toMatch(/^M-/);
    const rows = await exportRows(site.url, owner, '?kind=message&q=noor%40example.com');
    const [header, row] = rows as [string[], string[]];
    expect(rows).toHaveLength(2);
    expect(row[header.indexOf('message')]).toBe(message);
    expect(row[header.indexOf('created_at')]).toMatch(/^\d{4}-\d\d-\d\dT/);
    const mail = await smtp.waitFor((m) => m.text?.includes('مرحبا بالعالم') ?? false);
    expect(mail.text).toContain('<b>Hello</b> 👷‍♀️');
  });

  it('takes a quote with a photo and a PDF without script: stored clean, served to the session, linked from the mail', async () => {
    const email = 'dana@example.com';
    const response = await postQuote(
      site.url,
      [
        { name: 'IMG_0042.JPG', bytes: await phoneJpeg(300, 200), type: 'image/jpeg' },
        { name: 'Ground floor plan.pdf', bytes: PDF, type: 'application/pdf' },
      ],
      { fields: { email, siteAddress: '12 Alder Lane, 97201' } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /\/thank-you\/quote\?ref=Q-[0-9A-Z]+&visit=[\w-]{43}$/,
    );

    const notice = await smtp.waitFor((m) => isTo(m, OFFICE) && m.replyTo?.text === email);
    leadId = notice.subject?.match(/#(\d+)/)?.[1] ?? '';
    expect(leadId).toMatch(/^\d+$/);
    expect(notice.attachments).toEqual([]);
    const links = [...(notice.text ?? '').matchAll(/\/admin\/lead-files\/(\d+)/g)];
    expect(links).toHaveLength(2);

    const lead = (await page(`/admin/leads/${leadId}`)).text;
    expect(lead).toContain('12 Alder Lane, 97201');
    expect(lead).toContain('IMG_0042.jpg');
    for (const [path] of links) {
      expect(lead).toContain(path);
      expect((await fetch(`${site.url}${path}`, { redirect: 'manual' })).status).toBe(401);
      const served = await fetch(`${site.url}${path}`, { headers: { cookie: owner } });
      expect(served.status).toBe(200);
      const bytes = new Uint8Array(await served.arrayBuffer());
      if (served.headers.get('content-type') === 'application/pdf') {
        expect(Buffer.from(bytes).toString('latin1')).toContain('%PDF-');
        expect(Buffer.from(bytes).toString('latin1')).not.toContain(PDF_AUTHOR);
      } else {
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(await metadataOf(bytes)).toEqual(NO_METADATA);
      }
    }
  });

  it('works the lead: a reply mailed threaded under the notification, stages moved, each in its history', async () => {
    const lead = `/admin/leads/${leadId}`;
    const notice = await smtp.waitFor(
      (m) => m.subject === `Quote request #${leadId} from the website`,
    );
    const answer = await post(lead, {
      intent: 'reply',
      replySubject: `Re: Quote request #${leadId} from the website`,
      replyBody: 'Hello Dana,\nWe can visit on Tuesday.',
    });
    expect(answer.status).toBe(303);
    const reply = await smtp.waitFor(
      (mail) => recipient(mail) === 'dana@example.com' && mail.inReplyTo !== undefined,
    );
    expect(reply.inReplyTo).toBe(notice.messageId);
    expect(reply.text?.trim()).toBe('Hello Dana,\nWe can visit on Tuesday.');

    const moved = await post('/admin/leads/board', {
      intent: 'stage',
      id: leadId,
      stage: 'quote_sent',
    });
    expect(moved.status).toBe(200);
    const steps: Record<string, string>[] = [
      { intent: 'note', note: 'Site visit booked for Tuesday.' },
      { intent: 'value', value: '48,000' },
      { intent: 'follow-up', followUp: '2026-06-09' },
    ];
    for (const fields of steps) {
      expect((await post(lead, fields)).status, fields.intent).toBe(200);
    }
    expect((await post('/admin/leads', { intent: 'stage', id: leadId, stage: 'won' })).status).toBe(
      200,
    );
    const history = (await page(lead)).text;
    for (const words of [
      'replied by mail',
      'moved it to Contacted',
      'moved it to Won',
      'Site visit booked',
    ]) {
      expect(history).toContain(words);
    }
    const rows = await exportRows(site.url, owner, '?stage=won');
    const [header, row] = rows as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect([cell('email'), cell('estimated_value'), cell('follow_up_on')]).toEqual([
      'dana@example.com',
      '48000',
      '2026-06-09',
    ]);
    expect(cell('first_reply_at')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell('owner_email')).toBe('');

    // Past PostgreSQL's integer: a 400 with its reason, never the database's error as a 500.
    for (const [path, status] of [
      ['/admin/leads?owner=2147483648', 400],
      ['/admin/export.csv?owner=99999999999', 400],
      ['/admin/audit?before=2147483648', 400],
      ['/admin/audit?before=2147483647', 200],
      ['/admin/leads/99999999999', 404],
    ] as const) {
      expect((await page(path)).status, path).toBe(status);
    }
  });

  it('signs a reader up to the newsletter only once they confirm by the mailed link', async () => {
    const sent = await postForm(site.url, '/newsletter', { email: 'Reader@Example.com' });
    expect(sent.status).toBe(303);
    const welcome = await smtp.waitFor((m) => isTo(m, 'reader@example.com'));
    const path = new URL(linkIn(welcome.text, site.url)).pathname;
    expect(path).toMatch(/^\/newsletter\/confirm\//);
    expect(await exportRows(site.url, owner, '?kind=subscriber')).toHaveLength(1);
    const done = await postForm(site.url, path, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('your subscription is confirmed');
    const rows = await exportRows(site.url, owner, '?kind=subscriber');
    expect(rows.map((row) => row[5])).toEqual(['email', 'reader@example.com']);
    await outboxDrained(site.url);
    expect(smtp.mails.filter((m) => isTo(m, 'reader@example.com'))).toHaveLength(1);
  });

  it('publishes the privacy notice from the editor: shown at /privacy and linked from every page', async () => {
    expect((await page('/privacy', '')).status).toBe(404);
    const item = await store.editor.find('settings', 'privacy');
    if (!item) throw new Error('the seed has no privacy document');
    const published = await post(`/admin/content/settings/${item.id}`, {
      ...formFields(item.fields),
      intent: 'publish',
      baseVersion: String(item.version),
    });
    expect(published.status).toBe(303);
    expect(published.headers.get('location')).toContain('done=published');
    const shown = await page('/privacy', '');
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('What we collect');
    expect((await page('/faq', '')).text).toMatch(
      /<a[^>]*href="\/privacy"[^>]*>Privacy policy<\/a>/,
    );
    expect((await store.editor.find('settings', 'privacy'))?.status).not.toBe('draft');
  });

  it('takes page views and vitals in and shows them in the statistics', async () => {
    const send = (path: string, body: unknown, agent: string) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: site.url,
          'User-Agent': agent,
        },
      });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    // Another browser family: another visitor (the daily key is of the address and the family).
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    for (const [body, agent] of [
      [
        {
          path: '/services/',
          entry: 1,
          referrer: 'https://www.search.example/',
          utm_source: 'news',
        },
        firefox,
      ],
      [{ path: '/request-quote', entry: 0 }, firefox],
      [{ path: '/services/', entry: 1 }, chrome],
    ] as const) {
      expect((await send('/api/views', body, agent)).status).toBe(204);
    }
    const vitals = {
      route: '/',
      nav: 'navigate',
      metrics: [{ name: 'LCP', value: 1800, id: 'lcp-home' }],
    };
    expect((await send('/api/vitals', vitals, firefox)).status).toBe(204);
    expect(await db.selectFrom('page_views').select('path').execute()).toHaveLength(3);

    const stats = await page('/admin/stats?period=7d');
    expect(stats.status).toBe(200);
    expect(total(stats.text, 'Page views')).toBe('3');
    expect(total(stats.text, 'Visitors')).toBe('2');
    expect(stats.text).toContain('www.search.example');
    const speed = await page('/admin/stats?view=speed');
    expect(speed.text).toContain('data-route="/"');
    // NUL bytes, which PostgreSQL's text refuses, are bad input: never the database's error.
    expect((await page('/admin/stats?sort=%00&dir=%00&all=%00&all=pages')).status).toBe(200);
  });

  it('logs a storage failure with its cause and no personal data, and answers 503 keeping the form', async () => {
    await db.schema.alterTable('submissions').renameTo('submissions_away').execute();
    try {
      const response = await postForm(site.url, '/contact-us', {
        name: 'Failing Fiona',
        email: 'fiona@example.com',
        message: 'Lost in the store',
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Lost in the store');
    } finally {
      await db.schema.alterTable('submissions_away').renameTo('submissions').execute();
    }
    const log = site.output();
    expect(log).toMatch(/ form: .*\(a submission was answered 503\)/);
    expect(log).not.toMatch(/fiona|Fiona|Lost in the store/);
  });
});
