import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';

describe('the server serves the pre-rendered site as a static host would', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  it('answers a page with and without a trailing slash, without redirecting', async () => {
    for (const path of ['/faq', '/faq/']) {
      const response = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<h1');
    }
  });

  it('caches hashed assets for a year and revalidates pages and their data', async () => {
    const html = await (await site.fetch(`${site.url}/`)).text();
    const asset = html.match(/\/assets\/[^"']+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const response = await site.fetch(`${site.url}${asset}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await site.fetch(`${site.url}/search-index.json`);
    expect(index.headers.get('cache-control')).toContain('max-age=0');
    const page = await site.fetch(`${site.url}/about-us`);
    expect(page.headers.get('cache-control')).toContain('max-age=0');
    // A page carries a form token of its own in each answer (decision 030): no validator, so a
    // browser asks again and gets a new one. Its data is revalidated as before.
    expect(page.headers.get('etag')).toBeNull();
    const data = await site.fetch(`${site.url}/about-us.data`);
    expect(data.headers.get('cache-control')).toContain('max-age=0');
    const etag = data.headers.get('etag') ?? '';
    const again = await site.fetch(`${site.url}/about-us.data`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with the Not Found screen and status 404', async () => {
    const response = await site.fetch(`${site.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('redirects an unknown detail slug to /404-error', async () => {
    const response = await site.fetch(`${site.url}/services/no-such-service`, {
      redirect: 'manual',
    });
    expect([301, 302, 303, 307]).toContain(response.status);
    expect(response.headers.get('location')).toMatch(/\/404-error$/);
  });

  it('never serves a file from outside the site', async () => {
    for (const path of [
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(await response.text(), path).not.toContain('"devDependencies"');
    }
  });

  it('keeps server pages out of the sitemap and out of the pre-rendered files', async () => {
    const sitemap = await (await site.fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of ['/admin', '/thank-you', '/newsletter', '/api/']) {
      expect(sitemap, path).not.toContain(path);
    }
    const inbox = await site.fetch(`${site.url}/admin`);
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    expect(inbox.headers.get('x-robots-tag')).toContain('noindex');
  });
});
