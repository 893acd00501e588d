import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { saveSubmission } from '../store/submissions.ts';
import { monthsBefore, sweepRetention } from './retention.ts';
import { RETENTION_DEFAULTS, readRetention, writeRetention } from './retention-setting.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(NOW, months).getTime() - days * DAY).toISOString();

describe('monthsBefore', () => {
  it('counts calendar months and keeps to the month’s last day', () => {
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-06-15T12:00:00Z'), 24).toISOString()).toBe(
      '2024-06-15T12:00:00.000Z',
    );
  });
});

describe.each(databases)('retention on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  async function lead(
    email: string,
    createdAt: string,
    touchedAt: string | null = null,
    folder: 'inbox' | 'spam' = 'inbox',
    kind: 'quote' | 'comment' = 'quote',
  ) {
    const { id } = await saveSubmission(database.db, database.dialect, {
      kind,
      name: 'N',
      email,
      message: `${email} ${createdAt}`,
      ...(kind === 'comment' ? { postSlug: 'p' } : {}),
    });
    await database.db
      .updateTable('submissions')
      .set({ created_at: createdAt, touched_at: touchedAt, folder })
      .where('id', '=', id)
      .execute();
    await database.db
      .insertInto('lead_events')
      .values({
        submission_id: id,
        kind: 'note',
        author_id: null,
        body: 'n',
        outbox_id: null,
        created_at: createdAt,
      })
      .execute();
    const file = await database.db
      .insertInto('lead_files')
      .values({
        submission_id: id,
        name: 'a.pdf',
        mime: 'application/pdf',
        size: 1,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('lead_file_blobs')
      .values({ file_id: file.id, data: new Uint8Array([1]) })
      .execute();
    return id;
  }

  async function subscriber(
    email: string,
    createdAt: string,
    confirmedAt: string | null,
    unsubscribedAt: string | null,
  ) {
    await database.db
      .insertInto('subscribers')
      .values({
        email,
        created_at: createdAt,
        token: `t-${email}-0000000000`,
        unsubscribed_at: unsubscribedAt,
        confirmed_at: confirmedAt,
      })
      .execute();
  }

  const ids = async () =>
    (await database.db.selectFrom('submissions').select('id').execute())
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const emails = async () =>
    (await database.db.selectFrom('subscribers').select('email').execute())
      .map((r) => r.email)
      .sort();

  it('deletes leads past the setting (from their last change) with events, files and bytes, by the clock', async () => {
    const { db } = database;
    const old = await lead('old@example.com', monthsAgo(24, 1));
    const young = await lead('young@example.com', monthsAgo(23));
    const worked = await lead('worked@example.com', monthsAgo(30), monthsAgo(2));
    const spam = await lead('spam@example.com', monthsAgo(30), null, 'spam');
    const comment = await lead('comment@example.com', monthsAgo(40), null, 'inbox', 'comment');
    await subscriber(
      'waiting@example.com',
      new Date(NOW.getTime() - 31 * DAY).toISOString(),
      null,
      null,
    );
    await subscriber(
      'new@example.com',
      new Date(NOW.getTime() - 29 * DAY).toISOString(),
      null,
      null,
    );
    await subscriber('reader@example.com', monthsAgo(50), monthsAgo(50), null);
    await subscriber(
      'left@example.com',
      monthsAgo(50),
      monthsAgo(50),
      new Date(NOW.getTime() - 31 * DAY).toISOString(),
    );
    await subscriber(
      'left-late@example.com',
      monthsAgo(50),
      monthsAgo(50),
      new Date(NOW.getTime() - 2 * DAY).toISOString(),
    );

    // Sent mail tied to nothing (a digest naming visitors): kept 30 days after sending.
    const mail = (subject: string, sentDaysAgo: number | null) => ({
      submission_id: null,
      subscriber_id: null,
      to_address: 'office@example.com',
      reply_to: null,
      subject,
      body: 'Stale leads: #1 quote from Quinn',
      headers: null,
      created_at: monthsAgo(3),
      attempts: 1,
      next_attempt_at: monthsAgo(3),
      claimed_until: null,
      sent_at:
        sentDaysAgo === null ? null : new Date(NOW.getTime() - sentDaysAgo * DAY).toISOString(),
      last_error: null,
    });
    await db
      .insertInto('outbox')
      .values([mail('old digest', 31), mail('new digest', 29), mail('unsent', null)])
      .execute();

    // Forty days earlier, nothing was old enough yet.
    const earlier = await sweepRetention(
      db,
      RETENTION_DEFAULTS,
      new Date(NOW.getTime() - 40 * DAY),
    );
    expect(earlier).toMatchObject({ leads: 0, comments: 0, subscribers: 0, otherMail: 0 });

    const swept = await sweepRetention(db, RETENTION_DEFAULTS, NOW);
    expect(swept).toMatchObject({ leads: 1, comments: 0, subscribers: 2, otherMail: 1 });
    const left = await db.selectFrom('outbox').select('subject').orderBy('subject').execute();
    expect(left.map((row) => row.subject)).toEqual(['new digest', 'unsent']);
    expect(swept.rows).toMatchObject({
      submissions: 1,
      lead_events: 1,
      lead_files: 1,
      lead_file_blobs: 1,
    });
    expect(await ids()).toEqual([young, worked, spam, comment].sort((a, b) => a - b));
    expect(await emails()).toEqual([
      'left-late@example.com',
      'new@example.com',
      'reader@example.com',
    ]);
    const orphans = await db
      .selectFrom('lead_events')
      .select('id')
      .where('submission_id', '=', old)
      .execute();
    expect(orphans).toEqual([]);
    expect(await db.selectFrom('lead_file_blobs').select('file_id').execute()).toHaveLength(4);

    // The office keeps leads 12 months and comments 36: the worked lead (2 months) and the young
    // one (23 months) differ, and the 40-month comment goes.
    const tighter = { leadMonths: 12, commentMonths: 36, unsubscribedDays: 1 };
    const second = await sweepRetention(db, tighter, NOW);
    expect(second).toMatchObject({ leads: 1, comments: 1, subscribers: 1 });
    expect(await ids()).toEqual([worked, spam]);
    expect(await emails()).toEqual(['new@example.com', 'reader@example.com']);
  });

  it('keeps the setting per office, checked, and reads the defaults until one is saved', async () => {
    const { db } = database;
    expect(await readRetention(db)).toEqual(RETENTION_DEFAULTS);
    await expect(
      writeRetention(db, { leadMonths: 0, commentMonths: null, unsubscribedDays: 30 }, null),
    ).rejects.toMatchObject({ refused: true, status: 422 });
    await expect(
      writeRetention(db, { leadMonths: 6.5, commentMonths: null, unsubscribedDays: 30 }, null),
    ).rejects.toThrow(/leads/);
    await writeRetention(db, { leadMonths: 6, commentMonths: 12, unsubscribedDays: 7 }, null);
    expect(await readRetention(db)).toEqual({
      leadMonths: 6,
      commentMonths: 12,
      unsubscribedDays: 7,
    });
    await db
      .updateTable('office_settings')
      .set({ value: '{"leadMonths":"x"}' })
      .where('key', '=', 'retention')
      .execute();
    const warn = vi.fn();
    expect(await readRetention(db, warn)).toEqual(RETENTION_DEFAULTS);
    expect(warn).toHaveBeenCalledOnce();
  });
});
