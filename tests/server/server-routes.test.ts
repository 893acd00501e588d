// The server's own routes (server/http/app.ts) match the one spelling of a path the guards and
// React Router read (request-path.ts), not the bytes sent: an escaped letter reaches the same
// route, a near miss does not, and a malformed path is refused before any route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';

describe('the server’s own routes', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  it('answer a path however its letters are escaped or its slashes doubled', async () => {
    const upload = await site.fetch(`${site.url}/admin//%6Dedia`, {
      method: 'POST',
      headers: { Accept: 'application/json', Origin: site.url },
    });
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: 'Please sign in to upload photos.' });
    const health = await site.fetch(`${site.url}//%68ealthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toContain('application/json');
    const file = await site.fetch(`${site.url}/admin//lead-files/%31`, {
      headers: { Accept: 'text/plain' },
    });
    expect(file.status).toBe(401);
    expect(await file.text()).toContain('Please sign in to open the files');
  });

  it('leave a path that only starts like theirs to the site', async () => {
    for (const path of ['/media', '/healthz/', '/admin/lead-files']) {
      const response = await site.fetch(`${site.url}${path}`, {
        headers: { Accept: 'text/html' },
        redirect: 'manual',
      });
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
  });

  it('refuse a malformed path with 400 before any route', async () => {
    for (const path of ['/media/%ZZ', '/healthz%00', '/admin/lead-files/%E0%A4%A']) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(400);
    }
  });
});
