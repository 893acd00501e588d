import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOn, PUBLIC_URL } from '../../tests/server/support/alerts.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { insertLead } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { writeOfficeSetting } from '../leads/office-settings.ts';

// The company is in Los Angeles (UTC-7 in June): 07:00 there is 14:00 UTC.
const at = (iso: string) => new Date(iso);

describe.each(databases)('the daily digest on %s', (kind) => {
  let database: Db;
  const mails = () =>
    database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body'])
      .orderBy('id')
      .execute();
  beforeAll(async () => {
    database = await freshDb(kind);
    await writeOfficeSetting(database.db, 'timeZone', 'America/Los_Angeles', null);
    await insertLead(database.db, { name: 'Stale Stella', createdAt: '2026-05-20T17:00:00.000Z' });
    await insertLead(database.db, {
      name: 'Due Dora',
      stage: 'contacted',
      createdAt: '2026-06-01T17:00:00.000Z',
      touchedAt: '2026-06-01T18:00:00.000Z',
      followUpOn: '2026-06-02',
    });
    await insertLead(database.db, {
      name: 'Later Luke',
      stage: 'contacted',
      createdAt: '2026-06-01T17:00:00.000Z',
      touchedAt: '2026-06-01T18:00:00.000Z',
      followUpOn: '2026-06-09',
    });
    await insertLead(database.db, {
      name: 'Won Wanda',
      stage: 'won',
      createdAt: '2026-04-01T17:00:00.000Z',
    });
    await insertLead(database.db, {
      name: 'Spam Sid',
      folder: 'spam',
      createdAt: '2026-04-01T17:00:00.000Z',
    });
  });
  afterAll(() => database?.close());

  it('waits for the hour in the company’s time, then mails the office once that day', async () => {
    const one = alertsOn(database, { notifyTo: 'office@example.com' }).alerts;
    // 13:59 UTC is 06:59 in Los Angeles.
    expect(await one.digest(at('2026-06-02T13:59:00.000Z'))).toBe('not-yet');
    expect(await mails()).toHaveLength(0);
    expect(await one.digest(at('2026-06-02T14:00:30.000Z'))).toBe('mailed');
    const [mail] = await mails();
    expect(mail?.to_address).toBe('office@example.com');
    expect(mail?.subject).toBe('Test Co leads for 2026-06-02: 1 stale, 1 follow-ups due');
    expect(mail?.body).toContain(
      'Stale: new for more than a business day, or untouched for 7 days (1)',
    );
    expect(mail?.body).toMatch(/- #\d+ Quote request from Stale Stella: New, sent 2026-05-20/);
    expect(mail?.body).toMatch(
      /- #\d+ Quote request from Due Dora: Contacted, sent 2026-06-01, follow up 2026-06-02/,
    );
    expect(mail?.body).toMatch(new RegExp(`${PUBLIC_URL}/admin/leads/\\d+`));
    expect(mail?.body).not.toMatch(/Later Luke|Won Wanda|Spam Sid/);
    // Later that day, and at 23:30 in Los Angeles (already the 3rd in UTC): the same day, sent.
    expect(await one.digest(at('2026-06-02T20:00:00.000Z'))).toBe('done');
    expect(await one.digest(at('2026-06-03T06:30:00.000Z'))).toBe('done');
    expect(await mails()).toHaveLength(1);
  });

  it('is sent by one server only when several look at the same moment', async () => {
    const servers = [1, 2, 3].map(
      () => alertsOn(database, { notifyTo: 'office@example.com' }).alerts,
    );
    const results = await Promise.all(servers.map((s) => s.digest(at('2026-06-03T14:01:00.000Z'))));
    expect(results.filter((r) => r === 'mailed')).toHaveLength(1);
    expect(results.every((r) => ['mailed', 'done', 'claimed-elsewhere'].includes(r))).toBe(true);
    const claims = await database.db
      .selectFrom('alert_digests')
      .selectAll()
      .orderBy('day')
      .execute();
    expect(claims.map((c) => [c.day, c.mailed])).toEqual([
      ['2026-06-02', 1],
      ['2026-06-03', 1],
    ]);
    expect(await mails()).toHaveLength(2);
  });

  it('sends nothing on a day with nothing to say, and nothing when off or without mail', async () => {
    await database.db.updateTable('submissions').set({ stage: 'won' }).execute();
    const alerts = alertsOn(database, { notifyTo: 'office@example.com' }).alerts;
    expect(await alerts.digest(at('2026-06-04T15:00:00.000Z'))).toBe('nothing');
    const claim = await database.db
      .selectFrom('alert_digests')
      .selectAll()
      .where('day', '=', '2026-06-04')
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ stale_count: 0, due_count: 0, mailed: 0 });
    expect(await alertsOn(database).alerts.digest(at('2026-06-05T15:00:00.000Z'))).toBe('off');
    await alerts.setDigestHour('off', { id: 1, email: 'owner@example.com' });
    expect(await alerts.digest(at('2026-06-05T15:00:00.000Z'))).toBe('off');
    await alerts.setDigestHour('9', { id: 1, email: 'owner@example.com' });
    // 15:00 UTC is 08:00 in Los Angeles: before nine.
    expect(await alerts.digest(at('2026-06-05T15:00:00.000Z'))).toBe('not-yet');
    expect(await mails()).toHaveLength(2);
  });
});
