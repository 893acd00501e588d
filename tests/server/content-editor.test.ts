import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm, signIn } from './support/site';

// The content editor's routes on the real server (SQLite): guarded like every admin route,
// answering bad input with 4xx, and not held back by the visitors' post limit while the office
// works (saves, previews and address checks as they type).

describe('the content editor’s routes', () => {
  let site: InProcessSite;
  let owner: string;
  beforeAll(async () => {
    // A visitors' limit of 4 posts a minute: the office's work must not count against it.
    site = await openSite('sqlite', { RATE_LIMIT_PER_MINUTE: '4' });
    owner = await signIn(site);
  });
  afterAll(() => site?.close());

  const api = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(site, '/admin/content-api', fields, headers);

  it('refuses every content screen and action without a session, and posts from elsewhere', async () => {
    for (const path of [
      '/admin/content',
      '/admin/content/services',
      '/admin/content/services/new',
    ]) {
      const page = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(page.status, path).toBe(303);
      expect(page.headers.get('location'), path).toBe('/admin/sign-in');
    }
    expect((await api({ intent: 'preview', body: '# Hi' })).status).toBe(401);
    const save = await postForm(site, '/admin/content/services/new', { intent: 'save' });
    expect(save.status).toBe(401);
    const crossSite = await api(
      { intent: 'preview', body: '# Hi' },
      { cookie: owner, Origin: 'https://elsewhere.example' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('answers the office’s questions as JSON, never cached, however many come in a minute', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await api(
        { intent: 'preview', body: `## Step ${i}\n\nText.` },
        { cookie: owner },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { preview } = await response.json();
      expect(preview.blocks[0]).toEqual({ type: 'heading', text: `Step ${i}` });
    }
    const link = await api(
      { intent: 'preview', body: '[ours](/services/no-such-service)' },
      { cookie: owner },
    );
    // In the office's words (form/office-words.ts), naming the line and the link.
    expect((await link.json()).preview.error).toMatch(/^Line 1: .*no service “no-such-service”/);
    const taken = await api(
      { intent: 'check-slug', collection: 'services', item: 'new', slug: 'interior-design' },
      { cookie: owner },
    );
    expect((await taken.json()).slugCheck.problem).toContain('already has the address');
    const focal = await api(
      { intent: 'focal', name: 'none.jpg', x: '2', y: '0' },
      { cookie: owner },
    );
    expect(focal.status).toBe(400);
  });

  it('answers a bad save with 4xx and the problems, and saves a good one as a draft', async () => {
    const bad = await postForm(
      site,
      '/admin/content/services/new',
      { intent: 'save', slug: 'Not An Address', title: 'Roofs' },
      { cookie: owner },
    );
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('lower-case letters');

    const list = await site.fetch(`${site.url}/admin/content/services`, {
      headers: { cookie: owner },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const id = /\/admin\/content\/services\/(\d+)/.exec(await list.text())?.[1];
    const stale = await postForm(
      site,
      `/admin/content/services/${id}`,
      { intent: 'save', baseVersion: '99', slug: 'x' },
      { cookie: owner },
    );
    expect(stale.status).toBe(409);
  });

  it('keeps a draft per item and person as they type, offers it back, and refuses bad drafts with 4xx', async () => {
    const drafts = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postForm(site, '/admin/drafts-api', fields, headers);
    const list = await site.fetch(`${site.url}/admin/content/services`, {
      headers: { cookie: owner },
    });
    const id = /\/admin\/content\/services\/(\d+)/.exec(await list.text())?.[1];
    const draft = JSON.stringify({
      values: { title: 'Kept while typing' },
      body: 'Half a paragraph',
      slug: '',
    });
    const save = {
      intent: 'save',
      kind: 'content',
      target: `services/${id}`,
      draft,
      baseVersion: '1',
    };
    expect((await drafts(save)).status).toBe(401);
    expect(
      (await drafts(save, { cookie: owner, Origin: 'https://elsewhere.example' })).status,
    ).toBe(403);
    for (const [fields, status] of [
      [{ ...save, kind: 'page' }, 400],
      [{ ...save, target: '../../etc' }, 400],
      [{ ...save, draft: '{"values": 3}' }, 400],
      [{ ...save, target: 'services/999999' }, 404],
      [{ ...save, draft: JSON.stringify({ values: {}, body: 'x'.repeat(61_000), slug: '' }) }, 413],
    ] as const) {
      const refused = await drafts(fields, { cookie: owner });
      expect(refused.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect((await refused.json()).error).toMatch(/\w/);
    }
    const page = () =>
      site
        .fetch(`${site.url}/admin/content/services/${id}`, { headers: { cookie: owner } })
        .then((r) => r.text());
    // The offer is drawn once the page's code runs: the page carries the draft in its data.
    expect(await page()).not.toContain('Kept while typing');
    const kept = await drafts(save, { cookie: owner });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('cache-control')).toBe('no-store');
    expect(Date.parse((await kept.json()).savedAt)).toBeGreaterThan(0);
    // Typing on: the same slot, replaced.
    expect((await drafts(save, { cookie: owner })).status).toBe(200);
    expect(await page()).toContain('Kept while typing');
    // A new item's typing has its own slot.
    const fresh = await drafts({ ...save, target: 'services/new' }, { cookie: owner });
    expect(fresh.status).toBe(200);
    const discarded = await drafts(
      { intent: 'discard', kind: 'content', target: `services/${id}` },
      { cookie: owner },
    );
    expect(discarded.status).toBe(200);
    expect(await page()).not.toContain('Kept while typing');
  });

  it('never keeps an admin screen’s data in the render cache for the next visitor', async () => {
    for (const path of ['/admin.data', '/admin/content.data']) {
      const mine = await site.fetch(`${site.url}${path}`, { headers: { cookie: owner } });
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get('cache-control'), path).toBe('no-store');
      const theirs = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
      const body = await theirs.text();
      expect(body, path).not.toContain('Owner');
      expect(body, path).not.toContain('routes/admin/inbox');
      expect(theirs.headers.get('cache-control'), path).not.toContain('public');
    }
  });

  it('keeps the visitors’ limit for signing in and for visitors’ forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postForm(site, '/admin/sign-in', {
        email: 'nobody@example.com',
        password: 'not-a-password',
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});
