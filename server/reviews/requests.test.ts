import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { insertLead } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { createJobs } from '../jobs/runner.ts';
import { deadJobs } from '../jobs/store.ts';
import { reminderKey, requestKey } from './requests.ts';
import { createReviews } from './service.ts';

const DAY = 24 * 3600 * 1000;
const OWNER = { id: null, email: 'system' } as const;
const LINK = 'https://g.page/r/example-builders/review';

describe.each(databases)('review requests on %s', (kind) => {
  let database: Db;
  let clock: ReturnType<typeof testClock>;
  let mailOn = true;
  let jobs: ReturnType<typeof createJobs>;
  let reviews: ReturnType<typeof createReviews>;
  let actor: number;
  beforeAll(async () => {
    database = await freshDb(kind);
    clock = testClock();
    jobs = createJobs({ db: database.db, dialect: database.dialect, clock: clock.now });
    reviews = createReviews({
      db: database.db,
      jobs,
      company: 'Example Builders',
      origin: () => 'https://builders.example',
      isMailOn: () => mailOn,
      flush: () => undefined,
      changed: () => undefined,
      now: clock.now,
    });
    ({ id: actor } = await database.db
      .insertInto('users')
      .values({
        email: 'owner@example.com',
        name: 'Owner',
        role: 'owner',
        password_hash: 'x',
        created_at: clock.now().toISOString(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow());
    await reviews.saveSettings(
      { link: LINK, delayDays: '3' },
      { id: actor, email: 'owner@example.com' },
    );
  });
  afterAll(() => database.close());

  const mails = (leadId: number) =>
    database.db
      .selectFrom('outbox')
      .select(['subject', 'body', 'headers', 'to_address'])
      .where('submission_id', '=', leadId)
      .where('purpose', '=', 'review')
      .orderBy('id')
      .execute();
  const later = async (ms: number) => {
    clock.advance(ms);
    await jobs.run();
  };

  it('finishes only a Won lead, and keeps a bad day out with its reason', async () => {
    const open = await insertLead(database.db, { stage: 'contacted' });
    await expect(reviews.markFinished(open, actor, '2026-06-01')).rejects.toMatchObject({
      status: 422,
      message: 'Only a won lead can be marked finished.',
    });
    const won = await insertLead(database.db, { stage: 'won' });
    await expect(reviews.markFinished(won, actor, '2026-02-30')).rejects.toMatchObject({
      status: 422,
      field: 'finishedOn',
    });
  });

  it('asks once after the delay and reminds once, never twice, whatever is run again', async () => {
    const lead = await insertLead(database.db, { stage: 'won', email: 'dana@example.com' });
    const first = await reviews.markFinished(lead, actor, '2026-06-01');
    expect(first.requestDueAt).toBe(new Date(clock.now().getTime() + 3 * DAY).toISOString());
    // Marked again (another day): the day moves, no second request.
    expect((await reviews.markFinished(lead, actor, '2026-06-02')).requestDueAt).toBeUndefined();
    await later(2 * DAY);
    expect(await mails(lead)).toEqual([]);
    await later(DAY);
    await jobs.run();
    const [request] = await mails(lead);
    expect(request?.to_address).toBe('dana@example.com');
    expect(request?.subject).toBe('How did we do? A review for Example Builders');
    const token = /\/review\/([\w-]{32})\n/.exec(request?.body ?? '')?.[1] ?? '';
    expect(token).toHaveLength(32);
    // The same link for every customer, behind the site's tracked address: no personal data in it.
    expect(request?.body).not.toContain(LINK);
    expect(JSON.parse(request?.headers ?? '{}')['List-Unsubscribe']).toBe(
      `<https://builders.example/review/${token}/stop>`,
    );
    // The job scheduled again by its key is the same job: nothing more goes.
    expect(
      await jobs.schedule({
        kind: 'review.request',
        key: requestKey(lead),
        payload: { leadId: lead },
      }),
    ).toBe(false);
    await jobs.run();
    await later(7 * DAY);
    await later(30 * DAY);
    expect((await mails(lead)).map((mail) => mail.subject)).toEqual([
      'How did we do? A review for Example Builders',
      'A reminder: would you review Example Builders?',
    ]);
  });

  it('sends no reminder once the link was followed, and nothing after "no more"', async () => {
    const followed = await insertLead(database.db, { stage: 'won' });
    const stopped = await insertLead(database.db, { stage: 'won' });
    await reviews.markFinished(followed, actor, '2026-06-01');
    await reviews.markFinished(stopped, actor, '2026-06-01');
    const tokenOf = async (id: number) =>
      (
        await database.db
          .selectFrom('review_requests')
          .select('token')
          .where('submission_id', '=', id)
          .executeTakeFirstOrThrow()
      ).token;
    expect(await reviews.stop(await tokenOf(stopped))).toBe(true);
    await later(3 * DAY);
    expect(await mails(stopped)).toEqual([]);
    expect(await mails(followed)).toHaveLength(1);
    expect(await reviews.follow(await tokenOf(followed))).toEqual({ found: true, link: LINK });
    expect(await reviews.follow('x'.repeat(32))).toEqual({ found: false });
    const reminder = await database.db
      .selectFrom('jobs')
      .select('id')
      .where('job_key', '=', reminderKey(followed))
      .executeTakeFirst();
    expect(reminder).toBeUndefined();
    await later(8 * DAY);
    expect(await mails(followed)).toHaveLength(1);
    expect(await reviews.requestCounts()).toMatchObject({ followed: 1, stopped: 1 });
  });

  it('waits while mail is off, then lists the request as failed in words', async () => {
    mailOn = false;
    const lead = await insertLead(database.db, { stage: 'won' });
    await reviews.markFinished(lead, actor, '2026-06-01');
    await database.db
      .updateTable('jobs')
      .set({ max_attempts: 1 })
      .where('job_key', '=', requestKey(lead))
      .execute();
    await later(3 * DAY);
    const [dead] = await deadJobs(database.db);
    expect(dead).toMatchObject({
      key: requestKey(lead),
      lastError: 'mail is off: set the mail server under Office, Mail, then retry',
    });
    expect(jobs.label(dead?.kind ?? '')).toBe('Review request to a customer');
    mailOn = true;
  });

  it('asks no one while requests are off (no link)', async () => {
    await reviews.saveSettings(
      { link: '', delayDays: '0' },
      { id: actor, email: 'owner@example.com' },
    );
    const lead = await insertLead(database.db, { stage: 'won' });
    expect((await reviews.markFinished(lead, actor, '2026-06-01')).requestDueAt).toBeUndefined();
    await later(DAY);
    expect(await mails(lead)).toEqual([]);
    await expect(
      reviews.saveSettings(
        { link: 'http://g.page/x', delayDays: '3' },
        { id: actor, email: 'o@example.com' },
      ),
    ).rejects.toMatchObject({ status: 422, field: 'link' });
    await expect(
      reviews.saveSettings({ link: LINK, delayDays: '3.5' }, { id: actor, email: 'o@example.com' }),
    ).rejects.toMatchObject({ status: 422, field: 'delayDays' });
  });

  it('rates only the approved reviews the company collected itself', async () => {
    expect(await reviews.ownRating()).toBeUndefined();
    const typed = { text: 'Tidy and on time.', author: 'Sam', reviewedOn: '2026-05-01' };
    await reviews.add({ ...typed, source: 'google', rating: '1' }, true, OWNER);
    await reviews.add({ ...typed, source: 'own', rating: '5' }, false, OWNER);
    expect(await reviews.ownRating()).toBeUndefined();
    const own = await reviews.add({ ...typed, source: 'own', rating: '4' }, true, OWNER);
    const pending = (await reviews.list()).find((review) => !review.approved);
    await reviews.approve(pending?.id ?? 0, OWNER);
    expect(await reviews.ownRating()).toEqual({ average: 4.5, count: 2 });
    await reviews.hide(own, OWNER);
    expect(await reviews.ownRating()).toEqual({ average: 5, count: 1 });
    expect((await reviews.approved()).map((review) => review.source)).toEqual(['google', 'own']);
    await expect(
      reviews.add({ ...typed, source: 'own', rating: '6' }, true, OWNER),
    ).rejects.toMatchObject({ status: 422, field: 'rating' });
  });

  it('imports spreadsheet rows all or none, naming the row that does not read', async () => {
    const before = (await reviews.list()).length;
    const rows = [
      '2026-04-02\t5\tGoogle\tAda L.\tGreat crew, spotless site.',
      '',
      '2026-04-03\t4\town\tBo K.\tOn time\tand tidy.',
    ];
    await expect(
      reviews.importRows(
        [...rows, '2026-04-04\t7\tyelp\tCy\tToo many stars'].join('\n'),
        true,
        OWNER,
      ),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Row 3: The rating is a whole number of stars from 1 to 5.',
    });
    expect(await reviews.list()).toHaveLength(before);
    expect(await reviews.importRows(rows.join('\r\n'), false, OWNER)).toBe(2);
    const imported = (await reviews.list()).filter((review) =>
      review.reviewedOn.startsWith('2026-04'),
    );
    expect(
      imported.map((review) => [review.source, review.author, review.text, review.approved]),
    ).toEqual([
      ['own', 'Bo K.', 'On time and tidy.', false],
      ['google', 'Ada L.', 'Great crew, spotless site.', false],
    ]);
  });
});
