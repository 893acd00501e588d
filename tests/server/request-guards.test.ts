import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm } from './support/site';

describe('requests a path cannot answer are refused plainly, never with a server error', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  it('answers POST, PUT, DELETE and PATCH on static paths with 405 and Allow: GET, HEAD', async () => {
    for (const path of ['/about-us', '/', '/about-us.data', '/favicon.svg', '/no-such-page']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await site.fetch(`${site.url}${path}`, {
          method,
          headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'a=b',
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      }
    }
  });

  it('still takes form posts where a form lives, and nothing but POST there', async () => {
    const form = await postForm(site, '/contact-us', { name: '' });
    expect(form.status).toBe(422);
    const api = await postForm(site, '/api/forms/contact', { name: '' });
    expect(api.status).not.toBe(405);
    const put = await site.fetch(`${site.url}/contact-us`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('answers malformed, NUL-bearing and oversized paths with 400', async () => {
    const longSegment = `/${'a'.repeat(256)}`;
    for (const path of [
      '/%00',
      '/about-us%00.html',
      '/%E0%A4%A',
      '/%',
      longSegment,
      `/blog${longSegment}`,
      `/${'a/'.repeat(1100)}`,
    ]) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(response.status, path.slice(0, 40)).toBe(400);
    }
    const fine = await site.fetch(`${site.url}/${'a'.repeat(255)}`);
    expect(fine.status).toBe(404);
  });

  it('serves router data files with their type, compressed', async () => {
    const response = await site.fetch(`${site.url}/about-us.data`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-script/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends visitors who came over plain HTTP through a proxy to HTTPS', async () => {
    const proxied = await openSite('sqlite', { TRUST_PROXY: '1' });
    try {
      const response = await proxied.fetch(`${proxied.url}/faq?x=1`, {
        redirect: 'manual',
        headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'www.example.test' },
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('https://www.example.test/faq?x=1');
    } finally {
      await proxied.close();
    }
  });
});
