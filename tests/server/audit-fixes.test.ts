import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_MESSAGE } from '../../app/forms/parse-form';
import { openDatabase } from '../../server/db/connect.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm, signIn, siteDatabaseUrl, startSiteAt } from './support/site';
import { startSmtp } from './support/smtp';
import { folders } from './support/spam';

const EMAIL_MESSAGE = 'Please enter an email address like name@example.com.';

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('the outside audit’s fixes', () => {
  let site: Awaited<ReturnType<typeof startSiteAt>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSiteAt(
      await siteDatabaseUrl('sqlite'),
      { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' },
      { pipeStderr: true },
    );
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('refuses a control character with 422 naming its field, stores nothing, and keeps tabs and line breaks', async () => {
    const page = await postForm(site.url, '/contact-us', {
      name: 'Ada\u0000Lovelace',
      email: 'nul@example.com',
      message: 'Hello',
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(CONTROL_MESSAGE);
    expect(html).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);
    const api = await postForm(site.url, '/api/forms/message', {
      name: 'Ada',
      email: 'bell@example.com',
      message: 'Ring\u0007ring',
    });
    expect(api.status).toBe(422);
    expect((await api.json()).errors).toEqual({ message: CONTROL_MESSAGE });
    const text = 'Line one\r\nLine two\tafter a tab';
    const kept = await postForm(site.url, '/contact-us', {
      name: 'Tab\tName',
      email: 'tabs@example.com',
      message: text,
    });
    expect(kept.status).toBe(303);
    const { byEmail, submissions } = await folders(site.databaseUrl);
    expect(byEmail.has('nul@example.com') || byEmail.has('bell@example.com')).toBe(false);
    const { db, close } = openDatabase(site.databaseUrl);
    try {
      const row = await db
        .selectFrom('submissions')
        .select(['name', 'message'])
        .where('email', '=', 'tabs@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Tab Name', message: text });
    } finally {
      await close();
    }
    expect(submissions.length).toBeGreaterThan(0);
  });

  it('logs a storage failure with its cause and no personal data, and answers 503 keeping the form', async () => {
    const { db, close } = openDatabase(site.databaseUrl);
    try {
      await db.schema.alterTable('submissions').renameTo('submissions_away').execute();
      const response = await postForm(site.url, '/contact-us', {
        name: 'Failing Fiona',
        email: 'fiona@example.com',
        message: 'Lost in the store',
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Lost in the store');
    } finally {
      await db.schema.alterTable('submissions_away').renameTo('submissions').execute();
      await close();
    }
    const log = site.output();
    expect(log).toMatch(/ form: .*\(a submission was answered 503\)/);
    expect(log).not.toMatch(/fiona|Fiona|Lost in the store/);
  });

  it('takes addresses with an apostrophe or in other scripts, and refuses others as before', async () => {
    for (const email of ["o'brien@example.com", 'josé@exämple.de', '用户@例子.广告']) {
      const response = await postForm(site.url, '/contact-us', {
        name: 'Intl',
        email,
        message: `From ${email}`,
      });
      expect(response.status, email).toBe(303);
      await smtp.waitFor((m) => m.text?.includes(`From ${email}`) ?? false);
    }
    const { byEmail } = await folders(site.databaseUrl);
    expect(byEmail.get('用户@例子.广告')?.folder).toBe('inbox');
    for (const email of ['ada@localhost', 'not-an-email', 'ada@exa mple.com']) {
      const response = await postForm(site.url, '/api/forms/message', { name: 'X', email });
      expect(response.status, email).toBe(422);
      expect((await response.json()).errors.email).toBe(EMAIL_MESSAGE);
    }
  });

  it('answers 404 for inherited names on the thank-you page, like any unknown kind', async () => {
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'x']) {
      expect((await fetch(`${site.url}/thank-you/${kind}`)).status, kind).toBe(404);
    }
    expect((await fetch(`${site.url}/thank-you/quote`)).status).toBe(200);
  });

  it('never serves the host’s files or hidden files, however the path is written', async () => {
    for (const path of ['/_headers', '//_headers', '///_headers', '/%2F_headers', '/.env']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Content-Security-Policy:');
    }
    // A page answers with and without the slash a static host adds, with the same policy.
    const plain = await fetch(`${site.url}/about-us`);
    const slash = await fetch(`${site.url}/about-us/`);
    expect(slash.status).toBe(200);
    expect(slash.headers.get('content-security-policy')).toBe(
      plain.headers.get('content-security-policy'),
    );
  });
});

describe('a malformed X-Forwarded-Host', () => {
  const BAD = ['a b', '[::1', 'example.com:99999', 'user@example.com', 'example.com/path'];

  // What a request gets needs no process of its own: the app in process (in-process-site.ts).
  let trusted: InProcessSite;
  let direct: InProcessSite;
  beforeAll(async () => {
    [trusted, direct] = await Promise.all([
      openSite('sqlite', { TRUST_PROXY: '1' }),
      openSite('sqlite'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusted?.close(), direct?.close()]);
  });

  it('is a 400 behind a trusted proxy and ignored without one, never a 500', async () => {
    for (const host of BAD) {
      const page = await trusted.fetch(`${trusted.url}/`, {
        headers: { 'X-Forwarded-Host': host },
      });
      expect(page.status, host).toBe(400);
      const post = await postForm(
        trusted,
        '/contact-us',
        { name: 'A', email: 'a@example.com' },
        { 'X-Forwarded-Host': host },
      );
      expect(post.status, host).toBe(400);
      const ignored = await direct.fetch(`${direct.url}/`, {
        headers: { 'X-Forwarded-Host': host },
      });
      expect(ignored.status, host).toBe(200);
    }
    const good = await trusted.fetch(`${trusted.url}/`, {
      headers: { 'X-Forwarded-Host': 'www.example.com:8443' },
    });
    expect(good.status).toBe(200);
    const cookie = await signIn(trusted, {
      headers: { 'X-Forwarded-Host': new URL(trusted.url).host },
    });
    expect(cookie).toMatch(/^admin_session=/);
  });
});
