import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { insertLead } from './support/leads';
import { postForm, signIn } from './support/site';
import { startSmtp } from './support/smtp';

const LINK = 'https://g.page/r/example-builders/review';

/** The page's JSON-LD graph nodes. */
function jsonLd(html: string): Record<string, unknown>[] {
  const text = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
}
const ratingOf = (html: string) =>
  jsonLd(html).find((node) => node.aggregateRating)?.aggregateRating;

// In process on SQLite: the queries on both databases are server/reviews and server/jobs' tests.
describe('reviews and failed jobs in /admin, the review links and the testimonials', () => {
  let site: InProcessSite;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Db;
  let owner: string;
  const get = async (path: string, cookie = owner) => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text(), response };
  };
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await postForm(site, path, fields, { cookie: owner });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await openSite('sqlite', { SMTP_URL: smtp.url, NOTIFY_TO: 'office@example.com' });
    database = openDatabase(site.databaseUrl);
    owner = await signIn(site);
  });
  afterAll(async () => {
    await database?.close();
    await site?.close();
    await smtp?.close();
  });

  it('sets review requests, refusing a link that is not https with its reason', async () => {
    const refused = await post('/admin/office/reviews', {
      intent: 'settings',
      link: 'http://g.page/r/x',
      delayDays: '3',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('The review link must start with https://.');
    const saved = await post('/admin/office/reviews', {
      intent: 'settings',
      link: LINK,
      delayDays: '0',
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Review requests are on: 0 days after a job is finished.');
  });

  it('marks a Won lead finished on its screen, and its link leads to the review page once followed', async () => {
    const lead = await insertLead(database.db, { stage: 'won', name: 'Dana Finished' });
    const page = await get(`/admin/leads/${lead}`);
    expect(page.text).toContain('Finished on');
    const done = await post(`/admin/leads/${lead}`, {
      intent: 'finished',
      finishedOn: '2026-06-01',
    });
    expect(done.text).toContain(
      'Dana Finished’s job is marked finished. The review request is scheduled.',
    );
    // No delay: the request goes at once, through the outbox to the mail server.
    const mail = await smtp.waitFor((each) => each.subject?.startsWith('How did we do?') ?? false);
    const token = /\/review\/([\w-]{32})\n/.exec(mail.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(32);
    // As sent, unfolded.
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${site.url}/review/${token}/stop>`);
    const followed = await get(`/review/${token}`, '');
    expect(followed.status).toBe(303);
    expect(followed.response.headers.get('location')).toBe(LINK);
    expect(followed.response.headers.get('referrer-policy')).toBe('no-referrer');
    const unknown = await get(`/review/${'a'.repeat(32)}`, '');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This link is not one of ours');
    // "No more" on a POST only; the page itself changes nothing.
    expect((await get(`/review/${token}/stop`, '')).text).toContain('Stop review mails');
    const stopped = await postForm(site, `/review/${token}/stop`, {});
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('we will not ask you for a review again');
    const row = await database.db
      .selectFrom('review_requests')
      .select(['followed_at', 'unsubscribed_at'])
      .where('submission_id', '=', lead)
      .executeTakeFirstOrThrow();
    expect(row.followed_at).not.toBeNull();
    expect(row.unsubscribed_at).not.toBeNull();
    // Requests turned off since: the link says so in words (410), it leads nowhere.
    await post('/admin/office/reviews', { intent: 'settings', link: '', delayDays: '0' });
    const off = await get(`/review/${token}`, '');
    expect(off.status).toBe(410);
    expect(off.text).toContain('We are not collecting reviews through this link any more.');
    await post('/admin/office/reviews', { intent: 'settings', link: LINK, delayDays: '0' });
  });

  it('shows approved reviews after the spec’s five, rated only by the company’s own', async () => {
    const before = await get('/testimonial', '');
    expect(ratingOf(before.text)).toBeUndefined();
    const review = {
      intent: 'add',
      author: 'Sam Google',
      source: 'google',
      reviewedOn: '2026-05-01',
      rating: '2',
      text: 'Pasted from Google: slow to start, good finish.',
      approve: '1',
    };
    expect((await post('/admin/office/reviews', review)).text).toContain(
      'Review added and shown on the site.',
    );
    const third = await get('/testimonial', '');
    expect(third.text).toContain('Pasted from Google: slow to start, good finish.');
    // Four in the grid, as the spec's page has.
    const grid = /data-testimonial-grid[^>]*>([\s\S]*?)<\/ul>/.exec(third.text)?.[1] ?? '';
    expect(grid.match(/<li/g)).toHaveLength(4);
    expect(ratingOf(third.text)).toBeUndefined();
    await post('/admin/office/reviews', {
      ...review,
      source: 'own',
      rating: '5',
      text: 'Ours: five.',
    });
    await post('/admin/office/reviews', {
      ...review,
      source: 'own',
      rating: '4',
      text: 'Ours: four.',
      approve: '',
    });
    const waiting = await database.db
      .selectFrom('reviews')
      .select('id')
      .where('approved_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(
      (await post('/admin/office/reviews', { intent: 'approve', id: String(waiting.id) })).text,
    ).toContain('Review approved: it is on the site.');
    const own = await get('/testimonial', '');
    expect(ratingOf(own.text)).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const audit = await get('/admin/audit');
    expect(audit.text).toContain('approved review #');
  });

  it('lists a failed job in words, tries it again and dismisses it, in the audit log', async () => {
    const now = new Date().toISOString();
    const insert = (key: string) =>
      database.db
        .insertInto('jobs')
        .values({
          kind: 'review.request',
          job_key: key,
          payload: JSON.stringify({ leadId: 999_999 }),
          state: 'dead',
          due_at: now,
          attempts: 10,
          max_attempts: 10,
          lease_owner: null,
          lease_until: null,
          last_error: 'mail is off: set the mail server under Office, Mail, then retry',
          created_at: now,
          finished_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await insert('dead:1');
    const second = await insert('dead:2');
    const screen = await get('/admin/office/jobs');
    expect(screen.text).toContain(`Review request to a customer #${first.id}`);
    expect(screen.text).toContain(
      'mail is off: set the mail server under Office, Mail, then retry',
    );
    expect(screen.text).toContain('10 tries');
    const retried = await post('/admin/office/jobs', { intent: 'retry', id: String(first.id) });
    expect(retried.text).toContain(`Review request to a customer #${first.id} is tried again now.`);
    const dismissed = await post('/admin/office/jobs', {
      intent: 'dismiss',
      id: String(second.id),
    });
    expect(dismissed.text).toContain('dismissed.');
    const again = await post('/admin/office/jobs', { intent: 'dismiss', id: String(second.id) });
    expect(again.status).toBe(404);
    expect(again.text).toContain('That failed job is not in the list any more.');
    // An alert given up after its tries is a dead job too, named by its channel with its lead.
    const lead = await insertLead(database.db, { stage: 'new' });
    const delivery = await database.db
      .insertInto('alert_deliveries')
      .values({
        submission_id: lead,
        channel: 'webhook',
        subscription_id: null,
        created_at: now,
        attempts: 10,
        next_attempt_at: now,
        claimed_until: null,
        done_at: now,
        outcome: 'failed',
        last_error: 'could not deliver (HTTP 502)',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const alert = await database.db
      .insertInto('jobs')
      .values({
        kind: 'alert.deliver',
        job_key: `alert:${delivery.id}`,
        payload: JSON.stringify({ deliveryId: delivery.id }),
        state: 'dead',
        due_at: now,
        attempts: 10,
        max_attempts: 10,
        lease_owner: null,
        lease_until: null,
        last_error: 'could not deliver (HTTP 502)',
        created_at: now,
        finished_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = await get('/admin/office/jobs');
    expect(listed.text).toContain(`Webhook alert of a new lead #${alert.id}`);
    expect(listed.text).toContain(`href="/admin/leads/${lead}"`);
    expect(listed.text).toContain('could not deliver (HTTP 502)');
    // A form from a list loaded before the alerts' move names a delivery, not a job.
    const stale = await post('/admin/office/jobs', {
      intent: 'retry',
      source: 'alert',
      id: String(delivery.id),
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('This list changed since it was loaded: reload it and try again.');
    const requeued = await post('/admin/office/jobs', { intent: 'retry', id: String(alert.id) });
    expect(requeued.text).toContain(`Webhook alert of a new lead #${alert.id} is tried again now.`);
    const row = await database.db
      .selectFrom('alert_deliveries')
      .select(['outcome', 'attempts'])
      .where('id', '=', delivery.id)
      .executeTakeFirst();
    // Back in its queue (its run may have dropped it already: no webhook is set here).
    expect(row?.outcome === null ? row.attempts : row?.outcome).toBeOneOf([0, 'dropped']);
    const audit = await get('/admin/audit');
    expect(audit.text).toContain(
      `tried the failed job Review request to a customer #${first.id} again`,
    );
    expect(audit.text).toContain(
      `tried the failed job Webhook alert of a new lead #${alert.id} again`,
    );
    expect(audit.text).toContain(
      `dismissed the failed job Review request to a customer #${second.id}`,
    );
  });
});
