import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startSite } from './support/site';

const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('bad input and abuse get a clear answer', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite('sqlite', { RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(() => site?.close());

  it('refuses a body over the size limit with 413 and a readable page', async () => {
    const response = await postForm(site.url, '/contact-us', {
      ...contact,
      message: 'x'.repeat(70_000),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<h1>');
  });

  it('refuses a content type that is not a form with 415', async () => {
    const response = await fetch(`${site.url}/contact-us`, {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'Content-Type': 'application/json', Origin: site.url },
    });
    expect(response.status).toBe(415);
    const plain = await fetch(`${site.url}/api/forms/message`, {
      method: 'POST',
      body: 'name=Ada',
      headers: { 'Content-Type': 'text/plain', Origin: site.url },
    });
    expect(plain.status).toBe(415);
  });

  it('rejects a post from another site', async () => {
    const other = await postForm(site.url, '/contact-us', contact, {
      Origin: 'https://evil.example',
    });
    expect(other.status).toBe(403);
    const fetchSite = await postForm(site.url, '/api/forms/message', contact, {
      Origin: '',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
  });

  it('answers an unknown form kind with 404, never 500', async () => {
    const response = await postForm(site.url, '/api/forms/payroll', contact);
    expect(response.status).toBe(404);
  });

  it('slows down one address that posts too often: 429 with Retry-After and a readable page', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await postForm(site.url, '/api/forms/message', {
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
