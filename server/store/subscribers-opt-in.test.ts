import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { queueMail } from '../mail/outbox.ts';
import { confirmSubscription, subscribe, unsubscribe } from './subscribers.ts';

describe.each(databases)('newsletter double opt-in in the store on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  const confirmedAt = async (email: string) =>
    (
      await database.db
        .selectFrom('subscribers')
        .select('confirmed_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).confirmed_at;

  it('waits for confirmation, reminds at most hourly, confirms once, and asks again after leaving', async () => {
    const { db } = database;
    const first = await subscribe(db, 'Ana@Example.com');
    expect(first.status).toBe('subscribed');
    expect(await confirmedAt('ana@example.com')).toBeNull();
    // No welcome queued yet: the next sign-up may mail it; once queued, not within the hour.
    expect((await subscribe(db, 'ana@example.com')).status).toBe('remind');
    await queueMail(db, { to: 'ana@example.com', subject: 'w', body: 'b', subscriberId: first.id });
    expect((await subscribe(db, 'ana@example.com')).status).toBe('unconfirmed');

    expect(await confirmSubscription(db, first.token)).toBe('confirmed');
    const at = await confirmedAt('ana@example.com');
    expect(at).not.toBeNull();
    expect(await confirmSubscription(db, first.token)).toBe('confirmed');
    expect(await confirmedAt('ana@example.com')).toBe(at);
    expect((await subscribe(db, 'ana@example.com')).status).toBe('already');

    await unsubscribe(db, first.token);
    expect(await confirmSubscription(db, first.token)).toBe('ended');
    // Held in Spam after leaving: out of Spam it must confirm again.
    expect((await subscribe(db, 'ana@example.com', { reasons: ['no-token'] })).status).toBe('held');
    expect(await confirmedAt('ana@example.com')).toBeNull();
    expect(await confirmSubscription(db, first.token)).toBe('unknown');
    expect((await subscribe(db, 'ana@example.com')).status).toBe('resubscribed');
    expect(await confirmedAt('ana@example.com')).toBeNull();
    expect(await confirmSubscription(db, 'not-a-real-token-000')).toBe('unknown');
  });
});
