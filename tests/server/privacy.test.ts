import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTo } from './support/accounts';
import { linksOf, startPrivacySite } from './support/privacy-site';
import { postForm, type startSite } from './support/site';
import type { startSmtp } from './support/smtp';

// Export and erasure by address, and the retention setting, over HTTP (decision 035).
// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('personal data by the rules', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ site, smtp, owner, close } = await startPrivacySite('sqlite'));
  });
  afterAll(() => close?.());
  /** Invites an editor and joins through the mailed link (its path, on this server). */
  async function joinAs(email: string) {
    const fields = { intent: 'invite', email, role: 'editor' };
    await postForm(site.url, '/admin/people', fields, { cookie: owner });
    const mail = await smtp.waitFor((m) => isTo(m, email));
    const path = new URL(linksOf(mail)[0] ?? '').pathname;
    const joined = await postForm(site.url, path, {
      name: 'Ed Itor',
      password: 'an editor password',
    });
    expect(joined.status).toBe(303);
    return (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  it('exports one address as a JSON download and erases it after a confirmation, owners only, audited', async () => {
    const person = 'quinn.visitor@example.net';
    const sent = await postForm(site.url, '/contact-us', {
      name: 'Quinn',
      email: person,
      message: 'Fix my roof',
    });
    expect(sent.status).toBe(303);
    await postForm(site.url, '/newsletter', { email: person });
    await smtp.waitFor((m) => isTo(m, person));

    const download = await postForm(
      site.url,
      '/admin/privacy/export',
      { email: person.toUpperCase() },
      { cookie: owner },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-[0-9a-f]{16}\.json"$/,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    const document = await download.json();
    expect(document.leads.map((lead: { message: string }) => lead.message)).toEqual([
      'Fix my roof',
    ]);
    expect(document.leads[0].mail[0].to).toBe('office@example.com');
    expect(document.subscription.confirmedAt).toBeNull();
    expect(document.mail.map((m: { to: string }) => m.to)).toEqual([person]);
    // Never by GET, never to an editor, never a bad address.
    expect(
      (await fetch(`${site.url}/admin/privacy/export`, { headers: { cookie: owner } })).status,
    ).toBe(405);
    expect(
      (await postForm(site.url, '/admin/privacy/export', { email: 'nope' }, { cookie: owner }))
        .status,
    ).toBe(422);
    const editor = await joinAs('editor@example.com');
    expect(
      (await postForm(site.url, '/admin/privacy/export', { email: person }, { cookie: editor }))
        .status,
    ).toBe(403);
    expect(
      (
        await postForm(
          site.url,
          '/admin/privacy',
          { intent: 'erase', email: person },
          { cookie: editor },
        )
      ).status,
    ).toBe(403);

    const preview = await postForm(
      site.url,
      '/admin/privacy',
      { intent: 'preview', email: person },
      { cookie: owner },
    );
    expect(preview.status).toBe(200);
    const previewPage = await preview.text();
    expect(previewPage).toContain('1 lead, 0 comments, 0 files, 1 newsletter entry');
    const erase = await postForm(
      site.url,
      '/admin/privacy',
      { intent: 'erase', email: person },
      { cookie: owner },
    );
    expect(erase.status).toBe(200);
    expect(await erase.text()).toMatch(
      /Erased: 1 submission, 0 files, 0 notes and changes, 1 newsletter entry and 3 mails/,
    );
    const after = await postForm(
      site.url,
      '/admin/privacy/export',
      { email: person },
      { cookie: owner },
    );
    const empty = await after.json();
    expect([empty.leads, empty.comments, empty.mail, empty.subscription]).toEqual([
      [],
      [],
      [],
      null,
    ]);

    const audit = await (
      await fetch(`${site.url}/admin/audit`, { headers: { cookie: owner } })
    ).text();
    expect(audit).toContain('erased the data kept about');
    expect(audit).toContain('exported the data kept about');
    expect(audit).not.toContain(person);
    expect(audit).not.toContain('quinn.visitor');
  });

  it('saves the retention setting, checked, for owners', async () => {
    const bad = await postForm(
      site.url,
      '/admin/privacy',
      { intent: 'retention', leadMonths: '0', commentMonths: '', unsubscribedDays: '30' },
      { cookie: owner },
    );
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('leads: a whole number of months from 1 to 120');
    const good = await postForm(
      site.url,
      '/admin/privacy',
      { intent: 'retention', leadMonths: '18', commentMonths: '', unsubscribedDays: '14' },
      { cookie: owner },
    );
    expect(good.status).toBe(200);
    const page = await (
      await fetch(`${site.url}/admin/privacy`, { headers: { cookie: owner } })
    ).text();
    expect(page).toMatch(/name="leadMonths"[^>]*value="18"|value="18"[^>]*name="leadMonths"/);
  });
});
