/** Shared by the privacy tests: one person's data in every table, and a scan of every table. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../server/db/connect.ts';
import type { Database } from '../../../server/db/schema.ts';
import { queueMail } from '../../../server/mail/outbox.ts';
import { saveSubmission } from '../../../server/store/submissions.ts';
import { subscribe } from '../../../server/store/subscribers.ts';

/** A small PNG-like byte string: what a lead file holds. */
export const FILE_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 250]);

/**
 * Stores, for `email`: a quote with a note, a stage change, a reply (and its mail), a file and
 * its bytes and the office mail; a message in Spam; a comment; a sign-up with its welcome; and
 * an acknowledgement mailed to it without a submission id. Resolves with the quote's id.
 */
export async function seedPerson(db: Kysely<Database>, dialect: Dialect, email: string) {
  const office = (id: number) => ({
    to: 'office@example.com',
    replyTo: email,
    subject: `Quote request #${id}`,
    body: `Email:\n${email}\n`,
  });
  const quote = await saveSubmission(
    db,
    dialect,
    { kind: 'quote', name: 'Quinn Person', email, phone: '555-0100', message: `quote ${email}` },
    office,
  );
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      email: `staff-${quote.id}@office.test`,
      name: 'Staff Member',
      role: 'owner',
      password_hash: 'x',
      created_at: now,
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueMail(db, { to: email, subject: 'Re: your quote', body: 'Thanks' });
  const reply = await db
    .selectFrom('outbox')
    .select('id')
    .where('subject', '=', 'Re: your quote')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const event = (kind: 'note' | 'stage' | 'reply', body: string, outbox_id: number | null) => ({
    submission_id: quote.id,
    kind,
    author_id: user.id,
    body,
    outbox_id,
    created_at: now,
  });
  await db
    .insertInto('lead_events')
    .values([
      event('note', 'Called, wants a site visit', null),
      event('stage', 'contacted', null),
      event('reply', 'Thanks', reply.id),
    ])
    .execute();
  const file = await db
    .insertInto('lead_files')
    .values({
      submission_id: quote.id,
      name: 'roof.png',
      mime: 'image/png',
      size: 12,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('lead_file_blobs').values({ file_id: file.id, data: FILE_BYTES }).execute();
  await saveSubmission(
    db,
    dialect,
    { kind: 'message', name: 'Quinn', email: email.toUpperCase(), message: 'spam?' },
    undefined,
    { reasons: ['no-token'] },
  );
  await saveSubmission(db, dialect, {
    kind: 'comment',
    name: 'Quinn',
    email,
    message: 'Nice post',
    postSlug: 'a-post',
  });
  const signUp = await subscribe(db, email);
  await queueMail(db, { to: email, subject: 'Confirm', body: 'link', subscriberId: signUp.id });
  await queueMail(db, { to: email, subject: 'Copy of your request', body: 'copy' });
  return { quoteId: quote.id, fileId: file.id, userId: user.id };
}

/** Every table of the database. */
export async function tableNames(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Rows of any table whose text (or bytes, as text) holds `needle`, per table. */
export async function rowsHolding(db: Kysely<Database>, dialect: Dialect, needle: string) {
  const found: Record<string, number> = {};
  const lower = needle.toLowerCase();
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const holding = rows.filter((row) =>
      JSON.stringify(row, (_key, value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      )
        .toLowerCase()
        .includes(lower),
    ).length;
    if (holding > 0) found[table] = holding;
  }
  return found;
}
