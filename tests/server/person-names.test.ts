/**
 * People have names (issue 31, decision 050): the first owner made by ADMIN_PASSWORD without
 * ADMIN_NAME is asked for their name right after signing in; the name set in Account signs
 * reply mails and reads in a lead's history and the audit log; ADMIN_NAME names an unnamed
 * first owner at start and leaves a chosen name alone. In process, on SQLite (the migration on
 * both databases: server/db/columns.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite, openSiteAt } from './support/in-process-site';
import { metadataOf, phoneJpeg } from './support/photos';
import { ADMIN_EMAIL, ADMIN_PASSWORD, postForm } from './support/site';
import { startSmtp } from './support/smtp';

const QUOTE = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 555 010 2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'A new kitchen, start in spring.',
};

/** Signs in; resolves with the session cookie and where the sign-in sent the browser. */
async function signIn(site: InProcessSite) {
  const answer = await postForm(site, '/admin/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  expect(answer.status).toBe(303);
  const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { cookie, location: answer.headers.get('location') };
}

describe('people have names', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  const page = async (path: string, cookie = owner) => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('asks an unnamed first owner for their name after sign-in, and refuses a name that is none', async () => {
    const first = await signIn(site);
    owner = first.cookie;
    expect(first.location).toBe('/admin/account?welcome');
    const step = await page('/admin/account?welcome');
    expect(step.text).toContain('First, what should people call you?');
    // The placeholder is no name: the field starts empty.
    expect(step.text).toMatch(/<input[^>]*name="name"[^>]*value=""/);

    const refusals: [string, string][] = [
      ['   ', 'Enter your name'],
      ['Dana\nReyes', 'one line'],
      ['x'.repeat(101), 'at most 100 characters'],
    ];
    for (const [name, words] of refusals) {
      const refused = await postForm(
        site,
        '/admin/account',
        { intent: 'name', name, next: 'leads' },
        { cookie: owner },
      );
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(await refused.text()).toContain(words);
    }

    const named = await postForm(
      site,
      '/admin/account',
      { intent: 'name', name: '  Dana   Whitfield ', next: 'leads' },
      { cookie: owner },
    );
    expect(named.status).toBe(303);
    expect(named.headers.get('location')).toBe('/admin');
    // Named now: the next sign-in goes straight to the leads, and the frame says who.
    const again = await signIn(site);
    expect(again.location).toBe('/admin');
    expect((await page('/admin/account')).text).toContain(
      'Signed in as <span class="font-semibold text-fg">Dana Whitfield',
    );
    const audit = await page('/admin/audit');
    expect(audit.text).toContain(
      'Dana Whitfield changed their name from “Owner” to “Dana Whitfield”',
    );
  });

  it('signs replies and writes a lead’s history with the name set in Account', async () => {
    const renamed = await postForm(
      site,
      '/admin/account',
      { intent: 'name', name: 'Dana Reyes-Whitfield' },
      { cookie: owner },
    );
    expect(renamed.headers.get('location')).toBe('/admin/account?done=name');
    expect((await page('/admin/account?done=name')).text).toContain('Your name is saved.');

    expect((await postForm(site, '/request-quote', QUOTE)).status).toBe(303);
    const notice = await smtp.waitFor((mail) => mail.replyTo?.text === QUOTE.email);
    const id = notice.subject?.match(/#(\d+)/)?.[1] ?? '';
    const added = await postForm(
      site,
      '/admin/reply-templates',
      {
        intent: 'add',
        name: 'Signed',
        subject: '',
        body: 'Hello {first_name},\nSee you soon.\n{sender}',
      },
      { cookie: owner },
    );
    expect(added.status).toBe(303);
    const templates = await page('/admin/reply-templates');
    const templateId = templates.text.match(/name="id" value="(\d+)"/)?.[1] ?? '';
    const form = await page(`/admin/leads/${id}?template=${templateId}`);
    expect(form.text).toContain('Hello Dana,\nSee you soon.\nDana Reyes-Whitfield</textarea>');

    // "Owner gave it to Owner" no more.
    const me = /name="owner"[\s\S]*?<option value="(\d+)"[^>]*>Dana Reyes-Whitfield/.exec(
      form.text,
    )?.[1];
    expect(me).toMatch(/^\d+$/);
    const given = await postForm(
      site,
      `/admin/leads/${id}`,
      { intent: 'owner', owner: me ?? '' },
      { cookie: owner },
    );
    expect(given.status).toBe(200);
    expect((await page(`/admin/leads/${id}`)).text).toContain('gave it to Dana Reyes-Whitfield');
  });
});

describe('a person’s photo', () => {
  it('is uploaded through the office’s photo upload, cleaned, then chosen in Account; a name that is no stored picture is refused', async () => {
    const site = await openSite('sqlite', { ADMIN_NAME: 'Pat Photo' });
    try {
      const { cookie } = await signIn(site);
      const get = async (path: string) =>
        (await (await site.fetch(`${site.url}${path}`, { headers: { cookie } })).text()).replaceAll(
          '<!-- -->',
          '',
        );
      // The plain form of Account's photo panel: multipart to /admin/media, back to Account.
      const form = new FormData();
      form.append('return', '/admin/account');
      form.append('file', new Blob([new Uint8Array(await phoneJpeg())]), 'IMG_0042.jpg');
      const uploaded = await site.fetch(`${site.url}/admin/media`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { cookie, Origin: site.url },
      });
      expect(uploaded.status).toBe(303);
      const back = uploaded.headers.get('location') ?? '';
      const name = /^\/admin\/account\?uploaded=([\w.-]+)$/.exec(back)?.[1] ?? '';
      expect(name).not.toBe('');
      const preview = await get(back);
      expect(preview).toContain('Use this photo');
      expect(preview).toContain(`/media/${name}`);
      // Nothing is set until it is chosen (a change is a POST).
      expect(await get('/admin/people')).not.toContain(`/media/${name}`);

      const refused = await postForm(
        site,
        '/admin/account',
        { intent: 'photo', photo: 'not-a-stored-picture.jpg' },
        { cookie },
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('That photo is not stored here');

      const chosen = await postForm(
        site,
        '/admin/account',
        { intent: 'photo', photo: name },
        { cookie },
      );
      expect(chosen.headers.get('location')).toBe('/admin/account?done=photo');
      expect(await get('/admin/people')).toContain(`/media/${name}`);
      // Cleaned like every uploaded photo: no GPS, no camera.
      const served = await site.fetch(`${site.url}/media/${name}`);
      const facts = await metadataOf(new Uint8Array(await served.arrayBuffer()));
      expect(facts.gps).toBeFalsy();
      expect(await get('/admin/audit')).toContain('Pat Photo changed their photo');

      const removed = await postForm(
        site,
        '/admin/account',
        { intent: 'photo-remove' },
        { cookie },
      );
      expect(removed.headers.get('location')).toBe('/admin/account?done=photo-removed');
      expect(await get('/admin/people')).not.toContain(`/media/${name}`);
    } finally {
      await site.close();
    }
  });
});

describe('ADMIN_NAME', () => {
  it('names an unnamed first owner at start, and keeps a name they chose', async () => {
    const unnamed = await openSite('sqlite');
    const databaseUrl = unnamed.databaseUrl;
    await unnamed.close();

    const named = await openSiteAt(databaseUrl, { ADMIN_NAME: ' Sam  Ortega ' });
    try {
      const { cookie, location } = await signIn(named);
      expect(location).toBe('/admin');
      const account = await named.fetch(`${named.url}/admin/account`, { headers: { cookie } });
      expect(await account.text()).toContain('Sam Ortega');
      // They choose another name; a later start with ADMIN_NAME leaves it.
      await postForm(
        named,
        '/admin/account',
        { intent: 'name', name: 'Samuel Ortega' },
        { cookie },
      );
    } finally {
      await named.close();
    }
    const restarted = await openSiteAt(databaseUrl, { ADMIN_NAME: 'Sam Ortega' });
    try {
      const { cookie } = await signIn(restarted);
      const account = await restarted.fetch(`${restarted.url}/admin/account`, {
        headers: { cookie },
      });
      expect((await account.text()).replaceAll('<!-- -->', '')).toContain(
        'Signed in as <span class="font-semibold text-fg">Samuel Ortega',
      );
    } finally {
      await restarted.close();
    }
  });

  it('refuses a name on several lines at start, naming the setting', async () => {
    const { readConfig } = await import('../../server/config.ts');
    expect(() => readConfig({ ADMIN_NAME: 'Sam\nOrtega' })).toThrow(/ADMIN_NAME cannot be used/);
  });
});
