import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { clockAt, insertLead } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { homeSummary, median } from './home-summary.ts';

// Wednesday 10 June 2026, 10:00 in Los Angeles.
const clock = clockAt('2026-06-10T17:00:00.000Z');
const HOUR = 3600_000;

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe.each(databases)('the inbox home on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
    const db = database.db;
    // Answered within a business day: 2 h after a Tuesday morning lead.
    await insertLead(db, {
      stage: 'contacted',
      value: 1000,
      createdAt: '2026-06-09T16:00:00.000Z',
      firstReplyAt: '2026-06-09T18:00:00.000Z',
      touchedAt: '2026-06-09T18:00:00.000Z',
    });
    // Friday 15:00 → Monday 14:00 (Los Angeles): 71 h, but within one business day.
    await insertLead(db, {
      stage: 'site_visit',
      value: 2500,
      createdAt: '2026-06-05T22:00:00.000Z',
      firstReplyAt: '2026-06-08T21:00:00.000Z',
      touchedAt: '2026-06-08T21:00:00.000Z',
      followUpOn: '2026-06-10',
    });
    // Monday 09:00 → Tuesday 11:00: late.
    await insertLead(db, {
      stage: 'won',
      value: 40000,
      createdAt: '2026-06-01T16:00:00.000Z',
      firstReplyAt: '2026-06-02T18:00:00.000Z',
      touchedAt: '2026-06-03T18:00:00.000Z',
    });
    // Never answered, its business day long over (and stale).
    await insertLead(db, { createdAt: '2026-06-03T16:00:00.000Z' });
    // Sent an hour ago: not counted yet either way.
    await insertLead(db, { kind: 'message', createdAt: '2026-06-10T16:00:00.000Z' });
    // Older than 30 days: out of the reply figures, but counted in its stage.
    await insertLead(db, {
      stage: 'lost',
      createdAt: '2026-04-01T16:00:00.000Z',
      firstReplyAt: '2026-04-20T16:00:00.000Z',
    });
    // Spam and comments never count.
    await insertLead(db, {
      folder: 'spam',
      value: 10_000_000,
      createdAt: '2026-06-09T16:00:00.000Z',
    });
    await insertLead(db, { kind: 'comment', createdAt: '2026-06-09T16:00:00.000Z' });
  });
  afterAll(() => database.close());

  it('counts and values each stage, without spam or comments', async () => {
    const home = await homeSummary(database.db, clock);
    expect(home.stages).toEqual({
      new: { count: 2, value: 0 },
      contacted: { count: 1, value: 1000 },
      site_visit: { count: 1, value: 2500 },
      quote_sent: { count: 0, value: 0 },
      won: { count: 1, value: 40000 },
      lost: { count: 1, value: 0 },
    });
    expect(home.commentsWaiting).toBe(1);
  });

  it('lists what is stale and what is due today', async () => {
    const home = await homeSummary(database.db, clock);
    expect(home.stale.total).toBe(1);
    expect(home.stale.leads[0]?.createdAt).toBe('2026-06-03T16:00:00.000Z');
    expect(home.due.total).toBe(1);
    expect(home.due.leads[0]?.stage).toBe('site_visit');
  });

  it('gives the median time to first reply and the share within one business day', async () => {
    const { firstReply } = await homeSummary(database.db, clock);
    // Replies after 2 h, 26 h and 71 h.
    expect(firstReply.medianMs).toBe(26 * HOUR);
    // Counted: the three answered and the one never answered; not the one sent an hour ago.
    expect([firstReply.within, firstReply.counted]).toEqual([2, 4]);
    expect(firstReply.share).toBe(0.5);
  });
});
