import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentIdOf, moderate } from './support/comments';
import { type InProcessSite, openSite } from './support/in-process-site';
import { ADMIN_EMAIL, postForm, signIn } from './support/site';
import { tokensIn, withoutTokens } from './support/spam';

const POST = 'how-to-choose-the-perfect-construction-company';

// Pages are rendered by the server (from the content store; a post shows its approved comments)
// and kept in memory until what they show changes; they are sent like static pages: cacheable,
// with validators and tags.
describe('server-rendered pages in the render cache', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(async () => {
    await site?.close();
  });

  it('sends a post the same way twice (but its form tokens), cacheable, tagged, with a hash-based policy', async () => {
    const first = await site.fetch(`${site.url}/blog/${POST}`);
    const second = await site.fetch(`${site.url}/blog/${POST}`);
    expect(first.status).toBe(200);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(withoutTokens(secondHtml)).toBe(withoutTokens(firstHtml));
    // The same page, each answer with a form token of its own.
    expect(tokensIn(secondHtml)[0]).not.toBe(tokensIn(firstHtml)[0]);
    // A page carries a form token of its own, so it has no validator; its data has one.
    expect(second.headers.get('etag')).toBeNull();
    expect(second.headers.get('cache-control')).toContain('s-maxage=');
    const tags = second.headers.get('surrogate-key')?.split(' ');
    expect(tags).toContain('comments');
    expect(tags).toContain(`posts:${POST}`);
    expect(second.headers.get('cache-tag')?.split(',')).toEqual(tags);
    const policy = second.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("'nonce-");
    const data = await site.fetch(`${site.url}/blog/${POST}.data`);
    const etag = data.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const unchanged = await site.fetch(`${site.url}/blog/${POST}.data`, {
      headers: { 'If-None-Match': etag },
    });
    expect(unchanged.status).toBe(304);
  });

  it('shows a comment as soon as it is approved, and hides it again when it is not', async () => {
    const text = `Cache check ${Date.now()}`;
    await site.fetch(`${site.url}/blog/${POST}`);
    const sent = await postForm(site, `/blog/${POST}`, {
      name: 'Robin',
      email: 'robin@example.com',
      comment: text,
    });
    expect(sent.status).toBe(303);
    const cookie = await signIn(site);
    const id = await commentIdOf(site.databaseUrl, text);
    expect((await moderate(site, cookie, id, 'approve')).status).toBe(303);
    expect(await (await site.fetch(`${site.url}/blog/${POST}`)).text()).toContain(text);
    expect((await moderate(site, cookie, id, 'unapprove')).status).toBe(303);
    expect(await (await site.fetch(`${site.url}/blog/${POST}`)).text()).not.toContain(text);
  });

  it('never keeps or shares the data of a signed-in screen', async () => {
    const cookie = await signIn(site);
    const mine = await site.fetch(`${site.url}/admin.data`, { headers: { cookie } });
    expect(await mine.text()).toContain(ADMIN_EMAIL);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    const theirs = await site.fetch(`${site.url}/admin.data`);
    expect(await theirs.text()).not.toContain(ADMIN_EMAIL);
    expect(theirs.headers.get('surrogate-key')).toBeNull();
  });

  it('renders search for every request', async () => {
    const response = await site.fetch(`${site.url}/search?q=roof`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
  });
});
