import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentIdOf, moderate } from './support/comments';
import { type InProcessSite, openSite } from './support/in-process-site';
import { exportRows, postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

const POST = 'how-weather-can-impact-a-construction-project';

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('newsletter and comments', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it('stores an address once, with the same answer when it signs up again', async () => {
    const first = await postForm(site, '/newsletter', { email: 'News@Example.com' });
    expect(first.headers.get('location')).toMatch(/\/thank-you\/subscribed$/);
    const again = await postForm(site, '/newsletter', { email: 'news@example.com' });
    expect(again.headers.get('location')).toMatch(/\/thank-you\/subscribed$/);
    // Not on the list before its owner confirms (double opt-in): the export has the header only.
    const cookie = await signIn(site);
    const rows = await exportRows(site, cookie, '?kind=subscriber');
    expect(rows).toHaveLength(1);
  });

  it('mails the subscriber a confirm link and a working unsubscribe link, which ask before they act', async () => {
    const mail = await smtp.waitFor((m) => m.text?.includes('/newsletter/unsubscribe/') ?? false);
    expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);
    const confirm = mail.text?.match(/https?:\/\/\S+\/newsletter\/confirm\/\S+/)?.[0] ?? '';
    expect((await site.fetch(`${site.url}${new URL(confirm).pathname}`)).status).toBe(200);
    expect((await postForm(site, new URL(confirm).pathname, {})).status).toBe(200);
    const link = mail.text?.match(/https?:\/\/\S+\/newsletter\/unsubscribe\/\S+/)?.[0] ?? '';
    const path = new URL(link).pathname;
    const page = await site.fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    const cookie = await signIn(site);
    expect((await exportRows(site, cookie, '?kind=subscriber'))[1]).toContain('subscribed');
    const done = await postForm(site, path, {});
    expect(done.status).toBe(200);
    expect((await exportRows(site, cookie, '?kind=subscriber'))[1]).toContain('unsubscribed');
    const unknown = await postForm(site, '/newsletter/unsubscribe/not-a-real-token-000', {});
    expect(unknown.status).toBe(404);
  });

  it('holds a comment for approval, then shows it under its post, escaped', async () => {
    const text = 'Great read <img src=x onerror=alert(1)> 👍';
    const response = await postForm(site, `/blog/${POST}`, {
      name: 'Pat',
      email: 'pat@example.com',
      comment: text,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`/thank-you/comment?post=${POST}`);
    const before = await (await site.fetch(`${site.url}/blog/${POST}`)).text();
    expect(before).not.toContain('Great read');

    const cookie = await signIn(site);
    const id = await commentIdOf(site.databaseUrl, text);
    const approve = await moderate(site, cookie, id, 'approve');
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(`/admin/comments?done=approve#comment-${id}`);

    const after = await (await site.fetch(`${site.url}/blog/${POST}`)).text();
    expect(after).toContain('Great read &lt;img src=x onerror=alert(1)&gt; 👍');
    expect(after).not.toContain('<img src=x');
  });

  it('refuses a comment on a post that does not exist', async () => {
    const response = await postForm(site, '/api/forms/comment?post=nope', {
      name: 'Pat',
      email: 'pat@example.com',
    });
    expect(response.status).toBe(404);
  });
});
