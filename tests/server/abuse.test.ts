import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm } from './support/site';

const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('bad input and abuse get a clear answer', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(() => site?.close());

  it('refuses a body over the size limit with 413 and a readable page', async () => {
    const response = await postForm(site, '/contact-us', {
      ...contact,
      message: 'x'.repeat(70_000),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<h1>');
  });

  it('refuses a content type that is not a form with 415', async () => {
    const response = await site.fetch(`${site.url}/contact-us`, {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'Content-Type': 'application/json', Origin: site.url },
    });
    expect(response.status).toBe(415);
    const plain = await site.fetch(`${site.url}/api/forms/message`, {
      method: 'POST',
      body: 'name=Ada',
      headers: { 'Content-Type': 'text/plain', Origin: site.url },
    });
    expect(plain.status).toBe(415);
  });

  it('rejects a post from another site', async () => {
    const other = await postForm(site, '/contact-us', contact, {
      Origin: 'https://evil.example',
    });
    expect(other.status).toBe(403);
    const fetchSite = await postForm(site, '/api/forms/message', contact, {
      Origin: '',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
  });

  it('answers an unknown form kind with 404, never 500', async () => {
    const response = await postForm(site, '/api/forms/payroll', contact);
    expect(response.status).toBe(404);
  });

  it('slows down one address that posts too often: 429 with Retry-After and a readable page', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await postForm(site, '/api/forms/message', {
        ...contact,
        message: `Try ${i}`,
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last?.text()).toContain('Please wait');
  });
});

describe('limits that hold (behind one proxy)', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: '1' });
  });
  afterAll(() => site?.close());

  /** Statuses of `count` posts of `path`, each from the address `from(i)` as the proxy saw it. */
  async function statuses(count: number, path: string, from: (i: number) => string, headers = {}) {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await postForm(
        site,
        path,
        { ...contact, message: `Try ${i}` },
        { 'X-Forwarded-For': from(i), ...headers },
      );
      seen.push(response.status);
    }
    return seen;
  }

  it('counts IPv6 clients by their /64: rotating addresses within it share one limit', async () => {
    const seen = await statuses(6, '/api/forms/message', (i) =>
      i % 2 ? `2001:db8:0:1::${i + 1}` : `2001:DB8:0:1:${i + 1}:0:0:1`,
    );
    expect(seen.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(seen.slice(4)).toEqual([429, 429]);
    // Another /64 has its own count.
    expect((await statuses(1, '/api/forms/message', () => '2001:db8:0:2::1'))[0]).not.toBe(429);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const seen = await statuses(5, '/api/forms/message', (i) =>
      i % 2 ? '198.51.100.60' : '::ffff:198.51.100.60',
    );
    expect(seen.at(-1)).toBe(429);
  });

  it('keeps the post limit on sign-in however its path is spelled, whatever cookie is sent', async () => {
    for (const [n, path] of ['/admin/Sign-In', '/admin/%73ign-in', '//admin//SIGN-IN'].entries()) {
      await statuses(4, path, () => `203.0.113.${n + 1}`, { cookie: 'admin_session=made-up' });
      const fifth = await postForm(
        site,
        path,
        { email: 'owner@example.com', password: 'a guess' },
        { 'X-Forwarded-For': `203.0.113.${n + 1}`, cookie: 'admin_session=made-up' },
      );
      // The post limit's own answer, not the sign-in throttle's.
      expect(fifth.status, path).toBe(429);
      expect(await fifth.text(), path).toContain('Too many submissions');
    }
  });
});
