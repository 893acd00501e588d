import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TOKEN_PLACEHOLDER } from '../../app/forms/parse-form.ts';
import { createRenderCache } from './render-cache.ts';

const get = (headers: Record<string, string> = {}) =>
  new Request('http://site.test/blog/a', { headers });
const rendered = (init: ResponseInit = {}) =>
  new Response(null, { status: 200, headers: { 'Content-Type': 'text/html' }, ...init });

describe('render cache', () => {
  it('sends a kept page again with its ETag, and 304 to a browser that has it', async () => {
    const cache = createRenderCache();
    const first = cache.put('/blog/a', rendered(), '<p>A</p>', ['post:a']);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = cache.get('/blog/a', get());
    expect(await again?.text()).toBe('<p>A</p>');
    expect(again?.headers.get('etag')).toBe(etag);
    expect(again?.headers.get('content-type')).toBe('text/html');
    expect(cache.get('/blog/a', get({ 'If-None-Match': etag }))?.status).toBe(304);
  });

  it('sends the body gzipped once at storing to a browser that takes gzip', async () => {
    const cache = createRenderCache();
    const page = `<p>${'Roof '.repeat(500)}</p>`;
    cache.put('/blog/a', rendered(), page, ['post:a']);
    const zipped = cache.get('/blog/a', get({ 'Accept-Encoding': 'gzip, br' }));
    expect(zipped?.headers.get('content-encoding')).toBe('gzip');
    expect(zipped?.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await (zipped as Response).arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(page);
    const plain = cache.get('/blog/a', get());
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(await plain?.text()).toBe(page);
  });

  it('gzips a page with forms once, and still sends each answer a form token of its own', async () => {
    let n = 0;
    const cache = createRenderCache({ issueToken: () => `token-${++n}` });
    const form = (at: string) =>
      `<form><input name="form_token" value="${TOKEN_PLACEHOLDER}"/>${at}</form>`;
    const page = `${TOKEN_PLACEHOLDER}<p>${'Roof '.repeat(500)}</p>${form('a')}${'é'.repeat(300)}${form('b')}`;
    cache.put('/blog/a', rendered(), page, ['post:a']);
    const bodies: string[] = [];
    for (const _ of [1, 2]) {
      const zipped = cache.get('/blog/a', get({ 'Accept-Encoding': 'gzip' }));
      expect(zipped?.headers.get('content-encoding')).toBe('gzip');
      expect(zipped?.headers.get('etag')).toBeNull();
      const bytes = Buffer.from(await (zipped as Response).arrayBuffer());
      expect(bytes.length).toBeLessThan(page.length / 5);
      // gunzip checks the CRC-32 and the length as well.
      bodies.push(gunzipSync(bytes).toString());
    }
    expect(bodies[0]).toBe(page.replaceAll(TOKEN_PLACEHOLDER, 'token-1'));
    expect(bodies[1]).toBe(page.replaceAll(TOKEN_PLACEHOLDER, 'token-2'));
    // Without gzip the placeholder is left for the answer's own writing (page-token.ts).
    expect(await cache.get('/blog/a', get())?.text()).toBe(page);
  });

  it('keeps neither an error nor an answer that sets a cookie', () => {
    const cache = createRenderCache();
    cache.put('/x', rendered({ status: 404 }), 'gone', ['x']);
    cache.put('/y', rendered({ headers: { 'Set-Cookie': 'a=b' } }), 'mine', ['y']);
    expect(cache.get('/x', get())).toBeUndefined();
    expect(cache.get('/y', get())).toBeUndefined();
  });

  it('drops the entries that show a changed tag, and only those', () => {
    const cache = createRenderCache();
    cache.put('/blog/a', rendered(), 'a', ['comments', 'post:a']);
    cache.put('/services', rendered(), 's', ['service:x']);
    cache.invalidate(['comments']);
    expect(cache.get('/blog/a', get())).toBeUndefined();
    expect(cache.get('/services', get())).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry older than its age limit, and the least recently used beyond its size', () => {
    let time = 0;
    const cache = createRenderCache({ maxEntries: 2, maxAgeMs: 1000, now: () => time });
    cache.put('/a', rendered(), 'a', []);
    cache.put('/b', rendered(), 'b', []);
    cache.get('/a', get());
    cache.put('/c', rendered(), 'c', []);
    expect(cache.get('/b', get())).toBeUndefined();
    expect(cache.get('/a', get())).toBeDefined();
    time = 1001;
    expect(cache.get('/a', get())).toBeUndefined();
  });
});
