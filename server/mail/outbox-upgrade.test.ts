import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailJobs, outboxCounts } from '../../tests/server/support/mail-jobs.ts';
import { databases, freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { migrate, openDatabase } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

const FROM = 'site@example.com';

/** An outbox row as the outbox before migration 029 left it. */
function oldRow(n: number, row: { attempts: number; sent?: boolean; lastError?: string }) {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    submission_id: null,
    subscriber_id: null,
    to_address: 'office@example.com',
    reply_to: null,
    subject: `Queued before ${n}`,
    body: `queued-${n}`,
    headers: null,
    created_at: at,
    attempts: row.attempts,
    next_attempt_at: at,
    claimed_until: null,
    sent_at: row.sent ? at : null,
    last_error: row.lastError ?? null,
    purpose: null,
    calendar: null,
    attachment_file_id: null,
  };
}

describe.each(databases)('an upgrade to the mail jobs on %s', (kind) => {
  it('sends every mail queued before it exactly once, and none sent already', async () => {
    const database = openDatabase(await freshDatabaseUrl(kind));
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url, pool: true });
    try {
      await migrate(database, '028-quote-documents');
      // Kysely's types are today's schema; the outbox's columns are the same at 028.
      const db = database.db as Kysely<Database>;
      await db
        .insertInto('outbox')
        .values([
          oldRow(1, { attempts: 0 }),
          oldRow(2, { attempts: 3, lastError: 'SMTP 451' }),
          // Tried through a long outage by the old outbox: still gets a try.
          oldRow(3, { attempts: 40, lastError: 'ECONNREFUSED' }),
          oldRow(4, { attempts: 1, sent: true }),
        ])
        .execute();
      await migrate(database);
      const jobs = mailJobs(database, transport, FROM);
      await jobs.run();
      await smtp.waitFor(() => smtp.mails.length === 3);
      await jobs.run();
      expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual([
        'Queued before 1',
        'Queued before 2',
        'Queued before 3',
      ]);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(3);
      expect(await outboxCounts(db)).toEqual({ sent: 4, unsent: 0 });
    } finally {
      transport.close();
      await smtp.close();
      await database.close();
    }
  });
});
