import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../server/content/store';
import type { Db } from '../../server/db/connect';
import { inviteAndJoin } from './support/accounts';
import { eventually } from './support/eventually';
import type { InProcessSite } from './support/in-process-site';
import { saveOffice } from './support/office';
import { postForm, signIn } from './support/site';
import { openSiteWithStore } from './support/site-store';
import { startSmtp } from './support/smtp';

const OFFICE = 'office@example.com';

/** The opening tag of the form control named `name`. */
const controlOf = (html: string, name: string) =>
  new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const isRequired = (html: string, name: string) => /\srequired=""/.test(controlOf(html, name));
/** The footer's Privacy policy link target. */
const privacyHref = (html: string) =>
  /<a[^>]*href="([^"]*)"[^>]*>Privacy policy<\/a>/.exec(html)?.[1];

/** Fields as the editor's form posts them: one input per value, named by its dotted path. */
function formFields(value: unknown, path = '', out: Record<string, string> = {}) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      formFields(child, path ? `${path}.${key}` : key, out);
    }
  } else if (value !== undefined) out[path] = String(value);
  return out;
}

// Over HTTP on SQLite: the office settings' queries on each database are
// server/leads/office-settings.test.ts's.
describe('the office settings screen and the privacy notice', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Db;
  let store: ContentStore;
  let close: () => Promise<void>;
  let owner: string;
  const get = async (path: string, cookie = '') => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text(), response };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ site, database, store, close } = await openSiteWithStore('sqlite', {
      SMTP_URL: smtp.url,
      NOTIFY_TO: OFFICE,
    }));
    owner = await signIn(site);
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  it('is for owners only, and refuses a zone that is not one, naming it and keeping the old one', async () => {
    expect((await get('/admin/office')).status).toBe(303);
    const editor = await inviteAndJoin(site, smtp, owner, {
      email: 'editor@example.com',
      role: 'editor',
      password: 'editor-password-long',
    });
    expect((await get('/admin/office', editor)).status).toBe(403);
    expect((await saveOffice(site, editor, { timeZone: 'Europe/Berlin' })).status).toBe(403);

    const screen = await get('/admin/office', owner);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('<option value="America/Los_Angeles" selected="">');
    expect(screen.text).toContain('Not published yet');

    for (const timeZone of ['Mars/Olympus', 'EST5EDT; drop table', '']) {
      const refused = await saveOffice(site, owner, { timeZone });
      expect(refused.status, timeZone).toBe(400);
      expect(await refused.text()).toContain('expected a time zone such as America/Los_Angeles');
    }
    const made = await saveOffice(site, owner, { required: ['phone', 'lastName'] });
    expect(made.status).toBe(400);
    expect((await get('/admin/office', owner)).text).toContain(
      '<option value="America/Los_Angeles" selected="">',
    );
  });

  it('takes a homeowner’s quote without company or website once they are optional, stored as nothing', async () => {
    expect(isRequired((await get('/request-quote')).text, 'company')).toBe(true);
    const saved = await saveOffice(site, owner, { required: ['phone', 'service', 'message'] });
    expect(saved.status).toBe(200);
    const form = await eventually(async () => {
      const { text } = await get('/request-quote');
      return isRequired(text, 'company') ? undefined : text;
    });
    expect(isRequired(form, 'website')).toBe(false);
    expect(controlOf(form, 'website')).toContain('type="url"');
    expect(isRequired(form, 'phone')).toBe(true);
    expect(isRequired(form, 'firstName')).toBe(true);
    // The markers left: first name, email address, number, services and message.
    expect(form.match(/data-required-marker/g)).toHaveLength(5);

    const email = 'home@example.com';
    const sent = await postForm(site, '/request-quote', {
      firstName: 'Hana',
      lastName: '',
      email,
      phone: '555 0100 33',
      company: '',
      website: '  ',
      service: 'house-renovation',
      message: 'A loft conversion for our family home.',
    });
    expect(sent.status).toBe(303);
    const row = await database.db
      .selectFrom('submissions')
      .select(['company', 'website', 'name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company: null, website: null, name: 'Hana' });
    const mail = await smtp.waitFor((m) => m.text?.includes('A loft conversion') ?? false);
    expect(mail.text).not.toContain('Company or organization');
    expect(mail.text).not.toContain('Website');

    // What is typed in an optional field is still checked.
    const bad = await postForm(site, '/api/forms/quote', {
      firstName: 'Hana',
      email,
      phone: '555 0100 33',
      website: 'my bakery',
      service: 'house-renovation',
      message: 'Another one.',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['website']);

    await saveOffice(site, owner);
    await eventually(async () =>
      isRequired((await get('/request-quote')).text, 'company') ? true : undefined,
    );
  });

  it('shows times in the company’s time zone in the inbox and the office mail, and logs the change', async () => {
    expect((await saveOffice(site, owner, { timeZone: 'Asia/Tokyo' })).status).toBe(200);
    const sent = await postForm(site, '/api/forms/message', {
      name: 'Kei',
      email: 'kei@example.com',
      message: 'Do you build in Japan?',
    });
    const { reference } = await sent.json();
    const mail = await smtp.waitFor((m) => m.text?.includes('Do you build in Japan?') ?? false);
    expect(mail.text).toMatch(/sent .+ GMT\+9\./);
    const leads = await get('/admin/leads?kind=message', owner);
    // The screen names the zone once, and its times are that zone's wall clock.
    expect(leads.text).toContain('(Asia/Tokyo)');
    const [, instant = '', shown = ''] =
      /<time[^>]*dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/i.exec(leads.text) ?? [];
    const tokyo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(instant));
    expect(shown).toContain(tokyo);
    const audit = await get('/admin/audit', owner);
    expect(audit.text).toContain('office.settings');
    expect(reference).toMatch(/^M-/);
    await saveOffice(site, owner);
  });

  it('publishes the privacy notice at /privacy and points the footer there; a draft until then', async () => {
    expect((await get('/privacy')).status).toBe(404);
    expect(privacyHref((await get('/')).text)).toBe('/contact-us');
    const item = await store.editor.find('settings', 'privacy');
    if (!item) throw new Error('the seed has no privacy document');
    expect(item.status).toBe('draft');
    expect(item.live).toBeFalsy();

    const published = await postForm(
      site,
      `/admin/content/settings/${item.id}`,
      { ...formFields(item.fields), intent: 'publish', baseVersion: String(item.version) },
      { cookie: owner },
    );
    expect(published.status).toBe(303);
    const page = await eventually(async () => {
      const shown = await get('/privacy');
      return shown.status === 200 ? shown.text : undefined;
    });
    for (const words of ['What we collect', 'Your rights', 'Whom to ask', 'hello@']) {
      expect(page).toContain(words);
    }
    expect(page).not.toContain('{{name}}');
    await eventually(async () =>
      privacyHref((await get('/')).text) === '/privacy' ? true : undefined,
    );
    expect(privacyHref((await get('/faq')).text)).toBe('/privacy');
    expect((await get('/admin/office', owner)).text).toContain('Published at /privacy');
  });
});
