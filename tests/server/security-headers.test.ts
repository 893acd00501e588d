import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedOrigins } from '../../app/lib/embed-origins';
import { pagePolicy, parseHeadersFile } from '../../common/headers-file.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { cookies, type Scan, score } from './support/observatory';
import { ADMIN_EMAIL, ADMIN_PASSWORD, postForm } from './support/site';

// The public host the proxy in front of the server answers for (TRUST_PROXY=1).
const HOST = 'www.example.test';
const PROBE_ORIGIN = 'https://observatory.example';

describe('the production server scores A+ on the Observatory criteria', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site?.close());

  /** One Observatory-style scan of `path`, as the visitor's HTTPS request reaches us through the proxy. */
  async function scan(path: string): Promise<Scan> {
    const via = (proto: string, extra: Record<string, string> = {}) =>
      site.fetch(`${site.url}${path}`, {
        redirect: 'manual',
        headers: { 'X-Forwarded-Proto': proto, 'X-Forwarded-Host': HOST, ...extra },
      });
    const page = await via('https');
    return {
      http: await via('http'),
      https: { headers: page.headers, html: await page.text(), url: `https://${HOST}${path}` },
      crossOrigin: (await via('https', { Origin: PROBE_ORIGIN })).headers,
      probeOrigin: PROBE_ORIGIN,
    };
  }

  for (const path of ['/', '/about-us', '/search?q=roof', '/admin']) {
    it(`${path}: A+ with no penalty`, async () => {
      const { results, score: total, grade } = score(await scan(path));
      console.log(`Observatory-style score of ${path}: ${total} (${grade})`);
      expect(results.filter((result) => result.modifier < 0)).toEqual([]);
      expect(grade).toBe('A+');
      // CSP with default-src 'none' (+10), frame-ancestors (+5), a private referrer (+5).
      expect(total).toBe(120);
    });
  }

  it('the office app is asked for with its page and starts at once, under the page nonce', async () => {
    // A work tool, not a public page (decision 047): no starter waiting for `load`, no inert
    // copy of the router's boot; the boot module and every preload carry the request's nonce.
    const response = await site.fetch(`${site.url}/admin/sign-in`);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
    expect(nonce?.[1]).toBeTruthy();
    expect(html).not.toContain('text/x-deferred-module');
    expect(html).not.toContain('data-preload=');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag).toContain(`nonce="${nonce?.[1]}"`);
    // The nonce is base64: its + and / are no pattern, so the tag is looked for as written.
    const boot = [...html.matchAll(/<script nonce="([^"]*)" type="module"[^>]*>import/g)];
    expect(boot.map(([, value]) => value)).toEqual([nonce?.[1]]);
  });

  it('the inbox session cookie is Secure, HttpOnly and SameSite over HTTPS (cookie bonus)', async () => {
    const response = await postForm(
      site,
      '/admin/sign-in',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { 'X-Forwarded-Proto': 'https', Origin: site.url.replace('http:', 'https:') },
    );
    expect(response.status).toBe(303);
    expect(cookies(response.headers).result).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
  });

  it('the scorer gives a server without these headers an F', () => {
    const bare = new Headers({ 'Content-Type': 'text/html' });
    const { grade, score: total } = score({
      http: new Response('<p>hi</p>', { status: 200 }),
      https: {
        headers: bare,
        html: '<script src="http://cdn.example/x.js"></script>',
        url: 'https://x.test/',
      },
      crossOrigin: bare,
      probeOrigin: PROBE_ORIGIN,
    });
    expect(grade).toBe('F');
    expect(total).toBe(0);
  });
});

describe('a static host applies the same headers as the server', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  const rules = parseHeadersFile(
    readFileSync(new URL('../../build/client/_headers', import.meta.url), 'utf8'),
  );

  it('each page in _headers gets from the server the same policy for the page it renders', async () => {
    // The server renders pages from what is published now, so its page's inline scripts may
    // differ from the build's copy: the policy is built the same way, from the page sent.
    // Search answers each query under a nonce of its own (render-cache.test.ts).
    const pages = [...rules.keys()].filter((path) => !path.includes('*') && path !== '/search');
    expect(pages).toContain('/');
    expect(pages).toContain('/about-us');
    for (const path of pages) {
      const response = await site.fetch(`${site.url}${path}`);
      const sent = response.headers.get('content-security-policy');
      expect(sent, path).toBe(pagePolicy(await response.text(), embedOrigins));
      // Everything but the script hashes is what a static host sends.
      const withoutHashes = (policy = '') => policy.replace(/ 'sha256-[^']+'/g, '');
      expect(withoutHashes(sent ?? ''), path).toBe(
        withoutHashes(rules.get(path)?.['Content-Security-Policy']),
      );
    }
  });

  it('the headers every path carries are the ones the server sends', async () => {
    const response = await site.fetch(`${site.url}/faq`);
    for (const [name, value] of Object.entries(rules.get('/*') ?? {})) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(rules.get('/*')?.['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
  });

  it('sends no referrer from a page whose address carries a token, however the path is spelled', async () => {
    for (const path of [
      '/admin/reset/a-reset-token',
      '/admin/invite/an-invite-token',
      '/newsletter/confirm/a-confirm-token',
      '/newsletter/unsubscribe/an-unsubscribe-token',
      '/quote/a-quote-token',
      '/about-us?preview=a-preview-token',
      '/admin/%72eset/a-reset-token',
      '/Newsletter/Confirm/a-confirm-token',
      '/visit/a-booking-token',
      '/thank-you/quote?visit=a-booking-token',
    ]) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    for (const path of ['/about-us', '/admin/reset', '/newsletter']) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('takes a post from a page without referrer (Origin: null) only when the browser says it came from here', async () => {
    const post = (headers: Record<string, string>) =>
      postForm(site, '/admin/reset', { email: 'someone@example.com' }, headers);
    expect((await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await post({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post({ Origin: 'null' })).status).toBe(403);
  });

  it('does not serve the headers file itself', async () => {
    expect((await site.fetch(`${site.url}/_headers`)).status).toBe(404);
  });
});
