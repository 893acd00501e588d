import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { ADMIN_EMAIL, ADMIN_PASSWORD, exportRows, postForm, signIn } from './support/site';

describe('the inbox', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  it('shows nothing without a session: sign-in for the pages and the export, 401 for changes', async () => {
    const inbox = await site.fetch(`${site.url}/admin`, { redirect: 'manual' });
    expect(inbox.status).toBe(303);
    expect(inbox.headers.get('location')).toBe('/admin/sign-in');
    const page = await (await site.fetch(`${site.url}/admin`)).text();
    expect(page).toContain('type="password"');
    expect(page).toContain('type="email"');
    const csv = await site.fetch(`${site.url}/admin/export.csv`, { redirect: 'manual' });
    expect(csv.status).toBe(303);
    expect(await csv.text()).not.toContain('@');
    const change = await postForm(site, '/admin?index', {
      intent: 'set-status',
      id: '1',
      status: 'handled',
    });
    expect(change.status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await postForm(site, '/admin/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/;');
    // Plain HTTP on loopback: Secure would stop the browser from sending it.
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    // The cookie's flags need no process of their own: the app in process (in-process-site.ts).
    const proxied = await openSite('sqlite', { TRUST_PROXY: '1' });
    try {
      const response = await postForm(
        proxied,
        '/admin/sign-in',
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { 'X-Forwarded-Proto': 'https', Origin: proxied.url.replace('http:', 'https:') },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('lists newest first, filters by kind and words, moves a lead on, and exports CSV', async () => {
    await postForm(site, '/contact-us', {
      name: 'First',
      email: 'first@example.com',
      message: 'Older one',
    });
    await postForm(site, '/contact-us', {
      name: 'Second',
      email: 'second@example.com',
      message: 'Newer one',
    });
    await postForm(site, '/newsletter', { email: 'reader@example.com' });
    const cookie = await signIn(site);
    const all = await (await site.fetch(`${site.url}/admin/leads`, { headers: { cookie } })).text();
    expect(all.indexOf('second@example.com')).toBeLessThan(all.indexOf('first@example.com'));
    const subscribers = await (
      await site.fetch(`${site.url}/admin?kind=subscriber`, { headers: { cookie } })
    ).text();
    // Double opt-in (decision 035): a sign-up is on the list only once its mail is confirmed.
    expect(subscribers).not.toContain('reader@example.com');

    // The inbox's old address for messages leads to the pipeline's list, filter kept.
    const messages = await (
      await site.fetch(`${site.url}/admin?kind=message&q=newer`, { headers: { cookie } })
    ).text();
    expect(messages).toContain('second@example.com');
    expect(messages).not.toContain('first@example.com');
    expect(messages).not.toContain('reader@example.com');

    const id = messages.match(/name="id" value="(\d+)"/)?.[1];
    expect(id).toBeTruthy();
    const move = await postForm(
      site,
      '/admin/leads',
      { intent: 'stage', id: id ?? '', stage: 'contacted' },
      { cookie },
    );
    expect(move.status).toBe(200);
    const rows = await exportRows(site, cookie, '?q=second');
    const [header, row] = rows as [string[], string[]];
    expect(row[header.indexOf('stage')]).toBe('contacted');
  });

  it('throttles repeated wrong sign-ins with 429 and Retry-After', async () => {
    // Ten failures from one address (on ten emails: each account's own wait starts at its first
    // failure) stop it for the rest of the quarter hour, whatever the machine's speed.
    const emails = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `x${i}@example.com`);
    const statuses: number[] = [];
    for (const email of emails) {
      statuses.push(
        (await postForm(site, '/admin/sign-in', { email, password: 'wrong-one' })).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const held = await postForm(site, '/admin/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('says how to make the first owner when no one has an account', async () => {
    const closed = await openSite('sqlite', { ADMIN_PASSWORD: '' });
    try {
      const page = await (await closed.fetch(`${closed.url}/admin`)).text();
      expect(page).toContain('add-user');
      expect(page).toContain('ADMIN_PASSWORD');
      expect(page).not.toContain('type="password"');
    } finally {
      await closed.close();
    }
  });
});
