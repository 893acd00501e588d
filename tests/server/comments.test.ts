import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../app/forms/parse-form';
import { openDatabase } from '../../server/db/connect.ts';
import { commentIdOf, moderate } from './support/comments';
import { type InProcessSite, openSite, openSiteAt } from './support/in-process-site';
import { postForm, signIn } from './support/site';

const POST = 'top-mistakes-to-avoid-during-home-renovation';

/** The comments stored: status, folder, post id and whether a sample. */
async function rows(databaseUrl: string) {
  const database = openDatabase(databaseUrl);
  try {
    return await database.db
      .selectFrom('submissions')
      .select(['id', 'name', 'message', 'status', 'folder', 'post_id', 'sample'])
      .where('kind', '=', 'comment')
      .orderBy('id')
      .execute();
  } finally {
    await database.close();
  }
}

// In process on SQLite: the form's path and the screen's; the store's SQL on both databases is
// server/comments/comments.test.ts.
describe('comments from the form to the post (decision 054)', () => {
  let site: InProcessSite;
  let cookie: string;
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await site.fetch(`${site.url}${path}`, { headers })).text();

  beforeAll(async () => {
    site = await openSite('sqlite');
    cookie = await signIn(site);
  });
  afterAll(() => site?.close());

  it('shows the seed’s two sample comments under each post on a new database, once after a restart', async () => {
    const html = await page(`/blog/${POST}`);
    expect(html).toMatch(/id="comments-heading"[^>]*>2<!-- --> Comments/);
    expect(html.match(/Reply<span class="sr-only"> to /g)).toHaveLength(2);
    expect(html).toContain('Priyanka Shah');
    // The cards count the approved comments: 2 each.
    expect((await page('/blog')).match(/>2<!-- --> Comments/g)?.length).toBeGreaterThan(0);
    const again = await openSiteAt(site.databaseUrl);
    await again.close();
    const samples = (await rows(site.databaseUrl)).filter((row) => row.sample === 1);
    expect(samples).toHaveLength(12);
  });

  it('keeps a valid comment waiting, says so, and tells the office', async () => {
    const text = `Budget a tenth extra ${Date.now()}`;
    const answer = await postForm(site, `/api/forms/comment?post=${POST}`, {
      name: 'Ines',
      email: 'ines@example.com',
      comment: text,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'sent', kind: 'comment' });
    const stored = (await rows(site.databaseUrl)).find((row) => row.message === text);
    expect(stored).toMatchObject({ status: 'new', folder: 'inbox', sample: 0 });
    expect(stored?.post_id).toEqual(expect.any(Number));
    expect(await page(`/blog/${POST}`)).not.toContain(text);
    expect(await page('/admin', { cookie })).toMatch(
      /Comments \((<!-- -->)?1(<!-- -->)? waiting\)/,
    );
    expect(await page('/admin/comments', { cookie })).toContain(text);
  });

  it('answers a comment with problems with its messages and the values typed, script or not', async () => {
    const api = await postForm(site, `/api/forms/comment?post=${POST}`, {
      name: 'Ines',
      email: 'ines@',
      comment: '   ',
    });
    expect(api.status).toBe(422);
    const body = (await api.json()) as { errors: Record<string, string>; values: object };
    // The comment's words are optional (SPEC 5): only the address is wrong here.
    expect(body.errors).toEqual({
      email: 'Please enter an email address like name@example.com.',
    });
    expect(body.values).toMatchObject({ name: 'Ines', email: 'ines@' });
    const plain = await postForm(site, `/blog/${POST}`, { name: 'Ines Plain', email: '' });
    expect(plain.status).toBe(422);
    const html = await plain.text();
    expect(html).toContain('value="Ines Plain"');
    expect(html).toContain('Please enter your email address.');
    expect(html).not.toContain('Please enter your comment.');
  });

  it('keeps what the spam checks suspect in Spam, answered like anyone, shown to the office', async () => {
    const text = `Cheap pills ${Date.now()}`;
    const answer = await postForm(site, `/api/forms/comment?post=${POST}`, {
      name: 'Bot',
      email: 'bot@example.com',
      comment: text,
      [HONEYPOT_FIELD]: 'Jon Doe',
    });
    expect(await answer.json()).toEqual({ status: 'sent', kind: 'comment' });
    expect((await rows(site.databaseUrl)).find((row) => row.message === text)?.folder).toBe('spam');
    const screen = await page('/admin/comments', { cookie });
    const spam = screen.slice(screen.indexOf('id="spam-title"'));
    expect(spam).toContain(text);
    expect(spam).toContain('Not spam');
  });

  it('shows an approved comment and the office’s reply, signed, at once; delete hides it', async () => {
    const text = `Living on site is hard ${Date.now()}`;
    await postForm(site, `/blog/${POST}`, {
      name: 'Noor',
      email: 'noor@example.com',
      comment: text,
    });
    await page(`/blog/${POST}`);
    const id = await commentIdOf(site.databaseUrl, text);
    const approved = await moderate(site, cookie, id, 'approve');
    expect(approved.status).toBe(303);
    const reply = await moderate(site, cookie, id, 'reply', { reply: 'Thank you, Noor.' });
    expect(reply.headers.get('location')).toBe(`/admin/comments?done=reply#comment-${id}`);
    const shown = await page(`/blog/${POST}`);
    expect(shown).toContain(text);
    expect(shown).toMatch(/aria-label="Reply from [^"]+"/);
    expect(shown).toContain('Thank you, Noor.');
    expect(shown).toMatch(/id="comments-heading"[^>]*>3<!-- --> Comments/);
    expect(await page(`/admin/comments?done=reply`, { cookie })).toContain('Reply saved');

    const long = await moderate(site, cookie, id, 'reply', { reply: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain('keep it to 5000');
    expect((await moderate(site, cookie, id, 'shout')).status).toBe(422);
    expect((await moderate(site, cookie, 'x', 'approve')).status).toBe(400);
    expect((await postForm(site, '/admin/comments', { intent: 'approve', id })).status).toBe(401);

    expect((await moderate(site, cookie, id, 'delete')).status).toBe(303);
    expect(await page(`/blog/${POST}`)).not.toContain(text);
    const gone = await moderate(site, cookie, id, 'approve');
    expect(gone.headers.get('location')).toBe('/admin/comments?done=gone');
  });

  it('approves through the inbox’s old address as the screen does, audited', async () => {
    const text = `Old address ${Date.now()}`;
    await postForm(site, `/blog/${POST}`, { name: 'Kai', email: 'kai@example.com', comment: text });
    const id = await commentIdOf(site.databaseUrl, text);
    const old = await postForm(
      site,
      '/admin?index',
      { intent: 'set-status', id, status: 'approved' },
      { cookie },
    );
    expect(old.status).toBe(200);
    expect(await page(`/blog/${POST}`)).toContain(text);
    expect(await page('/admin/audit', { cookie })).toContain(`approved comment #${id} under`);
    // A lead is not a comment: nothing to approve.
    const lead = await postForm(
      site,
      '/admin?index',
      { intent: 'set-status', id: '999999', status: 'approved' },
      { cookie },
    );
    expect(lead.status).toBe(404);
  });
});
