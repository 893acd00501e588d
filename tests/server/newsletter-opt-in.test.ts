import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTo } from './support/accounts';
import { outboxDrained } from './support/outbox';
import { FORGED, forgedPost, linksOf, PUBLIC_URL, startPrivacySite } from './support/privacy-site';
import { ADMIN_EMAIL, exportRows, postForm, type startSite } from './support/site';
import type { startSmtp } from './support/smtp';

// Newsletter double opt-in and mailed links from PUBLIC_URL (decision 035).
// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('newsletter double opt-in and mailed links', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ site, smtp, owner, close } = await startPrivacySite('sqlite'));
  });
  afterAll(() => close?.());

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
    await outboxDrained(site.url);
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
    await outboxDrained(site.url);
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
});
