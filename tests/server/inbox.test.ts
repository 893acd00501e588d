import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, postForm, signIn, startSite } from './support/site';

describe('the inbox', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite('sqlite');
  });
  afterAll(() => site?.close());

  it('shows nothing without a session: a sign-in form, and 401 for the export and changes', async () => {
    const page = await (await fetch(`${site.url}/admin`)).text();
    expect(page).toContain('type="password"');
    expect((await fetch(`${site.url}/admin/export.csv`)).status).toBe(401);
    const change = await postForm(site.url, '/admin', {
      intent: 'set-status',
      id: '1',
      status: 'handled',
    });
    expect(change.status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await postForm(site.url, '/admin', {
      intent: 'sign-in',
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
    const proxied = await startSite('sqlite', { TRUST_PROXY: '1' });
    try {
      const response = await postForm(
        proxied.url,
        '/admin',
        { intent: 'sign-in', password: ADMIN_PASSWORD },
        { 'X-Forwarded-Proto': 'https', Origin: proxied.url.replace('http:', 'https:') },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('lists newest first, filters by kind and words, marks handled, and exports CSV', async () => {
    await postForm(site.url, '/contact-us', {
      name: 'First',
      email: 'first@example.com',
      message: 'Older one',
    });
    await postForm(site.url, '/contact-us', {
      name: 'Second',
      email: 'second@example.com',
      message: 'Newer one',
    });
    await postForm(site.url, '/newsletter', { email: 'reader@example.com' });
    const cookie = await signIn(site.url);
    const all = await (await fetch(`${site.url}/admin`, { headers: { cookie } })).text();
    expect(all.indexOf('second@example.com')).toBeLessThan(all.indexOf('first@example.com'));
    expect(all).toContain('reader@example.com');

    const messages = await (
      await fetch(`${site.url}/admin?kind=message&q=newer`, { headers: { cookie } })
    ).text();
    expect(messages).toContain('second@example.com');
    expect(messages).not.toContain('first@example.com');
    expect(messages).not.toContain('reader@example.com');

    const id = messages.match(/name="id" value="(\d+)"/)?.[1];
    expect(id).toBeTruthy();
    const mark = await postForm(
      site.url,
      '/admin',
      { intent: 'set-status', id: id ?? '', status: 'handled' },
      { cookie },
    );
    expect(mark.status).toBe(200);
    const csv = await (
      await fetch(`${site.url}/admin/export.csv?q=second`, { headers: { cookie } })
    ).text();
    expect(csv).toContain('handled');
  });

  it('rate-limits sign-in attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await postForm(site.url, '/admin', {
        intent: 'sign-in',
        password: `wrong-${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it('says how to open it when no password is set', async () => {
    const closed = await startSite('sqlite', { ADMIN_PASSWORD: '' });
    try {
      const page = await (await fetch(`${closed.url}/admin`)).text();
      expect(page).toContain('ADMIN_PASSWORD');
      expect(page).not.toContain('type="password"');
    } finally {
      await closed.close();
    }
  });
});
