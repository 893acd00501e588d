import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { saveSubmission } from '../store/submissions.ts';
import { claimAcknowledgement, recipientRef } from './acknowledgement-limit.ts';
import { acknowledgementTo } from './visitor-mails.ts';

const SECRET = new Uint8Array(32).fill(7);

describe.each(databases)('one acknowledgement per address and day on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A message from `email`, stored as the form stores it, with the office's mail and the ack. */
  const send = (email: string, n: number) =>
    saveSubmission(
      database.db,
      database.dialect,
      { kind: 'message', name: 'X', email, message: `m${n}` },
      (id) => [
        { to: 'office@example.com', subject: `Message #${id}`, body: 'office' },
        acknowledgementTo(
          email,
          'office@example.com',
          { subject: 'Your message', body: 'thanks' },
          recipientRef(SECRET, email),
        ),
      ],
    );

  const acksTo = async (email: string) =>
    (
      await database.db
        .selectFrom('outbox')
        .select('to_address')
        .where('purpose', '=', 'acknowledgement')
        .execute()
    ).filter((row) => row.to_address.toLowerCase() === email.toLowerCase());

  it('queues one, however many leads arrive at once (as on several servers), in any case', async () => {
    const email = `burst-${kind}@example.com`;
    await Promise.all(
      Array.from({ length: 6 }, (_, n) => send(n % 2 ? email.toUpperCase() : email, n)),
    );
    expect(await acksTo(email)).toHaveLength(1);
    // Every lead is stored and the office hears of each.
    const office = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'office@example.com')
      .execute();
    expect(office.length).toBeGreaterThanOrEqual(6);
    // Another address is not held back by it.
    await send(`other-${kind}@example.com`, 99);
    expect(await acksTo(`other-${kind}@example.com`)).toHaveLength(1);
  });

  it('frees the address the next day and forgets days before yesterday', async () => {
    const ref = recipientRef(SECRET, 'days@example.com');
    const day = (iso: string) => new Date(iso);
    expect(await claimAcknowledgement(database.db, ref, day('2026-11-01T23:00:00Z'))).toBe(true);
    expect(await claimAcknowledgement(database.db, ref, day('2026-11-01T23:59:00Z'))).toBe(false);
    expect(await claimAcknowledgement(database.db, ref, day('2026-11-02T00:01:00Z'))).toBe(true);
    await claimAcknowledgement(
      database.db,
      recipientRef(SECRET, 'late@example.com'),
      day('2026-11-05T08:00:00Z'),
    );
    const days = await database.db
      .selectFrom('acknowledged_recipients')
      .select('day')
      .where('day', '<', '2026-11-04')
      .execute();
    expect(days).toHaveLength(0);
    expect(ref).not.toContain('days');
    expect(ref).toBe(recipientRef(SECRET, ' Days@Example.com '));
  });
});
