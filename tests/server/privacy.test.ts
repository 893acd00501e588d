import { request as httpRequest } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { isTo } from './support/accounts';
import { testToken } from './support/form-tokens';
import {
  ADMIN_EMAIL,
  databases,
  exportRows,
  formBody,
  postForm,
  signIn,
  startSite,
} from './support/site';
import { startSmtp } from './support/smtp';

const PUBLIC_URL = 'https://www.public-site.test';
const FORGED = 'evil.example';

/** Every http(s) link in a mail's text and headers. */
const linksOf = (mail: ParsedMail) =>
  [mail.text ?? '', ...mail.headerLines.map((line) => line.line)]
    .join('\n')
    .match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * A POST as a script would forge it: raw Host and X-Forwarded-* headers of another site, and an
 * Origin to match them (so the router's own origin check lets it through).
 */
function forgedPost(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  const url = new URL(path, base);
  const body = formBody({ [TOKEN_FIELD]: testToken(), ...fields }).toString();
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(databases)('personal data by the rules on %s', (kind) => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite(kind, {
      SMTP_URL: smtp.url,
      NOTIFY_TO: 'office@example.com',
      PUBLIC_URL,
      TRUST_PROXY: '1',
    });
    owner = await signIn(site.url);
  });
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
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('double opt-in: the same answer for a new and a known address; nothing more before confirming', async () => {
    const first = await postForm(site.url, '/newsletter', { email: 'Reader@Example.com' });
    const again = await postForm(site.url, '/newsletter', { email: 'reader@example.com' });
    expect(first.status).toBe(303);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const api = await postForm(site.url, '/api/forms/subscribe', { email: 'reader@example.com' });
    const fresh = await postForm(site.url, '/api/forms/subscribe', { email: 'fresh@example.com' });
    expect(await api.json()).toEqual(await fresh.json());

    const welcome = await smtp.waitFor((m) => isTo(m, 'reader@example.com'));
    expect(welcome.subject).toMatch(/confirm/i);
    const confirm = linksOf(welcome).find((link) => link.includes('/newsletter/confirm/')) ?? '';
    expect(confirm.startsWith(`${PUBLIC_URL}/newsletter/confirm/`)).toBe(true);
    // Unconfirmed: not on the list the office reads or exports.
    expect(await exportRows(site.url, owner, '?kind=subscriber')).toHaveLength(1);
    // Within the hour a repeat sign-up mails nothing more.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails.filter((m) => isTo(m, 'reader@example.com'))).toHaveLength(1);

    // Opening the link confirms nothing (mail scanners open links); the button does, twice alike.
    const path = new URL(confirm).pathname;
    const page = await fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my subscription');
    expect(await exportRows(site.url, owner, '?kind=subscriber')).toHaveLength(1);
    const done = await postForm(site.url, path, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('your subscription is confirmed');
    const twice = await postForm(site.url, path, {});
    expect(twice.status).toBe(200);
    expect(await twice.text()).toContain('your subscription is confirmed');
    const rows = await exportRows(site.url, owner, '?kind=subscriber');
    expect(rows.map((row) => row[5])).toEqual(['email', 'reader@example.com']);

    // A confirmed address signing up again: the same answer, and no mail.
    const known = await postForm(site.url, '/newsletter', { email: 'reader@example.com' });
    expect(known.headers.get('location')).toBe(first.headers.get('location'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails.filter((m) => isTo(m, 'reader@example.com'))).toHaveLength(1);
    expect((await postForm(site.url, '/newsletter/confirm/not-a-real-token-000', {})).status).toBe(
      404,
    );
  });

  it('builds every mailed link from PUBLIC_URL, never a forged Host or X-Forwarded-Host', async () => {
    const forged = { Host: FORGED, Origin: `http://${FORGED}` };
    const forwarded = {
      'X-Forwarded-Host': FORGED,
      'X-Forwarded-Proto': 'https',
      Origin: `https://${FORGED}`,
    };
    for (const headers of [forged, forwarded]) {
      expect(
        await forgedPost(
          site.url,
          '/newsletter',
          { email: `news-${headers.Origin.length}@example.com` },
          headers,
        ),
      ).toBe(303);
      expect(
        await forgedPost(site.url, '/admin/reset', { email: ADMIN_EMAIL }, headers),
      ).toBeLessThan(500);
    }
    // An owner's invitation, sent through a forged forwarded host.
    const invited = await forgedPost(
      site.url,
      '/admin/people',
      { intent: 'invite', email: 'new.editor@example.com', role: 'editor' },
      { ...forwarded, cookie: owner },
    );
    expect(invited).toBe(200);
    await smtp.waitFor((m) => isTo(m, 'new.editor@example.com'));
    await smtp.waitFor((m) => isTo(m, ADMIN_EMAIL) && /reset/i.test(m.subject ?? ''));
    await smtp.waitFor((m) => isTo(m, 'news-20@example.com') || isTo(m, 'news-21@example.com'));
    const links = smtp.mails.flatMap(linksOf);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
    expect(smtp.mails.some((m) => JSON.stringify(m).includes(FORGED))).toBe(false);
  });

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
    const editor = await joinAs(`editor-${kind}@example.com`);
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
      /Erased: 1 submission, 0 files, 0 notes and changes, 1 newsletter entry and 2 mails/,
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
    expect(audit).toContain('Erased the data of');
    expect(audit).toContain('Exported the data of');
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
